package variant

import (
	"bufio"
	"context"
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"
)

// setterPuzzle is a puzzle of testdata/setters.txt: its comment lines
// (title, setter, source) and its text.
type setterPuzzle struct {
	about string
	text  string
	line  int
}

// setterPuzzles reads testdata/setters.txt: real setters' puzzles as they
// are shared, each after the comment lines that name it and its source.
func setterPuzzles(t testing.TB) []setterPuzzle {
	t.Helper()
	return readSetterPuzzles(t, "testdata/setters.txt")
}

// readSetterPuzzles reads a file of puzzles as testdata/setters.txt
// holds them.
func readSetterPuzzles(t testing.TB, path string) []setterPuzzle {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []setterPuzzle
	var about []string
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, MaxDocument)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "":
			about = nil
		case strings.HasPrefix(line, "#"):
			about = append(about, strings.TrimSpace(strings.TrimPrefix(line, "#")))
		default:
			out = append(out, setterPuzzle{about: strings.Join(about, "; "), text: line, line: n})
			about = nil
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestSetters reads every real setter's puzzle of testdata/setters.txt and
// solves it within a minute: one solution, which holds, and is the
// setter's own when the document carries one. Under the race detector,
// which slows the solver tenfold, a puzzle gets 5 s, and one not solved by
// then is only logged.
func TestSetters(t *testing.T) {
	budget := time.Minute
	if raceEnabled {
		budget = 5 * time.Second
	}
	for _, sp := range setterPuzzles(t) {
		p, err := Read(sp.text)
		if err != nil {
			t.Errorf("line %d (%.80s): %v", sp.line, sp.about, err)
			continue
		}
		ctx, cancel := context.WithTimeout(context.Background(), budget)
		start := time.Now()
		sol, err := p.Solve(ctx)
		cancel()
		if raceEnabled && errors.Is(err, context.DeadlineExceeded) {
			t.Logf("line %d (%.80s): not solved in %v under the race detector", sp.line, sp.about, budget)
			continue
		}
		if err != nil {
			t.Errorf("line %d (%.80s): %v after %v", sp.line, sp.about, err, time.Since(start))
			continue
		}
		if !p.Holds(sol) {
			t.Errorf("line %d (%.80s): the solution does not hold", sp.line, sp.about)
		}
		if p.Solution != nil && !equal(p.Solution, sol) {
			t.Errorf("line %d (%.80s): solution %s; the setter's is %s", sp.line, sp.about, Text(sol, p.Size), Text(p.Solution, p.Size))
		}
	}
}

// TestHeldOut reads every held-out puzzle of testdata/heldout.txt (the
// variant puzzles of dclamage/SudokuSolver's tests) and solves it: one
// solution, the one SudokuSolver's test expects. Under the race detector
// a puzzle gets 5 s, and one not solved by then is only logged.
func TestHeldOut(t *testing.T) {
	budget := time.Minute
	if raceEnabled {
		budget = 5 * time.Second
	}
	puzzles := readSetterPuzzles(t, "testdata/heldout.txt")
	if len(puzzles) != 32 {
		t.Errorf("testdata/heldout.txt holds %d puzzles; want 32", len(puzzles))
	}
	for _, sp := range puzzles {
		_, want, ok := strings.Cut(sp.about, "solution: ")
		if !ok {
			t.Errorf("line %d (%.60s): no solution line", sp.line, sp.about)
			continue
		}
		p, err := Read(sp.text)
		if err != nil {
			t.Errorf("line %d (%.60s): %v", sp.line, sp.about, err)
			continue
		}
		ctx, cancel := context.WithTimeout(context.Background(), budget)
		sol, err := p.Solve(ctx)
		cancel()
		if raceEnabled && errors.Is(err, context.DeadlineExceeded) {
			t.Logf("line %d (%.60s): not solved in %v under the race detector", sp.line, sp.about, budget)
			continue
		}
		if err != nil {
			t.Errorf("line %d (%.60s): %v", sp.line, sp.about, err)
			continue
		}
		var got strings.Builder
		for _, d := range sol {
			got.WriteString(strconv.Itoa(d))
		}
		if got.String() != want {
			t.Errorf("line %d (%.60s): solution %s; SudokuSolver's test expects %s", sp.line, sp.about, got.String(), want)
		}
	}
}

// BenchmarkSetters solves and proves unique every real setter's puzzle of
// testdata/setters.txt, reporting the slowest puzzle's time and how many
// 9x9 puzzles took over 100 ms (the target is none), in the last round.
func BenchmarkSetters(b *testing.B) {
	puzzles := setterPuzzles(b)
	var ps []*Puzzle
	for _, sp := range puzzles {
		if p, err := Read(sp.text); err == nil {
			ps = append(ps, p)
		}
	}
	slowest, over := time.Duration(0), 0
	for b.Loop() {
		over = 0
		for _, p := range ps {
			start := time.Now()
			if _, err := p.Solve(context.Background()); err != nil {
				b.Fatal(err)
			}
			took := time.Since(start)
			slowest = max(slowest, took)
			if p.Size == 9 && took > 100*time.Millisecond {
				over++
			}
		}
	}
	b.ReportMetric(float64(slowest.Microseconds())/1000, "ms-slowest")
	b.ReportMetric(float64(over), "9x9-over-100ms")
}

// killer16 reads testdata/killer16.txt: a 16x16 killer made for the
// benchmark (the file says how), there being no setter's in the set.
func killer16(t testing.TB) *Puzzle {
	t.Helper()
	data, err := os.ReadFile("testdata/killer16.txt")
	if err != nil {
		t.Fatal(err)
	}
	for line := range strings.Lines(string(data)) {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			p, err := Read(line)
			if err != nil {
				t.Fatal(err)
			}
			return p
		}
	}
	t.Fatal("testdata/killer16.txt holds no puzzle")
	return nil
}

// TestKiller16 solves the 16x16 killer of BenchmarkKiller16: one
// solution, which keeps every cage.
func TestKiller16(t *testing.T) {
	p := killer16(t)
	if p.Size != 16 || len(p.Constraints) < 100 {
		t.Fatalf("a %dx%d grid with %d constraints; want 16x16 and its cages", p.Size, p.Size, len(p.Constraints))
	}
	sol, err := p.Solve(context.Background())
	if err != nil || !p.Holds(sol) {
		t.Fatalf("Solve = %v; want one solution that holds", err)
	}
}

// BenchmarkKiller16 solves the 16x16 killer of testdata/killer16.txt and
// proves it has one solution, the target being under 2 s.
func BenchmarkKiller16(b *testing.B) {
	p := killer16(b)
	for b.Loop() {
		if _, err := p.Solve(context.Background()); err != nil {
			b.Fatal(err)
		}
	}
}
