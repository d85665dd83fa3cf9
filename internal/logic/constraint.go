package logic

import (
	"slices"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// constraintElimination finds, in a setter's puzzle (see
// sudoku.Puzzle.Constraints), the candidates one constraint cannot keep
// with the digits placed: a 3 after a 5 on a thermometer, a 9 on an arrow
// whose line already adds up to more. It takes every such candidate of the
// first constraint found, scanning the cells in order, in one step, whose
// pattern is the constraint's cells.
func (b *Board) constraintElimination() (Step, bool) {
	r, ok := refusedByOne(b.l.shape.Constraints, b.grid[:], b.cands[:])
	if !ok {
		return Step{}, false
	}
	s := Step{Technique: ConstraintElimination, Digits: r.digits, Cells: r.cells, Eliminations: r.elim}
	if len(r.cells) == 0 {
		s.msg = message("step.constraintElimination.rule", args{"Constraint": r.name, "Digits": Digits(r.digits.List()), "Removals": removalClauses(r.elim)})
	} else {
		s.msg = message("step.constraintElimination", args{"Constraint": r.name, "At": Cell(r.cells[0]), "Digits": Digits(r.digits.List()), "Removals": removalClauses(r.elim)})
	}
	return s, true
}

// refusal is what one constraint refuses: its name, its cells, and the
// candidates it takes with the digits they would be.
type refusal struct {
	name   Message
	cells  []int
	elim   []Candidate
	digits sudoku.Digits
}

// refusedByOne finds the candidates (cands, by cell) that one of rules
// refuses with the digits of grid placed (the cells row by row, 0 for
// open): every such candidate of the first constraint found, scanning the
// cells in order. It reports false when rules is nil or refuses none.
func refusedByOne(rules sudoku.Constraints, grid []uint8, cands []sudoku.Digits) (refusal, bool) {
	var (
		r     refusal
		found bool
	)
	if rules == nil {
		return r, false
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
