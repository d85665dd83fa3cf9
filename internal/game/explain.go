package game

import (
	"fmt"
	"slices"

	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// Explanation is a walk through the solve of the puzzle from its givens:
// the steps, the board before each step and after the last, and where the
// walk stands. Game.StartExplain shows one and Game.Explanation returns it
// while it is shown; its methods do nothing on a nil Explanation or one
// that was closed.
type Explanation struct {
	g      *Game
	steps  []logic.Step
	boards []logic.Board       // boards[k] is the board before steps[k]; one more than steps
	sized  []*logic.SizedBoard // in place of boards on a setter's grid of another size: the board before each step
	houses [][]uint8           // the puzzle's houses, which the steps' Houses index
	at     int                 // 0 … len(steps)
	roles  roles               // of steps[at]; none at the end
}

// StartExplain shows the explanation of the solve of the puzzle in play,
// made of steps — logic.ExplainPuzzle(g.Puzzle()), which the caller works out off
// the UI goroutine — at its first step: while it is shown the board draws
// the explanation's position (see CellView) instead of the player's, and
// moves are refused with ErrExplaining; the player's entries are kept as
// they are, and the timer stands still until Explanation.Close. Any hint
// or search watched goes away; an explanation already shown is replaced.
// Listeners get an ExplainChanged event. It returns an error, and changes
// nothing, when no puzzle is in play (ErrNoPuzzle), the game is paused
// (ErrPaused), a puzzle is being entered (ErrEntering), a size puzzle is in
// play (ErrVariant), or steps do not solve the puzzle from its givens. A
// game over can be explained. On a setter's grid of another size than 9x9
// the steps are logic.ExplainSized's, and the board shows the candidates
// left at each of them (logic.SizedBoard).
func (g *Game) StartExplain(steps []logic.Step) error {
	if err := g.Allowed(ActionExplain); err != nil {
		return err
	}
	p := g.play
	if p.size != 9 {
		return g.startSizedExplain(steps)
	}
	b, err := logic.NewPuzzleBoard(&p.puzzle)
	if err != nil {
		return fmt.Errorf("explain: %w", err)
	}
	boards := make([]logic.Board, 0, len(steps)+1)
	boards = append(boards, *b)
	for k, s := range steps {
		if err := b.Apply(s); err != nil {
			return fmt.Errorf("explain: step %d: %w", k+1, err)
		}
		boards = append(boards, *b)
	}
	if b.Grid() != sudokuGrid(&p.solution) {
		return fmt.Errorf("explain: %d steps do not solve the puzzle", len(steps))
	}
	e := &Explanation{g: g, steps: steps, boards: boards, houses: p.rules.Houses()}
	g.setMode(e)
	e.moveTo(0)
	return nil
}

// startSizedExplain is StartExplain on a setter's grid of another size.
func (g *Game) startSizedExplain(steps []logic.Step) error {
	p := g.play
	n := p.cells()
	b, err := logic.NewSizedBoard(p.rules, p.givens[:n])
	if err != nil {
		return fmt.Errorf("explain: %w", err)
	}
	boards := []*logic.SizedBoard{b.Clone()}
	for k, s := range steps {
		if err := b.Apply(s); err != nil {
			return fmt.Errorf("explain: step %d: %w", k+1, err)
		}
		boards = append(boards, b.Clone())
	}
	if !slices.Equal(b.Grid(), p.solution[:n]) {
		return fmt.Errorf("explain: %d steps do not solve the puzzle", len(steps))
	}
	e := &Explanation{g: g, steps: steps, sized: boards, houses: p.rules.Houses()}
	g.setMode(e)
	e.moveTo(0)
	return nil
}

func (*Explanation) refusal() error { return ErrExplaining }

// view returns what cell i shows at the explanation's position: its digits,
// the givens plain and bold, the candidates left as notes, and the part the
// cell plays in the step.
func (e *Explanation) view(g *Game, i int) CellView {
	if e.sized != nil {
		return e.sizedView(g, i)
	}
	b := &e.boards[e.at]
	v := CellView{Digit: int(b.Grid()[i]), Notes: b.Candidates(i)}
	if p := g.play; p != nil {
		v.Sum = p.rules.SumAt(i) // a step may speak of the cages' sums
	}
	if e.boards[0].Grid()[i] != 0 {
		v.Given, v.Ink = true, InkPlain
	}
	e.mark(&v, i)
	return v
}

// mark marks v, cell i's view, for the part the cell plays in the step
// shown.
func (e *Explanation) mark(v *CellView, i int) {
	var about sudoku.Digits
	if e.at < len(e.steps) {
		about = e.steps[e.at].Digits
	}
	v.role(e.roles[i], about)
}

// sizedView is view on a setter's grid of another size: the digits at the
// step, the givens plain and bold, and for open cells the candidates the
// puzzle's rules leave.
func (e *Explanation) sizedView(g *Game, i int) CellView {
	b := e.sized[e.at]
	v := CellView{Digit: int(b.Grid()[i]), Notes: b.Candidates(i)}
	if p := g.play; p != nil {
		if p.givens[i] != 0 {
			v.Given, v.Ink = true, InkPlain
		}
	}
	e.mark(&v, i)
	return v
}

// shown reports whether e is the explanation the game shows.
func (e *Explanation) shown() bool { return e != nil && e.g.on(e) }

// moveTo moves the explanation to step k and tells listeners.
func (e *Explanation) moveTo(k int) {
	e.at = k
	e.roles = roles{}
	if k < len(e.steps) {
		e.roles = rolesOf(e.steps[k], e.houses)
	}
	e.g.emit(ExplainChanged)
}

// Next moves the explanation one step on and reports whether it moved: not
// past the end, where the grid is solved.
func (e *Explanation) Next() bool {
	if !e.shown() || e.at >= len(e.steps) {
		return false
	}
	e.moveTo(e.at + 1)
	return true
}

// Prev moves the explanation one step back and reports whether it moved:
// not before the first step.
func (e *Explanation) Prev() bool {
	if !e.shown() || e.at == 0 {
		return false
	}
	e.moveTo(e.at - 1)
	return true
}

// Pos returns where the explanation stands: at is the step shown, 0 … n-1,
// or n at the end, where every cell is filled; n is the number of steps.
// Both are 0 when the explanation is not shown.
func (e *Explanation) Pos() (at, n int) {
	if !e.shown() {
		return 0, 0
	}
	return e.at, len(e.steps)
}

// Step returns the step the explanation shows, and false at its end or when
// it is not shown.
func (e *Explanation) Step() (logic.Step, bool) {
	if !e.shown() || e.at == len(e.steps) {
		return logic.Step{}, false
	}
	return e.steps[e.at], true
}

// Grid returns the digits of the explanation's position: the givens and
// what the steps before it placed (the first 81 cells on a setter's grid of
// another size). It is the zero Grid when the explanation is not shown.
func (e *Explanation) Grid() sudoku.Grid {
	if !e.shown() {
		return sudoku.Grid{}
	}
	if e.sized != nil {
		var g sudoku.Grid
		copy(g[:], e.sized[e.at].Grid())
		return g
	}
	return e.boards[e.at].Grid()
}

// Role returns the part cell i (0–80) plays in the step shown: RoleNone at
// the end, for i out of range, and when the explanation is not shown.
func (e *Explanation) Role(i int) Role {
	if !e.shown() || !e.g.validCell(i) {
		return RoleNone
	}
	return e.roles[i]
}

// Close ends the explanation: the board shows the player's position again
// and moves are taken. Listeners get an ExplainChanged event; when the
// explanation is not shown it does nothing.
func (e *Explanation) Close() {
	if !e.shown() {
		return
	}
	e.g.setMode(nil)
	e.g.emit(ExplainChanged)
}
