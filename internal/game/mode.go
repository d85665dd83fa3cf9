package game

import (
	"slices"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// A Game is in one of four modes, each its own type:
//
//   - playing: Game.mode is nil and the board shows the game in play
//     (Game.play, a *play), which takes the player's moves;
//   - entering a puzzle: an *Entry holds the givens being typed and their
//     own undo history, and the game in play waits untouched underneath, to
//     be dropped by Entry.Finish or shown again by Entry.Cancel;
//   - explaining: an *Explanation holds the steps of the solve and the
//     boards between them;
//   - watching: a *Watch holds the solver's search as it goes.
//
// Game.mode holds the mode that is not playing, and a mode is left by
// putting another (or nil) in its place: the old value goes whole, so
// nothing of one mode can leak into the next, and the game in play is never
// copied or restored field by field. Each mode's operations are methods of
// its own type, which Game.Entry, Game.Explanation and Game.Watch return
// while it is on (nil otherwise; every method of a nil or ended mode does
// nothing). What a mode allows is decided in one place: refusal says how
// it refuses the game in play's moves, and view says what each cell shows.
type mode interface {
	// refusal returns the error with which moves of the game in play are
	// refused while the mode is on.
	refusal() error
	// view returns what cell i (0–80) shows while the mode is on.
	view(g *Game, i int) CellView
}

// Entry is enter mode, in which the player types the givens of a puzzle of
// their own: the digits typed, with an undo history of their own, and no
// notes. Game.EnterPuzzle starts it and Game.Entry returns it.
type Entry struct {
	g *Game
	sheet
}

func (*Entry) refusal() error { return ErrEntering }

// view shows the givens typed so far with the highlights, but not Help's
// marks: on a board of a few givens the picked number fits nearly
// everywhere, and Help would tint every cell.
func (e *Entry) view(g *Game, i int) CellView {
	v := CellView{Digit: int(e.board[i]), Cursor: g.cursor == i, Selected: g.alsoSelected(i), Tint: g.highlightTint(e.digits(), classicRules, i, false)}
	if g.conflict(i) {
		v.Ink = InkConflict
	}
	return v
}

// Entry returns enter mode while the player types the givens of a puzzle,
// or nil.
func (g *Game) Entry() *Entry {
	e, _ := g.mode.(*Entry)
	return e
}

// Explanation returns the explanation of the solve while it is shown, or
// nil.
func (g *Game) Explanation() *Explanation {
	e, _ := g.mode.(*Explanation)
	return e
}

// Watch returns the solver's search while it is shown, or nil.
func (g *Game) Watch() *Watch {
	w, _ := g.mode.(*Watch)
	return w
}

// on reports whether m is the game's mode: a mode that was left, or a nil
// one, is not.
func (g *Game) on(m mode) bool { return g != nil && g.mode == m }

// setMode puts m (nil: playing) in place of the mode the game was in,
// starts or stops the timer for it, and takes away any hint of the game in
// play when a mode starts.
func (g *Game) setMode(m mode) {
	g.mode = m
	if m != nil && g.play != nil {
		g.play.hint = nil
	}
	if g.cursor >= g.cells() || slices.Contains(g.selection[g.cells():], true) {
		// The cells selected were those of a grid of another size.
		g.cursor, g.selection = -1, [sudoku.MaxCells]bool{}
	}
	g.syncClock()
}

// current returns the game in play as the player sees it: nil before the
// first game and in enter mode, where the board shows no game.
func (g *Game) current() *play {
	if g.Entry() != nil {
		return nil
	}
	return g.play
}

// sheet returns what the player writes on: the givens being typed in enter
// mode, else the board of the game in play; nil before the first game.
func (g *Game) sheet() *sheet {
	if e := g.Entry(); e != nil {
		return &e.sheet
	}
	if g.play != nil {
		return &g.play.sheet
	}
	return nil
}

// classicRules are the rules of a classic puzzle, which the givens typed
// in enter mode follow.
var classicRules = (&sudoku.Puzzle{}).Rules()

// rules returns the rules of the puzzle the player writes on: those of the
// puzzle in play (its letters, regions, diagonals or cages), the classic
// ones in enter mode and before the first game.
func (g *Game) rules() *sudoku.Rules {
	if p := g.current(); p != nil {
		return p.rules
	}
	return classicRules
}
