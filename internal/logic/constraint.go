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
	rules := b.l.shape.Constraints
	if rules == nil {
		return Step{}, false
	}
	var (
		found bool
		name  Message
		cells []int
		elim  []Candidate
		ds    sudoku.Digits
	)
	for c, cands := range b.cands {
		for _, d := range cands.List() {
			n, cs, ok := rules.Breaks(b.grid[:], c, d)
			if !ok || found && (n.Key != name.Key || !slices.Equal(cs, cells)) {
				continue
			}
			found, name, cells = true, n, cs
			elim = append(elim, Candidate{c, d})
			ds = ds.Add(d)
		}
	}
	if !found {
		return Step{}, false
	}
	s := Step{Technique: ConstraintElimination, Digits: ds, Cells: slices.Clone(cells), Eliminations: elim}
	if len(cells) == 0 {
		s.msg = message("step.constraintElimination.rule", args{"Constraint": name, "Digits": Digits(ds.List()), "Removals": removalClauses(elim)})
	} else {
		s.msg = message("step.constraintElimination", args{"Constraint": name, "At": Cell(cells[0]), "Digits": Digits(ds.List()), "Removals": removalClauses(elim)})
	}
	return s, true
}
