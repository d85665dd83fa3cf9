package game_test

import (
	"bytes"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
	"github.com/sudoku-devs/sudoku/internal/variant"
)

// thermoSetter is a setter's 9x9 document with a thermometer along r1c1–r1c4
// and a white kropki dot between r4c1 and r4c2, both kept by setterSolution.
const thermoSetter = `{"size":9,"title":"Rising","grid":[[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}]],
"thermometer":[{"lines":[["R1C1","R1C2","R1C3","R1C4"]]}],
"difference":[{"cells":["R4C1","R4C2"]}]}`

const setterSolution = "123456789456789123789123456214365897365897214897214365531642978642978531978531642"

// TestSetterGame plays a setter's puzzle: a digit that breaks its
// thermometer is marked as a conflict, the digit that keeps it is not,
// and the game saves and loads with its constraints.
func TestSetterGame(t *testing.T) {
	vp, err := variant.Read(thermoSetter)
	if err != nil {
		t.Fatal(err)
	}
	p, err := vp.Sudoku()
	if err != nil {
		t.Fatal(err)
	}
	sol, err := sudoku.Parse(setterSolution)
	if err != nil {
		t.Fatal(err)
	}
	g := game.New()
	if err := g.Start(p, sol); err != nil {
		t.Fatal(err)
	}
	for _, e := range []struct{ cell, digit int }{{0, 5}, {1, 3}, {27, 2}, {28, 1}} {
		if err := g.Enter(e.cell, e.digit); err != nil {
			t.Fatalf("Enter(%s, %d) = %v", sudoku.CellName(e.cell), e.digit, err)
		}
	}
	check := func(when string, g *game.Game) {
		t.Helper()
		for _, c := range []struct {
			cell     int
			conflict bool
		}{{0, true}, {1, true}, {27, false}, {28, false}} {
			if got := g.CellView(c.cell).Ink == game.InkConflict; got != c.conflict {
				t.Errorf("%s: %s marked as a conflict: %v; want %v", when, sudoku.CellName(c.cell), got, c.conflict)
			}
		}
	}
	check("in play", g)
	var buf bytes.Buffer
	if err := g.Save(&buf); err != nil {
		t.Fatal(err)
	}
	h := game.New()
	if err := h.Load(&buf); err != nil {
		t.Fatalf("Load = %v", err)
	}
	if variant.Setter(new(h.Puzzle())) == nil {
		t.Fatalf("the loaded game has no setter's constraints")
	}
	check("after Load", h)
}
