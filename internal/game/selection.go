package game

import "github.com/sudoku-devs/sudoku/internal/sudoku"

// Selection is the cursor and the selected cells of a Game, which Game.Selection
// returns: a cell is selected by a click (Tap), the keys (Move), a drag or
// Shift+click (Extend), Ctrl+click (Toggle), Ctrl+A (All) or a double click
// (SameDigit), and the digits and marks typed then go in every selected cell
// (see Marks). A Selection holds nothing of its own: every method reads and
// changes the Game it came from, and listeners get a CursorMoved event for
// the cells whose selection changed.
type Selection struct{ g *Game }

// Selection returns the game's cursor and selected cells, to read and change.
func (g *Game) Selection() Selection { return Selection{g} }

// Cursor returns the cursor's cell (0–80), the cell selected last, or -1
// when no cell is selected.
func (s Selection) Cursor() int { return s.g.cursor }

// Cells returns the selected cells (0–80) in increasing order: the
// cursor's cell and the cells selected with it (see Toggle and
// Extend), or none. Marks.Type, Marks.Write and Marks.Erase act on all of them.
func (s Selection) Cells() []int {
	g := s.g
	var cells []int
	for i, on := range g.selection {
		if on {
			cells = append(cells, i)
		}
	}
	return cells
}

// Set selects cell i (0–80 on the 9x9 grid) alone, or no cell for i = -1; any other i
// is ignored. Listeners get a CursorMoved event naming the cells that were
// or are now selected.
func (s Selection) Set(i int) {
	g := s.g
	if i != -1 && !g.validCell(i) {
		return
	}
	var sel [sudoku.MaxCells]bool
	if i >= 0 {
		sel[i] = true
	}
	g.selectCells(i, sel)
}

// Extend adds cell i (0–80) to the selection and moves the cursor
// to it, as a drag across cells or Shift with an arrow does; the selected
// cells wait for a number (see PressNumber). Any other i is ignored.
func (s Selection) Extend(i int) {
	g := s.g
	if !g.validCell(i) {
		return
	}
	g.chosen = true
	sel := g.selection
	sel[i] = true
	g.selectCells(i, sel)
}

// Toggle adds cell i (0–80) to the selection, moving the cursor to
// it, or, when it is selected, takes it out (the cursor goes to the last
// cell left in reading order, or to none), as Ctrl+click does; the selected
// cells wait for a number (see PressNumber). Any other i is ignored.
func (s Selection) Toggle(i int) {
	g := s.g
	if !g.validCell(i) {
		return
	}
	g.chosen = true
	sel := g.selection
	sel[i] = !sel[i]
	cursor := i
	if !sel[i] {
		cursor = -1
		if g.cursor != i {
			cursor = g.cursor
		} else {
			for k := g.cells() - 1; k >= 0; k-- {
				if sel[k] {
					cursor = k
					break
				}
			}
		}
	}
	g.selectCells(cursor, sel)
}

// All selects every cell, as Ctrl+A does, keeping the cursor where
// it is (on r1c1 when no cell was selected); the cells wait for a number
// (see PressNumber).
func (s Selection) All() {
	g := s.g
	g.chosen = true
	var sel [sudoku.MaxCells]bool
	for i := range g.cells() {
		sel[i] = true
	}
	g.selectCells(max(g.cursor, 0), sel)
}

// SameDigit selects every cell that holds the digit cell i (0–80) holds,
// given or the player's, with the cursor on i, as a double click does; for
// an empty cell, or any i out of range, it does nothing. The cells wait for
// a number (see PressNumber).
func (s Selection) SameDigit(i int) {
	g := s.g
	if !g.validCell(i) {
		return
	}
	b := g.sheet()
	if b == nil || b.board[i] == 0 {
		return
	}
	var sel [sudoku.MaxCells]bool
	for k := range b.cells() {
		sel[k] = b.board[k] == b.board[i]
	}
	g.chosen = true
	g.selectCells(i, sel)
}

// selectCells makes sel the selection and cursor its cursor, and tells
// listeners of the cells whose selection changed, if any.
func (g *Game) selectCells(cursor int, sel [sudoku.MaxCells]bool) {
	var cells []int
	for i := range sel {
		if sel[i] != g.selection[i] || (i == cursor) != (i == g.cursor) {
			cells = append(cells, i)
		}
	}
	if len(cells) == 0 {
		return
	}
	g.cursor, g.selection = cursor, sel
	g.emit(CursorMoved, cells...)
}

// Move moves the cursor by rows down and cols right (negative: up,
// left), stopping at the edges of the board, and selects the cell it moves
// to alone, or with extend set adds it to the selection (Shift with an
// arrow). With no cell selected it selects r1c1 first. The cell moved to
// waits for a number (see PressNumber).
func (s Selection) Move(rows, cols int, extend bool) {
	g := s.g
	g.chosen = true
	if g.cursor < 0 {
		s.Set(0)
		return
	}
	n := g.size()
	r := min(max(g.cursor/n+rows, 0), n-1)
	c := min(max(g.cursor%n+cols, 0), n-1)
	if extend {
		s.Extend(r*n + c)
		return
	}
	s.Set(r*n + c)
}

// SetHighlights changes the highlight settings.
func (g *Game) SetHighlights(h Highlights) {
	if h == g.highlights {
		return
	}
	g.highlights = h
	g.emit(HighlightsChanged)
}
