package logic

import (
	_ "embed"
	"math/rand/v2"
	"strings"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// isomorph is one of the transformations that map every Sudoku to another
// with the same structure: relabel the digits, permute the bands, the rows
// inside each band, the stacks and the columns inside each stack, and
// optionally transpose. The houses map to houses, so a puzzle's solution,
// uniqueness and the techniques its solve needs all carry over; there are
// 9! × 1,296 × 1,296 × 2 of them (about 1.2 × 10^12).
type isomorph struct {
	digit     [10]uint8 // digit[d] is the new digit for d; digit[0] = 0
	row, col  [9]int    // row[r] is the old row that becomes row r; likewise columns
	transpose bool
}

// randomIsomorph draws an isomorph uniformly from r.
func randomIsomorph(r *rand.Rand) isomorph {
	var m isomorph
	for i, d := range r.Perm(9) {
		m.digit[i+1] = uint8(d + 1)
	}
	lines := func() [9]int {
		var out [9]int
		bands := r.Perm(3)
		for b := 0; b < 3; b++ {
			inner := r.Perm(3)
			for k := 0; k < 3; k++ {
				out[3*b+k] = 3*bands[b] + inner[k]
			}
		}
		return out
	}
	m.row, m.col = lines(), lines()
	m.transpose = r.IntN(2) == 1
	return m
}

// apply returns the image of g under m.
func (m isomorph) apply(g sudoku.Grid) sudoku.Grid {
	var out sudoku.Grid
	for r := 0; r < 9; r++ {
		for c := 0; c < 9; c++ {
			d := g[m.row[r]*9+m.col[c]]
			if m.transpose {
				out[c*9+r] = m.digit[d]
			} else {
				out[r*9+c] = m.digit[d]
			}
		}
	}
	return out
}

// Pools of puzzles (no symmetry) that this package's own search found,
// with sudokucli generate -difficulty LEVEL -seed S: hard.txt (seed 20261122)
// and expert.txt (seed 20261123). A Hard puzzle needs a triple or a quad
// that no cheaper step can stand in for, and an Expert one a fish or a wing,
// which so few carvings produce that the search takes seconds for Hard and
// hundreds of milliseconds for Expert; a random isomorph of a pool puzzle is
// a new puzzle of the same level at once.
var (
	//go:embed hard.txt
	hardPool string
	//go:embed expert.txt
	expertPool string
)

// pool returns the pool of level as one puzzle a string; nil when level has
// none.
func pool(level Level) []string {
	switch level {
	case Hard:
		return strings.Fields(hardPool)
	case Expert:
		return strings.Fields(expertPool)
	}
	return nil
}

// fromPool returns a random isomorph of a random puzzle of level's pool,
// re-graded to make sure it is of level, and its solution; ok is false when
// level has no pool or the draw does not grade level.
func fromPool(r *rand.Rand, level Level) (puzzle, solution sudoku.Grid, ok bool) {
	lines := pool(level)
	if len(lines) == 0 {
		return puzzle, solution, false
	}
	base, err := sudoku.Parse(lines[r.IntN(len(lines))])
	if err != nil {
		return puzzle, solution, false
	}
	puzzle = randomIsomorph(r).apply(base)
	solution, err = sudoku.Solve(puzzle)
	if err != nil {
		return puzzle, solution, false
	}
	var g generator
	if lv, ok := g.rate(puzzle, level.hardest()); !ok || lv != level {
		return puzzle, solution, false
	}
	return puzzle, solution, true
}
