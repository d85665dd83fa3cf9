package game

import "github.com/sudoku-devs/sudoku/internal/sudoku"

// Cursor returns the selected cell (0–80), or -1 when no cell is selected.
func (g *Game) Cursor() int { return g.cursor }

// SetCursor selects cell i (0–80), or none for i = -1; any other i is
// ignored. Listeners get a CursorMoved event naming the old and new cells.
func (g *Game) SetCursor(i int) {
	if i == g.cursor || (i != -1 && !validCell(i)) {
		return
	}
	var cells []int
	if g.cursor >= 0 {
		cells = append(cells, g.cursor)
	}
	if i >= 0 {
		cells = append(cells, i)
	}
	g.cursor = i
	g.emit(CursorMoved, cells...)
}

// MoveCursor moves the selected cell by rows down and cols right (negative:
// up, left), stopping at the edges of the board. With no cell selected it
// selects r1c1 first. The cell moved to waits for a number (see
// PressNumber).
func (g *Game) MoveCursor(rows, cols int) {
	g.chosen = true
	if g.cursor < 0 {
		g.SetCursor(0)
		return
	}
	r := min(max(sudoku.Row(g.cursor)+rows, 0), 8)
	c := min(max(sudoku.Col(g.cursor)+cols, 0), 8)
	g.SetCursor(r*9 + c)
}

// SetNotesMode switches notes mode on or off; listeners get a
// NotesModeToggled event when it changes. While the game is paused it does
// nothing.
func (g *Game) SetNotesMode(on bool) {
	if g.Allowed(ActionNotesMode) != nil {
		return
	}
	g.setNotesMode(on)
}

// setNotesMode switches notes mode on or off and tells listeners if it
// changed.
func (g *Game) setNotesMode(on bool) {
	if on == g.notesMode {
		return
	}
	g.notesMode = on
	g.emit(NotesModeToggled)
}

// SetHighlights changes the highlight settings.
func (g *Game) SetHighlights(h Highlights) {
	if h == g.highlights {
		return
	}
	g.highlights = h
	g.emit(HighlightsChanged)
}
