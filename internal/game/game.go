// Package game is the observable model of a game of Sudoku: the puzzle and its
// solution, the player's entries, the selected number, help and check marks.
//
// A Game knows every rule of play and nothing of windows: the board and panel
// widgets call its methods and redraw when it tells them what changed. It
// imports nothing from Fyne, so every rule is tested without a screen.
package game

import (
	"errors"
	"fmt"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// Errors returned for refused moves.
var (
	// ErrGiven is returned for a change to a given cell.
	ErrGiven = errors.New("givens cannot be changed")
	// ErrNoNumber is returned by Place when no number is selected.
	ErrNoNumber = errors.New("no number selected")
	// ErrNoPuzzle is returned for a move before a puzzle has started.
	ErrNoPuzzle = errors.New("no puzzle in play")
)

// EventKind says what changed in a Game.
type EventKind int

// The kinds of change a Game reports.
const (
	// NewGame: a puzzle started or was restored; every cell may have changed.
	NewGame EventKind = iota
	// CellChanged: the player's digit in Event.Cells changed.
	CellChanged
	// NumberSelected: the selected number changed.
	NumberSelected
	// HelpToggled: help was switched on or off.
	HelpToggled
	// Checked: check marks were shown (Event.Cells are the player's cells).
	Checked
	// Won: the board is complete and matches the solution.
	Won
)

var kindNames = [...]string{"new game", "cell changed", "number selected", "help toggled", "checked", "won"}

// String returns the kind's name in words, e.g. "cell changed".
func (k EventKind) String() string {
	if k >= 0 && int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("EventKind(%d)", int(k))
}

// Event tells listeners what changed: its Kind and the cells (0–80) touched.
// Cells is nil when the change touches no cell in particular or all of them.
type Event struct {
	Kind  EventKind
	Cells []int
}

// Game is one game of Sudoku. The zero value is not usable; call New. A Game is
// not safe for concurrent use: call its methods from one goroutine (the UI
// goroutine) only.
type Game struct {
	puzzle   sudoku.Grid
	solution sudoku.Grid
	board    sudoku.Grid // givens plus the player's digits
	started  bool
	selected int
	help     bool
	checked  bool // check marks shown until the next change of the board

	listeners []listener
	nextID    int
}

type listener struct {
	id int
	fn func(Event)
}

// New returns a Game with no puzzle in play, no number selected and help off.
func New() *Game { return &Game{} }

// Subscribe registers fn to be called after every change, with an Event that
// says what changed. Listeners run synchronously, in the order they
// subscribed, on the goroutine that made the change. The returned function
// removes fn; calling it again does nothing.
func (g *Game) Subscribe(fn func(Event)) (unsubscribe func()) {
	g.nextID++
	id := g.nextID
	g.listeners = append(g.listeners, listener{id, fn})
	return func() {
		for i, l := range g.listeners {
			if l.id == id {
				g.listeners = append(g.listeners[:i:i], g.listeners[i+1:]...)
				return
			}
		}
	}
}

func (g *Game) emit(kind EventKind, cells ...int) {
	ev := Event{Kind: kind, Cells: cells}
	for _, l := range g.listeners {
		l.fn(ev)
	}
}

// Start begins a game of puzzle, whose one solution is solution; the player's
// entries and check marks are cleared, the selected number and help stay. It
// returns an error, and changes nothing, when solution is not a complete valid
// grid that keeps every given of puzzle. Start does not prove the solution is
// the only one; StartPuzzle does.
func (g *Game) Start(puzzle, solution sudoku.Grid) error {
	if err := fits(puzzle, solution); err != nil {
		return err
	}
	g.puzzle, g.solution, g.board = puzzle, solution, puzzle
	g.started, g.checked = true, false
	g.emit(NewGame)
	return nil
}

// fits returns an error unless solution is a complete valid grid that keeps
// every given of puzzle.
func fits(puzzle, solution sudoku.Grid) error {
	if !solution.Complete() {
		return errors.New("solution is not complete")
	}
	if err := solution.Validate(); err != nil {
		return fmt.Errorf("solution breaks a rule: %w", err)
	}
	for i, d := range puzzle {
		if d != 0 && solution[i] != d {
			return fmt.Errorf("solution has %d in %s, where the puzzle has %d", solution[i], sudoku.CellName(i), d)
		}
	}
	return nil
}

// StartPuzzle solves puzzle and starts it (see Start). It returns
// sudoku.Solve's error, and changes nothing, when puzzle breaks a rule or does
// not have exactly one solution.
func (g *Game) StartPuzzle(puzzle sudoku.Grid) error {
	sol, err := sudoku.Solve(puzzle)
	if err != nil {
		return err
	}
	return g.Start(puzzle, sol)
}

// Started reports whether a puzzle is in play.
func (g *Game) Started() bool { return g.started }

// Puzzle returns the givens of the puzzle in play (0 for open cells).
func (g *Game) Puzzle() sudoku.Grid { return g.puzzle }

// Solution returns the solution of the puzzle in play.
func (g *Game) Solution() sudoku.Grid { return g.solution }

// Board returns what the board shows: the givens plus the player's digits.
func (g *Game) Board() sudoku.Grid { return g.board }

// IsGiven reports whether cell i (0–80) is a given of the puzzle.
func (g *Game) IsGiven(i int) bool { return validCell(i) && g.puzzle[i] != 0 }

// Selected returns the selected number, 1–9, or 0 when none is.
func (g *Game) Selected() int { return g.selected }

// SelectNumber makes d (1–9) the selected number, or selects none for d = 0;
// any other d is an error. Selecting a new number replaces the old one, as in
// a radio group.
func (g *Game) SelectNumber(d int) error {
	if d < 0 || d > 9 {
		return fmt.Errorf("number %d out of range 0-9", d)
	}
	if d == g.selected {
		return nil
	}
	g.selected = d
	g.emit(NumberSelected)
	return nil
}

// Place puts the selected number in cell i (0–80); see PlaceDigit. It returns
// ErrNoNumber when no number is selected.
func (g *Game) Place(i int) error {
	if g.selected == 0 {
		return ErrNoNumber
	}
	return g.PlaceDigit(i, g.selected)
}

// PlaceDigit puts digit d (1–9) in cell i (0–80), replacing the player's digit
// there, and clears any check marks. A digit that breaks a rule is allowed:
// the player finds out with Check. It returns ErrGiven for a given cell,
// ErrNoPuzzle before a puzzle has started, and an error for i or d out of
// range; a refused move changes nothing. When the move completes the board
// correctly, listeners get a Won event after the CellChanged one.
func (g *Game) PlaceDigit(i, d int) error {
	if err := g.editable(i); err != nil {
		return err
	}
	if d < 1 || d > 9 {
		return fmt.Errorf("digit %d out of range 1-9", d)
	}
	if g.board[i] == uint8(d) {
		return nil
	}
	g.board[i] = uint8(d)
	g.changed(i)
	if g.board == g.solution {
		g.emit(Won)
	}
	return nil
}

// Clear empties cell i (0–80) when the player filled it, clearing any check
// marks; clearing an empty cell does nothing. It returns ErrGiven for a given
// cell, ErrNoPuzzle before a puzzle has started, and an error for i out of
// range.
func (g *Game) Clear(i int) error {
	if err := g.editable(i); err != nil {
		return err
	}
	if g.board[i] == 0 {
		return nil
	}
	g.board[i] = 0
	g.changed(i)
	return nil
}

func (g *Game) editable(i int) error {
	switch {
	case !g.started:
		return ErrNoPuzzle
	case !validCell(i):
		return fmt.Errorf("cell %d out of range 0-80", i)
	case g.puzzle[i] != 0:
		return fmt.Errorf("%s: %w", sudoku.CellName(i), ErrGiven)
	}
	return nil
}

func (g *Game) changed(i int) {
	g.checked = false
	g.emit(CellChanged, i)
}

// Help reports whether help is on.
func (g *Game) Help() bool { return g.help }

// SetHelp switches help on or off.
func (g *Game) SetHelp(on bool) {
	if on == g.help {
		return
	}
	g.help = on
	g.emit(HelpToggled)
}

// Highlighted reports whether help marks cell i (0–80): help is on, a number is
// selected, the cell is open (no digit), and the selected number is legal there
// (no equal digit in its row, column or box).
func (g *Game) Highlighted(i int) bool {
	return g.help && g.selected != 0 && validCell(i) && g.board[i] == 0 && g.board.Legal(i, g.selected)
}

// Check shows check marks: from now until the next change of the board, Mark
// says of each player's digit whether it is right or wrong. Listeners get a
// Checked event naming the player's cells.
func (g *Game) Check() {
	if !g.started {
		return
	}
	g.checked = true
	var cells []int
	for i := range g.board {
		if g.puzzle[i] == 0 && g.board[i] != 0 {
			cells = append(cells, i)
		}
	}
	g.emit(Checked, cells...)
}

// Mark returns the check mark of cell i (0–80): sudoku.Right or sudoku.Wrong
// for a player's digit while check marks are shown, else sudoku.Given,
// sudoku.Blank, or — for a player's digit with no marks shown — sudoku.Blank
// too, since nothing is to be drawn.
func (g *Game) Mark(i int) sudoku.Status {
	if !validCell(i) {
		return sudoku.Blank
	}
	switch {
	case g.puzzle[i] != 0:
		return sudoku.Given
	case !g.checked || g.board[i] == 0:
		return sudoku.Blank
	case g.board[i] == g.solution[i]:
		return sudoku.Right
	}
	return sudoku.Wrong
}

// Checking reports whether check marks are shown.
func (g *Game) Checking() bool { return g.checked }

// Won reports whether the board is complete and matches the solution.
func (g *Game) Won() bool { return g.started && g.board == g.solution }

func validCell(i int) bool { return i >= 0 && i < 81 }
