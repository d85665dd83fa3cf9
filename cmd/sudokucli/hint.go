package main

import (
	"flag"
	"fmt"
	"io"

	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// runHint prints the next step of a cheapest-first solve of PUZZLE, or with
// -all every step to the end, one per line.
func runHint(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("hint", flag.ContinueOnError)
	fs.SetOutput(stderr)
	all := fs.Bool("all", false, "print every step of the solve, one per line")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() != 1 {
		fmt.Fprintf(stderr, "sudokucli hint: want one PUZZLE, got %d arguments\n", fs.NArg())
		return 2
	}
	p, err := sudoku.Parse(fs.Arg(0))
	var steps []logic.Step
	if err == nil {
		steps, err = logic.Explain(p)
	}
	if err != nil {
		fmt.Fprintf(stdout, "error: %v\n", err)
		fmt.Fprintf(stderr, "sudokucli hint: %v\n", err)
		return 1
	}
	if len(steps) == 0 {
		fmt.Fprintln(stdout, "the puzzle is already solved")
		return 0
	}
	if !*all {
		steps = steps[:1]
	}
	for _, s := range steps {
		fmt.Fprintln(stdout, s)
	}
	return 0
}
