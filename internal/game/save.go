package game

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// saveVersion is the version of the document Save writes.
const saveVersion = 1

// document is the saved form of a Game. Grids are in the one-line puzzle text
// format.
type document struct {
	Version  int    `json:"version"`
	Puzzle   string `json:"puzzle"`
	Solution string `json:"solution"`
	Board    string `json:"board"`
	Selected int    `json:"selected"`
	Help     bool   `json:"help"`
}

// Save writes the game in progress to w as a versioned JSON document: puzzle,
// solution, board, selected number and help. Check marks are not saved. It
// returns ErrNoPuzzle when no puzzle has started, and w's error.
func (g *Game) Save(w io.Writer) error {
	if !g.started {
		return ErrNoPuzzle
	}
	doc := document{
		Version:  saveVersion,
		Puzzle:   g.puzzle.String(),
		Solution: g.solution.String(),
		Board:    g.board.String(),
		Selected: g.selected,
		Help:     g.help,
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(doc)
}

// Load replaces the game with the one Save wrote to r and tells listeners with
// a NewGame event (and NumberSelected and HelpToggled when those change). It
// returns an error, and changes nothing, when r does not hold such a document:
// bad JSON, an unknown version, a grid that does not parse, a solution that
// does not fit the puzzle, or a board that changes a given.
func (g *Game) Load(r io.Reader) error {
	var doc document
	dec := json.NewDecoder(r)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&doc); err != nil {
		return fmt.Errorf("saved game: %w", err)
	}
	if doc.Version != saveVersion {
		return fmt.Errorf("saved game: version %d; want %d", doc.Version, saveVersion)
	}
	var grids [3]sudoku.Grid
	for k, s := range []string{doc.Puzzle, doc.Solution, doc.Board} {
		gr, err := sudoku.Parse(s)
		if err != nil {
			return fmt.Errorf("saved game: %s: %w", [3]string{"puzzle", "solution", "board"}[k], err)
		}
		grids[k] = gr
	}
	puzzle, solution, board := grids[0], grids[1], grids[2]
	if doc.Selected < 0 || doc.Selected > 9 {
		return fmt.Errorf("saved game: selected number %d out of range 0-9", doc.Selected)
	}
	for i, d := range puzzle {
		if d != 0 && board[i] != d {
			return fmt.Errorf("saved game: board changes given %s", sudoku.CellName(i))
		}
	}
	if err := fits(puzzle, solution); err != nil {
		return fmt.Errorf("saved game: %w", err)
	}
	g.puzzle, g.solution, g.board = puzzle, solution, board
	g.started, g.checked = true, false
	g.emit(NewGame)
	_ = g.SelectNumber(doc.Selected) // in range: checked above
	g.SetHelp(doc.Help)
	return nil
}
