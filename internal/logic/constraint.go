package logic

import (
	"math"
	"slices"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
	"github.com/sudoku-devs/sudoku/internal/variant"
)

// constraintElimination finds, in a setter's puzzle (see
// sudoku.Puzzle.Constraints), the candidates one constraint cannot keep
// with the digits placed: a 3 after a 5 on a thermometer, a 9 on an arrow
// whose line already adds up to more. It takes every such candidate of the
// first constraint found, scanning the cells in order, in one step, whose
// pattern is the constraint's cells.
func (b *Board) constraintElimination() (Step, bool) {
	if s, ok := seenStep(b.l.shape.Constraints, b.grid[:], b.cands[:], func(i int) any { return Cell(i) }, func(cs []int) any { return Cells(cs) }, 0); ok {
		return s, true
	}
	r, ok := refusedByOne(b.l.shape.Constraints, b.grid[:], b.cands[:])
	if !ok {
		return Step{}, false
	}
	return refusalStep(r, func(i int) any { return Cell(i) }, removalClauses(r.elim), 0), true
}

// refusalStep returns the constraint elimination of r, named by the
// constraint's lesson when it has one: "Killer cage: with r8c7=5 and
// r9c6=2 on the killer cage at r8c6, 3 goes from r8c6". Its cells are
// named by cell, its eliminations said by removals, on a grid of size
// cells a side (0 for 9x9).
func refusalStep(r refusal, cell func(int) any, removals Clauses, size int) Step {
	s := Step{Technique: ConstraintElimination, Digits: r.digits, Cells: r.cells, Eliminations: r.elim, lesson: r.lesson, size: size}
	a := args{"Constraint": r.name, "Digits": Digits(r.digits.List()), "Removals": removals}
	switch {
	case len(r.cells) == 0:
		s.msg = message("step.constraintElimination.rule", a)
	case len(r.placed) > 0:
		placed := make(Items, len(r.placed))
		for k, p := range r.placed {
			placed[k] = message("clause.placed", args{"Cell": cell(p.Cell), "Digit": p.Digit})
		}
		a["At"], a["Placed"] = cell(r.cells[0]), placed
		s.msg = message("step.constraintElimination.placed", a)
	default:
		a["At"] = cell(r.cells[0])
		s.msg = message("step.constraintElimination", a)
	}
	return s
}

// seer is the sudoku.Constraints of a setter's puzzle that can say which
// placed digit a constraint keeps out of which cells (variant.Checker).
type seer interface {
	Seen(b []uint8, cands []sudoku.Digits) (variant.Sighting, bool)
}

// seenStep returns the constraint elimination of the first digit placed
// in grid (the cells row by row, 0 for open) that one of rules keeps out
// of open cells with it among cands (see variant.Checker.Seen), named by
// the constraint's lesson: "Anti-knight: r1c1 holds 5, so 5 goes from r2c3
// and r3c2, a knight's move from it". Its cells are written by cell and
// cells, on a grid of size cells a side (0 for 9x9). It reports false when
// rules cannot say so or no constraint keeps a digit out.
func seenStep(rules sudoku.Constraints, grid []uint8, cands []sudoku.Digits, cell func(int) any, cells func([]int) any, size int) (Step, bool) {
	sr, ok := rules.(seer)
	if !ok {
		return Step{}, false
	}
	st, ok := sr.Seen(grid, cands)
	if !ok {
		return Step{}, false
	}
	s := Step{Technique: ConstraintElimination, Digits: sudoku.Digits(0).Add(st.Digit), Cells: append([]int{st.By}, st.Cells...), lesson: st.Lesson, size: size}
	for _, i := range st.Cells {
		s.Eliminations = append(s.Eliminations, Candidate{i, st.Digit})
	}
	s.msg = message(stepKey(ConstraintElimination, "seen"), args{"By": cell(st.By), "Digit": st.Digit, "Cells": cells(st.Cells), "Relation": st.Relation})
	return s, true
}

// refusal is what one constraint refuses: its lesson and name, its cells,
// the digits placed in them, and the candidates it takes with the digits
// they would be.
type refusal struct {
	lesson, name Message
	cells        []int
	placed, elim []Candidate
	digits       sudoku.Digits
}

// refuser is the sudoku.Constraints of a setter's puzzle that finds what
// refusedByOne does at once (variant.Checker).
type refuser interface {
	Refused(b []uint8, cands []sudoku.Digits) (variant.Refusal, bool)
}

// refusedByOne finds the candidates (cands, by cell) that one of rules
// refuses with the digits of grid placed (the cells row by row, 0 for
// open): every such candidate of the first constraint found, scanning the
// cells in order. A variant.Checker asks only the constraints with a
// digit placed on them (Checker.Refused); other rules are asked each
// candidate (Breaks). It reports false when rules is nil or refuses none.
func refusedByOne(rules sudoku.Constraints, grid []uint8, cands []sudoku.Digits) (refusal, bool) {
	var (
		r     refusal
		found bool
	)
	if rules == nil {
		return r, false
	}
	if rf, ok := rules.(refuser); ok {
		v, ok := rf.Refused(grid, cands)
		if !ok {
			return r, false
		}
		r = refusal{lesson: v.Lesson, name: v.Name, cells: v.Cells}
		for _, i := range v.Placed {
			r.placed = append(r.placed, Candidate{i, int(grid[i])})
		}
		for c, ds := range v.Removed {
			for _, d := range ds.List() {
				r.elim = append(r.elim, Candidate{c, d})
				r.digits = r.digits.Add(d)
			}
		}
		return r, true
	}
	for c, ds := range cands {
		for _, d := range ds.List() {
			n, cs, ok := rules.Breaks(grid, c, d)
			if !ok || found && (n.Key != r.name.Key || !slices.Equal(cs, r.cells)) {
				continue
			}
			found, r.name, r.cells = true, n, cs
			r.elim = append(r.elim, Candidate{c, d})
			r.digits = r.digits.Add(d)
		}
	}
	r.cells = slices.Clone(r.cells)
	return r, found
}

// lessonRange returns the ratings of the lessons (sudoku.Narrowing) that
// technique t teaches, from lo up to but not including hi: the Easy ones
// for ConstraintRule, the Medium ones for ConstraintCombination, the Hard
// ones for ConstraintInference.
func lessonRange(t Technique) (lo, hi float64) {
	switch t {
	case ConstraintRule:
		return 0, 2.6
	case ConstraintCombination:
		return 2.6, 3.6
	}
	return 3.6, math.Inf(1)
}

// narrowing asks rules, when they are a sudoku.Narrower, for the first
// constraint whose lesson technique t teaches (see lessonRange) that takes
// candidates from cands (by cell; grid's digits, 0 for open, stand for
// their cells' candidates): its lesson and the candidates it takes.
func narrowing(rules sudoku.Constraints, t Technique, grid []uint8, cands []sudoku.Digits) (sudoku.Narrowing, []Candidate, bool) {
	nr, ok := rules.(sudoku.Narrower)
	if !ok {
		return sudoku.Narrowing{}, nil, false
	}
	lo, hi := lessonRange(t)
	n, ok := nr.Narrow(withPlaced(grid, cands), lo, hi)
	if !ok {
		return n, nil, false
	}
	var elim []Candidate
	for i, ds := range n.Removed {
		for _, d := range (ds & cands[i]).List() {
			elim = append(elim, Candidate{i, d})
		}
	}
	return n, elim, len(elim) > 0
}

// withPlaced returns the candidates of every cell, as constraints read
// them: cands (by cell) for an open one, its digit alone for one grid
// fills.
func withPlaced(grid []uint8, cands []sudoku.Digits) []sudoku.Digits {
	all := make([]sudoku.Digits, len(cands))
	for i, d := range grid {
		all[i] = cands[i]
		if d != 0 {
			all[i] = sudoku.Digits(0).Add(int(d))
		}
	}
	return all
}

// lessonStep returns the step of technique t that takes elim by lesson n,
// its eliminations said by removals: its name is the lesson's, its
// pattern the constraint's cells, its rating the lesson's.
func lessonStep(t Technique, n sudoku.Narrowing, elim []Candidate, removals Clauses) Step {
	s := Step{Technique: t, Cells: slices.Clone(n.Cells), Eliminations: elim, lesson: n.Lesson}
	for _, e := range elim {
		s.Digits = s.Digits.Add(e.Digit)
	}
	s.extra = n.Rating - t.baseRating()
	s.msg = message(stepKey(t, ""), args{"Why": n.Why, "Removals": removals})
	return s
}

// constraintLesson finds the candidates one of a setter's constraints takes
// by its own logic from its cells' candidates, as technique t teaches it
// (see lessonRange): a step named by the lesson.
func (b *Board) constraintLesson(t Technique) (Step, bool) {
	n, elim, ok := narrowing(b.l.shape.Constraints, t, b.grid[:], b.cands[:])
	if !ok {
		return Step{}, false
	}
	return lessonStep(t, n, elim, removalClauses(elim)), true
}

// refuter is the sudoku.Constraints of a setter's puzzle that can refute a
// candidate by all of the puzzle's rules (variant.Checker).
type refuter interface {
	Refute(cands []sudoku.Digits) (variant.Refutation, bool)
	RefuteNested(cands []sudoku.Digits) (variant.Refutation, bool)
}

// forcingChainStep returns the step of a constraint forcing chain: the
// candidate of r goes, the cells and digits named by cell.
func forcingChainStep(r variant.Refutation, cell func(int) any, size int) Step {
	s := Step{Technique: ConstraintForcingChain, Digits: sudoku.Digits(0).Add(r.Digit), Cells: []int{r.Cell},
		Eliminations: []Candidate{{r.Cell, r.Digit}}, length: len(r.Then) + 1, size: size}
	a := args{"Cell": cell(r.Cell), "Digit": r.Digit, "Broken": r.Broken}
	if len(r.Then) == 0 {
		s.msg = message(stepKey(ConstraintForcingChain, "direct"), a)
		return s
	}
	then := make(Clauses, len(r.Then))
	for k, p := range r.Then {
		then[k] = message("clause.constraintForcingChain", args{"Cell": cell(p.Cell), "Digit": p.Digit})
		s.Cells = append(s.Cells, p.Cell)
	}
	a["Then"] = then
	s.msg = message(stepKey(ConstraintForcingChain, ""), a)
	return s
}

// constraintForcingChain finds, on a setter's puzzle, the candidate whose
// placing leads every rule of the puzzle, its constraints' too, to a
// contradiction with the fewest digits placed on the way (see
// variant.Checker.Refute): a forcing chain.
func (b *Board) constraintForcingChain() (Step, bool) {
	return refutedStep(b.l.shape.Constraints, withPlaced(b.grid[:], b.cands[:]), false, func(i int) any { return Cell(i) }, 0)
}

// refutedStep returns the step of a candidate of all (every cell's
// candidates, withPlaced) that constraints cs, when they can refute one
// (a variant.Checker), refute by a forcing chain, or with nested a
// nested one (RefuteNested), its cells named by cell, on a grid of size
// (0 for 9x9); ok is false when none is refuted.
func refutedStep(cs any, all []sudoku.Digits, nested bool, cell func(int) any, size int) (Step, bool) {
	rf, ok := cs.(refuter)
	if !ok {
		return Step{}, false
	}
	refute, step := rf.Refute, forcingChainStep
	if nested {
		refute, step = rf.RefuteNested, nestedChainStep
	}
	r, ok := refute(all)
	if !ok || all[r.Cell].Count() < 2 || !all[r.Cell].Has(r.Digit) {
		return Step{}, false
	}
	return step(r, cell, size), true
}

// nestedChainStep returns the step of a nested constraint forcing chain:
// the candidate of r goes, by the digits the rules place and the
// candidates refutations nested in it take on the way, the cells and
// digits named by cell.
func nestedChainStep(r variant.Refutation, cell func(int) any, size int) Step {
	s := Step{Technique: ConstraintNestedForcingChain, Digits: sudoku.Digits(0).Add(r.Digit), Cells: []int{r.Cell},
		Eliminations: []Candidate{{r.Cell, r.Digit}}, length: len(r.Then) + 1, size: size}
	places := func(ps []variant.Placement) Clauses {
		out := make(Clauses, len(ps))
		for k, p := range ps {
			out[k] = message("clause.constraintForcingChain", args{"Cell": cell(p.Cell), "Digit": p.Digit})
			if !slices.Contains(s.Cells, p.Cell) {
				s.Cells = append(s.Cells, p.Cell)
			}
		}
		return out
	}
	var steps Branches
	from := 0
	for _, n := range r.Nested {
		if n.After > from {
			steps = append(steps, message("clause.constraintNestedForcingChain.place", args{"Then": places(r.Then[from:n.After])}))
			from = n.After
		}
		why := message("clause.constraintNestedForcingChain.whyDirect", args{"Broken": n.Broken})
		if len(n.Then) > 0 {
			why = message("clause.constraintNestedForcingChain.why", args{"Then": places(n.Then), "Broken": n.Broken})
		}
		steps = append(steps, message("clause.constraintNestedForcingChain.nested", args{"Cell": cell(n.Cell), "Digit": n.Digit, "Why": why}))
		s.length += len(n.Then) + 1
	}
	if from < len(r.Then) {
		steps = append(steps, message("clause.constraintNestedForcingChain.place", args{"Then": places(r.Then[from:])}))
	}
	s.msg = message(stepKey(ConstraintNestedForcingChain, ""), args{"Cell": cell(r.Cell), "Digit": r.Digit, "Steps": steps, "Broken": r.Broken})
	return s
}

// constraintNestedForcingChain finds, on a setter's puzzle, a candidate
// whose placing leads every rule of the puzzle to a contradiction with
// forcing chains nested on the way (see variant.Checker.RefuteNested).
func (b *Board) constraintNestedForcingChain() (Step, bool) {
	return refutedStep(b.l.shape.Constraints, withPlaced(b.grid[:], b.cands[:]), true, func(i int) any { return Cell(i) }, 0)
}
