package game

import (
	"time"

	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
	"github.com/sudoku-devs/sudoku/internal/variant"
)

// grid is a board of any size the game plays, row by row: the first 81
// cells for the 9x9 grid, the first size*size for a setter's grid of 4 to
// 16 cells a side, the rest 0; each 0 for an open cell or a digit.
type grid [sudoku.MaxCells]uint8

// marks is one layer of marks (notes, corner marks, colours) of each cell
// of a grid, row by row as grid.
type marks [sudoku.MaxCells]sudoku.Digits

// sudokuGrid returns the first 81 cells of b: a 9x9 board as package
// sudoku and the hints take it.
func sudokuGrid(b *grid) sudoku.Grid { return sudoku.Grid(b[:81]) }

// gridOf returns g as a grid.
func gridOf(g sudoku.Grid) grid {
	var b grid
	copy(b[:], g[:])
	return b
}

// sheet is a board being written on: its digits and notes, the notes under
// each digit that Clear brings back, and the undo history of the changes.
// The game in play has one, and so has enter mode for the givens it types.
type sheet struct {
	size       int    // the cells a side: 9, or 4 to 16 for a setter's grid
	board      grid   // givens plus the player's digits
	notes      marks  // the player's notes; only on cells with no digit
	under      marks  // the notes a player's digit was placed over
	taken      marks  // the notes of open cells that digits placed in their peers took
	corner     marks  // the player's corner marks; kept under a digit
	colors     marks  // the colours the player painted each cell with
	undo, redo []step // oldest first
}

// cells returns the number of cells of the sheet's grid.
func (s *sheet) cells() int { return s.size * s.size }

// digits returns the sheet's board as its cells, row by row.
func (s *sheet) digits() []uint8 { return s.board[:s.cells()] }

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
	puzzle     sudoku.Puzzle   // the givens, and the letters, regions, diagonals or cages of a variant; of a 9x9 grid only
	setter     *variant.Puzzle // a setter's puzzle, of any size; nil for the others
	givens     grid            // the givens, of any size
	rules      *sudoku.Rules   // the puzzle's rules, compiled
	solution   grid
	difficulty string
	daily      string // the date of a daily puzzle (see SetDaily), or ""
	helped     bool   // a hint was shown (see Status.Helped)
	moved      bool   // the player has made a move (see FirstMove)
	checked    bool   // check marks shown until the next change of the board
	over       bool   // solved, or the solution shown
	gaveUp     bool   // the solution was shown
	gaveUpOn   grid   // the board when the solution was shown
	paused     bool
	restored   bool // restored by Load and not resumed since

	hint      *Hint             // the hint shown until the next change of the board, if any
	hintElims []logic.Candidate // what earlier hints of this puzzle eliminated

	elapsed time.Duration // play time before since
	running bool          // the timer runs: see Game.clockShouldRun
	since   time.Time     // when the timer last started running
}

// newPlay returns a game of the 9x9 puzzle, whose one solution is
// solution, with board and notes on its sheet and nothing else done yet.
func newPlay(puzzle sudoku.Puzzle, solution, board sudoku.Grid, notes marks) *play {
	p := &play{sheet: sheet{size: 9, board: gridOf(board), notes: notes}, puzzle: puzzle, givens: gridOf(puzzle.Givens),
		rules: puzzle.Rules(), solution: gridOf(solution)}
	p.setter = variant.Setter(&p.puzzle)
	return p
}

// newSetterPlay returns a game of setter's puzzle vp of a size other than
// 9x9, whose one solution is solution, with nothing done yet.
func newSetterPlay(vp *variant.Puzzle, solution grid) *play {
	p := &play{sheet: sheet{size: vp.Size}, setter: vp, rules: vp.GameRules(), solution: solution}
	p.puzzle.Constraints = p.rules.Constraints()
	for i, d := range vp.Givens {
		p.givens[i], p.board[i] = uint8(d), uint8(d)
	}
	return p
}
