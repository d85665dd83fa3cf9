package game_test

import (
	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// The board's marks as the tests name them, read from CellView.

// mark returns the check mark cell i shows: sudoku.Right or sudoku.Wrong
// for a tint of Check (or of Show solution's wrong digits), sudoku.Given
// for a given, else sudoku.Blank.
func mark(g *game.Game, i int) sudoku.Status {
	v := g.CellView(i)
	switch {
	case v.Tint == game.TintRight:
		return sudoku.Right
	case v.Tint == game.TintWrong:
		return sudoku.Wrong
	case v.Given:
		return sudoku.Given
	}
	return sudoku.Blank
}

// conflict reports whether cell i's digit is inked as a conflict.
func conflict(g *game.Game, i int) bool { return g.CellView(i).Ink == game.InkConflict }

// highlighted reports whether cell i is marked, as help (or the same-digit
// highlight) marks a cell.
func highlighted(g *game.Game, i int) bool { return g.CellView(i).Tint == game.TintMark }

// sameDigit is highlighted, for the same-digit highlight.
func sameDigit(g *game.Game, i int) bool { return highlighted(g, i) }

// inCursorHouse reports whether cell i has the soft tint of the selected
// cell's house.
func inCursorHouse(g *game.Game, i int) bool { return g.CellView(i).Tint == game.TintHouse }

// watchLast returns the cell the solver's search marks as its last move, or
// -1.
func watchLast(g *game.Game) int {
	for i := range 81 {
		if g.CellView(i).Tint == game.TintMark {
			return i
		}
	}
	return -1
}

// role returns the part cell i plays in what g's board explains: the step
// of the explanation while one is shown, else the hint shown.
func role(g *game.Game, i int) game.Role {
	if e := g.Explanation(); e != nil {
		return e.Role(i)
	}
	return g.Hint().Role(i)
}

// checkCounts returns the right and wrong digits g's check marks count.
func checkCounts(g *game.Game) (right, wrong int) {
	s := g.Status()
	return s.Right, s.Wrong
}
