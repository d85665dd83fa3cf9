package ui

import (
	"context"
	"errors"

	"fyne.io/fyne/v2/lang"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/variant"
)

// Explain works out the solve of the puzzle in play off the UI goroutine and
// shows it step by step on the board; while the explanation is shown it
// closes it instead. A size puzzle it refuses with a message in the status
// line: the explanation's logic knows no letters.
func (w *Window) Explain() {
	g := w.game
	if e := g.Explanation(); e != nil {
		e.Close()
		return
	}
	g.Watch().Stop()
	switch err := g.Allowed(game.ActionExplain); {
	case errors.Is(err, game.ErrVariant):
		w.panel.SetStatus(lang.X("status.explainClassicOnly", "Explain works on classic puzzles only; try Hint."))
		return
	case errors.Is(err, game.ErrNoPuzzle), errors.Is(err, game.ErrEntering):
		return
	case err != nil:
		w.panel.SetStatus(refusal(-1, 9, err))
		return
	}
	puzzle := g.Puzzle()
	w.panel.SetStatus(lang.X("status.explaining", "Working out the solve…"))
	type explained struct {
		steps []logic.Step
		err   error
	}
	runJob(&w.jobs, jobExplain, func(ctx context.Context) explained {
		if vp := variant.Setter(&puzzle); vp != nil && vp.Size != 9 {
			// A grid of another size: the steps that work on any houses.
			sol, err := setterSolution(ctx, vp)
			if err != nil {
				return explained{err: err}
			}
			givens, solution := make([]uint8, vp.Cells()), make([]uint8, vp.Cells())
			for i := range givens {
				givens[i], solution[i] = uint8(vp.Givens[i]), uint8(sol[i])
			}
			return explained{steps: logic.ExplainSized(vp.GameRules(), givens, solution)}
		}
		steps, err := logic.ExplainPuzzle(&puzzle)
		return explained{steps, err}
	}, func(e explained) {
		if now := g.Puzzle(); !now.Equal(&puzzle) || g.Entry() != nil {
			return
		}
		err := e.err
		if err == nil {
			err = g.StartExplain(e.steps)
		}
		if err != nil {
			w.panel.SetStatus(lang.X("status.explainFailed", "Could not explain the solve: {{.Err}}", errData(err)))
		}
	})
}
