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
//
// Without a display it says so and exits with status 1, before it reads or
// writes any file.
//
// One game runs per user: a second launch brings the running game's window
// forward, hands it its -puzzle if it has one, and exits (see package
// instance).
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"

	"github.com/sudoku-devs/sudoku/internal/instance"
	"github.com/sudoku-devs/sudoku/internal/ui"
)

func main() {
	var opts ui.Options
	var statusLog string
	flag.StringVar(&opts.Puzzle, "puzzle", "", "play this puzzle (81 characters, '.' or '0' for blanks)")
	flag.Uint64Var(&opts.Seed, "seed", 0, "seed for new puzzles (0: a fresh one)")
	flag.StringVar(&statusLog, "status-log", "", "append every text of the status line to this file, a line each")
	flag.Parse()
	if opts.Puzzle == "" {
		opts.Puzzle = pagePuzzle()
	}
	if statusLog != "" {
		f, err := os.OpenFile(statusLog, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
		if err != nil {
			fmt.Fprintf(os.Stderr, "sudoku: -status-log: %v\n", err)
			os.Exit(2)
		}
		defer f.Close()
		opts.StatusLog = f
	}
	screen, err := openDisplay()
	if err != nil {
		fmt.Fprintln(os.Stderr, "sudoku:", err)
		os.Exit(1)
	}
	opts.Screen = screen
	defer func() {
		// A display that goes away while the window opens makes GLFW
		// panic inside Fyne; the game saved every move, so a sentence
		// is all that is left to say.
		if v := recover(); v != nil {
			if !isDisplayPanic(v) {
				panic(v)
			}
			fmt.Fprintln(os.Stderr, "sudoku: cannot open a window: the display went away:", v)
			os.Exit(1)
		}
	}()
	a := app.NewWithID(ui.AppID)
	in := claim(a, opts.Puzzle)
	w := ui.NewWindow(a, opts)
	if in != nil {
		defer in.Close()
		go in.Serve(func(r instance.Request) { fyne.Do(func() { w.Bring(r.Puzzle) }) })
	}
	w.ShowAndRun()
}

// claim makes this process the one game of its user (see package
// instance) and returns its claim, or nil when the storage folder cannot
// hold one (the game then runs without). When the game is already running
// it hands puzzle to it and exits: 0 once the running game took it, 1 when
// that game does not answer.
func claim(a fyne.App, puzzle string) *instance.Instance {
	dir, ok := ui.StorageDir(a)
	if !ok {
		return nil
	}
	in, err := instance.Claim(dir)
	switch {
	case errors.Is(err, instance.ErrRunning):
		if err := instance.Send(dir, instance.Request{Puzzle: puzzle}, 5*time.Second); err != nil {
			fmt.Fprintf(os.Stderr, "sudoku: the game is already running, but %v\n", err)
			os.Exit(1)
		}
		os.Exit(0)
	case err != nil:
		fmt.Fprintf(os.Stderr, "sudoku: %v; a second launch will open a second window\n", err)
		return nil
	}
	return in
}
