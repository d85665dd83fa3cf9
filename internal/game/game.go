// Package game is the observable model of a game of Sudoku: the puzzle and its
// solution, the player's entries and notes, the selected number and cell,
// help, highlights and check marks, the undo history, the timer, and the
// statistics of games played.
//
// A Game knows every rule of play and nothing of windows: the board and panel
// widgets call its methods and redraw when it tells them what changed. It
// imports nothing from Fyne, so every rule is tested without a screen.
//
// The board is in one of four modes: playing the game in play, entering a
// puzzle, explaining the solve, or watching the solver. Each mode other than
// playing is a value of its own type that the Game swaps in and out whole
// (mode.go), so that leaving one leaves nothing behind. What each cell shows
// in every mode is decided here, by CellView, and every Event names the
// cells whose view it changed, so a board draws those and decides nothing.
//
// The Example shows a game's events as a board receives them.
package game

import (
	"errors"
	"fmt"
	"github.com/sudoku-devs/sudoku/internal/variant"
	"time"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
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
	// PenChanged: the layer digits write in changed (see Marks.Pen).
	PenChanged
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
	// restored by Load that already had a move (see Status.Moved); the typing of
	// givens in enter mode, hints, the explanation, watching the solver and
	// ShowSolution are no moves.
	FirstMove
)

var kindNames = [...]string{"new game", "cell changed", "number selected", "help toggled", "checked", "won",
	"cursor moved", "pen changed", "highlights changed", "pause toggled", "solution shown",
	"hint shown", "explain changed", "watch changed", "first move"}

// String returns the kind's name in words, e.g. "cell changed".
func (k EventKind) String() string {
	if k >= 0 && int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("EventKind(%d)", int(k))
}

// Event tells listeners what changed: its Kind, the cells (0–80) touched,
// and the cells whose CellView it changed. Cells is nil when the change
// touches no cell in particular or all of them.
type Event struct {
	Kind  EventKind
	Cells []int
	// Views are the cells whose CellView differs from what it was at the
	// event before (at New, every cell's is the zero CellView), in
	// increasing order: all that a board must redraw.
	Views []int
}

// Game is one game of Sudoku. The zero value is not usable; call New. A Game is
// not safe for concurrent use: call its methods from one goroutine (the UI
// goroutine) only.
//
// A Game holds the game in play, the mode the board is in (see mode.go), and
// what the player carries from game to game: the selected number and cell,
// help, the pen, highlights. Its queries answer for what the board shows
// now; CellView says what each cell shows.
type Game struct {
	play *play // the game in play; nil before the first
	mode mode  // *Entry, *Explanation or *Watch; nil while playing

	selected   int
	placing    bool // clicks on cells place the selected number (see press.go)
	chosen     bool // the selected cell waits for a number (see press.go)
	help       bool
	cursor     int                   // the cursor's cell, or -1 for none
	selection  [sudoku.MaxCells]bool // the selected cells, the cursor's among them
	pen        Layer                 // the layer digits write in
	batching   *step                 // the step that moves made inside batch add up to
	highlights Highlights

	clock func() time.Time
	holds int // holds of HoldClock not yet released

	listeners []listener
	nextID    int
	views     [sudoku.MaxCells]CellView // what the board showed at the last event
}

// Highlights says which highlights the board shows; each can be switched on
// and off. DefaultHighlights has them all on.
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

// DefaultHighlights returns the highlights a new Game has: all on, so that a
// newcomer sees from the first click which cells a digit sees, where else
// it stands and where it clashes (GNOME Sudoku starts with conflicts only,
// and its players asked where the rest was).
func DefaultHighlights() Highlights { return Highlights{House: true, SameDigit: true, Conflicts: true} }

type listener struct {
	id int
	fn func(Event)
}

// New returns a Game with no puzzle in play, no number or cell selected, help
// off, the digits' pen, DefaultHighlights, and a timer on the system clock.
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
	for i := range g.cells() {
		if v := g.CellView(i); v != g.views[i] {
			g.views[i] = v
			ev.Views = append(ev.Views, i)
		}
	}
	for _, l := range g.listeners {
		l.fn(ev)
	}
}

// Start begins a game of puzzle, whose one solution is solution; every rule
// of play then honours the letters of a size puzzle. The player's entries,
// notes, undo history, check marks and timer are cleared and the timer
// starts; no number is picked then (see Placing), and listeners get
// NumberSelected after NewGame if one was; the selected cell, help, the pen
// and highlights stay. It ends any other mode: a puzzle being entered, the explanation, the
// solver's search. It returns an error, and changes nothing, when solution
// is not a complete valid grid that keeps every given of puzzle, or when
// puzzle has letters that are not a full set (one S, M and L in each run)
// or that solution does not follow. Start does not prove the solution is
// the only one; StartPuzzle does.
func (g *Game) Start(puzzle sudoku.Puzzle, solution sudoku.Grid) error {
	if err := fits(puzzle, solution); err != nil {
		return err
	}
	g.begin(newPlay(puzzle, solution, puzzle.Givens, marks{}))
	g.emit(NewGame)
	g.unarm()
	return nil
}

// StartSetter begins a game of a setter's puzzle vp of any size, 4x4 to
// 16x16, whose one solution is solution (vp.Cells() digits row by row), as
// Start does. A 9x9 puzzle is started as vp.Sudoku() (see Start); one of
// another size keeps every rule of vp, and its hints go no further than
// singles. It returns an error, and changes nothing, when vp fails
// Validate or solution is not a complete grid that keeps vp's givens and
// every rule.
func (g *Game) StartSetter(vp *variant.Puzzle, solution []int) error {
	if err := vp.Validate(); err != nil {
		return err
	}
	if len(solution) != vp.Cells() {
		return fmt.Errorf("solution has %d cells; want %d", len(solution), vp.Cells())
	}
	var sol grid
	for i, d := range solution {
		if d < 0 || d > vp.Size {
			return fmt.Errorf("solution has %d in %s; want 1 to %d", d, variant.CellOf(i, vp.Size), vp.Size)
		}
		sol[i] = uint8(d)
	}
	if vp.Size == 9 {
		q, err := vp.Sudoku()
		if err != nil {
			return err
		}
		return g.Start(q, sudokuGrid(&sol))
	}
	if err := fitsSetter(vp, &sol); err != nil {
		return err
	}
	g.begin(newSetterPlay(vp, sol))
	g.emit(NewGame)
	g.unarm()
	return nil
}

// fitsSetter returns an error unless solution is a complete grid of
// setter's puzzle vp, which passed Validate, that keeps its givens and
// every rule.
func fitsSetter(vp *variant.Puzzle, solution *grid) error {
	g := make([]int, vp.Cells())
	for i := range g {
		if d := int(solution[i]); d < 1 || d > vp.Size {
			return fmt.Errorf("solution is not complete: %s", variant.CellOf(i, vp.Size))
		} else if vp.Givens[i] != 0 && vp.Givens[i] != d {
			return fmt.Errorf("solution has %d in %s, where the puzzle has %d", d, variant.CellOf(i, vp.Size), vp.Givens[i])
		}
		g[i] = int(solution[i])
	}
	if !vp.Holds(g) {
		return errors.New("solution breaks a rule")
	}
	return nil
}

// begin makes p the game in play, in play mode, with its timer running
// (unless held); the old game and mode are dropped whole.
func (g *Game) begin(p *play) {
	if g.play != nil {
		g.stopClock()
	}
	g.play = p
	g.setMode(nil)
}

// fits returns an error unless solution is a complete grid that keeps
// every given of puzzle and every rule it carries: the classic houses (or,
// for a puzzle with a shape, its houses and cages, which must pass
// Validate), and the letters of a size puzzle, which must be a full set.
func fits(puzzle sudoku.Puzzle, solution sudoku.Grid) error {
	if !solution.Complete() {
		return errors.New("solution is not complete")
	}
	if puzzle.HasShape() {
		if err := puzzle.Validate(); err != nil {
			return err
		}
	} else if err := solution.Validate(); err != nil {
		return fmt.Errorf("solution breaks a rule: %w", err)
	}
	for i, d := range puzzle.Givens {
		if d != 0 && solution[i] != d {
			return fmt.Errorf("solution has %d in %s, where the puzzle has %d", solution[i], sudoku.CellName(i), d)
		}
	}
	if puzzle.HasShape() || puzzle.Constraints != nil {
		rules := puzzle.Rules()
		for i := range solution {
			if solution[i] > 9 || rules.Conflict(solution[:], i) {
				return fmt.Errorf("solution breaks a rule in %s", sudoku.CellName(i))
			}
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

// Puzzle returns the puzzle in play: its givens (0 for open cells) and, for a
// size puzzle, its letters. It is the zero Puzzle before the first game and
// in enter mode.
func (g *Game) Puzzle() sudoku.Puzzle {
	if p := g.current(); p != nil {
		return p.puzzle
	}
	return sudoku.Puzzle{}
}

// Solution returns the solution of the puzzle in play; the zero Grid before
// the first game and in enter mode.
func (g *Game) Solution() sudoku.Grid {
	if p := g.current(); p != nil {
		return sudokuGrid(&p.solution)
	}
	return sudoku.Grid{}
}

// Board returns the board the player writes on: the givens plus the
// player's digits, or in enter mode the givens typed so far. For a
// setter's grid of another size than 9x9 it holds its first 81 cells; its
// CellViews show the whole grid.
func (g *Game) Board() sudoku.Grid {
	if s := g.sheet(); s != nil {
		return sudokuGrid(&s.board)
	}
	return sudoku.Grid{}
}

// Selected returns the selected number, 1–9, or 0 when none is.
func (g *Game) Selected() int { return g.selected }

// SelectNumber makes d (1–9) the selected number, picked to be placed by
// clicks on cells (see Placing), or selects none for d = 0; any other d is
// an error. Selecting a new number replaces the old one, as in a radio
// group. It returns ErrPaused while the game is paused, ErrExplaining while
// the explanation is shown and ErrWatching while the solver's search is,
// and changes nothing then: the errors of Allowed(ActionSelectNumber).
func (g *Game) SelectNumber(d int) error {
	if top := g.numbers(); d < 0 || d > top {
		return fmt.Errorf("number %d out of range 0-%d", d, top)
	}
	if err := g.Allowed(ActionSelectNumber); err != nil {
		return err
	}
	g.placing, g.chosen = d != 0, false
	g.setSelected(d)
	return nil
}

// unarm puts the picked number down, so that no click writes a digit the
// player did not mean in a puzzle that has just begun: no number is
// selected (listeners get NumberSelected if one was) and no cell waits for
// one.
func (g *Game) unarm() {
	g.placing, g.chosen = false, false
	g.setSelected(0)
}

// setSelected makes d the selected number and tells listeners if it changed.
func (g *Game) setSelected(d int) {
	if d == g.selected {
		return
	}
	g.selected = d
	g.emit(NumberSelected)
}

// Place enters the selected number in cell i (0–80) with the pen (see
// Enter). It returns ErrNoNumber when no number is selected.
func (g *Game) Place(i int) error {
	if g.selected == 0 {
		return ErrNoNumber
	}
	return g.Enter(i, g.selected)
}

// Enter puts d (1–9) in cell i (0–80) with the pen: it places the digit
// d (see PlaceDigit), or toggles the corner mark d (Marks.ToggleCorner), the
// centre mark d (Marks.ToggleNote) or the colour d (Marks.ToggleColor); in enter mode
// it always places d. It returns the error of the move it makes.
func (g *Game) Enter(i, d int) error {
	return g.write([]int{i}, g.pen, d)
}

// PlaceDigit puts digit d (1–9) in cell i (0–80), replacing the player's digit
// and notes there (the notes are kept under the digit for Clear to bring
// back), removes d from the notes of the cell's peers (and, in a size
// puzzle, the notes of its run that the letters' order now rules out, in a
// killer those its cage's sum does), keeping what it took for Clear to give
// back, and clears any check marks; the change is one step of the undo
// history. A digit that breaks a rule is allowed: the player finds out with
// Check or the conflict highlight. It returns ErrGiven for a given cell,
// ErrNoPuzzle before a puzzle has started, ErrPaused while paused, ErrOver
// after the game ended, and an error for i or d out of range; a refused move
// changes nothing. When the move completes the board correctly, listeners
// get a Won event after the CellChanged one, the timer stops and the game is
// over.
func (g *Game) PlaceDigit(i, d int) error {
	sh, err := g.editable(i)
	if err != nil {
		return err
	}
	if d < 1 || d > sh.size {
		return fmt.Errorf("digit %d out of range 1-%d", d, sh.size)
	}
	if sh.board[i] == uint8(d) {
		return nil
	}
	var s step
	under := sh.under[i] // a digit placed over a digit keeps the notes under both
	if sh.board[i] == 0 {
		under = sh.notes[i] | sh.taken[i]
	}
	s.set(sh, i, cellState{Digit: uint8(d), Under: under})
	after := sh.board
	after[i] = uint8(d)
	rules := g.rules()
	for _, p := range rules.Peers(i) {
		n := sh.notes[p].Remove(d)
		if rules.Related(int(p), i) {
			// The run's order (size) or the cage's sum (killer) now rules
			// out more notes.
			for _, e := range n.List() {
				if !rules.Fits(after[:sh.cells()], int(p), e) {
					n = n.Remove(e)
				}
			}
		}
		if n != sh.notes[p] {
			s.set(sh, int(p), cellState{Digit: sh.board[p], Notes: n, Under: sh.under[p], Taken: sh.taken[p] | sh.notes[p]&^n})
		}
	}
	g.do(sh, s)
	return nil
}

// Clear empties cell i (0–80): it removes the player's digit there, or, when
// the cell holds no digit, its notes; clearing an empty cell does nothing.
// Removing a digit brings back the notes the cell had when the digit was
// placed, and the notes that placing it (or another digit since cleared)
// took from open peers, each where the rules allow it again (not where a
// digit placed meanwhile in a peer, or in a size puzzle the run's order, or
// in a killer the cage's sum, rules it out); a second Clear removes the
// cell's own. A change clears any check marks and is one step of the undo
// history (Undo puts the digit back, and a later Clear brings the same
// notes). It returns the errors PlaceDigit does for a given cell, no
// puzzle, a paused or ended game, or i out of range.
func (g *Game) Clear(i int) error {
	sh, err := g.editable(i)
	if err != nil {
		return err
	}
	if sh.board[i] == 0 && sh.notes[i] == 0 {
		return nil
	}
	var s step
	if sh.board[i] == 0 {
		s.set(sh, i, cellState{Taken: sh.taken[i]})
		g.do(sh, s)
		return nil
	}
	b := sh.board
	b[i] = 0
	rules := g.rules()
	s.set(sh, i, cellState{Notes: sh.under[i] & rules.Candidates(b[:sh.cells()], i)})
	for _, p := range rules.Peers(i) {
		if back := sh.taken[p] & rules.Candidates(b[:sh.cells()], int(p)); back != 0 && b[p] == 0 {
			s.set(sh, int(p), cellState{Notes: sh.notes[p] | back, Under: sh.under[p], Taken: sh.taken[p] &^ back})
		}
	}
	g.do(sh, s)
	return nil
}

// Restart takes every digit, note (centre mark), corner mark and colour of
// the player off the board (in enter mode every given typed), as one step
// of the undo history, sets the timer back to 0:00 and puts the picked
// number down (see Placing): Undo brings the marks and the time back
// (added to the time played since), Redo takes them again. It returns the
// errors of a move for no puzzle or a paused or ended game.
func (g *Game) Restart() error {
	if err := g.playable(); err != nil {
		return err
	}
	var s step
	s.Clock = g.elapsed().Milliseconds()
	g.resetClock()
	g.unarm()
	sh := g.sheet()
	var givens grid
	if p := g.current(); p != nil {
		givens = p.givens
	}
	for i := range sh.cells() {
		if givens[i] == 0 && (sh.board[i] != 0 || sh.notes[i] != 0 || sh.taken[i] != 0) {
			s.set(sh, i, cellState{})
		}
		if sh.corner[i] != 0 || sh.colors[i] != 0 {
			s.setMarks(sh, i, 0, 0)
		}
	}
	g.do(sh, s)
	return nil
}

// ShowSolution puts the solution on the board and ends the game without a
// win: the timer stops, moves and Undo are refused from then on. From then
// on CellView shows TintWrong for each cell where the player had a wrong
// digit (the cell now holds the solution's), and its Shown tells the digits the
// solution put on the board from those the player had right. Listeners get
// CellChanged for the cells that changed, then SolutionShown. It returns
// the errors of a move for no puzzle or a paused or ended game, and
// ErrEntering in enter mode.
func (g *Game) ShowSolution() error {
	p, err := g.playing()
	if err != nil {
		return err
	}
	p.gaveUpOn = p.board
	p.under, p.taken = marks{}, marks{}
	var cells []int
	for i := range p.cells() {
		if p.board[i] != p.solution[i] || p.notes[i] != 0 {
			p.board[i], p.notes[i] = p.solution[i], 0
			cells = append(cells, i)
		}
	}
	p.checked, p.hint = false, nil
	p.over, p.gaveUp = true, true
	g.stopClock()
	p.undo, p.redo = nil, nil
	if len(cells) > 0 {
		g.emit(CellChanged, cells...)
	}
	g.emit(SolutionShown)
	return nil
}

// shown is Shown for a cell in range.
func (p *play) shown(i int) bool {
	return p.gaveUp && p.givens[i] == 0 && p.gaveUpOn[i] != p.solution[i]
}

// playable returns nil when a move may be made on the sheet the player
// writes on: the givens typed in enter mode, or a game in play that is not
// over or paused and shown on the board (no other mode). Otherwise it
// returns why not: ErrNoPuzzle, ErrOver, ErrPaused, or the mode's refusal.
func (g *Game) playable() error {
	if g.Entry() != nil {
		return nil
	}
	p := g.play
	switch {
	case p == nil:
		return ErrNoPuzzle
	case p.over:
		return ErrOver
	case p.paused:
		return ErrPaused
	case g.mode != nil:
		return g.mode.refusal()
	}
	return nil
}

// playing returns the game in play when a move that needs one (notes, help,
// the solution) may be made: as playable, and not in enter mode
// (ErrEntering).
func (g *Game) playing() (*play, error) {
	if err := g.playable(); err != nil {
		return nil, err
	}
	if g.Entry() != nil {
		return nil, ErrEntering
	}
	return g.play, nil
}

// editable returns the sheet on which cell i may be changed now, or why
// not: playable's errors, i out of range, or a given (ErrGiven).
func (g *Game) editable(i int) (*sheet, error) {
	if err := g.playable(); err != nil {
		return nil, err
	}
	switch {
	case !g.validCell(i):
		return nil, fmt.Errorf("cell %d out of range 0-%d", i, g.cells()-1)
	case g.current() != nil && g.play.givens[i] != 0:
		return nil, fmt.Errorf("%s: %w", g.cellName(i), ErrGiven)
	}
	return g.sheet(), nil
}

// SetHelp switches help on or off; listeners get a HelpToggled event when it
// changes. While the game is paused it does nothing.
func (g *Game) SetHelp(on bool) {
	if g.Allowed(ActionHelp) != nil {
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

// Check shows check marks: from now until the next change of the board,
// CellView tints each player's digit TintRight or TintWrong, and
// Status.Right and Wrong say how many. Listeners get a Checked event naming
// the player's cells. It does nothing when Allowed(ActionCheck) says no:
// before a puzzle starts, after it is over, while the game is paused, while
// a puzzle is entered, and while the explanation or the solver's search is
// shown.
func (g *Game) Check() {
	if g.Allowed(ActionCheck) != nil {
		return
	}
	p := g.play
	p.checked = true
	var cells []int
	for i := range p.cells() {
		if p.givens[i] == 0 && p.board[i] != 0 {
			cells = append(cells, i)
		}
	}
	g.emit(Checked, cells...)
}

// mark returns the check mark of cell i (0–80): sudoku.Right or sudoku.Wrong
// for a player's digit while check marks are shown, else sudoku.Given,
// sudoku.Blank, or — for a player's digit with no marks shown — sudoku.Blank
// too, since nothing is to be drawn. After ShowSolution it is sudoku.Wrong
// for each cell where the player had a wrong digit, and otherwise
// sudoku.Given or sudoku.Blank.
func (p *play) mark(i int) sudoku.Status {
	switch {
	case p.givens[i] != 0:
		return sudoku.Given
	case p.gaveUp:
		if d := p.gaveUpOn[i]; d != 0 && d != p.solution[i] {
			return sudoku.Wrong
		}
		return sudoku.Blank
	case !p.checked || p.board[i] == 0:
		return sudoku.Blank
	case p.board[i] == p.solution[i]:
		return sudoku.Right
	}
	return sudoku.Wrong
}

// validCell reports whether i is a cell of the grid the player writes on
// (0–80 for the 9x9 grid).
func (g *Game) validCell(i int) bool { return i >= 0 && i < g.cells() }

// cells returns the number of cells of the grid the player writes on: 81
// but for a setter's grid of another size.
func (g *Game) cells() int {
	if s := g.sheet(); s != nil {
		return s.cells()
	}
	return 81
}

// size returns the cells a side of the grid the player writes on: 9 but
// for a setter's grid of another size.
func (g *Game) size() int {
	if s := g.sheet(); s != nil {
		return s.size
	}
	return 9
}

// numbers returns the largest number the number buttons press: the
// grid's largest digit, or 9 with the colour pen (nine colours).
func (g *Game) numbers() int {
	if g.pen == LayerColor {
		return 9
	}
	return g.size()
}

// cellName returns cell i's name as solvers write it, "r1c5", on the grid
// the player writes on.
func (g *Game) cellName(i int) string { return variant.CellOf(i, g.size()).English() }
