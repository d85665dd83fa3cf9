package game_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// gaveUpGame returns a game of the test puzzle where the player put a right
// 4 in r1c3, a wrong 9 in r1c4 (solution 6) and a note in r2c2 (solution 7),
// then showed the solution.
func gaveUpGame(t *testing.T) *game.Game {
	t.Helper()
	g, _ := newGame(t)
	_ = g.PlaceDigit(r1c3, 4)
	_ = g.PlaceDigit(r1c4, 9)
	_ = g.Marks().ToggleNote(r2c2, 7)
	if err := g.ShowSolution(); err != nil {
		t.Fatal(err)
	}
	return g
}

// checkSolutionMarks checks Mark and Shown of the cells of gaveUpGame.
func checkSolutionMarks(t *testing.T, name string, g *game.Game) {
	t.Helper()
	tests := []struct {
		cell      int
		what      string
		wantMark  sudoku.Status
		wantShown bool
	}{
		{r1c1, "given", sudoku.Given, false},
		{r1c3, "player's right digit", sudoku.Blank, false},
		{r1c4, "player's wrong digit", sudoku.Wrong, true},
		{r2c2, "cell with notes", sudoku.Blank, true},
		{r1c6, "open cell", sudoku.Blank, true},
		{-1, "out of range", sudoku.Blank, false},
		{81, "out of range", sudoku.Blank, false},
	}
	for _, tt := range tests {
		if got := mark(g, tt.cell); got != tt.wantMark {
			t.Errorf("%s: Mark(%d) (%s) = %v; want %v", name, tt.cell, tt.what, got, tt.wantMark)
		}
		if got := g.CellView(tt.cell).Shown; got != tt.wantShown {
			t.Errorf("%s: Shown(%d) (%s) = %v; want %v", name, tt.cell, tt.what, got, tt.wantShown)
		}
	}
	if g.Board() != g.Solution() || !g.Status().GaveUp {
		t.Errorf("%s: board %s, GaveUp %v; want the solution, true", name, g.Board(), g.Status().GaveUp)
	}
}

// TestShowSolutionMarks checks that after ShowSolution the player's wrong
// digits are marked Wrong and the solution's digits are told from the
// player's own, also after Save and Load.
func TestShowSolutionMarks(t *testing.T) {
	g := gaveUpGame(t)
	checkSolutionMarks(t, "shown", g)

	var buf bytes.Buffer
	if err := g.Save(&buf); err != nil {
		t.Fatal(err)
	}
	h := game.New()
	if err := h.Load(bytes.NewReader(buf.Bytes())); err != nil {
		t.Fatalf("Load = %v", err)
	}
	checkSolutionMarks(t, "loaded", h)

	// A new game forgets the marks.
	_ = h.Start(sudoku.Puzzle{Givens: h.Puzzle().Givens}, h.Solution())
	for _, c := range []int{r1c4, r1c6} {
		if mark(h, c) != sudoku.Blank || h.CellView(c).Shown {
			t.Errorf("new game: Mark(%d) = %v, Shown(%d) = %v; want blank, false", c, mark(h, c), c, h.CellView(c).Shown)
		}
	}
}

// TestShowSolutionMarksNotBefore checks that a game in play shows no
// solution marks: Shown is false everywhere.
func TestShowSolutionMarksNotBefore(t *testing.T) {
	g, _ := newGame(t)
	_ = g.PlaceDigit(r1c4, 9)
	for i := range 81 {
		if g.CellView(i).Shown {
			t.Fatalf("Shown(%d) = true in a game in play", i)
		}
	}
	if mark(g, r1c4) != sudoku.Blank {
		t.Errorf("Mark(r1c4) = %v before Check; want blank", mark(g, r1c4))
	}
}

// TestLoadSolutionMarks loads documents of a game given up: one of version 3,
// which does not say what the player had, and bad ones.
func TestLoadSolutionMarks(t *testing.T) {
	var buf bytes.Buffer
	_ = gaveUpGame(t).Save(&buf)
	saved := buf.String()
	gaveUpOn := `"gaveUpOn": "` + grid(t, "5349"+puzzleText[4:]).String() + `"`
	if !strings.Contains(saved, gaveUpOn) {
		t.Fatalf("Save wrote %s; want %s", saved, gaveUpOn)
	}

	v3 := strings.Replace(strings.Replace(saved, gaveUpOn, `"sizes": ""`, 1), `"version": 10`, `"version": 3`, 1)
	h := game.New()
	if err := h.Load(strings.NewReader(v3)); err != nil {
		t.Fatalf("Load(version 3) = %v", err)
	}
	for i := range 81 {
		wantShown := !(h.Puzzle().Givens[i] != 0)
		if h.CellView(i).Shown != wantShown || mark(h, i) == sudoku.Wrong {
			t.Errorf("version 3: Shown(%d) = %v, Mark = %v; want %v, not wrong", i, h.CellView(i).Shown, mark(h, i), wantShown)
		}
	}

	g, _ := newGame(t)
	buf.Reset()
	_ = g.Save(&buf)
	inPlay := strings.Replace(buf.String(), `"version": 10`, `"version": 7, `+gaveUpOn, 1)
	bad := []struct{ name, doc, wantErr string }{
		{"does not parse", strings.Replace(saved, `"gaveUpOn": "53`, `"gaveUpOn": "x3`, 1), "saved game: board given up: character 1 (r1c1) is 'x', which a puzzle cannot hold: only digits 1 to 9, and 0 or . for an empty cell"},
		{"changes a given", strings.Replace(saved, `"gaveUpOn": "53`, `"gaveUpOn": "63`, 1), "saved game: board given up changes given r1c1"},
		{"game not given up", inPlay, "saved game: a board of a game given up, in a game that was not"},
	}
	for _, tt := range bad {
		if err := game.New().Load(strings.NewReader(tt.doc)); err == nil || err.Error() != tt.wantErr {
			t.Errorf("Load(%s) = %v; want %q", tt.name, err, tt.wantErr)
		}
	}
}
