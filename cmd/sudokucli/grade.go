package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

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
	in, name := stdin, "stdin"
	switch fs.NArg() {
	case 0:
	case 1:
		f, err := os.Open(fs.Arg(0))
		if err != nil {
			fmt.Fprintf(stderr, "sudokucli: %v\n", err)
			return 1
		}
		defer f.Close()
		in, name = f, fs.Arg(0)
	default:
		fmt.Fprintf(stderr, "sudokucli grade: want at most one FILE, got %d\n", fs.NArg())
		return 2
	}
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	failed := false
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		p, err := sudoku.Parse(text)
		var d logic.Difficulty
		if err == nil {
			d, err = logic.Grade(p)
		}
		if err != nil {
			failed = true
			fmt.Fprintf(out, "error: %v\n", err)
			fmt.Fprintf(stderr, "%s:%d: %v\n", name, line, err)
			continue
		}
		fmt.Fprintf(out, "%v %.1f %v\n", d.Level, d.Rating, d.Hardest)
	}
	if err := sc.Err(); err != nil {
		fmt.Fprintf(stderr, "sudokucli: reading %s: %v\n", name, err)
		return 1
	}
	if failed {
		return 1
	}
	return 0
}
