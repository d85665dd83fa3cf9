// Command sudokuprint writes a PDF booklet of new puzzles, 1, 2, 4 or 6 a
// page, with the solutions at the back:
//
//	sudokuprint -n N [-difficulty LEVEL | -variant sml] [-per-page 1|2|4|6] [-seed S] [-no-solutions] -o FILE.pdf
//
// Every puzzle has exactly one solution; -difficulty makes each of that
// level (easy, medium, hard, expert, extreme), -variant sml puzzles of the
// size variant (each cell's letter S, M or L printed in its corner), and
// the same -seed gives the same booklet. The PDF is written atomically: FILE.pdf is the old file or
// the whole new one, never a part. The exit status is 2 on a usage error, 1
// when generating or writing failed, else 0.
//
// It is a command of its own, not one of sudokucli's, because the PDF
// library it links costs every start of a program about half a millisecond
// (its packages' initialisation), which sudokucli solve would pay on every
// run.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"

	"github.com/sudoku-devs/sudoku/internal/atomicfile"
	"github.com/sudoku-devs/sudoku/internal/booklet"
	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run executes the command line args (without the program name) and
// returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("sudokuprint", flag.ContinueOnError)
	fs.SetOutput(stderr)
	n := fs.Int("n", 1, "number of new puzzles")
	difficulty := fs.String("difficulty", "", "level of every puzzle: easy, medium, hard, expert or extreme (default: any minimal puzzle)")
	perPage := fs.Int("per-page", 1, "puzzles a page: 1, 2, 4 or 6")
	out := fs.String("o", "", "the PDF file to write (required)")
	seed := fs.Uint64("seed", 0, "random seed (0: a fresh one, printed to stderr)")
	noSolutions := fs.Bool("no-solutions", false, "leave out the solutions at the back")
	variant := fs.String("variant", "classic", "classic, or sml for the size variant (letters S, M, L in every cell)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	switch {
	case *variant != "classic" && *variant != "sml":
		fmt.Fprintf(stderr, "sudokuprint: unknown variant %q; want classic or sml\n", *variant)
		return 2
	case *variant == "sml" && *difficulty != "":
		fmt.Fprintln(stderr, "sudokuprint: -variant sml takes no -difficulty")
		return 2
	case fs.NArg() > 0:
		fmt.Fprintf(stderr, "sudokuprint: unexpected argument %q\n", fs.Arg(0))
		return 2
	case *out == "":
		fmt.Fprintln(stderr, "sudokuprint: -o FILE.pdf is required")
		return 2
	case *n < 1:
		fmt.Fprintln(stderr, "sudokuprint: -n must be at least 1")
		return 2
	}
	var level *logic.Level // nil: minimal puzzles of any level
	if *difficulty != "" {
		l, err := logic.ParseLevel(*difficulty)
		if err != nil {
			fmt.Fprintf(stderr, "sudokuprint: %v\n", err)
			return 2
		}
		level = &l
	}
	if *seed == 0 {
		*seed = rand.Uint64()
		fmt.Fprintf(stderr, "seed %d\n", *seed)
	}
	puzzles, err := makePuzzles(rand.New(rand.NewPCG(*seed, 0)), *n, level, *variant == "sml")
	if err != nil {
		fmt.Fprintf(stderr, "sudokuprint: %v\n", err)
		return 1
	}
	var buf bytes.Buffer
	opts := booklet.Options{PerPage: *perPage, Solutions: !*noSolutions, Title: "Sudoku"}
	if err := booklet.Write(&buf, puzzles, opts); err != nil {
		fmt.Fprintf(stderr, "sudokuprint: %v\n", err)
		return 2
	}
	if err := atomicfile.Write(*out, buf.Bytes()); err != nil {
		fmt.Fprintf(stderr, "sudokuprint: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "%s: %d puzzles\n", *out, *n)
	return 0
}

// makePuzzles generates n puzzles for the booklet, titled "Puzzle 1" and
// on, from r: of the size variant when size, with their letters; else of
// *level when level is not nil; else minimal puzzles of any level. The
// error is logic.Generate's, when a puzzle of the level was not found.
func makePuzzles(r *rand.Rand, n int, level *logic.Level, size bool) ([]booklet.Puzzle, error) {
	puzzles := make([]booklet.Puzzle, n)
	for i := range puzzles {
		p := &puzzles[i]
		p.Title = fmt.Sprintf("Puzzle %d", i+1)
		switch {
		case size:
			var pz sudoku.Puzzle
			pz, p.Solution = sudoku.Generate(r, sudoku.SizeVariant)
			p.Givens, p.Letters = pz.Givens, pz.Letters
			p.Title += " · Size"
		case level == nil:
			var pz sudoku.Puzzle
			pz, p.Solution = sudoku.Generate(r, sudoku.Classic)
			p.Givens = pz.Givens
		default:
			var err error
			if p.Givens, p.Solution, err = logic.Generate(r, *level, logic.NoSymmetry); err != nil {
				return nil, err
			}
			p.Title += " · " + level.String()
		}
	}
	return puzzles, nil
}
