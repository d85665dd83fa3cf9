package ui

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// won says the game is won: the status line, and a dialog beside the solved
// board with the time, the level and whether it is a personal best, whose
// default button (Return) deals a new puzzle of the kind and level picked
// for the next game, as New would.
func (w *Window) won() {
	t := w.game.Status().Elapsed.Truncate(time.Second)
	diff := w.game.Status().Difficulty
	prev := w.stats.Record(diff)
	best := w.stats.Won(diff, t)
	date := w.game.Status().Daily
	if date != "" {
		_ = w.stats.SolvedDaily(date) // a date the window set (SetDaily) is one
	}
	practisedTech, practice := practised(diff)
	practisedKind, practiceKind := practisedKind(diff)
	unaided := (practice || practiceKind) && !w.game.Status().Helped
	switch {
	case unaided && practice:
		w.stats.SolvedUnaided(practisedTech.Key())
	case unaided:
		w.stats.SolvedUnaided(kindPracticeKey(practisedKind))
	}
	w.saveStats()
	data := map[string]any{"Time": formatDuration(t), "Best": formatDuration(prev.Best), "Level": difficultyName(diff)}
	var record string
	switch {
	case best && prev.Won > 0:
		record = lang.X("won.newBest", "A new personal best! It was {{.Best}}.", data)
	case best:
		record = lang.X("won.first", "Your first win at this level: a personal best.", data)
	default:
		record = lang.X("won.notBest", "Your best is {{.Best}}.", data)
	}
	w.panel.SetStatus(lang.X("status.solved", "Solved in {{.Time}}!", data))
	head := widget.NewLabelWithStyle(lang.X("won.time", "Every cell is right, in {{.Time}}.", data), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	head.SizeName = theme.SizeNameSubHeadingText
	level := widget.NewLabelWithStyle(lang.X("won.level", "Level: {{.Level}}", data), fyne.TextAlignCenter, fyne.TextStyle{})
	mark := widget.NewLabelWithStyle(record, fyne.TextAlignCenter, fyne.TextStyle{Bold: best})
	lines := container.NewVBox(head, level, mark)
	if unaided {
		name := setterName(practisedKind)
		if practice {
			name = techniqueName(practisedTech)
		}
		lines.Add(widget.NewLabelWithStyle(lang.X("won.unaided", "Without a hint: {{.Technique}} is marked as learnt in the trainer.",
			map[string]any{"Technique": name}), fyne.TextAlignCenter, fyne.TextStyle{}))
	}
	if date != "" {
		lines.Add(widget.NewLabelWithStyle(lang.X("won.daily", "The daily puzzle of {{.Date}}: days solved in a row: {{.Days}}.",
			map[string]any{"Date": date, "Days": w.stats.DailyStreak(hooks.today())}), fyne.TextAlignCenter, fyne.TextStyle{}))
	}
	another := lang.X("won.another", "New {{.Level}} puzzle", map[string]any{"Level": difficultyName(w.nextDifficulty())})
	w.askWith(lang.X("won.title", "Solved"), lines, another, lang.X("dialog.close", "Close"), w.newGame, nil)
}

// loadStats reads the statistics from the app's storage; unreadable ones are
// moved aside and the player is told.
func (w *Window) loadStats() {
	w.readFile(statsFile, w.stats.Load, lang.X("error.statsUnreadable", "The statistics could not be read, so they start afresh"))
}

// saveStats writes the statistics, atomically; a failure is said once (see
// sayUnwritten).
func (w *Window) saveStats() {
	if w.files == nil {
		return
	}
	w.sayUnwritten(statsFile, w.writeFile(statsFile, w.stats.Save))
}

// ShowStats shows the statistics per difficulty in a dialog.
func (w *Window) ShowStats() {
	diffs := w.stats.Difficulties()
	if len(diffs) == 0 {
		w.showInfo(lang.X("stats.title", "Statistics"), lang.X("stats.none", "No games played yet."))
		return
	}
	// One column of labels per field, each as wide as its widest: the
	// difficulties' names differ in length far more than the figures.
	cols := make([]*fyne.Container, 5)
	for k, h := range []string{lang.X("stats.difficulty", "Difficulty"), lang.X("stats.played", "Played"),
		lang.X("stats.won", "Won"), lang.X("stats.best", "Best"), lang.X("stats.average", "Average")} {
		cols[k] = container.NewVBox(widget.NewLabelWithStyle(h, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	}
	for _, d := range diffs {
		r := w.stats.Record(d)
		best, avg := "–", "–"
		if r.Won > 0 {
			best, avg = formatDuration(r.Best), formatDuration(r.Average())
		}
		for k, s := range []string{difficultyName(d), fmt.Sprint(r.Played), fmt.Sprint(r.Won), best, avg} {
			align := fyne.TextAlignTrailing
			if k == 0 {
				align = fyne.TextAlignLeading
			}
			cols[k].Add(widget.NewLabelWithStyle(s, align, fyne.TextStyle{}))
		}
	}
	table := container.NewHBox(cols[0], cols[1], cols[2], cols[3], cols[4])
	scroll := container.NewVScroll(table)
	scroll.SetMinSize(fyne.NewSize(table.MinSize().Width, min(table.MinSize().Height, 360)))
	w.showClosing(dialog.NewCustom(lang.X("stats.title", "Statistics"), lang.X("dialog.close", "Close"), scroll, w.win))
}
