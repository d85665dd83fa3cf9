package game_test

import (
	"bytes"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// can is what the Can… methods of a Game say.
type can struct {
	Check, Hint, FillNotes, ShowSolution, Restart, Explain, SelectNumber, SetHelp, SetNotesMode, Pause bool
}

func cans(g *game.Game) can {
	return can{g.CanCheck(), g.CanHint(), g.CanFillNotes(), g.CanShowSolution(), g.CanRestart(), g.CanExplain(),
		g.CanSelectNumber(), g.CanSetHelp(), g.CanSetNotesMode(), g.CanPause()}
}

// mode names a state of a game and makes a game in it.
type mode struct {
	name string
	make func(t *testing.T) *game.Game
}

func modes(steps []logic.Step) []mode {
	started := func(t *testing.T) *game.Game { g, _ := newGame(t); return g }
	return []mode{
		{"not started", func(*testing.T) *game.Game { return game.New() }},
		{"playing", started},
		{"paused", func(t *testing.T) *game.Game { g := started(t); g.SetPaused(true); return g }},
		{"restored", func(t *testing.T) *game.Game {
			var buf bytes.Buffer
			_ = started(t).Save(&buf)
			g := game.New()
			if err := g.Load(&buf); err != nil {
				t.Fatal(err)
			}
			return g
		}},
		{"won", func(t *testing.T) *game.Game {
			g := started(t)
			for i, d := range g.Solution() {
				if !g.IsGiven(i) {
					_ = g.PlaceDigit(i, int(d))
				}
			}
			if !g.Won() {
				t.Fatal("not won")
			}
			return g
		}},
		{"solution shown", func(t *testing.T) *game.Game { g := started(t); _ = g.ShowSolution(); return g }},
		{"entering", func(t *testing.T) *game.Game { g := started(t); _ = g.EnterPuzzle(sudoku.Grid{}); return g }},
		{"explaining", func(t *testing.T) *game.Game {
			g := started(t)
			if err := g.StartExplain(steps); err != nil {
				t.Fatal(err)
			}
			return g
		}},
		{"watching", func(t *testing.T) *game.Game {
			g := started(t)
			if _, err := g.StartWatch(); err != nil {
				t.Fatal(err)
			}
			return g
		}},
		{"size puzzle", sizeGame},
	}
}

// TestCan checks what the Can… methods say in every mode, and that each
// agrees with the method it names: that method is accepted exactly when it
// says yes.
func TestCan(t *testing.T) {
	steps, err := logic.Explain(grid(t, puzzleText))
	if err != nil {
		t.Fatal(err)
	}
	T, F := true, false
	want := map[string]can{
		"not started":    {Check: F, Hint: F, FillNotes: F, ShowSolution: F, Restart: F, Explain: F, SelectNumber: T, SetHelp: T, SetNotesMode: T, Pause: F},
		"playing":        {Check: T, Hint: T, FillNotes: T, ShowSolution: T, Restart: T, Explain: T, SelectNumber: T, SetHelp: T, SetNotesMode: T, Pause: T},
		"paused":         {Check: F, Hint: F, FillNotes: F, ShowSolution: F, Restart: F, Explain: F, SelectNumber: F, SetHelp: F, SetNotesMode: F, Pause: F},
		"restored":       {Check: F, Hint: F, FillNotes: F, ShowSolution: F, Restart: F, Explain: F, SelectNumber: F, SetHelp: F, SetNotesMode: F, Pause: F},
		"won":            {Check: F, Hint: F, FillNotes: F, ShowSolution: F, Restart: F, Explain: T, SelectNumber: T, SetHelp: T, SetNotesMode: T, Pause: F},
		"solution shown": {Check: F, Hint: F, FillNotes: F, ShowSolution: F, Restart: F, Explain: T, SelectNumber: T, SetHelp: T, SetNotesMode: T, Pause: F},
		"entering":       {Check: F, Hint: F, FillNotes: F, ShowSolution: F, Restart: T, Explain: F, SelectNumber: T, SetHelp: T, SetNotesMode: T, Pause: F},
		"explaining":     {Check: F, Hint: F, FillNotes: F, ShowSolution: F, Restart: F, Explain: F, SelectNumber: F, SetHelp: T, SetNotesMode: T, Pause: T},
		"watching":       {Check: F, Hint: F, FillNotes: F, ShowSolution: F, Restart: F, Explain: F, SelectNumber: F, SetHelp: T, SetNotesMode: T, Pause: T},
		"size puzzle":    {Check: T, Hint: T, FillNotes: T, ShowSolution: T, Restart: T, Explain: F, SelectNumber: T, SetHelp: T, SetNotesMode: T, Pause: T},
	}
	// accepted says whether the method a Can… names acted on a fresh game.
	accepted := []struct {
		name string
		can  func(can) bool
		do   func(g *game.Game) bool
	}{
		{"Check", func(c can) bool { return c.Check }, func(g *game.Game) bool { g.Check(); return g.Checking() }},
		{"ShowHint", func(c can) bool { return c.Hint }, func(g *game.Game) bool { return g.ShowHint() == nil }},
		{"FillNotes", func(c can) bool { return c.FillNotes }, func(g *game.Game) bool { return g.FillNotes() == nil }},
		{"ShowSolution", func(c can) bool { return c.ShowSolution }, func(g *game.Game) bool { return g.ShowSolution() == nil }},
		{"Restart", func(c can) bool { return c.Restart }, func(g *game.Game) bool { return g.Restart() == nil }},
		{"StartExplain", func(c can) bool { return c.Explain }, func(g *game.Game) bool {
			if g.Watching() || g.Explaining() { // StartExplain replaces them; CanExplain does not offer it
				return false
			}
			return g.StartExplain(steps) == nil
		}},
		{"SelectNumber", func(c can) bool { return c.SelectNumber }, func(g *game.Game) bool {
			return g.SelectNumber(3) == nil && g.Selected() == 3
		}},
		{"SetHelp", func(c can) bool { return c.SetHelp }, func(g *game.Game) bool { g.SetHelp(!g.Help()); return g.Help() }},
		{"SetNotesMode", func(c can) bool { return c.SetNotesMode }, func(g *game.Game) bool {
			g.SetNotesMode(!g.NotesMode())
			return g.NotesMode()
		}},
		{"SetPaused", func(c can) bool { return c.Pause }, func(g *game.Game) bool { was := g.Paused(); g.SetPaused(true); return !was && g.Paused() }},
	}
	for _, m := range modes(steps) {
		w, ok := want[m.name]
		if !ok {
			t.Fatalf("no want for mode %s", m.name)
		}
		if got := cans(m.make(t)); got != w {
			t.Errorf("%s: Can… = %+v; want %+v", m.name, got, w)
		}
		for _, a := range accepted {
			if got := a.do(m.make(t)); got != a.can(w) {
				t.Errorf("%s: %s accepted = %v; its Can… says %v", m.name, a.name, got, a.can(w))
			}
		}
	}
}

// TestCanRefusals checks the errors of the refusals the Can… methods brought:
// number selection while the explanation or the search is shown, and the
// explanation while paused.
func TestCanRefusals(t *testing.T) {
	steps, err := logic.Explain(grid(t, puzzleText))
	if err != nil {
		t.Fatal(err)
	}
	ms := map[string]func(*testing.T) *game.Game{}
	for _, m := range modes(steps) {
		ms[m.name] = m.make
	}
	tests := []struct {
		mode, name string
		do         func(g *game.Game) error
		want       error
	}{
		{"explaining", "SelectNumber", func(g *game.Game) error { return g.SelectNumber(3) }, game.ErrExplaining},
		{"watching", "SelectNumber", func(g *game.Game) error { return g.SelectNumber(3) }, game.ErrWatching},
		{"paused", "SelectNumber", func(g *game.Game) error { return g.SelectNumber(3) }, game.ErrPaused},
		{"paused", "StartExplain", func(g *game.Game) error { return g.StartExplain(steps) }, game.ErrPaused},
		{"restored", "StartExplain", func(g *game.Game) error { return g.StartExplain(steps) }, game.ErrPaused},
	}
	for _, tt := range tests {
		g := ms[tt.mode](t)
		rec := &recorder{}
		g.Subscribe(rec.listen)
		if err := tt.do(g); err != tt.want {
			t.Errorf("%s while %s = %v; want %v", tt.name, tt.mode, err, tt.want)
		}
		wantEvents(t, rec)
	}
	// Check after the game is over shows no marks and tells no one.
	for _, mode := range []string{"won", "solution shown"} {
		g := ms[mode](t)
		rec := &recorder{}
		g.Subscribe(rec.listen)
		g.Check()
		if g.Checking() {
			t.Errorf("Check when %s: Checking() = true; want false", mode)
		}
		wantEvents(t, rec)
	}
}
