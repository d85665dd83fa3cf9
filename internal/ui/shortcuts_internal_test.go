package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestWindowShortcuts presses the window's keyboard shortcuts: Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo, Ctrl+1 toggles a note
// in the selected cell, Ctrl+N deals a new puzzle.
func TestWindowShortcuts(t *testing.T) {
	w := newTestWindow(t, t.TempDir(), Options{Puzzle: testPuzzle, Seed: 5})
	// Fyne's test canvas does not pass shortcuts on, so the test calls the
	// action the window registered for each one.
	press := func(s fyne.Shortcut) {
		t.Helper()
		name := s.ShortcutName()
		do, ok := w.shortcuts[name]
		if !ok {
			t.Fatalf("no shortcut %s", name)
		}
		do()
	}
	const r1c3 = 2
	_ = w.game.PlaceDigit(r1c3, 4)
	// Fyne's driver delivers Ctrl+Z and Ctrl+Y as its Undo and Redo
	// shortcuts, Ctrl+Shift+Z as a custom one.
	steps := []struct {
		name string
		s    fyne.Shortcut
		want uint8
	}{
		{"Ctrl+Z undoes", &fyne.ShortcutUndo{}, 0},
		{"Ctrl+Shift+Z redoes", ctrlKey(fyne.KeyZ, ctrl|fyne.KeyModifierShift), 4},
		{"Ctrl+Z again", &fyne.ShortcutUndo{}, 0},
		{"Ctrl+Y redoes", &fyne.ShortcutRedo{}, 4},
	}
	for _, s := range steps {
		press(s.s)
		if got := w.game.Board()[r1c3]; got != s.want {
			t.Fatalf("%s: r1c3 = %d; want %d", s.name, got, s.want)
		}
	}

	const r1c4 = 3
	w.game.Selection().Set(r1c4)
	press(ctrlKey("1", ctrl))
	if !w.game.Marks().Notes(r1c4).Has(1) {
		t.Errorf("Ctrl+1 with r1c4 selected: notes %v; want 1 among them", w.game.Marks().Notes(r1c4))
	}
	press(ctrlKey("1", ctrl))
	if w.game.Marks().Notes(r1c4).Has(1) {
		t.Errorf("Ctrl+1 twice: notes %v; want 1 gone", w.game.Marks().Notes(r1c4))
	}

	before := w.game.Puzzle().Givens
	press(ctrlKey(fyne.KeyN, ctrl))
	answer(t, w, "Leave it") // the game has moves: New asks first
	w.jobs.Wait()
	if w.game.Puzzle().Givens == before {
		t.Error("Ctrl+N kept the same puzzle; want a new one")
	}
}

// TestShowStats opens the statistics dialog after a game has been counted and
// checks that it lists the difficulty with its games played.
func TestShowStats(t *testing.T) {
	w := newTestWindow(t, t.TempDir(), Options{Puzzle: testPuzzle})
	playAMove(t, w)
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

// TestKeysWindowListsEveryKey opens Help ▸ Keyboard shortcuts and checks that
// it lists every row of the window's key table, and that every shortcut the
// canvas has registered comes from a row of it.
func TestKeysWindowListsEveryKey(t *testing.T) {
	w := newTestWindow(t, t.TempDir(), Options{Puzzle: testPuzzle})
	w.ShowKeys()
	top := w.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no Keyboard shortcuts window")
	}
	shown := map[string]bool{}
	for _, o := range test.LaidOutObjects(top) {
		if l, ok := o.(*widget.Label); ok {
			shown[l.Text] = true
		}
	}
	registered := 0
	for _, k := range w.keyBindings() {
		if !shown[k.keys] || !shown[k.action] {
			t.Errorf("Keyboard shortcuts window lacks %q: %q", k.keys, k.action)
		}
		registered += len(k.shortcuts)
	}
	if len(w.shortcuts) != registered {
		t.Errorf("%d shortcuts registered; the table has %d", len(w.shortcuts), registered)
	}
	answer(t, w, "Close")
	if w.win.Canvas().Overlays().Top() != nil || len(w.dialogs) != 0 {
		t.Errorf("after Close: overlay %v, %d dialogs kept; want none", w.win.Canvas().Overlays().Top(), len(w.dialogs))
	}
}

// TestModalKeys checks that while a question is open keys do not reach the
// board, Escape answers no and Return yes.
func TestModalKeys(t *testing.T) {
	w := newTestWindow(t, t.TempDir(), Options{Puzzle: testPuzzle})
	const r1c3 = 2
	_ = w.game.PlaceDigit(r1c3, 4)
	w.game.Selection().Set(r1c3)
	typed := w.win.Canvas().(interface{ OnTypedKey() func(*fyne.KeyEvent) }).OnTypedKey()
	w.NewGame()
	typed(&fyne.KeyEvent{Name: fyne.KeyDelete})
	if got := w.game.Board()[r1c3]; got != 4 {
		t.Errorf("Delete under the question: r1c3 = %d; want 4 kept", got)
	}
	typed(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if w.win.Canvas().Overlays().Top() != nil {
		t.Fatal("Escape did not close the question")
	}
	w.jobs.Wait()
	if got := w.game.Board()[r1c3]; got != 4 {
		t.Errorf("after Escape: r1c3 = %d; want the game kept", got)
	}
	w.NewGame()
	typed(&fyne.KeyEvent{Name: fyne.KeyReturn})
	w.jobs.Wait()
	if got := w.game.Board()[r1c3]; got == 4 && w.game.Puzzle().String() == testPuzzle {
		t.Error("after Return: the same game; want a new puzzle")
	}
}
