package ui_test

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
	"github.com/sudoku-devs/sudoku/internal/ui"
)

// A size puzzle (sudoku.Generate with sudoku.SizeVariant, PCG seed 1, 2): givens r3c7 = 7,
// r4c4 = 6, r5c3 = 4, r7c2 = 5.
const (
	sizePuzzle   = "........................7.....6.......4................5........................."
	sizeSolution = "389762451547193268162854793235681947894275136716349582651428379973516824428937615"
	sizeLetters  = "SMLLMSMLSMSLSLMSMLSLMLMSMLSSMLMLSLSMMLSSLMSMLLSMSMLMLSLMSMSLSMLLMSMSLLSMMSLLSMLSM"
)

// newSizeBoard returns a board showing a started game of the size puzzle
// above, in a 360x360 test window.
func newSizeBoard(t *testing.T) (*ui.Board, *game.Game, fyne.Window) {
	t.Helper()
	test.NewTempApp(t)
	p, err := sudoku.ParsePuzzle(sizePuzzle + " " + sizeLetters)
	if err != nil {
		t.Fatal(err)
	}
	s, _ := sudoku.Parse(sizeSolution)
	g := game.New()
	if err := g.Start(p, s); err != nil {
		t.Fatal(err)
	}
	b := ui.NewBoard(g)
	w := test.NewTempWindow(t, b)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(360, 360))
	return b, g, w
}

// letters returns the visible one-letter texts S, M and L the board draws.
func letters(b *ui.Board) string {
	var out string
	for _, o := range test.WidgetRenderer(b).Objects() {
		if t, ok := o.(*canvas.Text); ok && t.Visible() && (t.Text == "S" || t.Text == "M" || t.Text == "L") {
			out += t.Text
		}
	}
	return out
}

// TestBoardDrawsLetters checks that a size puzzle shows every cell's letter,
// in order, and a classic one none.
func TestBoardDrawsLetters(t *testing.T) {
	b, g, _ := newSizeBoard(t)
	if got := letters(b); got != sizeLetters {
		t.Errorf("size board letters %q; want %q", got, sizeLetters)
	}
	g.SetPaused(true)
	if got := letters(b); got != "" {
		t.Errorf("paused size board letters %q; want none", got)
	}
	c, _, _ := newBoard(t)
	if got := letters(c); got != "" {
		t.Errorf("classic board letters %q; want none", got)
	}
}

// TestBoardSizeMarkup draws a size game with a digit, notes and a conflict
// in the run order: r1c1 (S) = 5, r1c2 (M) = 3, notes in r1c3.
func TestBoardSizeMarkup(t *testing.T) {
	_, g, w := newSizeBoard(t)
	_ = g.PlaceDigit(0, 5)
	_ = g.PlaceDigit(1, 3)
	for _, d := range []int{1, 5, 9} {
		_ = g.Marks().ToggleNote(2, d)
	}
	test.AssertRendersToMarkup(t, "board/size.xml", w.Canvas())
}
