// Package puzzletext reads a puzzle in every text form the game and the
// command line take, telling them apart by how they start: an f-puzzles
// link ("http…load=…") or JSON document ("{…") for killer, jigsaw and X
// puzzles (package fpuzzles), a game ID of Simon Tatham's Solo ("3x3k:…",
// "9j:…", package solo), or the puzzle text format of sudoku.ParsePuzzle
// (81 characters, or 9 lines of 9, and a size puzzle's letters).
package puzzletext

import (
	"strings"

	"github.com/sudoku-devs/sudoku/internal/fpuzzles"
	"github.com/sudoku-devs/sudoku/internal/solo"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// Read returns the puzzle of text in any of the package's forms, with the
// error of the form's reader: *message.Error (f-puzzles), Solo's English errors, or
// sudoku.ParsePuzzle's *sudoku.ParseError. A puzzle with a shape is
// validated (its Validate errors); one in the puzzle text format is not.
// An error that quotes text has its control characters escaped ('\x1b'),
// so that printing it sends no escape sequence to a terminal.
func Read(text string) (sudoku.Puzzle, error) {
	switch t := strings.TrimSpace(text); {
	case fpuzzles.IsLink(t):
		return fpuzzles.ReadLink(t)
	case fpuzzles.IsDocument(t):
		return fpuzzles.Read(t)
	case IsSolo(t):
		return solo.Parse(t)
	}
	return sudoku.ParsePuzzle(text)
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
	return fpuzzles.IsLink(t) || fpuzzles.IsDocument(t) || IsSolo(t)
}
