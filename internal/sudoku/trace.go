package sudoku

// Move is one step of a traced backtracking solve: a digit put in a cell, or,
// with Digit 0, a cell emptied again when the search backs out of it.
type Move struct {
	Cell  int // 0–80
	Digit int // 1–9 placed, or 0 for a backtrack
}

// Trace solves puzzle by plain backtracking the way a person watching can
// follow: it fills the open cell with the fewest legal digits (the first such
// cell in row order), tries its digits in increasing order, and empties the
// cell again when none leads to a solution. It calls visit with every
// placement and every backtrack, in order; visit returns false to stop the
// solve. Trace returns the solution and true when it found one, and the grid
// as it stood and false when puzzle breaks a rule, has no solution, or visit
// stopped it. Trace is for showing a search; Solve is the fast solver.
func Trace(puzzle Grid, visit func(Move) bool) (Grid, bool) {
	if puzzle.Validate() != nil {
		return puzzle, false
	}
	g := puzzle
	stopped := false
	var fill func() bool
	fill = func() bool {
		best, bestSet := -1, Digits(0)
		for i := range g {
			if g[i] != 0 {
				continue
			}
			c := g.Candidates(i)
			if best < 0 || c.Count() < bestSet.Count() {
				best, bestSet = i, c
				if c.Count() <= 1 {
					break
				}
			}
		}
		if best < 0 {
			return true
		}
		for c := bestSet; c != 0; c = c.Remove(c.Min()) {
			g[best] = uint8(c.Min())
			if !visit(Move{Cell: best, Digit: c.Min()}) {
				stopped = true
				return false
			}
			if fill() {
				return true
			}
			if stopped {
				return false
			}
		}
		g[best] = 0
		if !visit(Move{Cell: best}) {
			stopped = true
		}
		return false
	}
	return g, fill()
}
