package ui

import (
	"context"
	"time"

	"fyne.io/fyne/v2"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// frame is how often at most the solver's search is drawn: at high speeds
// the moves of one frame are handed to the board together.
const frame = time.Second / 60

// WatchSolver shows the solver at work on the board: sudoku.Trace's plain
// backtracking search from the givens of the puzzle in play (or from a blank
// grid when none is in play), every placement and backtrack at the speed
// set in the panel. The search runs in a goroutine that sleeps between moves
// and hands them to the board with fyne.Do; it ends when the grid is solved,
// or when the player taps Stop, presses Escape, starts another game or
// closes the window. Stopping puts the player's board back as it was. While
// the search is shown, WatchSolver stops it instead.
func (w *Window) WatchSolver() {
	g := w.game
	if s := g.Watch(); s != nil {
		s.Stop()
		return
	}
	w.jobs.stop(jobExplain)
	g.SetPaused(false)
	start, err := g.StartWatch()
	if err != nil {
		w.panel.report(err)
		return
	}
	runJob(&w.jobs, jobWatch, func(ctx context.Context) struct{} {
		w.trace(ctx, start)
		return struct{}{}
	}, nil) // the search ended by itself: its grid stays until Close
}

// trace runs sudoku.Trace on start until it is solved or ctx is done,
// sleeping after each move for as long as the speed says and handing the
// moves to the game a frame's worth at a time. It runs on its own
// goroutine and touches the game only through fyne.Do.
func (w *Window) trace(ctx context.Context, start sudoku.Grid) {
	var batch []sudoku.Move
	var due time.Duration
	flush := func() {
		moves := batch
		batch = nil
		fyne.Do(func() {
			if ctx.Err() == nil {
				_ = w.game.Watch().Apply(moves) // moves of Trace from the givens: never refused
			}
		})
	}
	sudoku.Trace(start, func(m sudoku.Move) bool {
		batch = append(batch, m)
		due += time.Duration(float64(time.Second) / float64(w.speed.Load()))
		if due < frame {
			return true
		}
		t := time.NewTimer(due)
		due = 0
		select {
		case <-ctx.Done():
			t.Stop()
			return false
		case <-t.C:
		}
		flush()
		return true
	})
	if len(batch) > 0 && ctx.Err() == nil {
		flush()
	}
}

// setSpeed makes v moves a second the speed of the solver's search, from
// now on.
func (w *Window) setSpeed(v float64) { w.speed.Store(max(int64(v+0.5), minSpeed)) }
