package game_test

import (
	"bytes"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// TestSelection selects cells the ways a player does: a click selects one
// cell alone, a drag or Shift with an arrow adds cells, Ctrl+click adds or
// takes one out; the cursor is on the cell selected last, and CellView
// marks the others Selected.
func TestSelection(t *testing.T) {
	g, _ := newGame(t)
	steps := []struct {
		name   string
		do     func()
		want   []int
		cursor int
	}{
		{"click r1c3", func() { g.Selection().Set(r1c3) }, []int{r1c3}, r1c3},
		{"drag on to r1c4", func() { g.Selection().Extend(r1c4) }, []int{r1c3, r1c4}, r1c4},
		{"drag back over r1c3", func() { g.Selection().Extend(r1c3) }, []int{r1c3, r1c4}, r1c3},
		{"Ctrl+click r2c2", func() { g.Selection().Toggle(r2c2) }, []int{r1c3, r1c4, r2c2}, r2c2},
		{"Ctrl+click r1c3 takes it out", func() { g.Selection().Toggle(r1c3) }, []int{r1c4, r2c2}, r2c2},
		{"Ctrl+click the cursor's r2c2", func() { g.Selection().Toggle(r2c2) }, []int{r1c4}, r1c4},
		{"Shift+Down", func() { g.Selection().Move(1, 0, true) }, []int{r1c4, 12}, 12},
		{"Right alone", func() { g.Selection().Move(0, 1, false) }, []int{13}, 13},
		{"Ctrl+click the last cell", func() { g.Selection().Toggle(13) }, nil, -1},
		{"Ctrl+click r1c1", func() { g.Selection().Toggle(r1c1) }, []int{r1c1}, r1c1},
		{"click r2c2", func() { g.Selection().Set(r2c2) }, []int{r2c2}, r2c2},
		{"no cell", func() { g.Selection().Set(-1) }, nil, -1},
	}
	for _, st := range steps {
		st.do()
		if got := g.Selection().Cells(); !slices.Equal(got, st.want) || g.Selection().Cursor() != st.cursor {
			t.Fatalf("%s: selection %v, cursor %d; want %v, %d", st.name, got, g.Selection().Cursor(), st.want, st.cursor)
		}
		for i := range 81 {
			v := g.CellView(i)
			want := slices.Contains(st.want, i) && i != st.cursor
			if v.Selected != want || v.Cursor != (i == st.cursor) {
				t.Fatalf("%s: %s Selected %v, Cursor %v; want %v, %v", st.name, sudoku.CellName(i),
					v.Selected, v.Cursor, want, i == st.cursor)
			}
		}
	}
}

// TestPenManyCells writes with each pen in several selected cells at once:
// each write is one step of the undo history, givens take colours only,
// and Erase clears the pen's layer first.
func TestPenManyCells(t *testing.T) {
	g, _ := newGame(t)
	g.Selection().Set(r1c1) // a given, and three open cells
	for _, i := range []int{r1c3, r1c4, r2c2} {
		g.Selection().Toggle(i)
	}
	open := []int{r1c3, r1c4, r2c2}
	if err := g.Marks().Type(4); err != nil {
		t.Fatalf("Type(4) with the digit pen: %v", err)
	}
	for _, i := range open {
		if d := g.Board()[i]; d != 4 {
			t.Errorf("Type(4) over four cells: %s = %d; want 4", sudoku.CellName(i), d)
		}
	}
	if err := g.Undo(); err != nil || g.Board()[r1c3]|g.Board()[r1c4]|g.Board()[r2c2] != 0 {
		t.Fatalf("one Undo after Type(4) over four cells: %v, board %v; want the three 4s gone", err, g.Board())
	}
	if err := g.Marks().Write(game.LayerCorner, 6); err != nil || g.Selected() != 6 {
		t.Fatalf("Mark(corner, 6): %v, selected %d; want nil, 6", err, g.Selected())
	}
	_ = g.Marks().Write(game.LayerCentre, 2)
	g.Marks().SetPen(game.LayerColor)
	if err := g.Marks().Type(3); err != nil || g.Selected() != 2 {
		t.Fatalf("Type(3) with the colour pen: %v, selected %d; want nil and the number kept, 2", err, g.Selected())
	}
	for _, i := range open {
		if g.Marks().Corner(i) != digits(6) || g.Marks().Notes(i) != digits(2) || g.Marks().Colors(i) != digits(3) {
			t.Errorf("%s: corner %v, centre %v, colours %v; want 6, 2, 3", sudoku.CellName(i), g.Marks().Corner(i), g.Marks().Notes(i), g.Marks().Colors(i))
		}
	}
	if g.Marks().Colors(r1c1) != digits(3) || g.Marks().Corner(r1c1)|g.Marks().Notes(r1c1) != 0 {
		t.Errorf("the given r1c1: colours %v, marks %v; want colour 3 and no marks", g.Marks().Colors(r1c1), g.Marks().Corner(r1c1)|g.Marks().Notes(r1c1))
	}
	erase := []struct {
		pen                    game.Layer
		corner, notes, colours sudoku.Digits // of r1c3 after
	}{
		{game.LayerColor, digits(6), digits(2), 0},
		{game.LayerCorner, 0, digits(2), 0},
		{game.LayerDigit, 0, 0, 0},
	}
	for _, e := range erase {
		g.Marks().SetPen(e.pen)
		if err := g.Marks().Erase(); err != nil {
			t.Fatalf("Erase with pen %d: %v", e.pen, err)
		}
		if g.Marks().Corner(r1c3) != e.corner || g.Marks().Notes(r1c3) != e.notes || g.Marks().Colors(r1c3) != e.colours {
			t.Errorf("Erase with pen %d: r1c3 corner %v, centre %v, colours %v; want %v, %v, %v",
				e.pen, g.Marks().Corner(r1c3), g.Marks().Notes(r1c3), g.Marks().Colors(r1c3), e.corner, e.notes, e.colours)
		}
	}
	_ = g.Undo() // the digit pen's Erase took the centre marks of all three
	if g.Marks().Notes(r1c4) != digits(2) || g.Marks().Notes(r2c2) != digits(2) {
		t.Errorf("one Undo of Erase: centre marks r1c4 %v, r2c2 %v; want 2 in both", g.Marks().Notes(r1c4), g.Marks().Notes(r2c2))
	}
	g.Selection().Set(r1c1)
	if err := g.Marks().Write(game.LayerCorner, 1); !errors.Is(err, game.ErrGiven) {
		t.Errorf("a corner mark on the given alone: %v; want ErrGiven", err)
	}
	if err := g.Marks().Type(1); !errors.Is(err, game.ErrGiven) {
		t.Errorf("a digit on the given alone: %v; want ErrGiven", err)
	}
}

// TestPressNumberColours checks that with the colour pen a number button
// colours the cell that waits for a number, a given too, and leaves the
// selected number alone.
func TestPressNumberColours(t *testing.T) {
	g, _ := newGame(t)
	g.Marks().SetPen(game.LayerColor)
	_ = g.Selection().Tap(r1c1)
	if _, err := g.PressNumber(5); err != nil || g.Marks().Colors(r1c1) != digits(5) || g.Selected() != 0 {
		t.Errorf("colour pen, the given r1c1 clicked, 5 pressed: %v, colours %v, selected %d; want nil, 5, 0", err, g.Marks().Colors(r1c1), g.Selected())
	}
}

// TestPenSaved checks that the pen is saved and restored, that notes mode
// of older saves comes back as the centre marks' pen, and that a pen out of
// range is refused.
func TestPenSaved(t *testing.T) {
	g, _ := newGame(t)
	g.Marks().SetPen(game.LayerCorner)
	var buf bytes.Buffer
	if err := g.Save(&buf); err != nil {
		t.Fatal(err)
	}
	saved := buf.String()
	tests := []struct {
		name    string
		doc     string
		pen     game.Layer
		wantErr string
	}{
		{"this version", saved, game.LayerCorner, ""},
		{"notes mode of version 7", strings.Replace(strings.Replace(saved, `"pen": 1`, `"notesMode": true`, 1), `"version": 10`, `"version": 7`, 1), game.LayerCentre, ""},
		{"pen out of range", strings.Replace(saved, `"pen": 1`, `"pen": 9`, 1), 0, "saved game: pen 9 out of range 0-3"},
	}
	for _, tt := range tests {
		h := game.New()
		err := h.Load(strings.NewReader(tt.doc))
		if tt.wantErr != "" {
			if err == nil || err.Error() != tt.wantErr {
				t.Errorf("%s: Load = %v; want %q", tt.name, err, tt.wantErr)
			}
			continue
		}
		if err != nil || h.Marks().Pen() != tt.pen {
			t.Errorf("%s: Load = %v, pen %d; want nil, %d", tt.name, err, h.Marks().Pen(), tt.pen)
		}
	}
}
