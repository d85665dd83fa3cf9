package game_test

import (
	"bytes"
	"errors"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// can is what Allowed says of each action of a Game: true when nil.
type can struct {
	Check, Hint, FillNotes, ShowSolution, Restart, Explain, SelectNumber, SetHelp, SetPen, Pause, Undo, Redo, Watch bool
}

func cans(g *game.Game) can {
	ok := func(a game.Action) bool { return g.Allowed(a) == nil }
	return can{ok(game.ActionCheck), ok(game.ActionHint), ok(game.ActionFillNotes), ok(game.ActionShowSolution),
		ok(game.ActionRestart), ok(game.ActionExplain), ok(game.ActionSelectNumber), ok(game.ActionHelp),
		ok(game.ActionPen), ok(game.ActionPause), ok(game.ActionUndo), ok(game.ActionRedo), ok(game.ActionWatch)}
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
				if !(g.Puzzle().Givens[i] != 0) {
					_ = g.PlaceDigit(i, int(d))
				}
			}
			if !g.Status().Won {
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

// TestAllowed checks what Allowed says of every action in every mode, and
// that each agrees with the method doing it: a method that returns an
// error returns Allowed's (nil when it acted), and one that does not acts
// exactly when Allowed says nil.
func TestAllowed(t *testing.T) {
	steps, err := logic.Explain(grid(t, puzzleText))
	if err != nil {
		t.Fatal(err)
	}
	T, F := true, false
	want := map[string]can{
		"not started":    {Check: F, Hint: F, FillNotes: F, ShowSolution: F, Restart: F, Explain: F, SelectNumber: T, SetHelp: T, SetPen: T, Pause: F, Undo: F, Redo: F, Watch: T},
		"playing":        {Check: T, Hint: T, FillNotes: T, ShowSolution: T, Restart: T, Explain: T, SelectNumber: T, SetHelp: T, SetPen: T, Pause: T, Undo: F, Redo: F, Watch: T},
		"paused":         {Check: F, Hint: F, FillNotes: F, ShowSolution: F, Restart: F, Explain: F, SelectNumber: F, SetHelp: F, SetPen: F, Pause: T, Undo: F, Redo: F, Watch: T},
		"restored":       {Check: F, Hint: F, FillNotes: F, ShowSolution: F, Restart: F, Explain: F, SelectNumber: F, SetHelp: F, SetPen: F, Pause: T, Undo: F, Redo: F, Watch: T},
		"won":            {Check: F, Hint: F, FillNotes: F, ShowSolution: F, Restart: F, Explain: T, SelectNumber: T, SetHelp: T, SetPen: T, Pause: F, Undo: F, Redo: F, Watch: T},
		"solution shown": {Check: F, Hint: F, FillNotes: F, ShowSolution: F, Restart: F, Explain: T, SelectNumber: T, SetHelp: T, SetPen: T, Pause: F, Undo: F, Redo: F, Watch: T},
		"entering":       {Check: F, Hint: F, FillNotes: F, ShowSolution: F, Restart: T, Explain: F, SelectNumber: T, SetHelp: T, SetPen: T, Pause: F, Undo: F, Redo: F, Watch: F},
		"explaining":     {Check: F, Hint: F, FillNotes: F, ShowSolution: F, Restart: F, Explain: T, SelectNumber: F, SetHelp: T, SetPen: T, Pause: T, Undo: F, Redo: F, Watch: T},
		"watching":       {Check: F, Hint: F, FillNotes: F, ShowSolution: F, Restart: F, Explain: T, SelectNumber: F, SetHelp: T, SetPen: T, Pause: T, Undo: F, Redo: F, Watch: T},
		"size puzzle":    {Check: T, Hint: T, FillNotes: T, ShowSolution: T, Restart: T, Explain: F, SelectNumber: T, SetHelp: T, SetPen: T, Pause: T, Undo: F, Redo: F, Watch: F},
	}
	// returns are the methods that say why they refuse: each must return
	// Allowed's error.
	returns := []struct {
		a  game.Action
		do func(g *game.Game) error
	}{
		{game.ActionHint, func(g *game.Game) error { return g.ShowHint() }},
		{game.ActionFillNotes, func(g *game.Game) error { return g.Marks().FillNotes() }},
		{game.ActionShowSolution, func(g *game.Game) error { return g.ShowSolution() }},
		{game.ActionRestart, func(g *game.Game) error { return g.Restart() }},
		{game.ActionSelectNumber, func(g *game.Game) error { return g.SelectNumber(3) }},
		{game.ActionUndo, func(g *game.Game) error { return g.Undo() }},
		{game.ActionRedo, func(g *game.Game) error { return g.Redo() }},
		{game.ActionWatch, func(g *game.Game) error { _, err := g.StartWatch(); return err }},
		{game.ActionExplain, func(g *game.Game) error { return g.StartExplain(steps) }},
	}
	// acts are the methods that refuse silently: each acts exactly when
	// Allowed says nil.
	acts := []struct {
		a  game.Action
		do func(g *game.Game) bool
	}{
		{game.ActionCheck, func(g *game.Game) bool { g.Check(); return g.Status().Checking }},
		{game.ActionHelp, func(g *game.Game) bool { g.SetHelp(!g.Status().Help); return g.Status().Help }},
		{game.ActionPen, func(g *game.Game) bool {
			g.Marks().SetPen(game.LayerCentre)
			return g.Marks().Pen() == game.LayerCentre
		}},
		{game.ActionPause, func(g *game.Game) bool { was := g.Status().Paused; g.SetPaused(!was); return g.Status().Paused != was }},
	}
	for _, m := range modes(steps) {
		w, ok := want[m.name]
		if !ok {
			t.Fatalf("no want for mode %s", m.name)
		}
		if got := cans(m.make(t)); got != w {
			t.Errorf("%s: Allowed = %+v; want %+v", m.name, got, w)
		}
		for _, r := range returns {
			g := m.make(t)
			want := g.Allowed(r.a)
			if got := r.do(g); !errors.Is(got, want) && got != want {
				t.Errorf("%s: %v returned %v; Allowed says %v", m.name, r.a, got, want)
			}
		}
		for _, a := range acts {
			g := m.make(t)
			want := g.Allowed(a.a) == nil
			if got := a.do(g); got != want {
				t.Errorf("%s: %v acted = %v; Allowed says %v", m.name, a.a, got, g.Allowed(a.a))
			}
		}
	}
	if err := game.New().Allowed(game.Action(99)); err == nil {
		t.Error("Allowed(Action(99)) = nil; want an error")
	}
}

// TestAllowedRefusals checks the errors of the refusals Allowed brought:
// number selection while the explanation or the search is shown, and the
// explanation while paused.
func TestAllowedRefusals(t *testing.T) {
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
		if g.Status().Checking {
			t.Errorf("Check when %s: Checking = true; want false", mode)
		}
		wantEvents(t, rec)
	}
}
