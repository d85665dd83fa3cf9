package main

import (
	"flag"
	"fmt"
	"io"

	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// runGrade grades puzzles from a file or stdin, one per line, writing
// "<level> <rating> <hardest technique>" or "error: MESSAGE" for each.
func runGrade(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("grade", flag.ContinueOnError)
	fs.SetOutput(stderr)
	if err := fs.Parse(args); err != nil {
		return 2
	}
	return answerLines(fs, stdin, stdout, stderr, func(text string) (string, error) {
		p, err := sudoku.Parse(text)
		if err != nil {
			return "", err
		}
		d, err := logic.Grade(p)
		if err != nil {
			return "", err
		}
		return fmt.Sprintf("%v %.1f %v", d.Level, d.Rating, d.Hardest), nil
	})
}
