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
// selects r1c1 first.
func (g *Game) MoveCursor(rows, cols int) {
	if g.cursor < 0 {
		g.SetCursor(0)
		return
	}
	r := min(max(sudoku.Row(g.cursor)+rows, 0), 8)
	c := min(max(sudoku.Col(g.cursor)+cols, 0), 8)
	g.SetCursor(r*9 + c)
}

// NotesMode reports whether notes mode is on: Place and Enter toggle notes
// instead of placing digits.
func (g *Game) NotesMode() bool { return g.notesMode }

// SetNotesMode switches notes mode on or off; listeners get a
// NotesModeToggled event when it changes. While the game is paused it does
// nothing.
func (g *Game) SetNotesMode(on bool) {
	if g.paused {
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

// Highlights returns the highlight settings.
func (g *Game) Highlights() Highlights { return g.highlights }

// SetHighlights changes the highlight settings.
func (g *Game) SetHighlights(h Highlights) {
	if h == g.highlights {
		return
	}
	g.highlights = h
	g.emit(HighlightsChanged)
}

// InCursorHouse reports whether the house highlight tints cell i (0–80): it is
// on, a cell is selected, and i shares its row, column or box (the selected
// cell included).
func (g *Game) InCursorHouse(i int) bool {
	c := g.cursor
	return g.highlights.House && c >= 0 && validCell(i) &&
		(sudoku.Row(i) == sudoku.Row(c) || sudoku.Col(i) == sudoku.Col(c) || sudoku.Box(i) == sudoku.Box(c))
}

// SameDigit reports whether the same-digit highlight tints cell i (0–80): it
// is on and the cell holds the digit of the selected cell or, when that cell
// is empty or none is selected, the selected number.
func (g *Game) SameDigit(i int) bool {
	if !g.highlights.SameDigit || !validCell(i) || g.board[i] == 0 {
		return false
	}
	d := uint8(g.selected)
	if g.cursor >= 0 && g.board[g.cursor] != 0 {
		d = g.board[g.cursor]
	}
	return g.board[i] == d
}

// Conflict reports whether the conflict highlight marks cell i (0–80): it is
// on and the cell's digit is also in one of its peers or, in a size puzzle,
// out of the order of its letter with another digit of its run.
func (g *Game) Conflict(i int) bool {
	if !g.highlights.Conflicts || !validCell(i) || g.board[i] == 0 {
		return false
	}
	if g.sizeConflict(i) {
		return true
	}
	for _, p := range sudoku.Peers[i] {
		if g.board[p] == g.board[i] {
			return true
		}
	}
	return false
}
