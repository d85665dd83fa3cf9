package game_test

import (
	"errors"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// TestWatch shows the solver's search over a game with a player's digit and
// a note: moves change only the grid shown, moves of the player are refused,
// and Watch.Stop brings the player's board back exactly.
func TestWatch(t *testing.T) {
	g, _ := newGame(t)
	if err := g.PlaceDigit(2, 4); err != nil {
		t.Fatal(err)
	}
	if err := g.Marks().ToggleNote(3, 6); err != nil {
		t.Fatal(err)
	}
	board, notes := g.Board(), g.Marks().Notes(3)
	var events []game.Event
	g.Subscribe(func(ev game.Event) { events = append(events, ev) })

	start, err := g.StartWatch()
	if err != nil || start != g.Puzzle().Givens || g.Watch() == nil || g.Watch().Grid() != g.Puzzle().Givens {
		t.Fatalf("StartWatch() = %s, %v, watching %v, grid %s; want the givens, nil, true, the givens", start, err, (g.Watch() != nil), g.Watch().Grid())
	}
	if err := g.PlaceDigit(4, 1); !errors.Is(err, game.ErrWatching) {
		t.Errorf("PlaceDigit while watching = %v; want ErrWatching", err)
	}
	if err := g.Watch().Apply([]sudoku.Move{{Cell: 2, Digit: 1}, {Cell: 3, Digit: 2}, {Cell: 3}}); err != nil {
		t.Fatal(err)
	}
	grid := g.Watch().Grid()
	if grid[2] != 1 || grid[3] != 0 || watchLast(g) != 3 {
		t.Errorf("after 3 moves: r1c3 %d, r1c4 %d, last %d; want 1, 0, 3", grid[2], grid[3], watchLast(g))
	}
	if placed, back := g.Watch().Counts(); placed != 2 || back != 1 {
		t.Errorf("Watch.Counts() = %d, %d; want 2 placed, 1 taken back", placed, back)
	}
	if err := g.Watch().Apply([]sudoku.Move{{Cell: 0, Digit: 1}}); !errors.Is(err, game.ErrGiven) {
		t.Errorf("a move on the given r1c1 = %v; want ErrGiven", err)
	}
	if !g.CellView(0).Given || g.CellView(2).Given {
		t.Errorf("WatchGiven(r1c1), (r1c3) = %v, %v; want true, false", g.CellView(0).Given, g.CellView(2).Given)
	}
	g.Watch().Stop()
	if (g.Watch() != nil) || g.Board() != board || g.Marks().Notes(3) != notes || g.Watch().Grid() != (sudoku.Grid{}) {
		t.Errorf("after Watch.Stop: watching %v, board %s, notes %v; want false, %s, %v", (g.Watch() != nil), g.Board(), g.Marks().Notes(3), board, notes)
	}
	want := []game.EventKind{game.WatchChanged, game.WatchChanged, game.WatchChanged}
	if len(events) != len(want) {
		t.Fatalf("events %v; want %v", events, want)
	}
	for k, ev := range events {
		if ev.Kind != want[k] {
			t.Errorf("event %d: %v; want %v", k, ev.Kind, want[k])
		}
	}
	if err := g.PlaceDigit(2, 1); err != nil {
		t.Errorf("PlaceDigit after Watch.Stop = %v; want nil", err)
	}
}

// TestWatchSolves feeds the whole of sudoku.Trace to the model: the grid
// shown ends as the solution, and a blank grid is watched when no puzzle is
// in play.
func TestWatchSolves(t *testing.T) {
	g, _ := newGame(t)
	start, _ := g.StartWatch()
	var moves []sudoku.Move
	sudoku.Trace(start, func(m sudoku.Move) bool { moves = append(moves, m); return true })
	if err := g.Watch().Apply(moves); err != nil {
		t.Fatal(err)
	}
	if g.Watch().Grid() != g.Solution() {
		t.Errorf("after every move: %s; want the solution %s", g.Watch().Grid(), g.Solution())
	}
	if !g.Watch().Solved() {
		t.Error("after every move the search's grid is not complete")
	}
	blank := game.New()
	if start, err := blank.StartWatch(); err != nil || start != (sudoku.Grid{}) {
		t.Errorf("StartWatch with no puzzle = %s, %v; want a blank grid, nil", start, err)
	}
}
