package game

import (
	"errors"
	"fmt"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// EnterPuzzle starts enter mode, where the player types the givens of a
// puzzle of their own (from a newspaper, say) on a board that starts as
// givens (the zero Grid for a blank one; an imported puzzle that was refused
// can be put here to be fixed). In enter mode PlaceDigit, Enter, Clear, Undo,
// Redo and Restart work on the givens being typed — digits, never notes, and
// no win — and notes, check, hints, pause, show solution and Save are refused
// with ErrEntering; the timer stands still. FinishEnter validates and starts
// the puzzle, CancelEnter goes back to the game that was in play. Listeners
// get a NewGame event. It returns an error, and changes nothing, for a value
// of givens outside 0–9.
func (g *Game) EnterPuzzle(givens sudoku.Grid) error {
	for i, d := range givens {
		if d > 9 {
			return fmt.Errorf("%s holds %d; want 0-9", sudoku.CellName(i), d)
		}
	}
	before := g.before
	if !g.entering {
		g.stopClock()
		b := *g
		b.listeners, b.hint, b.explain, b.watch = nil, nil, nil, nil
		before = &b
	}
	g.reset(sudoku.Grid{}, sudoku.Grid{}, givens, [81]sudoku.Digits{})
	g.entering, g.before = true, before
	g.stopClock()
	g.emit(NewGame)
	return nil
}

// Entering reports whether enter mode is on: the player is typing givens.
func (g *Game) Entering() bool { return g.entering }

// FinishEnter ends enter mode by starting the puzzle typed (see Start) when it
// has exactly one solution. Otherwise it returns an error that says why and
// where, and enter mode goes on: "duplicate 5 in row 1: r1c1 and r1c2" (a
// *sudoku.ConflictError), "no solution: no digit fits in r2c2" (wrapping
// sudoku.ErrNoSolution; the cell is named when one has no candidate), or
// "more than one solution: r1c3 can hold 4 or 6" (wrapping
// sudoku.ErrMultipleSolutions, naming a cell whose digit the givens leave
// open). It returns ErrNoPuzzle outside enter mode.
func (g *Game) FinishEnter() error {
	if !g.entering {
		return ErrNoPuzzle
	}
	p := g.board
	sol, err := sudoku.Solve(p)
	switch {
	case errors.Is(err, sudoku.ErrNoSolution):
		for i, d := range p {
			if d == 0 && p.Candidates(i) == 0 {
				return fmt.Errorf("%w: no digit fits in %s", err, sudoku.CellName(i))
			}
		}
		return fmt.Errorf("%w: the givens contradict each other", err)
	case errors.Is(err, sudoku.ErrMultipleSolutions):
		if c, d1, d2, ok := openCell(p, sol); ok {
			return fmt.Errorf("%w: %s can hold %d or %d; add givens", err, sudoku.CellName(c), min(d1, d2), max(d1, d2))
		}
		return fmt.Errorf("%w: add givens", err)
	case err != nil:
		return err
	}
	return g.Start(p, sol)
}

// openCell returns a blank cell of puzzle that holds one digit in the solution
// sol and can hold another d2 in a second solution, for a puzzle with more
// than one solution.
func openCell(puzzle, sol sudoku.Grid) (cell, d1, d2 int, ok bool) {
	for i, d := range puzzle {
		if d != 0 {
			continue
		}
		for _, alt := range puzzle.Candidates(i).List() {
			if alt == int(sol[i]) {
				continue
			}
			q := puzzle
			q[i] = uint8(alt)
			if sudoku.CountSolutions(q, 1) > 0 {
				return i, int(sol[i]), alt, true
			}
		}
	}
	return 0, 0, 0, false
}

// CancelEnter ends enter mode and puts back the game that was in play when
// it started, as it was, with its timer going on (unless held or that game
// was paused); the selected number and
// cell, help, notes mode and highlights stay as they are now. Listeners get a
// NewGame event. Outside enter mode it does nothing.
func (g *Game) CancelEnter() {
	if !g.entering {
		return
	}
	b := g.before
	listeners, next := g.listeners, g.nextID
	sel, help, notesMode, cursor, hl := g.selected, g.help, g.notesMode, g.cursor, g.highlights
	holds := g.holds
	*g = *b
	g.listeners, g.nextID, g.holds = listeners, next, holds
	g.selected, g.help, g.notesMode, g.cursor, g.highlights = sel, help, notesMode, cursor, hl
	g.runClock()
	g.emit(NewGame)
}
