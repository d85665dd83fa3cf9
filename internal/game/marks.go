package game

import (
	"fmt"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// Colors is a set of the nine colours a player paints cells with, 1 to 9,
// held as a digit set: colour k in digit k's place. Which colour a number
// stands for is the window's business (an Okabe–Ito palette and a grey);
// the game only keeps the numbers. Check, hints and the solver never look
// at them.
type Colors = sudoku.Digits

// AllColors is the set of the nine colours.
const AllColors Colors = sudoku.AllDigits

// Layer names one of the four things a player writes in cells, with
// SudokuPad's keys: digits (Z), corner marks (X), centre marks (C), which
// are the notes the game fills and cleans, and colours (V).
type Layer uint8

// The layers.
const (
	LayerDigit  Layer = iota // a digit, placed
	LayerCorner              // a corner mark: "this digit goes in one of these cells"
	LayerCentre              // a centre mark, a note: "this cell is one of these"
	LayerColor               // a colour
)

// Marks is what a player writes in the cells of a Game besides digits given
// and placed, and the pen they write with, which Game.Marks returns: the
// centre marks (the notes, which the game fills and cleans), the corner marks
// and the colours, each cell's and each toggled in many cells at once as one
// step of the undo history, as SudokuPad does. Type, Write and Erase act on
// the selected cells (see Selection.Cells). A Marks holds nothing of its own: every
// method reads and changes the Game it came from.
type Marks struct{ g *Game }

// Marks returns the game's marks and pen, to read and change.
func (g *Game) Marks() Marks { return Marks{g} }

// Pen returns the layer that digits typed, pressed or placed by clicks
// write in: digits, corner marks, centre marks (notes) or colours.
func (m Marks) Pen() Layer { return m.g.pen }

// SetPen makes l the layer that digits write in (see Pen); listeners get a
// PenChanged event when it changes. While the game is paused, or for a
// layer that does not exist, it does nothing.
func (m Marks) SetPen(l Layer) {
	g := m.g
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

// ToggleNote adds the note d (1–9) to cell i (0–80), or removes it when the
// cell has it; the change is one step of the undo history. It returns
// ErrFilled when the cell holds a digit, ErrGiven for a given, ErrEntering
// in enter mode, the errors of a move for no puzzle, a paused or ended
// game, and an error for i or d out of range. It is ToggleNotes for one
// cell.
func (m Marks) ToggleNote(i, d int) error {
	return m.ToggleNotes([]int{i}, d)
}

// Notes returns the player's notes in cell i (0–80); a cell that holds a
// digit has none, and neither has any cell in enter mode.
func (m Marks) Notes(i int) sudoku.Digits {
	g := m.g
	if s := g.sheet(); s != nil && g.validCell(i) {
		return s.notes[i]
	}
	return 0
}

// FillNotes sets the notes of every cell without a digit to the digits legal
// there (no equal digit in its row, column or box, and, in a size puzzle, in
// the order of its run's letters), as one step of the undo
// history. It returns the errors of a move for no puzzle or a paused or
// ended game, and ErrEntering in enter mode; when every note is already
// right it changes nothing.
func (m Marks) FillNotes() error {
	g := m.g
	p, err := g.playing()
	if err != nil {
		return err
	}
	var s step
	for i := range p.cells() {
		if p.board[i] == 0 {
			if c := p.rules.Candidates(p.digits(), i); c != p.notes[i] {
				s.set(&p.sheet, i, cellState{Notes: c})
			}
		}
	}
	g.do(&p.sheet, s)
	return nil
}

// ToggleNotes toggles the centre mark (the note) d (1–9) in every cell of
// cells that can take one (an open cell: no given, no digit), as one step of
// the undo history, the way SudokuPad does for many cells at once: when
// every such cell has d it is removed from all of them, otherwise added
// where it is missing. It returns the errors of ToggleNote: ErrFilled or
// ErrGiven when no cell of cells can take a mark (the first cell's), and
// those of a move for no puzzle, enter mode, a paused or ended game, a cell
// or digit out of range.
func (m Marks) ToggleNotes(cells []int, d int) error {
	g := m.g
	return g.toggle(cells, d, false, func(sh *sheet) *marks { return &sh.notes },
		func(s *step, sh *sheet, i int, notes sudoku.Digits) {
			// The player decides about d here now: no Clear gives it back.
			s.set(sh, i, cellState{Notes: notes, Taken: sh.taken[i].Remove(d)})
		})
}

// ToggleCorner toggles the corner mark d (1–9) in every cell of cells that
// can take one (no given, no digit), as one step of the undo history, as
// ToggleNotes does the centre marks. The game never changes corner marks
// by itself: a digit placed over them hides them, and clearing it shows
// them again. It returns the errors of ToggleNotes.
func (m Marks) ToggleCorner(cells []int, d int) error {
	g := m.g
	return g.toggle(cells, d, false, func(sh *sheet) *marks { return &sh.corner },
		func(s *step, sh *sheet, i int, corner sudoku.Digits) { s.setMarks(sh, i, corner, sh.colors[i]) })
}

// ToggleColor toggles colour c (1–9) in every cell of cells, givens and
// filled cells too, as one step of the undo history, as ToggleNotes does
// the centre marks; a cell can hold several colours. It returns the errors
// of a move for no puzzle, enter mode, a paused or ended game, a cell or
// colour out of range.
func (m Marks) ToggleColor(cells []int, c int) error {
	g := m.g
	return g.toggle(cells, c, true, func(sh *sheet) *marks { return &sh.colors },
		func(s *step, sh *sheet, i int, colors Colors) { s.setMarks(sh, i, sh.corner[i], colors) })
}

// toggle toggles v in one layer of marks, which layer returns, in every
// cell of cells that can take it (see markable), as one step of the undo
// history: when every such cell has v it is removed from all of them,
// otherwise added where it is missing; put records a cell's new marks in
// the step. v is a digit of the grid, or with anyCell a colour 1–9.
func (g *Game) toggle(cells []int, v int, anyCell bool, layer func(*sheet) *marks,
	put func(s *step, sh *sheet, i int, marks sudoku.Digits)) error {
	if top := g.size(); anyCell && (v < 1 || v > 9) || v < 1 || v > top {
		if anyCell {
			top = 9
		}
		return fmt.Errorf("mark %d out of range 1-%d", v, top)
	}
	sh, open, err := g.markable(cells, anyCell)
	if err != nil {
		return err
	}
	marks := layer(sh)
	all := true
	for _, i := range open {
		all = all && marks[i].Has(v)
	}
	var s step
	for _, i := range open {
		m := marks[i].Add(v)
		if all {
			m = marks[i].Remove(v)
		}
		if m != marks[i] {
			put(&s, sh, i, m)
		}
	}
	g.do(sh, s)
	return nil
}

// write puts v (1–9) with layer l in every cell of cells that can take it,
// as one step of the undo history: it places the digit v (PlaceDigit), or
// toggles the corner mark (ToggleCorner), the centre mark (ToggleNotes) or
// the colour v (ToggleColor). In enter mode it places the digit. It
// returns nil when any cell took v, else the first cell's error.
func (g *Game) write(cells []int, l Layer, v int) error {
	if g.Entry() != nil {
		l = LayerDigit
	}
	switch l {
	case LayerCorner:
		return g.Marks().ToggleCorner(cells, v)
	case LayerCentre:
		return g.Marks().ToggleNotes(cells, v)
	case LayerColor:
		return g.Marks().ToggleColor(cells, v)
	}
	return g.each(cells, func(i int) error { return g.PlaceDigit(i, v) })
}

// clearCorner takes the corner marks off the open cell i, as one step of
// the undo history. It returns the errors of ToggleCorner.
func (g *Game) clearCorner(i int) error {
	sh, open, err := g.markable([]int{i}, false)
	if err != nil {
		return err
	}
	var s step
	for _, i := range open {
		s.setMarks(sh, i, 0, sh.colors[i])
	}
	g.do(sh, s)
	return nil
}

// ClearColors takes every colour off the cells of cells, as one step of the
// undo history; cells without colours stay as they are. It returns the
// errors of ToggleColor.
func (m Marks) ClearColors(cells []int) error {
	g := m.g
	sh, all, err := g.markable(cells, true)
	if err != nil {
		return err
	}
	var s step
	for _, i := range all {
		if sh.colors[i] != 0 {
			s.setMarks(sh, i, sh.corner[i], 0)
		}
	}
	g.do(sh, s)
	return nil
}

// Corner returns the corner marks of cell i (0–80), which a digit there
// hides; none in enter mode.
func (m Marks) Corner(i int) sudoku.Digits {
	g := m.g
	if p := g.current(); p != nil && g.validCell(i) {
		return p.corner[i]
	}
	return 0
}

// Colors returns the colours of cell i (0–80); none in enter mode.
func (m Marks) Colors(i int) Colors {
	g := m.g
	if p := g.current(); p != nil && g.validCell(i) {
		return p.colors[i]
	}
	return 0
}

// markable returns the sheet and the cells of cells that can take a mark,
// in order and each once: every cell when anyCell is set (colours), else
// the open cells (no given, no digit). The errors are a move's (no puzzle,
// paused, over), ErrEntering in enter mode, a cell out of range, and, when
// no cell of cells can take the mark, ErrGiven or ErrFilled for the first.
func (g *Game) markable(cells []int, anyCell bool) (*sheet, []int, error) {
	p, err := g.playing()
	if err != nil {
		return nil, nil, err
	}
	var seen [sudoku.MaxCells]bool
	var out []int
	var refused error
	for _, i := range cells {
		if !g.validCell(i) {
			return nil, nil, fmt.Errorf("cell %d out of range 0-%d", i, g.cells()-1)
		}
		switch {
		case seen[i]:
			continue
		case anyCell:
		case p.givens[i] != 0 || p.board[i] != 0:
			if refused == nil {
				why := ErrFilled
				if p.givens[i] != 0 {
					why = ErrGiven
				}
				refused = fmt.Errorf("%s: %w", g.cellName(i), why)
			}
			continue
		}
		seen[i] = true
		out = append(out, i)
	}
	if len(out) == 0 && refused != nil {
		return nil, nil, refused
	}
	return &p.sheet, out, nil
}

// Type is the digit d (1–9) typed on the keyboard: it goes in the selected
// cells with the pen (see Write).
func (m Marks) Type(d int) error { return m.Write(m.g.pen, d) }

// Write writes d (1–9) with layer l in every selected cell that can take it
// (see Selection.Cells), as one step of the undo history, whatever the pen: a
// digit placed, or a corner mark, centre mark or colour toggled as
// ToggleCorner, ToggleNotes and ToggleColor do; in enter mode it places the
// digit. When it went in, while playing, a digit or mark d becomes the
// selected number, so that Help and the same-digit highlight follow it;
// whether clicks place it (see Placing) stays as it was. With no cell
// selected it does nothing. It returns the error of the move when no
// selected cell took it: ErrGiven, ErrFilled, the errors of a move for a
// paused or ended game, a digit out of range.
func (m Marks) Write(l Layer, d int) error {
	g := m.g
	cells := g.Selection().Cells()
	if len(cells) == 0 {
		return nil
	}
	if err := g.write(cells, l, d); err != nil {
		return err
	}
	if g.Entry() == nil && l != LayerColor {
		g.setSelected(d)
	}
	return nil
}

// Erase clears the selected cells, as one step of the undo history: with
// the colour pen it takes their colours off (see ClearColors); with another
// it clears in each cell the pen's layer when the cell has something in it,
// else the first of the digit, the centre marks and the corner marks that
// it has (see Clear). With no cell selected it does nothing. It returns the
// error of the move when no selected cell could be cleared: ErrGiven, the
// errors of a move for a paused or ended game.
func (m Marks) Erase() error {
	g := m.g
	cells := g.Selection().Cells()
	if len(cells) == 0 {
		return nil
	}
	if g.pen == LayerColor && g.Entry() == nil {
		return m.ClearColors(cells)
	}
	return g.each(cells, func(i int) error {
		// Corner marks go when they are the pen's layer or all the cell
		// has; otherwise Clear takes the digit or the centre marks.
		if p := g.current(); p != nil && p.board[i] == 0 && p.corner[i] != 0 && (g.pen == LayerCorner || p.notes[i] == 0) {
			return g.clearCorner(i)
		}
		return g.Clear(i)
	})
}
