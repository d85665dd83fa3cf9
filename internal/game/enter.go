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
// with ErrEntering; the timer stands still. Entry.Finish validates and
// starts the puzzle, Entry.Cancel goes back to the game that was in play,
// which waits untouched (its hint, explanation or search shown is closed). Listeners
// get a NewGame event, and NumberSelected when the picked number is put
// down (no number is picked in enter mode until the player picks one). It returns an error, and changes nothing, for a value
// of givens outside 0–9.
func (g *Game) EnterPuzzle(givens sudoku.Grid) error {
	for i, d := range givens {
		if d > 9 {
			return fmt.Errorf("%s holds %d; want 0-9", sudoku.CellName(i), d)
		}
	}
	g.setMode(&Entry{g: g, sheet: sheet{size: 9, board: gridOf(givens)}})
	g.emit(NewGame)
	g.unarm()
	return nil
}

// Finish ends enter mode by starting the puzzle typed (see Start) when it
// has exactly one solution. Otherwise it returns an error that says why and
// where, and enter mode goes on: "duplicate 5 in row 1 and box 1: r1c1 and r1c2" (a
// *sudoku.ConflictError), "no solution: no digit fits in r2c2" (wrapping
// sudoku.ErrNoSolution; the cell is named when one has no candidate), or
// "more than one solution: r1c3 can hold 4, 6 or 9; add givens" (wrapping
// sudoku.ErrMultipleSolutions, naming the first cell whose digit the givens
// leave open and every digit that completes the puzzle there). It returns
// ErrNoPuzzle when enter mode is over (or e is nil).
func (e *Entry) Finish() error {
	c, err := e.Ask()
	if err != nil {
		return err
	}
	c.Check()
	return c.Finish()
}

// EnterCheck is Entry.Finish's check of the givens typed, for a window that
// must not wait for the solver: Entry.Ask takes the givens on the game's
// goroutine, Check solves them on any goroutine (it reads nothing of the
// Game), and Finish starts the puzzle, or says why not, on the game's
// goroutine again, unless the givens changed meanwhile.
type EnterCheck struct {
	g     *Game
	e     *Entry      // enter mode when asked
	board sudoku.Grid // the givens asked about
	sol   sudoku.Grid // their solution, when Check found one
	err   error       // why they cannot be played (Entry.Finish's errors)
}

// Ask takes the givens typed for Finish's check; it returns ErrNoPuzzle
// when enter mode is over (or e is nil).
func (e *Entry) Ask() (*EnterCheck, error) {
	if !e.on() {
		return nil, ErrNoPuzzle
	}
	return &EnterCheck{g: e.g, e: e, board: sudokuGrid(&e.board)}, nil
}

// on reports whether e is the enter mode the game is in.
func (e *Entry) on() bool { return e != nil && e.g.on(e) }

// Check solves the givens and, when they cannot be played, works out why,
// naming cells (see Entry.Finish). It may run on any goroutine, once.
func (c *EnterCheck) Check() {
	p := c.board
	sol, err := sudoku.Solve(sudoku.Puzzle{Givens: p})
	switch {
	case errors.Is(err, sudoku.ErrNoSolution):
		cell := -1 // a cell where no digit fits, if any
		for i, d := range p {
			if d == 0 && p.Candidates(i) == 0 {
				cell = i
				break
			}
		}
		err = &UnplayableError{Err: err, Cell: cell}
	case errors.Is(err, sudoku.ErrMultipleSolutions):
		if i, digits, ok := openCell(p, sol); ok {
			err = &UnplayableError{Err: err, Cell: i, Digits: digits}
		} else {
			err = &UnplayableError{Err: err, Cell: -1}
		}
	}
	c.sol, c.err = sol, err
}

// Err returns, after Check, why the givens cannot be played (Entry.Finish's
// errors), or nil when they have exactly one solution.
func (c *EnterCheck) Err() error { return c.err }

// Finish ends enter mode by starting the puzzle checked when it has
// exactly one solution, on the game's goroutine, after Check; otherwise it
// returns Err and enter mode goes on. It returns ErrStale, changing
// nothing, when enter mode ended or the givens changed since Entry.Ask.
func (c *EnterCheck) Finish() error {
	g := c.g
	if e := g.Entry(); e == nil || e != c.e || sudokuGrid(&e.board) != c.board {
		return ErrStale
	}
	if c.err != nil {
		return c.err
	}
	return g.Start(sudoku.Puzzle{Givens: c.board}, c.sol)
}

// UnplayableError says why a puzzle entered cannot be played: it has no
// solution (Err is sudoku.ErrNoSolution), naming a Cell where no digit fits,
// or more than one (sudoku.ErrMultipleSolutions), naming the first Cell the
// givens leave open and the Digits, in increasing order, that complete the
// puzzle there. Cell is -1 when no cell says it. The window words it in the
// player's language from these fields; Error gives the English.
type UnplayableError struct {
	Err    error
	Cell   int
	Digits []int
}

// Error returns e in English: "no solution: no digit fits in r2c2", "no
// solution: the givens contradict each other", "more than one solution:
// r1c3 can hold 4, 6 or 9; add givens" or "more than one solution: add
// givens".
func (e *UnplayableError) Error() string { return e.Message().English() }

// Unwrap returns sudoku.ErrNoSolution or sudoku.ErrMultipleSolutions.
func (e *UnplayableError) Unwrap() error { return e.Err }

// openCell returns the first blank cell of puzzle, a puzzle with more than
// one solution of which sol is one, that more than one digit completes, and
// every digit that does, in increasing order: sol's digit there, and each
// other candidate with which the puzzle still has a solution (a count of
// solutions stopped at 1 for each).
func openCell(puzzle, sol sudoku.Grid) (cell int, digits []int, ok bool) {
	for i, d := range puzzle {
		if d != 0 {
			continue
		}
		digits = digits[:0]
		for _, alt := range puzzle.Candidates(i).List() {
			q := puzzle
			q[i] = uint8(alt)
			if alt == int(sol[i]) || sudoku.CountSolutions(sudoku.Puzzle{Givens: q}, 1) > 0 {
				digits = append(digits, alt)
			}
		}
		if len(digits) > 1 {
			return i, digits, true
		}
	}
	return 0, nil, false
}

// Cancel ends enter mode and shows the game that was in play when it
// started, as it was (it waited untouched), with its timer going on (unless
// held or that game was paused); the selected number and cell, help, notes
// mode and highlights stay as they are now. Listeners get a NewGame event.
// When enter mode is over (or e is nil) it does nothing.
func (e *Entry) Cancel() {
	if !e.on() {
		return
	}
	e.g.setMode(nil)
	e.g.emit(NewGame)
}
