package ui

import (
	"reflect"
	"strings"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// TestWindowSizeMode switches the panel to Size, starts a new game and checks
// that it is a size puzzle counted under "Size", that the level select and
// Explain are off with a word why, that Print refuses, that the puzzle is
// copied with its letters, and that the mode and the game are restored.
func TestWindowSizeMode(t *testing.T) {
	dir := t.TempDir()
	w := newTestWindow(t, dir, Options{Puzzle: testPuzzle, Seed: 5})
	w.panel.mode.SetSelected(modeSize)
	if w.mode != sudoku.SizeVariant || !w.panel.level.Disabled() {
		t.Errorf("after picking Size: mode %v, level disabled %v; want size, true", w.mode, w.panel.level.Disabled())
	}
	if got := w.panel.status.Text; !strings.Contains(got, "Size puzzles have one level") {
		t.Errorf("status %q; want it to say Size puzzles have one level", got)
	}
	if got := storedSettings(t, w).Mode; got != modeSize {
		t.Errorf("%s keeps the mode %q; want %q", settingsFile, got, modeSize)
	}

	w.NewGame()
	w.jobs.Wait()
	g := w.game
	playAMove(t, w)
	if g.Puzzle().Variant() != sudoku.SizeVariant || g.Status().Difficulty != modeSize || w.stats.Record(modeSize).Played != 1 {
		t.Fatalf("new game: Variant %v, difficulty %q, Size played %d; want size, Size, 1",
			g.Puzzle().Variant(), g.Status().Difficulty, w.stats.Record(modeSize).Played)
	}
	if n, err := sudoku.Solve(g.Puzzle()); err != nil || n != g.Solution() {
		t.Errorf("Solve(new puzzle) = %v, %v; want its solution %s", n, err, g.Solution())
	}
	if !w.panel.explain.Disabled() {
		t.Error("Explain enabled for a size puzzle")
	}
	for _, tt := range []struct {
		name string
		do   func()
		want string
	}{
		{"Explain", w.Explain, "Explain works on classic puzzles only"},
		{"Watch", w.WatchSolver, "Available for classic puzzles only"},
		{"Copy", w.ExportClipboard, g.Puzzle().String()},
	} {
		tt.do()
		if got := w.panel.status.Text; !strings.Contains(got, tt.want) {
			t.Errorf("%s in a size game: status %q; want it to contain %q", tt.name, got, tt.want)
		}
	}
	if (g.Explanation() != nil) || (g.Watch() != nil) || w.win.Canvas().Overlays().Top() != nil {
		t.Error("a refused Explain or Watch still opened something")
	}
	w.Print() // size puzzles print, with their letters
	if top := w.win.Canvas().Overlays().Top(); top == nil {
		t.Error("Print in a size game opened no dialog")
	} else {
		top.Hide()
		w.win.Canvas().Overlays().Remove(top)
	}

	w.mode = sudoku.Classic
	w.loadSettings()
	if w.mode != sudoku.SizeVariant {
		t.Error("loadSettings did not read Size mode back from the preferences")
	}
	w.panel.mode.SetSelected(modeClassic)
	if w.mode != sudoku.Classic || w.panel.level.Disabled() {
		t.Errorf("after picking Classic: mode %v, level disabled %v; want classic, false", w.mode, w.panel.level.Disabled())
	}

	again := newTestWindow(t, dir, Options{})
	if !reflect.DeepEqual(again.game.Puzzle(), g.Puzzle()) || again.game.Board() != g.Board() {
		t.Errorf("restored: puzzle %s, board %s; want %s, %s", again.game.Puzzle(), again.game.Board(), g.Puzzle(), g.Board())
	}
}
