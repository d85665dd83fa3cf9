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
	g.SetHighlights(game.Highlights{Conflicts: true}) // the goldens show their subject, not the house tint
	p, _ := sudoku.Parse(puzzleText)
	s, _ := sudoku.Parse(solutionText)
	if err := g.Start(sudoku.Puzzle{Givens: p}, s); err != nil {
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

// TestBoardKeyboard drives the board with keys as a player would: a tap
// selects a cell, then arrows and WASD move, digits place or note, 0,
// Backspace and Delete clear, N, H and P switch the centre pen, help and pause.
func TestBoardKeyboard(t *testing.T) {
	b, g, w := newBoard(t)
	test.TapAt(b, b.CellCenter(r1c3)) // no number selected: only selects
	if g.Selection().Cursor() != r1c3 || g.Board()[r1c3] != 0 {
		t.Fatalf("tap with no number: cursor %d, r1c3 = %d; want %d, 0", g.Selection().Cursor(), g.Board()[r1c3], r1c3)
	}
	if w.Canvas().Focused() != b {
		t.Fatal("a tap did not give the board the keyboard focus")
	}
	steps := []struct {
		name       string
		key        fyne.KeyName // or
		r          rune
		wantCursor int
		wantDigit  uint8 // in the cursor cell
		wantNotes  sudoku.Digits
	}{
		{"4 places", "4", 0, r1c3, 4, 0},
		{"right arrow", fyne.KeyRight, 0, r1c4, 0, 0},
		{"9 places", "9", 0, r1c4, 9, 0},
		{"backspace clears", fyne.KeyBackspace, 0, r1c4, 0, 0},
		{"n: the centre marks' pen", "", 'n', r1c4, 0, 0},
		{"2: a centre mark", "2", 0, r1c4, 0, sudoku.DigitSet(2)},
		{"6: another", "6", 0, r1c4, 0, sudoku.DigitSet(2, 6)},
		{"delete clears notes", fyne.KeyDelete, 0, r1c4, 0, 0},
		{"N: the digits' pen", "", 'N', r1c4, 0, 0},
		{"s moves down to the given 1 in r2c4", "", 's', r1c4 + 9, 1, 0},
		{"a moves left", "", 'a', r1c4 + 8, 0, 0},
		{"w moves up", "", 'w', r1c3, 4, 0},
		{"d moves right", "", 'd', r1c4, 0, 0},
		{"up arrow at the top stays", fyne.KeyUp, 0, r1c4, 0, 0},
		{"down arrow", fyne.KeyDown, 0, r1c4 + 9, 1, 0},
		{"left arrow", fyne.KeyLeft, 0, r1c4 + 8, 0, 0},
		{"7 places in r2c3", "7", 0, r1c4 + 8, 7, 0},
		{"0 clears", "0", 0, r1c4 + 8, 0, 0},
	}
	for _, s := range steps {
		if s.key != "" { // digits too: a key, not the character it types
			w.Canvas().Focused().TypedKey(&fyne.KeyEvent{Name: s.key})
		} else {
			test.Type(b, string(s.r))
		}
		c := g.Selection().Cursor()
		if c != s.wantCursor || g.Board()[c] != s.wantDigit || g.Marks().Notes(c) != s.wantNotes {
			t.Fatalf("%s: cursor %s holds %d, notes %v; want %s, %d, %v", s.name,
				sudoku.CellName(c), g.Board()[c], g.Marks().Notes(c), sudoku.CellName(s.wantCursor), s.wantDigit, s.wantNotes)
		}
	}
	test.Type(b, "h")
	if !g.Status().Help {
		t.Error("h did not switch help on")
	}
	test.Type(b, "p")
	if !g.Status().Paused {
		t.Error("p did not pause")
	}
	b.TypedKey(&fyne.KeyEvent{Name: fyne.Key5})
	if g.Board()[g.Selection().Cursor()] != 0 {
		t.Error("a digit was placed while paused")
	}
	test.Type(b, "P")
	if g.Status().Paused {
		t.Error("P did not resume")
	}
	b.Mark(game.LayerCentre, 3)
	if g.Marks().Notes(g.Selection().Cursor()) != sudoku.DigitSet(3) {
		t.Errorf("Mark(centre, 3): notes %v; want {3}", g.Marks().Notes(g.Selection().Cursor()))
	}
	test.Type(b, "5#§")
	if g.Board()[g.Selection().Cursor()] != 0 || g.Marks().Notes(g.Selection().Cursor()) != sudoku.DigitSet(3) {
		t.Errorf("the characters 5, # and § typed: r2c3 = %d, notes %v; want 0 and {3}: digits are keys", g.Board()[g.Selection().Cursor()], g.Marks().Notes(g.Selection().Cursor()))
	}
}

// TestBoardTapWithCentrePen: with the centre marks' pen, a left tap
// toggles the selected number's note; a right tap clears the notes.
func TestBoardTapWithCentrePen(t *testing.T) {
	b, g, _ := newBoard(t)
	_ = g.SelectNumber(4)
	g.Marks().SetPen(game.LayerCentre)
	test.TapAt(b, b.CellCenter(r1c3))
	if g.Marks().Notes(r1c3) != sudoku.DigitSet(4) || g.Board()[r1c3] != 0 {
		t.Fatalf("tap with the centre pen: r1c3 = %d, notes %v; want 0, {4}", g.Board()[r1c3], g.Marks().Notes(r1c3))
	}
	test.TapSecondaryAt(b, b.CellCenter(r1c3))
	if g.Marks().Notes(r1c3) != 0 {
		t.Errorf("right tap left notes %v", g.Marks().Notes(r1c3))
	}
}

// TestBoardRendersNotesAndHighlights draws notes in use, the house and
// same-digit highlights, a conflict, and the paused board.
func TestBoardRendersNotesAndHighlights(t *testing.T) {
	b, g, w := newBoard(t)
	g.SetHighlights(game.Highlights{House: true, SameDigit: true, Conflicts: true})
	_ = g.Marks().FillNotes()
	_ = g.PlaceDigit(r1c4, 5)         // a conflict with the given 5 in r1c1
	test.TapAt(b, b.CellCenter(r1c4)) // select it: same digits 5, its houses
	test.AssertRendersToMarkup(t, "board/notes_highlights.xml", w.Canvas())
	g.SetPaused(true)
	test.AssertRendersToMarkup(t, "board/paused.xml", w.Canvas())
}

// TestBoardRendersMarks draws the layers of the solver's toolkit: corner
// marks in SudokuPad's places beside a line of centre marks, centre marks
// alone in their 3x3 places, cells of one colour and of several, and the
// outlines of cells selected with the cursor's.
func TestBoardRendersMarks(t *testing.T) {
	b, g, w := newBoard(t)
	_ = g.Marks().ToggleCorner([]int{r1c3}, 1)
	_ = g.Marks().ToggleCorner([]int{r1c3}, 2)
	_ = g.Marks().ToggleCorner([]int{r1c3}, 9)
	_ = g.Marks().ToggleNotes([]int{r1c3, r1c4}, 4)
	_ = g.Marks().ToggleNotes([]int{r1c3, r1c4}, 6)
	_ = g.Marks().ToggleColor([]int{r1c1, r1c4}, 2)
	_ = g.Marks().ToggleColor([]int{r1c4}, 6)
	g.Selection().Set(r1c3)
	g.Selection().Extend(r1c4)
	test.AssertRendersToMarkup(t, "board/marks.xml", w.Canvas())
	test.AssertRendersToImage(t, "board/marks.png", w.Canvas())
	_ = b
}
