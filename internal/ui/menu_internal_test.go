package ui

import (
	"runtime"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/sudoku-devs/sudoku/internal/game"
)

// TestMenuFollowsAllowed checks that the menu's items of game actions are
// enabled exactly when game.Allowed accepts their action, as the game goes
// from play to paused, to enter mode and back.
func TestMenuFollowsAllowed(t *testing.T) {
	w := newTestWindow(t, t.TempDir(), Options{Puzzle: testPuzzle})
	_ = w.game.PlaceDigit(2, 4)
	_ = w.game.PlaceDigit(3, 6)
	_ = w.game.Undo() // Undo and Redo both have a step
	check := func(when string, wantOn bool) {
		t.Helper()
		if len(w.menuActions) != 8 {
			t.Fatalf("%d menu items of actions; want Restart, Hint, Explain, Watch, Show solution, Undo, Redo and Fill notes", len(w.menuActions))
		}
		for _, m := range w.menuActions {
			allowed := w.game.Allowed(m.action) == nil
			if m.item.Disabled == allowed || allowed != wantOn {
				t.Errorf("%s: %v item disabled %v, Allowed %v; want enabled %v", when, m.action, m.item.Disabled, allowed, wantOn)
			}
		}
	}
	check("playing", true)
	w.game.SetPaused(true)
	for _, m := range w.menuActions {
		if want := m.action == game.ActionWatch; m.item.Disabled == want { // watching goes on from a pause
			t.Errorf("paused: %v item disabled %v; want enabled %v", m.action, m.item.Disabled, want)
		}
	}
	w.game.SetPaused(false)
	check("going on", true)
	_ = w.game.EnterPuzzle(w.game.Puzzle().Givens)
	for _, m := range w.menuActions {
		if want := m.action == game.ActionRestart; m.item.Disabled == want {
			t.Errorf("entering: %v item disabled %v; want enabled %v", m.action, m.item.Disabled, want)
		}
	}
	w.game.Entry().Cancel()
	check("after Cancel", true)
}

// TestMenuShowsKeysInWords checks that the menu's items draw their keys in
// the player's words, as the Keyboard shortcuts window writes them, and not
// with Fyne's English "Ctrl+" before the key: a KeyboardShortcut with no
// modifier whose key is the whole text ("Strg+N" in German).
func TestMenuShowsKeysInWords(t *testing.T) {
	if runtime.GOOS == "darwin" {
		t.Skip("macOS's menu bar is the system's and draws the real shortcut")
	}
	w := newTestWindow(t, t.TempDir(), Options{Puzzle: testPuzzle})
	want := map[string]string{"New game": "Ctrl+N", "Restart": "Ctrl+R", "Watch the solver": "Ctrl+T",
		"Import from the clipboard": "Ctrl+V", "Copy the puzzle to the clipboard": "Ctrl+C", "Undo": "Ctrl+Z", "Redo": "Ctrl+Y"}
	for _, m := range w.menu().Items {
		for _, item := range m.Items {
			keys, ok := want[item.Label]
			if !ok {
				continue
			}
			delete(want, item.Label)
			s, ok := item.Shortcut.(fyne.KeyboardShortcut)
			if !ok || string(s.Key()) != keys || s.Mod() != 0 {
				t.Errorf("%s: shortcut %#v; want the keys %q in words, no modifier", item.Label, item.Shortcut, keys)
			}
		}
	}
	for label := range want {
		t.Errorf("no menu item %q", label)
	}
}
