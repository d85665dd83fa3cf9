package logic_test

import (
	"bufio"
	"context"
	"os"
	"slices"
	"strings"
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

// TestSizedSettersExplain explains every real setter's puzzle of another
// size than 9x9 in package variant's test set: the walk ends at the
// solution, every placement is the solution's digit, no elimination takes
// it, and the constraints' eliminations are named steps on some of them.
func TestSizedSettersExplain(t *testing.T) {
	f, err := os.Open("../variant/testdata/setters.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, variant.MaxDocument)
	puzzles, named, eliminating := 0, 0, 0
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		vp, err := variant.Read(line)
		if err != nil {
			t.Fatal(err)
		}
		if vp.Size == 9 {
			continue
		}
		puzzles++
		sol, err := vp.Solve(context.Background())
		if err != nil {
			t.Fatalf("%s: %v", vp.Title, err)
		}
		givens, solution := make([]uint8, vp.Cells()), make([]uint8, vp.Cells())
		for i := range givens {
			givens[i], solution[i] = uint8(vp.Givens[i]), uint8(sol[i])
		}
		b, err := logic.NewSizedBoard(vp.GameRules(), givens)
		if err != nil {
			t.Fatal(err)
		}
		steps := logic.ExplainSized(vp.GameRules(), givens, solution)
		trials := 0
		for _, s := range steps {
			if s.Technique == logic.Trial {
				trials++
			}
		}
		t.Logf("%s (%dx%d): %d steps, %d Trial", vp.Title, vp.Size, vp.Size, len(steps), trials)
		for _, s := range steps {
			for _, pl := range s.Placements {
				if pl.Digit != int(solution[pl.Cell]) {
					t.Errorf("%s: %s places a wrong digit", vp.Title, s)
				}
			}
			for _, e := range s.Eliminations {
				if e.Digit == int(solution[e.Cell]) {
					t.Errorf("%s: %s takes the solution's digit", vp.Title, s)
				}
			}
			if s.Technique == logic.ConstraintElimination {
				named++
			}
			if len(s.Eliminations) > 0 {
				eliminating++
			}
			if err := b.Apply(s); err != nil {
				t.Fatalf("%s: %s: %v", vp.Title, s, err)
			}
		}
		if !slices.Equal(b.Grid(), solution) {
			t.Errorf("%s: the steps end short of the solution", vp.Title)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if puzzles < 5 || named == 0 || eliminating == 0 {
		t.Errorf("%d puzzles of other sizes, %d constraint eliminations, %d steps that eliminate; want 5 or more, and some of each", puzzles, named, eliminating)
	}
	t.Logf("%d puzzles: %d constraint eliminations, %d steps that eliminate", puzzles, named, eliminating)
}

// TestSizedConstraintNarrowing names a constraint's elimination that the
// digits placed do not give, but the candidates left do: on an empty 4x4
// grid, a cage of two cells adds up to 5, and its second cell keeps only 2
// and 3, so its first cannot hold 1 or 4.
func TestSizedConstraintNarrowing(t *testing.T) {
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
	if !ok || s.Technique != logic.ConstraintElimination || !slices.Equal(s.Eliminations, want) {
		t.Fatalf("Next = %v %v: %v; want a constraint elimination of %v", ok, s.Technique, s.Eliminations, want)
	}
	if got, want := s.String(), "Constraint elimination: the killer cage at r1c1 cannot keep 1 and 4 where they would go, so 1 and 4 go from r1c1"; got != want {
		t.Errorf("the step says %q; want %q", got, want)
	}
}
