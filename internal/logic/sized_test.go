package logic_test

import (
	"slices"
	"strconv"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// fourSolution is a 4x4 grid of 2x2 boxes, row by row.
var fourSolution = []uint8{1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1}

// fourRules are the rules of a 4x4 grid of 2x2 boxes.
func fourRules(t *testing.T) *sudoku.Rules {
	t.Helper()
	regions := make([]uint8, 16)
	for i := range regions {
		regions[i] = uint8(i/8*2 + i%4/2)
	}
	r := sudoku.NewRules(4, regions, false, nil)
	if r == nil {
		t.Fatal("NewRules(4, boxes) = nil")
	}
	return r
}

// sizedNext returns the next step of the solve of board under rules.
func sizedNext(t *testing.T, rules *sudoku.Rules, board, solution []uint8) (logic.Step, bool) {
	t.Helper()
	b, err := logic.NewSizedBoard(rules, board)
	if err != nil {
		t.Fatal(err)
	}
	return b.Next(solution)
}

// board returns fourSolution with the cells of open emptied.
func board(open ...int) []uint8 {
	b := append([]uint8(nil), fourSolution...)
	for _, i := range open {
		b[i] = 0
	}
	return b
}

func TestSizedNext(t *testing.T) {
	rules := fourRules(t)
	tests := []struct {
		name  string
		board []uint8
		want  logic.Technique
		cell  int
	}{
		{"naked single", board(5, 0), logic.NakedSingle, 0},
		// Row 1 open: r1c1 sees 3, 2 and 4 in its column.
		{"naked single by the column", board(0, 1, 2, 3), logic.NakedSingle, 0},
		// An empty grid: every cell keeps every digit, and every digit
		// has every place: the singles run out at once.
		{"trial", board(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), logic.Trial, 0},
	}
	for _, tt := range tests {
		s, ok := sizedNext(t, rules, tt.board, fourSolution)
		if !ok {
			t.Errorf("%s: Next found no step", tt.name)
			continue
		}
		p := s.Placements[0]
		if s.Technique != tt.want || p.Cell != tt.cell || p.Digit != int(fourSolution[tt.cell]) {
			t.Errorf("%s: Next = %v %d=%d; want %v %d=%d", tt.name, s.Technique, p.Cell, p.Digit, tt.want, tt.cell, fourSolution[tt.cell])
		}
	}
	if _, ok := sizedNext(t, rules, board(), fourSolution); ok {
		t.Error("Next on a full grid found a step")
	}
}

// TestSizedHiddenSingle finds a hidden single where no naked single is:
// with 1 given in r2c3 and r3c2, the 1 of box 1 has one place left, r1c1.
func TestSizedHiddenSingle(t *testing.T) {
	rules := fourRules(t)
	b := []uint8{
		0, 0, 0, 0,
		0, 0, 1, 0,
		0, 1, 0, 0,
		0, 0, 0, 0,
	}
	sol := []uint8{1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1}
	s, ok := sizedNext(t, rules, b, sol)
	if !ok {
		t.Fatal("no step")
	}
	if s.Technique != logic.HiddenSingle {
		t.Fatalf("Next = %v at %v; want a hidden single", s.Technique, s.Placements)
	}
	if p := s.Placements[0]; p.Cell != 0 || p.Digit != 1 {
		t.Errorf("hidden single places %d in cell %d; want 1 in r1c1 (cell 0)", p.Digit, p.Cell)
	}
}

func TestGradeSized(t *testing.T) {
	rules := fourRules(t)
	if d := logic.GradeSized(rules, board(0, 5, 10, 15), fourSolution); d.Level != logic.Easy || d.Steps != 4 {
		t.Errorf("GradeSized(four open) = %v after %d steps; want Easy after 4", d.Level, d.Steps)
	}
	if d := logic.GradeSized(rules, make([]uint8, 16), fourSolution); d.Level != logic.Extreme || d.SetBy != logic.Trial {
		t.Errorf("GradeSized(empty) = %v by %v; want Extreme by Trial", d.Level, d.SetBy)
	}
}

// TestSizedStepData names the cells and houses of a 16x16 grid's step by
// its own rows and columns, as the command line's JSON gives them.
func TestSizedStepData(t *testing.T) {
	regions := make([]uint8, 256)
	sol := make([]uint8, 256)
	for i := range regions {
		r, c := i/16, i%16
		regions[i] = uint8(r/4*4 + c/4)
		sol[i] = uint8((r*4+r/4+c)%16 + 1)
	}
	rules := sudoku.NewRules(16, regions, false, nil)
	b := append([]uint8(nil), sol...)
	b[255] = 0 // r16c16
	s, ok := sizedNext(t, rules, b, sol)
	if !ok {
		t.Fatal("no step")
	}
	d := s.Data()
	if len(d.Place) != 1 || d.Place[0].Cell != "r16c16" || d.Place[0].Digit != int(sol[255]) {
		t.Errorf("Data().Place = %+v; want r16c16 = %d", d.Place, sol[255])
	}
	if want := "Naked single: r16c16 can only be " + strconv.Itoa(int(sol[255])); d.Text != want {
		t.Errorf("Data().Text = %q; want %q", d.Text, want)
	}
}

// rising is a test's constraint on a grid of any size: each cell of a
// pair holds less than the next; Breaks names it "thermometer" and its
// cells.
type rising [][2]int

func (r rising) Fits(b []uint8, i, d int) bool {
	_, _, broken := r.Breaks(b, i, d)
	return !broken
}

func (r rising) Related(i, j int) bool {
	for _, p := range r {
		if p[0] == i && p[1] == j || p[0] == j && p[1] == i {
			return true
		}
	}
	return false
}

func (r rising) Breaks(b []uint8, i, d int) (logic.Message, []int, bool) {
	for _, p := range r {
		if p[0] == i && b[p[1]] != 0 && d >= int(b[p[1]]) || p[1] == i && b[p[0]] != 0 && d <= int(b[p[0]]) {
			return logic.Message{Key: "constraint.thermometer", Text: "thermometer"}, []int{p[0], p[1]}, true
		}
	}
	return logic.Message{}, nil, false
}

func (rising) Count(sudoku.Grid, int) (int, sudoku.Grid) { return 0, sudoku.Grid{} }

// TestSizedEliminations finds the steps that remove candidates on a 4x4
// grid, each where nothing easier is left, with the words the hint shows.
func TestSizedEliminations(t *testing.T) {
	regions := fourRules(t)
	boxes := make([]uint8, 16)
	for i := range 16 {
		boxes[i] = uint8(regions.Region(i))
	}
	out := func(cells []int, digits ...int) []logic.Candidate {
		var cs []logic.Candidate
		for _, c := range cells {
			for _, d := range digits {
				cs = append(cs, logic.Candidate{Cell: c, Digit: d})
			}
		}
		return cs
	}
	tests := []struct {
		name  string
		rules *sudoku.Rules
		board []uint8
		out   []logic.Candidate // taken out before the step
		want  logic.Technique
		elim  []logic.Candidate
		text  string
	}{{
		// r1c2 holds 2 and must be less than r1c4: 1 cannot go there.
		name:  "constraint elimination",
		rules: sudoku.NewRules(4, boxes, false, rising{{1, 3}}),
		board: []uint8{0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
		want:  logic.ConstraintElimination,
		elim:  []logic.Candidate{{Cell: 3, Digit: 1}},
		text:  "Constraint elimination: the thermometer at r1c2 cannot keep 1 where they would go, so 1 goes from r1c4",
	}, {
		// 1 is out of box 1's second row, so box 1's 1 lies in row 1.
		name:  "pointing",
		rules: regions,
		board: make([]uint8, 16),
		out:   out([]int{4, 5}, 1),
		want:  logic.Pointing,
		elim:  []logic.Candidate{{Cell: 2, Digit: 1}, {Cell: 3, Digit: 1}},
		text:  "Pointing: in box 1, 1 lies only in row 1, so 1 goes from r1c3 and r1c4",
	}, {
		// r1c1 and r1c3 hold only 1 and 2; they lie in two boxes,
		// whose 3s and 4s then keep places in both rows: nothing points.
		name:  "naked pair",
		rules: regions,
		board: make([]uint8, 16),
		out:   out([]int{0, 2}, 3, 4),
		want:  logic.NakedPair,
		elim:  []logic.Candidate{{Cell: 1, Digit: 1}, {Cell: 1, Digit: 2}, {Cell: 3, Digit: 1}, {Cell: 3, Digit: 2}},
		text:  "Naked pair: in row 1, r1c1 and r1c3 hold only 1 and 2, so 1 and 2 go from r1c2 and r1c4",
	}}
	for _, tt := range tests {
		b, err := logic.NewSizedBoard(tt.rules, tt.board)
		if err != nil {
			t.Fatal(err)
		}
		if err := b.Apply(logic.Step{Eliminations: tt.out}); err != nil {
			t.Fatal(err)
		}
		s, ok := b.Next(fourSolution)
		if !ok || s.Technique != tt.want || !slices.Equal(s.Eliminations, tt.elim) || len(s.Placements) != 0 {
			t.Errorf("%s: Next = %v, %v: %v; want %v removing %v", tt.name, ok, s.Technique, s.Eliminations, tt.want, tt.elim)
			continue
		}
		if s.String() != tt.text {
			t.Errorf("%s: the step says %q; want %q", tt.name, s.String(), tt.text)
		}
		if err := b.Apply(s); err != nil || b.Candidates(tt.elim[0].Cell).Has(tt.elim[0].Digit) {
			t.Errorf("%s: Apply = %v, and %v is still a candidate", tt.name, err, tt.elim[0])
		}
	}
}

// TestSizedBoardApply refuses a placement that is not a candidate or
// lands on a filled cell, and an elimination off the grid, changing
// nothing.
func TestSizedBoardApply(t *testing.T) {
	b, err := logic.NewSizedBoard(fourRules(t), board(0, 1))
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []logic.Step{
		{Placements: []logic.Candidate{{Cell: 0, Digit: 2}}}, // 2 is in row 1
		{Placements: []logic.Candidate{{Cell: 5, Digit: 4}}}, // filled
		{Eliminations: []logic.Candidate{{Cell: 16, Digit: 1}}},
		{Eliminations: []logic.Candidate{{Cell: 0, Digit: 5}}},
	} {
		if err := b.Apply(s); err == nil {
			t.Errorf("Apply(%+v) = nil; want an error", s)
		}
	}
	if c := b.Candidates(0); c != sudoku.Digits(0).Add(1) {
		t.Errorf("r1c1 keeps %v after refused steps; want 1, all its column leaves", c.List())
	}
	if _, err := logic.NewSizedBoard(fourRules(t), make([]uint8, 15)); err == nil {
		t.Error("NewSizedBoard(15 cells of 16) = nil error")
	}
}
