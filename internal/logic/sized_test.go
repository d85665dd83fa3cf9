package logic_test

import (
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

// board returns fourSolution with the cells of open emptied.
func board(open ...int) []uint8 {
	b := append([]uint8(nil), fourSolution...)
	for _, i := range open {
		b[i] = 0
	}
	return b
}

func TestSizedStep(t *testing.T) {
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
		s, ok := logic.SizedStep(rules, tt.board, fourSolution)
		if !ok {
			t.Errorf("%s: SizedStep found no step", tt.name)
			continue
		}
		p := s.Placements[0]
		if s.Technique != tt.want || p.Cell != tt.cell || p.Digit != int(fourSolution[tt.cell]) {
			t.Errorf("%s: SizedStep = %v %d=%d; want %v %d=%d", tt.name, s.Technique, p.Cell, p.Digit, tt.want, tt.cell, fourSolution[tt.cell])
		}
	}
	if _, ok := logic.SizedStep(rules, board(), fourSolution); ok {
		t.Error("SizedStep on a full grid found a step")
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
	s, ok := logic.SizedStep(rules, b, sol)
	if !ok {
		t.Fatal("no step")
	}
	if s.Technique != logic.HiddenSingle {
		t.Fatalf("SizedStep = %v at %v; want a hidden single", s.Technique, s.Placements)
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
	s, ok := logic.SizedStep(rules, b, sol)
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
