package game

import (
	"time"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// Status is where a game stands at one moment, as a value: what the panel,
// the title and the status line read after an event. Game.Status makes one;
// it does not change as the game goes on.
type Status struct {
	// Started: a puzzle is in play or being entered.
	Started bool
	// Moved: the player has made a move in the game in play (see
	// FirstMove): false from Start, StartPuzzle and finishing an Entry until
	// the first move, false for a game restored by Load that had none, and
	// false in enter mode.
	Moved bool
	// Over: the game in play has ended, solved or its solution shown.
	Over bool
	// Won: the board of the game in play is complete and matches the
	// solution.
	Won bool
	// GaveUp: the game in play ended with ShowSolution.
	GaveUp bool
	// Checking: check marks are shown, from Check until the next change of
	// the board; Right and Wrong count the player's digits they mark (both 0
	// when none are shown).
	Checking     bool
	Right, Wrong int
	// Paused: the game is paused. The timer stands still, moves, number
	// selection, Check, hints and fill notes are refused, help and the pen
	// keep their state, and the board hides its digits.
	Paused bool
	// Restored: the game in play was restored by Load and has not been
	// resumed since. Load puts a game that is not over back paused, however
	// the app ended, and the window says why ("welcome back"). Going on and
	// any new game end it.
	Restored bool
	// Elapsed is the time played on this puzzle. The timer runs only while
	// the player plays: a puzzle is in play and not over, and the game is
	// neither paused, nor in another mode, nor held by HoldClock.
	Elapsed time.Duration
	// Held: a hold of HoldClock is in force.
	Held bool
	// Difficulty is the difficulty of the puzzle in play as SetDifficulty
	// named it, "" when unknown; statistics are kept per difficulty.
	Difficulty string
	// Daily is the date of the daily puzzle in play as SetDaily named it,
	// "2026-12-01", or "" for any other puzzle.
	Daily string
	// Helped: a hint was shown in the game in play, or its solution; a game
	// won without either was solved unaided.
	Helped bool
	// Help: help is on (the cells where the selected number is allowed are
	// tinted).
	Help bool
	// Pen is the layer digits write in (see Marks.Pen).
	Pen Layer
	// Highlights are the highlight settings.
	Highlights Highlights
	// Size is the cells a side of the grid the player writes on: 9, or 4
	// to 16 for a setter's grid of another size.
	Size int
	// Left[d] is how many of digit d (1 to Size) the board of the game in
	// play still lacks; all 0 in enter mode and before the first game.
	Left [sudoku.MaxDigit + 1]int
}

// Status returns where the game stands now. Before the first game and in
// enter mode the fields about the game in play are zero.
func (g *Game) Status() Status {
	s := Status{
		Started:    g.play != nil || g.Entry() != nil,
		Held:       g.holds > 0,
		Help:       g.help,
		Pen:        g.pen,
		Highlights: g.highlights,
		Size:       g.size(),
	}
	p := g.current()
	if p == nil {
		return s
	}
	for d := 1; d <= p.size; d++ {
		s.Left[d] = p.size
	}
	for _, d := range p.digits() {
		s.Left[d]--
	}
	s.Left[0] = 0
	s.Moved, s.Over, s.GaveUp, s.Paused, s.Restored = p.moved, p.over, p.gaveUp, p.paused, p.restored
	s.Won = p.board == p.solution
	s.Checking = p.checked
	s.Right, s.Wrong = p.checkCounts()
	s.Elapsed = g.elapsed()
	s.Difficulty = p.difficulty
	s.Daily = p.daily
	s.Helped = p.helped || p.gaveUp
	return s
}

// checkCounts returns how many of the player's digits the check marks shown
// say are right and how many wrong; both 0 when no check marks are shown.
func (p *play) checkCounts() (right, wrong int) {
	if !p.checked {
		return 0, 0
	}
	for i, d := range p.digits() {
		switch {
		case p.givens[i] != 0 || d == 0:
		case d == p.solution[i]:
			right++
		default:
			wrong++
		}
	}
	return right, wrong
}
