package game_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// TestClearRestoresNotes places a digit over notes in r1c3 (legal there: 1,
// 2, 4) and clears it, with a digit placed meanwhile in a peer, and undoes
// and redoes through it; after each step it checks r1c3's digit and notes.
func TestClearRestoresNotes(t *testing.T) {
	g, _ := newGame(t)
	steps := []struct {
		name      string
		do        func() error
		wantDigit uint8
		wantNotes sudoku.Digits
	}{
		{"notes 1 2 4", func() error {
			for _, d := range []int{1, 2, 4} {
				if err := g.Marks().ToggleNote(r1c3, d); err != nil {
					return err
				}
			}
			return nil
		}, 0, sudoku.DigitSet(1, 2, 4)},
		{"place 4 over them", func() error { return g.PlaceDigit(r1c3, 4) }, 4, 0},
		{"place 1 over the 4", func() error { return g.PlaceDigit(r1c3, 1) }, 1, 0},
		{"clear: the notes come back", func() error { return g.Clear(r1c3) }, 0, sudoku.DigitSet(1, 2, 4)},
		{"place 4 again", func() error { return g.PlaceDigit(r1c3, 4) }, 4, 0},
		{"2 in the peer r1c4", func() error { return g.PlaceDigit(r1c4, 2) }, 4, 0},
		{"clear: the notes but 2", func() error { return g.Clear(r1c3) }, 0, sudoku.DigitSet(1, 4)},
		{"clear again: no notes", func() error { return g.Clear(r1c3) }, 0, 0},
		{"undo the second clear", g.Undo, 0, sudoku.DigitSet(1, 4)},
		{"undo the first clear", g.Undo, 4, 0},
		{"clear after undo: the same notes", func() error { return g.Clear(r1c3) }, 0, sudoku.DigitSet(1, 4)},
		{"undo that clear", g.Undo, 4, 0},
		{"undo the 2 in r1c4", g.Undo, 4, 0},
		{"clear: the 2 is back too", func() error { return g.Clear(r1c3) }, 0, sudoku.DigitSet(1, 2, 4)},
		{"undo", g.Undo, 4, 0},
		{"redo", g.Redo, 0, sudoku.DigitSet(1, 2, 4)},
		{"undo to the first 4", func() error {
			for range 4 {
				if err := g.Undo(); err != nil {
					return err
				}
			}
			return nil
		}, 4, 0},
		{"undo the first 4: the notes", g.Undo, 0, sudoku.DigitSet(1, 2, 4)},
		{"redo the first 4", g.Redo, 4, 0},
		{"a digit placed on a cell with no notes", func() error {
			if err := g.Restart(); err != nil {
				return err
			}
			return g.PlaceDigit(r1c3, 4)
		}, 4, 0},
		{"clear it: no notes", func() error { return g.Clear(r1c3) }, 0, 0},
	}
	for _, s := range steps {
		if err := s.do(); err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		if d, n := g.Board()[r1c3], g.Marks().Notes(r1c3); d != s.wantDigit || n != s.wantNotes {
			t.Errorf("%s: r1c3 = %d, notes %v; want %d, %v", s.name, d, n, s.wantDigit, s.wantNotes)
		}
	}
}

// TestClearRestoresNotesAfterLoad saves a game with a digit over notes and
// checks that the loaded game brings the notes back, from the board and
// through its undo history, and refuses notes under no digit.
func TestClearRestoresNotesAfterLoad(t *testing.T) {
	g, _ := newGame(t)
	_ = g.Marks().ToggleNote(r1c3, 1)
	_ = g.Marks().ToggleNote(r1c3, 4)
	_ = g.PlaceDigit(r1c3, 4)
	_ = g.Marks().ToggleNote(r1c4, 2)
	_ = g.PlaceDigit(r1c4, 6)
	_ = g.Clear(r1c4)
	var buf bytes.Buffer
	if err := g.Save(&buf); err != nil {
		t.Fatal(err)
	}
	saved := buf.String()
	h := game.New()
	if err := h.Load(strings.NewReader(saved)); err != nil {
		t.Fatalf("Load = %v", err)
	}
	h.SetPaused(false)
	steps := []struct {
		name      string
		do        func() error
		cell      int
		wantDigit uint8
		wantNotes sudoku.Digits
	}{
		{"clear r1c3", func() error { return h.Clear(r1c3) }, r1c3, 0, sudoku.DigitSet(1, 4)},
		{"undo", h.Undo, r1c3, 4, 0},
		{"undo the clear of r1c4", h.Undo, r1c4, 6, 0},
		{"clear r1c4 again", func() error { return h.Clear(r1c4) }, r1c4, 0, sudoku.DigitSet(2)},
	}
	for _, s := range steps {
		if err := s.do(); err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		if d, n := h.Board()[s.cell], h.Marks().Notes(s.cell); d != s.wantDigit || n != s.wantNotes {
			t.Errorf("loaded, %s: %s = %d, notes %v; want %d, %v", s.name, sudoku.CellName(s.cell), d, n, s.wantDigit, s.wantNotes)
		}
	}

	// The later "under" key wins over the one saved.
	withUnder := func(list string) string {
		return strings.TrimSuffix(strings.TrimSpace(saved), "}") + `, "under": [` + list + `]}`
	}
	bad := []struct{ name, doc, wantErr string }{
		{"notes under an empty cell", withUnder("0,0,0,8," + strings.Repeat("0,", 76) + "0"), "saved game: r1c4 has notes under no digit of the player's"},
		{"notes under a given", withUnder("8," + strings.Repeat("0,", 79) + "0"), "saved game: r1c1 has notes under no digit of the player's"},
		{"notes out of range", withUnder("0,0,1," + strings.Repeat("0,", 77) + "0"), "saved game: r1c3 has notes under its digit out of range 1-9"},
		{"too few", withUnder("1"), "saved game: 1 cells of notes under digits; want 81"},
	}
	for _, tt := range bad {
		if err := game.New().Load(strings.NewReader(tt.doc)); err == nil || err.Error() != tt.wantErr {
			t.Errorf("Load(%s) = %v; want %q", tt.name, err, tt.wantErr)
		}
	}
}

// TestClearGivesBackTakenNotes places a digit in r1c3 that takes the note 2
// from its peer r1c6 and clears it: the note comes back, in the same step
// (one Undo takes it away again). While another peer of r1c6, r3c6, holds
// 2 the note stays out, and comes back when that digit is cleared too; the
// notes taken survive Save and Load, and a note the player sets or removes
// by hand is the player's again.
func TestClearGivesBackTakenNotes(t *testing.T) {
	const r1c6, r3c6 = 5, 23
	g, _ := newGame(t)
	note2 := func(g *game.Game) bool { return g.Marks().Notes(r1c6).Has(2) }
	steps := []struct {
		name string
		do   func() error
		want bool // r1c6 has the note 2
	}{
		{"note 2 in r1c6", func() error { return g.Marks().ToggleNote(r1c6, 2) }, true},
		{"2 in r1c3 takes it", func() error { return g.PlaceDigit(r1c3, 2) }, false},
		{"clearing r1c3 gives it back", func() error { return g.Clear(r1c3) }, true},
		{"one undo takes it again", g.Undo, false},
		{"redo gives it back", g.Redo, true},
		{"2 in r1c3 again", func() error { return g.PlaceDigit(r1c3, 2) }, false},
		{"2 in r3c6 too", func() error { return g.PlaceDigit(r3c6, 2) }, false},
		{"clearing r1c3: r3c6 still holds 2", func() error { return g.Clear(r1c3) }, false},
		{"clearing r3c6 gives it back", func() error { return g.Clear(r3c6) }, true},
		{"2 in r3c6 again", func() error { return g.PlaceDigit(r3c6, 2) }, false},
	}
	for _, s := range steps {
		if err := s.do(); err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		if note2(g) != s.want {
			t.Errorf("%s: r1c6 has the note 2: %v; want %v", s.name, note2(g), s.want)
		}
	}
	var buf bytes.Buffer
	if err := g.Save(&buf); err != nil {
		t.Fatal(err)
	}
	h := game.New()
	if err := h.Load(&buf); err != nil {
		t.Fatal(err)
	}
	h.SetPaused(false) // a loaded game opens paused
	if err := h.Clear(r3c6); err != nil || !note2(h) {
		t.Errorf("loaded, clearing r3c6: %v, r1c6 has the note 2: %v; want it back", err, note2(h))
	}
	// A note the player decides about is the player's: set by hand and
	// removed by hand, it does not come back.
	if err := h.Marks().ToggleNote(r1c6, 2); err != nil || note2(h) {
		t.Fatalf("removing the note by hand: %v, %v", err, note2(h))
	}
	if err := h.PlaceDigit(r3c6, 2); err != nil {
		t.Fatal(err)
	}
	if err := h.Clear(r3c6); err != nil || note2(h) {
		t.Errorf("after the player removed it, clearing r3c6 gave the note 2 back: %v, %v", err, note2(h))
	}
}
