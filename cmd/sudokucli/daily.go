package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"time"

	"github.com/sudoku-devs/sudoku/internal/daily"
)

// runDaily prints the daily puzzle of -date (today's local date without
// it) on one line: the 81 characters, its level and the date.
func runDaily(args []string, stdout, stderr io.Writer, today func() time.Time) int {
	fs := flag.NewFlagSet("daily", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dateFlag := fs.String("date", "", "the date, as 2026-12-01 (default: today, in the local time zone)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "sudokucli daily: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	date := today()
	if *dateFlag != "" {
		var err error
		if date, err = daily.ParseDate(*dateFlag); err != nil {
			fmt.Fprintf(stderr, "sudokucli daily: %v\n", err)
			return 2
		}
	}
	p, err := daily.Make(context.Background(), date)
	if err != nil {
		fmt.Fprintf(stderr, "sudokucli daily: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "%s %s %s\n", p.Givens, p.Level, p.Date)
	return 0
}
