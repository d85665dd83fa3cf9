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
	// Nested are the candidates that refutations of their own took on the
	// way, in the grid as it then stood (RefuteNested; none for Refute's),
	// in order.
	Nested []Refutation
	// After is, for a nested refutation, how many digits of the one it is
	// nested in (its Then) were placed before it.
	After int
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
	s.start(b, i, d, limit)
	ok := s.propagate(b)
	b.touched = b.touched[:0]
	if ok || s.capped {
		return Refutation{}, false
	}
	return ch.refutation(s, b, cands, i, d, before), true
}

// start readies s to narrow b with cell i holding d, giving up once more
// than limit cells are solved (none when limit is 0).
func (s *solver) start(b *Board, i, d, limit int) {
	b.cand[i], b.broken = Of(d), false
	b.touched = append(b.touched[:0], i)
	s.solved = s.solved[:0]
	s.failHouse, s.failConstraint, s.capped, s.cap = -1, -1, false, limit
}

// refutation returns the refutation of d in cell i by a narrowing of s on
// b that failed: the digits placed before, then those of the narrowing
// in cells open in cands, and what broke.
func (ch *Checker) refutation(s *solver, b *Board, cands []sudoku.Digits, i, d int, before []Placement) Refutation {
	r := Refutation{Cell: i, Digit: d, Then: s.placed(before, cands, i), Broken: ch.broken(s, b)}
	if b.broken {
		// A cell placed on the way and then left empty is the
		// contradiction, not a digit placed.
		r.Then = slices.DeleteFunc(r.Then, func(p Placement) bool { return p.Cell == b.emptied })
	}
	if b.broken && b.emptied == i {
		r.Broken = message.Message{Key: "refute.self", Text: "{{.Cell}} could not hold {{.Digit}} after all", Args: map[string]any{"Cell": CellOf(i, s.n), "Digit": d}}
	}
	return r
}

// nestedBudget caps the narrowings RefuteNested runs in one call: about
// a second on a 9x9 grid of many constraints. The search ends without a
// refutation when it is spent, so that a grid that needs a guess costs a
// bounded time before Trial; the cap counts narrowings, not time, so the
// same grid gives the same answer on any machine.
const nestedBudget = 30000

// RefuteNested returns a candidate of cands (as Refute takes them) that
// the rules refute with refutations nested in the narrowing: with its
// digit placed and the grid narrowed, each candidate that Refute's
// narrowing refutes in the grid as it then stands goes (those of cells
// of two candidates looked at first), and the grid is narrowed again,
// until it breaks. It is a forcing chain whose links may be forcing
// chains themselves, Sudoku Explainer's nested forcing chain over every
// rule. Candidates are tried as Refute tries them, in cells of two
// candidates first, then three, then any, and the first refuted is
// returned; ok is false when none is within nestedBudget narrowings, or
// cands is not of the grid's size. Refute should be asked first: a
// candidate it refutes comes back here without nested refutations.
func (ch *Checker) RefuteNested(cands []sudoku.Digits) (Refutation, bool) {
	if len(cands) != len(ch.touch) {
		return Refutation{}, false
	}
	s, inner := newSolver(ch.p), newSolver(ch.p)
	s.trace, inner.trace = true, true
	board := func() *Board { return &Board{n: s.n, cand: make([]Set, len(cands)), seen: s.seen, words: s.words} }
	root := board()
	root.load(cands)
	if !s.propagate(root) {
		return Refutation{}, false
	}
	nb := &nesting{ch: ch, s: s, inner: inner, root: root, b: board(), probe: board(), cands: cands, budget: nestedBudget,
		now: make([]sudoku.Digits, len(cands))}
	for _, band := range [][2]int{{2, 2}, {3, 3}, {4, s.n}} {
		// The candidates of the band, those whose narrowing alone takes
		// the most candidates first: the likeliest to break.
		type try struct{ cell, digit, takes int }
		var tries []try
		for i, c := range root.cand {
			if k := c.Len(); k < band[0] || k > band[1] {
				continue
			}
			for _, d := range c.Digits() {
				copy(nb.b.cand, root.cand)
				s.start(nb.b, i, d, 0)
				s.propagate(nb.b)
				nb.budget--
				takes := 0
				for j, x := range nb.b.cand {
					takes += root.cand[j].Len() - x.Len()
				}
				tries = append(tries, try{i, d, takes})
			}
		}
		slices.SortStableFunc(tries, func(x, y try) int { return y.takes - x.takes })
		for _, t := range tries {
			if r, ok := nb.refute(t.cell, t.digit); ok {
				return r, true
			}
			if nb.budget <= 0 {
				return Refutation{}, false
			}
		}
	}
	return Refutation{}, false
}

// nesting is what RefuteNested's candidates share: the solvers of the
// outer and the nested narrowings, the root's candidates, a board for
// each, cands, the narrowings left, and the outer board's candidates as
// cands holds them.
type nesting struct {
	ch       *Checker
	s, inner *solver
	root     *Board
	b, probe *Board
	cands    []sudoku.Digits
	budget   int
	now      []sudoku.Digits
}

// refute narrows the root with d in cell i, taking each candidate a
// narrowing of its own refutes in the grid as it stands, until the grid
// breaks (the refutation) or nothing more goes (ok is false).
func (nb *nesting) refute(i, d int) (Refutation, bool) {
	s, b := nb.s, nb.b
	copy(b.cand, nb.root.cand)
	s.start(b, i, d, 0)
	nb.budget--
	if !s.propagate(b) {
		return nb.ch.refutation(s, b, nb.cands, i, d, nil), true
	}
	var nested []Refutation
	// Passes over the grid until one takes nothing: in each, cells of two
	// candidates first, then the others.
	for changed := true; changed; {
		changed = false
		for _, pair := range [2]bool{true, false} {
			for j := range b.cand {
				if k := b.cand[j].Len(); k < 2 || (k == 2) != pair {
					continue
				}
				for _, e := range b.cand[j].Digits() {
					if nb.budget <= 0 {
						return Refutation{}, false
					}
					if !b.cand[j].Has(e) || b.cand[j].Len() < 2 {
						continue // gone with a candidate taken before
					}
					r, ok := nb.probeAt(j, e)
					if !ok {
						continue
					}
					r.After = len(s.placed(nil, nb.cands, i))
					nested = append(nested, r)
					b.cand[j] &^= Of(e)
					b.touched = append(b.touched[:0], j)
					nb.budget--
					if !s.propagate(b) {
						return nb.prune(i, d, nested), true
					}
					changed = true
				}
			}
		}
	}
	return Refutation{}, false
}

// prune returns the refutation of d in cell i by as few of the nested
// refutations found as still refute it, in the order found: it leaves out
// each in turn, from the last, where the narrowing still breaks without
// it (and every other still refutes its candidate), and narrows once more
// with those left for the digits placed on the way.
func (nb *nesting) prune(i, d int, nested []Refutation) Refutation {
	keep := make([]Placement, len(nested))
	for k, r := range nested {
		keep[k] = Placement{r.Cell, r.Digit}
	}
	for k := len(keep) - 1; k >= 0; k-- {
		without := slices.Delete(slices.Clone(keep), k, k+1)
		if _, ok := nb.replay(i, d, without); ok {
			keep = without
		}
	}
	r, _ := nb.replay(i, d, keep)
	return r
}

// replay narrows the root with d in cell i, taking the candidates of
// takes that a narrowing of their own refutes in turn (one still there
// that none refutes ends it: ok is false), and returns the refutation
// when the grid breaks.
func (nb *nesting) replay(i, d int, takes []Placement) (Refutation, bool) {
	s, b := nb.s, nb.b
	copy(b.cand, nb.root.cand)
	s.start(b, i, d, 0)
	var nested []Refutation
	ok := s.propagate(b)
	for _, t := range takes {
		if !ok {
			break
		}
		if !b.cand[t.Cell].Has(t.Digit) {
			continue
		}
		r, refuted := nb.probeAt(t.Cell, t.Digit)
		if !refuted {
			return Refutation{}, false
		}
		r.After = len(s.placed(nil, nb.cands, i))
		nested = append(nested, r)
		b.cand[t.Cell] &^= Of(t.Digit)
		b.touched = append(b.touched[:0], t.Cell)
		ok = s.propagate(b)
	}
	if ok {
		return Refutation{}, false
	}
	out := nb.ch.refutation(s, b, nb.cands, i, d, nil)
	out.Nested = nested
	return out, true
}

// probeAt narrows the outer board with e in cell j on a board of its own,
// and returns the refutation when that fails, its digits those of cells
// open on the outer board.
func (nb *nesting) probeAt(j, e int) (Refutation, bool) {
	nb.budget--
	copy(nb.probe.cand, nb.b.cand)
	nb.inner.start(nb.probe, j, e, 0)
	if nb.inner.propagate(nb.probe) {
		return Refutation{}, false
	}
	for k, c := range nb.b.cand {
		nb.now[k] = sudoku.Digits(c)
	}
	return nb.ch.refutation(nb.inner, nb.probe, nb.now, j, e, nil), true
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
			var h any = message.GridHouse{House: s.failHouse, Size: n}
			if k := s.failHouse - 2*n; k >= 0 && !slices.Equal(ch.p.Regions, BoxRegions(n)) {
				h = message.RegionOf{Cell: slices.Index(ch.p.Regions, k), Size: n} // the board numbers no region
			}
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
