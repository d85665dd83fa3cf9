// Package puzzletext reads a puzzle in every text form the game and the
// command line take, telling them apart by how they start: an f-puzzles
// link ("http…load=…") or JSON document ("{…") for killer, jigsaw and X
// puzzles (package fpuzzles) and, where those carry a setter's other
// constraints, a SudokuPad link or f-puzzles' bare data too (package
// variant, 9x9 grids), a game ID of Simon Tatham's Solo ("3x3k:…",
// "9j:…", package solo), or the puzzle text format of sudoku.ParsePuzzle
// (81 characters, or 9 lines of 9, and a size puzzle's letters).
package puzzletext

import (
	"strings"

	"github.com/sudoku-devs/sudoku/internal/fpuzzles"
	"github.com/sudoku-devs/sudoku/internal/solo"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
	"github.com/sudoku-devs/sudoku/internal/variant"
)

// Read returns the puzzle of text in any of the package's forms, with the
// error of the form's reader: *message.Error (f-puzzles and package
// variant, whose error a document that fpuzzles refuses gets), Solo's
// English errors, or sudoku.ParsePuzzle's *sudoku.ParseError. A setter's
// puzzle with constraints beyond cages, regions and diagonals comes with
// them as its Constraints (see variant.Puzzle.Sudoku). A puzzle with a shape is
// validated (its Validate errors); one in the puzzle text format is not.
// An error that quotes text has its control characters escaped ('\x1b'),
// so that printing it sends no escape sequence to a terminal.
func Read(text string) (sudoku.Puzzle, error) {
	switch t := strings.TrimSpace(text); {
	case fpuzzles.IsLink(t):
		p, err := fpuzzles.ReadLink(t)
		if err != nil && variant.IsShared(t) {
			return setter(t)
		}
		return p, err
	case fpuzzles.IsDocument(t):
		p, err := fpuzzles.Read(t)
		if err != nil {
			return setter(t)
		}
		return p, err
	case variant.IsShared(t):
		return setter(t)
	case IsSolo(t):
		return solo.Parse(t)
	}
	return sudoku.ParsePuzzle(text)
}

// setter reads t with package variant: a 9x9 puzzle of a setter's, its
// constraints carried as the sudoku.Puzzle's Constraints.
func setter(t string) (sudoku.Puzzle, error) {
	p, err := variant.Read(t)
	if err != nil {
		return sudoku.Puzzle{}, err
	}
	return p.Sudoku()
}

// IsSolo reports whether text looks like a game ID of Solo for a 9x9 grid:
// it starts with "3x3" or "9j" and has a colon.
func IsSolo(text string) bool {
	t := strings.TrimSpace(text)
	return (strings.HasPrefix(t, "3x3") || strings.HasPrefix(t, "9j")) && strings.Contains(t, ":")
}

// HasShape reports whether text is in a form that carries regions,
// diagonals or cages (a link, a JSON document or a Solo game ID), which
// only Read reads.
func HasShape(text string) bool {
	t := strings.TrimSpace(text)
	return fpuzzles.IsLink(t) || fpuzzles.IsDocument(t) || variant.IsShared(t) || IsSolo(t)
}
