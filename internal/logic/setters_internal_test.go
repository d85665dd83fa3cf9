package logic

import (
	"bufio"
	"context"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-devs/sudoku/internal/variant"
)

// setterSolve is the explained solve of one real setter's puzzle.
type setterSolve struct {
	title      string
	size       int
	steps      []Step
	firstTrial int // the index of the first Trial step, -1 for none
	took       time.Duration
}

// The sets of real setters' puzzles of package variant's tests: the one
// the constraints' lessons were made on, and the held-out one.
const (
	settersFile = "../variant/testdata/setters.txt"
	heldOutFile = "../variant/testdata/heldout.txt"
)

// explainSetters explains the real setters' puzzles of a file of package
// variant's tests (every one, or those keep keeps, by index), each by
// ExplainPuzzle on a 9x9 grid and ExplainSized on the others, and checks
// each solve: it ends at the solution, every placement is the solution's
// digit, and no elimination takes it.
func explainSetters(tb testing.TB, path string, keep func(int) bool) []setterSolve {
	tb.Helper()
	f, err := os.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, variant.MaxDocument)
	var out []setterSolve
	for k := 0; sc.Scan(); {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		k++
		if keep != nil && !keep(k-1) {
			continue
		}
		vp, err := variant.Read(line)
		if err != nil {
			tb.Fatal(err)
		}
		sol, err := vp.Solve(context.Background())
		if err != nil {
			tb.Fatalf("%s: %v", vp.Title, err)
		}
		givens, solution := make([]uint8, vp.Cells()), make([]uint8, vp.Cells())
		for i := range givens {
			givens[i], solution[i] = uint8(vp.Givens[i]), uint8(sol[i])
		}
		start := time.Now()
		var steps []Step
		if vp.Size == 9 {
			p, err := vp.Sudoku()
			if err != nil {
				tb.Fatal(err)
			}
			if steps, err = ExplainPuzzle(&p); err != nil {
				tb.Fatalf("%s: %v", vp.Title, err)
			}
		} else {
			steps = ExplainSized(vp.GameRules(), givens, solution)
		}
		sv := setterSolve{title: vp.Title, size: vp.Size, steps: steps, firstTrial: -1, took: time.Since(start)}
		for k, s := range steps {
			for _, pl := range s.Placements {
				if pl.Digit != int(solution[pl.Cell]) {
					tb.Errorf("%s: %s places a wrong digit", vp.Title, s)
				}
				givens[pl.Cell] = uint8(pl.Digit)
			}
			for _, e := range s.Eliminations {
				if e.Digit == int(solution[e.Cell]) {
					tb.Errorf("%s: %s takes the solution's digit", vp.Title, s)
				}
			}
			if s.Technique == Trial && sv.firstTrial < 0 {
				sv.firstTrial = k
			}
		}
		if !slices.Equal(givens, solution) {
			tb.Errorf("%s: the steps end short of the solution", vp.Title)
		}
		out = append(out, sv)
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return out
}

// TestSettersExplain explains real setters' puzzles of package variant's
// test set (see explainSetters): every tenth one; under the race detector
// or -short only the first, Ignition! (thermometers, 9x9), and PB and Chip
// (6x6); all of them with LOGIC_FULL=1. It logs the puzzles that fall
// back on Trial, with the step before, and fails when the constraints'
// lessons and forcing chains make no step, or when Ignition! or PB and
// Chip, which the named steps solve, needs Trial.
func TestSettersExplain(t *testing.T) {
	keep := func(k int) bool { return k%10 == 0 }
	switch {
	case os.Getenv("LOGIC_FULL") == "1":
		keep = nil
	case testing.Short() || raceEnabled:
		keep = func(k int) bool { return k == 0 || k == 14 }
	}
	solves := explainSetters(t, settersFile, keep)
	named := map[Technique]int{}
	for _, sv := range solves {
		for _, s := range sv.steps {
			named[s.Technique]++
		}
		if sv.firstTrial < 0 {
			t.Logf("%s (%dx%d): %d steps, no Trial, %v", sv.title, sv.size, sv.size, len(sv.steps), sv.took.Round(time.Millisecond))
			continue
		}
		before := "none"
		if sv.firstTrial > 0 {
			before = sv.steps[sv.firstTrial-1].String()
		}
		t.Logf("%s (%dx%d): %d steps, Trial from step %d (after %.100s), %v", sv.title, sv.size, sv.size, len(sv.steps), sv.firstTrial+1, before, sv.took.Round(time.Millisecond))
		if sv.title == "Ignition!" || strings.HasSuffix(sv.title, "PB and Chip") {
			t.Errorf("%s needs Trial; the constraints' lessons and forcing chains solve it", sv.title)
		}
	}
	if named[ConstraintRule] == 0 || named[ConstraintForcingChain] == 0 {
		t.Errorf("steps by technique %v; want constraint rules and constraint forcing chains among them", named)
	}
}

// BenchmarkSettersExplain explains every real setter's puzzle of package
// variant's test set (setters) and of its held-out set (heldout), and
// reports for each the share solved without Trial (no-trial-%), the share
// solved without Trial or a constraint forcing chain (lessons-only-%),
// the Trial steps of all of them (trial-steps), and the slowest puzzle's
// time (ms-slowest).
func BenchmarkSettersExplain(b *testing.B) {
	for _, set := range []struct{ name, path string }{{"setters", settersFile}, {"heldout", heldOutFile}} {
		b.Run(set.name, func(b *testing.B) {
			var solves []setterSolve
			for b.Loop() {
				solves = explainSetters(b, set.path, nil)
			}
			noTrial, lessonsOnly, trials, slowest := 0, 0, 0, time.Duration(0)
			for _, sv := range solves {
				slowest = max(slowest, sv.took)
				for _, s := range sv.steps {
					if s.Technique == Trial {
						trials++
					}
				}
				if sv.firstTrial >= 0 {
					b.Logf("%s (%dx%d): Trial from step %d of %d", sv.title, sv.size, sv.size, sv.firstTrial+1, len(sv.steps))
					continue
				}
				noTrial++
				if !slices.ContainsFunc(sv.steps, func(s Step) bool { return s.Technique == ConstraintForcingChain }) {
					lessonsOnly++
				}
			}
			b.ReportMetric(100*float64(noTrial)/float64(len(solves)), "no-trial-%")
			b.ReportMetric(100*float64(lessonsOnly)/float64(len(solves)), "lessons-only-%")
			b.ReportMetric(float64(trials), "trial-steps")
			b.ReportMetric(float64(slowest.Milliseconds()), "ms-slowest")
		})
	}
}
