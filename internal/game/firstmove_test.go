package game_test

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// countKind returns how many events of kind evs holds.
func countKind(evs []game.Event, kind game.EventKind) int {
	n := 0
	for _, ev := range evs {
		if ev.Kind == kind {
			n++
		}
	}
	return n
}

// TestFirstMove plays sequences of actions on a fresh game and counts the
// FirstMove events: one for the first change of the board or notes by the
// player, none for what changes neither, and never a second one.
func TestFirstMove(t *testing.T) {
	type action func(*game.Game) error
	place := func(i, d int) action { return func(g *game.Game) error { return g.PlaceDigit(i, d) } }
	note := func(i, d int) action { return func(g *game.Game) error { return g.Marks().ToggleNote(i, d) } }
	clear := func(i int) action { return func(g *game.Game) error { return g.Clear(i) } }
	tests := []struct {
		name      string
		actions   []action
		wantFirst int
		wantMoved bool
	}{
		{"nothing", nil, 0, false},
		{"place a digit", []action{place(r1c3, 4)}, 1, true},
		{"toggle a note", []action{note(r1c3, 4)}, 1, true},
		{"fill notes", []action{func(g *game.Game) error { return g.Marks().FillNotes() }}, 1, true},
		{"two moves", []action{place(r1c3, 4), place(r1c4, 6)}, 1, true},
		{"place, clear", []action{place(r1c3, 4), clear(r1c3)}, 1, true},
		{"undo to the start and redo", []action{place(r1c3, 4), (*game.Game).Undo, (*game.Game).Redo}, 1, true},
		{"undo to the start and move again", []action{place(r1c3, 4), (*game.Game).Undo, place(r1c4, 6)}, 1, true},
		{"no moves: select, cursor, help, hint, check", []action{
			func(g *game.Game) error { return g.SelectNumber(4) },
			func(g *game.Game) error { g.Selection().Set(r1c3); g.SetHelp(true); g.Check(); return nil },
			(*game.Game).ShowHint,
		}, 0, false},
		{"clear an empty cell", []action{clear(r1c3)}, 0, false},
		{"refused move", []action{func(g *game.Game) error { _ = g.PlaceDigit(r1c1, 3); return nil }}, 0, false},
		{"restart with nothing to take off", []action{(*game.Game).Restart}, 0, false},
		{"restart with nothing to take off after a while", []action{func(g *game.Game) error {
			now := time.Now()
			g.SetClock(func() time.Time { return now })
			now = now.Add(time.Minute) // a minute played: Restart sets the clock back
			return g.Restart()
		}}, 0, false},
		{"show the solution", []action{(*game.Game).ShowSolution}, 0, false},
	}
	for _, tt := range tests {
		g, rec := newGame(t)
		for k, a := range tt.actions {
			if err := a(g); err != nil {
				t.Fatalf("%s: action %d: %v", tt.name, k, err)
			}
		}
		if got := countKind(rec.take(), game.FirstMove); got != tt.wantFirst {
			t.Errorf("%s: %d FirstMove events; want %d", tt.name, got, tt.wantFirst)
		}
		if got := g.Status().Moved; got != tt.wantMoved {
			t.Errorf("%s: Moved = %v; want %v", tt.name, got, tt.wantMoved)
		}
	}
}

// TestFirstMoveOrder checks that FirstMove comes after the move's
// CellChanged and before Won, when the first move wins.
func TestFirstMoveOrder(t *testing.T) {
	sol := grid(t, solutionText)
	p := sol
	p[r1c3] = 0
	g := game.New()
	if err := g.Start(sudoku.Puzzle{Givens: p}, sol); err != nil {
		t.Fatal(err)
	}
	rec := &recorder{}
	g.Subscribe(rec.listen)
	_ = g.PlaceDigit(r1c3, 4)
	wantEvents(t, rec, game.Event{Kind: game.CellChanged, Cells: []int{r1c3}}, game.Event{Kind: game.FirstMove}, game.Event{Kind: game.Won})
}

// TestFirstMoveNewGames checks that each new game, whatever starts it, waits
// for its own first move, and that typing givens is no move.
func TestFirstMoveNewGames(t *testing.T) {
	g, rec := newGame(t)
	_ = g.PlaceDigit(r1c3, 4)
	starts := []struct {
		name  string
		start func() error
	}{
		{"Start", func() error { return g.Start(sudoku.Puzzle{Givens: grid(t, puzzleText)}, grid(t, solutionText)) }},
		{"StartPuzzle", func() error { return g.StartPuzzle(sudoku.Puzzle{Givens: grid(t, puzzleText)}) }},
		{"EnterPuzzle and Entry.Finish", func() error {
			if err := g.EnterPuzzle(sudoku.Grid{}); err != nil {
				return err
			}
			for i, d := range grid(t, puzzleText) {
				if d != 0 {
					if err := g.PlaceDigit(i, int(d)); err != nil {
						return err
					}
				}
			}
			return g.Entry().Finish()
		}},
	}
	for _, s := range starts {
		rec.take()
		if err := s.start(); err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		if got := countKind(rec.take(), game.FirstMove); got != 0 || g.Status().Moved {
			t.Errorf("%s: %d FirstMove events, Moved = %v before any move; want 0, false", s.name, got, g.Status().Moved)
		}
		_ = g.PlaceDigit(r1c3, 4)
		if got := countKind(rec.take(), game.FirstMove); got != 1 || !g.Status().Moved {
			t.Errorf("%s: %d FirstMove events, Moved = %v after a move; want 1, true", s.name, got, g.Status().Moved)
		}
	}
	// Cancelling enter mode brings back a game that had its first move.
	_ = g.EnterPuzzle(sudoku.Grid{})
	g.Entry().Cancel()
	rec.take()
	_ = g.PlaceDigit(r1c4, 6)
	if got := countKind(rec.take(), game.FirstMove); got != 0 || !g.Status().Moved {
		t.Errorf("after Entry.Cancel: %d FirstMove events, Moved = %v; want 0, true", got, g.Status().Moved)
	}
}

// TestFirstMoveSaveLoad checks that a restored game remembers whether it had
// a move, in this version's documents and in older ones, which do not say.
func TestFirstMoveSaveLoad(t *testing.T) {
	saved := func(moves func(g *game.Game)) string {
		g, _ := newGame(t)
		moves(g)
		var buf bytes.Buffer
		if err := g.Save(&buf); err != nil {
			t.Fatal(err)
		}
		return buf.String()
	}
	board := "534." + puzzleText[4:]
	v1 := `{"version": 1, "puzzle": "` + puzzleText + `", "solution": "` + solutionText + `", "board": "`
	tests := []struct {
		name      string
		doc       string
		wantMoved bool
	}{
		{"no move", saved(func(*game.Game) {}), false},
		{"a move", saved(func(g *game.Game) { _ = g.PlaceDigit(r1c3, 4) }), true},
		{"a move undone", saved(func(g *game.Game) { _ = g.PlaceDigit(r1c3, 4); _ = g.Undo() }), true},
		{"solution shown without a move", saved(func(g *game.Game) { _ = g.ShowSolution() }), false},
		{"a restart that only set the clock back", saved(func(g *game.Game) {
			now := time.Now()
			g.SetClock(func() time.Time { return now })
			now = now.Add(time.Minute)
			_ = g.Restart()
		}), false},
		{"version 1, no move", v1 + puzzleText + `"}`, false},
		{"version 1, a digit", v1 + board + `"}`, true},
		{"version 3, a move undone", strings.Replace(strings.Replace(
			saved(func(g *game.Game) { _ = g.PlaceDigit(r1c3, 4); _ = g.Undo() }),
			`"moved": true`, `"sizes": ""`, 1), `"version": 10`, `"version": 3`, 1), true},
	}
	for _, tt := range tests {
		h := game.New()
		rec := &recorder{}
		h.Subscribe(rec.listen)
		if err := h.Load(strings.NewReader(tt.doc)); err != nil {
			t.Fatalf("%s: Load = %v", tt.name, err)
		}
		if h.Status().Moved != tt.wantMoved {
			t.Errorf("%s: loaded Moved = %v; want %v", tt.name, h.Status().Moved, tt.wantMoved)
		}
		h.SetPaused(false)
		rec.take()
		_ = h.PlaceDigit(r2c2, 7)
		want := 0
		if !tt.wantMoved && !h.Status().Over {
			want = 1
		}
		if got := countKind(rec.take(), game.FirstMove); got != want {
			t.Errorf("%s: %d FirstMove events on the next move; want %d", tt.name, got, want)
		}
	}
}

func TestFirstMoveString(t *testing.T) {
	if got := game.FirstMove.String(); got != "first move" {
		t.Errorf("FirstMove.String() = %q; want %q", got, "first move")
	}
}
