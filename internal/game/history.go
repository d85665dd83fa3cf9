package game

import (
	"cmp"
	"slices"
	"time"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// cellState is what one cell holds: a digit (0 for none) and notes (the
// centre marks), under a player's digit the notes the cell had when it was
// placed, which Clear brings back, and in an open cell the notes that
// digits placed in its peers took from it, which clearing those digits
// brings back; and the marks the game never changes by itself: corner
// marks (kept, hidden, under a digit) and colours.
type cellState struct {
	Digit  uint8         `json:"d"`
	Notes  sudoku.Digits `json:"n"`
	Under  sudoku.Digits `json:"u,omitempty"`
	Taken  sudoku.Digits `json:"t,omitempty"`
	Corner sudoku.Digits `json:"c,omitempty"`
	Colors Colors        `json:"k,omitempty"`
}

// change is what one step did to one cell.
type change struct {
	Cell   int       `json:"cell"`
	Before cellState `json:"before"`
	After  cellState `json:"after"`
}

// step is one entry of the undo history: every cell one move changed. Undo
// puts each cell back to Before, Redo to After. Clock is the time played,
// in milliseconds, that a Restart took off the clock: Undo gives it back,
// Redo takes it again.
type step struct {
	Changes []change `json:"changes"`
	Clock   int64    `json:"clock,omitempty"`
}

// set records that the digit and notes of cell i of sh are to become
// after's, keeping the cell's state before the step; its corner marks and
// colours stay as they are (see setMarks). Setting a cell twice keeps the
// first Before.
func (s *step) set(sh *sheet, i int, after cellState) {
	c := s.change(sh, i)
	after.Corner, after.Colors = c.After.Corner, c.After.Colors
	c.After = after
}

// setMarks records that the corner marks and colours of cell i of sh are to
// become corner and colors; its digit and notes stay as they are.
func (s *step) setMarks(sh *sheet, i int, corner sudoku.Digits, colors Colors) {
	c := s.change(sh, i)
	c.After.Corner, c.After.Colors = corner, colors
}

// change returns the change of cell i in s, adding one that changes
// nothing yet when s has none.
func (s *step) change(sh *sheet, i int) *change {
	for k := range s.Changes {
		if s.Changes[k].Cell == i {
			return &s.Changes[k]
		}
	}
	s.Changes = append(s.Changes, change{Cell: i, Before: sh.cell(i), After: sh.cell(i)})
	return &s.Changes[len(s.Changes)-1]
}

// do applies a new step to sh, pushes it on sh's undo history and forgets
// what was undone; an empty step does nothing. Inside batch it only puts the
// cells of s on sh and adds s to the batch's step.
func (g *Game) do(sh *sheet, s step) {
	if len(s.Changes) == 0 && s.Clock == 0 {
		return
	}
	if b := g.batching; b != nil {
		for _, c := range s.Changes {
			b.change(sh, c.Cell).After = c.After
			sh.put(c.Cell, c.After)
		}
		return
	}
	sh.undo = append(sh.undo, s)
	sh.redo = nil
	g.apply(sh, s, false)
}

// batch runs f, and the moves f makes on the sheet of the board become one
// step of the undo history, made and told to listeners when f returns, as
// if they were one move (a digit typed in many cells at once).
func (g *Game) batch(f func()) {
	sh := g.sheet()
	if sh == nil || g.batching != nil {
		f()
		return
	}
	g.batching = &step{}
	f()
	s := *g.batching
	g.batching = nil
	s.Changes = slices.DeleteFunc(s.Changes, func(c change) bool { return c.Before == c.After })
	g.do(sh, s)
}

// each calls f for every cell of cells, as one step of the undo history
// (see batch). It returns nil when f took any cell, else f's first error;
// nil for no cells.
func (g *Game) each(cells []int, f func(i int) error) error {
	var first error
	took := false
	g.batch(func() {
		for _, i := range cells {
			if err := f(i); err != nil {
				first = cmp.Or(first, err)
			} else {
				took = true
			}
		}
	})
	if took {
		return nil
	}
	return first
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
		sh.put(c.Cell, st)
		cells[k] = c.Cell
	}
	p := g.current()
	if p == nil { // enter mode
		g.emit(CellChanged, cells...)
		return
	}
	if t := time.Duration(s.Clock) * time.Millisecond; t != 0 && back {
		p.elapsed = min(p.elapsed+t, MaxElapsed)
	} else if t != 0 {
		p.elapsed = max(p.elapsed-t, 0)
	}
	p.checked, p.hint = false, nil
	g.emit(CellChanged, cells...)
	if !p.moved && len(s.Changes) > 0 { // a restart that only sets the clock back is no move
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
