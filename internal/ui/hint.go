package ui

import (
	"context"
	"errors"

	"github.com/sudoku-devs/sudoku/internal/game"
)

// Hint shows the next logical step (see game.ShowHint). The step is worked
// out off the UI goroutine, as it can take tens of milliseconds on the
// hardest positions, and shown back on it through fyne.Do unless the
// position changed meanwhile (a job of no kind).
func (w *Window) Hint() {
	s, err := w.game.AskHint()
	if err != nil {
		w.panel.SetStatus(refusal(-1, 9, err))
		return
	}
	runJob(&w.jobs, noKind, func(context.Context) *game.HintSearch { s.Search(); return s }, func(s *game.HintSearch) {
		if err := s.Show(); err != nil && !errors.Is(err, game.ErrStale) {
			w.panel.SetStatus(refusal(-1, 9, err))
		}
	})
}
