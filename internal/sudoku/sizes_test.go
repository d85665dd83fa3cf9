package sudoku_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

func TestSizesOf(t *testing.T) {
	sol := mustParse(t, wikiSolution) // row 1: 534 678 912
	z := sudoku.SizesOf(sol)
	if got, want := z.String()[:9], "LSMSMLLSM"; got != want {
		t.Errorf("SizesOf(%s) row 1 = %s; want %s", sol, got, want)
	}
	if err := z.Validate(); err != nil {
		t.Errorf("SizesOf(solution).Validate() = %v", err)
	}
	var blank sudoku.Grid
	if z := sudoku.SizesOf(blank); !z.IsZero() {
		t.Errorf("SizesOf(empty grid) = %s; want no letters", z)
	}
}

func TestParseVariant(t *testing.T) {
	letters := sudoku.SizesOf(mustParse(t, wikiSolution)).String()
	tests := []struct {
		name    string
		in      string
		wantErr string
	}{
		{"variant", wikiPuzzle + " " + letters, ""},
		{"classic", wikiPuzzle, ""},
		{"bad letter", wikiPuzzle + " X" + letters[1:], `letter 1 (r1c1): bad character 'X'; want S, M or L`},
		{"short", wikiPuzzle + " " + letters[:80], "80 letters after the puzzle; want 81"},
		{"bad run", wikiPuzzle + " SSL" + letters[3:], "run r1c1-r1c3 has letters S, S, L; want one each of S, M, L"},
		{"bad digits", "x" + wikiPuzzle[1:] + " " + letters, `position 1 (r1c1): bad character 'x'; want 1-9, 0 or .`},
	}
	for _, tt := range tests {
		g, z, err := sudoku.ParseVariant(tt.in)
		if tt.wantErr != "" {
			if err == nil || err.Error() != tt.wantErr {
				t.Errorf("ParseVariant(%s) = %v; want %q", tt.name, err, tt.wantErr)
			}
			continue
		}
		if err != nil || g.String() != wikiPuzzle {
			t.Errorf("ParseVariant(%s) = %s, %v; want %s", tt.name, g, err, wikiPuzzle)
		}
		if tt.name == "variant" && z.String() != letters {
			t.Errorf("ParseVariant letters = %s; want %s", z, letters)
		}
	}
}

func TestValidateSizes(t *testing.T) {
	sol := mustParse(t, wikiSolution)
	z := sudoku.SizesOf(sol)
	p := mustParse(t, wikiPuzzle) // r1c1 = 5 (L), r1c2 = 3 (S)
	if err := sudoku.ValidateSizes(p, &z); err != nil {
		t.Fatalf("ValidateSizes(puzzle, its letters) = %v", err)
	}
	var bad sudoku.Grid
	bad[0], bad[1] = 5, 6 // r1c2 (S) above r1c1 (L)
	err := sudoku.ValidateSizes(bad, &z)
	if !errors.Is(err, sudoku.ErrSizeOrder) || err.Error() != "r1c1 (L) holds 5 and r1c2 (S) holds 6: digits break the size order" {
		t.Errorf("ValidateSizes(r1c2 = 6) = %v", err)
	}
}

// refCountSizes counts the solutions (up to limit) of puzzle under the letters
// by plain backtracking over the cell with the fewest legal digits, checking
// every rule at each placement: an independent check on the fast solver.
func refCountSizes(g sudoku.Grid, z *sudoku.Sizes, limit int) int {
	budget := -1 // no limit
	return refCountSizesBudget(g, z, limit, &budget)
}

// refCountSizesBudget is refCountSizes that gives up (returning -1) once it
// has visited *budget positions, for puzzles too sparse for plain search; a
// negative budget is no limit.
func refCountSizesBudget(g sudoku.Grid, z *sudoku.Sizes, limit int, budget *int) int {
	if *budget == 0 {
		return -1
	}
	*budget--
	best, bestN := -1, 10
	var bestSet sudoku.Digits
	for i := range 81 {
		if g[i] != 0 {
			continue
		}
		c := g.Candidates(i)
		run := i / 3 * 3
		for j := run; j < run+3; j++ {
			if j == i || g[j] == 0 {
				continue
			}
			for d := 1; d <= 9; d++ {
				if (z[j] < z[i]) != (int(g[j]) < d) {
					c = c.Remove(d)
				}
			}
		}
		if n := c.Count(); n < bestN {
			best, bestN, bestSet = i, n, c
		}
	}
	if best < 0 {
		return 1
	}
	count := 0
	for _, d := range bestSet.List() {
		g[best] = uint8(d)
		n := refCountSizesBudget(g, z, limit-count, budget)
		if n < 0 {
			return -1
		}
		count += n
		if count >= limit {
			break
		}
	}
	return count
}

func TestGenerateSizes(t *testing.T) {
	var variantGivens, classicGivens, refChecked int
	const n = 30
	for seed := uint64(1); seed <= n; seed++ {
		p, sol, z := sudoku.GenerateSizes(rand.New(rand.NewPCG(seed, 0)))
		verifySolution(t, p, sol)
		if z != sudoku.SizesOf(sol) {
			t.Fatalf("seed %d: letters %s do not agree with the solution %s", seed, z, sol)
		}
		if got := sudoku.CountSolutionsSizes(p, &z, 2); got != 1 {
			t.Fatalf("seed %d: CountSolutionsSizes(%s %s) = %d; want 1", seed, p, z, got)
		}
		// Plain search is slow on many puzzles this sparse: check the
		// seeds where it finishes within a budget of positions.
		budget := 200_000
		switch got := refCountSizesBudget(p, &z, 2, &budget); got {
		case -1:
		case 1:
			refChecked++
		default:
			t.Fatalf("seed %d: plain search finds %d solutions of %s %s; want 1", seed, got, p, z)
		}
		got, err := sudoku.SolveSizes(p, &z)
		if err != nil || got != sol {
			t.Fatalf("seed %d: SolveSizes = %s, %v; want %s", seed, got, err, sol)
		}
		// Minimal: every given is needed.
		for i, d := range p {
			if d == 0 {
				continue
			}
			q := p
			q[i] = 0
			if sudoku.CountSolutionsSizes(q, &z, 2) != 2 {
				t.Fatalf("seed %d: given %s of %s is not needed", seed, sudoku.CellName(i), p)
			}
		}
		variantGivens += p.Givens()
		classic, _ := sudoku.Generate(rand.New(rand.NewPCG(seed, 0)))
		classicGivens += classic.Givens()
	}
	if refChecked < 2 {
		t.Errorf("plain search finished on %d of %d puzzles within its budget; want at least 2", refChecked, n)
	}
	if variantGivens*4 > classicGivens*3 {
		t.Errorf("variant puzzles average %.1f givens, classic %.1f; want far fewer", float64(variantGivens)/n, float64(classicGivens)/n)
	}
	t.Logf("givens on average: variant %.1f, classic %.1f; plain search checked %d puzzles", float64(variantGivens)/n, float64(classicGivens)/n, refChecked)
}

// TestCountSolutionsSizesAgreesWithReference compares the fast solver under
// letters with plain search on thinned grids with few and many solutions.
func TestCountSolutionsSizesAgreesWithReference(t *testing.T) {
	r := rand.New(rand.NewPCG(8, 8))
	for seed := range 40 {
		sol := sudoku.NewSolution(rand.New(rand.NewPCG(uint64(seed), 3)))
		z := sudoku.SizesOf(sol)
		for _, keep := range []int{10, 14, 20, 30} {
			p := sol
			for _, i := range r.Perm(81)[keep:] {
				p[i] = 0
			}
			for _, limit := range []int{1, 2, 5} {
				want := refCountSizes(p, &z, limit)
				if got := sudoku.CountSolutionsSizes(p, &z, limit); got != want {
					t.Fatalf("CountSolutionsSizes(%s %s, %d) = %d; plain search says %d", p, z, limit, got, want)
				}
			}
		}
	}
}

func TestSizeParseErrorsAreParseErrors(t *testing.T) {
	_, _, err := sudoku.ParseVariant(wikiPuzzle + " " + strings.Repeat("Q", 81))
	var pe *sudoku.ParseError
	if !errors.As(err, &pe) {
		t.Errorf("ParseVariant with bad letters = %T; want *ParseError", err)
	}
}

func FuzzParseVariant(f *testing.F) {
	letters := "LSMSMLLSM" + strings.Repeat("SML", 24)
	f.Add(wikiPuzzle + " " + letters)
	f.Add(strings.Repeat(".", 81) + " " + letters)
	f.Add(wikiPuzzle + " SS")
	f.Fuzz(func(t *testing.T, text string) {
		g, z, err := sudoku.ParseVariant(text)
		if err != nil {
			return
		}
		if z.IsZero() {
			return // a classic puzzle: FuzzParseSolve covers it
		}
		back, zb, err := sudoku.ParseVariant(g.String() + " " + z.String())
		if err != nil || back != g || zb != z {
			t.Fatalf("ParseVariant(String()) = %s %s, %v; want %s %s", back, zb, err, g, z)
		}
		n := sudoku.CountSolutionsSizes(g, &z, 2)
		sol, err := sudoku.SolveSizes(g, &z)
		switch {
		case n == 0 && err == nil:
			t.Fatalf("SolveSizes(%s %s) succeeded but the count is 0", g, z)
		case n > 0 && sudoku.ValidateSizes(sol, &z) != nil:
			t.Fatalf("SolveSizes(%s %s) = %s, which breaks a rule", g, z, sol)
		}
	})
}
