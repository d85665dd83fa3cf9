package game_test

import (
	"bytes"
	"errors"
	"testing"
	"time"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// clockedGame returns a started game of the test puzzle whose timer reads
// the returned fake clock, at 0:00, and a recorder subscribed to it.
func clockedGame(t *testing.T) (*game.Game, *fakeClock, *recorder) {
	t.Helper()
	g, rec := newGame(t)
	clk := &fakeClock{now: time.Unix(1000, 0)}
	g.SetClock(clk.read)
	if err := g.Start(sudoku.Puzzle{Givens: g.Puzzle().Givens}, g.Solution()); err != nil {
		t.Fatal(err)
	}
	rec.take()
	return g, clk, rec
}

// TestClockStandsStill walks through everything that is not playing —
// explaining, watching the solver, entering a puzzle, holds — and checks the
// time played after each step: it moves only while the player plays.
func TestClockStandsStill(t *testing.T) {
	g, clk, _ := clockedGame(t)
	steps, err := logic.Explain(g.Puzzle().Givens)
	if err != nil {
		t.Fatal(err)
	}
	var release, release2 func()
	tests := []struct {
		name string
		do   func()
		want time.Duration
	}{
		{"plays", func() { clk.advance(10 * time.Second) }, 10 * time.Second},
		{"explaining", func() {
			if err := g.StartExplain(steps); err != nil {
				t.Fatal(err)
			}
			clk.advance(time.Hour)
		}, 10 * time.Second},
		{"explanation closed", func() { g.Explanation().Close(); clk.advance(time.Second) }, 11 * time.Second},
		{"watching", func() {
			if _, err := g.StartWatch(); err != nil {
				t.Fatal(err)
			}
			clk.advance(time.Hour)
		}, 11 * time.Second},
		{"watch stopped", func() { g.Watch().Stop(); clk.advance(time.Second) }, 12 * time.Second},
		{"watch taken over by explain", func() {
			_, _ = g.StartWatch()
			_ = g.StartExplain(steps)
			clk.advance(time.Hour)
		}, 12 * time.Second},
		{"explanation taken over by watch", func() {
			_, _ = g.StartWatch()
			clk.advance(time.Hour)
			g.Watch().Stop()
			clk.advance(time.Second)
		}, 13 * time.Second},
		{"entering a puzzle", func() { _ = g.EnterPuzzle(g.Puzzle().Givens); clk.advance(time.Hour) }, 0},
		{"entering cancelled", func() { g.Entry().Cancel(); clk.advance(time.Second) }, 14 * time.Second},
		{"held", func() { release = g.HoldClock(); clk.advance(time.Hour) }, 14 * time.Second},
		{"held twice", func() { release2 = g.HoldClock(); clk.advance(time.Hour) }, 14 * time.Second},
		{"one hold released", func() { release(); clk.advance(time.Hour) }, 14 * time.Second},
		{"the same hold released again", func() { release(); clk.advance(time.Hour) }, 14 * time.Second},
		{"every hold released", func() { release2(); clk.advance(time.Second) }, 15 * time.Second},
		{"restart", func() {
			if err := g.Restart(); err != nil {
				t.Fatal(err)
			}
		}, 0},
		{"plays after restart", func() { clk.advance(3 * time.Second) }, 3 * time.Second},
		{"undo of restart gives the time back", func() {
			_ = g.PlaceDigit(r1c3, 4)
			clk.advance(5 * time.Second)
			_ = g.Restart()
			clk.advance(2 * time.Second)
			_ = g.Undo()
		}, 10 * time.Second},
		{"redo of restart takes it again", func() {
			clk.advance(time.Second)
			_ = g.Redo()
		}, 3 * time.Second},
		{"undo of restart after a save and load", func() {
			var buf bytes.Buffer
			if err := g.Save(&buf); err != nil {
				t.Fatal(err)
			}
			if err := g.Load(&buf); err != nil {
				t.Fatal(err)
			}
			g.SetPaused(false)
			_ = g.Undo()
		}, 11 * time.Second},
	}
	for _, tt := range tests {
		tt.do()
		if got := g.Status().Elapsed; got != tt.want {
			t.Errorf("%s: Elapsed = %v; want %v", tt.name, got, tt.want)
		}
	}
}

// TestHoldClock checks that a hold does not pause the game, lasts across a
// new game, and tells no listener.
func TestHoldClock(t *testing.T) {
	g, clk, rec := clockedGame(t)
	release := g.HoldClock()
	if g.Status().Paused || !g.Status().Held {
		t.Errorf("held: Paused = %v, Held = %v; want false, true", g.Status().Paused, g.Status().Held)
	}
	wantEvents(t, rec)
	if err := g.PlaceDigit(r1c3, 4); err != nil {
		t.Errorf("PlaceDigit while held = %v; want nil", err)
	}
	_ = g.Start(sudoku.Puzzle{Givens: g.Puzzle().Givens}, g.Solution())
	clk.advance(time.Minute)
	if got := g.Status().Elapsed; got != 0 {
		t.Errorf("a new game started while held: Elapsed = %v; want 0", got)
	}
	rec.take()
	release()
	wantEvents(t, rec)
	clk.advance(time.Second)
	if got := g.Status().Elapsed; got != time.Second || g.Status().Held {
		t.Errorf("released: Elapsed = %v, Held = %v; want 1s, false", got, g.Status().Held)
	}
	// A hold released while a puzzle is entered is released for the game
	// Entry.Cancel brings back.
	release = g.HoldClock()
	_ = g.EnterPuzzle(sudoku.Grid{})
	release()
	g.Entry().Cancel()
	clk.advance(time.Second)
	if got := g.Status().Elapsed; got != 2*time.Second || g.Status().Held {
		t.Errorf("hold released while entering: Elapsed = %v, Held = %v; want 2s, false", got, g.Status().Held)
	}
	// A hold across Load: the restored game stays held after it is resumed.
	var buf bytes.Buffer
	_ = g.Save(&buf)
	release = g.HoldClock()
	if err := g.Load(&buf); err != nil {
		t.Fatal(err)
	}
	g.SetPaused(false)
	clk.advance(time.Minute)
	if got := g.Status().Elapsed; got != 2*time.Second {
		t.Errorf("loaded while held: Elapsed = %v; want 2s", got)
	}
	release()
	clk.advance(time.Second)
	if got := g.Status().Elapsed; got != 3*time.Second {
		t.Errorf("loaded, released: Elapsed = %v; want 3s", got)
	}
}

// TestLoadComesBackPaused saves games in several states and checks that each
// comes back paused (unless over) with its time, and says it was restored.
func TestLoadComesBackPaused(t *testing.T) {
	tests := []struct {
		name                     string
		prepare                  func(g *game.Game)
		wantPaused, wantRestored bool
		wantOver                 bool
		wantTime                 time.Duration
	}{
		{"running", func(*game.Game) {}, true, true, false, 30 * time.Second},
		{"paused", func(g *game.Game) { g.SetPaused(true) }, true, true, false, 30 * time.Second},
		{"held", func(g *game.Game) { g.HoldClock() }, true, true, false, 30 * time.Second},
		{"solution shown", func(g *game.Game) { _ = g.ShowSolution() }, false, false, true, 30 * time.Second},
	}
	for _, tt := range tests {
		g, clk, _ := clockedGame(t)
		_ = g.PlaceDigit(r1c3, 4)
		clk.advance(30 * time.Second)
		tt.prepare(g)
		var buf bytes.Buffer
		if err := g.Save(&buf); err != nil {
			t.Fatal(err)
		}
		h := game.New()
		h.SetClock(clk.read)
		rec := &recorder{}
		h.Subscribe(rec.listen)
		if err := h.Load(&buf); err != nil {
			t.Fatalf("%s: Load = %v", tt.name, err)
		}
		clk.advance(time.Hour)
		if h.Status().Paused != tt.wantPaused || h.Status().Restored != tt.wantRestored || h.Status().Over != tt.wantOver || h.Status().Elapsed != tt.wantTime {
			t.Errorf("%s: loaded Paused = %v, Restored = %v, Over = %v, Elapsed = %v; want %v, %v, %v, %v", tt.name,
				h.Status().Paused, h.Status().Restored, h.Status().Over, h.Status().Elapsed, tt.wantPaused, tt.wantRestored, tt.wantOver, tt.wantTime)
		}
		if !tt.wantPaused {
			continue
		}
		h.SetPaused(false)
		clk.advance(time.Second)
		if h.Status().Paused || h.Status().Restored || h.Status().Elapsed != tt.wantTime+time.Second {
			t.Errorf("%s: resumed Paused = %v, Restored = %v, Elapsed = %v; want false, false, %v",
				tt.name, h.Status().Paused, h.Status().Restored, h.Status().Elapsed, tt.wantTime+time.Second)
		}
		// Pausing again is the player's pause, not a restore.
		h.SetPaused(true)
		if h.Status().Restored {
			t.Errorf("%s: paused by the player, Restored = true", tt.name)
		}
	}
	// A new game is not restored.
	g, _ := newGame(t)
	var buf bytes.Buffer
	_ = g.Save(&buf)
	_ = g.Load(&buf)
	_ = g.Start(sudoku.Puzzle{Givens: g.Puzzle().Givens}, g.Solution())
	if g.Status().Paused || g.Status().Restored {
		t.Errorf("Start after Load: Paused = %v, Restored = %v; want false, false", g.Status().Paused, g.Status().Restored)
	}
}

// TestPausedRefuses checks what is refused, or does nothing, while the game
// is paused, and that it works again once resumed.
func TestPausedRefuses(t *testing.T) {
	g, rec := newGame(t)
	_ = g.PlaceDigit(r1c3, 4)
	g.SetPaused(true)
	rec.take()
	tests := []struct {
		name    string
		do      func() error
		wantErr error
	}{
		{"SelectNumber", func() error { return g.SelectNumber(3) }, game.ErrPaused},
		{"SelectNumber none", func() error { return g.SelectNumber(0) }, game.ErrPaused},
		{"FillNotes", g.Marks().FillNotes, game.ErrPaused},
		{"ShowHint", g.ShowHint, game.ErrPaused},
		{"SetHelp", func() error { g.SetHelp(true); return nil }, nil},
		{"SetPen", func() error { g.Marks().SetPen(game.LayerCentre); return nil }, nil},
		{"Check", func() error { g.Check(); return nil }, nil},
	}
	for _, tt := range tests {
		if err := tt.do(); !errors.Is(err, tt.wantErr) {
			t.Errorf("%s while paused = %v; want %v", tt.name, err, tt.wantErr)
		}
	}
	wantEvents(t, rec)
	if g.Selected() != 0 || g.Status().Help || (g.Marks().Pen() == game.LayerCentre) || g.Status().Checking || g.Hint().Text() != "" || g.Marks().Notes(r1c4) != 0 {
		t.Errorf("paused: Selected %d, Help %v, centre pen %v, Checking %v, hint %q, notes r1c4 %v; want all unchanged",
			g.Selected(), g.Status().Help, (g.Marks().Pen() == game.LayerCentre), g.Status().Checking, g.Hint().Text(), g.Marks().Notes(r1c4))
	}
	g.SetPaused(false)
	for _, tt := range tests {
		if err := tt.do(); err != nil {
			t.Errorf("%s after resume = %v; want nil", tt.name, err)
		}
	}
	if g.Selected() != 0 || !g.Status().Help || !(g.Marks().Pen() == game.LayerCentre) || !g.Status().Checking {
		t.Errorf("resumed: Selected %d, Help %v, centre pen %v, Checking %v; want 0, true, true, true",
			g.Selected(), g.Status().Help, (g.Marks().Pen() == game.LayerCentre), g.Status().Checking)
	}
}
