package ui

import (
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/stock"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// TestWindowNewGameFromStock puts a Hard puzzle in the stock: New at Hard
// starts it at once, without generating, and leaves the stock short.
func TestWindowNewGameFromStock(t *testing.T) {
	w := newTestWindow(t, t.TempDir(), Options{Puzzle: testPuzzle})
	if w.stock == nil {
		t.Fatal("no stock for a window without a seed")
	}
	p, s, err := logic.Generate(rand.New(rand.NewPCG(3, 3)), logic.Hard, logic.NoSymmetry)
	if err != nil {
		t.Fatal(err)
	}
	hard := stock.Kind{Level: logic.Hard}
	w.stock.Add(hard, stock.Entry{Puzzle: p, Solution: s})
	setHook(t, &hooks.generate, func(context.Context, *rand.Rand, sudoku.Variant, logic.Level) (sudoku.Puzzle, sudoku.Grid, error) {
		t.Error("New generated a puzzle with one in stock")
		return sudoku.Puzzle{}, sudoku.Grid{}, context.Canceled
	})
	w.SetLevel(logic.Hard)
	w.NewGame()
	if w.game.Puzzle().Givens != p || w.game.Status().Difficulty != "Hard" {
		t.Errorf("after New: puzzle %s, difficulty %q; want the stock's %s, Hard", w.game.Puzzle().Givens, w.game.Status().Difficulty, p)
	}
	if n := w.stock.Len(hard); n != 0 {
		t.Errorf("stock holds %d Hard puzzles after New took one; want 0", n)
	}
}

// TestWindowDamagedStock starts a window over a stock file that is not one:
// the file is moved aside without a word to the player, and the stock starts
// empty.
func TestWindowDamagedStock(t *testing.T) {
	dir := t.TempDir()
	w := newTestWindow(t, dir, Options{Puzzle: testPuzzle})
	path := filepath.Join(string(w.files.(dirFiles)), stockFile)
	if err := os.WriteFile(path, []byte(`{"version": 1, "puzzles": [{"level": "Hard"`), 0o644); err != nil {
		t.Fatal(err)
	}
	again := NewWindow(w.app, Options{Puzzle: testPuzzle})
	t.Cleanup(again.win.Close)
	if again.stock == nil || again.stock.Len(stock.Kind{Level: logic.Hard}) != 0 {
		t.Fatal("no empty stock after a damaged stock file")
	}
	if again.win.Canvas().Overlays().Top() != nil {
		t.Error("a dialog about the stock; want none")
	}
	if aside, _ := filepath.Glob(path + ".unreadable-*"); len(aside) != 1 {
		t.Errorf("files moved aside: %v; want one", aside)
	}
}
