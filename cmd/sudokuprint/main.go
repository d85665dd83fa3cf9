// Command sudokuprint writes a PDF booklet of new puzzles, 1, 2, 4 or 6 a
// page, with the solutions at the back:
//
//	sudokuprint -n N [-difficulty LEVEL] [-variant sml|killer|jigsaw|x|killer+x|…] [-per-page 1|2|4|6] [-seed S] [-no-solutions] -o FILE.pdf
//
// Every puzzle has exactly one solution; -difficulty makes each of that
// level (easy, medium, hard, expert, extreme), -variant sml puzzles of the
// size variant (each cell's letter S, M or L printed in its corner, and no
// level), -variant killer, jigsaw, x or a mix such as killer+x puzzles of
// that variant, drawn as the game draws them (dashed cages with their sums,
// thick region borders, grey diagonals), and the same -seed gives the same
// booklet. The PDF is written atomically: FILE.pdf is the old file or
// the whole new one, never a part. When FILE.pdf is a symbolic link, the
// file it leads to is written and the link stays. FILE.pdf's folder must
// exist, and FILE.pdf, if it exists, must be a regular file: a folder, a
// device or a FIFO is refused, and left as it is. The exit status is 2 on a
// usage error, 1 when generating or writing failed, else 0.
//
// It is a command of its own, not one of sudokucli's, because the PDF
// library it links costs every start of a program about half a millisecond
// (its packages' initialisation), which sudokucli solve would pay on every
// run.
package main

import (
	"bytes"
	"context"
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
	variant := fs.String("variant", "classic", "classic; sml for the size variant (letters S, M, L in every cell); killer, jigsaw, x or a mix such as killer+x")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	v, verr := sudoku.ParseVariant(*variant)
	switch {
	case verr != nil:
		fmt.Fprintf(stderr, "sudokuprint: %v\n", verr)
		return 2
	case v&sudoku.SizeVariant != 0 && v != sudoku.SizeVariant:
		fmt.Fprintf(stderr, "sudokuprint: %v puzzles cannot be made; sml mixes with no other variant\n", v)
		return 2
	case v == sudoku.SizeVariant && *difficulty != "":
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
	puzzles, err := makePuzzles(rand.New(rand.NewPCG(*seed, 0)), *n, booklet.Kind{Variant: v, Level: level})
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

// makePuzzles generates n puzzles of kind for the booklet from r (see
// booklet.Make), titled as kind.Title says: "Puzzle 1 · Hard" and on.
func makePuzzles(r *rand.Rand, n int, kind booklet.Kind) ([]booklet.Puzzle, error) {
	return booklet.Make(context.Background(), r, n, kind, kind.Title, nil)
}
