package game

import "github.com/sudoku-devs/sudoku/internal/sudoku"

// CellView is what one cell of the board shows, decided by the game so that
// a board widget only draws it: the digit and how it is inked, the notes,
// the letter of a size puzzle, the tint behind it, and the cursor. The zero
// CellView is an empty cell with nothing marked, which is what every cell
// shows while the game is paused.
type CellView struct {
	// Digit is the digit shown, 1–9, or 0 for none.
	Digit int
	// Ink says in what colour the digit is drawn.
	Ink Ink
	// Given: the digit is a given (or, watching the solver, one the search
	// started from), drawn bold.
	Given bool
	// Shown: Show solution put the digit there, drawn in italics.
	Shown bool
	// Notes are the small digits drawn in the cell: the player's notes
	// (centre marks) or, in the explanation, the candidates left at its
	// position.
	Notes sudoku.Digits
	// Corner are the player's corner marks, drawn along the cell's edge;
	// none under a digit.
	Corner sudoku.Digits
	// Colors are the player's colours of the cell, drawn under the rest.
	Colors Colors
	// Bold are the notes to stress: the digits of the step shown, in a cell
	// it changes.
	Bold sudoku.Digits
	// Letter is the cell's letter in a size puzzle, sudoku.NoLetter for none.
	Letter sudoku.Letter
	// Sum is the sum of the killer cage whose first cell (in reading order)
	// this is, drawn small in its corner; 0 for other cells.
	Sum int
	// Tint is the cell's background.
	Tint Tint
	// Cursor: the cell is the cursor's (the one selected last) and the
	// cursor is drawn on it.
	Cursor bool
	// Selected: the cell is selected with others (see Selection.Cells) and
	// is not the cursor's.
	Selected bool
}

// Ink is the colour of a cell's digit.
type Ink uint8

// The inks of a digit.
const (
	// InkPlayer: a digit of the player's, in the theme's primary colour.
	InkPlayer Ink = iota
	// InkPlain: a given or a digit of Show solution, in the foreground
	// colour.
	InkPlain
	// InkConflict: a digit that repeats one of its peers' (or breaks its
	// run's letters), in the error colour.
	InkConflict
	// InkOnTint: the colour that reads on the cell's Tint (TintRight,
	// TintWrong or TintChange).
	InkOnTint
)

// Tint is the background of a cell, from the weakest mark to the strongest.
type Tint uint8

// The tints of a cell.
const (
	// TintNone: no background.
	TintNone Tint = iota
	// TintHouse: a soft tint for the house of the selected cell, or a house
	// of the step shown.
	TintHouse
	// TintMark: the selection colour with an edge, for help (the selected
	// number fits here), the same digit as the selected cell's, a cell of
	// the step's pattern, or the solver's last move.
	TintMark
	// TintChange: the warning colour with an edge, for a cell the step shown
	// places a digit in or removes candidates from.
	TintChange
	// TintRight: the success colour, for a digit Check found right.
	TintRight
	// TintWrong: the error colour, for a digit Check found wrong, one a hint
	// names as wrong, or one the player had wrong when the solution was
	// shown.
	TintWrong
)

// CellView returns what cell i (0–80) shows now, in whatever mode the game
// is: entering a puzzle, explaining, watching the solver, or playing. While
// the game is paused a cell shows nothing: no digit, notes, letter, tint or
// cursor (the digit keeps its Given and its Ink but InkOnTint, with nothing
// to draw). A cell
// out of range shows nothing.
func (g *Game) CellView(i int) CellView {
	if !g.validCell(i) {
		return CellView{}
	}
	var v CellView
	switch {
	case g.mode != nil:
		v = g.mode.view(g, i)
	case g.play != nil:
		v = g.play.view(g, i)
	default: // no game yet: the cursor and the house tint
		var empty sudoku.Grid
		v = CellView{Tint: g.highlightTint(empty[:], classicRules, i, true), Cursor: g.cursor == i, Selected: g.alsoSelected(i)}
	}
	if g.paused() {
		ink := v.Ink
		if ink == InkOnTint {
			ink = InkPlayer // no tint to read on
		}
		v = CellView{Given: v.Given, Ink: ink}
	}
	return v
}

// view returns what cell i of the game in play shows.
func (p *play) view(g *Game, i int) CellView {
	v := CellView{Digit: int(p.board[i]), Notes: p.notes[i], Colors: p.colors[i],
		Sum: p.rules.SumAt(i), Cursor: g.cursor == i, Selected: g.alsoSelected(i)}
	if i < len(p.puzzle.Letters) {
		v.Letter = p.puzzle.Letters[i]
	}
	if p.board[i] == 0 {
		v.Corner = p.corner[i]
	}
	v.Tint = g.highlightTint(p.digits(), p.rules, i, true)
	v.Shown = p.shown(i)
	if v.Shown {
		v.Ink = InkPlain
	}
	switch p.mark(i) {
	case sudoku.Given:
		v.Given, v.Ink = true, InkPlain
	case sudoku.Right:
		v.Tint, v.Ink = TintRight, InkOnTint
	case sudoku.Wrong:
		v.Tint, v.Ink = TintWrong, InkOnTint
	}
	if g.conflict(i) && v.Tint != TintWrong {
		v.Ink = InkConflict
	}
	if h := p.hint; h != nil {
		var about sudoku.Digits
		if h.hasStep {
			about = h.step.Digits
		}
		if v.Tint == TintHouse || v.Tint == TintMark {
			// Only the hint's marks show, so that the houses it names do not
			// blend with the cursor's and help's highlights.
			v.Tint = TintNone
		}
		v.role(h.roles[i], about)
	}
	return v
}

// alsoSelected reports whether cell i is selected with others and is not
// the cursor's (see CellView.Selected).
func (g *Game) alsoSelected(i int) bool { return g.selection[i] && g.cursor != i }

// role marks v for the part its cell plays in the step shown (a hint or a
// step of the explanation), whose digits are about.
func (v *CellView) role(r Role, about sudoku.Digits) {
	switch r {
	case RoleHouse:
		if v.Tint == TintNone {
			v.Tint = TintHouse
		}
	case RolePattern:
		v.Tint = TintMark
	case RoleChange:
		v.Tint = TintChange
		if !v.Given {
			v.Ink = InkOnTint
		}
		v.Bold = v.Notes & about
	case RoleWrong:
		v.Tint, v.Ink = TintWrong, InkOnTint
	}
}

// highlightTint returns the tint the highlights give cell i of board under
// rules: TintMark where help (when withHelp) says the selected number fits
// or the same-digit highlight marks the cell, else TintHouse in the
// selected cell's house when that highlight is on.
func (g *Game) highlightTint(board []uint8, rules *sudoku.Rules, i int, withHelp bool) Tint {
	switch {
	case withHelp && g.helps(board, rules, i) || g.sameDigit(board, i):
		return TintMark
	case g.inCursorHouse(i):
		return TintHouse
	}
	return TintNone
}

// helps reports whether help marks cell i of board: help is on, a number is
// selected, the cell is open, and rules allow the number there (no equal
// digit in a house or cage, in the order of its run's letters, and its
// cage can still reach its sum).
func (g *Game) helps(board []uint8, rules *sudoku.Rules, i int) bool {
	return g.help && g.selected != 0 && board[i] == 0 && rules.Allows(board, i, g.selected)
}

// inCursorHouse reports whether the house highlight tints cell i: it is on,
// a cell is selected, and i shares its row, column or box or jigsaw region
// (the selected cell included).
func (g *Game) inCursorHouse(i int) bool {
	c := g.cursor
	if !g.highlights.House || c < 0 {
		return false
	}
	rules, n := g.rules(), g.size()
	return i/n == c/n || i%n == c%n || rules.Region(i) == rules.Region(c)
}

// sameDigit reports whether the same-digit highlight marks cell i of board:
// it is on and the cell holds the digit of the selected cell or, when that
// cell is empty or none is selected, the selected number.
func (g *Game) sameDigit(board []uint8, i int) bool {
	if !g.highlights.SameDigit || board[i] == 0 {
		return false
	}
	d := uint8(g.selected)
	if g.cursor >= 0 && board[g.cursor] != 0 {
		d = board[g.cursor]
	}
	return board[i] == d
}

// conflict reports whether the conflict highlight marks cell i of the
// board the player writes on: it is on and the cell's digit is also in one
// of its peers or, in a size puzzle, out of the order of its letter with
// another digit of its run.
func (g *Game) conflict(i int) bool {
	s := g.sheet()
	if !g.highlights.Conflicts || s == nil || s.board[i] == 0 {
		return false
	}
	return g.rules().Conflict(s.digits(), i)
}
