package ui

import (
	"context"
	"slices"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-devs/sudoku/internal/daily"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// dailyWeeks is how many weeks the daily puzzle's calendar shows, the
// current one last.
const dailyWeeks = 4

// ShowDaily shows the calendar of the daily puzzles: the last four weeks,
// Monday to Sunday, up to today (the player's local date), each solved day
// marked, a select of the kind of puzzle (Classic, killer, jigsaw, X or a
// mix; the kind of new puzzles at first), the streak of days solved in a
// row and the level of each weekday. Its default button (Return) plays
// today's puzzle of that kind; a day's button plays that day's (see
// PlayDaily).
func (w *Window) ShowDaily() {
	today := dateOnly(hooks.today())
	first := today.AddDate(0, 0, -(int(today.Weekday())+6)%7-7*(dailyWeeks-1)) // the Monday three weeks back
	var chosen time.Time
	var d *dialog.ConfirmDialog
	cells := make([]fyne.CanvasObject, 0, 7*(dailyWeeks+1))
	for k := range 7 {
		day := first.AddDate(0, 0, k)
		cells = append(cells, widget.NewLabelWithStyle(weekdayName(day.Weekday()), fyne.TextAlignCenter, fyne.TextStyle{Bold: true}))
	}
	for day := first; len(cells) < cap(cells); day = day.AddDate(0, 0, 1) {
		if day.After(today) {
			cells = append(cells, layout.NewSpacer())
			continue
		}
		b := widget.NewButton(strconv.Itoa(day.Day()), func() {
			chosen = day
			d.Hide()
		})
		if w.stats.DailySolved(day.Format(daily.DateLayout)) {
			b.SetIcon(theme.ConfirmIcon())
		}
		if day.Equal(today) {
			b.Importance = widget.HighImportance
		}
		cells = append(cells, b)
	}
	streak := widget.NewLabel(lang.X("daily.streak", "Days solved in a row: {{.Days}}. Each day has a puzzle of its own, the same for every player.",
		map[string]any{"Days": w.stats.DailyStreak(today)}))
	streak.Wrapping = fyne.TextWrapWord
	levels := widget.NewLabel(lang.X("daily.levels", "Monday Easy, Tuesday and Wednesday Medium, Thursday and Friday Hard, Saturday Expert, Sunday Extreme."))
	levels.Wrapping = fyne.TextWrapWord
	levels.SizeName = theme.SizeNameCaptionText
	grid := container.NewGridWithColumns(7, cells...)
	month := widget.NewLabelWithStyle(calendarTitle(first, today), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	kind := w.dailyKindSelect()
	content := container.NewVBox(month, grid, kind, streak, levels)
	d = dialog.NewCustomConfirm(lang.X("daily.title", "Daily puzzle"), lang.X("daily.today", "Play today's"), lang.X("dialog.close", "Close"),
		content, func(ok bool) {
			if ok {
				chosen = today
			}
		}, w.win)
	// Wrapped labels ask for no width: give the two lines of words room
	// (420 px) and the dialog's title and buttons theirs (160 px).
	d.Resize(fyne.NewSize(max(grid.MinSize().Width+4*theme.Padding(), 420), content.MinSize().Height+160))
	w.showDialog(d, func() {
		if !chosen.IsZero() {
			w.PlayDaily(chosen, dailyKinds[max(kind.SelectedIndex(), 0)])
		}
	})
}

// dailyKinds are the kinds of daily puzzle the calendar offers: those of
// New but Size, whose puzzles have no levels.
var dailyKinds = func() []sudoku.Variant {
	var out []sudoku.Variant
	for _, v := range modeVariants {
		if v != sudoku.SizeVariant {
			out = append(out, v)
		}
	}
	return out
}()

// dailyKindSelect returns the calendar's select of the kind of daily
// puzzle, on the kind of new puzzles (Classic for Size).
func (w *Window) dailyKindSelect() *widget.Select {
	names := make([]string, len(dailyKinds))
	for i, v := range dailyKinds {
		names[i] = variantName(v)
	}
	s := widget.NewSelect(names, nil)
	s.SetSelectedIndex(max(slices.Index(dailyKinds, w.mode), 0))
	return s
}

// PlayDaily starts the daily puzzle of kind v (Classic, or a variant of
// New's but Size) of date (its year, month and day), made off the UI
// goroutine (daily.MakeVariant; docs/benchmarks.md has its time), asking
// first before a game with moves is left. When that puzzle is already in
// play, the game simply goes on. Every kind's daily puzzle counts the day
// solved.
func (w *Window) PlayDaily(date time.Time, v sudoku.Variant) {
	key := date.Format(daily.DateLayout)
	if st := w.game.Status(); st.Daily == key && w.game.Puzzle().Variant() == v && !st.Over && w.game.Entry() == nil {
		w.panel.SetStatus(lang.X("status.dailyInPlay", "This is already the daily puzzle of {{.Date}}: play on.", map[string]any{"Date": key}))
		return
	}
	w.unlessInProgress(func() {
		level := daily.Level(date)
		difficulty, name := level.String(), levelName(level)
		if v != sudoku.Classic {
			difficulty, name = variantDifficulty(v, level), difficultyName(variantDifficulty(v, level))
		}
		working := lang.X("status.makingDaily", "Making the daily puzzle of {{.Date}}…", map[string]any{"Date": key})
		w.newGameJob(working, difficulty, key, func(ctx context.Context) (sudoku.Puzzle, sudoku.Grid, error) {
			p, err := daily.MakeVariant(ctx, date, v)
			return p.Sudoku(), p.Solution, err
		}, func(givens int) string {
			return lang.X("status.newDaily", "The daily puzzle of {{.Date}}: {{.Level}}, {{.Givens}} givens, the same for every player.",
				map[string]any{"Date": key, "Level": name, "Givens": givens})
		})
	})
}

// dateOnly returns t's year, month and day at noon UTC: a date that
// AddDate moves by whole days whatever the time zone's changes.
func dateOnly(t time.Time) time.Time {
	return time.Date(t.Year(), t.Month(), t.Day(), 12, 0, 0, 0, time.UTC)
}

// weekdayName returns the short name of d in the player's language, "Mon".
func weekdayName(d time.Weekday) string {
	switch d {
	case time.Monday:
		return lang.X("weekday.mon", "Mon")
	case time.Tuesday:
		return lang.X("weekday.tue", "Tue")
	case time.Wednesday:
		return lang.X("weekday.wed", "Wed")
	case time.Thursday:
		return lang.X("weekday.thu", "Thu")
	case time.Friday:
		return lang.X("weekday.fri", "Fri")
	case time.Saturday:
		return lang.X("weekday.sat", "Sat")
	}
	return lang.X("weekday.sun", "Sun")
}

// monthName returns the name of month m in the player's language,
// "November".
func monthName(m time.Month) string {
	switch m {
	case time.January:
		return lang.X("month.jan", "January")
	case time.February:
		return lang.X("month.feb", "February")
	case time.March:
		return lang.X("month.mar", "March")
	case time.April:
		return lang.X("month.apr", "April")
	case time.May:
		return lang.X("month.may", "May")
	case time.June:
		return lang.X("month.jun", "June")
	case time.July:
		return lang.X("month.jul", "July")
	case time.August:
		return lang.X("month.aug", "August")
	case time.September:
		return lang.X("month.sep", "September")
	case time.October:
		return lang.X("month.oct", "October")
	case time.November:
		return lang.X("month.nov", "November")
	case time.December:
		return lang.X("month.dec", "December")
	}
	return m.String()
}

// calendarTitle names the months and year from first to last, the days a
// calendar shows: "November 2026", or "November – December 2026" (across
// a new year, the year of last).
func calendarTitle(first, last time.Time) string {
	if first.Month() == last.Month() {
		return lang.X("daily.month", "{{.Month}} {{.Year}}", map[string]any{"Month": monthName(last.Month()), "Year": last.Year()})
	}
	return lang.X("daily.months", "{{.From}} – {{.To}} {{.Year}}",
		map[string]any{"From": monthName(first.Month()), "To": monthName(last.Month()), "Year": last.Year()})
}
