package logic_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
	"github.com/sudoku-devs/sudoku/internal/variant"
)

// TestSetterPuzzleExplains explains a setter's puzzle whose thermometer
// and kropki dots its houses alone do not settle: the walk ends solved,
// every placement is the solution's digit and every elimination leaves it,
// and the thermometer's own elimination is a named step, not Trial.
func TestSetterPuzzleExplains(t *testing.T) {
	const doc = `{"size":9,"grid":[[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}]],
"thermometer":[{"lines":[["R1C1","R1C2","R1C3","R1C4"]]}],
"difference":[{"cells":["R4C1","R4C2"]}],"ratio":[{"cells":["R1C3","R2C3"]}]}`
	const solution = "123456789456789123789123456214365897365897214897214365531642978642978531978531642"
	vp, err := variant.Read(doc)
	if err != nil {
		t.Fatal(err)
	}
	// Givens: every cell of the solution but r1c1, r1c2, r4c1 and r4c2,
	// whose 1s and 2s a classic grid could swap.
	for i := range 81 {
		if i != 0 && i != 1 && i != 27 && i != 28 {
			vp.Givens[i] = int(solution[i] - '0')
		}
	}
	p, err := vp.Sudoku()
	if err != nil {
		t.Fatal(err)
	}
	if n := sudoku.CountSolutions(sudoku.Puzzle{Givens: p.Givens}, 2); n != 2 {
		t.Fatalf("the givens alone have %d solutions; want several, for the constraints to matter", n)
	}
	steps, err := logic.ExplainPuzzle(&p)
	if err != nil {
		t.Fatalf("ExplainPuzzle: %v", err)
	}
	named := 0
	for _, s := range steps {
		for _, pl := range s.Placements {
			if want := int(solution[pl.Cell] - '0'); pl.Digit != want {
				t.Errorf("%v places %d in %s; the solution has %d", s.Technique, pl.Digit, sudoku.CellName(pl.Cell), want)
			}
		}
		for _, e := range s.Eliminations {
			if want := int(solution[e.Cell] - '0'); e.Digit == want {
				t.Errorf("%v takes %d from %s, the solution's digit", s.Technique, e.Digit, sudoku.CellName(e.Cell))
			}
		}
		switch s.Technique {
		case logic.Trial:
			t.Errorf("a Trial step: %s", s)
		case logic.ConstraintElimination:
			named++
			if len(s.Cells) == 0 {
				t.Errorf("%s: no cells of the constraint marked", s)
			}
		}
	}
	if named == 0 {
		t.Errorf("no constraint elimination among %d steps; the houses alone cannot solve it", len(steps))
	}
}

// TestSizedConstraintLesson teaches a constraint's logic that the digits
// placed do not give, but the candidates left do: on an empty 4x4 grid, a
// cage of two cells adds up to 5, and its second cell keeps only 2 and 3,
// so its first cannot hold 1 or 4.
func TestSizedConstraintLesson(t *testing.T) {
	vp, err := variant.Read(`{"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"killercage":[{"cells":["R1C1","R1C2"],"value":"5"}]}`)
	if err != nil {
		t.Fatal(err)
	}
	b, err := logic.NewSizedBoard(vp.GameRules(), make([]uint8, 16))
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Apply(logic.Step{Eliminations: []logic.Candidate{{Cell: 1, Digit: 1}, {Cell: 1, Digit: 4}}}); err != nil {
		t.Fatal(err)
	}
	s, ok := b.Next(make([]uint8, 16))
	want := []logic.Candidate{{Cell: 0, Digit: 1}, {Cell: 0, Digit: 4}}
	if !ok || s.Technique != logic.ConstraintRule || !slices.Equal(s.Eliminations, want) {
		t.Fatalf("Next = %v %v: %v; want the constraint rule taking %v", ok, s.Technique, s.Eliminations, want)
	}
	if got, want := s.String(), "Killer cage: the digits of the cage at r1c1 add up to 5 without repeating a digit, so 1 and 4 go from r1c1"; got != want {
		t.Errorf("the step says %q; want %q", got, want)
	}
}

// TestSeenStep places a digit under a rule whose cells see each other (an
// anti-knight rule on 9x9, an anti-king rule on 6x6) and asks for the next
// step: the rule takes the digit from the cells that see it, and the step
// names the placed cell, the cells and how they see it.
func TestSeenStep(t *testing.T) {
	for _, tt := range []struct {
		doc  string
		at   int // the cell given
		want string
	}{
		{`{"size":9,"grid":[[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}]],"antiknight":true}`,
			40, "Anti-knight: r5c5 holds %[1]d, so %[1]d goes from r3c4, r3c6, r4c3, r4c7, r6c3, r6c7, r7c4 and r7c6, a knight's move from it"},
		{`{"size":6,"grid":[[{},{},{},{},{},{}],[{},{},{},{},{},{}],[{},{},{},{},{},{}],[{},{},{},{},{},{}],[{},{},{},{},{},{}],[{},{},{},{},{},{}]],"antiking":true}`,
			14, "Anti-king: r3c3 holds %[1]d, so %[1]d goes from r2c2, r2c4 and r4c4, diagonally next to it"}, // r4c2 shares its box
	} {
		vp, err := variant.Read(tt.doc)
		if err != nil {
			t.Fatal(err)
		}
		_, first, err := vp.Count(context.Background(), 1)
		if err != nil {
			t.Fatal(err)
		}
		solution := make([]uint8, len(first))
		for i, d := range first {
			solution[i] = uint8(d)
		}
		grid := make([]uint8, len(solution))
		grid[tt.at] = solution[tt.at]
		b, err := logic.NewSizedBoard(vp.GameRules(), grid)
		if err != nil {
			t.Fatal(err)
		}
		s, ok := b.Next(solution)
		if want := fmt.Sprintf(tt.want, grid[tt.at]); !ok || s.Technique != logic.ConstraintElimination || s.String() != want {
			t.Errorf("%dx%d: the next step is %v %v: %q; want %q", vp.Size, vp.Size, ok, s.Technique, s, want)
		}
	}
}
