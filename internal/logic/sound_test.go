package logic

import (
	"os"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/fpuzzles"
	"github.com/sudoku-devs/sudoku/internal/puzzlesets"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// fullRun is set by LOGIC_FULL=1 in the environment: the property tests then
// go through every puzzle of their full sets instead of a sample.
var fullRun = os.Getenv("LOGIC_FULL") != ""

// parseEvery returns every step-th of lines parsed, at most max of them (all
// when max is 0), failing t at the first that is not a puzzle.
func parseEvery(t testing.TB, lines []string, step, max int) []sudoku.Grid {
	t.Helper()
	var out []sudoku.Grid
	for i := 0; i < len(lines) && (max == 0 || len(out) < max); i += step {
		g, err := sudoku.Parse(lines[i])
		if err != nil {
			t.Fatalf("Parse(%q): %v", lines[i], err)
		}
		out = append(out, g)
	}
	return out
}

// checkSolve walks a full cheapest-first solve of puzzle and fails t at the
// first step that places a digit other than the solution's or removes the
// solution's digit, or when the solve does not end in the solution. It
// returns the steps' techniques.
func checkSolve(t *testing.T, puzzle sudoku.Grid) []Technique {
	t.Helper()
	return checkPuzzle(t, &sudoku.Puzzle{Givens: puzzle})
}

// checkPuzzle is checkSolve for a puzzle of any variant.
func checkPuzzle(t *testing.T, p *sudoku.Puzzle) []Technique {
	t.Helper()
	name := puzzleName(p)
	sol, err := sudoku.Solve(*p)
	if err != nil {
		t.Fatalf("Solve(%s): %v", name, err)
	}
	b, err := NewPuzzleBoard(p)
	if err != nil {
		t.Fatalf("NewPuzzleBoard(%s): %v", name, err)
	}
	var used []Technique
	for n := 0; !b.Solved(); n++ {
		s, ok := b.Next()
		if !ok {
			t.Fatalf("puzzle %s: Next found no step after %d steps on %s", name, n, b.Grid())
		}
		verifyStep(t, name, b, s, sol)
		if err := b.Apply(s); err != nil {
			t.Fatalf("puzzle %s: Apply(%v): %v", name, s, err)
		}
		used = append(used, s.Technique)
	}
	if b.Grid() != sol {
		t.Fatalf("puzzle %s solved to %s; want %s", name, b.Grid(), sol)
	}
	return used
}

// puzzleName names p in a failure: its givens, and for a variant its kind
// and f-puzzles link.
func puzzleName(p *sudoku.Puzzle) string {
	if !p.HasShape() {
		return p.Givens.String()
	}
	return p.Variant().String() + " " + fpuzzles.Link(*p, "")
}

// verifyStep fails t unless s, found on b, agrees with solution sol and is
// well formed: it changes something, names its technique and has a
// description.
func verifyStep(t *testing.T, puzzle string, b *Board, s Step, sol sudoku.Grid) {
	t.Helper()
	for _, p := range s.Placements {
		if int(sol[p.Cell]) != p.Digit {
			t.Fatalf("puzzle %s: step %q places %d in %s; the solution has %d", puzzle, s, p.Digit, sudoku.CellName(p.Cell), sol[p.Cell])
		}
	}
	for _, e := range s.Eliminations {
		if int(sol[e.Cell]) == e.Digit {
			t.Fatalf("puzzle %s: step %q removes the solution's %d from %s", puzzle, s, e.Digit, sudoku.CellName(e.Cell))
		}
		if !b.Candidates(e.Cell).Has(e.Digit) {
			t.Fatalf("puzzle %s: step %q removes %d from %s, which is not a candidate there", puzzle, s, e.Digit, sudoku.CellName(e.Cell))
		}
	}
	if len(s.Placements)+len(s.Eliminations) == 0 || s.Technique == 0 || s.msg.Key == "" {
		t.Fatalf("puzzle %s: step %+v changes nothing or lacks a technique or text", puzzle, s)
	}
}

// TestStepsSound is the property test of the package: every step of full
// cheapest-first solves of puzzles of the public benchmark sets agrees with
// the solution. The subtests "sample" go through part of the samples the
// repository carries; "full" through part of the full sets in ../shared/data,
// skipped when that is absent. LOGIC_FULL=1 runs all of top1465.txt and
// hardest1106.txt and 2,000 puzzles of 17-clue.txt.
func TestStepsSound(t *testing.T) {
	sets := []struct {
		name             string
		sample, fullStep int // every sample-th puzzle of the sample, every fullStep-th of the full set
		max              int // at most max puzzles of each (all when 0)
	}{
		{puzzlesets.Top1465, 3, 12, 0},
		{puzzlesets.Hardest1106, 4, 12, 0},
		{puzzlesets.Clue17, 3, 250, 0},
	}
	if fullRun {
		sets = []struct {
			name             string
			sample, fullStep int
			max              int
		}{{puzzlesets.Top1465, 1, 1, 0}, {puzzlesets.Hardest1106, 1, 1, 0}, {puzzlesets.Clue17, 1, 20, 2000}}
	} else if testing.Short() {
		for i := range sets {
			sets[i].max = 20
		}
	} else if raceEnabled {
		sets[1].sample, sets[1].fullStep = 16, 48 // hardest1106: nested nets are slow under -race
	}
	check := func(t *testing.T, puzzles []sudoku.Grid) {
		counts := make(map[Technique]int)
		for _, p := range puzzles {
			for _, tech := range checkSolve(t, p) {
				counts[tech]++
			}
		}
		t.Logf("%d puzzles; steps by technique: %v", len(puzzles), counts)
	}
	for _, set := range sets {
		t.Run(set.name, func(t *testing.T) {
			t.Run("sample", func(t *testing.T) {
				check(t, parseEvery(t, puzzlesets.Sample(set.name), set.sample, set.max))
			})
			t.Run("full", func(t *testing.T) {
				check(t, parseEvery(t, puzzlesets.Full(t, set.name), set.fullStep, set.max))
			})
		})
	}
}
