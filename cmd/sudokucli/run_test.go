package main

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

const (
	wikiPuzzle   = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	wikiSolution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
)

func runCLI(args []string, stdin string) (status int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	status = run(args, strings.NewReader(stdin), &out, &errOut)
	return status, out.String(), errOut.String()
}

func TestSolve(t *testing.T) {
	in := strings.Join([]string{
		"# a comment",
		wikiPuzzle,
		"",
		"53..x" + wikiPuzzle[5:],
		"55" + wikiPuzzle[2:],
		strings.Repeat(".", 81),
		"12345678.........9" + strings.Repeat(".", 63),
		wikiPuzzle[:80],
	}, "\n")
	status, out, errOut := runCLI([]string{"solve"}, in)
	wantOut := strings.Join([]string{
		wikiSolution,
		"error: character 5 (r1c5) is 'x', which a puzzle cannot hold: only digits 1 to 9, and 0 or . for an empty cell",
		"error: duplicate 5 in row 1 and box 1: r1c1 and r1c2",
		"error: more than one solution",
		"error: no solution",
		"error: the puzzle has 80 characters, not 81 (or 9 lines of 9)",
	}, "\n") + "\n"
	if status != 1 || out != wantOut {
		t.Errorf("solve = %d, stdout\n%s; want 1, stdout\n%s", status, out, wantOut)
	}
	for _, want := range []string{"stdin:4: character 5", "stdin:5: duplicate 5", "stdin:6: more than one", "stdin:7: no solution", "stdin:8: the puzzle has 80"} {
		if !strings.Contains(errOut, want) {
			t.Errorf("stderr %q lacks %q", errOut, want)
		}
	}

	status, out, _ = runCLI([]string{"solve"}, wikiPuzzle+"\n")
	if status != 0 || out != wikiSolution+"\n" {
		t.Errorf("solve of one good puzzle = %d, %q; want 0, the solution", status, out)
	}
}

func TestSolveCount(t *testing.T) {
	in := wikiPuzzle + "\n" + strings.Repeat("0", 81) + "\n" + "12345678.........9" + strings.Repeat(".", 63) + "\n" + "11" + wikiPuzzle[2:] + "\n"
	status, out, _ := runCLI([]string{"solve", "-count"}, in)
	want := "1\n2\n0\nerror: duplicate 1 in row 1 and box 1: r1c1 and r1c2\n"
	if status != 1 || out != want {
		t.Errorf("solve -count = %d, %q; want 1, %q", status, out, want)
	}
}

func TestSolveFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "p.txt")
	if err := os.WriteFile(path, []byte(wikiPuzzle+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if status, out, _ := runCLI([]string{"solve", path}, ""); status != 0 || out != wikiSolution+"\n" {
		t.Errorf("solve FILE = %d, %q; want 0, the solution", status, out)
	}
	if status, _, errOut := runCLI([]string{"solve", path + ".missing"}, ""); status != 1 || !strings.Contains(errOut, "no such file") {
		t.Errorf("solve of a missing file = %d, %q; want 1 and an error", status, errOut)
	}
}

func TestGenerate(t *testing.T) {
	status, out, _ := runCLI([]string{"generate", "-n", "5", "-seed", "9"}, "")
	lines := strings.Fields(out)
	if status != 0 || len(lines) != 5 {
		t.Fatalf("generate -n 5 = %d, %d lines; want 0, 5", status, len(lines))
	}
	for _, l := range lines {
		p, err := sudoku.Parse(l)
		if err != nil || len(l) != 81 || !strings.Contains(l, ".") {
			t.Fatalf("generated %q: %v; want 81 characters with '.' blanks", l, err)
		}
		if n := sudoku.CountSolutions(sudoku.Puzzle{Givens: p}, 2); n != 1 {
			t.Errorf("generated %s has %d solutions; want 1", l, n)
		}
	}
	if _, again, _ := runCLI([]string{"generate", "-n", "5", "-seed", "9"}, ""); again != out {
		t.Error("the same seed gave different puzzles")
	}
	if _, other, _ := runCLI([]string{"generate", "-n", "5", "-seed", "10"}, ""); other == out {
		t.Error("seeds 9 and 10 gave the same puzzles")
	}
}

func TestUsage(t *testing.T) {
	tests := []struct {
		args []string
		want int
	}{
		{nil, 2},
		{[]string{"frobnicate"}, 2},
		{[]string{"solve", "a", "b"}, 2},
		{[]string{"generate", "-n", "-1"}, 2},
		{[]string{"generate", "extra"}, 2},
		{[]string{"help"}, 0},
	}
	for _, tt := range tests {
		if status, _, _ := runCLI(tt.args, ""); status != tt.want {
			t.Errorf("run(%q) = %d; want %d", tt.args, status, tt.want)
		}
	}
}

// TestPrintIsElsewhere checks that sudokucli print names the command that
// prints, and that sudokucli links no PDF library: its packages'
// initialisation would be paid by every run of sudokucli solve.
func TestPrintIsElsewhere(t *testing.T) {
	status, _, errOut := runCLI([]string{"print", "-n", "1", "-o", "x.pdf"}, "")
	if status != 2 || !strings.Contains(errOut, "sudokuprint") {
		t.Errorf("print = %d, %q; want 2 and a word on sudokuprint", status, errOut)
	}
	info, ok := debug.ReadBuildInfo()
	if !ok {
		t.Skip("no build information in this binary")
	}
	for _, m := range info.Deps {
		if strings.Contains(m.Path, "pdf") {
			t.Errorf("sudokucli links %s; printing belongs to cmd/sudokuprint", m.Path)
		}
	}
}

func TestBench(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.txt")
	os.WriteFile(good, []byte("# two puzzles\n"+wikiPuzzle+"\n\n"+"..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9\n"), 0o600)
	bad := filepath.Join(dir, "bad.txt")
	os.WriteFile(bad, []byte(strings.Repeat(".", 81)+"\n"), 0o600)
	for _, args := range [][]string{{"bench", "-time", "1ms", good}, {"bench", "-count", "-time", "1ms", good}} {
		status, out, errOut := runCLI(args, "")
		if status != 0 || !strings.Contains(out, "good.txt") || !strings.Contains(out, "puzzles/s") {
			t.Errorf("%q = %d, %q, %q; want 0 and a table row for good.txt", args, status, out, errOut)
		}
	}
	if status, _, errOut := runCLI([]string{"bench", "-count", "-time", "1ms", bad}, ""); status != 1 || !strings.Contains(errOut, "2 solutions, want 1") {
		t.Errorf("bench of a puzzle with many solutions = %d, %q; want 1 and a complaint", status, errOut)
	}
	if status, _, errOut := runCLI([]string{"bench", "-time", "1ms", "-qqwing", filepath.Join(dir, "no-qqwing"), good}, ""); status != 1 || !strings.Contains(errOut, "qqwing") {
		t.Errorf("bench with a missing qqwing = %d, %q; want 1 and an error", status, errOut)
	}
	if status, _, _ := runCLI([]string{"bench"}, ""); status != 2 {
		t.Errorf("bench with no file = %d; want 2", status)
	}
}

func TestSizeVariant(t *testing.T) {
	letters := sudoku.LettersOf(mustGrid(t, wikiSolution)).String()
	in := wikiPuzzle + " " + letters + "\n" + wikiPuzzle + " SS" + letters[2:] + "\n"
	status, out, _ := runCLI([]string{"solve"}, in)
	want := wikiSolution + "\n" + "error: run r1c1-r1c3 has letters S, S, M; want one each of S, M, L\n"
	if status != 1 || out != want {
		t.Errorf("solve of variant puzzles = %d, %q; want 1, %q", status, out, want)
	}
	in = "532" + wikiPuzzle[3:] + " " + letters + "\n" + strings.Repeat(".", 81) + " " + letters + "\n"
	wantCount := "error: r1c2 (S) holds 3 and r1c3 (M) holds 2: digits break the size order\n2\n"
	if status, out, _ := runCLI([]string{"solve", "-count"}, in); status != 1 || out != wantCount {
		t.Errorf("solve -count of a variant puzzle breaking its letters and of the bare letters = %d, %q; want 1, %q", status, out, wantCount)
	}

	status, out, _ = runCLI([]string{"generate", "-variant", "sml", "-n", "20", "-seed", "1"}, "")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if status != 0 || len(lines) != 20 {
		t.Fatalf("generate -variant sml -n 20 = %d, %d lines; want 0, 20", status, len(lines))
	}
	variantGivens := 0
	for _, l := range lines {
		p, err := sudoku.ParsePuzzle(l)
		if err != nil || !p.HasLetters() {
			t.Fatalf("generated %q: %v; want a puzzle and its letters", l, err)
		}
		if n := sudoku.CountSolutions(p, 2); n != 1 {
			t.Errorf("generated %q has %d solutions; want 1", l, n)
		}
		variantGivens += p.Givens.Filled()
	}
	_, classic, _ := runCLI([]string{"generate", "-n", "20", "-seed", "1"}, "")
	classicGivens := strings.Count(classic, "") - strings.Count(classic, ".") - strings.Count(classic, "\n") - 1
	if variantGivens*2 > classicGivens {
		t.Errorf("variant puzzles have %d givens in all, classic %d; want far fewer", variantGivens, classicGivens)
	}
	for _, args := range [][]string{{"generate", "-variant", "xyz"}, {"generate", "-variant", "sml", "-difficulty", "easy"}} {
		if status, _, _ := runCLI(args, ""); status != 2 {
			t.Errorf("%q = %d; want 2", args, status)
		}
	}
}

func mustGrid(t *testing.T, s string) sudoku.Grid {
	t.Helper()
	g, err := sudoku.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestPlainPuzzle checks the fast path of solve: it takes exactly the lines
// of 81 bytes that sudoku.Parse reads as a one-line puzzle, with the same
// grid, and leaves everything else to sudoku.Parse.
func TestPlainPuzzle(t *testing.T) {
	tests := []struct {
		name, text string
		want       bool
	}{
		{"dots", wikiPuzzle, true},
		{"zeros", strings.ReplaceAll(wikiPuzzle, ".", "0"), true},
		{"solved", wikiSolution, true},
		{"80 characters", wikiPuzzle[:80], false},
		{"82 characters", wikiPuzzle + "1", false},
		{"slash", "/" + wikiPuzzle[1:], false},
		{"colon", wikiPuzzle[:80] + ":", false},
		{"letter", "53..x" + wikiPuzzle[5:], false},
		{"two-byte rune", "é" + wikiPuzzle[2:], false},
		{"nine lines", strings.Join(strings.SplitAfter(wikiPuzzle, "")[:9], "") + "\n" + wikiPuzzle[9:80], false},
	}
	for _, tt := range tests {
		g, ok := plainPuzzle([]byte(tt.text))
		if ok != tt.want {
			t.Errorf("%s: plainPuzzle(%q) ok = %v; want %v", tt.name, tt.text, ok, tt.want)
			continue
		}
		if !ok {
			continue
		}
		if want, err := sudoku.Parse(tt.text); err != nil || g != want {
			t.Errorf("%s: plainPuzzle(%q) = %v; want %v (sudoku.Parse, error %v)", tt.name, tt.text, g, want, err)
		}
	}
}

// FuzzPlainPuzzle checks plainPuzzle, which reads eight bytes at a time,
// against the plain one-line form read a byte at a time: 81 bytes of
// '0'–'9' or '.', each the cell's digit or a blank.
func FuzzPlainPuzzle(f *testing.F) {
	f.Add([]byte(wikiPuzzle))
	f.Add([]byte(strings.ReplaceAll(wikiPuzzle, ".", "0")))
	f.Add([]byte(wikiSolution[:80] + "/"))
	f.Add([]byte("53..\xae" + wikiPuzzle[5:]))
	f.Add([]byte(":" + wikiPuzzle[1:]))
	f.Fuzz(func(t *testing.T, text []byte) {
		var want sudoku.Grid
		wantOK := len(text) == len(want)
		for i := 0; wantOK && i < len(text); i++ {
			switch c := text[i]; {
			case c >= '0' && c <= '9':
				want[i] = c - '0'
			case c != '.':
				wantOK = false
			}
		}
		got, ok := plainPuzzle(text)
		if ok != wantOK || ok && got != want {
			t.Errorf("plainPuzzle(%q) = %v, %v; want %v, %v", text, got, ok, want, wantOK)
		}
	})
}

// TestSolveLongLine checks that a line too long for the input buffer stops
// solve with its line number, after the answers to the lines before it.
func TestSolveLongLine(t *testing.T) {
	_, first, _ := runCLI([]string{"solve"}, wikiPuzzle+"\n")
	in := wikiPuzzle + "\n" + strings.Repeat(".", 70000) + "\n" + wikiPuzzle + "\n"
	status, out, errOut := runCLI([]string{"solve"}, in)
	want := "stdin:2: line longer than 65536 bytes; a puzzle is one line of 81 (163 with letters)\n"
	if status != 1 || out != first || errOut != want {
		t.Errorf("solve on a 70,000-byte line = %d, %q, %q; want 1, %q, %q", status, out, errOut, first, want)
	}
}

// TestSolveLineEnds checks that solve and solve -count answer the same for
// CRLF line ends and surrounding blanks as for plain lines, and for the
// 9-line form, with either line end (TestSolveGrid has more of it).
func TestSolveLineEnds(t *testing.T) {
	for _, args := range [][]string{{"solve"}, {"solve", "-count"}} {
		_, want, _ := runCLI(args, wikiPuzzle+"\n")
		for _, in := range []string{wikiPuzzle + "\r\n", "  " + wikiPuzzle + "\t\n", wikiPuzzle, nineLines(wikiPuzzle, "\n"), nineLines(wikiPuzzle, " \r\n")} {
			if status, out, errOut := runCLI(args, in); status != 0 || out != want {
				t.Errorf("%q on %q = %d, %q, %q; want 0, %q", args, in, status, out, errOut, want)
			}
		}
	}
}
