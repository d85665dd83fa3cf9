package sudoku_test

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

func TestLettersOf(t *testing.T) {
	sol := mustParse(t, wikiSolution) // row 1: 534 678 912
	z := sudoku.LettersOf(sol)
	if got, want := z.String()[:9], "LSMSMLLSM"; got != want {
		t.Errorf("LettersOf(%s) row 1 = %s; want %s", sol, got, want)
	}
	if err := z.Validate(); err != nil {
		t.Errorf("LettersOf(solution).Validate() = %v", err)
	}
	var blank sudoku.Grid
	if z := sudoku.LettersOf(blank); !z.IsZero() {
		t.Errorf("LettersOf(empty grid) = %s; want no letters", z)
	}
}

func TestParsePuzzle(t *testing.T) {
	letters := sudoku.LettersOf(mustParse(t, wikiSolution)).String()
	tests := []struct {
		name    string
		in      string
		wantErr string
	}{
		{"variant", wikiPuzzle + " " + letters, ""},
		{"classic", wikiPuzzle, ""},
		{"bad letter", wikiPuzzle + " X" + letters[1:], `letter 1 (r1c1) is 'X', but a size puzzle's letters are S, M and L`},
		{"short", wikiPuzzle + " " + letters[:80], "80 letters follow the puzzle, not 81"},
		{"bad run", wikiPuzzle + " SSL" + letters[3:], "run r1c1-r1c3 has letters S, S, L; want one each of S, M, L"},
		{"bad digits", "x" + wikiPuzzle[1:] + " " + letters, `character 1 (r1c1) is 'x', which a puzzle cannot hold: only digits 1 to 9, and 0 or . for an empty cell`},
	}
	for _, tt := range tests {
		p, err := sudoku.ParsePuzzle(tt.in)
		g, z := p.Givens, p.Letters
		if tt.wantErr != "" {
			if err == nil || err.Error() != tt.wantErr {
				t.Errorf("ParsePuzzle(%s) = %v; want %q", tt.name, err, tt.wantErr)
			}
			continue
		}
		if err != nil || g.String() != wikiPuzzle {
			t.Errorf("ParsePuzzle(%s) = %s, %v; want %s", tt.name, g, err, wikiPuzzle)
		}
		if tt.name == "variant" && (z.String() != letters || p.Variant() != sudoku.SizeVariant || p.String() != tt.in) {
			t.Errorf("ParsePuzzle letters = %s (%s, %s); want %s", z, p.Variant(), p, letters)
		}
		if tt.name == "classic" && (p.HasLetters() || p.Variant() != sudoku.Classic || p.String() != tt.in) {
			t.Errorf("ParsePuzzle(classic) = %s (%s); want a classic puzzle", p, p.Variant())
		}
	}
}

func TestPuzzleValidate(t *testing.T) {
	sol := mustParse(t, wikiSolution)
	z := sudoku.LettersOf(sol)
	p := mustParse(t, wikiPuzzle) // r1c1 = 5 (L), r1c2 = 3 (S)
	if err := (sudoku.Puzzle{Givens: p, Letters: z}).Validate(); err != nil {
		t.Fatalf("Validate(puzzle with its letters) = %v", err)
	}
	var bad sudoku.Grid
	bad[0], bad[1] = 5, 6 // r1c2 (S) above r1c1 (L)
	err := sudoku.Puzzle{Givens: bad, Letters: z}.Validate()
	if !errors.Is(err, sudoku.ErrSizeOrder) || err.Error() != "r1c1 (L) holds 5 and r1c2 (S) holds 6: digits break the size order" {
		t.Errorf("Validate(r1c2 = 6) = %v", err)
	}
}

// refCountLetters counts the solutions (up to limit) of puzzle under the letters
// by plain backtracking over the cell with the fewest legal digits, checking
// every rule at each placement: an independent check on the fast solver.
func refCountLetters(g sudoku.Grid, z *sudoku.Letters, limit int) int {
	budget := -1 // no limit
	return refCountLettersBudget(g, z, limit, &budget)
}

// refCountLettersBudget is refCountLetters that gives up (returning -1) once it
// has visited *budget positions, for puzzles too sparse for plain search; a
// negative budget is no limit.
func refCountLettersBudget(g sudoku.Grid, z *sudoku.Letters, limit int, budget *int) int {
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
		n := refCountLettersBudget(g, z, limit-count, budget)
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

func TestGenerateSizeVariant(t *testing.T) {
	var variantGivens, classicGivens, refChecked int
	const n = 30
	for seed := uint64(1); seed <= n; seed++ {
		pz, sol := sudoku.Generate(rand.New(rand.NewPCG(seed, 0)), sudoku.SizeVariant)
		p, z := pz.Givens, pz.Letters
		verifySolution(t, p, sol)
		if z != sudoku.LettersOf(sol) {
			t.Fatalf("seed %d: letters %s do not agree with the solution %s", seed, z, sol)
		}
		if got := sudoku.CountSolutions(pz, 2); got != 1 {
			t.Fatalf("seed %d: CountSolutions(%s) = %d; want 1", seed, pz, got)
		}
		// Plain search is slow on many puzzles this sparse: check the
		// seeds where it finishes within a budget of positions.
		budget := 200_000
		switch got := refCountLettersBudget(p, &z, 2, &budget); got {
		case -1:
		case 1:
			refChecked++
		default:
			t.Fatalf("seed %d: plain search finds %d solutions of %s %s; want 1", seed, got, p, z)
		}
		got, err := sudoku.Solve(pz)
		if err != nil || got != sol {
			t.Fatalf("seed %d: Solve = %s, %v; want %s", seed, got, err, sol)
		}
		// Minimal: every given is needed.
		for i, d := range p {
			if d == 0 {
				continue
			}
			q := p
			q[i] = 0
			if sudoku.CountSolutions(sudoku.Puzzle{Givens: q, Letters: z}, 2) != 2 {
				t.Fatalf("seed %d: given %s of %s is not needed", seed, sudoku.CellName(i), p)
			}
		}
		variantGivens += p.Filled()
		classic, _ := sudoku.Generate(rand.New(rand.NewPCG(seed, 0)), sudoku.Classic)
		classicGivens += classic.Givens.Filled()
	}
	if refChecked < 2 {
		t.Errorf("plain search finished on %d of %d puzzles within its budget; want at least 2", refChecked, n)
	}
	if variantGivens*4 > classicGivens*3 {
		t.Errorf("variant puzzles average %.1f givens, classic %.1f; want far fewer", float64(variantGivens)/n, float64(classicGivens)/n)
	}
	t.Logf("givens on average: variant %.1f, classic %.1f; plain search checked %d puzzles", float64(variantGivens)/n, float64(classicGivens)/n, refChecked)
}

// TestCountSolutionsWithLettersAgreesWithReference compares the fast solver under
// letters with plain search on thinned grids with few and many solutions.
func TestCountSolutionsWithLettersAgreesWithReference(t *testing.T) {
	r := rand.New(rand.NewPCG(8, 8))
	for seed := range 40 {
		sol := sudoku.NewSolution(rand.New(rand.NewPCG(uint64(seed), 3)))
		z := sudoku.LettersOf(sol)
		for _, keep := range []int{10, 14, 20, 30} {
			p := sol
			for _, i := range r.Perm(81)[keep:] {
				p[i] = 0
			}
			for _, limit := range []int{1, 2, 5} {
				want := refCountLetters(p, &z, limit)
				if got := sudoku.CountSolutions(sudoku.Puzzle{Givens: p, Letters: z}, limit); got != want {
					t.Fatalf("CountSolutions(%s %s, %d) = %d; plain search says %d", p, z, limit, got, want)
				}
			}
		}
	}
}

func TestSizeParseErrorsAreParseErrors(t *testing.T) {
	_, err := sudoku.ParsePuzzle(wikiPuzzle + " " + strings.Repeat("Q", 81))
	var pe *sudoku.ParseError
	if !errors.As(err, &pe) {
		t.Errorf("ParsePuzzle with bad letters = %T; want *ParseError", err)
	}
}

func FuzzParsePuzzle(f *testing.F) {
	letters := "LSMSMLLSM" + strings.Repeat("SML", 24)
	f.Add(wikiPuzzle + " " + letters)
	f.Add(strings.Repeat(".", 81) + " " + letters)
	f.Add(wikiPuzzle + " SS")
	f.Fuzz(func(t *testing.T, text string) {
		p, err := sudoku.ParsePuzzle(text)
		if err != nil {
			return
		}
		if !p.HasLetters() {
			return // a classic puzzle: FuzzParseSolve covers it
		}
		back, err := sudoku.ParsePuzzle(p.String())
		if err != nil || !reflect.DeepEqual(back, p) {
			t.Fatalf("ParsePuzzle(String()) = %s, %v; want %s", back, err, p)
		}
		n := sudoku.CountSolutions(p, 2)
		sol, err := sudoku.Solve(p)
		switch {
		case n == 0 && err == nil:
			t.Fatalf("Solve(%s) succeeded but the count is 0", p)
		case n > 0 && (sudoku.Puzzle{Givens: sol, Letters: p.Letters}).Validate() != nil:
			t.Fatalf("Solve(%s) = %s, which breaks a rule", p, sol)
		}
	})
}
