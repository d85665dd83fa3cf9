package ui

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// BenchmarkBoardMove times what the board does for one move: the game's
// event and the renderer's refresh, on Fyne's test driver (no painting).
// Each iteration places a 4 in r1c3 or clears it, with notes filled in the
// other open cells.
func BenchmarkBoardMove(b *testing.B) {
	test.NewTempApp(b)
	g := game.New()
	p, _ := sudoku.Parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	s, _ := sudoku.Parse("534678912672195348198342567859761423426853791713924856961537284287419635345286179")
	_ = g.Start(sudoku.Puzzle{Givens: p}, s)
	_ = g.Marks().FillNotes()
	board := NewBoard(g)
	w := test.NewTempWindow(b, board)
	w.Resize(w.Canvas().Size().Max(board.MinSize()))
	g.Selection().Set(2)
	b.ResetTimer()
	for i := range b.N {
		if i%2 == 0 {
			_ = g.PlaceDigit(2, 4)
		} else {
			_ = g.Clear(2)
		}
	}
}
