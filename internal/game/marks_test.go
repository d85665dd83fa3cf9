package game_test

import (
	"bytes"
	"errors"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// TestMarksManyCells toggles corner marks, centre marks and colours on many
// cells at once: each is one undo step, added where missing unless every
// cell has it, then removed from all; givens and filled cells take no
// marks but do take colours.
func TestMarksManyCells(t *testing.T) {
	g, _ := newGame(t)
	_ = g.PlaceDigit(r2c2, 7)
	cells := []int{r1c1, r1c3, r1c4, r2c2} // a given, two open cells, a filled one
	steps := []struct {
		name       string
		do         func() error
		corner3    sudoku.Digits // the corner marks of r1c3 and of r1c4 after
		corner4    sudoku.Digits
		notes3     sudoku.Digits
		colors1    game.Colors // of the given r1c1 and the filled r2c2
		colors2    game.Colors
		wantCorner sudoku.Digits // of the given and the filled cell: always none
	}{
		{"corner 6", func() error { return g.Marks().ToggleCorner(cells, 6) }, digits(6), digits(6), 0, 0, 0, 0},
		{"corner 6 again", func() error { return g.Marks().ToggleCorner(cells, 6) }, 0, 0, 0, 0, 0, 0},
		{"corner 2 on r1c3", func() error { return g.Marks().ToggleCorner([]int{r1c3}, 2) }, digits(2), 0, 0, 0, 0, 0},
		{"corner 2 on both: added to r1c4", func() error { return g.Marks().ToggleCorner(cells, 2) }, digits(2), digits(2), 0, 0, 0, 0},
		{"centre 4", func() error { return g.Marks().ToggleNotes(cells, 4) }, digits(2), digits(2), digits(4), 0, 0, 0},
		{"colour 3", func() error { return g.Marks().ToggleColor(cells, 3) }, digits(2), digits(2), digits(4), digits(3), digits(3), 0},
		{"colour 5 on the given", func() error { return g.Marks().ToggleColor([]int{r1c1}, 5) }, digits(2), digits(2), digits(4), digits(3, 5), digits(3), 0},
	}
	for _, st := range steps {
		if err := st.do(); err != nil {
			t.Fatalf("%s: %v", st.name, err)
		}
		if g.Marks().Corner(r1c3) != st.corner3 || g.Marks().Corner(r1c4) != st.corner4 || g.Marks().Notes(r1c3) != st.notes3 ||
			g.Marks().Colors(r1c1) != st.colors1 || g.Marks().Colors(r2c2) != st.colors2 || g.Marks().Corner(r1c1)|g.Marks().Corner(r2c2) != 0 {
			t.Errorf("%s: corner r1c3 %v r1c4 %v, notes r1c3 %v, colours r1c1 %v r2c2 %v, corner r1c1+r2c2 %v; want %v %v, %v, %v %v, none",
				st.name, g.Marks().Corner(r1c3), g.Marks().Corner(r1c4), g.Marks().Notes(r1c3), g.Marks().Colors(r1c1), g.Marks().Colors(r2c2), g.Marks().Corner(r1c1)|g.Marks().Corner(r2c2),
				st.corner3, st.corner4, st.notes3, st.colors1, st.colors2)
		}
	}
	// Every toggle above was one step: undo them all, in turn.
	for k := len(steps) - 1; k >= 0; k-- {
		if err := g.Undo(); err != nil {
			t.Fatalf("undo %s: %v", steps[k].name, err)
		}
	}
	for _, i := range cells {
		if g.Marks().Corner(i) != 0 || g.Marks().Colors(i) != 0 || (i != r2c2 && g.Marks().Notes(i) != 0) {
			t.Errorf("after undoing every mark %s has corner %v, colours %v, notes %v", sudoku.CellName(i), g.Marks().Corner(i), g.Marks().Colors(i), g.Marks().Notes(i))
		}
	}
	if g.Board()[r2c2] != 7 {
		t.Error("undoing the marks took back the 7 placed before them")
	}
	if err := g.Marks().ToggleCorner([]int{r1c1}, 1); !errors.Is(err, game.ErrGiven) {
		t.Errorf("corner mark on a given alone: %v; want ErrGiven", err)
	}
	if err := g.Marks().ToggleNotes([]int{r2c2}, 1); !errors.Is(err, game.ErrFilled) {
		t.Errorf("centre mark on a filled cell alone: %v; want ErrFilled", err)
	}
	if err := g.Marks().ToggleColor([]int{r1c3}, 10); err == nil {
		t.Error("colour 10: no error")
	}
}

// TestCornerMarksStay checks that the game never changes corner marks: a
// digit placed in the cell hides them and clearing it shows them again,
// a digit placed in a peer leaves them, and Fill notes does not touch them;
// Restart takes them and the colours off, and Undo brings them back.
func TestCornerMarksStay(t *testing.T) {
	g, _ := newGame(t)
	_ = g.Marks().ToggleCorner([]int{r1c3, r1c4}, 4)
	_ = g.Marks().ToggleColor([]int{r1c3}, 9)
	_ = g.PlaceDigit(r1c3, 4) // r1c4 is r1c3's peer
	if g.Marks().Corner(r1c4) != digits(4) || g.Marks().Corner(r1c3) != digits(4) || g.Marks().Colors(r1c3) != digits(9) {
		t.Errorf("after placing 4 in r1c3: corner r1c3 %v, r1c4 %v, colours r1c3 %v; want 4, 4, 9", g.Marks().Corner(r1c3), g.Marks().Corner(r1c4), g.Marks().Colors(r1c3))
	}
	_ = g.Clear(r1c3)
	_ = g.Marks().FillNotes()
	if g.Marks().Corner(r1c3) != digits(4) || g.Marks().Notes(r1c3) == 0 {
		t.Errorf("after Clear and Fill notes: corner r1c3 %v, notes %v; want 4 and the candidates", g.Marks().Corner(r1c3), g.Marks().Notes(r1c3))
	}
	_ = g.Restart()
	if g.Marks().Corner(r1c3)|g.Marks().Corner(r1c4) != 0 || g.Marks().Colors(r1c3) != 0 {
		t.Error("Restart left corner marks or colours")
	}
	_ = g.Undo()
	if g.Marks().Corner(r1c4) != digits(4) || g.Marks().Colors(r1c3) != digits(9) {
		t.Error("Undo of Restart did not bring the corner marks and colours back")
	}
}

// TestMarksSaved saves a game with corner marks, colours and a history of
// them and loads it: everything is back, and Undo still works on them.
// Old saves without them still load (the version tests of save_test.go).
func TestMarksSaved(t *testing.T) {
	g, _ := newGame(t)
	_ = g.Marks().ToggleCorner([]int{r1c3, r1c4}, 6)
	_ = g.Marks().ToggleColor([]int{r1c1, r1c3}, 2)
	var buf bytes.Buffer
	if err := g.Save(&buf); err != nil {
		t.Fatal(err)
	}
	h := game.New()
	if err := h.Load(bytes.NewReader(buf.Bytes())); err != nil {
		t.Fatal(err)
	}
	h.SetPaused(false)
	if h.Marks().Corner(r1c4) != digits(6) || h.Marks().Colors(r1c1) != digits(2) {
		t.Fatalf("loaded: corner r1c4 %v, colours r1c1 %v; want 6, 2", h.Marks().Corner(r1c4), h.Marks().Colors(r1c1))
	}
	if err := h.Undo(); err != nil || h.Marks().Colors(r1c1) != 0 || h.Marks().Corner(r1c4) != digits(6) {
		t.Errorf("Undo after loading: %v, colours r1c1 %v, corner r1c4 %v; want the colours gone, the corner marks kept", err, h.Marks().Colors(r1c1), h.Marks().Corner(r1c4))
	}
	bad := bytes.Replace(buf.Bytes(), []byte(`"corner": [`), []byte(`"corner": [1024, `), 1)
	if err := game.New().Load(bytes.NewReader(bad)); err == nil {
		t.Error("a save with 82 cells of corner marks loaded")
	}
}
