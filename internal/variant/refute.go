package variant

import (
	"slices"

	"github.com/sudoku-devs/sudoku/internal/message"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// Refutation is a candidate that the puzzle's rules refute: with its digit
// placed, the solver's narrowing (singles, each constraint's Restrict, and
// the locked candidates and subsets of houses and cages), with no guess,
// ends in a contradiction. It is a forcing chain over every rule of the
// puzzle, what Sudoku Explainer calls a contradiction forcing chain on a
// classic grid.
type Refutation struct {
	Cell, Digit int // the candidate refuted: a cell, row by row, and its digit
	// Then are the digits the narrowing places on the way, in the order
	// it placed them.
	Then []Placement
	// Broken says what cannot be kept in the end, as a clause: "r3c4
	// would have no candidate left", "7 would have no place left in row
	// 3", "the arrow at r1c1 could not be kept".
	Broken message.Message
}

// Placement is a digit in a cell (row by row).
type Placement struct{ Cell, Digit int }

// Refute returns a candidate of cands (Size*Size sets, one a cell row by
// row, a filled cell holding its digit alone) that the rules refute (see
// Refutation), as a person looks for one: in a cell with two candidates
// when one is, else in a cell with three, else in any; among those, the
// one whose refutation places the fewest digits on the way, the first
// such in cell order. ok is false when none is refuted or cands is not of
// the grid's size. It narrows cands alone once, then each candidate from
// there, each tens of microseconds on a 9x9 grid, giving up on a
// candidate's narrowing once it is longer than the shortest refutation
// found.
func (ch *Checker) Refute(cands []sudoku.Digits) (r Refutation, ok bool) {
	if len(cands) != len(ch.touch) {
		return Refutation{}, false
	}
	s := newSolver(ch.p)
	s.trace = true
	// The narrowing of cands alone, once: each candidate's narrowing
	// starts from it, and shows the digits it placed first.
	root := &Board{n: s.n, cand: make([]Set, len(cands)), seen: s.seen, words: s.words}
	root.load(cands)
	if !s.propagate(root) {
		return Refutation{}, false
	}
	before := s.placed(nil, cands, -1)
	b := &Board{n: s.n, cand: make([]Set, len(cands)), seen: s.seen, words: s.words}
	for _, band := range [][2]int{{2, 2}, {3, 3}, {4, s.n}} {
		best := -1
		for i, c := range cands {
			if k := c.Count(); k < band[0] || k > band[1] {
				continue
			}
			for _, d := range c.List() {
				var rf Refutation
				var ok bool
				if root.cand[i].Has(d) {
					copy(b.cand, root.cand)
					limit := 0
					if best >= 0 {
						limit = best - len(before) + 1 // no longer than the best, counting cell i
					}
					rf, ok = ch.try(s, b, cands, i, d, before, limit)
				} else {
					// The narrowing of cands alone took it: narrowing
					// cands with it refutes it, with digits of its own.
					b.load(cands)
					rf, ok = ch.try(s, b, cands, i, d, nil, 0)
				}
				if ok && (best < 0 || len(rf.Then) < best) {
					r, best = rf, len(rf.Then)
				}
			}
		}
		if best >= 0 {
			return r, true
		}
	}
	return Refutation{}, false
}

// try narrows b with cell i holding d, its touched cells looked at, giving
// up once more than limit cells are solved (none when limit is 0), and
// returns the refutation when that fails: the digits placed before, then
// those of the narrowing.
func (ch *Checker) try(s *solver, b *Board, cands []sudoku.Digits, i, d int, before []Placement, limit int) (Refutation, bool) {
	b.cand[i], b.broken = Of(d), false
	b.touched = append(b.touched, i)
	s.solved = s.solved[:0]
	s.failHouse, s.failConstraint, s.capped, s.cap = -1, -1, false, limit
	ok := s.propagate(b)
	b.touched = b.touched[:0]
	if ok || s.capped {
		return Refutation{}, false
	}
	r := Refutation{Cell: i, Digit: d, Then: s.placed(before, cands, i), Broken: ch.broken(s, b)}
	if b.broken {
		// A cell placed on the way and then left empty is the
		// contradiction, not a digit placed.
		r.Then = slices.DeleteFunc(r.Then, func(p Placement) bool { return p.Cell == b.emptied })
	}
	if b.broken && b.emptied == i {
		r.Broken = message.Message{Key: "refute.self", Text: "{{.Cell}} could not hold {{.Digit}} after all", Args: map[string]any{"Cell": CellOf(i, s.n), "Digit": d}}
	}
	return r, true
}

// load sets b's candidates to cands (one set a cell) and marks every cell
// touched, for a narrowing to look at all of them.
func (b *Board) load(cands []sudoku.Digits) {
	for j, x := range cands {
		b.cand[j] = Set(x)
		b.touched = append(b.touched, j)
	}
}

// placed returns before and then the placements of s.solved, in order,
// whose cells are open in cands, but cell skip, each cell once.
func (s *solver) placed(before []Placement, cands []sudoku.Digits, skip int) []Placement {
	out := slices.Clone(before)
	for _, p := range s.solved {
		if p.Cell != skip && cands[p.Cell].Count() > 1 && !slices.ContainsFunc(out, func(q Placement) bool { return q.Cell == p.Cell }) {
			out = append(out, p)
		}
	}
	return out
}

// broken says what a failed narrowing of s on b could not keep (see
// Refutation.Broken).
func (ch *Checker) broken(s *solver, b *Board) message.Message {
	n := s.n
	switch {
	case b.broken:
		return message.Message{Key: "refute.empty", Text: "{{.Cell}} would have no candidate left", Args: map[string]any{"Cell": CellOf(b.emptied, n)}}
	case s.failHouse >= 0:
		d := (s.failDigit & -s.failDigit).Digits()[0]
		if s.failHouse < 3*n {
			h := message.GridHouse{House: s.failHouse, Size: n, Region: !slices.Equal(ch.p.Regions, BoxRegions(n))}
			return message.Message{Key: "refute.house", Text: "{{.Digit}} would have no place left in {{.House}}", Args: map[string]any{"Digit": d, "House": h}}
		}
		return message.Message{Key: "refute.group", Text: "{{.Digit}} would have no place left among {{.Cells}}",
			Args: map[string]any{"Digit": d, "Cells": message.GridCells{Cells: s.houses[s.failHouse], Size: n}}}
	case s.failConstraint >= 0:
		c := s.constraints[s.failConstraint]
		if cells := c.Cells(); len(cells) > 0 {
			return message.Message{Key: "refute.constraint", Text: "the {{.Constraint}} at {{.At}} could not be kept", Args: map[string]any{"Constraint": c.Name(), "At": CellOf(cells[0], n)}}
		}
		return message.Message{Key: "refute.rule", Text: "the {{.Constraint}} rule could not be kept", Args: map[string]any{"Constraint": c.Name()}}
	}
	return message.Message{Key: "refute.rules", Text: "the rules could not all be kept"}
}
