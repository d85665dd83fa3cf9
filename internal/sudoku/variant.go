package sudoku

import (
	"math/bits"
	"math/rand/v2"
	"sync"
)

// The variant solver: what solves a puzzle with a shape (jigsaw regions,
// diagonals, killer cages), whose houses are not the bands and stacks the
// classic solver is built on. It keeps each cell's candidates as a bit set
// and propagates, until nothing changes, naked singles, hidden singles in
// every house, and each cage's combinations: the sets of distinct digits
// of the cage's open cells that add up to what is left of its sum, of
// which a cell keeps only the digits of the sets every open cell can take
// part in. When propagation stalls it branches on a cell with the fewest
// candidates, the scheme of Peter Norvig's "Solving Every Sudoku Puzzle"
// with killer's sums added as Simon Tatham's Solo propagates them.

// cageCombos returns, at [n][s], the sets (bits 1–9) of n distinct digits
// adding up to s. They are made on first use, so that a program that only
// solves classic puzzles, such as sudokucli solve, does not pay for them at
// its start.
var cageCombos = sync.OnceValue(func() *[10][46][]uint16 {
	var combos [10][46][]uint16
	for m := uint16(0); m < 1<<9; m++ {
		set := m << 1
		n, s := bits.OnesCount16(set), 0
		for d := 1; d <= 9; d++ {
			if set&(1<<d) != 0 {
				s += d
			}
		}
		combos[n][s] = append(combos[n][s], set)
	}
	return &combos
})

// CageCombinations returns the sets of n distinct digits 1–9 (n 1–9) that
// add up to sum: the combinations a killer cage of n cells and that sum
// can hold, in increasing order of their bits ({1,2,6} before {1,3,5});
// none for a sum no such set reaches. The caller must not change them.
func CageCombinations(n, sum int) []Digits {
	if n < 1 || n > 9 || sum < 0 || sum > 45 {
		return nil
	}
	return cageDigits()[n][sum]
}

// cageDigits is cageCombos as Digits.
var cageDigits = sync.OnceValue(func() *[10][46][]Digits {
	var out [10][46][]Digits
	for n, bySum := range cageCombos() {
		for s, ms := range bySum {
			for _, m := range ms {
				out[n][s] = append(out[n][s], Digits(m))
			}
		}
	}
	return &out
})

// variantSearch is a search of the variant solver: the shape, how far to
// count, the solutions found, and an optional source of random order.
type variantSearch struct {
	s         *shape
	limit     int
	count     int
	first     Grid
	wantFirst bool
	rand      *rand.Rand
	// budget, when not 0, is how many boards the search may try before it
	// gives up, setting exhausted.
	budget, nodes int
	exhausted     bool
}

// variantBoard is the state of a variant search: each cell's digit (0 for
// none) and candidates (bits 1–9).
type variantBoard struct {
	grid  Grid
	cands [81]uint16
}

// countShape is countSolutions for a puzzle with a shape.
func countShape(puzzle *Puzzle, limit int, r *rand.Rand, wantFirst bool) (int, Grid) {
	vs, b, ok := startShape(puzzle, limit, r, wantFirst)
	if ok {
		vs.search(b)
	}
	return vs.count, vs.first
}

// shapeSolvableWithout is solvableWithout for a puzzle with a shape: it
// looks for a solution with cell i (blank in puzzle) other than d.
func shapeSolvableWithout(puzzle *Puzzle, i, d int) bool {
	vs, b, ok := startShape(puzzle, 1, nil, false)
	if !ok {
		return false
	}
	b.cands[i] &^= 1 << d
	vs.search(b)
	return vs.count > 0
}

// startShape returns the search of puzzle and its first board, with the
// givens placed, and false when the puzzle breaks a rule of its shape or
// its givens clash.
func startShape(puzzle *Puzzle, limit int, r *rand.Rand, wantFirst bool) (*variantSearch, *variantBoard, bool) {
	b := &variantBoard{}
	if checkShape(puzzle) != nil {
		return &variantSearch{}, b, false
	}
	vs := &variantSearch{s: newShape(puzzle), limit: max(limit, 1), rand: r, wantFirst: wantFirst}
	for i := range b.cands {
		b.cands[i] = 0x3FE
	}
	for i, d := range puzzle.Givens {
		if d == 0 {
			continue
		}
		if d > 9 || b.cands[i]&(1<<d) == 0 {
			return vs, b, false
		}
		b.place(vs.s, i, d)
	}
	return vs, b, true
}

// place puts digit d in cell i of b and takes it from the candidates of
// the cell's peers.
func (b *variantBoard) place(s *shape, i int, d uint8) {
	b.grid[i] = d
	bit := uint16(1) << d
	b.cands[i] = bit
	for _, p := range s.peers[i] {
		b.cands[p] &^= bit
	}
}

// propagate places what follows on b until nothing does, and reports
// false when a cell, a digit of a house or a cage is left with no place.
func (b *variantBoard) propagate(s *shape) bool {
	for changed := true; changed; {
		changed = false
		for i := range b.cands {
			if b.grid[i] != 0 {
				continue
			}
			c := b.cands[i]
			switch {
			case c == 0:
				return false
			case c&(c-1) == 0:
				b.place(s, i, uint8(bits.TrailingZeros16(c)))
				changed = true
			}
		}
		for _, h := range s.houses {
			var once, twice, placed uint16
			for _, c := range h {
				if b.grid[c] != 0 {
					placed |= 1 << b.grid[c]
					continue
				}
				twice |= once & b.cands[c]
				once |= b.cands[c]
			}
			if once|placed != 0x3FE {
				return false
			}
			for single := once &^ twice &^ placed; single != 0; single &= single - 1 {
				d := bits.TrailingZeros16(single)
				for _, c := range h {
					if b.grid[c] == 0 && b.cands[c]&(1<<d) != 0 {
						b.place(s, int(c), uint8(d))
						changed = true
						break
					}
				}
			}
		}
		for k := range s.sums {
			ok, narrowed := b.cageCombos(&s.sums[k])
			if !ok {
				return false
			}
			changed = changed || narrowed
		}
	}
	return true
}

// cageCombos keeps in the open cells of cage c only the digits of the
// combinations that can fill them: sets of distinct digits, none placed in
// the cage, adding up to what is left of its sum, of which every open cell
// can take one and which the open cells' candidates cover. It reports
// false when no combination is left, and whether it removed a candidate.
func (b *variantBoard) cageCombos(c *cageShape) (ok, narrowed bool) {
	left, open := c.sum, 0
	var used uint16
	for _, i := range c.cells {
		if d := b.grid[i]; d != 0 {
			left -= int(d)
			used |= 1 << d
		} else {
			open++
		}
	}
	if open == 0 {
		return left == 0, false
	}
	if left < 1 || left > 45 {
		return false, false
	}
	var allowed uint16
	for _, m := range cageCombos()[open][left] {
		if m&used != 0 || m&^allowed == 0 {
			continue
		}
		var cover uint16
		fits := true
		for _, i := range c.cells {
			if b.grid[i] == 0 {
				x := b.cands[i] & m
				if x == 0 {
					fits = false
					break
				}
				cover |= x
			}
		}
		if fits && cover == m {
			allowed |= m
		}
	}
	if allowed == 0 {
		return false, false
	}
	for _, i := range c.cells {
		if b.grid[i] == 0 && b.cands[i]&^allowed != 0 {
			b.cands[i] &= allowed
			narrowed = true
		}
	}
	// A digit every combination holds is in the cage, so not in the rest
	// of a house that holds the cage whole.
	if required := b.required(c, open, left, used); required != 0 {
		for _, i := range c.others {
			if b.grid[i] == 0 && b.cands[i]&required != 0 {
				b.cands[i] &^= required
				narrowed = true
			}
		}
	}
	return true, narrowed
}

// required returns the digits every combination that fills the open cells
// of cage c holds (see cageCombos), with the digits already placed in it.
func (b *variantBoard) required(c *cageShape, open, left int, used uint16) uint16 {
	if len(c.others) == 0 {
		return 0
	}
	req := uint16(0x3FE)
	any := false
	for _, m := range cageCombos()[open][left] {
		if m&used != 0 {
			continue
		}
		fits := true
		var cover uint16
		for _, i := range c.cells {
			if b.grid[i] == 0 {
				x := b.cands[i] & m
				fits = fits && x != 0
				cover |= x
			}
		}
		if fits && cover == m {
			req &= m
			any = true
		}
	}
	if !any {
		return 0
	}
	return req | used
}

// search counts the solutions below board b, which it may change, up to
// vs.limit; it reports whether to go on.
func (vs *variantSearch) search(b *variantBoard) bool {
	if vs.nodes++; vs.budget > 0 && vs.nodes > vs.budget {
		vs.exhausted = true
		return false
	}
	if !b.propagate(vs.s) {
		return true
	}
	cell, best := -1, 10
	for i, c := range b.cands {
		if b.grid[i] == 0 {
			if n := bits.OnesCount16(c); n < best {
				cell, best = i, n
			}
		}
	}
	if cell < 0 {
		if vs.count == 0 && vs.wantFirst {
			vs.first = b.grid
		}
		vs.count++
		return vs.count < vs.limit
	}
	digits := make([]uint8, 0, best)
	for c := b.cands[cell]; c != 0; c &= c - 1 {
		digits = append(digits, uint8(bits.TrailingZeros16(c)))
	}
	if vs.rand != nil {
		vs.rand.Shuffle(len(digits), func(i, j int) { digits[i], digits[j] = digits[j], digits[i] })
	}
	for _, d := range digits {
		next := *b
		next.place(vs.s, cell, d)
		if !vs.search(&next) {
			return false
		}
	}
	return true
}

// randomSolution returns a solution of puzzle drawn with r, trying at most
// budget boards; false when it has none or the budget ran out first (some
// jigsaw regions with diagonals have no grid, and showing that can take a
// long search).
func randomSolution(puzzle *Puzzle, r *rand.Rand, budget int) (Grid, bool) {
	vs, b, ok := startShape(puzzle, 1, r, true)
	if !ok {
		return Grid{}, false
	}
	vs.budget = budget
	vs.search(b)
	return vs.first, vs.count > 0 && !vs.exhausted
}
