package game

import "github.com/sudoku-devs/sudoku/internal/sudoku"

// cellState is what one cell holds: a digit (0 for none) and notes, and
// under a player's digit the notes the cell had when it was placed, which
// Clear brings back.
type cellState struct {
	Digit uint8         `json:"d"`
	Notes sudoku.Digits `json:"n"`
	Under sudoku.Digits `json:"u,omitempty"`
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

// set records that cell i is to become after, keeping the cell's state
// before the step; setting a cell twice keeps the first Before.
func (s *step) set(g *Game, i int, after cellState) {
	for k := range s.Changes {
		if s.Changes[k].Cell == i {
			s.Changes[k].After = after
			return
		}
	}
	s.Changes = append(s.Changes, change{Cell: i, Before: g.cell(i), After: after})
}

// cell returns the state of cell i.
func (g *Game) cell(i int) cellState { return cellState{g.board[i], g.notes[i], g.under[i]} }

// do applies a new step, pushes it on the undo history and forgets what was
// undone; an empty step does nothing.
func (g *Game) do(s step) {
	if len(s.Changes) == 0 {
		return
	}
	g.undo = append(g.undo, s)
	g.redo = nil
	g.apply(s, false)
}

// apply puts the cells of s in their After state (Before when back is true),
// clears check marks, tells listeners (with FirstMove after the first move of
// the game), and ends the game when the board is solved.
func (g *Game) apply(s step, back bool) {
	cells := make([]int, len(s.Changes))
	for k, c := range s.Changes {
		st := c.After
		if back {
			st = c.Before
		}
		g.board[c.Cell], g.notes[c.Cell], g.under[c.Cell] = st.Digit, st.Notes, st.Under
		cells[k] = c.Cell
	}
	g.checked, g.hint = false, nil
	g.emit(CellChanged, cells...)
	if !g.moved && !g.entering {
		g.moved = true
		g.emit(FirstMove)
	}
	if !g.entering && g.board == g.solution {
		g.over = true
		g.stopClock()
		g.emit(Won)
	}
}

// Undo takes back the last step of the undo history (a digit, a note, fill
// notes, a restart) and keeps it for Redo. The history has no limit. It
// returns ErrNothingToUndo when there is nothing to take back, and the errors
// of a move for no puzzle or a paused or ended game.
func (g *Game) Undo() error {
	return g.move(&g.undo, &g.redo, true, ErrNothingToUndo)
}

// Redo does again the step the last Undo took back. Any new move forgets
// what was undone. It returns ErrNothingToRedo when nothing was undone, and
// the errors of a move for no puzzle or a paused or ended game.
func (g *Game) Redo() error {
	return g.move(&g.redo, &g.undo, false, ErrNothingToRedo)
}

// move takes the last step off from, puts it on to and applies it, backwards
// when undo is set. It returns none when from is empty, and the errors of a
// move for no puzzle or a paused or ended game.
func (g *Game) move(from, to *[]step, undo bool, none error) error {
	if err := g.playable(); err != nil {
		return err
	}
	n := len(*from)
	if n == 0 {
		return none
	}
	s := (*from)[n-1]
	*from = (*from)[:n-1]
	*to = append(*to, s)
	g.apply(s, undo)
	return nil
}

// CanUndo reports whether Undo has a step to take back in a game in play.
func (g *Game) CanUndo() bool { return g.playable() == nil && len(g.undo) > 0 }

// CanRedo reports whether Redo has a step to do again in a game in play.
func (g *Game) CanRedo() bool { return g.playable() == nil && len(g.redo) > 0 }
