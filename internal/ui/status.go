package ui

import (
	"errors"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2/lang"

	"github.com/sudoku-devs/sudoku/internal/game"
)

// statusFor returns what the status line says after the game's event ev, and
// whether it changes: the one place where events decide the status line, so
// what shows does not depend on the order of listeners. A move clears it; a
// hint, the step explained and the solver's count show their text; Check
// says how many digits are wrong; pausing says how to go on, and going on
// clears that (or the welcome back) but nothing else.
func (w *Window) statusFor(ev game.Event) (string, bool) {
	g := w.game
	switch ev.Kind {
	case game.CellChanged:
		if p := g.Puzzle(); g.Status().Highlights.Conflicts && p.Constraints != nil {
			return brokenText(p, boardDigits(g), ev.Cells), true
		}
		return "", true
	case game.SolutionShown:
		return lang.X("status.solutionShown", "The solution is shown. Click New (or press Ctrl+N) for another puzzle."), true
	case game.HintShown:
		if m, ok := g.Hint().Message(); ok {
			return messageText(m), true
		}
		return "", false
	case game.ExplainChanged:
		return explainText(g), true
	case game.WatchChanged:
		return watchText(g), true
	case game.Checked:
		s := g.Status()
		return checkText(s.Right, s.Wrong)
	case game.HelpToggled:
		return noNumberHelp(), g.Status().Help && g.Selected() == 0
	case game.PauseToggled:
		if g.Status().Paused {
			w.pauseText = pausedText()
			return w.pauseText, true
		}
		return "", w.panel.Status() == w.pauseText
	}
	return "", false
}

// boardDigits returns the digits of the board the player writes on, of
// any size, row by row, 0 for an open cell.
func boardDigits(g *game.Game) []int {
	st := g.Status()
	out := make([]int, st.Size*st.Size)
	if st.Size == 9 {
		for i, d := range g.Board() {
			out[i] = int(d)
		}
		return out
	}
	for i := range out {
		out[i] = g.CellView(i).Digit
	}
	return out
}

// sentence makes an error message a sentence: capital first letter, final
// period.
func sentence(s string) string {
	if s == "" {
		return s
	}
	return upperFirst(s) + "."
}

// refusal says in words why a move on cell, of a grid of size cells a
// side, was refused, naming the cell in words ("Row 1, column 5 is a
// given…").
func refusal(cell, size int, err error) string { return upperFirst(refusalText(cell, size, err)) }

// upperFirst returns s with its first letter in upper case.
func upperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

// refusalText is refusal's sentence, as its translation starts it.
func refusalText(cell, size int, err error) string {
	var name string
	if cell >= 0 {
		name = gridCellWords(cell, size)
	}
	data := map[string]any{"Cell": name, "Err": errorText(err)}
	switch {
	case errors.Is(err, game.ErrGiven):
		return lang.X("refusal.given", "{{.Cell}} is a given and cannot change.", data)
	case errors.Is(err, game.ErrNoNumber):
		return lang.X("refusal.noNumber", "Pick a number first, then click a cell.")
	case errors.Is(err, game.ErrNoPuzzle):
		return lang.X("refusal.noPuzzle", "Wait for the puzzle to appear.")
	case errors.Is(err, game.ErrFilled):
		return lang.X("refusal.filled", "{{.Cell}} holds a digit: clear it before taking notes.", data)
	case errors.Is(err, game.ErrPaused):
		return lang.X("refusal.paused", "The game is paused: press P or the play button to go on.")
	case errors.Is(err, game.ErrOver):
		return lang.X("refusal.over", "This game is over: click New for another puzzle.")
	case errors.Is(err, game.ErrExplaining):
		return lang.X("refusal.explaining", "Close the explanation to play on.")
	case errors.Is(err, game.ErrEntering):
		return lang.X("refusal.entering", "Not while a puzzle is being entered: click Start when the givens are in.")
	case cell < 0:
		return sentence(errorText(err))
	}
	return lang.X("refusal.other", "{{.Cell}}: {{.Err}}", data)
}
