package logic

import (
	"context"
	"fmt"
	"math/bits"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// Candidate is one digit in one cell: a placement or an elimination.
type Candidate struct {
	Cell  int // 0–80, row by row
	Digit int // 1–9
}

// String formats c as "r3c5=7".
func (c Candidate) String() string { return fmt.Sprintf("%s=%d", sudoku.CellName(c.Cell), c.Digit) }

// Board is a grid in the middle of a human-style solve: the digits placed so
// far and, for every blank cell, the candidates still open. A filled cell has
// no candidates. The zero Board is not useful; NewBoard makes one. A Board is
// a plain value: assignment copies it.
type Board struct {
	grid  sudoku.Grid
	cands [81]sudoku.Digits
	l     *layout // the houses, peers and cages: classic, or the puzzle's shape
	// ctx is the context of the solve b is in (GradePuzzleContext), which
	// Next and its longest searches check so as to stop soon after it
	// ends; nil for a solve that runs to the end.
	ctx context.Context
	// skip holds the techniques Next does not look for (a bit each, as
	// target.setBy): those a stable generator leaves out (stableSkip).
	skip uint64
}

// NewBoard returns the board of puzzle with every blank cell's candidates set
// to the digits none of its peers hold. The error is puzzle.Validate's (a
// value out of range, or a digit repeated in a house). A puzzle without a
// solution still gives a board; Next then stops where it runs dry.
func NewBoard(puzzle sudoku.Grid) (*Board, error) {
	if err := puzzle.Validate(); err != nil {
		return nil, err
	}
	b := &Board{grid: puzzle, l: classic}
	for i, d := range puzzle {
		if d == 0 {
			b.cands[i] = puzzle.Candidates(i)
		}
	}
	return b, nil
}

// NewPuzzleBoard returns the board of p, a classic puzzle or one with a
// shape (jigsaw regions, X Sudoku's diagonals, killer cages) or a setter's
// constraints (which only Trial, a search that keeps them, reasons with
// so far), with p.Givens
// placed and every blank cell's candidates set to the digits none of its
// peers holds (the cells that share a house or a cage with it). A cage's
// sum rules nothing out until a step says so (CageCombination), so that a
// hint teaches it. A game asking for a hint passes its puzzle with the
// player's digits as Givens. The error is p.Validate's. The size variant's
// letters are not taken into account: its puzzles are solved as classic
// ones.
func NewPuzzleBoard(p *sudoku.Puzzle) (*Board, error) {
	if !p.HasShape() && p.Constraints == nil {
		return NewBoard(p.Givens)
	}
	if err := p.Validate(); err != nil {
		return nil, err
	}
	b := &Board{grid: p.Givens, l: newLayout(p)}
	for i, d := range p.Givens {
		if d != 0 {
			continue
		}
		b.cands[i] = sudoku.AllDigits
		for _, x := range b.l.peers[i] {
			b.cands[i] = b.cands[i].Remove(int(p.Givens[x]))
		}
	}
	return b, nil
}

// Grid returns the digits placed so far: the givens and every placement
// applied.
func (b *Board) Grid() sudoku.Grid { return b.grid }

// Candidates returns the candidates left in cell i (0–80); it is empty for a
// filled cell.
func (b *Board) Candidates(i int) sudoku.Digits { return b.cands[i] }

// Solved reports whether every cell holds a digit.
func (b *Board) Solved() bool { return b.grid.Complete() }

// Next returns the next step of a cheapest-first solve: the first technique in
// ladder order (see Technique) that places a digit or removes a candidate,
// and within a technique the first instance in a fixed scan order, so the
// result depends only on the board. It returns false when the board is
// solved, or when a blank cell has no candidate left (a board that contradicts
// itself). The cost ranges from microseconds for singles to a few
// milliseconds when only forcing chains or trial make progress.
func (b *Board) Next() (Step, bool) { return b.next(Trial) }

// next is Next using no technique after limit in ladder order. When b's
// context ends it returns false, without a step or with the step of a
// search that stopped short.
func (b *Board) next(limit Technique) (Step, bool) {
	if b.broken() {
		return Step{}, false
	}
	for t := HiddenSingle; t <= limit; t++ {
		if b.stopped() {
			return Step{}, false
		}
		if b.skip&(1<<t) != 0 {
			continue
		}
		if s, ok := b.find(t); ok {
			return s, true
		}
	}
	return Step{}, false
}

// stopped reports whether the context of b's solve has ended: the long
// searches check it between candidates and give up.
func (b *Board) stopped() bool { return b.ctx != nil && b.ctx.Err() != nil }

// broken reports whether the board is solved or a blank cell has no
// candidate left, the two cases where Next has nothing to say.
func (b *Board) broken() bool {
	blank := false
	for i, d := range b.grid {
		if d == 0 {
			blank = true
			if b.cands[i] == 0 {
				return true
			}
		}
	}
	return !blank
}

// find returns the first instance of technique t on b, with the finder of
// its entry in the technique table.
func (b *Board) find(t Technique) (Step, bool) {
	if t == 0 || t >= numTechniques {
		return Step{}, false
	}
	return ladder[t].find(b)
}

// Apply carries out s on b: its placements, each of which also removes the
// digit from the candidates of the cell's peers, then its eliminations. It
// returns an error, and leaves b unchanged, when a placement is for a filled
// cell or a digit that is not a candidate there, or an elimination names a
// digit out of range or a cell out of range.
func (b *Board) Apply(s Step) error {
	for _, p := range s.Placements {
		if p.Cell < 0 || p.Cell > 80 || p.Digit < 1 || p.Digit > 9 {
			return fmt.Errorf("placement %d in cell %d out of range", p.Digit, p.Cell)
		}
		if b.grid[p.Cell] != 0 {
			return fmt.Errorf("cannot place %d in %s: it already holds %d", p.Digit, sudoku.CellName(p.Cell), b.grid[p.Cell])
		}
		if !b.cands[p.Cell].Has(p.Digit) {
			return fmt.Errorf("cannot place %d in %s: not a candidate there", p.Digit, sudoku.CellName(p.Cell))
		}
	}
	for _, e := range s.Eliminations {
		if e.Cell < 0 || e.Cell > 80 || e.Digit < 1 || e.Digit > 9 {
			return fmt.Errorf("elimination %d in cell %d out of range", e.Digit, e.Cell)
		}
	}
	for _, p := range s.Placements {
		b.place(p.Cell, p.Digit)
	}
	for _, e := range s.Eliminations {
		b.cands[e.Cell] = b.cands[e.Cell].Remove(e.Digit)
	}
	return nil
}

// place puts d in cell c and removes d from the candidates of c's peers.
func (b *Board) place(c, d int) {
	b.grid[c] = uint8(d)
	b.cands[c] = 0
	for _, p := range b.l.peers[c] {
		b.cands[p] = b.cands[p].Remove(d)
	}
}

// where returns the places of digit d in house h as a bit set over the
// house's positions: bit j is set when cell j of house h (in the layout's
// order) has candidate d.
func (b *Board) where(h, d int) uint16 {
	var m uint16
	bit := sudoku.Digits(1) << d
	for j, c := range &b.l.houses[h] {
		if b.cands[c]&bit != 0 {
			m |= 1 << j
		}
	}
	return m
}

// houseCells returns the cells of house h at the positions set in m.
func (b *Board) houseCells(h int, m uint16) []int {
	out := make([]int, 0, bits.OnesCount16(m))
	for ; m != 0; m &= m - 1 {
		out = append(out, int(b.l.houses[h][bits.TrailingZeros16(m)]))
	}
	return out
}

// seenByAll returns the cells other than the pattern cells that have
// candidate d and see every cell of pattern, in increasing order.
func (b *Board) seenByAll(d int, pattern ...int) []Candidate {
	var out []Candidate
next:
	for c := 0; c < 81; c++ {
		if !b.cands[c].Has(d) {
			continue
		}
		for _, p := range pattern {
			if !b.l.sees(c, p) {
				continue next
			}
		}
		out = append(out, Candidate{c, d})
	}
	return out
}

// subsets calls f with every n-element subset of the bits of m, in increasing
// numeric order, until f returns true; it reports whether f did.
func subsets(m uint16, n int, f func(uint16) bool) bool {
	if bits.OnesCount16(m) < n {
		return false
	}
	for s := -m & m; s != 0; s = (s - m) & m { // the subsets of m, increasing
		if bits.OnesCount16(s) == n && f(s) {
			return true
		}
	}
	return false
}

// housesOfAll returns the houses, in index order, that contain every cell
// of cells.
func (b *Board) housesOfAll(cells []int) []int {
	var out []int
	for _, h := range b.l.cellHouses[cells[0]] {
		all := true
		for _, c := range cells[1:] {
			if !b.l.in(c, int(h)) {
				all = false
				break
			}
		}
		if all {
			out = append(out, int(h))
		}
	}
	return out
}
