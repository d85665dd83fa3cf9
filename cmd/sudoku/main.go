// Command sudoku is the desktop Sudoku game.
//
// Usage:
//
//	sudoku [-puzzle PUZZLE] [-seed N]
//
// With no flags it restores the game in progress, or starts a new puzzle.
// -puzzle plays the given puzzle (81 characters, '.' or '0' for blanks) and
// -seed makes the new puzzles reproducible.
package main

import (
	"flag"

	"fyne.io/fyne/v2/app"

	"github.com/sudoku-devs/sudoku/internal/ui"
)

func main() {
	var opts ui.Options
	flag.StringVar(&opts.Puzzle, "puzzle", "", "play this puzzle (81 characters, '.' or '0' for blanks)")
	flag.Uint64Var(&opts.Seed, "seed", 0, "seed for new puzzles (0: a fresh one)")
	flag.Parse()
	ui.NewWindow(app.NewWithID(ui.AppID), opts).ShowAndRun()
}
