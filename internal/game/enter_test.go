package game_test

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

func TestEnterPuzzle(t *testing.T) {
	g, rec := newGame(t)
	clk := &fakeClock{now: time.Unix(1000, 0)}
	g.SetClock(clk.read)
	_ = g.PlaceDigit(r1c3, 4)
	clk.advance(time.Minute)
	g.Marks().SetPen(game.LayerCentre)
	rec.take()

	if err := g.EnterPuzzle(sudoku.Grid{}); err != nil {
		t.Fatal(err)
	}
	wantEvents(t, rec, game.Event{Kind: game.NewGame})
	if g.Entry() == nil || g.Board() != (sudoku.Grid{}) || (g.Puzzle().Givens[r1c1] != 0) {
		t.Fatalf("EnterPuzzle: entering %v, board %s; want true and a blank board", (g.Entry() != nil), g.Board())
	}
	refused := []struct {
		name string
		err  error
	}{
		{"ToggleNote", g.Marks().ToggleNote(r1c1, 1)},
		{"FillNotes", g.Marks().FillNotes()},
		{"ShowSolution", g.ShowSolution()},
		{"ShowHint", g.ShowHint()},
		{"Save", g.Save(&bytes.Buffer{})},
	}
	for _, r := range refused {
		if !errors.Is(r.err, game.ErrEntering) {
			t.Errorf("%s while entering = %v; want ErrEntering", r.name, r.err)
		}
	}
	if g.SetPaused(true); g.Status().Paused {
		t.Error("entering can be paused")
	}
	clk.advance(time.Hour)
	// Type the puzzle, with the centre pen too: entering places digits.
	want := grid(t, puzzleText)
	for i, d := range want {
		if d != 0 {
			if err := g.Enter(i, int(d)); err != nil {
				t.Fatalf("Enter(%s, %d) = %v", sudoku.CellName(i), d, err)
			}
		}
	}
	if g.Board() != want || g.Status().Won {
		t.Fatalf("typed board %s, won %v; want %s, false", g.Board(), g.Status().Won, want)
	}

	tests := []struct {
		name, puzzle, wantErr string
		is                    error
	}{
		{"duplicate", "5.5" + puzzleText[3:], "duplicate 5 in row 1 and box 1: r1c1 and r1c3", nil},
		{"several", "..." + puzzleText[3:], "more than one solution: r1c1 can hold 3 or 5; add givens", sudoku.ErrMultipleSolutions},
		{"none", "12345678.........9" + strings.Repeat(".", 63), "no solution: no digit fits in r1c9", sudoku.ErrNoSolution},
	}
	for _, tt := range tests {
		if err := g.EnterPuzzle(grid(t, tt.puzzle)); err != nil {
			t.Fatal(err)
		}
		err := g.Entry().Finish()
		if err == nil || err.Error() != tt.wantErr || (tt.is != nil && !errors.Is(err, tt.is)) {
			t.Errorf("Entry.Finish(%s) = %v; want %q", tt.name, err, tt.wantErr)
		}
		if g.Entry() == nil || g.Board() != grid(t, tt.puzzle) {
			t.Fatalf("a refused Entry.Finish(%s) ended enter mode or changed the board", tt.name)
		}
	}
	_ = g.EnterPuzzle(want)
	if err := g.Entry().Finish(); err != nil {
		t.Fatalf("Entry.Finish = %v", err)
	}
	if (g.Entry() != nil) || g.Puzzle().Givens != want || g.Solution() != grid(t, solutionText) || !(g.Puzzle().Givens[r1c1] != 0) || (g.Allowed(game.ActionUndo) == nil) || g.Status().Elapsed != 0 {
		t.Errorf("after Entry.Finish: entering %v, puzzle %s, undo %v, time %v; want a fresh game of %s", (g.Entry() != nil), g.Puzzle().Givens, (g.Allowed(game.ActionUndo) == nil), g.Status().Elapsed, want)
	}
	if err := g.Entry().Finish(); !errors.Is(err, game.ErrNoPuzzle) {
		t.Errorf("Entry.Finish outside enter mode = %v; want ErrNoPuzzle", err)
	}
}

func TestCancelEnter(t *testing.T) {
	g, rec := newGame(t)
	clk := &fakeClock{now: time.Unix(1000, 0)}
	g.SetClock(clk.read)
	_ = g.Start(sudoku.Puzzle{Givens: g.Puzzle().Givens}, g.Solution())
	_ = g.PlaceDigit(r1c3, 4)
	clk.advance(time.Minute)
	before := g.Board()
	_ = g.EnterPuzzle(grid(t, "55"+puzzleText[2:]))
	_ = g.PlaceDigit(r1c4, 1)
	clk.advance(time.Hour)
	rec.take()
	g.Entry().Cancel()
	wantEvents(t, rec, game.Event{Kind: game.NewGame})
	if (g.Entry() != nil) || g.Board() != before || g.Status().Elapsed != time.Minute || (g.Allowed(game.ActionUndo) != nil) {
		t.Errorf("after Entry.Cancel: entering %v, board %s, time %v, can undo %v; want false, %s, 1m0s, true",
			(g.Entry() != nil), g.Board(), g.Status().Elapsed, (g.Allowed(game.ActionUndo) == nil), before)
	}
	g.Entry().Cancel() // outside enter mode: nothing
	wantEvents(t, rec)
	bad := sudoku.Grid{}
	bad[3] = 10
	if err := g.EnterPuzzle(bad); err == nil || err.Error() != "r1c4 holds 10; want 0-9" {
		t.Errorf("EnterPuzzle with 10 = %v; want r1c4 holds 10; want 0-9", err)
	}
}

// TestFinishEnterNamesEveryDigit checks that the message for a puzzle with
// more than one solution names the first cell that more than one digit
// completes, and every such digit: each named digit, and no other, leaves the
// puzzle a solution (checked here by trying all nine).
func TestFinishEnterNamesEveryDigit(t *testing.T) {
	tests := []struct {
		name, puzzle string
		cell         int
		wantErr      string
	}{
		{"two digits", "..." + puzzleText[3:], 0, "more than one solution: r1c1 can hold 3 or 5; add givens"},
		{"three digits", ".........." + solutionText[10:27] + strings.Repeat(".", 54), 0, "more than one solution: r1c1 can hold 3, 4 or 5; add givens"},
		{"four digits", strings.Repeat(".", 18) + puzzleText[18:], 0, "more than one solution: r1c1 can hold 1, 3, 5 or 6; add givens"},
		{"blank grid", strings.Repeat(".", 81), 0, "more than one solution: r1c1 can hold 1, 2, 3, 4, 5, 6, 7, 8 or 9; add givens"},
		{"first open cell forced", "." + solutionText[1:54] + strings.Repeat(".", 27), 54, "more than one solution: r7c1 can hold 2, 3 or 9; add givens"},
	}
	for _, tt := range tests {
		p := grid(t, tt.puzzle)
		var words []string
		for d := 1; d <= 9; d++ {
			q := p
			q[tt.cell] = uint8(d)
			if q.Validate() == nil && sudoku.CountSolutions(sudoku.Puzzle{Givens: q}, 1) > 0 {
				words = append(words, fmt.Sprint(d))
			}
		}
		if list := strings.Join(words, ", "); !strings.Contains(strings.Replace(tt.wantErr, " or ", ", ", 1), "hold "+list+";") {
			t.Fatalf("%s: the digits that complete %s are %s; the test wants %q", tt.name, sudoku.CellName(tt.cell), list, tt.wantErr)
		}
		g := game.New()
		if err := g.EnterPuzzle(p); err != nil {
			t.Fatal(err)
		}
		err := g.Entry().Finish()
		if err == nil || err.Error() != tt.wantErr || !errors.Is(err, sudoku.ErrMultipleSolutions) {
			t.Errorf("Entry.Finish(%s) = %v; want %q", tt.name, err, tt.wantErr)
		}
	}
}

// TestEnterCheckOffTheGame checks Entry.Finish split for a window: the
// check runs on another goroutine (go test -race watches it), a check
// whose givens changed or whose enter mode ended starts nothing
// (ErrStale), and one whose givens stand starts the puzzle, or gives the
// reason it cannot be played, as Entry.Finish does.
func TestEnterCheckOffTheGame(t *testing.T) {
	g, _ := newGame(t)
	puzzle := grid(t, mediumText)
	check := func() *game.EnterCheck {
		t.Helper()
		c, err := g.Entry().Ask()
		if err != nil {
			t.Fatalf("Entry.Ask() = %v", err)
		}
		done := make(chan struct{})
		go func() { c.Check(); close(done) }()
		<-done
		return c
	}
	if _, err := g.Entry().Ask(); !errors.Is(err, game.ErrNoPuzzle) {
		t.Errorf("Entry.Ask outside enter mode = %v; want ErrNoPuzzle", err)
	}
	if err := g.EnterPuzzle(puzzle); err != nil {
		t.Fatal(err)
	}
	blank := firstBlank(puzzle)
	changes := []struct {
		name   string
		change func() error
	}{
		{"a given typed", func() error { return g.PlaceDigit(blank, int(solutionOf(t, puzzle)[blank])) }},
		{"the given undone", g.Undo},
		{"enter mode left and started again", func() error { g.Entry().Cancel(); return g.EnterPuzzle(puzzle) }},
	}
	for _, ch := range changes {
		c := check()
		if err := ch.change(); err != nil {
			t.Fatalf("%s: %v", ch.name, err)
		}
		if err := c.Finish(); !errors.Is(err, game.ErrStale) || g.Entry() == nil {
			t.Errorf("Finish after %s = %v, entering %v; want ErrStale, still entering", ch.name, err, (g.Entry() != nil))
		}
	}

	// Two givens of one row alike: the check says so and enter mode goes on.
	clash := puzzle
	clash[blank] = puzzle[firstGiven(puzzle, blank)]
	if err := g.EnterPuzzle(clash); err != nil {
		t.Fatal(err)
	}
	c := check()
	if c.Err() == nil || c.Finish() != c.Err() || g.Entry() == nil {
		t.Errorf("check of clashing givens: Err %v, Finish %v, entering %v; want the clash, enter mode on", c.Err(), c.Finish(), (g.Entry() != nil))
	}

	if err := g.EnterPuzzle(puzzle); err != nil {
		t.Fatal(err)
	}
	c = check()
	if err := c.Finish(); err != nil || (g.Entry() != nil) || g.Puzzle().Givens != puzzle {
		t.Errorf("Finish of a good puzzle = %v, entering %v, puzzle %s; want it started", err, (g.Entry() != nil), g.Puzzle().Givens)
	}
}

// firstBlank returns the first blank cell of g.
func firstBlank(g sudoku.Grid) int {
	for i, d := range g {
		if d == 0 {
			return i
		}
	}
	return -1
}

// firstGiven returns a given of g in the row of cell i.
func firstGiven(g sudoku.Grid, i int) int {
	for c := i / 9 * 9; c < i/9*9+9; c++ {
		if g[c] != 0 {
			return c
		}
	}
	return -1
}

// solutionOf returns the one solution of g.
func solutionOf(t *testing.T, g sudoku.Grid) sudoku.Grid {
	t.Helper()
	sol, err := sudoku.Solve(sudoku.Puzzle{Givens: g})
	if err != nil {
		t.Fatal(err)
	}
	return sol
}

// TestEnterModeNoHelpMarks checks that Help marks nothing while givens are
// typed: on a nearly empty board the picked number fits everywhere.
func TestEnterModeNoHelpMarks(t *testing.T) {
	g, _ := newGame(t)
	g.SetHighlights(game.Highlights{Conflicts: true})
	g.SetHelp(true)
	_ = g.SelectNumber(4)
	if g.CellView(r1c3).Tint != game.TintMark {
		t.Fatalf("playing: Help does not mark r1c3 for 4")
	}
	if err := g.EnterPuzzle(sudoku.Grid{}); err != nil {
		t.Fatal(err)
	}
	for i := range 81 {
		if v := g.CellView(i); v.Tint != game.TintNone {
			t.Fatalf("entering with Help on: %s tinted %v; want none", name(i), v.Tint)
		}
	}
}
