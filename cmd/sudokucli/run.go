package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"strings"
	"time"

	"github.com/sudoku-devs/sudoku/internal/puzzletext"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
	"github.com/sudoku-devs/sudoku/internal/variant"
)

const usage = `usage:
  sudokucli solve [-count] [FILE]   solve puzzles (one per line: classic, size variant, f-puzzles or SudokuPad link or JSON of any size and constraints, Solo game ID; or a grid of 9 lines of 9, which a blank or other line cuts short) from FILE or stdin
  sudokucli generate [-n N] [-seed S] [-size N] [-difficulty LEVEL | -technique NAME] [-symmetry S] [-variant classic|sml|killer|jigsaw|x] [-link]   write N new puzzles with one solution each (-link: as f-puzzles links)
  sudokucli daily [-date YYYY-MM-DD] [-variant classic|killer|jigsaw|x] [-link]   print the daily puzzle of the date (default today) and of the variant, its level and the date
  sudokucli grade [FILE]   print "<level> <rating> <hardest technique>" per puzzle of FILE or stdin
  sudokucli hint [-all] [-json] PUZZLE   print the next logical step (with -all, every step of the solve; with -json, one JSON object a step)
  sudokucli bench [-count] [-time D] [-qqwing PATH] [-tdoku PATH [-rounds N]] [-generate N [-difficulty LEVEL [-symmetry S | [-size N] -variant V [-solo PATH]]]] FILE...   time solving (and generating)
`

// run executes the command line args (without the program name) and returns
// the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	switch args[0] {
	case "solve":
		return runSolve(args[1:], stdin, stdout, stderr)
	case "generate":
		return runGenerate(args[1:], stdout, stderr)
	case "bench":
		return runBench(args[1:], stdout, stderr)
	case "daily":
		return runDaily(args[1:], stdout, stderr, time.Now)
	case "grade":
		return runGrade(args[1:], stdin, stdout, stderr)
	case "hint":
		return runHint(args[1:], stdout, stderr)
	case "print":
		// The PDF library print links would cost every run of this
		// command its start-up time; see cmd/sudokuprint.
		fmt.Fprintln(stderr, "sudokucli: print is a command of its own: sudokuprint -n N [-difficulty LEVEL] [-variant V] [-per-page 1|2|4|6] [-no-solutions] -o FILE.pdf, or sudokuprint -daily [-date YYYY-MM-DD] [-n DAYS] [-variant V] -o FILE.pdf")
		return 2
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, usage)
		return 0
	}
	fmt.Fprintf(stderr, "sudokucli: unknown command %q\n%s", args[0], usage)
	return 2
}

func runSolve(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("solve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	count := fs.Bool("count", false, "print the number of solutions (2 means two or more) instead of the solution")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	return answerLines(fs, stdin, stdout, stderr, func(dst, text []byte) ([]byte, error) {
		if vp, ok, err := setterPuzzle(string(text)); ok {
			if err != nil {
				return dst, err
			}
			return solveSetter(dst, vp, *count)
		}
		var p sudoku.Puzzle
		var ok bool
		if p.Givens, ok = plainPuzzle(text); !ok {
			var err error
			if p, err = puzzletext.Read(string(text)); err != nil {
				return dst, err
			}
		}
		if *count {
			n := sudoku.CountSolutions(p, 2)
			if n == 0 {
				// The solver refuses givens that break a rule; say which.
				if err := p.Validate(); err != nil {
					return dst, err
				}
			}
			return append(dst, '0'+byte(n)), nil
		}
		sol, err := sudoku.Solve(p)
		if err != nil {
			return dst, err
		}
		return appendDigits(dst, &sol), nil
	})
}

func runGenerate(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("generate", flag.ContinueOnError)
	fs.SetOutput(stderr)
	n := fs.Int("n", 1, "number of puzzles")
	seed := fs.Uint64("seed", 0, "random seed (0: a fresh one, printed to stderr)")
	difficulty := fs.String("difficulty", "", "level of every puzzle: easy, medium, hard, expert or extreme")
	symmetry := fs.String("symmetry", "", "pattern of the givens: none, rotational, mirror or diagonal (with -difficulty)")
	technique := fs.String("technique", "", "technique that sets the level of every puzzle, as grade names it: \"X-Wing\", xwing, \"Hidden pair\" (a killer for a killer technique; -symmetry for classic ones only, never -difficulty)")
	variantName := fs.String("variant", "", "classic (the default); sml for the size variant (the puzzle, a space and 81 letters S, M, L); killer, jigsaw, x or a mix such as killer+x (an f-puzzles JSON document a line, of any -difficulty); "+strings.Join(variant.DealKinds(), ", ")+" for puzzles with those constraints, or a mix such as antiknight+killer, of any -size, Easy to Extreme (f-puzzles JSON)")
	link := fs.Bool("link", false, "write each puzzle as an f-puzzles link (https://www.f-puzzles.com/?load=…), classic ones too; not for -variant sml")
	size := fs.Int("size", 9, "rows of the grid: 4, 6, 8, 10, 12, 14, 15 or 16 for a classic puzzle of that size with boxes, or with -variant jigsaw on random regions (an f-puzzles JSON document a line), Easy unless -difficulty says (4x4 is always Easy, 6x6 up to Medium, the others up to Extreme)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "sudokucli generate: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	generate, err := puzzleGenerator(*difficulty, *symmetry, *variantName)
	switch {
	case variant.CheckDealKind(*variantName) == nil:
		generate, err = setterGenerator(*size, *difficulty, *symmetry, *variantName, *technique)
	case *size != 9:
		generate, err = sizedGenerator(*size, *difficulty, *symmetry, *variantName, *technique)
	case *technique != "":
		generate, err = techniqueGenerator(*technique, *difficulty, *symmetry, *variantName)
	}
	if err == nil && *link {
		if v, _ := sudoku.ParseVariant(*variantName); v == sudoku.SizeVariant {
			err = errors.New("-link makes f-puzzles links, which have no place for the size variant's letters: it takes no -variant sml")
		}
	}
	if _, perr := sudoku.ParseVariant(*variantName); perr != nil && err != nil {
		switch derr := variant.CheckDealKind(*variantName); {
		case derr == nil:
		case strings.Contains(*variantName, "+") && slices.ContainsFunc(strings.Split(*variantName, "+"), func(k string) bool { return variant.CheckDealKind(k) == nil }):
			err = derr // a mix of constraints, misspelt
		default:
			err = fmt.Errorf("%v; or %s for puzzles with those constraints, or a mix of them joined with + (antiknight+killer)", err, strings.Join(variant.DealKinds(), ", "))
		}
	}
	if err != nil {
		fmt.Fprintf(stderr, "sudokucli generate: %v\n", err)
		return 2
	}
	if *n < 0 {
		fmt.Fprintln(stderr, "sudokucli generate: -n must not be negative")
		return 2
	}
	if *seed == 0 {
		*seed = rand.Uint64()
		fmt.Fprintf(stderr, "seed %d\n", *seed)
	}
	r := rand.New(rand.NewPCG(*seed, 0))
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	for range *n {
		line, err := generate.next(r, *link)
		if err != nil {
			fmt.Fprintf(stderr, "sudokucli generate: %v\n", err)
			return 1
		}
		fmt.Fprintln(out, line)
	}
	return 0
}

// setterPuzzle reads text as a puzzle setters share (see variant.IsShared)
// when the classic engine cannot play it: of a size other than 9x9, or with
// constraints beyond killer cages, jigsaw regions and X's diagonals. It
// reports false for any other text, and for a puzzle the classic engine
// plays, which is faster at it.
func setterPuzzle(text string) (*variant.Puzzle, bool, error) {
	if !variant.IsShared(text) {
		return nil, false, nil
	}
	if p, err := puzzletext.Read(text); err == nil && p.Constraints == nil {
		return nil, false, nil
	}
	p, err := variant.Read(text)
	return p, true, err
}

// solveSetter appends p's solution as one line (see variant.Text), or with
// count the number of its solutions, 2 for two or more; its errors are
// variant.ErrNoSolution and variant.ErrMultipleSolutions.
func solveSetter(dst []byte, p *variant.Puzzle, count bool) ([]byte, error) {
	if count {
		n, _, err := p.Count(context.Background(), 2)
		if err != nil {
			return dst, err
		}
		return append(dst, '0'+byte(n)), nil
	}
	sol, err := p.Solve(context.Background())
	if err != nil {
		return dst, err
	}
	return append(dst, variant.Text(sol, p.Size)...), nil
}
