package ui

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// won counts the win in the statistics and tells the player the time and
// whether it is a personal best.
func (w *Window) won() {
	t := w.game.Status().Elapsed.Truncate(time.Second)
	diff := w.game.Status().Difficulty
	prev := w.stats.Record(diff)
	best := w.stats.Won(diff, t)
	w.saveStats()
	data := map[string]any{"Time": formatDuration(t), "Best": formatDuration(prev.Best)}
	var msg string
	switch {
	case best && prev.Won > 0:
		msg = lang.X("won.newBest", "Well done: every cell is right, in {{.Time}}.\nA new personal best! (It was {{.Best}}.)\nClick New (or press Ctrl+N) for another puzzle.", data)
	case best:
		msg = lang.X("won.first", "Well done: every cell is right, in {{.Time}}.\nYour first win: a personal best.\nClick New (or press Ctrl+N) for another puzzle.", data)
	default:
		msg = lang.X("won.notBest", "Well done: every cell is right, in {{.Time}}.\nYour best is {{.Best}}.\nClick New (or press Ctrl+N) for another puzzle.", data)
	}
	w.panel.SetStatus(lang.X("status.solved", "Solved in {{.Time}}!", data))
	w.showInfo(lang.X("won.title", "Solved"), msg)
}

// loadStats reads the statistics from the app's storage; unreadable ones are
// moved aside and the player is told.
func (w *Window) loadStats() {
	w.readFile(statsFile, w.stats.Load, lang.X("error.statsUnreadable", "The statistics could not be read, so they start afresh"))
}

func (w *Window) saveStats() {
	if w.dir == "" {
		return
	}
	if err := w.writeFile(statsFile, w.stats.Save); err != nil {
		w.panel.SetStatus(lang.X("status.statsFailed", "Could not save the statistics: {{.Err}}", errData(err)))
	}
}

// ShowStats shows the statistics per difficulty in a dialog.
func (w *Window) ShowStats() {
	diffs := w.stats.Difficulties()
	if len(diffs) == 0 {
		w.showInfo(lang.X("stats.title", "Statistics"), lang.X("stats.none", "No games played yet."))
		return
	}
	cells := []fyne.CanvasObject{}
	for _, h := range []string{lang.X("stats.difficulty", "Difficulty"), lang.X("stats.played", "Played"),
		lang.X("stats.won", "Won"), lang.X("stats.best", "Best"), lang.X("stats.average", "Average")} {
		cells = append(cells, widget.NewLabelWithStyle(h, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	}
	for _, d := range diffs {
		r := w.stats.Record(d)
		name := difficultyName(d)
		best, avg := "–", "–"
		if r.Won > 0 {
			best, avg = formatDuration(r.Best), formatDuration(r.Average())
		}
		for _, s := range []string{name, fmt.Sprint(r.Played), fmt.Sprint(r.Won), best, avg} {
			cells = append(cells, widget.NewLabel(s))
		}
	}
	w.showClosing(dialog.NewCustom(lang.X("stats.title", "Statistics"), lang.X("dialog.close", "Close"), container.NewGridWithColumns(5, cells...), w.win))
}
