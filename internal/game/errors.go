package game

import (
	"errors"

	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/message"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// The errors of refused moves. Each is a *message.Error, whose message a
// window words in the player's language (see message.Of); Error gives the
// English.
var (
	// ErrGiven is returned for a change to a given cell.
	ErrGiven = message.New("error.given", "givens cannot be changed")
	// ErrNoNumber is returned by Place when no number is selected.
	ErrNoNumber = message.New("error.noNumber", "no number picked")
	// ErrNoPuzzle is returned for a move before a puzzle has started.
	ErrNoPuzzle = message.New("error.noPuzzle", "no puzzle in play")
	// ErrFilled is returned by Marks.ToggleNote for a cell that holds a digit.
	ErrFilled = message.New("error.filled", "the cell holds a digit")
	// ErrPaused is returned for a move while the game is paused.
	ErrPaused = message.New("error.paused", "the game is paused")
	// ErrOver is returned for a move after the puzzle was solved or its
	// solution shown.
	ErrOver = message.New("error.over", "the game is over")
	// ErrNothingToUndo is returned by Undo with an empty undo history.
	ErrNothingToUndo = message.New("error.nothingToUndo", "nothing to undo")
	// ErrNothingToRedo is returned by Redo when nothing was undone.
	ErrNothingToRedo = message.New("error.nothingToRedo", "nothing to redo")
	// ErrExplaining is returned for a move while the explanation of the
	// solve is shown; Explanation.Close ends it.
	ErrExplaining = message.New("error.explaining", "the explanation is shown")
	// ErrEntering is returned by what makes no sense while the player enters
	// a puzzle of their own (notes, check, hints, pause, show solution, save).
	ErrEntering = message.New("error.entering", "a puzzle is being entered")
	// ErrWatching is returned for a move while the solver's search is
	// shown; Watch.Stop ends it.
	ErrWatching = message.New("error.watching", "the solver is being watched")
	// ErrVariant is returned by what works on classic puzzles only (the
	// explanation of the solve, watching the solver) while a puzzle of a
	// variant (size, killer, jigsaw, X) is in play.
	ErrVariant = message.New("error.variant", "available for classic puzzles only")
)

// ErrStale is the error of HintSearch.Show for a hint whose position
// changed while it was worked out (a move, a note, another hint, another
// game), which is not shown, and of EnterCheck.Finish for givens changed
// or no longer being typed while they were checked.
var ErrStale = errors.New("the position changed while it was worked out")

// ErrRepaired is wrapped by the error of a Load (of a game or of
// statistics) that loaded the document after bringing a value out of range
// back into it, a time longer than MaxElapsed say: the document was not
// written by this game as it stands, so a caller keeps a copy of it and
// tells the player, but the game goes on. Its error says what was out of
// range and what it became.
var ErrRepaired = errors.New("brought back into range")

// Messages returns every message the game says of its own, key to English
// template: the errors above, UnplayableError's, and a hint's words (the
// messages of steps are logic.Messages, those of puzzles and their text
// sudoku.Messages): for a translation to cover them all. It returns a new
// map on every call.
func Messages() map[string]string {
	m := map[string]string{}
	for _, err := range []*message.Error{ErrGiven, ErrNoNumber, ErrNoPuzzle, ErrFilled, ErrPaused, ErrOver,
		ErrNothingToUndo, ErrNothingToRedo, ErrExplaining, ErrEntering, ErrWatching, ErrVariant} {
		m[err.Msg.Key] = err.Msg.Text
	}
	for _, e := range []*UnplayableError{
		{Err: sudoku.ErrNoSolution, Cell: 0}, {Err: sudoku.ErrNoSolution, Cell: -1},
		{Err: sudoku.ErrMultipleSolutions, Cell: 0, Digits: []int{1, 2}}, {Err: sudoku.ErrMultipleSolutions, Cell: -1},
	} {
		msg := e.Message()
		m[msg.Key] = msg.Text
	}
	for _, msg := range []logic.Message{
		wrongMessage([]int{0}, 9), lookMessage(0, 9, noHint),
		{Key: "hint.step", Text: "{{.Technique}}: {{.Step}}"},
		sizeNaked(logic.Cell(0), 1), sizeRun(0, 1, "S"), sizeHidden(0, 1, 0), noHint,
		{Key: "hint.hidden", Text: "Hidden single: in {{.House}}, {{.Digit}} fits only in {{.Cell}}"},
	} {
		m[msg.Key] = msg.Text
	}
	return m
}

// Message returns why the puzzle cannot be played as a message: key
// "error.noDigitFits" ("no solution: no digit fits in {{.Cell}}"),
// "error.contradiction" ("no solution: the givens contradict each other"),
// "error.cellCanHold" ("more than one solution: {{.Cell}} can hold
// {{.Digits}}; add givens", the digits joined with "or") or
// "error.addGivens" ("more than one solution: add givens").
func (e *UnplayableError) Message() message.Message {
	switch {
	case errors.Is(e.Err, sudoku.ErrNoSolution) && e.Cell >= 0:
		return message.Message{Key: "error.noDigitFits", Text: "no solution: no digit fits in {{.Cell}}",
			Args: map[string]any{"Cell": message.Cell(e.Cell)}}
	case errors.Is(e.Err, sudoku.ErrNoSolution):
		return message.Message{Key: "error.contradiction", Text: "no solution: the givens contradict each other"}
	case e.Cell >= 0:
		return message.Message{Key: "error.cellCanHold", Text: "more than one solution: {{.Cell}} can hold {{.Digits}}; add givens",
			Args: map[string]any{"Cell": message.Cell(e.Cell), "Digits": message.DigitsOr(e.Digits)}}
	}
	return message.Message{Key: "error.addGivens", Text: "more than one solution: add givens"}
}
