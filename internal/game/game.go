// Package game is the observable model of a game of Sudoku: the puzzle and its
// solution, the player's entries and notes, the selected number and cell,
// help, highlights and check marks, the undo history, the timer, and the
// statistics of games played.
//
// A Game knows every rule of play and nothing of windows: the board and panel
// widgets call its methods and redraw when it tells them what changed. It
// imports nothing from Fyne, so every rule is tested without a screen.
package game

import (
	"errors"
	"fmt"
	"time"

	"github.com/sudoku-devs/sudoku/internal/logic"
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
	// ErrFilled is returned by ToggleNote for a cell that holds a digit.
	ErrFilled = errors.New("cell holds a digit")
	// ErrPaused is returned for a move while the game is paused.
	ErrPaused = errors.New("game is paused")
	// ErrOver is returned for a move after the puzzle was solved or its
	// solution shown.
	ErrOver = errors.New("game is over")
	// ErrNothingToUndo is returned by Undo with an empty undo history, and by
	// Redo with nothing undone.
	ErrNothingToUndo = errors.New("nothing to undo")
	// ErrNothingToRedo is returned by Redo when nothing was undone.
	ErrNothingToRedo = errors.New("nothing to redo")
	// ErrExplaining is returned for a move while the explanation of the
	// solve is shown; StopExplain ends it.
	ErrExplaining = errors.New("the explanation is shown")
	// ErrEntering is returned by what makes no sense while the player enters
	// a puzzle of their own (notes, check, hints, pause, show solution, save).
	ErrEntering = errors.New("a puzzle is being entered")
	// ErrWatching is returned for a move while the solver's search is
	// shown; StopWatch ends it.
	ErrWatching = errors.New("the solver is being watched")
)

// EventKind says what changed in a Game.
type EventKind int

// The kinds of change a Game reports.
const (
	// NewGame: a puzzle started or was restored; every cell may have changed.
	NewGame EventKind = iota
	// CellChanged: the digit or notes of Event.Cells changed (a move, an
	// undo or redo, fill notes, restart, show solution).
	CellChanged
	// NumberSelected: the selected number changed.
	NumberSelected
	// HelpToggled: help was switched on or off.
	HelpToggled
	// Checked: check marks were shown (Event.Cells are the player's cells).
	Checked
	// Won: the board is complete and matches the solution.
	Won
	// CursorMoved: the selected cell changed; Event.Cells holds the old one
	// and the new one (those that are not -1).
	CursorMoved
	// NotesModeToggled: notes mode was switched on or off.
	NotesModeToggled
	// HighlightsChanged: the highlight settings changed.
	HighlightsChanged
	// PauseToggled: the game was paused or resumed.
	PauseToggled
	// SolutionShown: the player gave up and the solution was put on the
	// board; the game is over (after a CellChanged naming the cells filled).
	SolutionShown
	// HintShown: a hint was shown (Event.Cells are the cells it marks) or,
	// with no cells, taken away.
	HintShown
	// ExplainChanged: the explanation of the solve started, moved to another
	// step, or ended.
	ExplainChanged
	// WatchChanged: the solver's search started being shown, made moves
	// (Event.Cells are their cells), or stopped being shown.
	WatchChanged
	// FirstMove: the player made the first move of this game — the first
	// change of the board or notes by the player: a digit placed, a digit
	// or notes cleared, a note toggled, notes filled. It comes once per
	// game, after the CellChanged of that move and before any Won, so that
	// a game counts as played once and only once it is played. It does not
	// come again after Undo back to the start and Redo, nor for a game
	// restored by Load that already had a move (see Moved); the typing of
	// givens in enter mode, hints, the explanation, watching the solver and
	// ShowSolution are no moves.
	FirstMove
)

var kindNames = [...]string{"new game", "cell changed", "number selected", "help toggled", "checked", "won",
	"cursor moved", "notes mode toggled", "highlights changed", "pause toggled", "solution shown",
	"hint shown", "explain changed", "watch changed", "first move"}

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
	puzzle     sudoku.Puzzle // the givens, and the letters of a size puzzle
	solution   sudoku.Grid
	board      sudoku.Grid       // givens plus the player's digits
	notes      [81]sudoku.Digits // the player's notes; only on cells with no digit
	under      [81]sudoku.Digits // the notes a player's digit was placed over, which Clear brings back
	started    bool
	moved      bool // the player has made a move in this game (see FirstMove)
	selected   int
	help       bool
	checked    bool // check marks shown until the next change of the board
	cursor     int  // the selected cell, 0–80, or -1 for none
	notesMode  bool
	highlights Highlights
	difficulty string
	over       bool        // solved, or the solution shown
	gaveUp     bool        // the solution was shown
	gaveUpOn   sudoku.Grid // the board when the solution was shown: givens and the player's digits
	paused     bool
	restored   bool // restored by Load and not resumed since
	entering   bool // the player is typing the givens of a puzzle of their own

	undo, redo []step // oldest first

	hint      *hint             // the hint shown until the next change of the board, if any
	hintElims []logic.Candidate // what earlier hints of this puzzle eliminated
	explain   *explanation      // the explanation shown instead of the board, if any
	watch     *watch            // the solver's search shown instead of the board, if any
	before    *Game             // the game to go back to when entering is cancelled

	clock   func() time.Time
	elapsed time.Duration // play time before since
	running bool          // the timer runs: see clockShouldRun
	since   time.Time     // when the timer last started running
	holds   int           // holds of HoldClock not yet released

	listeners []listener
	nextID    int
}

// Highlights says which highlights the board shows; each can be switched on
// and off. DefaultHighlights are GNOME Sudoku's defaults.
type Highlights struct {
	// House tints the row, column and box of the selected cell.
	House bool
	// SameDigit tints every cell holding the digit of the selected cell, or
	// the selected number when that cell is empty.
	SameDigit bool
	// Conflicts marks every digit repeated in a row, column or box, as soon as
	// it is placed.
	Conflicts bool
}

// DefaultHighlights returns the highlights a new Game has: conflicts ("show
// warnings") on, the house and same-digit highlighter off, as in GNOME Sudoku.
func DefaultHighlights() Highlights { return Highlights{Conflicts: true} }

type listener struct {
	id int
	fn func(Event)
}

// New returns a Game with no puzzle in play, no number or cell selected, help
// and notes mode off, DefaultHighlights, and a timer on the system clock.
func New() *Game {
	return &Game{cursor: -1, highlights: DefaultHighlights(), clock: time.Now}
}

// SetClock makes the timer read the time from now instead of the system
// clock; tests use it to control time. The time already played is kept.
func (g *Game) SetClock(now func() time.Time) {
	g.stopClock()
	g.clock = now
	g.runClock()
}

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

// Start begins a game of puzzle, whose one solution is solution; every rule
// of play then honours the letters of a size puzzle. The player's entries,
// notes, undo history, check marks and timer are cleared and the timer
// starts; the selected number and cell, help, notes mode and highlights
// stay. It returns an error, and changes nothing, when solution is not a
// complete valid grid that keeps every given of puzzle, or when puzzle has
// letters that are not a full set (one S, M and L in each run) or that
// solution does not follow. Start does not prove the solution is the only
// one; StartPuzzle does.
func (g *Game) Start(puzzle sudoku.Puzzle, solution sudoku.Grid) error {
	if err := fits(puzzle, solution); err != nil {
		return err
	}
	g.reset(puzzle, solution, puzzle.Givens, [81]sudoku.Digits{})
	g.emit(NewGame)
	return nil
}

// reset puts a game on the board with an empty history, a zeroed timer that
// runs (unless held), nothing over, paused or restored, no move made, no
// hint, explanation or puzzle being entered, and no notes under digits; the
// cursor, selected number, help, notes mode, highlights and holds of the
// timer stay. The difficulty is cleared.
func (g *Game) reset(puzzle sudoku.Puzzle, solution, board sudoku.Grid, notes [81]sudoku.Digits) {
	g.puzzle, g.solution, g.board, g.notes = puzzle, solution, board, notes
	g.under = [81]sudoku.Digits{}
	g.started, g.checked, g.over, g.gaveUp, g.paused = true, false, false, false, false
	g.moved, g.restored = false, false
	g.gaveUpOn = sudoku.Grid{}
	g.entering, g.before, g.hint, g.hintElims, g.explain, g.watch = false, nil, nil, nil, nil, nil
	g.undo, g.redo = nil, nil
	g.difficulty = ""
	g.running, g.elapsed = false, 0
	g.runClock()
}

// fits returns an error unless solution is a complete valid grid that keeps
// every given of puzzle and follows its letters, which must be a full set.
func fits(puzzle sudoku.Puzzle, solution sudoku.Grid) error {
	if !solution.Complete() {
		return errors.New("solution is not complete")
	}
	if err := solution.Validate(); err != nil {
		return fmt.Errorf("solution breaks a rule: %w", err)
	}
	for i, d := range puzzle.Givens {
		if d != 0 && solution[i] != d {
			return fmt.Errorf("solution has %d in %s, where the puzzle has %d", solution[i], sudoku.CellName(i), d)
		}
	}
	if !puzzle.HasLetters() {
		return nil
	}
	if err := puzzle.Letters.Validate(); err != nil {
		return err
	}
	got := sudoku.LettersOf(solution)
	for i, z := range puzzle.Letters {
		if got[i] != z {
			return fmt.Errorf("solution has %d in %s, which is not the %s of its run", solution[i], sudoku.CellName(i), z)
		}
	}
	return nil
}

// StartPuzzle solves puzzle and starts it (see Start). It returns
// sudoku.Solve's error, and changes nothing, when puzzle breaks a rule or does
// not have exactly one solution.
func (g *Game) StartPuzzle(puzzle sudoku.Puzzle) error {
	sol, err := sudoku.Solve(puzzle)
	if err != nil {
		return err
	}
	return g.Start(puzzle, sol)
}

// Started reports whether a puzzle is in play.
func (g *Game) Started() bool { return g.started }

// Moved reports whether the player has made a move in the game in play (see
// FirstMove): false from Start, StartPuzzle and FinishEnter until
// the first move, and false for a game restored by Load that had none.
func (g *Game) Moved() bool { return g.moved }

// Puzzle returns the puzzle in play: its givens (0 for open cells) and, for a
// size puzzle, its letters.
func (g *Game) Puzzle() sudoku.Puzzle { return g.puzzle }

// Variant returns the kind of the puzzle in play: sudoku.SizeVariant when its
// cells carry letters, else sudoku.Classic.
func (g *Game) Variant() sudoku.Variant { return g.puzzle.Variant() }

// Solution returns the solution of the puzzle in play.
func (g *Game) Solution() sudoku.Grid { return g.solution }

// Board returns what the board shows: the givens plus the player's digits.
func (g *Game) Board() sudoku.Grid { return g.board }

// IsGiven reports whether cell i (0–80) is a given of the puzzle.
func (g *Game) IsGiven(i int) bool { return validCell(i) && g.puzzle.Givens[i] != 0 }

// Selected returns the selected number, 1–9, or 0 when none is.
func (g *Game) Selected() int { return g.selected }

// SelectNumber makes d (1–9) the selected number, or selects none for d = 0;
// any other d is an error. Selecting a new number replaces the old one, as in
// a radio group. It returns ErrPaused while the game is paused,
// ErrExplaining while the explanation is shown and ErrWatching while the
// solver's search is, and changes nothing then; see CanSelectNumber.
func (g *Game) SelectNumber(d int) error {
	if d < 0 || d > 9 {
		return fmt.Errorf("number %d out of range 0-9", d)
	}
	switch {
	case g.paused:
		return ErrPaused
	case g.explain != nil:
		return ErrExplaining
	case g.watch != nil:
		return ErrWatching
	}
	g.setSelected(d)
	return nil
}

// setSelected makes d the selected number and tells listeners if it changed.
func (g *Game) setSelected(d int) {
	if d == g.selected {
		return
	}
	g.selected = d
	g.emit(NumberSelected)
}

// Place enters the selected number in cell i (0–80): with notes mode off it
// places the number (see PlaceDigit), with notes mode on it toggles the
// number's note (see ToggleNote). It returns ErrNoNumber when no number is
// selected.
func (g *Game) Place(i int) error {
	if g.selected == 0 {
		return ErrNoNumber
	}
	return g.Enter(i, g.selected)
}

// Enter puts digit d (1–9) in cell i (0–80) as the player means it: with notes
// mode off it places d (see PlaceDigit), with notes mode on it toggles the
// note d (see ToggleNote).
func (g *Game) Enter(i, d int) error {
	if g.notesMode && !g.entering {
		return g.ToggleNote(i, d)
	}
	return g.PlaceDigit(i, d)
}

// PlaceDigit puts digit d (1–9) in cell i (0–80), replacing the player's digit
// and notes there (the notes are kept under the digit for Clear to bring
// back), removes d from the notes of the cell's peers (and, in a
// size puzzle, the notes of its run that the letters' order now rules out),
// and clears any check marks; the change is one step of the undo history. A
// digit that breaks a rule is allowed: the player finds out with Check or the
// conflict highlight. It returns ErrGiven for a given cell, ErrNoPuzzle before a puzzle
// has started, ErrPaused while paused, ErrOver after the game ended, and an
// error for i or d out of range; a refused move changes nothing. When the move
// completes the board correctly, listeners get a Won event after the
// CellChanged one, the timer stops and the game is over.
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
	var s step
	under := g.under[i] // a digit placed over a digit keeps the notes under both
	if g.board[i] == 0 {
		under = g.notes[i]
	}
	s.set(g, i, cellState{Digit: uint8(d), Under: under})
	after := g.board
	after[i] = uint8(d)
	for _, p := range sudoku.Peers[i] {
		n := g.notes[p].Remove(d)
		if runOf(int(p)) == runOf(i) {
			// In a size puzzle the run's order now rules out more notes.
			for _, e := range n.List() {
				if !g.sizeFits(&after, int(p), e) {
					n = n.Remove(e)
				}
			}
		}
		if n != g.notes[p] {
			s.set(g, int(p), cellState{g.board[p], n, g.under[p]})
		}
	}
	g.do(s)
	return nil
}

// Clear empties cell i (0–80): it removes the player's digit there, or, when
// the cell holds no digit, its notes; clearing an empty cell does nothing.
// Removing a digit brings back the notes the cell had when the digit was
// placed, less those the rules now rule out (a digit placed meanwhile in a
// peer, or in a size puzzle out of its run's order); a second Clear removes
// them. A change clears any check marks and is one step of the undo history
// (Undo puts the digit back, and a later Clear brings the same notes). It
// returns the errors PlaceDigit does for a given cell, no puzzle, a paused or
// ended game, or i out of range.
func (g *Game) Clear(i int) error {
	if err := g.editable(i); err != nil {
		return err
	}
	if g.board[i] == 0 && g.notes[i] == 0 {
		return nil
	}
	var back sudoku.Digits
	if g.board[i] != 0 {
		b := g.board
		b[i] = 0
		back = g.under[i] & g.candidates(&b, i)
	}
	var s step
	s.set(g, i, cellState{Notes: back})
	g.do(s)
	return nil
}

// ToggleNote adds the note d (1–9) to cell i (0–80), or removes it when the
// cell has it; the change is one step of the undo history. It returns
// ErrFilled when the cell holds a digit, the errors PlaceDigit does for a
// given cell, no puzzle, a paused or ended game, and an error for i or d out
// of range.
func (g *Game) ToggleNote(i, d int) error {
	if err := g.editable(i); err != nil {
		return err
	}
	if g.entering {
		return ErrEntering
	}
	if d < 1 || d > 9 {
		return fmt.Errorf("digit %d out of range 1-9", d)
	}
	if g.board[i] != 0 {
		return fmt.Errorf("%s: %w", sudoku.CellName(i), ErrFilled)
	}
	n := g.notes[i]
	if n.Has(d) {
		n = n.Remove(d)
	} else {
		n = n.Add(d)
	}
	var s step
	s.set(g, i, cellState{Notes: n})
	g.do(s)
	return nil
}

// Notes returns the player's notes in cell i (0–80); a cell that holds a digit
// has none.
func (g *Game) Notes(i int) sudoku.Digits {
	if !validCell(i) {
		return 0
	}
	return g.notes[i]
}

// FillNotes sets the notes of every cell without a digit to the digits legal
// there (no equal digit in its row, column or box, and, in a size puzzle, in
// the order of its run's letters), as one step of the undo
// history. It returns the errors of a move for no puzzle or a paused or
// ended game; when every note is already right it changes nothing.
func (g *Game) FillNotes() error {
	if err := g.playable(); err != nil {
		return err
	}
	if g.entering {
		return ErrEntering
	}
	var s step
	for i := range g.board {
		if g.board[i] == 0 {
			if c := g.candidates(&g.board, i); c != g.notes[i] {
				s.set(g, i, cellState{Notes: c})
			}
		}
	}
	g.do(s)
	return nil
}

// Restart takes every digit and note of the player off the board, as one step
// of the undo history (so Undo brings them back), and sets the timer back to
// 0:00 (Undo does not give the time back). It returns the errors of a move
// for no puzzle or a paused or ended game.
func (g *Game) Restart() error {
	if err := g.playable(); err != nil {
		return err
	}
	g.resetClock()
	var s step
	for i := range g.board {
		if g.puzzle.Givens[i] == 0 && (g.board[i] != 0 || g.notes[i] != 0) {
			s.set(g, i, cellState{})
		}
	}
	g.do(s)
	return nil
}

// ShowSolution puts the solution on the board and ends the game without a
// win: the timer stops, moves and Undo are refused from then on. From then
// on Mark says Wrong for each cell where the player had a wrong digit (the
// cell now holds the solution's), and Shown tells the digits the solution
// put on the board from those the player had right. Listeners get
// CellChanged for the cells that changed, then SolutionShown. It returns
// the errors of a move for no puzzle or a paused or ended game.
func (g *Game) ShowSolution() error {
	if err := g.playable(); err != nil {
		return err
	}
	if g.entering {
		return ErrEntering
	}
	g.gaveUpOn = g.board
	g.under = [81]sudoku.Digits{}
	var cells []int
	for i := range g.board {
		if g.board[i] != g.solution[i] || g.notes[i] != 0 {
			g.board[i], g.notes[i] = g.solution[i], 0
			cells = append(cells, i)
		}
	}
	g.checked, g.hint = false, nil
	g.over, g.gaveUp = true, true
	g.stopClock()
	g.undo, g.redo = nil, nil
	if len(cells) > 0 {
		g.emit(CellChanged, cells...)
	}
	g.emit(SolutionShown)
	return nil
}

// GaveUp reports whether the game ended with ShowSolution.
func (g *Game) GaveUp() bool { return g.gaveUp }

// Shown reports whether ShowSolution put the digit of cell i (0–80) on the
// board: the game was given up and the cell was open or held a wrong digit
// of the player's (Mark says Wrong for those). It is false for givens, for
// the player's right digits, for i out of range and in a game not given up.
func (g *Game) Shown(i int) bool {
	return g.gaveUp && validCell(i) && g.puzzle.Givens[i] == 0 && g.gaveUpOn[i] != g.solution[i]
}

// Over reports whether the game has ended: solved, or the solution shown.
func (g *Game) Over() bool { return g.over }

func (g *Game) playable() error {
	switch {
	case !g.started:
		return ErrNoPuzzle
	case g.over:
		return ErrOver
	case g.paused:
		return ErrPaused
	case g.explain != nil:
		return ErrExplaining
	case g.watch != nil:
		return ErrWatching
	}
	return nil
}

func (g *Game) editable(i int) error {
	if err := g.playable(); err != nil {
		return err
	}
	switch {
	case !validCell(i):
		return fmt.Errorf("cell %d out of range 0-80", i)
	case g.puzzle.Givens[i] != 0:
		return fmt.Errorf("%s: %w", sudoku.CellName(i), ErrGiven)
	}
	return nil
}

// Help reports whether help is on.
func (g *Game) Help() bool { return g.help }

// SetHelp switches help on or off; listeners get a HelpToggled event when it
// changes. While the game is paused it does nothing.
func (g *Game) SetHelp(on bool) {
	if g.paused {
		return
	}
	g.setHelp(on)
}

// setHelp switches help on or off and tells listeners if it changed.
func (g *Game) setHelp(on bool) {
	if on == g.help {
		return
	}
	g.help = on
	g.emit(HelpToggled)
}

// Highlighted reports whether help marks cell i (0–80): help is on, a number is
// selected, the cell is open (no digit), and the selected number is legal there
// (no equal digit in its row, column or box, and, in a size puzzle, in the
// order of its run's letters with the run's other digits).
func (g *Game) Highlighted(i int) bool {
	return g.help && g.selected != 0 && validCell(i) && g.board[i] == 0 && g.legal(&g.board, i, g.selected)
}

// Check shows check marks: from now until the next change of the board, Mark
// says of each player's digit whether it is right or wrong, and CheckCounts
// and CheckText how many are. Listeners get a Checked event naming the
// player's cells. It does nothing when CanCheck says no: before a puzzle
// starts, after it is over, while the game is paused, while a puzzle is
// entered, and while the explanation or the solver's search is shown.
func (g *Game) Check() {
	if !g.CanCheck() {
		return
	}
	g.checked = true
	var cells []int
	for i := range g.board {
		if g.puzzle.Givens[i] == 0 && g.board[i] != 0 {
			cells = append(cells, i)
		}
	}
	g.emit(Checked, cells...)
}

// Mark returns the check mark of cell i (0–80): sudoku.Right or sudoku.Wrong
// for a player's digit while check marks are shown, else sudoku.Given,
// sudoku.Blank, or — for a player's digit with no marks shown — sudoku.Blank
// too, since nothing is to be drawn. After ShowSolution it is sudoku.Wrong
// for each cell where the player had a wrong digit, and otherwise
// sudoku.Given or sudoku.Blank; see Shown.
func (g *Game) Mark(i int) sudoku.Status {
	if !validCell(i) {
		return sudoku.Blank
	}
	switch {
	case g.puzzle.Givens[i] != 0:
		return sudoku.Given
	case g.gaveUp:
		if d := g.gaveUpOn[i]; d != 0 && d != g.solution[i] {
			return sudoku.Wrong
		}
		return sudoku.Blank
	case !g.checked || g.board[i] == 0:
		return sudoku.Blank
	case g.board[i] == g.solution[i]:
		return sudoku.Right
	}
	return sudoku.Wrong
}

// Checking reports whether check marks are shown.
func (g *Game) Checking() bool { return g.checked }

// CheckCounts returns how many of the player's digits the check marks shown
// say are right and how many wrong; both are 0 when no check marks are shown
// (Check has not been called since the last change of the board).
func (g *Game) CheckCounts() (right, wrong int) {
	if !g.checked {
		return 0, 0
	}
	for i, d := range g.board {
		switch {
		case g.puzzle.Givens[i] != 0 || d == 0:
		case d == g.solution[i]:
			right++
		default:
			wrong++
		}
	}
	return right, wrong
}

// Won reports whether the board is complete and matches the solution.
func (g *Game) Won() bool { return g.started && !g.entering && g.board == g.solution }

func validCell(i int) bool { return i >= 0 && i < 81 }
