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
