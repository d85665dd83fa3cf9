package ui

import (
	"strings"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
	"github.com/sudoku-devs/sudoku/internal/variant"
)

// TestRulesOfASetter reads a setter's puzzle with a thermometer and an
// arrow: the rules list the classic rule and each constraint's once, and a
// digit that breaks the thermometer is named with its cell and the
// thermometer's first one, in words.
func TestRulesOfASetter(t *testing.T) {
	vp, err := variant.Read(`{"size":9,"title":"Two","grid":[[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}]],
"thermometer":[{"lines":[["R1C1","R1C2","R1C3"]]},{"lines":[["R9C1","R9C2"]]}],"arrow":[{"cells":["R1C9"],"lines":[["R1C9","R2C9"]]}]}`)
	if err != nil {
		t.Fatal(err)
	}
	p, err := vp.Sudoku()
	if err != nil {
		t.Fatal(err)
	}
	got := rulesOf(p)
	want := []string{"Place the digits 1 to 9 once in every row, every column and every box.",
		"Digits on an arrow add up to the number in its circle.", "Digits on a thermometer rise from its bulb."}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("rulesOf = %q; want %q", got, want)
	}
	b := make([]int, 81)
	b[0], b[1] = 5, 3
	const broken = "The 3 in row 1, column 2 breaks the thermometer at row 1, column 1. Digits on a thermometer rise from its bulb."
	if s := brokenText(p, b, []int{1}); s != broken {
		t.Errorf("brokenText = %q; want %q", s, broken)
	}
	b[1] = 6
	if s := brokenText(p, b, []int{1}); s != "" {
		t.Errorf("brokenText of a rising thermometer = %q; want none", s)
	}
	if s := brokenText(sudoku.Puzzle{}, b, []int{1}); s != "" {
		t.Errorf("brokenText of a classic puzzle = %q; want none", s)
	}
}

// TestRulesOfASixBySix words the rules of a setter's 6x6 grid and names
// the cells of a broken thermometer by its own rows and columns.
func TestRulesOfASixBySix(t *testing.T) {
	vp, err := variant.Read(`{"size":6,"grid":[[{},{},{},{},{},{}],[{},{},{},{},{},{}],[{},{},{},{},{},{}],[{},{},{},{},{},{}],[{},{},{},{},{},{}],[{},{},{},{},{},{}]],
"thermometer":[{"lines":[["R2C5","R2C6"]]}]}`)
	if err != nil {
		t.Fatal(err)
	}
	p := sudoku.Puzzle{Constraints: vp.Checker()}
	got := rulesOf(p)
	want := []string{"Place the digits 1 to 6 once in every row, every column and every outlined region.", "Digits on a thermometer rise from its bulb."}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("rulesOf = %q; want %q", got, want)
	}
	b := make([]int, 36)
	b[10], b[11] = 4, 2
	const broken = "The 2 in row 2, column 6 breaks the thermometer at row 2, column 5. Digits on a thermometer rise from its bulb."
	if s := brokenText(p, b, []int{11}); s != broken {
		t.Errorf("brokenText = %q; want %q", s, broken)
	}
}

// TestRefusalOnALargeGrid names a cell of a 16x16 grid by its own row and
// column when a move there is refused.
func TestRefusalOnALargeGrid(t *testing.T) {
	if got, want := refusal(200, 16, game.ErrGiven), "Row 13, column 9 is a given and cannot change."; got != want {
		t.Errorf("refusal(200 of 16x16) = %q; want %q", got, want)
	}
	if got, want := refusal(40, 9, game.ErrGiven), "Row 5, column 5 is a given and cannot change."; got != want {
		t.Errorf("refusal(40 of 9x9) = %q; want %q", got, want)
	}
}
