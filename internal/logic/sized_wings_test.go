package logic_test

import (
	"slices"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
	"github.com/sudoku-devs/sudoku/internal/variant"
)

// sixSolution is a 6x6 grid of 2x3 boxes, row by row.
var sixSolution = []uint8{
	1, 2, 3, 4, 5, 6,
	4, 5, 6, 1, 2, 3,
	2, 3, 1, 5, 6, 4,
	5, 6, 4, 2, 3, 1,
	3, 1, 2, 6, 4, 5,
	6, 4, 5, 3, 1, 2,
}

// TestSizedExpertSteps finds the fish and wings on an empty 6x6 grid of
// boxes whose candidates leave nothing easier: each step, its
// eliminations and its sentence, rows and columns named on the grid's
// own size.
func TestSizedExpertSteps(t *testing.T) {
	boxes := variant.BoxRegions(6)
	regions := make([]uint8, 36)
	for i, b := range boxes {
		regions[i] = uint8(b)
	}
	rules := sudoku.NewRules(6, regions, false, nil)
	cell := func(r, c int) int { return (r-1)*6 + c - 1 }
	tests := []struct {
		name string
		out  []logic.Candidate // taken out of the empty grid first
		want logic.Technique
		elim []logic.Candidate
		text string
	}{{
		// 1 fits row 1 and row 4 only in columns 1 and 6: one of each
		// column's 1s is in those rows.
		name: "X-Wing",
		out: []logic.Candidate{{cell(1, 2), 1}, {cell(1, 3), 1}, {cell(1, 4), 1}, {cell(1, 5), 1},
			{cell(4, 2), 1}, {cell(4, 3), 1}, {cell(4, 4), 1}, {cell(4, 5), 1}},
		want: logic.XWing,
		elim: []logic.Candidate{{cell(2, 1), 1}, {cell(2, 6), 1}, {cell(3, 1), 1}, {cell(3, 6), 1},
			{cell(5, 1), 1}, {cell(5, 6), 1}, {cell(6, 1), 1}, {cell(6, 6), 1}},
		text: "X-Wing: in rows 1 and 4, 1 fits only in columns 1 and 6, so 1 goes from r2c1, r2c6, r3c1, r3c6, r5c1, r5c6, r6c1 and r6c6",
	}, {
		// r1c1 holds 1 or 2 and sees r1c5 (1 or 3) and r4c1 (2 or 3):
		// one of those is 3, and r4c5 sees both.
		name: "XY-Wing",
		out:  append(append(except(cell(1, 1), 1, 2), except(cell(1, 5), 1, 3)...), except(cell(4, 1), 2, 3)...),
		want: logic.XYWing,
		elim: []logic.Candidate{{cell(4, 5), 3}},
		text: "XY-Wing: r1c1 holds 1 or 2 and sees r1c5 (1 or 3) and r4c1 (2 or 3): one of those two is 3, so 3 goes from r4c5",
	}}
	for _, tt := range tests {
		b, err := logic.NewSizedBoard(rules, make([]uint8, 36))
		if err != nil {
			t.Fatal(err)
		}
		if err := b.Apply(logic.Step{Eliminations: tt.out}); err != nil {
			t.Fatal(err)
		}
		s, ok := b.Next(sixSolution)
		if !ok || s.Technique != tt.want || !slices.Equal(s.Eliminations, tt.elim) {
			t.Errorf("%s: Next = %v, %v: %v; want %v removing %v", tt.name, ok, s.Technique, s.Eliminations, tt.want, tt.elim)
			continue
		}
		if s.String() != tt.text {
			t.Errorf("%s: the step says %q; want %q", tt.name, s.String(), tt.text)
		}
	}
}

// except returns the candidates of cell i on a 6x6 grid but keep.
func except(i int, keep ...int) []logic.Candidate {
	var out []logic.Candidate
	for d := 1; d <= 6; d++ {
		if !slices.Contains(keep, d) {
			out = append(out, logic.Candidate{Cell: i, Digit: d})
		}
	}
	return out
}
