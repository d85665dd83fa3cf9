package game

import (
	"time"

	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// sheet is a board being written on: its digits and notes, the notes under
// each digit that Clear brings back, and the undo history of the changes.
// The game in play has one, and so has enter mode for the givens it types.
type sheet struct {
	board      sudoku.Grid       // givens plus the player's digits
	notes      [81]sudoku.Digits // the player's notes; only on cells with no digit
	under      [81]sudoku.Digits // the notes a player's digit was placed over
	taken      [81]sudoku.Digits // the notes of open cells that digits placed in their peers took
	corner     [81]sudoku.Digits // the player's corner marks; kept under a digit
	colors     [81]Colors        // the colours the player painted each cell with
	undo, redo []step            // oldest first
}

// cell returns the state of cell i.
func (s *sheet) cell(i int) cellState {
	return cellState{s.board[i], s.notes[i], s.under[i], s.taken[i], s.corner[i], s.colors[i]}
}

// put makes st the state of cell i.
func (s *sheet) put(i int, st cellState) {
	s.board[i], s.notes[i], s.under[i], s.taken[i] = st.Digit, st.Notes, st.Under, st.Taken
	s.corner[i], s.colors[i] = st.Corner, st.Colors
}

// play is the game in play: the puzzle and its solution, the sheet the
// player writes on, and what has happened in the game. Start makes a new
// one, so that nothing of a game outlives it.
type play struct {
	sheet
	puzzle     sudoku.Puzzle // the givens, and the letters, regions, diagonals or cages of a variant
	rules      *sudoku.Rules // puzzle's rules, compiled
	solution   sudoku.Grid
	difficulty string
	daily      string      // the date of a daily puzzle (see SetDaily), or ""
	helped     bool        // a hint was shown (see Status.Helped)
	moved      bool        // the player has made a move (see FirstMove)
	checked    bool        // check marks shown until the next change of the board
	over       bool        // solved, or the solution shown
	gaveUp     bool        // the solution was shown
	gaveUpOn   sudoku.Grid // the board when the solution was shown
	paused     bool
	restored   bool // restored by Load and not resumed since

	hint      *Hint             // the hint shown until the next change of the board, if any
	hintElims []logic.Candidate // what earlier hints of this puzzle eliminated

	elapsed time.Duration // play time before since
	running bool          // the timer runs: see Game.clockShouldRun
	since   time.Time     // when the timer last started running
}

// newPlay returns a game of puzzle, whose one solution is solution, with
// board and notes on its sheet and nothing else done yet.
func newPlay(puzzle sudoku.Puzzle, solution, board sudoku.Grid, notes [81]sudoku.Digits) *play {
	return &play{sheet: sheet{board: board, notes: notes}, puzzle: puzzle, rules: puzzle.Rules(), solution: solution}
}
