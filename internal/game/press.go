package game

import "fmt"

// The two habits of play with the mouse, and the one rule that tells them
// apart. Number first: pick a number, then click cells, and each click
// places it (as in Simon Tatham's Solo and KSudoku). Cell first: click a
// cell, then a number, which goes in that cell (as in GNOME Sudoku and most
// phone apps). What the player did last decides: a number picked while no
// cell waits for one is placed by clicks; a cell clicked while no number is
// picked that way waits for a number, and a number pressed then goes in it
// and is only shown (Help and the same-digit highlight follow it), so the
// next click on a cell selects that cell for the next number.

// Placing reports whether a click on a cell places the selected number
// (the number-first habit), rather than only selecting the cell.
func (g *Game) Placing() bool { return g.placing && g.selected != 0 }

// Tap is a click on cell i (0–80): it selects the cell alone and, when the
// selected number was picked to be placed by clicks (see Placing), enters
// it there with the pen (see Enter). Otherwise the cell waits for a
// number: PressNumber and Marks.Type then put theirs in it. It returns Enter's
// error; any i out of range is ignored.
func (s Selection) Tap(i int) error {
	g := s.g
	if !g.validCell(i) {
		return nil
	}
	g.Selection().Set(i)
	if g.Placing() {
		g.chosen = false
		return g.Place(i)
	}
	g.chosen = true
	return nil
}

// PressNumber is the number button d (1 to the grid's size), a colour's swatch (1–9) with the
// colour pen. When a cell waits for a number (the player clicked it, or
// moved to it with the keys, while no number was picked to be placed) and
// it can take d (it is no given, or the pen is colours, or several cells
// are selected), d goes in the selected cells as Marks.Type puts it,
// and d is selected to be shown; pressing d again where that changes nothing
// (the cell holds d already) selects no number and the cell stops waiting.
// Otherwise d is picked to be placed by clicks, or, if it was picked so
// already, un-picked. It returns unpicked true when no number is selected
// afterwards, and the error of the move refused: ErrPaused,
// ErrExplaining, ErrWatching (see SelectNumber), or one of PlaceDigit's
// and Marks.ToggleNote's.
func (g *Game) PressNumber(d int) (unpicked bool, err error) {
	if err := g.Allowed(ActionSelectNumber); err != nil {
		return false, err
	}
	if top := g.numbers(); d < 1 || d > top {
		return false, fmt.Errorf("number %d out of range 1-%d", d, top)
	}
	if i := g.cursor; g.chosen && i >= 0 {
		if _, err := g.editable(i); err == nil || g.pen == LayerColor || len(g.Selection().Cells()) > 1 {
			if g.pen == LayerDigit && g.sheet().board[i] == uint8(d) && g.selected == d {
				g.chosen = false
				g.setSelected(0)
				return true, nil
			}
			return false, g.Marks().Type(d)
		}
	}
	g.chosen = false
	if g.Placing() && g.selected == d {
		g.placing = false
		g.setSelected(0)
		return true, nil
	}
	g.placing = true
	g.setSelected(d)
	return false, nil
}
