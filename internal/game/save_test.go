package game_test

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// TestSaveLoadEverything saves a game with notes, history, timer and the
// cursor, and checks that the loaded game is the same, down to what Undo and
// Redo do next.
func TestSaveLoadEverything(t *testing.T) {
	g, _ := newGame(t)
	clk := &fakeClock{now: time.Unix(0, 0)}
	g.SetClock(clk.read)
	_ = g.Start(sudoku.Puzzle{Givens: g.Puzzle().Givens}, g.Solution())
	g.SetDifficulty("Classic")
	_ = g.Marks().ToggleNote(r1c4, 6)
	_ = g.Marks().FillNotes()
	_ = g.PlaceDigit(r1c3, 4)
	_ = g.PlaceDigit(r2c2, 7)
	_ = g.Undo() // one step to redo
	g.Selection().Set(r1c4)
	g.Marks().SetPen(game.LayerCentre)
	clk.advance(95 * time.Second)
	var buf bytes.Buffer
	if err := g.Save(&buf); err != nil {
		t.Fatal(err)
	}

	h := game.New()
	h.SetClock(clk.read)
	if err := h.Load(bytes.NewReader(buf.Bytes())); err != nil {
		t.Fatalf("Load(Save()) = %v", err)
	}
	if snap(h) != snap(g) {
		t.Errorf("loaded board %s; want %s, with the same notes", h.Board(), g.Board())
	}
	if h.Selection().Cursor() != r1c4 || !(h.Marks().Pen() == game.LayerCentre) || h.Status().Difficulty != "Classic" || h.Status().Elapsed != 95*time.Second {
		t.Errorf("loaded cursor %d, notes mode %v, difficulty %q, time %v; want %d, true, Classic, 1m35s",
			h.Selection().Cursor(), (h.Marks().Pen() == game.LayerCentre), h.Status().Difficulty, h.Status().Elapsed, r1c4)
	}
	// The loaded game is paused: its timer runs on only once resumed.
	if !h.Status().Paused || !h.Status().Restored {
		t.Errorf("loaded Paused = %v, Restored = %v; want true, true", h.Status().Paused, h.Status().Restored)
	}
	clk.advance(time.Hour)
	h.SetPaused(false)
	clk.advance(5 * time.Second)
	if h.Status().Elapsed != 100*time.Second {
		t.Errorf("loaded timer does not run on once resumed: %v; want 1m40s", h.Status().Elapsed)
	}
	// The history goes on as it would have.
	for _, op := range []struct {
		name string
		do   func(*game.Game) error
	}{
		{"Redo", (*game.Game).Redo},
		{"Undo", (*game.Game).Undo},
		{"Undo", (*game.Game).Undo},
		{"Undo", (*game.Game).Undo},
		{"Undo", (*game.Game).Undo},
	} {
		errG, errH := op.do(g), op.do(h)
		if errG != errH || snap(g) != snap(h) {
			t.Fatalf("%s: original %v board %s, loaded %v board %s", op.name, errG, g.Board(), errH, h.Board())
		}
	}
	if h.Board() != h.Puzzle().Givens || (h.Allowed(game.ActionUndo) == nil) {
		t.Errorf("after undoing everything: board %s, undo allowed %v; want the puzzle, false", h.Board(), (h.Allowed(game.ActionUndo) == nil))
	}
}

// TestLoadVersion1 reads a document of the first release.
func TestLoadVersion1(t *testing.T) {
	board := "534." + puzzleText[4:]
	doc := `{"version": 1, "puzzle": "` + puzzleText + `", "solution": "` + solutionText +
		`", "board": "` + board + `", "selected": 3, "help": true}`
	g := game.New()
	if err := g.Load(strings.NewReader(doc)); err != nil {
		t.Fatalf("Load(version 1) = %v", err)
	}
	if g.Board()[r1c3] != 4 || g.Selected() != 3 || !g.Status().Help || g.Selection().Cursor() != -1 || (g.Allowed(game.ActionUndo) == nil) || g.Status().Elapsed > time.Second {
		t.Errorf("version 1: r1c3 %d, selected %d, help %v, cursor %d, undo allowed %v, time %v; want 4, 3, true, -1, false, 0",
			g.Board()[r1c3], g.Selected(), g.Status().Help, g.Selection().Cursor(), (g.Allowed(game.ActionUndo) == nil), g.Status().Elapsed)
	}
}

func TestLoadRefusesBadHistory(t *testing.T) {
	g, _ := newGame(t)
	_ = g.PlaceDigit(r1c3, 4)
	_ = g.Marks().ToggleNote(r1c4, 2)
	var buf bytes.Buffer
	_ = g.Save(&buf)
	saved := buf.String()
	// Notes {2} on r1c3, which holds 4; the later "notes" key wins.
	notes := "0,0,4," + strings.Repeat("0,", 77) + "0"
	tests := []struct {
		name, doc, wantErr string
	}{
		{"history does not lead to the board", strings.Replace(saved, `"d": 4`, `"d": 5`, 1), "saved game: undo history does not match the board at r1c3"},
		{"history changes a given", strings.Replace(saved, `"cell": 2`, `"cell": 0`, 1), "saved game: history changes given r1c1"},
		{"cell out of range", strings.Replace(saved, `"cell": 2`, `"cell": 81`, 1), "saved game: undo history: cell 81 out of range 0-80"},
		{"too few notes", strings.Replace(saved, `"cursor"`, `"notes": [1, 2],`+"\n"+`"cursor"`, 1), "saved game: 2 cells of notes; want 81"},
		{"notes beside a digit", strings.Replace(saved, `"cursor"`, `"notes": [`+notes+`],`+"\n"+`"cursor"`, 1), "saved game: r1c3 has both a digit and notes"},
	}
	for _, tt := range tests {
		h := game.New()
		err := h.Load(strings.NewReader(tt.doc))
		if err == nil || err.Error() != tt.wantErr {
			t.Errorf("Load(%s) = %v; want %q", tt.name, err, tt.wantErr)
		}
		if h.Status().Started {
			t.Errorf("Load(%s) failed but started a game", tt.name)
		}
	}
}

func TestStatsSaveLoad(t *testing.T) {
	var s game.Stats
	s.Played("Classic")
	s.Won("Classic", 90*time.Second)
	s.Played("")
	s.SolvedUnaided("technique.xWing")
	s.SolvedUnaided("constraint.thermo") // a kind of constraint practised
	var buf bytes.Buffer
	if err := s.Save(&buf); err != nil {
		t.Fatal(err)
	}
	var u game.Stats
	if err := u.Load(bytes.NewReader(buf.Bytes())); err != nil {
		t.Fatalf("Load(Save()) = %v", err)
	}
	for _, d := range []string{"Classic", ""} {
		if u.Record(d) != s.Record(d) {
			t.Errorf("loaded Record(%q) = %+v; want %+v", d, u.Record(d), s.Record(d))
		}
	}
	if !u.Unaided("technique.xWing") || u.Unaided("technique.swordfish") || !u.Unaided("constraint.thermo") {
		t.Errorf("loaded Unaided(xWing, swordfish, thermo) = %v, %v, %v; want true, false, true",
			u.Unaided("technique.xWing"), u.Unaided("technique.swordfish"), u.Unaided("constraint.thermo"))
	}
	bad := []struct{ name, doc, wantErr string }{
		{"not json", "[", "statistics: unexpected EOF"},
		{"version", `{"version": 7}`, "statistics: version 7; want 1"},
		{"more won than played", `{"version": 1, "records": {"Classic": {"played": 1, "won": 2}}}`, `statistics: impossible record for "Classic"`},
		{"daily date", `{"version": 1, "daily": ["2026-12-01", "1.12.2026"]}`, `statistics: daily puzzle date "1.12.2026": want year-month-day`},
		{"practised technique", `{"version": 1, "unaided": ["X-Wing"]}`, `statistics: practised technique "X-Wing": want a key such as technique.xWing or constraint.thermo`},
		{"best beyond a game's time", `{"version": 1, "records": {"Classic": {"played": 1, "won": 1, "best": 3600000000000001, "total": 3600000000000001}}}`, `statistics: impossible record for "Classic"`},
		{"total beyond every win's time", `{"version": 1, "records": {"Classic": {"played": 2, "won": 2, "best": 1, "total": 9223372036854775807}}}`, `statistics: impossible record for "Classic"`},
		{"total below the best", `{"version": 1, "records": {"Classic": {"played": 1, "won": 1, "best": 5000000000, "total": 1000000000}}}`, `statistics: impossible record for "Classic"`},
	}
	for _, tt := range bad {
		if err := u.Load(strings.NewReader(tt.doc)); err == nil || err.Error() != tt.wantErr {
			t.Errorf("Load(%s) = %v; want %q", tt.name, err, tt.wantErr)
		}
	}
	if u.Record("Classic") != s.Record("Classic") {
		t.Error("a refused Load changed the statistics")
	}
}

// TestDailyStreak solves daily puzzles on some dates and checks the streak
// on the days after, that the solved days survive Save and Load, and that a
// date that is not one is refused.
func TestDailyStreak(t *testing.T) {
	var s game.Stats
	for _, d := range []string{"2026-11-27", "2026-11-29", "2026-11-30", "2026-12-01"} {
		if err := s.SolvedDaily(d); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.SolvedDaily("12/01/2026"); err == nil {
		t.Error("SolvedDaily(12/01/2026): no error")
	}
	var buf bytes.Buffer
	if err := s.Save(&buf); err != nil {
		t.Fatal(err)
	}
	var u game.Stats
	if err := u.Load(&buf); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		today string
		want  int
	}{
		{"2026-12-01", 3}, // the 29th, 30th and 1st: the 28th was missed
		{"2026-12-02", 3}, // today's not solved yet: the streak goes on
		{"2026-12-03", 0}, // the 2nd was missed
		{"2026-11-30", 2},
		{"2026-11-28", 1},
	} {
		today, _ := time.Parse(time.DateOnly, tt.today)
		today = today.Add(23 * time.Hour) // late in the day: the date counts, not the hour
		if got := u.DailyStreak(today); got != tt.want {
			t.Errorf("streak on %s: %d; want %d", tt.today, got, tt.want)
		}
	}
	if !u.DailySolved("2026-11-27") || u.DailySolved("2026-11-28") {
		t.Errorf("after Load: 27th solved %v, 28th solved %v; want true, false", u.DailySolved("2026-11-27"), u.DailySolved("2026-11-28"))
	}
}

// TestDailySaved marks a game as a daily puzzle: the date is saved and
// restored, and a new game clears it.
func TestDailySaved(t *testing.T) {
	g, _ := newGame(t)
	g.SetDaily("2026-12-01")
	var buf bytes.Buffer
	if err := g.Save(&buf); err != nil {
		t.Fatal(err)
	}
	h := game.New()
	if err := h.Load(&buf); err != nil {
		t.Fatal(err)
	}
	if got := h.Status().Daily; got != "2026-12-01" {
		t.Errorf("restored daily %q; want 2026-12-01", got)
	}
	if err := h.Start(h.Puzzle(), h.Solution()); err != nil {
		t.Fatal(err)
	}
	if got := h.Status().Daily; got != "" {
		t.Errorf("daily after Start %q; want none", got)
	}
}

// TestSnapshotStaysPut takes a snapshot, plays on (moves, notes, undo and a
// move over the undone one), and checks that the snapshot writes the game as
// it was when taken, while the moves go on: with -race this also checks that
// writing it on another goroutine shares nothing the game changes.
func TestSnapshotStaysPut(t *testing.T) {
	g, _ := newGame(t)
	g.SetClock(func() time.Time { return time.Unix(0, 0) }) // the time played stays put too
	_ = g.Marks().FillNotes()
	_ = g.PlaceDigit(r1c3, 4)
	var want bytes.Buffer
	if err := g.Save(&want); err != nil {
		t.Fatal(err)
	}
	s, err := g.Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan string)
	go func() {
		var got bytes.Buffer
		for range 50 {
			got.Reset()
			_ = s.Write(&got)
		}
		done <- got.String()
	}()
	for range 20 {
		_ = g.Undo()
		_ = g.PlaceDigit(r1c3, 2)
		_ = g.Marks().ToggleNote(r1c4, 6)
		_ = g.Redo()
	}
	if got := <-done; got != want.String() {
		t.Errorf("snapshot written after more moves:\n%s\nwant the game when it was taken:\n%s", got, want.String())
	}
	var empty game.Game
	if _, err := empty.Snapshot(); err == nil {
		t.Error("Snapshot of a game not started: nil error; want ErrNoPuzzle")
	}
}

// TestLoadBringsTimeIntoRange loads saved games whose time is at, just over
// and far over MaxElapsed (the int64 limit, which once overflowed into a
// negative time that the next start refused), and checks the time each
// comes back with, that the error wraps ErrRepaired exactly when the time
// was brought down, and that the game saves it back as it loaded it.
func TestLoadBringsTimeIntoRange(t *testing.T) {
	g, _ := newGame(t)
	_ = g.PlaceDigit(r1c3, 4)
	var buf bytes.Buffer
	if err := g.Save(&buf); err != nil {
		t.Fatal(err)
	}
	most := game.MaxElapsed.Milliseconds()
	tests := []struct {
		ms           int64
		wantRepaired bool
		want         time.Duration
	}{
		{0, false, 0},
		{90_000, false, 90 * time.Second},
		{most, false, game.MaxElapsed},
		{most + 1, true, game.MaxElapsed},
		{math.MaxInt64 / 1000, true, game.MaxElapsed},
		{math.MaxInt64, true, game.MaxElapsed},
	}
	for _, tt := range tests {
		doc := regexp.MustCompile(`"elapsedMs": \d+`).ReplaceAllString(buf.String(), fmt.Sprintf(`"elapsedMs": %d`, tt.ms))
		h := game.New()
		err := h.Load(strings.NewReader(doc))
		if tt.wantRepaired != errors.Is(err, game.ErrRepaired) || (!tt.wantRepaired && err != nil) {
			t.Errorf("Load(elapsedMs %d) = %v; want repaired %v", tt.ms, err, tt.wantRepaired)
		}
		if got := h.Status().Elapsed; got != tt.want {
			t.Errorf("Load(elapsedMs %d): Elapsed = %v; want %v", tt.ms, got, tt.want)
		}
		var again bytes.Buffer
		if err := h.Save(&again); err != nil {
			t.Fatalf("Save after Load(elapsedMs %d) = %v", tt.ms, err)
		}
		k := game.New()
		if err := k.Load(&again); err != nil || k.Status().Elapsed != tt.want {
			t.Errorf("Load(Save()) after elapsedMs %d = %v, %v; want nil, %v", tt.ms, err, k.Status().Elapsed, tt.want)
		}
	}
}

// TestClockStopsAtMaxElapsed runs the clock past MaxElapsed and checks that
// it stands there, running and stopped.
func TestClockStopsAtMaxElapsed(t *testing.T) {
	g, clk, _ := clockedGame(t)
	clk.advance(game.MaxElapsed - time.Second)
	if got := g.Status().Elapsed; got != game.MaxElapsed-time.Second {
		t.Fatalf("Elapsed = %v; want %v", got, game.MaxElapsed-time.Second)
	}
	clk.advance(10 * time.Second)
	if got := g.Status().Elapsed; got != game.MaxElapsed {
		t.Errorf("running past the limit: Elapsed = %v; want %v", got, game.MaxElapsed)
	}
	g.SetPaused(true)
	g.SetPaused(false)
	clk.advance(time.Hour)
	if got := g.Status().Elapsed; got != game.MaxElapsed {
		t.Errorf("paused and going on past the limit: Elapsed = %v; want %v", got, game.MaxElapsed)
	}
}
