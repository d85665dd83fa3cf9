package ui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-devs/sudoku/internal/daily"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// dailyButtons returns the day buttons of the dialog on top of w, by label.
func dailyButtons(t *testing.T, w *Window) map[string]*widget.Button {
	t.Helper()
	top := w.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no dialog open")
	}
	out := map[string]*widget.Button{}
	for _, o := range test.LaidOutObjects(top) {
		if b, ok := o.(*widget.Button); ok {
			out[b.Text] = b
		}
	}
	return out
}

// TestDaily opens the calendar on Tuesday 2026-12-01: four weeks of days
// up to today, today's button the default one; Play today's starts the
// date's puzzle (the one package daily pins) as the daily puzzle, named in
// the title. Solving it marks the day solved in the calendar and counts the
// streak; a day's button plays that day's puzzle, and the puzzle in play
// goes on when its own day is picked again.
func TestDaily(t *testing.T) {
	setHook(t, &hooks.today, func() time.Time { return time.Date(2026, 12, 1, 9, 30, 0, 0, time.Local) })
	w := newTestWindow(t, t.TempDir(), Options{Puzzle: testPuzzle})
	menuItem(t, w, "Daily puzzle…").Action()
	days := dailyButtons(t, w)
	// Mon 9 November to Sun 6 December: the 2nd to the 6th are to come.
	for _, d := range []string{"9", "10", "30", "1"} {
		if days[d] == nil {
			t.Errorf("no button for day %s; buttons %v", d, keys(days))
		}
	}
	for _, d := range []string{"2", "8"} {
		if days[d] != nil {
			t.Errorf("a button for day %s, which is not in the four weeks up to 1 December", d)
		}
	}
	if days["1"] != nil && days["1"].Importance != widget.HighImportance {
		t.Error("today's button does not stand out")
	}
	answer(t, w, "Play today's")
	w.jobs.Wait()
	const want = "93......5.....9.6.4...327...9.1..4..6.......7..1..7.5...352...9.8.4.....5......83"
	if st := w.game.Status(); w.game.Puzzle().Givens.String() != want || st.Daily != "2026-12-01" || st.Difficulty != "Medium" {
		t.Fatalf("after Play today's: puzzle %s, daily %q, difficulty %q; want %s, 2026-12-01, Medium", w.game.Puzzle().Givens, st.Daily, st.Difficulty, want)
	}
	if title := w.win.Title(); !strings.Contains(title, "Daily 2026-12-01") {
		t.Errorf("title %q; want it to name the daily puzzle's date", title)
	}
	sol := w.game.Solution()
	for i := range 81 {
		if w.game.Puzzle().Givens[i] == 0 {
			_ = w.game.PlaceDigit(i, int(sol[i]))
		}
	}
	if !w.stats.DailySolved("2026-12-01") || w.stats.DailyStreak(hooks.today()) != 1 {
		t.Errorf("after solving: solved %v, streak %d; want true, 1", w.stats.DailySolved("2026-12-01"), w.stats.DailyStreak(hooks.today()))
	}
	answer(t, w, "Close") // the win

	menuItem(t, w, "Daily puzzle…").Action()
	days = dailyButtons(t, w)
	if days["1"] == nil || days["1"].Icon != theme.ConfirmIcon() || days["30"].Icon != nil {
		t.Error("the calendar does not mark the 1st, and only it, solved")
	}
	test.Tap(days["30"])
	w.jobs.Wait()
	if st := w.game.Status(); st.Daily != "2026-11-30" || st.Difficulty != "Easy" {
		t.Errorf("after tapping the 30th: daily %q, difficulty %q; want 2026-11-30, Easy", st.Daily, st.Difficulty)
	}
	_ = w.game.PlaceDigit(firstOpen(w), 1) // a move: the game is in progress
	board := w.game.Board()
	w.PlayDaily(time.Date(2026, 11, 30, 0, 0, 0, 0, time.UTC), sudoku.Classic)
	if w.win.Canvas().Overlays().Top() != nil || w.game.Board() != board {
		t.Error("picking the day in play asked a question or changed the board; want the game to go on")
	}
	if got := w.panel.status.Text; !strings.Contains(got, "already the daily puzzle of 2026-11-30") {
		t.Errorf("status %q; want it to say the day's puzzle is in play", got)
	}
}

func firstOpen(w *Window) int {
	for i, d := range w.game.Board() {
		if d == 0 {
			return i
		}
	}
	return -1
}

func keys[V any](m map[string]V) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

// TestCalendarTitle names the months and year the calendar shows.
func TestCalendarTitle(t *testing.T) {
	day := func(s string) time.Time { d, _ := time.Parse("2006-01-02", s); return d }
	for _, tt := range []struct{ first, last, want string }{
		{"2026-11-02", "2026-11-29", "November 2026"},
		{"2026-11-09", "2026-12-01", "November – December 2026"},
		{"2026-12-14", "2027-01-05", "December – January 2027"},
	} {
		if got := calendarTitle(day(tt.first), day(tt.last)); got != tt.want {
			t.Errorf("calendarTitle(%s, %s) = %q; want %q", tt.first, tt.last, got, tt.want)
		}
	}
	setHook(t, &hooks.today, func() time.Time { return day("2026-12-01") })
	w := newTestWindow(t, t.TempDir(), Options{Puzzle: testPuzzle})
	w.ShowDaily()
	if got := topDialogText(w); !strings.Contains(got, "November – December 2026") {
		t.Errorf("the calendar says %q; want the months and the year", got)
	}
}

// TestDailyKinds picks Killer in the calendar's kind select and plays
// today's: the game is the daily killer of the date (daily.MakeVariant's),
// at the weekday's level, counted as the day's daily puzzle; the select
// starts on the kind of new puzzles.
func TestDailyKinds(t *testing.T) {
	old := hooks.today
	hooks.today = func() time.Time { return time.Date(2026, 12, 3, 9, 0, 0, 0, time.Local) } // a Thursday: Hard
	t.Cleanup(func() { hooks.today = old })
	w := newTestWindow(t, t.TempDir(), Options{Puzzle: testPuzzle})
	w.SetMode(sudoku.XVariant)
	menuItem(t, w, "Daily puzzle…").Action()
	var kind *widget.Select
	for _, o := range test.LaidOutObjects(w.win.Canvas().Overlays().Top()) {
		if s, ok := o.(*widget.Select); ok {
			kind = s
		}
	}
	if kind == nil {
		t.Fatal("the calendar has no select of the kind of puzzle")
	}
	if got := kind.Selected; got != "X" {
		t.Errorf("the kind select starts on %q; want X, the kind of new puzzles", got)
	}
	kind.SetSelected(variantName(sudoku.Killer))
	answer(t, w, "Play today's")
	w.jobs.Wait()
	want, err := daily.MakeVariant(t.Context(), time.Date(2026, 12, 3, 0, 0, 0, 0, time.UTC), sudoku.Killer)
	if err != nil {
		t.Fatal(err)
	}
	p := w.game.Puzzle()
	if st := w.game.Status(); st.Daily != "2026-12-03" || st.Difficulty != "killer Hard" || p.Givens != want.Givens || len(p.Cages) != len(want.Cages) {
		t.Errorf("daily %q, difficulty %q, %d cages; want 2026-12-03, killer Hard and the daily killer's %d cages", st.Daily, st.Difficulty, len(p.Cages), len(want.Cages))
	}
	if title := w.win.Title(); !strings.Contains(title, "Daily 2026-12-03 · Killer · Hard") {
		t.Errorf("title %q; want it to name the daily killer", title)
	}
}
