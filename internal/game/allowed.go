package game

import (
	"fmt"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// Action names something the player can ask of the game from a control: a
// button, a menu item or a key. Allowed says whether it would be accepted
// now, and the method that does it refuses with the same error, so the
// panel, the menu and the keys never decide for themselves.
type Action int

// The actions a control can ask for.
const (
	// ActionSelectNumber: SelectNumber.
	ActionSelectNumber Action = iota
	// ActionHelp: SetHelp.
	ActionHelp
	// ActionPen: Marks.SetPen.
	ActionPen
	// ActionUndo: Undo.
	ActionUndo
	// ActionRedo: Redo.
	ActionRedo
	// ActionFillNotes: Marks.FillNotes (it may still find every note right and
	// change nothing).
	ActionFillNotes
	// ActionCheck: Check.
	ActionCheck
	// ActionHint: ShowHint and AskHint.
	ActionHint
	// ActionShowSolution: ShowSolution.
	ActionShowSolution
	// ActionRestart: Restart.
	ActionRestart
	// ActionPause: SetPaused, to pause or to go on.
	ActionPause
	// ActionExplain: StartExplain, which replaces an explanation or a
	// search shown (a window's Explain closes an explanation shown instead).
	ActionExplain
	// ActionWatch: StartWatch.
	ActionWatch
)

var actionNames = [...]string{"select number", "help", "pen", "undo", "redo", "fill notes", "check",
	"hint", "show solution", "restart", "pause", "explain", "watch"}

// String returns the action's name in words, e.g. "fill notes".
func (a Action) String() string {
	if a >= 0 && int(a) < len(actionNames) {
		return actionNames[a]
	}
	return fmt.Sprintf("Action(%d)", int(a))
}

// Allowed returns nil when the game would accept a now, and otherwise the
// error the method doing a returns, which says why not:
//
//   - ActionSelectNumber: ErrPaused while paused, ErrExplaining while the
//     explanation is shown, ErrWatching while the solver's search is. A
//     number can be selected before a puzzle starts, while one is entered
//     and after the game is over (for the same-digit highlight).
//   - ActionHelp, ActionPen: ErrPaused while paused.
//   - ActionRestart: ErrNoPuzzle before the first game, ErrOver after it
//     ended, ErrPaused, ErrExplaining or ErrWatching; allowed in enter mode,
//     where it clears the givens typed.
//   - ActionUndo, ActionRedo: as ActionRestart, and ErrNothingToUndo or
//     ErrNothingToRedo with an empty history.
//   - ActionFillNotes, ActionCheck, ActionHint, ActionShowSolution: as
//     ActionRestart, and ErrEntering in enter mode.
//   - ActionPause: ErrNoPuzzle before the first game, ErrEntering in enter
//     mode, ErrOver after the game ended.
//   - ActionExplain: ErrEntering, ErrNoPuzzle, ErrPaused, and ErrVariant
//     for a puzzle of the size variant (the logic knows no letters; killer,
//     jigsaw and X puzzles are explained). A game over can be explained, and one being
//     explained or watched too (the explanation replaces those).
//   - ActionWatch: ErrEntering, and ErrVariant for a puzzle of a variant
//     (the classic search knows no letters, regions or cages). With no puzzle the search starts
//     from an empty grid.
//
// An Action it does not know is an error too.
func (g *Game) Allowed(a Action) error {
	switch a {
	case ActionSelectNumber:
		switch {
		case g.paused():
			return ErrPaused
		case g.Explanation() != nil:
			return ErrExplaining
		case g.Watch() != nil:
			return ErrWatching
		}
		return nil
	case ActionHelp, ActionPen:
		if g.paused() {
			return ErrPaused
		}
		return nil
	case ActionRestart:
		return g.playable()
	case ActionUndo, ActionRedo:
		if err := g.playable(); err != nil {
			return err
		}
		if sh := g.sheet(); a == ActionUndo && len(sh.undo) == 0 {
			return ErrNothingToUndo
		} else if a == ActionRedo && len(sh.redo) == 0 {
			return ErrNothingToRedo
		}
		return nil
	case ActionFillNotes, ActionCheck, ActionHint, ActionShowSolution:
		_, err := g.playing()
		return err
	case ActionPause:
		switch p := g.play; {
		case g.Entry() != nil:
			return ErrEntering
		case p == nil:
			return ErrNoPuzzle
		case p.over:
			return ErrOver
		}
		return nil
	case ActionExplain:
		switch p := g.play; {
		case g.Entry() != nil:
			return ErrEntering
		case p == nil:
			return ErrNoPuzzle
		case p.paused:
			return ErrPaused
		case p.puzzle.HasLetters():
			return ErrVariant
		}
		return nil
	case ActionWatch:
		switch {
		case g.Entry() != nil:
			return ErrEntering
		case g.Puzzle().Variant() != sudoku.Classic, g.Puzzle().Constraints != nil:
			return ErrVariant
		}
		return nil
	}
	return fmt.Errorf("unknown action %d", int(a))
}

// paused reports whether the game in play is paused (never in enter mode).
func (g *Game) paused() bool { p := g.current(); return p != nil && p.paused }
