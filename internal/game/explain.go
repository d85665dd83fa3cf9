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
// explanation's position (ExplainGrid, ExplainCandidates, Role) instead of
// the player's, and moves are refused with ErrExplaining; the player's
// entries are kept as they are, and the timer stands still until StopExplain.
// Any hint or search watched goes away. Listeners get an
// ExplainChanged event. It returns an error, and changes nothing, when no
// puzzle is in play (ErrNoPuzzle), the game is paused (ErrPaused), a puzzle
// is being entered (ErrEntering), a size puzzle is in play (ErrVariant), or
// steps do not solve the puzzle from its givens. A game over can be
// explained.
func (g *Game) StartExplain(steps []logic.Step) error {
	switch {
	case !g.started:
		return ErrNoPuzzle
	case g.paused:
		return ErrPaused
	case g.entering:
		return ErrEntering
	case g.puzzle.HasLetters():
		return ErrVariant
	}
	b, err := logic.NewBoard(g.puzzle.Givens)
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
	if b.Grid() != g.solution {
		return fmt.Errorf("explain: %d steps do not solve the puzzle", len(steps))
	}
	g.hint, g.watch = nil, nil
	g.explain = &explanation{steps: steps, boards: boards}
	g.syncClock()
	g.explainAt(0)
	return nil
}

// explainAt moves the explanation to step k and tells listeners.
func (g *Game) explainAt(k int) {
	e := g.explain
	e.at = k
	e.roles = [81]Role{}
	if k < len(e.steps) {
		e.roles = rolesOf(e.steps[k])
	}
	g.emit(ExplainChanged)
}

// Explaining reports whether the explanation is shown.
func (g *Game) Explaining() bool { return g.explain != nil }

// ExplainNext moves the explanation one step on and reports whether it
// moved: not past the end, where the grid is solved.
func (g *Game) ExplainNext() bool {
	if g.explain == nil || g.explain.at >= len(g.explain.steps) {
		return false
	}
	g.explainAt(g.explain.at + 1)
	return true
}

// ExplainPrev moves the explanation one step back and reports whether it
// moved: not before the first step.
func (g *Game) ExplainPrev() bool {
	if g.explain == nil || g.explain.at == 0 {
		return false
	}
	g.explainAt(g.explain.at - 1)
	return true
}

// ExplainPos returns where the explanation stands: at is the step shown,
// 0 … n-1, or n at the end, where every cell is filled; n is the number of
// steps. Both are 0 when no explanation is shown.
func (g *Game) ExplainPos() (at, n int) {
	if g.explain == nil {
		return 0, 0
	}
	return g.explain.at, len(g.explain.steps)
}

// ExplainStep returns the step the explanation shows, and false at its end
// or when none is shown.
func (g *Game) ExplainStep() (logic.Step, bool) {
	if e := g.explain; e != nil && e.at < len(e.steps) {
		return e.steps[e.at], true
	}
	return logic.Step{}, false
}

// ExplainGrid returns the digits of the explanation's position: the givens
// and what the steps before it placed. It is the zero Grid when no
// explanation is shown.
func (g *Game) ExplainGrid() sudoku.Grid {
	if g.explain == nil {
		return sudoku.Grid{}
	}
	return g.explain.boards[g.explain.at].Grid()
}

// ExplainCandidates returns the candidates left in cell i (0–80) at the
// explanation's position; none for a filled cell or with no explanation
// shown.
func (g *Game) ExplainCandidates(i int) sudoku.Digits {
	if g.explain == nil || !validCell(i) {
		return 0
	}
	return g.explain.boards[g.explain.at].Candidates(i)
}

// StopExplain ends the explanation: the board shows the player's position
// again and moves are taken. Listeners get an ExplainChanged event; with no
// explanation shown it does nothing.
func (g *Game) StopExplain() {
	if g.explain == nil {
		return
	}
	g.explain = nil
	g.syncClock()
	g.emit(ExplainChanged)
}
