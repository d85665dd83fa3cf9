package game

import (
	"fmt"

	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// explanation is a walk through the solve of the puzzle from its givens:
// the steps, the board before each step and after the last, and where the
// walk stands.
type explanation struct {
	steps  []logic.Step
	boards []logic.Board // boards[k] is the board before steps[k]; one more than steps
	at     int           // 0 … len(steps)
	roles  [81]Role      // of steps[at]; none at the end
}

// StartExplain shows the explanation of the solve of the puzzle in play,
// made of steps — logic.Explain(g.Puzzle()), which the caller works out off
// the UI goroutine — at its first step: while it is shown the board draws the
// explanation's position (see CellView) instead of
// the player's, and moves are refused with ErrExplaining; the player's
// entries are kept as they are, and the timer stands still until StopExplain.
// Any hint or search watched goes away. Listeners get an
// ExplainChanged event. It returns an error, and changes nothing, when no
// puzzle is in play (ErrNoPuzzle), the game is paused (ErrPaused), a puzzle
// is being entered (ErrEntering), a size puzzle is in play (ErrVariant), or
// steps do not solve the puzzle from its givens. A game over can be
// explained.
func (g *Game) StartExplain(steps []logic.Step) error {
	p := g.play
	switch {
	case g.entering() != nil:
		return ErrEntering
	case p == nil:
		return ErrNoPuzzle
	case p.paused:
		return ErrPaused
	case p.puzzle.HasLetters():
		return ErrVariant
	}
	b, err := logic.NewBoard(p.puzzle.Givens)
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
	if b.Grid() != p.solution {
		return fmt.Errorf("explain: %d steps do not solve the puzzle", len(steps))
	}
	e := &explanation{steps: steps, boards: boards}
	g.setMode(e)
	g.explainAt(e, 0)
	return nil
}

func (*explanation) refusal() error { return ErrExplaining }

// view returns what cell i shows at the explanation's position: its digits,
// the givens plain and bold, the candidates left as notes, and the part the
// cell plays in the step.
func (e *explanation) view(_ *Game, i int) CellView {
	b := &e.boards[e.at]
	v := CellView{Digit: int(b.Grid()[i]), Notes: b.Candidates(i)}
	if e.boards[0].Grid()[i] != 0 {
		v.Given, v.Ink = true, InkPlain
	}
	var about sudoku.Digits
	if e.at < len(e.steps) {
		about = e.steps[e.at].Digits
	}
	v.role(e.roles[i], about)
	return v
}

// explainAt moves the explanation e to step k and tells listeners.
func (g *Game) explainAt(e *explanation, k int) {
	e.at = k
	e.roles = [81]Role{}
	if k < len(e.steps) {
		e.roles = rolesOf(e.steps[k])
	}
	g.emit(ExplainChanged)
}

// Explaining reports whether the explanation is shown.
func (g *Game) Explaining() bool { return g.explaining() != nil }

// ExplainNext moves the explanation one step on and reports whether it
// moved: not past the end, where the grid is solved.
func (g *Game) ExplainNext() bool {
	e := g.explaining()
	if e == nil || e.at >= len(e.steps) {
		return false
	}
	g.explainAt(e, e.at+1)
	return true
}

// ExplainPrev moves the explanation one step back and reports whether it
// moved: not before the first step.
func (g *Game) ExplainPrev() bool {
	e := g.explaining()
	if e == nil || e.at == 0 {
		return false
	}
	g.explainAt(e, e.at-1)
	return true
}

// ExplainPos returns where the explanation stands: at is the step shown,
// 0 … n-1, or n at the end, where every cell is filled; n is the number of
// steps. Both are 0 when no explanation is shown.
func (g *Game) ExplainPos() (at, n int) {
	if e := g.explaining(); e != nil {
		return e.at, len(e.steps)
	}
	return 0, 0
}

// ExplainStep returns the step the explanation shows, and false at its end
// or when none is shown.
func (g *Game) ExplainStep() (logic.Step, bool) {
	if e := g.explaining(); e != nil && e.at < len(e.steps) {
		return e.steps[e.at], true
	}
	return logic.Step{}, false
}

// ExplainGrid returns the digits of the explanation's position: the givens
// and what the steps before it placed. It is the zero Grid when no
// explanation is shown.
func (g *Game) ExplainGrid() sudoku.Grid {
	if e := g.explaining(); e != nil {
		return e.boards[e.at].Grid()
	}
	return sudoku.Grid{}
}

// StopExplain ends the explanation: the board shows the player's position
// again and moves are taken. Listeners get an ExplainChanged event; with no
// explanation shown it does nothing.
func (g *Game) StopExplain() {
	if g.explaining() == nil {
		return
	}
	g.setMode(nil)
	g.emit(ExplainChanged)
}
