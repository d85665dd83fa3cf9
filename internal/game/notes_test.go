package game_test

import (
	"errors"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

func TestToggleNote(t *testing.T) {
	g, rec := newGame(t)
	steps := []struct {
		name    string
		cell, d int
		want    sudoku.Digits
		wantErr error
	}{
		{"add 1", r1c3, 1, sudoku.DigitSet(1), nil},
		{"add 4", r1c3, 4, sudoku.DigitSet(1, 4), nil},
		{"remove 1", r1c3, 1, sudoku.DigitSet(4), nil},
		{"given", r1c1, 2, 0, game.ErrGiven},
	}
	for _, s := range steps {
		err := g.Marks().ToggleNote(s.cell, s.d)
		if !errors.Is(err, s.wantErr) {
			t.Errorf("%s: ToggleNote(%s, %d) = %v; want %v", s.name, sudoku.CellName(s.cell), s.d, err, s.wantErr)
		}
		if got := g.Marks().Notes(s.cell); got != s.want {
			t.Errorf("%s: Notes(%s) = %v; want %v", s.name, sudoku.CellName(s.cell), got, s.want)
		}
	}
	_ = g.PlaceDigit(r1c4, 6)
	rec.take()
	if err := g.Marks().ToggleNote(r1c4, 2); !errors.Is(err, game.ErrFilled) || err.Error() != "r1c4: the cell holds a digit" {
		t.Errorf("ToggleNote on a filled cell = %v; want %q", err, "r1c4: the cell holds a digit")
	}
	for _, d := range []int{0, 10} {
		if err := g.Marks().ToggleNote(r1c3, d); err == nil {
			t.Errorf("ToggleNote(r1c3, %d) = nil; want an error", d)
		}
	}
	wantEvents(t, rec)
}

func TestCentrePen(t *testing.T) {
	g, rec := newGame(t)
	_ = g.SelectNumber(2)
	g.Marks().SetPen(game.LayerCentre)
	g.Marks().SetPen(game.LayerCentre)
	wantEvents(t, rec, game.Event{Kind: game.NumberSelected}, game.Event{Kind: game.PenChanged})
	tests := []struct {
		name      string
		do        func() error
		wantDigit uint8
		wantNotes sudoku.Digits
	}{
		{"Place toggles the selected note on", func() error { return g.Place(r1c3) }, 0, sudoku.DigitSet(2)},
		{"Enter toggles another note", func() error { return g.Enter(r1c3, 7) }, 0, sudoku.DigitSet(2, 7)},
		{"Place toggles the selected note off", func() error { return g.Place(r1c3) }, 0, sudoku.DigitSet(7)},
		{"PlaceDigit still places", func() error { return g.PlaceDigit(r1c3, 4) }, 4, 0},
	}
	for _, tt := range tests {
		if err := tt.do(); err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if d, n := g.Board()[r1c3], g.Marks().Notes(r1c3); d != tt.wantDigit || n != tt.wantNotes {
			t.Errorf("%s: r1c3 = %d, notes %v; want %d, %v", tt.name, d, n, tt.wantDigit, tt.wantNotes)
		}
	}
	g.Marks().SetPen(game.LayerDigit)
	if err := g.Enter(r2c2, 7); err != nil || g.Board()[r2c2] != 7 {
		t.Errorf("Enter(r2c2, 7) with the digits' pen = %v, r2c2 = %d; want nil, 7", err, g.Board()[r2c2])
	}
}

func TestPlaceCleansNotes(t *testing.T) {
	g, rec := newGame(t)
	// r1c3 (open) gets 4; its peers r1c4 (row) and r2c2 (box) lose the note
	// 4, a cell outside its houses keeps it.
	const r5c5, r3c1 = 40, 18
	for _, c := range []int{r1c3, r1c4, r2c2, r5c5} {
		if err := g.Marks().ToggleNote(c, 4); err != nil {
			t.Fatal(err)
		}
		_ = g.Marks().ToggleNote(c, 1)
	}
	_ = g.Marks().ToggleNote(r3c1, 1)
	rec.take()
	if err := g.PlaceDigit(r1c3, 4); err != nil {
		t.Fatal(err)
	}
	wantEvents(t, rec, game.Event{Kind: game.CellChanged, Cells: []int{r1c3, r1c4, r2c2}})
	tests := []struct {
		cell int
		want sudoku.Digits
	}{
		{r1c3, 0},                     // the cell itself: a digit, no notes
		{r1c4, sudoku.DigitSet(1)},    // same row
		{r2c2, sudoku.DigitSet(1)},    // same box
		{r5c5, sudoku.DigitSet(1, 4)}, // elsewhere
		{r3c1, sudoku.DigitSet(1)},    // same box, had no 4
	}
	for _, tt := range tests {
		if got := g.Marks().Notes(tt.cell); got != tt.want {
			t.Errorf("after placing 4 in r1c3, Notes(%s) = %v; want %v", sudoku.CellName(tt.cell), got, tt.want)
		}
	}
	// Clear takes the digit first, then (on an empty cell) the notes.
	_ = g.Clear(r1c3)
	if g.Board()[r1c3] != 0 || g.Marks().Notes(r1c4) != sudoku.DigitSet(1) {
		t.Errorf("Clear(r1c3): r1c3 = %d, r1c4 notes %v; want 0, {1}", g.Board()[r1c3], g.Marks().Notes(r1c4))
	}
	_ = g.Clear(r1c4)
	if g.Marks().Notes(r1c4) != 0 {
		t.Errorf("Clear(r1c4) left notes %v", g.Marks().Notes(r1c4))
	}
}

func TestFillNotes(t *testing.T) {
	g, rec := newGame(t)
	_ = g.PlaceDigit(r1c3, 4)
	rec.take()
	if err := g.Marks().FillNotes(); err != nil {
		t.Fatal(err)
	}
	if evs := rec.take(); len(evs) != 1 || evs[0].Kind != game.CellChanged {
		t.Errorf("FillNotes events = %v; want one cell changed", evs)
	}
	b := g.Board()
	for i := range 81 {
		var want sudoku.Digits
		if b[i] == 0 {
			// Independently of the engine: digits no peer holds.
			want = sudoku.AllDigits
			for j := range 81 {
				if j != i && (sudoku.Row(i) == sudoku.Row(j) || sudoku.Col(i) == sudoku.Col(j) || sudoku.Box(i) == sudoku.Box(j)) {
					want = want.Remove(int(b[j]))
				}
			}
		}
		if got := g.Marks().Notes(i); got != want {
			t.Errorf("after FillNotes, Notes(%s) = %v; want %v", sudoku.CellName(i), got, want)
		}
	}
	if g.Marks().Notes(r1c4).Has(4) {
		t.Error("r1c4 notes 4 although r1c3 holds 4")
	}
	// Filling again changes nothing and adds no step.
	_ = g.Marks().FillNotes()
	wantEvents(t, rec)
	_ = g.Undo()
	if g.Marks().Notes(r1c4) != 0 || g.Board()[r1c3] != 4 {
		t.Errorf("Undo of FillNotes: r1c4 notes %v, r1c3 = %d; want {}, 4", g.Marks().Notes(r1c4), g.Board()[r1c3])
	}
}
