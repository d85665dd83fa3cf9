package ui_test

import (
	"errors"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
	"github.com/sudoku-devs/sudoku/internal/ui"
)

const (
	puzzleText   = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	solutionText = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
	r1c1         = 0 // given 5
	r1c3         = 2 // open, solution 4
	r1c4         = 3 // open, solution 6
)

// newBoard returns a board showing a started game of the puzzle above, in a
// 360x360 test window.
func newBoard(t *testing.T) (*ui.Board, *game.Game, fyne.Window) {
	t.Helper()
	test.NewTempApp(t)
	g := game.New()
	p, _ := sudoku.Parse(puzzleText)
	s, _ := sudoku.Parse(solutionText)
	if err := g.Start(p, s); err != nil {
		t.Fatal(err)
	}
	b := ui.NewBoard(g)
	w := test.NewTempWindow(t, b)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(360, 360))
	return b, g, w
}

func TestBoardTapPlacesSelectedNumber(t *testing.T) {
	b, g, _ := newBoard(t)
	_ = g.SelectNumber(4)
	test.TapAt(b, b.CellCenter(r1c3))
	if got := g.Board()[r1c3]; got != 4 {
		t.Fatalf("after tapping r1c3 with 4 selected, r1c3 = %d; want 4", got)
	}
	test.TapSecondaryAt(b, b.CellCenter(r1c3))
	if got := g.Board()[r1c3]; got != 0 {
		t.Errorf("after a secondary tap on r1c3, r1c3 = %d; want 0", got)
	}
}

func TestBoardGivensRefuse(t *testing.T) {
	b, g, _ := newBoard(t)
	var refusedCell = -1
	var refusedErr error
	b.OnRefused = func(cell int, err error) { refusedCell, refusedErr = cell, err }
	_ = g.SelectNumber(9)
	test.TapAt(b, b.CellCenter(r1c1))
	if g.Board()[r1c1] != 5 {
		t.Errorf("tapping given r1c1 changed it to %d", g.Board()[r1c1])
	}
	if refusedCell != r1c1 || !errors.Is(refusedErr, game.ErrGiven) {
		t.Errorf("OnRefused got %d, %v; want %d, ErrGiven", refusedCell, refusedErr, r1c1)
	}
	test.TapSecondaryAt(b, b.CellCenter(r1c1))
	if g.Board()[r1c1] != 5 {
		t.Errorf("secondary tap on given r1c1 changed it to %d", g.Board()[r1c1])
	}
}

func TestBoardCellAt(t *testing.T) {
	b, _, w := newBoard(t)
	w.Resize(fyne.NewSize(500, 300)) // wide: the grid is a 300x300 square in the middle
	tests := []struct {
		name string
		pos  fyne.Position
		want int
	}{
		{"left margin", fyne.NewPos(50, 150), -1},
		{"top left cell", fyne.NewPos(101, 1), 0},
		{"centre", fyne.NewPos(250, 150), 40},
		{"bottom right cell", fyne.NewPos(399, 299), 80},
		{"right margin", fyne.NewPos(401, 150), -1},
	}
	for _, tt := range tests {
		if got := b.CellAt(tt.pos); got != tt.want {
			t.Errorf("%s: CellAt(%v) = %d; want %d", tt.name, tt.pos, got, tt.want)
		}
	}
	for i := range 81 {
		if got := b.CellAt(b.CellCenter(i)); got != i {
			t.Fatalf("CellAt(CellCenter(%d)) = %d", i, got)
		}
	}
}

func TestBoardRendersGame(t *testing.T) {
	b, g, w := newBoard(t)
	test.AssertRendersToMarkup(t, "board/start.xml", w.Canvas())

	_ = g.SelectNumber(4)
	test.TapAt(b, b.CellCenter(r1c3)) // right
	_ = g.SelectNumber(9)
	test.TapAt(b, b.CellCenter(r1c4)) // wrong
	g.Check()
	test.AssertRendersToMarkup(t, "board/checked.xml", w.Canvas())

	_ = g.SelectNumber(1)
	g.SetHelp(true) // the check marks stay: selecting and help change no cell
	test.AssertRendersToMarkup(t, "board/help.xml", w.Canvas())
}
