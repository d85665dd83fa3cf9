package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
)

// answerLines answers every puzzle of the input, one line in and one line out:
// the input is fs's one argument, a FILE, or stdin when there is none. Blank
// lines and lines starting with '#' are skipped. For each other line it
// writes answer's result, or "error: MESSAGE" (also to stderr with the input
// line number). It returns the exit status: 1 when any line failed or the
// input could not be read, 2 for more than one FILE, else 0.
func answerLines(fs *flag.FlagSet, stdin io.Reader, stdout, stderr io.Writer, answer func(text string) (string, error)) int {
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
		fmt.Fprintf(stderr, "sudokucli %s: want at most one FILE, got %d\n", fs.Name(), fs.NArg())
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
		result, err := answer(text)
		if err != nil {
			failed = true
			fmt.Fprintf(out, "error: %v\n", err)
			fmt.Fprintf(stderr, "%s:%d: %v\n", name, line, err)
			continue
		}
		fmt.Fprintln(out, result)
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
