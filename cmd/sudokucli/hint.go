package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"io"

	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
	"github.com/sudoku-devs/sudoku/internal/variant"
)

// runHint prints the next step of a cheapest-first solve of PUZZLE, or with
// -all every step to the end, one per line: in words, or with -json as one
// JSON object per step (logic.StepData). With -json an already solved
// puzzle gives no line and an error gives {"error": MESSAGE}.
func runHint(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("hint", flag.ContinueOnError)
	fs.SetOutput(stderr)
	all := fs.Bool("all", false, "print every step of the solve, one per line")
	asJSON := fs.Bool("json", false, "print each step as a JSON object on a line of its own")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() != 1 {
		fmt.Fprintf(stderr, "sudokucli hint: want one PUZZLE, got %d arguments\n", fs.NArg())
		return 2
	}
	var steps []logic.Step
	var err error
	if vp, ok, verr := setterPuzzle(fs.Arg(0)); ok && (verr != nil || vp.Size != 9) {
		steps, err = sizedSteps(vp, verr)
	} else {
		var p sudoku.Puzzle
		p, err = readPuzzle(fs.Arg(0))
		if err == nil {
			steps, err = logic.ExplainPuzzle(&p)
		}
	}
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	enc := json.NewEncoder(out)
	enc.SetEscapeHTML(false)
	if err != nil {
		if *asJSON {
			enc.Encode(struct {
				Error string `json:"error"`
			}{err.Error()})
		} else {
			fmt.Fprintf(out, "error: %v\n", err)
		}
		fmt.Fprintf(stderr, "sudokucli hint: %v\n", err)
		return 1
	}
	if len(steps) == 0 {
		if !*asJSON {
			fmt.Fprintln(out, "the puzzle is already solved")
		}
		return 0
	}
	if !*all {
		steps = steps[:1]
	}
	for _, s := range steps {
		if *asJSON {
			if err := enc.Encode(s.Data()); err != nil {
				fmt.Fprintf(stderr, "sudokucli hint: %v\n", err)
				return 1
			}
			continue
		}
		fmt.Fprintln(out, s)
	}
	return 0
}

// sizedSteps returns the steps of the solve of a setter's grid of another
// size than 9x9 (logic.ExplainSized), or err when reading it failed, or
// the error of solving it.
func sizedSteps(vp *variant.Puzzle, err error) ([]logic.Step, error) {
	if err != nil {
		return nil, err
	}
	rules, givens, solution, err := solveSized(vp)
	if err != nil {
		return nil, err
	}
	return logic.ExplainSized(rules, givens, solution), nil
}
