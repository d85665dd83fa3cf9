package ui

import (
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// TestWindowWatchSolver runs the solver's search to the end at full speed:
// the board shows the solution, the panel says so and offers Close, and
// Close puts the player's board back exactly.
func TestWindowWatchSolver(t *testing.T) {
	w := newTestWindow(t, t.TempDir(), Options{Puzzle: testPuzzle})
	_ = w.game.PlaceDigit(2, 4)
	_ = w.game.Marks().ToggleNote(3, 6)
	board, notes := w.game.Board(), w.game.Marks().Notes(3)
	w.panel.speed.SetValue(maxSpeed)
	w.WatchSolver()
	w.jobs.Wait()
	if w.game.Watch() == nil || w.game.Watch().Grid() != w.game.Solution() {
		t.Fatalf("after the search: watching %v, grid %s; want true, the solution", (w.game.Watch() != nil), w.game.Watch().Grid())
	}
	if got := w.panel.Status(); !strings.HasPrefix(got, "Solved by trial and error: ") {
		t.Errorf("status %q; want Solved by trial and error: …", got)
	}
	if got := w.panel.stopWatch.Text; got != "Close" || !w.panel.watchBar.Visible() || w.panel.playBar.Visible() {
		t.Errorf("panel: button %q, speed row shown %v, level row shown %v; want Close, true, false", got, w.panel.watchBar.Visible(), w.panel.playBar.Visible())
	}
	test.Tap(w.panel.stopWatch)
	if (w.game.Watch() != nil) || w.game.Board() != board || w.game.Marks().Notes(3) != notes {
		t.Errorf("after Close: watching %v, board %s, notes %v; want false, %s, %v", (w.game.Watch() != nil), w.game.Board(), w.game.Marks().Notes(3), board, notes)
	}
	if w.jobs.runs(jobWatch) {
		t.Error("the search is still recorded after it ended")
	}
}

// TestWindowWatchSolverStops stops a slow search with Stop, with Escape on
// the board, and by closing the window: each time the goroutine ends at
// once and the board is the player's again.
func TestWindowWatchSolverStops(t *testing.T) {
	w := newTestWindow(t, t.TempDir(), Options{Puzzle: testPuzzle})
	_ = w.game.PlaceDigit(2, 4)
	board := w.game.Board()
	w.panel.speed.SetValue(minSpeed) // a second a move: nothing is drawn before the stop
	stops := []struct {
		name string
		stop func()
	}{
		{"Stop", func() { test.Tap(w.panel.stopWatch) }},
		{"Escape", func() { w.board.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape}) }},
		{"Ctrl+T again", w.WatchSolver},
		{"closing the window", w.closed},
	}
	for _, s := range stops {
		w.WatchSolver()
		if w.game.Watch() == nil {
			t.Fatalf("%s: not watching after WatchSolver", s.name)
		}
		s.stop()
		w.jobs.Wait()
		if s.name != "closing the window" && ((w.game.Watch() != nil) || w.game.Board() != board) {
			t.Errorf("after %s: watching %v, board %s; want false, %s", s.name, (w.game.Watch() != nil), w.game.Board(), board)
		}
		if w.jobs.runs(jobWatch) {
			t.Errorf("after %s: the search is still recorded", s.name)
		}
	}
}

// TestBoardDrawsWatch checks that the board draws the search's grid, its
// starting digits bold, the last move's cell in the selection colour, and no
// notes or cursor of the player.
func TestBoardDrawsWatch(t *testing.T) {
	w := newTestWindow(t, t.TempDir(), Options{Puzzle: testPuzzle})
	_ = w.game.Marks().ToggleNote(3, 6)
	w.game.Selection().Set(3)
	r := test.TempWidgetRenderer(t, w.board).(*boardRenderer)
	if _, err := w.game.StartWatch(); err != nil {
		t.Fatal(err)
	}
	if err := w.game.Watch().Apply([]sudoku.Move{{Cell: 2, Digit: 1}, {Cell: 3, Digit: 2}}); err != nil {
		t.Fatal(err)
	}
	th, v := w.board.Theme(), w.app.Settings().ThemeVariant()
	for _, c := range []struct {
		cell  int
		digit string
		bold  bool
	}{{0, "5", true}, {2, "1", false}, {3, "2", false}, {4, "7", true}, {8, "", false}} {
		d := r.digits[c.cell]
		if d.Text != c.digit || d.TextStyle.Bold != c.bold {
			t.Errorf("%s shows %q bold %v; want %q bold %v", sudoku.CellName(c.cell), d.Text, d.TextStyle.Bold, c.digit, c.bold)
		}
	}
	mark := newPalette(th, v).mark
	if got := r.cells[3].FillColor; got != mark {
		t.Errorf("last move's cell r1c4 fill %v; want the marked cells' %v", got, mark)
	}
	if got := r.cells[2].FillColor; got == mark {
		t.Error("r1c3, not the last move, is filled as a marked cell")
	}
	for d, n := range r.notes[3] {
		if !n.Hidden {
			t.Errorf("note %s of r1c4 shown while watching", strconv.Itoa(d+1))
		}
	}
	if !r.cursor.Hidden {
		t.Error("the cursor is shown while watching")
	}
}
