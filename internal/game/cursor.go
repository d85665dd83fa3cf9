package game

import "github.com/sudoku-devs/sudoku/internal/sudoku"

// Cursor returns the cursor's cell (0–80), the cell selected last, or -1
// when no cell is selected.
func (g *Game) Cursor() int { return g.cursor }

// Selection returns the selected cells (0–80) in increasing order: the
// cursor's cell and the cells selected with it (see ToggleSelected and
// ExtendSelection), or none. Type, Mark and Erase act on all of them.
func (g *Game) Selection() []int {
	var cells []int
	for i, on := range g.selection {
		if on {
			cells = append(cells, i)
		}
	}
	return cells
}

// SetCursor selects cell i (0–80) alone, or no cell for i = -1; any other i
// is ignored. Listeners get a CursorMoved event naming the cells that were
// or are now selected.
func (g *Game) SetCursor(i int) {
	if i != -1 && !validCell(i) {
		return
	}
	var sel [81]bool
	if i >= 0 {
		sel[i] = true
	}
	g.selectCells(i, sel)
}

// ExtendSelection adds cell i (0–80) to the selection and moves the cursor
// to it, as a drag across cells or Shift with an arrow does; the selected
// cells wait for a number (see PressNumber). Any other i is ignored.
func (g *Game) ExtendSelection(i int) {
	if !validCell(i) {
		return
	}
	g.chosen = true
	sel := g.selection
	sel[i] = true
	g.selectCells(i, sel)
}

// ToggleSelected adds cell i (0–80) to the selection, moving the cursor to
// it, or, when it is selected, takes it out (the cursor goes to the last
// cell left in reading order, or to none), as Ctrl+click does; the selected
// cells wait for a number (see PressNumber). Any other i is ignored.
func (g *Game) ToggleSelected(i int) {
	if !validCell(i) {
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
			for k := 80; k >= 0; k-- {
				if sel[k] {
					cursor = k
					break
				}
			}
		}
	}
	g.selectCells(cursor, sel)
}

// SelectAll selects every cell, as Ctrl+A does, keeping the cursor where
// it is (on r1c1 when no cell was selected); the cells wait for a number
// (see PressNumber).
func (g *Game) SelectAll() {
	g.chosen = true
	var sel [81]bool
	for i := range sel {
		sel[i] = true
	}
	g.selectCells(max(g.cursor, 0), sel)
}

// SelectDigit selects every cell that holds the digit cell i (0–80) holds,
// given or the player's, with the cursor on i, as a double click does; for
// an empty cell, or any i out of range, it does nothing. The cells wait for
// a number (see PressNumber).
func (g *Game) SelectDigit(i int) {
	if !validCell(i) {
		return
	}
	b := g.Board()
	d := b[i]
	if d == 0 {
		return
	}
	var sel [81]bool
	for k := range b {
		sel[k] = b[k] == d
	}
	g.chosen = true
	g.selectCells(i, sel)
}

// selectCells makes sel the selection and cursor its cursor, and tells
// listeners of the cells whose selection changed, if any.
func (g *Game) selectCells(cursor int, sel [81]bool) {
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

// MoveCursor moves the cursor by rows down and cols right (negative: up,
// left), stopping at the edges of the board, and selects the cell it moves
// to alone, or with extend set adds it to the selection (Shift with an
// arrow). With no cell selected it selects r1c1 first. The cell moved to
// waits for a number (see PressNumber).
func (g *Game) MoveCursor(rows, cols int, extend bool) {
	g.chosen = true
	if g.cursor < 0 {
		g.SetCursor(0)
		return
	}
	r := min(max(sudoku.Row(g.cursor)+rows, 0), 8)
	c := min(max(sudoku.Col(g.cursor)+cols, 0), 8)
	if extend {
		g.ExtendSelection(r*9 + c)
		return
	}
	g.SetCursor(r*9 + c)
}

// Pen returns the layer that digits typed, pressed or placed by clicks
// write in: digits, corner marks, centre marks (notes) or colours.
func (g *Game) Pen() Layer { return g.pen }

// SetPen makes l the layer that digits write in (see Pen); listeners get a
// PenChanged event when it changes. While the game is paused, or for a
// layer that does not exist, it does nothing.
func (g *Game) SetPen(l Layer) {
	if g.Allowed(ActionPen) != nil || l > LayerColor {
		return
	}
	g.setPen(l)
}

// setPen makes l the pen and tells listeners if it changed.
func (g *Game) setPen(l Layer) {
	if l == g.pen {
		return
	}
	g.pen = l
	g.emit(PenChanged)
}

// SetHighlights changes the highlight settings.
func (g *Game) SetHighlights(h Highlights) {
	if h == g.highlights {
		return
	}
	g.highlights = h
	g.emit(HighlightsChanged)
}
