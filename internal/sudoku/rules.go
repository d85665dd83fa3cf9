package sudoku

import (
	"math/bits"
	"slices"
)

// MaxSize is the largest grid the game plays: 16 cells a side, 256 cells.
const MaxSize = 16

// MaxCells is the number of cells of the largest grid, 16x16.
const MaxCells = MaxSize * MaxSize

// Rules are a puzzle's rules compiled for asking about one cell at a time,
// as a game does while the player writes: each cell's peers (the cells that
// share a row, column, box or region, diagonal or cage with it), its cage,
// and the size variant's letters. Puzzle.Rules makes them for the 9x9 grid,
// NewRules for a setter's grid of any size. A board is the grid's cells row
// by row (81 for 9x9, Size*Size for others), 0 for an open cell. Rules are
// read-only and safe to share.
type Rules struct {
	size    int
	s       *shape // the 9x9 shape: cages and their sums; nil for other sizes
	peers   [][]uint8
	houses  [][]uint8
	letters Letters
	jigsaw  bool
	region  []uint8 // the box or region of each cell, 0 to size-1
	extra   Constraints
}

// Rules returns the rules of p for Candidates, Allows and Conflict. p must
// pass Validate; the rules of a puzzle that does not are unspecified.
func (p *Puzzle) Rules() *Rules {
	q := *p
	if checkShape(&q) != nil { // never for a valid puzzle: classic rules then
		q.Regions, q.Diagonals, q.Cages = Regions{}, false, nil
	}
	r := &Rules{size: 9, s: newShape(&q), letters: p.Letters, jigsaw: !q.Regions.IsZero(), extra: p.Constraints, region: make([]uint8, 81)}
	r.peers = r.s.peers[:]
	for _, h := range r.s.houses {
		r.houses = append(r.houses, h[:])
	}
	for k, h := range r.s.houses[18:27] {
		for _, c := range h {
			r.region[c] = uint8(k)
		}
	}
	return r
}

// NewRules returns the rules of a setter's grid of size cells a side (4 to
// 16): its rows, its columns, and its regions, regions[i] (0 to size-1)
// being cell i's, with c its constraints (nil for none). jigsaw says the
// regions are not the grid's boxes. It returns nil when regions does not
// give every one of the size*size cells a region below size.
func NewRules(size int, regions []uint8, jigsaw bool, c Constraints) *Rules {
	n := size * size
	if size < 4 || size > MaxSize || len(regions) != n {
		return nil
	}
	r := &Rules{size: size, jigsaw: jigsaw, extra: c, region: slices.Clone(regions), peers: make([][]uint8, n)}
	r.houses = make([][]uint8, 3*size)
	for i := range n {
		if int(regions[i]) >= size {
			return nil
		}
		r.houses[i/size] = append(r.houses[i/size], uint8(i))
		r.houses[size+i%size] = append(r.houses[size+i%size], uint8(i))
		r.houses[2*size+int(regions[i])] = append(r.houses[2*size+int(regions[i])], uint8(i))
	}
	for i := range n {
		for j := range n {
			if j != i && (i/size == j/size || i%size == j%size || regions[i] == regions[j]) {
				r.peers[i] = append(r.peers[i], uint8(j))
			}
		}
	}
	return r
}

// Constraints returns the setter's constraints the rules consult, or nil.
func (r *Rules) Constraints() Constraints { return r.extra }

// Size returns the cells a side of the grid: 9, or 4 to 16 for a setter's.
func (r *Rules) Size() int { return r.size }

// Peers returns the cells that share a house or a cage with cell i, in
// increasing order.
func (r *Rules) Peers(i int) []uint8 { return r.peers[i] }

// Allows reports whether digit d (1 to Size) may go in cell i of board b:
// no peer holds it, and Fits: the letters of its run allow it
// (Letters.Allows), and its cage, with d, can still add up to its sum with
// distinct digits in its open cells.
func (r *Rules) Allows(b []uint8, i, d int) bool {
	return r.AllowsShape(b, i, d) && (r.extra == nil || r.extra.Fits(b, i, d))
}

// cageCanSum reports whether cage c, with digit d in cell i and the other
// digits of b, can still reach its sum: some set of as many distinct
// digits, none of them in the cage yet, as it has open cells adds up to
// what is left.
func cageCanSum(c *cageShape, b []uint8, i, d int) bool {
	left, open := c.sum-d, 0
	used := uint16(1) << d
	for _, j := range c.cells {
		if int(j) == i {
			continue
		}
		if b[j] == 0 {
			open++
		} else {
			left -= int(b[j])
			used |= 1 << b[j]
		}
	}
	if open == 0 || left < 1 || left > 45 {
		return open == 0 && left == 0
	}
	for _, m := range cageCombos()[open][left] {
		if m&used == 0 {
			return true
		}
	}
	return false
}

// Candidates returns the digits that may go in the empty cell i of board
// b: those Allows lets it take.
func (r *Rules) Candidates(b []uint8, i int) Digits {
	var c Digits
	for d := 1; d <= r.size; d++ {
		if r.Allows(b, i, d) {
			c = c.Add(d)
		}
	}
	return c
}

// Conflict reports whether the digit of cell i of board b breaks a
// rule with what else b holds: a peer holds it too, it breaks the order of
// its run's letters (Letters.Conflict), or its cage can no longer reach its
// sum with distinct digits in its open cells (or, full, adds up to another
// sum), or it breaks one of the puzzle's Constraints. An empty cell has no
// conflict.
func (r *Rules) Conflict(b []uint8, i int) bool {
	d := b[i]
	if d == 0 {
		return false
	}
	for _, p := range r.peers[i] {
		if b[p] == d {
			return true
		}
	}
	if r.s != nil {
		if r.letters.Conflict((*Grid)(b), i) {
			return true
		}
		if k := r.s.cageOf[i]; k > 0 && !cageCanSum(&r.s.cages[k-1], b, i, int(d)) {
			return true
		}
	}
	return r.extra != nil && !r.extra.Fits(b, i, int(d))
}

// Fits reports whether digit d may go in cell i of board b as far as the
// rules beyond the houses go: the letters of its run allow it, its cage
// can still reach its sum, and the puzzle's Constraints allow it. Allows is
// Fits and no peer holding d.
func (r *Rules) Fits(b []uint8, i, d int) bool {
	return r.fitsShape(b, i, d) && (r.extra == nil || r.extra.Fits(b, i, d))
}

// fitsShape reports whether digit d may go in cell i of board b as far as
// the size variant's letters and the cages go.
func (r *Rules) fitsShape(b []uint8, i, d int) bool {
	if r.s == nil {
		return true
	}
	if k := r.s.cageOf[i]; k > 0 && !cageCanSum(&r.s.cages[k-1], b, i, d) {
		return false
	}
	return r.letters.Allows((*Grid)(b), i, d)
}

// AllowsShape reports whether digit d (1 to Size) may go in cell i of
// board b as far as the houses, the cages and the size variant's letters
// go: Allows leaving out the puzzle's Constraints, whose refusals a solve
// that teaches names one constraint at a time (package logic's constraint
// elimination).
func (r *Rules) AllowsShape(b []uint8, i, d int) bool {
	for _, p := range r.peers[i] {
		if int(b[p]) == d {
			return false
		}
	}
	return r.fitsShape(b, i, d)
}

// AllowedShape returns the digits (1 to Size) AllowsShape lets go in cell
// i of board b, at once: its peers' digits are read once, not once a
// digit.
func (r *Rules) AllowedShape(b []uint8, i int) Digits {
	var seen Digits
	for _, p := range r.peers[i] {
		seen |= 1 << b[p]
	}
	all := Digits(1<<(r.size+1) - 2)
	free := all &^ seen
	if r.s == nil {
		return free
	}
	for ds := free; ds != 0; ds &= ds - 1 {
		if d := bits.TrailingZeros32(uint32(ds)); !r.fitsShape(b, i, d) {
			free = free.Remove(d)
		}
	}
	return free
}

// Related reports whether cells i and j share a run of the size variant, a
// cage or one of the puzzle's Constraints: a digit in one can change what
// Fits allows in the other.
func (r *Rules) Related(i, j int) bool {
	if r.s != nil {
		if RunOf(i) == RunOf(j) && !r.letters.IsZero() {
			return true
		}
		if r.s.cageOf[i] > 0 && r.s.cageOf[i] == r.s.cageOf[j] {
			return true
		}
	}
	return r.extra != nil && r.extra.Related(i, j)
}

// Houses returns the houses of the puzzle, numbered as ConflictError
// numbers them: rows 0 to Size-1, then the columns, then the boxes or
// regions (for 9x9: rows 0–8, columns 9–17, boxes or regions 18–26), and
// the diagonals 27 and 28 of X Sudoku; each lists its Size cells.
func (r *Rules) Houses() [][]uint8 { return r.houses }

// Region returns the box or, for a jigsaw, the region (0 to Size-1) of
// cell i.
func (r *Rules) Region(i int) int { return int(r.region[i]) }

// Jigsaw reports whether houses 18–26 are regions, not boxes.
func (r *Rules) Jigsaw() bool { return r.jigsaw }

// SumAt returns the sum of the cage whose first cell (in reading order) is
// i, where a killer shows it; 0 for any other cell.
func (r *Rules) SumAt(i int) int {
	if r.s == nil {
		return 0
	}
	if k := r.s.cageOf[i]; k > 0 {
		c := &r.s.cages[k-1]
		if slices.Min(c.cells) == uint8(i) {
			return c.sum
		}
	}
	return 0
}

// CageOf returns the index into Cages of cell i's cage, or -1 when it is
// in none.
func (r *Rules) CageOf(i int) int {
	if r.s == nil {
		return -1
	}
	return int(r.s.cageOf[i]) - 1
}
