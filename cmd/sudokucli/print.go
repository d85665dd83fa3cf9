package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"

	"github.com/sudoku-devs/sudoku/internal/atomicfile"
	"github.com/sudoku-devs/sudoku/internal/booklet"
	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

func runPrint(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("print", flag.ContinueOnError)
	fs.SetOutput(stderr)
	n := fs.Int("n", 1, "number of new puzzles")
	difficulty := fs.String("difficulty", "", "level of every puzzle: easy, medium, hard, expert or extreme (default: any minimal puzzle)")
	perPage := fs.Int("per-page", 1, "puzzles a page: 1, 2, 4 or 6")
	out := fs.String("o", "", "the PDF file to write (required)")
	seed := fs.Uint64("seed", 0, "random seed (0: a fresh one, printed to stderr)")
	noSolutions := fs.Bool("no-solutions", false, "leave out the solutions at the back")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	switch {
	case fs.NArg() > 0:
		fmt.Fprintf(stderr, "sudokucli print: unexpected argument %q\n", fs.Arg(0))
		return 2
	case *out == "":
		fmt.Fprintln(stderr, "sudokucli print: -o FILE.pdf is required")
		return 2
	case *n < 1:
		fmt.Fprintln(stderr, "sudokucli print: -n must be at least 1")
		return 2
	}
	level := logic.Level(0)
	if *difficulty != "" {
		var err error
		if level, err = logic.ParseLevel(*difficulty); err != nil {
			fmt.Fprintf(stderr, "sudokucli print: %v\n", err)
			return 2
		}
	}
	if *seed == 0 {
		*seed = rand.Uint64()
		fmt.Fprintf(stderr, "seed %d\n", *seed)
	}
	r := rand.New(rand.NewPCG(*seed, 0))
	puzzles := make([]booklet.Puzzle, *n)
	for i := range puzzles {
		p := &puzzles[i]
		p.Title = fmt.Sprintf("Puzzle %d", i+1)
		if *difficulty == "" {
			var pz sudoku.Puzzle
			pz, p.Solution = sudoku.Generate(r, sudoku.Classic)
			p.Givens = pz.Givens
			continue
		}
		var err error
		if p.Givens, p.Solution, err = logic.Generate(r, level, logic.NoSymmetry); err != nil {
			fmt.Fprintf(stderr, "sudokucli print: %v\n", err)
			return 1
		}
		p.Title += " · " + level.String()
	}
	var buf bytes.Buffer
	opts := booklet.Options{PerPage: *perPage, Solutions: !*noSolutions, Title: "Sudoku"}
	if err := booklet.Write(&buf, puzzles, opts); err != nil {
		fmt.Fprintf(stderr, "sudokucli print: %v\n", err)
		return 2
	}
	if err := atomicfile.Write(*out, buf.Bytes()); err != nil {
		fmt.Fprintf(stderr, "sudokucli print: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "%s: %d puzzles\n", *out, *n)
	return 0
}
