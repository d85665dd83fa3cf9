package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"testing"
)

// countingWriter is a writer that counts the calls to Write.
type countingWriter struct {
	bytes.Buffer
	writes int
}

func (w *countingWriter) Write(p []byte) (int, error) {
	w.writes++
	return w.Buffer.Write(p)
}

// badLines returns n lines that are not puzzles, each of its own length
// (1 to 80 dots), and the errors solve says for them on stdout and stderr.
func badLines(n int) (in, stdout, stderr string) {
	var i, o, e strings.Builder
	for k := range n {
		length := k%80 + 1
		i.WriteString(strings.Repeat(".", length) + "\n")
		msg := fmt.Sprintf("the puzzle has %d characters, not 81 (or 9 lines of 9)", length)
		o.WriteString("error: " + msg + "\n")
		fmt.Fprintf(&e, "stdin:%d: %s\n", k+1, msg)
	}
	return i.String(), o.String(), e.String()
}

// TestSolveManyBadLines gives solve 20,000 bad lines: every error comes
// out on stdout and stderr in the order of the lines, and through a
// buffer, a write for many lines, not one for each.
func TestSolveManyBadLines(t *testing.T) {
	const n = 20000
	in, wantOut, wantErr := badLines(n)
	var out, errOut countingWriter
	status := run([]string{"solve"}, strings.NewReader(in), &out, &errOut)
	if status != 1 || out.String() != wantOut || errOut.String() != wantErr {
		t.Fatalf("solve of %d bad lines = %d, %d bytes of stdout, %d of stderr; want 1, %d, %d, the errors in order",
			n, status, out.Len(), errOut.Len(), len(wantOut), len(wantErr))
	}
	for _, w := range []struct {
		name string
		w    *countingWriter
	}{{"stdout", &out}, {"stderr", &errOut}} {
		if most := w.w.Len()/ioBuffer + 2; w.w.writes > most {
			t.Errorf("solve of %d bad lines wrote %d bytes to %s in %d writes; want at most %d", n, w.w.Len(), w.name, w.w.writes, most)
		}
	}
}

// lineReader hands out one line per Read, as a terminal or a slow pipe
// does, and before each line after the first checks that the answers to
// the lines before it have been written: solve must not sit on them while
// it waits for input.
type lineReader struct {
	t           *testing.T
	lines       []string
	next        int
	out, errOut *bytes.Buffer
}

func (r *lineReader) Read(p []byte) (int, error) {
	if r.next > 0 {
		if got := strings.Count(r.out.String(), "\n"); got != r.next {
			r.t.Errorf("before line %d is typed, stdout holds %d answers %q; want %d", r.next+1, got, r.out.String(), r.next)
		}
		if got, want := strings.Count(r.errOut.String(), "\n"), (r.next+1)/2; got != want {
			r.t.Errorf("before line %d is typed, stderr holds %d errors %q; want %d", r.next+1, got, r.errOut.String(), want)
		}
	}
	if r.next == len(r.lines) {
		return 0, io.EOF
	}
	r.next++
	return copy(p, r.lines[r.next-1]), nil
}

// TestSolveTyped types puzzles to solve a line at a time: each answer,
// and each error on stderr, is written before solve reads the next line.
func TestSolveTyped(t *testing.T) {
	var out, errOut bytes.Buffer
	r := &lineReader{t: t, out: &out, errOut: &errOut}
	for k := range 6 {
		line := wikiPuzzle + "\n"
		if k%2 == 0 {
			line = "x" + line[1:]
		}
		r.lines = append(r.lines, line)
	}
	if status := run([]string{"solve"}, r, &out, &errOut); status != 1 {
		t.Errorf("solve of 6 typed lines, 3 bad = %d; want 1", status)
	}
	if got := strings.Count(out.String(), wikiSolution); got != 3 {
		t.Errorf("solve of 6 typed lines = %q; want 3 solutions", out.String())
	}
}

// nineLines returns puzzle, 81 characters, as the nine-line grid the
// window's Import reads, each row ended by eol.
func nineLines(puzzle, eol string) string {
	var b strings.Builder
	for r := range 9 {
		b.WriteString(puzzle[9*r:9*r+9] + eol)
	}
	return b.String()
}

// TestSolveGrid gives solve and grade puzzles as nine-line grids mixed
// with one-line puzzles: a grid is answered on one line once its ninth
// row is in; comment lines inside it are skipped; a blank line, a line of
// another length or the end of the input cuts it short, which is an error
// naming its first line; an error of a row names the row's line.
func TestSolveGrid(t *testing.T) {
	grid := nineLines(wikiPuzzle, "\n")
	rows := strings.SplitAfter(grid, "\n")
	badRow := strings.Replace(grid, "6..195...", "6..1x5...", 1)
	const (
		twoLines = "error: the puzzle has 2 lines, not 9 lines of 9 characters (or one line of 81)"
		oneRow   = "error: the puzzle has 9 characters, not 81 (or 9 lines of 9)"
		badChar  = "error: line 2, character 5 (r2c5) is 'x', which a puzzle cannot hold: only digits 1 to 9, and 0 or . for an empty cell"
	)
	tests := []struct {
		name, cmd, in string
		status        int
		out           []string // lines of stdout
		errs          []string // prefixes of the lines of stderr
	}{
		{"a grid", "solve", grid, 0, []string{wikiSolution}, nil},
		{"a grid, CRLF and no final newline", "solve", strings.TrimSuffix(nineLines(wikiPuzzle, "\r\n"), "\r\n"), 0, []string{wikiSolution}, nil},
		{"comments inside a grid", "solve", "# puzzle 1\n" + strings.Join(rows[:4], "# row 5 next\n") + strings.Join(rows[4:], "#\n"), 0, []string{wikiSolution}, nil},
		{"a grid, then a line, then a grid", "solve", grid + wikiPuzzle + "\n" + grid, 0, []string{wikiSolution, wikiSolution, wikiSolution}, nil},
		{"a grid cut short by a blank line", "solve", "\n" + rows[0] + rows[1] + "\n" + grid, 1, []string{twoLines, wikiSolution}, []string{"stdin:2: the puzzle has 2 lines"}},
		{"a grid cut short by a puzzle", "solve", rows[0] + rows[1] + wikiPuzzle + "\n", 1, []string{twoLines, wikiSolution}, []string{"stdin:1: the puzzle has 2 lines"}},
		{"a grid cut short by the end", "solve", wikiPuzzle + "\n" + rows[0] + rows[1], 1, []string{wikiSolution, twoLines}, []string{"stdin:2: the puzzle has 2 lines"}},
		{"one row alone", "solve", rows[0] + "\n" + wikiPuzzle, 1, []string{oneRow, wikiSolution}, []string{"stdin:1: the puzzle has 9 characters"}},
		{"a bad character in a row", "solve", "# x in row 2\n\n" + badRow, 1, []string{badChar}, []string{"stdin:4: line 2, character 5 (r2c5)"}},
		{"a grid counted", "solve -count", grid + strings.Repeat(".........\n", 9), 0, []string{"1", "2"}, nil},
		{"a grid graded", "grade", grid + wikiPuzzle, 0, []string{"Easy 1.2 Hidden single; ER 1.2 Hidden Single", "Easy 1.2 Hidden single; ER 1.2 Hidden Single"}, nil},
		{"a grid cut short, graded", "grade", rows[0] + "\n" + grid, 1, []string{oneRow, "Easy 1.2 Hidden single; ER 1.2 Hidden Single"}, []string{"stdin:1: the puzzle has 9 characters"}},
	}
	for _, tt := range tests {
		status, out, errOut := runCLI(strings.Fields(tt.cmd), tt.in)
		want := strings.Join(tt.out, "\n") + "\n"
		if status != tt.status || out != want {
			t.Errorf("%s: %s = %d, stdout\n%s; want %d, stdout\n%s", tt.name, tt.cmd, status, out, tt.status, want)
		}
		errLines := strings.Split(strings.TrimSuffix(errOut, "\n"), "\n")
		if errOut == "" {
			errLines = nil
		}
		if len(errLines) != len(tt.errs) {
			t.Errorf("%s: %s: stderr %q; want %d lines starting %q", tt.name, tt.cmd, errOut, len(tt.errs), tt.errs)
			continue
		}
		for k, e := range tt.errs {
			if !strings.HasPrefix(errLines[k], e) {
				t.Errorf("%s: %s: stderr line %q; want it to start %q", tt.name, tt.cmd, errLines[k], e)
			}
		}
	}
}

// TestSolveQuotes checks that solve writes no control character of its
// input or its file's name to the terminal: an ESC [2J in a line, a Solo
// game ID or a file name comes out as \x1b.
func TestSolveQuotes(t *testing.T) {
	const esc = "\x1b[2J"
	tests := []struct {
		name, args, in string
	}{
		{"puzzle text", "solve", esc + strings.Repeat(".", 77) + "\n"},
		{"Solo game ID", "solve", "3x3" + esc + ":a,b\n"},
		{"f-puzzles", "solve", `{"size":9,"grid":[],"\u001b[2J":1}` + "\n"},
		{"a missing file", "solve " + os.DevNull + esc, ""},
		{"grade", "grade", "3x3" + esc + ":a,b\n"},
	}
	for _, tt := range tests {
		status, out, errOut := runCLI(strings.Fields(tt.args), tt.in)
		for _, s := range []string{out, errOut} {
			if strings.ContainsAny(s, "\x1b") || !strings.Contains(s, `\x1b`) && s != "" {
				t.Errorf("%s: %q on %q = %d, stdout %q, stderr %q; want the ESC written \\x1b", tt.name, tt.args, tt.in, status, out, errOut)
				break
			}
		}
		if status != 1 || errOut == "" {
			t.Errorf("%s: %q on %q = %d, stderr %q; want 1 and an error", tt.name, tt.args, tt.in, status, errOut)
		}
	}
	if got, want := printable("a\x1bb"), strconv.Quote("a\x1bb"); got != want {
		t.Errorf("printable(%q) = %s; want %s", "a\x1bb", got, want)
	}
}

// BenchmarkSolveBadLines runs solve on 10,000 bad lines writing to a pipe,
// as to a terminal or another command: the cost of saying what is wrong,
// write calls included.
func BenchmarkSolveBadLines(b *testing.B) {
	r, w, err := os.Pipe()
	if err != nil {
		b.Skip(err)
	}
	drained := make(chan struct{})
	go func() { // ends when w is closed
		io.Copy(io.Discard, r)
		r.Close()
		close(drained)
	}()
	const n = 10000
	in, _, _ := badLines(n)
	b.ResetTimer()
	for range b.N {
		if status := run([]string{"solve"}, strings.NewReader(in), w, w); status != 1 {
			b.Fatalf("solve of bad lines = %d; want 1", status)
		}
	}
	b.StopTimer()
	w.Close()
	<-drained
	b.ReportMetric(float64(b.N*n)/b.Elapsed().Seconds(), "lines/s")
}
