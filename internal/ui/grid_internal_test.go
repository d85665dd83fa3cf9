package ui

import (
	"slices"
	"strings"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
	"github.com/sudoku-devs/sudoku/internal/variant"
)

// TestNewGrid picks classic puzzles of other grid sizes in the kind
// select: the choice is kept in the settings and by the next window, New
// deals a puzzle of that size at the level picked, or at the hardest the
// size has (a 4x4 puzzle is Easy whatever is picked), titled "6x6 ·
// Medium", and picking a variant again deals 9x9 puzzles.
func TestNewGrid(t *testing.T) {
	dir := t.TempDir()
	w := newTestWindow(t, dir, Options{Puzzle: testPuzzle})
	vp := pickAndDeal(t, w, "6x6", "6x6", "6x6", func() {
		if w.grid != 6 || w.mode != sudoku.Classic || w.panel.Grid() != 6 {
			t.Fatalf("6x6 picked: window grid %d, mode %v, panel grid %d; want 6, Classic, 6", w.grid, w.mode, w.panel.Grid())
		}
	})
	if vp.Size != 6 {
		t.Fatalf("New dealt %v; want a 6x6 puzzle", vp)
	}
	if w.grid != 6 || w.panel.Grid() != 6 {
		t.Errorf("after New: grid %d, panel %d; want 6 still", w.grid, w.panel.Grid())
	}

	again := newTestWindow(t, dir, Options{})
	if again.grid != 6 || again.panel.Grid() != 6 {
		t.Errorf("the next window: grid %d, panel %d; want 6 from the settings", again.grid, again.panel.Grid())
	}

	w.SetLevel(logic.Hard)
	w.panel.mode.SetSelected("4x4")
	if got := w.panel.Status(); !strings.Contains(got, "Next puzzle: 4x4, Easy") {
		t.Errorf("4x4 at Hard: status %q; want the next puzzle, 4x4, Easy", got)
	}
	w.newGame()
	w.jobs.Wait()
	q := w.game.Puzzle()
	if vp := variant.Setter(&q); vp == nil || vp.Size != 4 || vp.Title != "4x4 · Easy" {
		t.Errorf("New at Hard on 4x4 dealt %v; want a 4x4 puzzle titled 4x4 · Easy", vp)
	}

	w.panel.mode.SetSelected(variantName(sudoku.Killer))
	if w.grid != 9 || w.mode != sudoku.Killer || w.panel.Grid() != 9 {
		t.Errorf("Killer picked: grid %d, mode %v, panel grid %d; want 9, Killer, 9", w.grid, w.mode, w.panel.Grid())
	}
	if got := storedSettings(t, w); got.Mode != "killer" {
		t.Errorf("settings mode %q; want killer", got.Mode)
	}
}

// TestNewJigsawGrid picks jigsaw puzzles of a 8x8 grid in the kind
// select: the choice is kept in the settings and by the next window, New
// deals an 8x8 jigsaw (regions that are not the boxes) at the level
// picked, titled "8x8 Jigsaw · Medium", and picking 8x8 then deals a
// puzzle on the boxes.
func TestNewJigsawGrid(t *testing.T) {
	dir := t.TempDir()
	w := newTestWindow(t, dir, Options{Puzzle: testPuzzle})
	vp := pickAndDeal(t, w, "8x8 Jigsaw", "8x8 jigsaw", "8x8 Jigsaw", func() {
		if w.grid != 8 || !w.jigsaw || w.mode != sudoku.Classic || w.panel.Grid() != 8 || !w.panel.Jigsaw() {
			t.Fatalf("8x8 Jigsaw picked: window grid %d (jigsaw %v), mode %v, panel grid %d (jigsaw %v); want 8, jigsaw, Classic",
				w.grid, w.jigsaw, w.mode, w.panel.Grid(), w.panel.Jigsaw())
		}
	})
	if vp.Size != 8 || slices.Equal(vp.Regions, variant.BoxRegions(8)) {
		t.Fatalf("New dealt %v; want an 8x8 jigsaw", vp)
	}
	if !w.jigsaw || !w.panel.Jigsaw() {
		t.Errorf("after New: jigsaw %v, panel %v; want jigsaw still", w.jigsaw, w.panel.Jigsaw())
	}
	if again := newTestWindow(t, dir, Options{}); again.grid != 8 || !again.jigsaw || !again.panel.Jigsaw() {
		t.Errorf("the next window: grid %d, jigsaw %v, panel %v; want an 8x8 jigsaw from the settings", again.grid, again.jigsaw, again.panel.Jigsaw())
	}
	w.panel.mode.SetSelected("8x8")
	if w.grid != 8 || w.jigsaw || w.panel.Jigsaw() {
		t.Errorf("8x8 picked: grid %d, jigsaw %v, panel %v; want 8 on boxes", w.grid, w.jigsaw, w.panel.Jigsaw())
	}
	w.newGame()
	w.jobs.Wait()
	q := w.game.Puzzle()
	if vp := variant.Setter(&q); vp == nil || vp.Size != 8 || !slices.Equal(vp.Regions, variant.BoxRegions(8)) {
		t.Errorf("New on 8x8 dealt %v; want an 8x8 puzzle on the boxes", vp)
	}
}

// TestNewSetter picks puzzles with arrows in the kind select: the window,
// the panel and the settings keep the choice, the status line says what
// New deals, and New deals a 9x9 arrow puzzle at the level picked (up to
// Extreme), titled "Arrow · Medium", after which the choice stays; picking
// Classic goes back.
func TestNewSetter(t *testing.T) {
	dir := t.TempDir()
	w := newTestWindow(t, dir, Options{Puzzle: testPuzzle})
	vp := pickAndDeal(t, w, "Arrow", "arrow", "Arrow", func() {
		if w.setter != "arrow" || w.grid != 9 || w.panel.Setter() != "arrow" {
			t.Fatalf("Arrow picked: window setter %q, grid %d, panel setter %q; want arrow, 9, arrow", w.setter, w.grid, w.panel.Setter())
		}
	})
	if vp.Size != 9 || len(vp.Constraints) == 0 || vp.Constraints[0].Key() != "arrow" {
		t.Fatalf("New dealt %v; want a 9x9 arrow puzzle", vp)
	}
	if w.setter != "arrow" || w.panel.Setter() != "arrow" {
		t.Errorf("after New: setter %q, panel %q; want arrow still", w.setter, w.panel.Setter())
	}
	if again := newTestWindow(t, dir, Options{}); again.setter != "arrow" || again.panel.Setter() != "arrow" {
		t.Errorf("the next window: setter %q, panel %q; want arrow from the settings", again.setter, again.panel.Setter())
	}
	w.SetLevel(logic.Extreme)
	if got := w.panel.Status(); !strings.Contains(got, "Next puzzle: Arrow, Extreme") {
		t.Errorf("Arrow at Extreme: status %q; want the next puzzle, Arrow, Extreme", got)
	}
	w.panel.mode.SetSelected(variantName(sudoku.Classic))
	if w.setter != "" || w.panel.Setter() != "" {
		t.Errorf("Classic picked: setter %q, panel %q; want none", w.setter, w.panel.Setter())
	}
	if got := storedSettings(t, w); got.Mode != "Classic" {
		t.Errorf("settings mode %q; want Classic", got.Mode)
	}
}

// pickAndDeal picks kind in w's kind select at Medium, calls picked, and
// checks what follows: the settings keep the kind as mode, the status
// line says the next puzzle is name, and New deals a puzzle with
// constraints or of another size titled "name · Medium" and says so. It
// returns that puzzle.
func pickAndDeal(t *testing.T, w *Window, kind, mode, name string, picked func()) *variant.Puzzle {
	t.Helper()
	w.panel.mode.SetSelected(kind)
	picked()
	if got := storedSettings(t, w); got.Mode != mode {
		t.Errorf("settings mode %q; want %s", got.Mode, mode)
	}
	if got := w.panel.Status(); !strings.Contains(got, "Next puzzle: "+name+", Medium") {
		t.Errorf("status %q; want the next puzzle, %s, Medium", got, name)
	}
	w.newGame()
	w.jobs.Wait()
	q := w.game.Puzzle()
	vp := variant.Setter(&q)
	if vp == nil || vp.Title != name+" · Medium" {
		t.Fatalf("New dealt %v; want a puzzle titled %s · Medium", vp, name)
	}
	if got := w.panel.Status(); !strings.Contains(got, "New "+name+" puzzle, Medium") {
		t.Errorf("status %q; want a new %s puzzle, Medium", got, name)
	}
	return vp
}
