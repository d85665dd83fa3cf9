package game_test

import (
	"errors"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// snapshot is what the board shows: digits and notes.
type snapshot struct {
	board sudoku.Grid
	notes [81]sudoku.Digits
}

func snap(g *game.Game) snapshot {
	s := snapshot{board: g.Board()}
	for i := range 81 {
		s.notes[i] = g.Marks().Notes(i)
	}
	return s
}

// TestUndoRedo makes every kind of change, then undoes them all back to the
// start and redoes them all, checking the board after each step.
func TestUndoRedo(t *testing.T) {
	g, _ := newGame(t)
	if err := g.Undo(); !errors.Is(err, game.ErrNothingToUndo) {
		t.Errorf("Undo at the start = %v; want ErrNothingToUndo", err)
	}
	moves := []struct {
		name string
		do   func() error
	}{
		{"note 4 in r1c4", func() error { return g.Marks().ToggleNote(r1c4, 4) }},
		{"place 4 in r1c3", func() error { return g.PlaceDigit(r1c3, 4) }},
		{"replace with 2", func() error { return g.PlaceDigit(r1c3, 2) }},
		{"fill notes", g.Marks().FillNotes},
		{"place 7 in r2c2", func() error { return g.PlaceDigit(r2c2, 7) }},
		{"clear r1c3", func() error { return g.Clear(r1c3) }},
		{"clear notes of r1c4", func() error { return g.Clear(r1c4) }},
		{"restart", g.Restart},
	}
	states := []snapshot{snap(g)}
	for _, m := range moves {
		if err := m.do(); err != nil {
			t.Fatalf("%s: %v", m.name, err)
		}
		states = append(states, snap(g))
		if (g.Allowed(game.ActionUndo) != nil) || (g.Allowed(game.ActionRedo) == nil) {
			t.Errorf("after %s: undo allowed %v, redo allowed %v; want true, false", m.name, (g.Allowed(game.ActionUndo) == nil), (g.Allowed(game.ActionRedo) == nil))
		}
	}
	if states[len(states)-1] != states[0] {
		t.Error("the board after Restart differs from the start")
	}
	for k := len(moves) - 1; k >= 0; k-- {
		if err := g.Undo(); err != nil {
			t.Fatalf("Undo of %s: %v", moves[k].name, err)
		}
		if snap(g) != states[k] {
			t.Errorf("Undo of %s: board %s; want %s", moves[k].name, g.Board(), states[k].board)
		}
	}
	if g.Allowed(game.ActionUndo) == nil {
		t.Error("undo allowed at the start of the history")
	}
	for k, m := range moves {
		if err := g.Redo(); err != nil {
			t.Fatalf("Redo of %s: %v", m.name, err)
		}
		if snap(g) != states[k+1] {
			t.Errorf("Redo of %s: board %s; want %s", m.name, g.Board(), states[k+1].board)
		}
	}
	if err := g.Redo(); !errors.Is(err, game.ErrNothingToRedo) {
		t.Errorf("Redo at the end = %v; want ErrNothingToRedo", err)
	}
	// A new move forgets what was undone.
	_ = g.Undo()
	_ = g.PlaceDigit(r1c3, 4)
	if g.Allowed(game.ActionRedo) == nil {
		t.Error("redo allowed after a new move")
	}
	// Refused moves and moves that change nothing add no step.
	_ = g.Undo()
	before := snap(g)
	_ = g.PlaceDigit(r1c1, 5)
	_ = g.Clear(r1c3)
	if (g.Allowed(game.ActionRedo) == nil) != true || snap(g) != before {
		t.Error("a refused or empty move changed the history")
	}
}

func TestUndoRestoresWin(t *testing.T) {
	g, rec := newGame(t)
	sol := grid(t, solutionText)
	p := g.Puzzle().Givens
	last := -1
	for i := range 81 {
		if p[i] == 0 {
			if last >= 0 {
				_ = g.PlaceDigit(last, int(sol[last]))
			}
			last = i
		}
	}
	_ = g.PlaceDigit(last, int(sol[last]))
	_ = g.Undo() // undo the winning move
	rec.take()
	if !g.Status().Won || !g.Status().Over {
		t.Fatalf("after the winning move: Won %v, Over %v; want true, true", g.Status().Won, g.Status().Over)
	}
	if err := g.Undo(); !errors.Is(err, game.ErrOver) {
		t.Errorf("Undo after a win = %v; want ErrOver", err)
	}
	wantEvents(t, rec)
}

func TestShowSolution(t *testing.T) {
	g, rec := newGame(t)
	_ = g.PlaceDigit(r1c3, 9) // wrong
	_ = g.Marks().ToggleNote(r1c4, 1)
	rec.take()
	if err := g.ShowSolution(); err != nil {
		t.Fatal(err)
	}
	evs := rec.take()
	if len(evs) != 2 || evs[0].Kind != game.CellChanged || evs[1].Kind != game.SolutionShown {
		t.Errorf("ShowSolution events = %v; want cell changed, solution shown", evs)
	}
	if g.Board() != grid(t, solutionText) || g.Marks().Notes(r1c4) != 0 {
		t.Errorf("after ShowSolution: board %s, r1c4 notes %v; want the solution, no notes", g.Board(), g.Marks().Notes(r1c4))
	}
	if !g.Status().Over || !g.Status().GaveUp {
		t.Errorf("Over %v, GaveUp %v; want true, true", g.Status().Over, g.Status().GaveUp)
	}
	for name, err := range map[string]error{
		"PlaceDigit":   g.PlaceDigit(r1c3, 4),
		"Undo":         g.Undo(),
		"Restart":      g.Restart(),
		"ShowSolution": g.ShowSolution(),
		"FillNotes":    g.Marks().FillNotes(),
	} {
		if !errors.Is(err, game.ErrOver) {
			t.Errorf("%s after ShowSolution = %v; want ErrOver", name, err)
		}
	}
	// A new game starts afresh.
	_ = g.Start(sudoku.Puzzle{Givens: grid(t, puzzleText)}, grid(t, solutionText))
	if g.Status().Over || g.Status().GaveUp || (g.Allowed(game.ActionUndo) == nil) {
		t.Errorf("after Start: Over %v, GaveUp %v, undo allowed %v; want all false", g.Status().Over, g.Status().GaveUp, (g.Allowed(game.ActionUndo) == nil))
	}
}
