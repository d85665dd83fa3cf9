package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"time"

	"github.com/sudoku-devs/sudoku/internal/daily"
	"github.com/sudoku-devs/sudoku/internal/fpuzzles"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// runDaily prints the daily puzzle of -date (today's local date without
// it) on one line: the puzzle, its level and the date. The puzzle is the
// classic one's 81 characters, or with -variant that variant's daily
// puzzle (daily.MakeVariant) as an f-puzzles JSON document; with -link
// either as an f-puzzles link. Documents and links are titled as the
// window titles the daily puzzle, "Daily 2026-12-01 · Killer · Hard".
func runDaily(args []string, stdout, stderr io.Writer, today func() time.Time) int {
	fs := flag.NewFlagSet("daily", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dateFlag := fs.String("date", "", "the date, as 2026-12-01 (default: today, in the local time zone)")
	variant := fs.String("variant", "classic", "classic (the default, the game's daily puzzle); killer, jigsaw, x or a mix such as killer+x: that variant's daily puzzle, an f-puzzles JSON document")
	link := fs.Bool("link", false, "write the puzzle as an f-puzzles link (https://www.f-puzzles.com/?load=…)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "sudokucli daily: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	v, err := sudoku.ParseVariant(*variant)
	if err == nil && v&sudoku.SizeVariant != 0 {
		err = fmt.Errorf("no daily puzzle of -variant %s: the size variant has no levels", *variant)
	}
	if err != nil {
		fmt.Fprintf(stderr, "sudokucli daily: %v\n", err)
		return 2
	}
	date := today()
	if *dateFlag != "" {
		if date, err = daily.ParseDate(*dateFlag); err != nil {
			fmt.Fprintf(stderr, "sudokucli daily: %v\n", err)
			return 2
		}
	}
	p, err := daily.MakeVariant(context.Background(), date, v)
	if err != nil {
		fmt.Fprintf(stderr, "sudokucli daily: %v\n", err)
		return 1
	}
	puzzle := p.Givens.String()
	switch {
	case *link:
		puzzle = fpuzzles.Link(p.Sudoku(), p.Title())
	case v != sudoku.Classic:
		puzzle = fpuzzles.Write(p.Sudoku(), p.Title())
	}
	fmt.Fprintf(stdout, "%s %s %s\n", puzzle, p.Level, p.Date)
	return 0
}
