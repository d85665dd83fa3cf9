package game_test

import (
	"testing"

	"github.com/sudoku-devs/sudoku/internal/game"
)

const r9c1 = 72 // open, solution 3

// TestCheckCounts places digits, checks, and compares what Status.Right and Wrong say
// with the digits placed.
func TestCheckCounts(t *testing.T) {
	sol := grid(t, solutionText)
	// right places n of the player's digits right, from r1c3 on.
	right := func(g *game.Game, n int) {
		for i := 0; n > 0; i++ {
			if !(g.Puzzle().Givens[i] != 0) {
				_ = g.PlaceDigit(i, int(sol[i]))
				n--
			}
		}
	}
	tests := []struct {
		name                 string
		play                 func(g *game.Game)
		wantRight, wantWrong int
	}{
		{"no digits", func(*game.Game) {}, 0, 0},
		{"notes only", func(g *game.Game) { _ = g.Marks().FillNotes() }, 0, 0},
		{"one right", func(g *game.Game) { right(g, 1) }, 1, 0},
		{"14 right", func(g *game.Game) { right(g, 14) }, 14, 0},
		{"one wrong", func(g *game.Game) { _ = g.PlaceDigit(r1c4, 2) }, 0, 1},
		{"one wrong of three", func(g *game.Game) { right(g, 2); _ = g.PlaceDigit(r2c2, 2) }, 2, 1},
		{"two wrong", func(g *game.Game) { right(g, 2); _ = g.PlaceDigit(r2c2, 2); _ = g.PlaceDigit(r1c6, 9) }, 2, 2},
	}
	for _, tt := range tests {
		g, _ := newGame(t)
		tt.play(g)
		if r, w := checkCounts(g); r != 0 || w != 0 {
			t.Errorf("%s: before Check: Status().Right, Wrong = %d, %d; want 0, 0", tt.name, r, w)
		}
		g.Check()
		if r, w := checkCounts(g); r != tt.wantRight || w != tt.wantWrong {
			t.Errorf("%s: Status().Right, Wrong = %d, %d; want %d, %d", tt.name, r, w, tt.wantRight, tt.wantWrong)
		}
		// The counts go with the marks, at the next change of the board.
		_ = g.Marks().ToggleNote(r9c1, 1)
		if r, w := checkCounts(g); r != 0 || w != 0 {
			t.Errorf("%s: after a move: Status().Right, Wrong = %d, %d; want 0, 0", tt.name, r, w)
		}
	}
}
