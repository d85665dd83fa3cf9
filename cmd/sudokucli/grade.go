package main

import (
	"flag"
	"fmt"
	"io"

	"github.com/sudoku-devs/sudoku/internal/logic"
)

// runGrade grades puzzles from a file or stdin, one per line, writing
// "<level> <rating> <technique>" for each, where the technique is the one
// that sets the level and the rating that step's, followed by "; hardest step
// <rating> <technique>" when a step of a lower level is rated higher; or
// "error: MESSAGE".
func runGrade(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("grade", flag.ContinueOnError)
	fs.SetOutput(stderr)
	if err := fs.Parse(args); err != nil {
		return 2
	}
	return answerLines(fs, stdin, stdout, stderr, stringAnswer(func(text string) (string, error) {
		p, err := readPuzzle(text)
		if err != nil {
			return "", err
		}
		d, err := logic.GradePuzzle(&p)
		if err != nil {
			return "", err
		}
		return gradeLine(d), nil
	}))
}

// gradeLine formats d as runGrade writes it, e.g. "Expert 3.2 X-Wing;
// hardest step 3.4 Hidden pair".
func gradeLine(d logic.Difficulty) string {
	line := fmt.Sprintf("%v %.1f %v", d.Level, d.SetByRating, d.SetBy)
	if d.Rating > d.SetByRating {
		line += fmt.Sprintf("; hardest step %.1f %v", d.Rating, d.Hardest)
	}
	return line
}
