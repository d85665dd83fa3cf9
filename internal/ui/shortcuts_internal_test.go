package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestWindowShortcuts presses the window's keyboard shortcuts: Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo, Ctrl+1 toggles a note
// in the selected cell, Ctrl+N deals a new puzzle.
func TestWindowShortcuts(t *testing.T) {
	w := newTestWindow(t, t.TempDir(), Options{Puzzle: testPuzzle, Seed: 5})
	// Fyne's test canvas does not pass shortcuts on, so the test calls the
	// action the window registered for each one.
	ctrl := fyne.KeyModifierShortcutDefault
	press := func(key fyne.KeyName, mod fyne.KeyModifier) {
		t.Helper()
		name := (&desktop.CustomShortcut{KeyName: key, Modifier: mod}).ShortcutName()
		do, ok := w.shortcuts[name]
		if !ok {
			t.Fatalf("no shortcut %s", name)
		}
		do()
	}
	const r1c3 = 2
	_ = w.game.PlaceDigit(r1c3, 4)
	steps := []struct {
		name string
		key  fyne.KeyName
		mod  fyne.KeyModifier
		want uint8
	}{
		{"Ctrl+Z undoes", fyne.KeyZ, ctrl, 0},
		{"Ctrl+Shift+Z redoes", fyne.KeyZ, ctrl | fyne.KeyModifierShift, 4},
		{"Ctrl+Z again", fyne.KeyZ, ctrl, 0},
		{"Ctrl+Y redoes", fyne.KeyY, ctrl, 4},
	}
	for _, s := range steps {
		press(s.key, s.mod)
		if got := w.game.Board()[r1c3]; got != s.want {
			t.Fatalf("%s: r1c3 = %d; want %d", s.name, got, s.want)
		}
	}

	const r1c4 = 3
	w.game.SetCursor(r1c4)
	press("1", ctrl)
	if !w.game.Notes(r1c4).Has(1) {
		t.Errorf("Ctrl+1 with r1c4 selected: notes %v; want 1 among them", w.game.Notes(r1c4))
	}
	press("1", ctrl)
	if w.game.Notes(r1c4).Has(1) {
		t.Errorf("Ctrl+1 twice: notes %v; want 1 gone", w.game.Notes(r1c4))
	}

	before := w.game.Puzzle()
	press(fyne.KeyN, ctrl)
	w.jobs.Wait()
	if w.game.Puzzle() == before {
		t.Error("Ctrl+N kept the same puzzle; want a new one")
	}
}

// TestShowStats opens the statistics dialog after a game has been counted and
// checks that it lists the difficulty with its games played.
func TestShowStats(t *testing.T) {
	w := newTestWindow(t, t.TempDir(), Options{Puzzle: testPuzzle})
	w.ShowStats()
	top := w.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no statistics dialog")
	}
	var texts []string
	for _, o := range test.LaidOutObjects(top) {
		if l, ok := o.(*widget.Label); ok {
			texts = append(texts, l.Text)
		}
	}
	all := strings.Join(texts, "|")
	for _, want := range []string{"Difficulty", "Played", "Custom", "1"} {
		if !strings.Contains(all, want) {
			t.Errorf("statistics dialog shows %q; want %q among it", all, want)
		}
	}
}
