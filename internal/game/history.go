package game

import "github.com/sudoku-devs/sudoku/internal/sudoku"

// cellState is what one cell holds: a digit (0 for none) and notes, under
// a player's digit the notes the cell had when it was placed, which Clear
// brings back, and in an open cell the notes that digits placed in its
// peers took from it, which clearing those digits brings back.
type cellState struct {
	Digit uint8         `json:"d"`
	Notes sudoku.Digits `json:"n"`
	Under sudoku.Digits `json:"u,omitempty"`
	Taken sudoku.Digits `json:"t,omitempty"`
}

// change is what one step did to one cell.
type change struct {
	Cell   int       `json:"cell"`
	Before cellState `json:"before"`
	After  cellState `json:"after"`
}

// step is one entry of the undo history: every cell one move changed. Undo
// puts each cell back to Before, Redo to After.
type step struct {
	Changes []change `json:"changes"`
}

// set records that cell i of sh is to become after, keeping the cell's
// state before the step; setting a cell twice keeps the first Before.
func (s *step) set(sh *sheet, i int, after cellState) {
	for k := range s.Changes {
		if s.Changes[k].Cell == i {
			s.Changes[k].After = after
			return
		}
	}
	s.Changes = append(s.Changes, change{Cell: i, Before: sh.cell(i), After: after})
}

// do applies a new step to sh, pushes it on sh's undo history and forgets
// what was undone; an empty step does nothing.
func (g *Game) do(sh *sheet, s step) {
	if len(s.Changes) == 0 {
		return
	}
	sh.undo = append(sh.undo, s)
	sh.redo = nil
	g.apply(sh, s, false)
}

// apply puts the cells of s on sh in their After state (Before when back is
// true) and tells listeners. On the game in play it also clears check marks
// and the hint, tells of the first move of the game (FirstMove), and ends
// the game when the board is solved; the givens typed in enter mode are no
// moves and win nothing.
func (g *Game) apply(sh *sheet, s step, back bool) {
	cells := make([]int, len(s.Changes))
	for k, c := range s.Changes {
		st := c.After
		if back {
			st = c.Before
		}
		sh.board[c.Cell], sh.notes[c.Cell], sh.under[c.Cell], sh.taken[c.Cell] = st.Digit, st.Notes, st.Under, st.Taken
		cells[k] = c.Cell
	}
	p := g.current()
	if p == nil { // enter mode
		g.emit(CellChanged, cells...)
		return
	}
	p.checked, p.hint = false, nil
	g.emit(CellChanged, cells...)
	if !p.moved {
		p.moved = true
		g.emit(FirstMove)
	}
	if p.board == p.solution {
		p.over = true
		g.stopClock()
		g.emit(Won)
	}
}

// Undo takes back the last step of the undo history (a digit, a note, fill
// notes, a restart) and keeps it for Redo. The history has no limit. It
// returns the errors of Allowed(ActionUndo): ErrNothingToUndo when there is
// nothing to take back, and the errors of a move for no puzzle or a paused
// or ended game.
func (g *Game) Undo() error {
	if err := g.Allowed(ActionUndo); err != nil {
		return err
	}
	sh := g.sheet()
	g.move(sh, &sh.undo, &sh.redo, true)
	return nil
}

// Redo does again the step the last Undo took back. Any new move forgets
// what was undone. It returns the errors of Allowed(ActionRedo):
// ErrNothingToRedo when nothing was undone, and the errors of a move for no
// puzzle or a paused or ended game.
func (g *Game) Redo() error {
	if err := g.Allowed(ActionRedo); err != nil {
		return err
	}
	sh := g.sheet()
	g.move(sh, &sh.redo, &sh.undo, false)
	return nil
}

// move takes the last step off from, which is not empty, puts it on to and
// applies it to sh, backwards when undo is set.
func (g *Game) move(sh *sheet, from, to *[]step, undo bool) {
	n := len(*from)
	s := (*from)[n-1]
	*from = (*from)[:n-1]
	*to = append(*to, s)
	g.apply(sh, s, undo)
}
