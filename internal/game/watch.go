package game

import (
	"fmt"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// watch is the backtracking solve being shown instead of the board: the
// grid it started from, the grid as it stands, the cell of the last move and
// the moves so far.
type watch struct {
	start, grid sudoku.Grid
	last        int // the cell of the last move, or -1
	placed      int // placements so far
	backtracked int // backtracks so far
}

// StartWatch shows a backtracking solve instead of the board, starting from
// the givens of the puzzle in play, or from a blank grid when no puzzle is
// in play: while it is shown the board draws the search (see CellView and
// WatchGrid), WatchMoves adds the
// solver's moves, and moves of the player are refused with ErrWatching; the
// player's entries are kept as they are, and the timer stands still until
// StopWatch. Any hint goes away; an explanation
// shown is closed. Listeners get a WatchChanged event. It returns
// ErrEntering, and changes nothing, while a puzzle is being entered, and
// ErrVariant while a size puzzle is in play (the classic search knows no
// letters), and returns the grid it starts from, for sudoku.Trace.
func (g *Game) StartWatch() (sudoku.Grid, error) {
	if g.entering() != nil {
		return sudoku.Grid{}, ErrEntering
	}
	p := g.Puzzle()
	if p.HasLetters() {
		return sudoku.Grid{}, ErrVariant
	}
	g.setMode(&watch{start: p.Givens, grid: p.Givens, last: -1})
	g.emit(WatchChanged)
	return p.Givens, nil
}

func (*watch) refusal() error { return ErrWatching }

// view returns what cell i shows of the search: its digit, bold for one the
// search started from, and the mark of the last move.
func (w *watch) view(_ *Game, i int) CellView {
	v := CellView{Digit: int(w.grid[i])}
	if w.start[i] != 0 {
		v.Given, v.Ink = true, InkPlain
	}
	if i == w.last {
		v.Tint = TintMark
	}
	return v
}

// Watching reports whether the solver's search is shown.
func (g *Game) Watching() bool { return g.watching() != nil }

// WatchMoves applies moves of sudoku.Trace — a digit put in a cell, or with
// Digit 0 a cell emptied — to the grid shown, and tells listeners with one
// WatchChanged event naming the cells. It returns an error, and changes
// nothing, when no search is shown or a move is out of range or changes a
// cell the search started with.
func (g *Game) WatchMoves(moves []sudoku.Move) error {
	w := g.watching()
	if w == nil {
		return fmt.Errorf("the solver is not shown")
	}
	for _, m := range moves {
		switch {
		case !validCell(m.Cell):
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
	g.emit(WatchChanged, cells...)
	return nil
}

// WatchGrid returns the grid of the search shown: the digits it started
// from and those it has placed so far. It is the zero Grid when no search is
// shown.
func (g *Game) WatchGrid() sudoku.Grid {
	if w := g.watching(); w != nil {
		return w.grid
	}
	return sudoku.Grid{}
}

// WatchCounts returns the moves of the search shown so far: digits placed
// and taken back; both 0 when no search is shown. The search has solved the
// grid when WatchGrid is complete.
func (g *Game) WatchCounts() (placed, backtracked int) {
	if w := g.watching(); w != nil {
		return w.placed, w.backtracked
	}
	return 0, 0
}

// StopWatch ends the search shown: the board shows the player's position
// again, exactly as it was, and moves are taken. Listeners get a
// WatchChanged event; with no search shown it does nothing.
func (g *Game) StopWatch() {
	if g.watching() == nil {
		return
	}
	g.setMode(nil)
	g.emit(WatchChanged)
}
