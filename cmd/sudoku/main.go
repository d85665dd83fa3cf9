// Command sudoku is the desktop Sudoku game.
//
// Usage:
//
//	sudoku [-puzzle PUZZLE] [-seed N] [-status-log FILE]
//
// With no flags it restores the game in progress, or starts a new puzzle.
// -puzzle plays the given puzzle (81 characters, '.' or '0' for blanks),
// -seed makes the new puzzles reproducible, and -status-log appends every
// text of the status line to FILE, a line each (for tests and bug reports).
package main

import (
	"flag"
	"fmt"
	"os"

	"fyne.io/fyne/v2/app"

	"github.com/sudoku-devs/sudoku/internal/ui"
)

func main() {
	var opts ui.Options
	var statusLog string
	flag.StringVar(&opts.Puzzle, "puzzle", "", "play this puzzle (81 characters, '.' or '0' for blanks)")
	flag.Uint64Var(&opts.Seed, "seed", 0, "seed for new puzzles (0: a fresh one)")
	flag.StringVar(&statusLog, "status-log", "", "append every text of the status line to this file, a line each")
	flag.Parse()
	if statusLog != "" {
		f, err := os.OpenFile(statusLog, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
		if err != nil {
			fmt.Fprintf(os.Stderr, "sudoku: -status-log: %v\n", err)
			os.Exit(2)
		}
		defer f.Close()
		opts.StatusLog = f
	}
	ui.NewWindow(app.NewWithID(ui.AppID), opts).ShowAndRun()
}
