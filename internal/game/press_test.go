package game_test

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// TestHabits plays both habits of the mouse, and their mix, step by step:
// number first (a number picked, then clicks place it) and cell first (a
// cell clicked, then a number goes in it), with the typed digit between.
func TestHabits(t *testing.T) {
	g, _ := newGame(t)
	const r1c1given = r1c1
	type want struct {
		board    map[int]uint8 // cells and the digit each holds
		selected int
		placing  bool
	}
	steps := []struct {
		name    string
		do      func() error
		want    want
		unpicks bool // PressNumber reports the number un-picked
	}{
		{"cell first: click r1c3", func() error { return g.Selection().Tap(r1c3) }, want{map[int]uint8{r1c3: 0}, 0, false}, false},
		{"then 4 goes in r1c3", press(g, 4, false), want{map[int]uint8{r1c3: 4}, 4, false}, false},
		{"a click on r1c4 only selects it", func() error { return g.Selection().Tap(r1c4) }, want{map[int]uint8{r1c4: 0}, 4, false}, false},
		{"then 6 goes in r1c4", press(g, 6, false), want{map[int]uint8{r1c4: 6}, 6, false}, false},
		{"then 2 replaces it", press(g, 2, false), want{map[int]uint8{r1c4: 2}, 2, false}, false},
		{"2 again changes nothing: un-picked", press(g, 2, true), want{map[int]uint8{r1c4: 2}, 0, false}, true},
		{"number first: pick 7", press(g, 7, false), want{map[int]uint8{r1c4: 2}, 7, true}, false},
		{"a click places 7 in r2c2", func() error { return g.Selection().Tap(r2c2) }, want{map[int]uint8{r2c2: 7}, 7, true}, false},
		{"8 is picked, r2c2 keeps its 7", press(g, 8, false), want{map[int]uint8{r2c2: 7}, 8, true}, false},
		{"8 again un-picks it", press(g, 8, true), want{map[int]uint8{r2c2: 7}, 0, false}, true},
		{"a typed 9 goes in r2c2 and is shown", func() error { return g.Marks().Type(9) }, want{map[int]uint8{r2c2: 9}, 9, false}, false},
		{"a click on a given selects it", func() error { return g.Selection().Tap(r1c1given) }, want{map[int]uint8{r1c1given: 5}, 9, false}, false},
		{"a number on a given is picked to place", press(g, 3, false), want{map[int]uint8{r1c1given: 5}, 3, true}, false},
		{"arrows: the cell moved to waits", func() error { g.Selection().Move(0, 2, false); return nil }, want{map[int]uint8{r1c3: 4}, 3, true}, false},
		{"then 1 goes in r1c3", press(g, 1, false), want{map[int]uint8{r1c3: 1}, 1, true}, false},
	}
	for _, s := range steps {
		if err := s.do(); err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		for i, d := range s.want.board {
			if got := g.Board()[i]; got != d {
				t.Errorf("%s: %s holds %d; want %d", s.name, name(i), got, d)
			}
		}
		if got := g.Selected(); got != s.want.selected {
			t.Errorf("%s: Selected() = %d; want %d", s.name, got, s.want.selected)
		}
		if got := g.Placing(); got != s.want.placing {
			t.Errorf("%s: Placing() = %v; want %v", s.name, got, s.want.placing)
		}
	}
}

// press returns a step that presses the number button d and checks that
// PressNumber reports un-picking exactly when unpicks is true.
func press(g *game.Game, d int, unpicks bool) func() error {
	return func() error {
		unpicked, err := g.PressNumber(d)
		if err == nil && unpicked != unpicks {
			return fmt.Errorf("PressNumber(%d): unpicked = %v; want %v", d, unpicked, unpicks)
		}
		return err
	}
}

// TestHabitsNotes checks cell first with the centre pen: each number pressed
// toggles its note in the waiting cell, and pressing one twice takes it
// away again rather than un-picking it.
func TestHabitsNotes(t *testing.T) {
	g, _ := newGame(t)
	g.Marks().SetPen(game.LayerCentre)
	if err := g.Selection().Tap(r1c3); err != nil {
		t.Fatal(err)
	}
	for _, d := range []int{1, 2, 4, 2} {
		if unpicked, err := g.PressNumber(d); err != nil || unpicked {
			t.Fatalf("PressNumber(%d) = %v, %v; want false, nil", d, unpicked, err)
		}
	}
	if got, want := g.Marks().Notes(r1c3).List(), []int{1, 4}; !slices.Equal(got, want) {
		t.Errorf("notes of r1c3 = %v; want %v", got, want)
	}
	if got := g.Board()[r1c3]; got != 0 {
		t.Errorf("r1c3 holds %d; want it empty", got)
	}
}

// TestPressNumberRefused checks that a paused game refuses the number
// buttons and changes nothing.
func TestPressNumberRefused(t *testing.T) {
	g, _ := newGame(t)
	_ = g.Selection().Tap(r1c3)
	g.SetPaused(true)
	if _, err := g.PressNumber(4); !errors.Is(err, game.ErrPaused) {
		t.Errorf("PressNumber(4) while paused = %v; want ErrPaused", err)
	}
	if _, err := g.PressNumber(10); err == nil {
		t.Error("PressNumber(10) = nil error; want out of range")
	}
	if g.Board()[r1c3] != 0 || g.Selected() != 0 {
		t.Errorf("after refusals r1c3 = %d, selected %d; want 0, 0", g.Board()[r1c3], g.Selected())
	}
}

// TestNewPuzzleUnarms picks 5 to be placed by clicks, places it, and then
// begins anew in each way a player can — a new puzzle, enter mode, a
// restart, a restored game saved while 5 was only typed — and checks that
// no number is picked afterwards and a click on an empty cell writes
// nothing; a game saved while 5 was picked comes back with 5 picked.
func TestNewPuzzleUnarms(t *testing.T) {
	tests := []struct {
		name  string
		begin func(t *testing.T, g *game.Game)
	}{
		{"new puzzle", func(t *testing.T, g *game.Game) {
			if err := g.Start(sudoku.Puzzle{Givens: grid(t, puzzleText)}, grid(t, solutionText)); err != nil {
				t.Fatal(err)
			}
		}},
		{"enter mode", func(t *testing.T, g *game.Game) {
			if err := g.EnterPuzzle(sudoku.Grid{}); err != nil {
				t.Fatal(err)
			}
		}},
		{"restart", func(t *testing.T, g *game.Game) {
			if err := g.Restart(); err != nil {
				t.Fatal(err)
			}
		}},
		{"restored after a typed 5", func(t *testing.T, g *game.Game) {
			if unpicked, err := g.PressNumber(5); err != nil || !unpicked {
				t.Fatalf("PressNumber(5) again = %v, %v; want true, nil", unpicked, err)
			}
			g.Selection().Set(r1c4)
			if err := g.Marks().Type(6); err != nil || g.Placing() {
				t.Fatalf("Type(6) = %v, placing %v; want nil, false", err, g.Placing())
			}
			var buf bytes.Buffer
			if err := g.Save(&buf); err != nil {
				t.Fatal(err)
			}
			if err := g.Load(&buf); err != nil {
				t.Fatal(err)
			}
			g.SetPaused(false)
		}},
	}
	for _, tt := range tests {
		g, _ := newGame(t)
		if _, err := g.PressNumber(5); err != nil || !g.Placing() {
			t.Fatalf("%s: PressNumber(5) = %v, placing %v; want nil, true", tt.name, err, g.Placing())
		}
		if err := g.Selection().Tap(r1c3); err != nil || g.Board()[r1c3] != 5 {
			t.Fatalf("%s: Tap(r1c3) = %v, r1c3 %d; want nil, 5", tt.name, err, g.Board()[r1c3])
		}
		tt.begin(t, g)
		if g.Placing() || (tt.name != "restored after a typed 5" && g.Selected() != 0) {
			t.Errorf("%s: placing %v, selected %d; want false, 0", tt.name, g.Placing(), g.Selected())
		}
		empty := r1c3
		if tt.name == "restored after a typed 5" {
			empty = r2c2
		}
		before := g.Board()
		_ = g.Selection().Tap(empty)
		if g.Board() != before {
			t.Errorf("%s: a click on an empty cell wrote %d", tt.name, g.Board()[empty])
		}
	}

	g, _ := newGame(t)
	_, _ = g.PressNumber(7)
	var buf bytes.Buffer
	if err := g.Save(&buf); err != nil {
		t.Fatal(err)
	}
	h := game.New()
	if err := h.Load(&buf); err != nil {
		t.Fatal(err)
	}
	if !h.Placing() || h.Selected() != 7 {
		t.Errorf("restored after picking 7: placing %v, selected %d; want true, 7", h.Placing(), h.Selected())
	}
}
