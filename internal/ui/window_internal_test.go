package ui

import (
	"context"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-devs/sudoku/internal/fpuzzles"
	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

const testPuzzle = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

// newTestWindow returns a Window in a test app whose storage is a fresh
// temporary folder (the test app keeps its storage in os.TempDir), once
// the jobs its start began are done. The test driver runs fyne.Do on the
// job's goroutine, so a first game still being made would otherwise start
// while the test goes on, racing it.
func newTestWindow(t *testing.T, dir string, opts Options) *Window {
	t.Helper()
	w := newBusyTestWindow(t, dir, opts)
	w.jobs.Wait()
	return w
}

// newBusyTestWindow is newTestWindow without waiting for the jobs its
// start began, for a test that holds one of them back.
func newBusyTestWindow(t *testing.T, dir string, opts Options) *Window {
	t.Helper()
	t.Setenv("TMPDIR", dir)
	a := test.NewTempApp(t)
	w := NewWindow(a, opts)
	t.Cleanup(w.win.Close)
	return w
}

func TestWindowSavesAndRestores(t *testing.T) {
	dir := t.TempDir()
	w := newTestWindow(t, dir, Options{Puzzle: testPuzzle})
	if got := w.game.Puzzle().String(); got != testPuzzle {
		t.Fatalf("started puzzle %s; want %s", got, testPuzzle)
	}
	_ = w.game.SelectNumber(4)
	test.TapAt(w.board, w.board.CellCenter(2))
	if w.game.Board()[2] != 4 {
		t.Fatal("tap did not place 4 in r1c3")
	}
	// The saver writes off the UI goroutine; wait for it.
	if err := w.saver.Flush(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, saveFile)); err != nil {
		t.Fatalf("no save file after a move: %v", err)
	}
	tmps, _ := filepath.Glob(filepath.Join(dir, saveFile+".tmp-*"))
	if len(tmps) > 0 {
		t.Errorf("temporary files left behind: %v", tmps)
	}

	again := newTestWindow(t, dir, Options{})
	if again.game.Board() != w.game.Board() || again.game.Selected() != 4 {
		t.Errorf("restored board %s, selected %d; want %s, 4", again.game.Board(), again.game.Selected(), w.game.Board())
	}
}

func TestWindowMovesUnreadableSaveAside(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, saveFile)
	if err := os.WriteFile(path, []byte("{not json"), 0o600); err != nil {
		t.Fatal(err)
	}
	w := newTestWindow(t, dir, Options{Seed: 7})
	w.jobs.Wait()
	if !w.game.Status().Started {
		t.Fatal("no new game after an unreadable save")
	}
	if w.win.Canvas().Overlays().Top() == nil {
		t.Error("no dialog tells the player the save could not be read")
	}
	aside, _ := filepath.Glob(path + ".unreadable-*")
	if len(aside) != 1 {
		t.Fatalf("files moved aside: %v; want one", aside)
	}
	if data, _ := os.ReadFile(aside[0]); string(data) != "{not json" {
		t.Errorf("moved-aside file holds %q; want the old contents", data)
	}
}

// TestWindowRejectsBadPuzzleOption starts the window on a saved game with
// a move and a -puzzle that cannot be played: one that does not parse gets a
// dialog and the saved game goes on; one with a duplicate opens in enter mode
// with the reason, the save file stays as it was, and Cancel goes back to the
// saved game.
func TestWindowRejectsBadPuzzleOption(t *testing.T) {
	tests := []struct {
		name, puzzle string
		dialog       bool   // an error dialog says why
		status       string // or the status line does, in enter mode
	}{
		{"bad character", "53..7x" + strings.Repeat(".", 75), true, ""},
		{"duplicate", "11" + strings.Repeat(".", 79), false, "duplicate 1 in row 1 and box 1: row 1, column 1 and row 1, column 2"},
		{"several solutions", "..." + testPuzzle[3:], false, "more than one solution"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			w := newTestWindow(t, dir, Options{Puzzle: testPuzzle})
			_ = w.game.PlaceDigit(2, 4)
			saved := w.game.Board()
			w.closed()

			w = newTestWindow(t, dir, Options{Puzzle: tt.puzzle, Seed: 3})
			w.jobs.Wait()
			if got := w.win.Canvas().Overlays().Top() != nil; got != tt.dialog {
				t.Errorf("error dialog shown %v; want %v", got, tt.dialog)
			}
			if tt.dialog {
				if (w.game.Entry() != nil) || w.game.Board() != saved {
					t.Errorf("entering %v, board %s; want the saved game %s", (w.game.Entry() != nil), w.game.Board(), saved)
				}
				return
			}
			if w.game.Entry() == nil || !strings.Contains(w.panel.Status(), tt.status) {
				t.Errorf("entering %v, status %q; want enter mode and %q", (w.game.Entry() != nil), w.panel.Status(), tt.status)
			}
			f, err := os.Open(filepath.Join(dir, saveFile))
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			onDisk := game.New()
			if err := onDisk.Load(f); err != nil || onDisk.Board() != saved {
				t.Errorf("save file while the refused puzzle is shown: %v, board %s; want the saved game %s", err, onDisk.Board(), saved)
			}
			w.CancelEntered()
			if (w.game.Entry() != nil) || w.game.Board() != saved {
				t.Errorf("after Cancel: entering %v, board %s; want the saved game %s", (w.game.Entry() != nil), w.game.Board(), saved)
			}
		})
	}
}

func TestWindowNewGameIsReproducible(t *testing.T) {
	var puzzles []string
	for range 2 {
		w := newTestWindow(t, t.TempDir(), Options{Seed: 42})
		w.jobs.Wait()
		puzzles = append(puzzles, w.game.Puzzle().String())
	}
	if puzzles[0] != puzzles[1] || strings.Count(puzzles[0], ".") == 0 {
		t.Errorf("seed 42 gave %v; want the same puzzle twice", puzzles)
	}
}

// TestAppIDMatchesFyneApp checks that the ID the app runs with is the one
// FyneApp.toml gives the packaging tool.
func TestAppIDMatchesFyneApp(t *testing.T) {
	data, err := os.ReadFile("../../FyneApp.toml")
	if err != nil {
		t.Fatal(err)
	}
	if want := `ID = "` + AppID + `"`; !strings.Contains(string(data), want) {
		t.Errorf("FyneApp.toml lacks %s", want)
	}
}

// TestWindowWinCountsStats wins a game and checks the dialog, the statistics
// file and that the next start reads them back.
func TestWindowWinCountsStats(t *testing.T) {
	dir := t.TempDir()
	w := newTestWindow(t, dir, Options{Puzzle: testPuzzle})
	if got := w.stats.Record(custom); got.Played != 0 {
		t.Fatalf("a started puzzle with no move counts %d played; want 0", got.Played)
	}
	sol := w.game.Solution()
	for i := range 81 {
		if !(w.game.Puzzle().Givens[i] != 0) {
			if err := w.game.PlaceDigit(i, int(sol[i])); err != nil {
				t.Fatal(err)
			}
		}
	}
	if r := w.stats.Record(custom); r.Won != 1 {
		t.Errorf("after the win: %+v; want one won", r)
	}
	if w.win.Canvas().Overlays().Top() == nil {
		t.Error("no win dialog")
	}
	if !strings.HasPrefix(w.panel.Status(), "Solved in ") {
		t.Errorf("status %q; want Solved in …", w.panel.Status())
	}
	var texts []string
	for _, o := range test.LaidOutObjects(w.win.Canvas().Overlays().Top()) {
		if l, ok := o.(*widget.Label); ok {
			texts = append(texts, l.Text)
		}
	}
	// The clock stopped at the win; under the race detector on a busy
	// machine, placing 51 digits can take a second.
	took := formatDuration(w.game.Status().Elapsed.Truncate(time.Second))
	for _, want := range []string{"Every cell is right, in " + took + ".", "Level: Custom", "Your first win at this level: a personal best."} {
		if !slices.Contains(texts, want) {
			t.Errorf("the win says %q; want %q among them", texts, want)
		}
	}
	w.closed() // what closing the window does; the test closes it at the end
	again := newTestWindow(t, dir, Options{})
	if r := again.stats.Record(custom); r.Played != 1 || r.Won != 1 {
		t.Errorf("statistics read back: %+v; want 1 played, 1 won", r)
	}
}

// TestWindowWinDealsAnother wins a game and takes the win's default
// button: a new puzzle of the level picked, with the board playable.
func TestWindowWinDealsAnother(t *testing.T) {
	w := newTestWindow(t, t.TempDir(), Options{Puzzle: testPuzzle, Seed: 7})
	w.level = logic.Hard
	sol := w.game.Solution()
	for i := range 81 {
		if w.game.Puzzle().Givens[i] == 0 {
			_ = w.game.PlaceDigit(i, int(sol[i]))
		}
	}
	answer(t, w, "New Hard puzzle")
	w.jobs.Wait()
	if st := w.game.Status(); st.Over || st.Difficulty != "Hard" || w.game.Puzzle().String() == testPuzzle {
		t.Errorf("after New Hard puzzle: over %v, difficulty %q, puzzle %s; want a fresh Hard game", st.Over, st.Difficulty, w.game.Puzzle())
	}
}

// answer taps the button labelled label of the dialog on top of w, failing t
// when there is no dialog or no such button.
func answer(t *testing.T, w *Window, label string) {
	t.Helper()
	top := w.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatalf("no dialog to answer %q", label)
	}
	var labels []string
	for _, o := range test.LaidOutObjects(top) {
		if b, ok := o.(*widget.Button); ok {
			if b.Text == label {
				test.Tap(b)
				return
			}
			labels = append(labels, b.Text)
		}
	}
	t.Fatalf("dialog has buttons %q; want %q", labels, label)
}

// TestWindowShowSolutionAsksFirst checks that the solution is shown only
// after the player confirms.
func TestWindowShowSolutionAsksFirst(t *testing.T) {
	w := newTestWindow(t, t.TempDir(), Options{Puzzle: testPuzzle})
	w.ShowSolution()
	if w.game.Status().Over {
		t.Fatal("the solution was shown before the player confirmed")
	}
	answer(t, w, "Show it")
	if !w.game.Status().GaveUp || w.game.Board() != w.game.Solution() {
		t.Errorf("after Yes: gave up %v, board %s; want true, the solution", w.game.Status().GaveUp, w.game.Board())
	}
}

// menuItem returns the item of w's main menu labelled label, failing t
// when there is none.
func menuItem(t *testing.T, w *Window, label string) *fyne.MenuItem {
	t.Helper()
	for _, m := range w.win.MainMenu().Items {
		for _, it := range m.Items {
			if it.Label == label {
				return it
			}
		}
	}
	t.Fatalf("no menu item %q", label)
	return nil
}

// storedSettings returns the settings as w's settings file holds them.
func storedSettings(t *testing.T, w *Window) settings {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(string(w.files.(dirFiles)), settingsFile))
	if err != nil {
		t.Fatal(err)
	}
	var s settings
	if err := json.Unmarshal(data, &s); err != nil {
		t.Fatalf("%s: %v", settingsFile, err)
	}
	return s
}

// TestWindowSettingsPersist changes highlights, the theme and the level
// and checks that a new window reads them from the settings file, and that
// the settings file is the one place they are kept.
func TestWindowSettingsPersist(t *testing.T) {
	w := newTestWindow(t, t.TempDir(), Options{Puzzle: testPuzzle})
	want := game.Highlights{House: true, SameDigit: true}
	w.game.SetHighlights(want)
	menuItem(t, w, "Theme: dark").Action()
	w.SetLevel(logic.Expert)
	if got := storedSettings(t, w); got.Highlights != want || got.Theme != "dark" || got.Level != "Expert" {
		t.Errorf("%s holds %+v; want highlights %+v, theme dark, level Expert", settingsFile, got, want)
	}
	if p := w.app.Preferences(); p.String(prefTheme) != "" || p.String(prefLevel) != "" {
		t.Errorf("Fyne's preferences got theme %q, level %q; want nothing there", p.String(prefTheme), p.String(prefLevel))
	}
	w.app.Settings().SetTheme(theme.DefaultTheme())
	w2 := NewWindow(w.app, Options{Puzzle: testPuzzle})
	t.Cleanup(w2.win.Close)
	if got := w2.game.Status().Highlights; got != want {
		t.Errorf("highlights after restart %+v; want %+v", got, want)
	}
	if w2.level != logic.Expert {
		t.Errorf("level after restart %v; want Expert", w2.level)
	}
	if v := w.app.Settings().Theme().Color(theme.ColorNameBackground, theme.VariantLight); v != theme.DefaultTheme().Color(theme.ColorNameBackground, theme.VariantDark) {
		t.Errorf("theme setting dark: background %v; want the dark one", v)
	}
	if !menuItem(t, w2, "Theme: dark").Checked || menuItem(t, w2, "Theme: light").Checked {
		t.Error("the View menu does not tick Theme: dark after a restart")
	}
}

// TestWindowSettingsFromPreferences starts a window where an older version
// left the settings in Fyne's preferences: it takes them over and writes
// them to the settings file.
func TestWindowSettingsFromPreferences(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("TMPDIR", dir)
	a := test.NewTempApp(t)
	p := a.Preferences()
	p.SetBool(prefHouse, false)
	p.SetBool(prefRegionTint, true)
	p.SetString(prefTheme, "light")
	p.SetString(prefLevel, "Hard")
	p.SetString(prefMode, "killer")
	p.SetFloat(prefWidth, 640)
	p.SetFloat(prefHeight, 800)
	killer, _ := sudoku.Generate(rand.New(rand.NewPCG(1, 1)), sudoku.Killer)
	w := NewWindow(a, Options{Puzzle: fpuzzles.Link(killer, "K")})
	t.Cleanup(w.win.Close)
	w.jobs.Wait() // the killer is opened on a job
	want := settings{
		Highlights: game.Highlights{House: false, SameDigit: true, Conflicts: true},
		RegionTint: true, Theme: "light", Level: "Hard", Mode: "killer", Width: 640, Height: 800,
	}
	if got := storedSettings(t, w); got != want {
		t.Errorf("%s after the first start %+v; want %+v", settingsFile, got, want)
	}
	if w.level != logic.Hard || w.mode != sudoku.Killer || !w.board.tint {
		t.Errorf("window level %v, mode %v, tint %v; want Hard, killer, true", w.level, w.mode, w.board.tint)
	}
}

// TestWindowSettingsUnwritable makes the settings file's folder one that
// cannot be made (a file is in the way: root's writes fail there too): a
// change of setting says so once in the status line, however often it
// fails, and the settings go on in memory; once the folder can be written,
// a change saves them all.
func TestWindowSettingsUnwritable(t *testing.T) {
	w := newTestWindow(t, t.TempDir(), Options{Puzzle: testPuzzle})
	blocker := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(blocker, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := w.saver.Flush(); err != nil { // the game's writer reads w.files too
		t.Fatal(err)
	}
	good := w.files
	w.files = dirFiles(filepath.Join(blocker, "storage"))
	var log strings.Builder
	w.panel.OnStatus = func(msg string) { log.WriteString(msg + "\n") }
	menuItem(t, w, "Theme: dark").Action()
	menuItem(t, w, "Theme: light").Action()
	w.SetLevel(logic.Expert)
	if n := strings.Count(log.String(), "Could not save the settings"); n != 1 {
		t.Errorf("the status line said %d times that the settings are not saved; want once:\n%s", n, log.String())
	}
	if w.settings.Theme != "light" || w.level != logic.Expert {
		t.Errorf("theme %q, level %v in play; want light, Expert", w.settings.Theme, w.level)
	}
	w.files = good
	w.SetMode(sudoku.Killer)
	if got := storedSettings(t, w); got.Theme != "light" || got.Level != "Expert" || got.Mode != "killer" {
		t.Errorf("%s after the folder is back: %+v; want theme light, level Expert, mode killer", settingsFile, got)
	}
	w.files = dirFiles(filepath.Join(blocker, "storage"))
	menuItem(t, w, "Theme: dark").Action()
	if n := strings.Count(log.String(), "Could not save the settings"); n != 2 {
		t.Errorf("after a success and a new failure the status line said %d times that the settings are not saved; want twice", n)
	}
	w.files = good
}

// TestWindowStatusLine plays events in turn and checks the status line after
// each: the window alone decides it from the game's events.
func TestWindowStatusLine(t *testing.T) {
	w := newTestWindow(t, t.TempDir(), Options{Puzzle: testPuzzle})
	g := w.game
	steps := []struct {
		name string
		do   func()
		want string // a prefix
	}{
		{"hint", func() { _ = g.ShowHint() }, "Look at row 1, column 6 (r1c6).\nHidden single: in box 2, 8 fits only in r1c6"},
		{"a move clears it", func() { _ = g.PlaceDigit(5, 8) }, ""},
		{"help with no number", func() { g.SetHelp(true) }, noNumberHelp()},
		{"help off keeps it", func() { g.SetHelp(false) }, noNumberHelp()},
		{"check, all right", func() { g.Check() }, "No wrong digit so far (1 right)."},
		{"pause", func() { g.SetPaused(true) }, pausedText()},
		{"going on clears the pause text", func() { g.SetPaused(false) }, ""},
		{"a wrong digit, then check", func() { _ = g.PlaceDigit(2, 9); g.Check() }, "Your digits: 1 right, 1 wrong, marked in red."},
		{"going on keeps other words", func() { g.SetPaused(true); w.panel.SetStatus("other"); g.SetPaused(false) }, "other"},
	}
	for _, s := range steps {
		s.do()
		if got := w.panel.Status(); !strings.HasPrefix(got, s.want) || (s.want == "" && got != "") {
			t.Errorf("%s: status %q; want %q", s.name, got, s.want)
		}
	}
}

// TestHintOffTheUIGoroutine asks for hints the ways a player does, F1 on
// the board, ? and the panel's Hint button, and checks that each is worked
// out by a job (w.jobs) and then shown; and that a paused game says why it
// gives no hint.
func TestHintOffTheUIGoroutine(t *testing.T) {
	w := newTestWindow(t, t.TempDir(), Options{Puzzle: testPuzzle})
	g := w.game
	const want = "Look at row 1, column 6 (r1c6).\nHidden single: in box 2, 8 fits only in r1c6"
	asks := []struct {
		name string
		ask  func()
	}{
		{"F1", func() { w.board.TypedKey(&fyne.KeyEvent{Name: fyne.KeyF1}) }},
		{"?", func() { w.board.TypedRune('?') }},
		{"the Hint button", func() { w.panel.OnHint() }},
	}
	for _, a := range asks {
		g.Hint().Hide()
		w.panel.SetStatus("")
		a.ask()
		w.jobs.Wait()
		if got := g.Hint().Text(); got != want {
			t.Errorf("%s: HintText() = %q; want %q", a.name, got, want)
		}
		if got := w.panel.Status(); !strings.HasPrefix(got, want) {
			t.Errorf("%s: status %q; want %q", a.name, got, want)
		}
	}
	g.Hint().Hide()
	g.SetPaused(true)
	w.panel.SetStatus("")
	w.board.TypedKey(&fyne.KeyEvent{Name: fyne.KeyF1})
	w.jobs.Wait()
	if got, want := w.panel.Status(), refusal(-1, 9, game.ErrPaused); got != want {
		t.Errorf("F1 while paused: status %q; want %q", got, want)
	}
	if g.Hint().Text() != "" {
		t.Errorf("F1 while paused showed %q", g.Hint().Text())
	}
}

// TestGradeOfOwnPuzzle opens puzzles of the player's own and checks that
// each is graded on a job and then named by its grade and the technique of
// its hardest step, in the title and beside the timer: Easy for the
// singles of testPuzzle; Expert with the rating Sudoku Explainer gives
// (7.1, its forcing chain, which the hints call an alternating inference
// chain, where logic's own estimate is its W-Wing's 4.4) for a puzzle that
// needs a W-Wing; Nightmare (beyond Extreme, see nightmareRating) for
// Easter Monster by logic's estimate, which the window shows when Sudoku
// Explainer's rating does not come within seRateBudget.
func TestGradeOfOwnPuzzle(t *testing.T) {
	setHook(t, &hooks.gradeOffUI, true)
	setHook(t, &hooks.grade, gradeWithER)
	tests := []struct {
		puzzle, want, technique string
		grade                   func(context.Context, sudoku.Grid) (ownGrade, error)
	}{
		{testPuzzle, "Custom · Easy 1.2", "Hidden single", gradeWithER},
		{".3.........5.96..3.1.2..7.6.4.3........1....5..95.416.8......5......12.....9.7...", "Custom · Expert 7.1", "Alternating inference chain", gradeWithER},
		{"1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1", "Custom · Nightmare 11.1", "Nested forcing chain", logicGrade},
	}
	for _, tt := range tests {
		// Fyne's test driver runs fyne.Do on the job's goroutine: the
		// grading waits until the window is built.
		release := make(chan struct{})
		hooks.grade = func(ctx context.Context, g sudoku.Grid) (ownGrade, error) {
			<-release
			return tt.grade(ctx, g)
		}
		w := newBusyTestWindow(t, t.TempDir(), Options{Puzzle: tt.puzzle})
		if got := w.panel.difficulty.Text; got != "Custom" {
			t.Errorf("%s: beside the timer while grading %q; want %q", tt.puzzle, got, "Custom")
		}
		close(release)
		w.jobs.Wait()
		if got := w.panel.difficulty.Text; got != tt.want {
			t.Errorf("%s: beside the timer %q; want %q", tt.puzzle, got, tt.want)
		}
		if got := w.panel.technique.Text; got != tt.technique || !w.panel.technique.Visible() {
			t.Errorf("%s: under it %q (shown: %t); want %q", tt.puzzle, got, w.panel.technique.Visible(), tt.technique)
		}
		if got, want := w.win.Title(), "Sudoku — "+tt.want+": "+tt.technique; got != want {
			t.Errorf("%s: title %q; want %q", tt.puzzle, got, want)
		}
	}
}

// logicGrade is gradeWithER without Sudoku Explainer's rating: the
// window's grade of a puzzle that Sudoku Explainer takes too long to rate.
func logicGrade(_ context.Context, givens sudoku.Grid) (ownGrade, error) {
	d, err := logic.Grade(givens)
	return ownGrade{Difficulty: d}, err
}

// TestSETechnique names Sudoku Explainer's techniques as the hints do.
func TestSETechnique(t *testing.T) {
	tests := []struct {
		se   string
		want string
	}{
		{"Hidden Single", "Hidden single"},
		{"Direct Pointing", "Pointing"},
		{"Direct Hidden Triplet", "Hidden triple"},
		{"Naked Quad", "Naked quad"},
		{"Unique Loop type 3", "Unique rectangle"},
		{"BUG type 2", "BUG+1"},
		{"Bidirectional X-Cycle", "X-Chain"},
		{"Forcing Y-Chain", "XY-Chain"},
		{"Forcing Chain", "Alternating inference chain"},
		{"Aligned Triplet Exclusion", "Aligned triplet exclusion"},
		{"Nishio Forcing Chains", "Nishio forcing chain"},
		{"Region Forcing Chains", "Forcing chain"},
		{"Dynamic Contradiction Forcing Chains", "Dynamic forcing chain"},
		{"Dynamic Double Forcing Chains (+)", "Dynamic forcing chain (+)"},
		{"Dynamic Region Forcing Chains (+ nested)", "Nested forcing chain"},
	}
	for _, tt := range tests {
		if got := (ownGrade{seHardest: tt.se}).hardestName(); got != tt.want {
			t.Errorf("hardestName of %q = %q; want %q", tt.se, got, tt.want)
		}
	}
}

func TestGradeName(t *testing.T) {
	tests := []struct {
		d    logic.Difficulty
		want string
	}{
		{logic.Difficulty{Level: logic.Easy, Rating: 1.2}, "Easy"},
		{logic.Difficulty{Level: logic.Expert, Rating: 4.2}, "Expert"},
		{logic.Difficulty{Level: logic.Extreme, Rating: 8.9}, "Extreme"},
		{logic.Difficulty{Level: logic.Extreme, Rating: 9.0}, "Nightmare"},
		{logic.Difficulty{Level: logic.Extreme, Rating: 11.9}, "Nightmare"},
	}
	for _, tt := range tests {
		if got := gradeName(tt.d); got != tt.want {
			t.Errorf("gradeName(%+v) = %q; want %q", tt.d, got, tt.want)
		}
	}
}

// TestBring answers a second launch: with no puzzle the status line says
// the game was already open; with one, it is played as -puzzle plays it,
// asking first when the game in play has moves.
func TestBring(t *testing.T) {
	w := newTestWindow(t, t.TempDir(), Options{Puzzle: testPuzzle})
	w.Bring("")
	if got, want := w.panel.Status(), "The game was already open: here it is."; got != want {
		t.Errorf("Bring(\"\"): status %q; want %q", got, want)
	}
	_ = w.game.PlaceDigit(2, 4)
	other := testPuzzle[:3] + "6" + testPuzzle[4:] // r1c4's 6 given too
	w.Bring(other)
	w.jobs.Wait()
	answer(t, w, "Leave it")
	if got := w.game.Puzzle().String(); got != other {
		t.Errorf("after Bring(puzzle) and Leave it: puzzle %s; want %s", got, other)
	}
}

// TestUnsavedMark feeds the window the results of writes of the game: a
// failure shows the "Not saved" mark and says why once, the same failure
// again says nothing more, a click on the mark says it again, and a
// success hides the mark and says the game is saved again.
func TestUnsavedMark(t *testing.T) {
	w := newTestWindow(t, t.TempDir(), Options{Puzzle: testPuzzle})
	full := errors.New("no space left on device")
	w.wroteGame(full)
	if !w.panel.unsaved.Visible() || !strings.Contains(w.panel.Status(), "no space left on device") {
		t.Fatalf("after a failed write: mark shown %v, status %q; want the mark and the reason", w.panel.unsaved.Visible(), w.panel.Status())
	}
	w.panel.SetStatus("")
	w.wroteGame(full)
	if w.panel.Status() != "" {
		t.Errorf("the same failure again said %q; want it said once", w.panel.Status())
	}
	test.Tap(&w.panel.unsaved.Button)
	if !strings.Contains(w.panel.Status(), "no space left on device") {
		t.Errorf("a click on the mark: status %q; want the reason", w.panel.Status())
	}
	w.wroteGame(nil)
	if w.panel.unsaved.Visible() || !strings.HasPrefix(w.panel.Status(), "The game is saved again") {
		t.Errorf("after a write that worked: mark shown %v, status %q; want it gone and the word", w.panel.unsaved.Visible(), w.panel.Status())
	}
}

// TestNewGameStopsGrading opens a puzzle of the player's own whose grade
// never ends by itself, then deals a new puzzle: the grade's context is
// done, the job is no longer recorded, and the new game is named by its
// level, not by the grade of the puzzle left.
func TestNewGameStopsGrading(t *testing.T) {
	setHook(t, &hooks.gradeOffUI, true)
	started, stopped := make(chan struct{}), make(chan struct{})
	setHook(t, &hooks.grade, func(ctx context.Context, _ sudoku.Grid) (ownGrade, error) {
		close(started)
		<-ctx.Done()
		close(stopped)
		return ownGrade{}, ctx.Err()
	})
	w := newBusyTestWindow(t, t.TempDir(), Options{Puzzle: testPuzzle, Seed: 5})
	<-started
	if !w.jobs.runs(jobGrade) {
		t.Fatal("no grade under way for the puzzle opened")
	}
	w.newGame()
	select {
	case <-stopped:
	case <-time.After(10 * time.Second): // a bound on a hang, not a benchmark
		t.Fatal("a new game did not stop the grade under way")
	}
	w.jobs.Wait()
	if w.jobs.runs(jobGrade) || w.grading != (sudoku.Grid{}) {
		t.Errorf("after New: grading recorded %v, grading %v; want neither", w.jobs.runs(jobGrade), w.grading)
	}
	if got := w.panel.difficulty.Text; strings.HasPrefix(got, "Custom") {
		t.Errorf("the new game is named %q; want its level", got)
	}
}
