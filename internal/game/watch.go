package game

import (
	"fmt"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// Watch is the backtracking solve being shown instead of the board: the
// grid it started from, the grid as it stands, the cell of the last move and
// the moves so far. Game.StartWatch shows one and Game.Watch returns it
// while it is shown; its methods do nothing on a nil Watch or one that was
// stopped.
type Watch struct {
	g           *Game
	start, grid sudoku.Grid
	last        int // the cell of the last move, or -1
	placed      int // placements so far
	backtracked int // backtracks so far
}

// StartWatch shows a backtracking solve instead of the board, starting from
// the givens of the puzzle in play, or from a blank grid when no puzzle is
// in play: while it is shown the board draws the search (see CellView and
// Watch.Grid), Watch.Apply adds the solver's moves, and moves of the player
// are refused with ErrWatching; the player's entries are kept as they are,
// and the timer stands still until Watch.Stop. Any hint goes away; an
// explanation shown is closed. Listeners get a WatchChanged event. It
// returns the errors of Allowed(ActionWatch), and changes nothing then:
// ErrEntering while a puzzle is being entered, and ErrVariant while a size
// puzzle is in play (the classic search knows no letters). It returns the
// grid it starts from, for sudoku.Trace.
func (g *Game) StartWatch() (sudoku.Grid, error) {
	if err := g.Allowed(ActionWatch); err != nil {
		return sudoku.Grid{}, err
	}
	givens := g.Puzzle().Givens
	g.setMode(&Watch{g: g, start: givens, grid: givens, last: -1})
	g.emit(WatchChanged)
	return givens, nil
}

func (*Watch) refusal() error { return ErrWatching }

// view returns what cell i shows of the search: its digit, bold for one the
// search started from, and the mark of the last move.
func (w *Watch) view(_ *Game, i int) CellView {
	v := CellView{Digit: int(w.grid[i])}
	if w.start[i] != 0 {
		v.Given, v.Ink = true, InkPlain
	}
	if i == w.last {
		v.Tint = TintMark
	}
	return v
}

// shown reports whether w is the search the game shows.
func (w *Watch) shown() bool { return w != nil && w.g.on(w) }

// Apply applies moves of sudoku.Trace — a digit put in a cell, or with Digit
// 0 a cell emptied — to the grid shown, and tells listeners with one
// WatchChanged event naming the cells. It returns an error, and changes
// nothing, when the search is not shown or a move is out of range or
// changes a cell the search started with.
func (w *Watch) Apply(moves []sudoku.Move) error {
	if !w.shown() {
		return fmt.Errorf("the solver is not shown")
	}
	for _, m := range moves {
		switch {
		case m.Cell < 0 || m.Cell >= 81:
			return fmt.Errorf("cell %d out of range 0-80", m.Cell)
		case m.Digit < 0 || m.Digit > 9:
			return fmt.Errorf("%s: digit %d out of range 0-9", sudoku.CellName(m.Cell), m.Digit)
		case w.start[m.Cell] != 0:
			return fmt.Errorf("%s: %w", sudoku.CellName(m.Cell), ErrGiven)
		}
	}
	cells := make([]int, 0, len(moves))
	for _, m := range moves {
		w.grid[m.Cell] = uint8(m.Digit)
		w.last = m.Cell
		if m.Digit == 0 {
			w.backtracked++
		} else {
			w.placed++
		}
		cells = append(cells, m.Cell)
	}
	w.g.emit(WatchChanged, cells...)
	return nil
}

// Grid returns the grid of the search: the digits it started from and
// those it has placed so far. It is the zero Grid when the search is not
// shown.
func (w *Watch) Grid() sudoku.Grid {
	if !w.shown() {
		return sudoku.Grid{}
	}
	return w.grid
}

// Solved reports whether the search shown has filled the grid.
func (w *Watch) Solved() bool { return w.shown() && w.grid.Complete() }

// Counts returns the moves of the search so far: digits placed and taken
// back; both 0 when the search is not shown.
func (w *Watch) Counts() (placed, backtracked int) {
	if !w.shown() {
		return 0, 0
	}
	return w.placed, w.backtracked
}

// Stop ends the search shown: the board shows the player's position again,
// exactly as it was, and moves are taken. Listeners get a WatchChanged
// event; when the search is not shown it does nothing.
func (w *Watch) Stop() {
	if !w.shown() {
		return
	}
	w.g.setMode(nil)
	w.g.emit(WatchChanged)
}
