package game_test

import (
	"errors"
	"testing"
	"time"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// fakeClock is a clock the test moves by hand.
type fakeClock struct{ now time.Time }

func (c *fakeClock) read() time.Time         { return c.now }
func (c *fakeClock) advance(d time.Duration) { c.now = c.now.Add(d) }

func TestTimerAndPause(t *testing.T) {
	g, rec := newGame(t)
	clk := &fakeClock{now: time.Unix(1000, 0)}
	g.SetClock(clk.read)
	_ = g.Start(sudoku.Puzzle{Givens: g.Puzzle().Givens}, g.Solution()) // the timer from 0 on the fake clock
	steps := []struct {
		name string
		do   func()
		want time.Duration
	}{
		{"runs", func() { clk.advance(10 * time.Second) }, 10 * time.Second},
		{"pause", func() { g.SetPaused(true); clk.advance(time.Hour) }, 10 * time.Second},
		{"resume", func() { g.SetPaused(false); clk.advance(5 * time.Second) }, 15 * time.Second},
		{"a new game starts at 0", func() { _ = g.Start(sudoku.Puzzle{Givens: g.Puzzle().Givens}, g.Solution()); clk.advance(time.Second) }, time.Second},
	}
	for _, s := range steps {
		s.do()
		if got := g.Status().Elapsed; got != s.want {
			t.Errorf("%s: Elapsed = %v; want %v", s.name, got, s.want)
		}
	}
	rec.take()
	g.SetPaused(true)
	wantEvents(t, rec, game.Event{Kind: game.PauseToggled})
	for name, err := range map[string]error{
		"PlaceDigit": g.PlaceDigit(r1c3, 4),
		"ToggleNote": g.Marks().ToggleNote(r1c3, 4),
		"Clear":      g.Clear(r1c3),
		"FillNotes":  g.Marks().FillNotes(),
		"Undo":       g.Undo(),
	} {
		if !errors.Is(err, game.ErrPaused) {
			t.Errorf("%s while paused = %v; want ErrPaused", name, err)
		}
	}
	g.SetPaused(false)
	wantEvents(t, rec, game.Event{Kind: game.PauseToggled})

	// The timer stops when the game is won, and a game over cannot pause.
	sol := g.Solution()
	for i := range 81 {
		if !(g.Puzzle().Givens[i] != 0) {
			_ = g.PlaceDigit(i, int(sol[i]))
		}
	}
	at := g.Status().Elapsed
	clk.advance(time.Minute)
	if !g.Status().Won || g.Status().Elapsed != at {
		t.Errorf("after the win: Won %v, timer moved from %v to %v", g.Status().Won, at, g.Status().Elapsed)
	}
	g.SetPaused(true)
	if g.Status().Paused {
		t.Error("a game over was paused")
	}
}

func TestStats(t *testing.T) {
	var s game.Stats
	steps := []struct {
		name     string
		do       func() bool
		wantBest bool
		want     game.Record
	}{
		{"played", func() bool { s.Played("Classic"); return false }, false, game.Record{Played: 1}},
		{"first win is a best", func() bool { return s.Won("Classic", 5*time.Minute) }, true, game.Record{Played: 1, Won: 1, Best: 5 * time.Minute, Total: 5 * time.Minute}},
		{"slower win", func() bool { s.Played("Classic"); return s.Won("Classic", 7*time.Minute) }, false, game.Record{Played: 2, Won: 2, Best: 5 * time.Minute, Total: 12 * time.Minute}},
		{"faster win", func() bool { s.Played("Classic"); return s.Won("Classic", 3*time.Minute) }, true, game.Record{Played: 3, Won: 3, Best: 3 * time.Minute, Total: 15 * time.Minute}},
		{"lost game", func() bool { s.Played("Classic"); return false }, false, game.Record{Played: 4, Won: 3, Best: 3 * time.Minute, Total: 15 * time.Minute}},
	}
	for _, st := range steps {
		if best := st.do(); best != st.wantBest {
			t.Errorf("%s: best = %v; want %v", st.name, best, st.wantBest)
		}
		if got := s.Record("Classic"); got != st.want {
			t.Errorf("%s: Record = %+v; want %+v", st.name, got, st.want)
		}
	}
	if got := s.Record("Classic").Average(); got != 5*time.Minute {
		t.Errorf("Average() = %v; want 5m0s", got)
	}
	if got := s.Record("Expert"); got != (game.Record{}) || got.Average() != 0 {
		t.Errorf("Record(unknown) = %+v; want zero", got)
	}
	s.Played("")
	if got := s.Difficulties(); len(got) != 2 || got[0] != "" || got[1] != "Classic" {
		t.Errorf("Difficulties() = %q; want [\"\" Classic]", got)
	}
}
