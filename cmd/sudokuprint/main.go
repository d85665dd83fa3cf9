// Command sudokuprint writes a PDF booklet of new puzzles, 1, 2, 4 or 6 a
// page, with the solutions at the back:
//
//	sudokuprint -n N [-difficulty LEVEL] [-variant sml|killer|jigsaw|x|killer+x|… | -size 4|6|8|10|12|14|15|16] [-per-page 1|2|4|6] [-seed S] [-no-solutions] -o FILE.pdf
//	sudokuprint -daily [-date YYYY-MM-DD] [-n DAYS] [-variant classic|killer|jigsaw|x|killer+x|…] [-per-page 1|2|4|6] [-no-solutions] -o FILE.pdf
//
// Every puzzle has exactly one solution; -difficulty makes each of that
// level (easy, medium, hard, expert, extreme), -variant sml puzzles of the
// size variant (each cell's letter S, M or L printed in its corner, and no
// level), -variant killer, jigsaw, x or a mix such as killer+x puzzles of
// that variant, drawn as the game draws them (dashed cages with their sums,
// thick region borders, grey diagonals), -size N classic puzzles of an
// N×N grid with boxes (logic.GenerateSized: 6x6 and smaller for a child,
// Easy unless -difficulty asks for more), and the same -seed gives the
// same booklet. The puzzles are titled as the game's Print titles them in
// English, "Puzzle 1 · Killer · Hard", and the PDF "Sudoku · 12 puzzles ·
// Killer · Hard" (booklet.Kind's Title and BookletTitle).
//
// -daily prints the daily puzzles (see internal/daily) of DAYS dates in a
// row (1 by default) from -date (today, in the local time zone, without
// it): the classic ones sudokucli daily writes and the game plays, or with
// -variant the daily puzzles of that variant, each made from its date and
// the variant alone, at its weekday's level; titled "Daily 2026-12-01 ·
// Killer · Hard". The date sets the level and the puzzle, so -daily takes
// no -difficulty or -seed, and the size variant has no daily puzzle.
//
// The PDF is dated the time it is written. It is written atomically:
// FILE.pdf is the old file or the whole new one, never a part. When
// FILE.pdf is a symbolic link, the file it leads to is written and the
// link stays. FILE.pdf's folder must exist, and FILE.pdf, if it exists,
// must be a regular file: a folder, a device or a FIFO is refused, and
// left as it is. The exit status is 2 on a usage error, 1 when generating
// or writing failed, else 0.
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
	"time"

	"github.com/sudoku-devs/sudoku/internal/atomicfile"
	"github.com/sudoku-devs/sudoku/internal/booklet"
	"github.com/sudoku-devs/sudoku/internal/daily"
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
	n := fs.Int("n", 1, "number of new puzzles (with -daily, of dates in a row)")
	difficulty := fs.String("difficulty", "", "level of every puzzle: easy, medium, hard, expert or extreme (default: any minimal puzzle)")
	perPage := fs.Int("per-page", 1, "puzzles a page: 1, 2, 4 or 6")
	out := fs.String("o", "", "the PDF file to write (required)")
	seed := fs.Uint64("seed", 0, "random seed (0: a fresh one, printed to stderr)")
	noSolutions := fs.Bool("no-solutions", false, "leave out the solutions at the back")
	variant := fs.String("variant", "classic", "classic; sml for the size variant (letters S, M, L in every cell); killer, jigsaw, x or a mix such as killer+x")
	isDaily := fs.Bool("daily", false, "print the daily puzzles of -n dates from -date, of -variant (the date sets the level)")
	dateFlag := fs.String("date", "", "with -daily, the first date, as 2026-12-01 (default: today, in the local time zone)")
	size := fs.Int("size", 9, "rows of the grid of classic puzzles, or with -variant jigsaw of jigsaws: 4, 6, 8, 10, 12, 14, 15 or 16 (4x4 puzzles are all Easy, 6x6 ones up to Medium, the others up to Extreme; Easy by default)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
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
	case *isDaily && (*difficulty != "" || set["seed"]):
		fmt.Fprintln(stderr, "sudokuprint: -daily takes no -difficulty or -seed: the date sets the level and the puzzle")
		return 2
	case *isDaily && v == sudoku.SizeVariant:
		fmt.Fprintln(stderr, "sudokuprint: -daily takes no -variant sml: the size variant has no levels, so no daily puzzle")
		return 2
	case *size != 9 && (v != sudoku.Classic && v != sudoku.Jigsaw || *isDaily):
		fmt.Fprintf(stderr, "sudokuprint: -size %d prints new classic or jigsaw puzzles: it takes no -variant %s or -daily\n", *size, *variant)
		return 2
	case !*isDaily && *dateFlag != "":
		fmt.Fprintln(stderr, "sudokuprint: -date needs -daily")
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
	var puzzles []booklet.Puzzle
	opts := booklet.Options{PerPage: *perPage, Solutions: !*noSolutions}
	var err error
	if *isDaily {
		date := dateOnly(time.Now())
		if *dateFlag != "" {
			if date, err = daily.ParseDate(*dateFlag); err != nil {
				fmt.Fprintf(stderr, "sudokuprint: %v\n", err)
				return 2
			}
		}
		puzzles, opts.Title, err = dailyPuzzles(context.Background(), date, *n, v)
	} else {
		var level *logic.Level // nil: minimal puzzles of any level
		if *difficulty != "" {
			l, err := logic.ParseLevel(*difficulty)
			if err != nil {
				fmt.Fprintf(stderr, "sudokuprint: %v\n", err)
				return 2
			}
			level = &l
		}
		if *size != 9 {
			l := logic.Easy
			if level != nil {
				l = *level
			}
			if err := logic.CheckSized(*size, l); err != nil {
				fmt.Fprintf(stderr, "sudokuprint: -size %d: %v\n", *size, err)
				return 2
			}
		}
		if *seed == 0 {
			*seed = rand.Uint64()
			fmt.Fprintf(stderr, "seed %d\n", *seed)
		}
		kind := booklet.Kind{Variant: v, Level: level, Size: *size, Jigsaw: v == sudoku.Jigsaw && *size != 9}
		puzzles, err = makePuzzles(rand.New(rand.NewPCG(*seed, 0)), *n, kind)
		opts.Title = kind.BookletTitle(*n)
	}
	if err != nil {
		fmt.Fprintf(stderr, "sudokuprint: %v\n", err)
		return 1
	}
	var buf bytes.Buffer
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
// booklet.Make), titled as kind.Title says, in the window's words:
// "Puzzle 1 · Killer · Hard" and on.
func makePuzzles(r *rand.Rand, n int, kind booklet.Kind) ([]booklet.Puzzle, error) {
	return booklet.Make(context.Background(), r, n, kind, kind.Title, nil)
}

// dailyPuzzles makes the daily puzzles of variant v (daily.MakeVariant)
// of n dates in a row from the date from, each titled as its Title says
// ("Daily 2026-12-01 · Killer · Hard"), and returns them with the
// booklet's title: "Sudoku · " and the one puzzle's title, or for several
// "Sudoku · Daily FIRST to LAST" and the variant's name unless classic.
func dailyPuzzles(ctx context.Context, from time.Time, n int, v sudoku.Variant) ([]booklet.Puzzle, string, error) {
	puzzles := make([]booklet.Puzzle, n)
	var first, last daily.Puzzle
	for k := range puzzles {
		p, err := daily.MakeVariant(ctx, from.AddDate(0, 0, k), v)
		if err != nil {
			return nil, "", err
		}
		puzzles[k] = booklet.Puzzle{Title: p.Title(), Givens: p.Givens, Solution: p.Solution,
			Regions: p.Regions, Diagonals: p.Diagonals, Cages: p.Cages}
		if k == 0 {
			first = p
		}
		last = p
	}
	if n == 1 {
		return puzzles, "Sudoku · " + first.Title(), nil
	}
	title := "Sudoku · Daily " + first.Date + " to " + last.Date
	if v != sudoku.Classic {
		title += " · " + v.Name()
	}
	return puzzles, title, nil
}

// dateOnly returns t's year, month and day at noon UTC: a date that
// AddDate moves by whole days whatever t's time zone does.
func dateOnly(t time.Time) time.Time {
	return time.Date(t.Year(), t.Month(), t.Day(), 12, 0, 0, 0, time.UTC)
}
