package sudoku_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/puzzlesets"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// A newspaper-style puzzle and its solution (the example of Wikipedia's
// "Sudoku" article).
const (
	wikiPuzzle   = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	wikiSolution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
)

func mustParse(t testing.TB, s string) sudoku.Grid {
	t.Helper()
	g, err := sudoku.Parse(s)
	if err != nil {
		t.Fatalf("Parse(%q): %v", s, err)
	}
	return g
}

// verifySolution fails t unless sol is complete, breaks no rule and keeps every
// given of puzzle.
func verifySolution(t testing.TB, puzzle, sol sudoku.Grid) {
	t.Helper()
	if !sol.Complete() {
		t.Fatalf("solution of %s is not complete: %s", puzzle, sol)
	}
	if err := sol.Validate(); err != nil {
		t.Fatalf("solution %s of %s breaks a rule: %v", sol, puzzle, err)
	}
	for i, d := range puzzle {
		if d != 0 && sol[i] != d {
			t.Fatalf("solution %s of %s changes given %s from %d to %d", sol, puzzle, sudoku.CellName(i), d, sol[i])
		}
	}
}

// parseAll parses the first max lines (all when max is 0), failing t at the
// first that is not a puzzle.
func parseAll(t testing.TB, lines []string, max int) []sudoku.Grid {
	t.Helper()
	if max > 0 && len(lines) > max {
		lines = lines[:max]
	}
	out := make([]sudoku.Grid, len(lines))
	for i, line := range lines {
		out[i] = mustParse(t, line)
	}
	return out
}

// sampleAndFull runs f on the sample of set that the repository carries, as
// the subtest "sample", then on up to max puzzles (all when 0) of the full
// set, as "full", which is skipped when ../shared/data is absent.
func sampleAndFull(t *testing.T, set string, max int, f func(t *testing.T, puzzles []sudoku.Grid)) {
	t.Run("sample", func(t *testing.T) { f(t, parseAll(t, puzzlesets.Sample(set), 0)) })
	t.Run("full", func(t *testing.T) { f(t, parseAll(t, puzzlesets.Full(t, set), max)) })
}

func TestDigits(t *testing.T) {
	tests := []struct {
		name   string
		set    sudoku.Digits
		count  int
		single int
		str    string
	}{
		{"empty", 0, 0, 0, "{}"},
		{"one", sudoku.DigitSet(7), 1, 7, "{7}"},
		{"two", sudoku.DigitSet(1, 9), 2, 0, "{1,9}"},
		{"all", sudoku.AllDigits, 9, 0, "{1,2,3,4,5,6,7,8,9}"},
		{"out of range ignored", sudoku.DigitSet(0, 17, -1, 5), 1, 5, "{5}"},
		{"to sixteen", sudoku.DigitSet(16, 10), 2, 0, "{10,16}"},
		{"DigitsTo 16", sudoku.DigitsTo(16), 16, 0, "{1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16}"},
		{"DigitsTo 9", sudoku.DigitsTo(9), 9, 0, "{1,2,3,4,5,6,7,8,9}"},
		{"DigitsTo 1", sudoku.DigitsTo(1), 1, 1, "{1}"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.set.Count(); got != tt.count {
				t.Errorf("%v.Count() = %d; want %d", tt.set, got, tt.count)
			}
			if got := tt.set.Single(); got != tt.single {
				t.Errorf("%v.Single() = %d; want %d", tt.set, got, tt.single)
			}
			if got := tt.set.String(); got != tt.str {
				t.Errorf("String() = %q; want %q", got, tt.str)
			}
		})
	}
	s := sudoku.DigitSet(2, 4).Add(9).Remove(2)
	if !s.Has(4) || !s.Has(9) || s.Has(2) || s.Has(0) || s.Has(10) || s.Has(17) {
		t.Errorf("DigitSet(2,4).Add(9).Remove(2) = %v; want {4,9}", s)
	}
}

func TestGeometry(t *testing.T) {
	tests := []struct {
		cell          int
		name          string
		row, col, box int
	}{
		{0, "r1c1", 0, 0, 0},
		{8, "r1c9", 0, 8, 2},
		{40, "r5c5", 4, 4, 4},
		{50, "r6c6", 5, 5, 4},
		{72, "r9c1", 8, 0, 6},
		{80, "r9c9", 8, 8, 8},
	}
	for _, tt := range tests {
		if got := sudoku.CellName(tt.cell); got != tt.name {
			t.Errorf("CellName(%d) = %q; want %q", tt.cell, got, tt.name)
		}
		if r, c, b := sudoku.Row(tt.cell), sudoku.Col(tt.cell), sudoku.Box(tt.cell); r != tt.row || c != tt.col || b != tt.box {
			t.Errorf("Row, Col, Box(%d) = %d, %d, %d; want %d, %d, %d", tt.cell, r, c, b, tt.row, tt.col, tt.box)
		}
	}
	for c := 0; c < 81; c++ {
		seen := map[uint8]bool{}
		for _, p := range sudoku.Peers[c] {
			if int(p) == c || seen[p] {
				t.Fatalf("Peers[%d] = %v: holds itself or a repeat", c, sudoku.Peers[c])
			}
			seen[p] = true
			pc := int(p)
			if sudoku.Row(pc) != sudoku.Row(c) && sudoku.Col(pc) != sudoku.Col(c) && sudoku.Box(pc) != sudoku.Box(c) {
				t.Fatalf("Peers[%d] holds %d, which shares no house", c, p)
			}
		}
		for k, h := range sudoku.CellHouses[c] {
			found := false
			for _, x := range sudoku.Houses[h] {
				found = found || int(x) == c
			}
			if !found || int(h)/9 != k {
				t.Errorf("CellHouses[%d][%d] = %d (%s), which does not hold the cell", c, k, h, sudoku.HouseName(int(h)))
			}
		}
	}
	if got := sudoku.HouseName(22); got != "box 5" {
		t.Errorf("HouseName(22) = %q; want %q", got, "box 5")
	}
}

func TestParse(t *testing.T) {
	lines := "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79\n"
	tests := []struct {
		name    string
		in      string
		want    string // the grid's String(), when no error
		wantErr string
	}{
		{"one line with dots", wikiPuzzle, wikiPuzzle, ""},
		{"one line with zeros", strings.ReplaceAll(wikiPuzzle, ".", "0"), wikiPuzzle, ""},
		{"surrounding space", "  " + wikiPuzzle + "\r\n", wikiPuzzle, ""},
		{"nine lines", lines, wikiPuzzle, ""},
		{"nine lines CRLF", strings.ReplaceAll(lines, "\n", "\r\n"), wikiPuzzle, ""},
		{"empty", "", "", "the puzzle has 0 characters, not 81 (or 9 lines of 9)"},
		{"too short", wikiPuzzle[:80], "", "the puzzle has 80 characters, not 81 (or 9 lines of 9)"},
		{"too long", wikiPuzzle + "1", "", "the puzzle has 82 characters, not 81 (or 9 lines of 9)"},
		{"letter", "53..x" + wikiPuzzle[5:], "", `character 5 (r1c5) is 'x', which a puzzle cannot hold: only digits 1 to 9, and 0 or . for an empty cell`},
		{"last cell", wikiPuzzle[:80] + "-", "", `character 81 (r9c9) is '-', which a puzzle cannot hold: only digits 1 to 9, and 0 or . for an empty cell`},
		{"unicode", "５" + wikiPuzzle[1:], "", `character 1 (r1c1) is '５', which a puzzle cannot hold: only digits 1 to 9, and 0 or . for an empty cell`},
		{"bad char beyond 81", wikiPuzzle + "x", "", "the puzzle has 82 characters, not 81 (or 9 lines of 9)"},
		{"eight lines", strings.Join(strings.Split(lines, "\n")[:8], "\n"), "", "the puzzle has 8 lines, not 9 lines of 9 characters (or one line of 81)"},
		{"short line", strings.Replace(lines, "6..195...", "6..195..", 1), "", "line 2 has 8 characters, not 9"},
		{"bad char in line", strings.Replace(lines, ".98....6.", ".98..?.6.", 1), "", `line 3, character 6 (r3c6) is '?', which a puzzle cannot hold: only digits 1 to 9, and 0 or . for an empty cell`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := sudoku.Parse(tt.in)
			if tt.wantErr != "" {
				var pe *sudoku.ParseError
				if err == nil || err.Error() != tt.wantErr || !errors.As(err, &pe) {
					t.Fatalf("Parse(%q) = %v, %v; want error %q (a *ParseError)", tt.in, g, err, tt.wantErr)
				}
				return
			}
			if err != nil || g.String() != tt.want {
				t.Fatalf("Parse(%q) = %v, %v; want %s, nil", tt.in, g, err, tt.want)
			}
		})
	}
	g := mustParse(t, wikiPuzzle)
	if back := mustParse(t, g.Lines()); back != g {
		t.Errorf("Parse(Lines()) = %s; want %s", back, g)
	}
}

func TestValidate(t *testing.T) {
	tests := []struct {
		name    string
		puzzle  string
		wantErr string
	}{
		{"fine", wikiPuzzle, ""},
		{"empty", strings.Repeat(".", 81), ""},
		{"row", "33" + strings.Repeat(".", 79), "duplicate 3 in row 1 and box 1: r1c1 and r1c2"},
		{"column", "5" + strings.Repeat(".", 8) + "5" + strings.Repeat(".", 71), "duplicate 5 in column 1 and box 1: r1c1 and r2c1"},
		{"box", strings.Repeat(".", 30) + "7" + strings.Repeat(".", 10) + "7" + strings.Repeat(".", 39), "duplicate 7 in box 5: r4c4 and r5c6"},
		{"last row", strings.Repeat(".", 72) + "1.......1", "duplicate 1 in row 9: r9c1 and r9c9"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := mustParse(t, tt.puzzle).Validate()
			if tt.wantErr == "" {
				if err != nil {
					t.Fatalf("Validate(%s) = %v; want nil", tt.puzzle, err)
				}
				return
			}
			var ce *sudoku.ConflictError
			if err == nil || err.Error() != tt.wantErr || !errors.As(err, &ce) {
				t.Fatalf("Validate(%s) = %v; want %q", tt.puzzle, err, tt.wantErr)
			}
		})
	}
	var bad sudoku.Grid
	bad[10] = 12
	if err := bad.Validate(); !errors.Is(err, sudoku.ErrBadValue) || !strings.Contains(err.Error(), "r2c2") {
		t.Errorf("Validate(grid with 12 in r2c2) = %v; want ErrBadValue naming r2c2", err)
	}
	g := mustParse(t, "11.1"+strings.Repeat(".", 77))
	if cs := g.Conflicts(); len(cs) != 4 {
		t.Errorf("Conflicts(three 1s in row 1) = %v; want 4 pairs (3 in row 1, 1 in box 1)", cs)
	}
}

func TestSolve(t *testing.T) {
	noSolution := "12345678." + "........9" + strings.Repeat(".", 63)
	tests := []struct {
		name    string
		puzzle  string
		want    string
		wantErr error
		errText string
	}{
		{"newspaper", wikiPuzzle, wikiSolution, nil, ""},
		{"already solved", wikiSolution, wikiSolution, nil, ""},
		{"hardest (Inkala 2012)", "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..", "812753649943682175675491283154237896369845721287169534521974368438526917796318452", nil, ""},
		{"17 clues", ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...", "", nil, ""},
		{"duplicate", "55" + strings.Repeat(".", 79), "", nil, "duplicate 5 in row 1 and box 1: r1c1 and r1c2"},
		{"no solution", noSolution, "", sudoku.ErrNoSolution, "no solution"},
		{"two solutions", strings.Repeat(".", 81), "", sudoku.ErrMultipleSolutions, "more than one solution"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := mustParse(t, tt.puzzle)
			sol, err := sudoku.Solve(sudoku.Puzzle{Givens: p})
			if tt.errText != "" {
				if err == nil || err.Error() != tt.errText || (tt.wantErr != nil && !errors.Is(err, tt.wantErr)) {
					t.Fatalf("Solve(%s) = %s, %v; want error %q", p, sol, err, tt.errText)
				}
				return
			}
			if err != nil {
				t.Fatalf("Solve(%s) = %s, %v; want a solution", p, sol, err)
			}
			verifySolution(t, p, sol)
			if tt.want != "" && sol.String() != tt.want {
				t.Errorf("Solve(%s) = %s; want %s", p, sol, tt.want)
			}
		})
	}
}

func TestCountSolutions(t *testing.T) {
	tests := []struct {
		name   string
		puzzle string
		limit  int
		want   int
	}{
		{"unique", wikiPuzzle, 2, 1},
		{"empty, limit 2", strings.Repeat(".", 81), 2, 2},
		{"empty, limit 1000", strings.Repeat(".", 81), 1000, 1000},
		{"limit below one counts to one", strings.Repeat(".", 81), 0, 1},
		{"duplicate", "11" + strings.Repeat(".", 79), 2, 0},
		{"no solution", "12345678." + "........9" + strings.Repeat(".", 63), 2, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := sudoku.CountSolutions(sudoku.Puzzle{Givens: mustParse(t, tt.puzzle)}, tt.limit); got != tt.want {
				t.Errorf("CountSolutions(%s, %d) = %d; want %d", tt.puzzle, tt.limit, got, tt.want)
			}
		})
	}
}

// TestSolveAllocatesNothing checks that solving and counting allocate
// nothing once the search is warm: a puzzle passed by value must not be
// moved to the heap, for a command-line run of 49,151 puzzles would make
// 8 MB of garbage (5% of its time went to that).
func TestSolveAllocatesNothing(t *testing.T) {
	if raceEnabled {
		t.Skip("sync.Pool drops values at random under the race detector")
	}
	classic := sudoku.Puzzle{Givens: mustParse(t, wikiPuzzle)}
	size := classic
	size.Letters = sudoku.LettersOf(mustParse(t, wikiSolution))
	for _, tt := range []struct {
		name string
		f    func()
	}{
		{"CountSolutions", func() { sudoku.CountSolutions(classic, 2) }},
		{"Solve", func() { sudoku.Solve(classic) }},
		{"FirstSolution", func() { sudoku.FirstSolution(classic) }},
		{"CountSolutions of a size puzzle", func() { sudoku.CountSolutions(size, 2) }},
	} {
		if got := testing.AllocsPerRun(100, tt.f); got != 0 {
			t.Errorf("%s: %v allocations a call; want 0", tt.name, got)
		}
	}
}

// TestSolveErrorsAreValidates checks that Solve, FirstSolution and
// CountSolutions, which validate a puzzle only when they find no solution,
// refuse exactly the grids Validate refuses, with Validate's error: random
// grids of 10 to 30 givens, most of them breaking a rule, some with a value
// above 9.
func TestSolveErrorsAreValidates(t *testing.T) {
	r := rand.New(rand.NewPCG(17, 1))
	broken := 0
	for i := 0; i < 3000; i++ {
		var g sudoku.Grid
		for range 10 + r.IntN(21) {
			g[r.IntN(81)] = uint8(1 + r.IntN(9))
		}
		if i%50 == 0 {
			g[r.IntN(81)] = uint8(10 + r.IntN(246))
		}
		want := g.Validate()
		_, err := sudoku.Solve(sudoku.Puzzle{Givens: g})
		_, firstErr := sudoku.FirstSolution(sudoku.Puzzle{Givens: g})
		n := sudoku.CountSolutions(sudoku.Puzzle{Givens: g}, 2)
		if want == nil {
			var conflict *sudoku.ConflictError
			if errors.As(err, &conflict) || errors.Is(err, sudoku.ErrBadValue) {
				t.Fatalf("Solve(%v) = %v; Validate says nothing is wrong", g, err)
			}
			continue
		}
		broken++
		if err == nil || err.Error() != want.Error() || firstErr == nil || firstErr.Error() != want.Error() || n != 0 {
			t.Fatalf("Solve, FirstSolution, CountSolutions(%v) = %v, %v, %d; want %v, %v, 0", g, err, firstErr, n, want, want)
		}
	}
	if broken < 1000 {
		t.Errorf("%d of 3000 random grids break a rule; want at least 1000 to test", broken)
	}
}

// TestSolveBenchmarkSets solves the samples of the public benchmark sets and,
// when ../shared/data is there, puzzles of the full sets, and checks each
// answer; every puzzle there has exactly one solution.
func TestSolveBenchmarkSets(t *testing.T) {
	sets := []struct {
		file string
		max  int
	}{
		{puzzlesets.Clue17, 2000},
		{puzzlesets.Top1465, 0},
		{puzzlesets.Hardest1106, 0},
		{puzzlesets.ForumHardest, 2000},
	}
	if testing.Short() {
		for i := range sets {
			sets[i].max = 100
		}
	}
	for _, set := range sets {
		t.Run(set.file, func(t *testing.T) {
			sampleAndFull(t, set.file, set.max, func(t *testing.T, puzzles []sudoku.Grid) {
				for _, p := range puzzles {
					sol, err := sudoku.Solve(sudoku.Puzzle{Givens: p})
					if err != nil {
						t.Fatalf("Solve(%s) = %v; want its one solution", p, err)
					}
					verifySolution(t, p, sol)
				}
			})
		})
	}
}

func TestNewSolution(t *testing.T) {
	seen := map[sudoku.Grid]bool{}
	for seed := uint64(1); seed <= 50; seed++ {
		g := sudoku.NewSolution(rand.New(rand.NewPCG(seed, 0)))
		verifySolution(t, sudoku.Grid{}, g)
		if again := sudoku.NewSolution(rand.New(rand.NewPCG(seed, 0))); again != g {
			t.Fatalf("NewSolution(seed %d) gave %s, then %s; want the same grid", seed, g, again)
		}
		seen[g] = true
	}
	if len(seen) != 50 {
		t.Errorf("50 seeds gave %d different grids; want 50", len(seen))
	}
}

// TestGenerateProperties checks, for 50 seeds, that the puzzle has exactly one
// solution, that it is the grid Generate returned, and that the puzzle is
// minimal: emptying any given admits a second solution.
func TestGenerateProperties(t *testing.T) {
	for seed := uint64(1); seed <= 50; seed++ {
		pz, sol := sudoku.Generate(rand.New(rand.NewPCG(seed, 0)), sudoku.Classic)
		p := pz.Givens
		verifySolution(t, p, sol)
		got, err := sudoku.Solve(sudoku.Puzzle{Givens: p})
		if err != nil || got != sol {
			t.Fatalf("seed %d: Solve(%s) = %s, %v; want %s, nil", seed, p, got, err, sol)
		}
		for i, d := range p {
			if d == 0 {
				continue
			}
			q := p
			q[i] = 0
			if n := sudoku.CountSolutions(sudoku.Puzzle{Givens: q}, 2); n != 2 {
				t.Fatalf("seed %d: puzzle %s without given %s has %d solutions; want 2 (not minimal)", seed, p, sudoku.CellName(i), n)
			}
		}
		if p2, _ := sudoku.Generate(rand.New(rand.NewPCG(seed, 0)), sudoku.Classic); !reflect.DeepEqual(p2, pz) {
			t.Fatalf("seed %d gave %s, then %s; want the same puzzle", seed, p, p2)
		}
	}
}

func TestCheck(t *testing.T) {
	p := mustParse(t, wikiPuzzle)
	sol := mustParse(t, wikiSolution)
	board := p
	board[2] = 4 // right (r1c3)
	board[3] = 9 // wrong (r1c4: 6)
	got := sudoku.Check(p, board, sol)
	want := map[int]sudoku.Status{0: sudoku.Given, 1: sudoku.Given, 2: sudoku.Right, 3: sudoku.Wrong, 5: sudoku.Blank}
	for i, w := range want {
		if got[i] != w {
			t.Errorf("Check(...)[%s] = %v; want %v", sudoku.CellName(i), got[i], w)
		}
	}
}

func FuzzParseSolve(f *testing.F) {
	for _, s := range []string{wikiPuzzle, wikiSolution, strings.Repeat(".", 81), "33" + strings.Repeat("0", 79), "abc", "5\n3\n", "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		g, err := sudoku.Parse(text)
		if err != nil {
			if g != (sudoku.Grid{}) {
				t.Fatalf("Parse(%q) returned %s with error %v; want the zero grid", text, g, err)
			}
			return
		}
		if back, err := sudoku.Parse(g.String()); err != nil || back != g {
			t.Fatalf("Parse(String()) = %s, %v; want %s", back, err, g)
		}
		if g.Filled() < 17 && g.Validate() == nil {
			return // a sparse grid has many solutions; CountSolutions is tested elsewhere
		}
		sol, err := sudoku.Solve(sudoku.Puzzle{Givens: g})
		n := sudoku.CountSolutions(sudoku.Puzzle{Givens: g}, 2)
		if want, _ := sudoku.RefCount(g, 2); n != want {
			t.Fatalf("CountSolutions(%s, 2) = %d; the reference solver says %d", g, n, want)
		}
		switch {
		case err == nil:
			verifySolution(t, g, sol)
			if n != 1 {
				t.Fatalf("Solve(%s) succeeded but CountSolutions = %d", g, n)
			}
		case errors.Is(err, sudoku.ErrMultipleSolutions):
			verifySolution(t, g, sol)
			if n != 2 {
				t.Fatalf("Solve(%s) found several solutions but CountSolutions = %d", g, n)
			}
		default:
			if n != 0 {
				t.Fatalf("Solve(%s) = %v but CountSolutions = %d", g, err, n)
			}
		}
	})
}

func ExampleSolve() {
	puzzle, err := sudoku.Parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	if err != nil {
		fmt.Println(err)
		return
	}
	solution, err := sudoku.Solve(sudoku.Puzzle{Givens: puzzle})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(solution.Lines())
	// Output:
	// 534678912
	// 672195348
	// 198342567
	// 859761423
	// 426853791
	// 713924856
	// 961537284
	// 287419635
	// 345286179
}

func ExampleGrid_Validate() {
	g, _ := sudoku.Parse("5...5" + strings.Repeat(".", 76))
	fmt.Println(g.Validate())
	// Output: duplicate 5 in row 1: r1c1 and r1c5
}

// benchmarkSet counts the solutions of the puzzles of the full set file, in
// turn; it is skipped when ../shared/data is absent.
func benchmarkSet(b *testing.B, file string) {
	puzzles := parseAll(b, puzzlesets.Full(b, file), 0)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if sudoku.CountSolutions(sudoku.Puzzle{Givens: puzzles[i%len(puzzles)]}, 2) != 1 {
			b.Fatalf("puzzle %d of %s: not unique", i%len(puzzles), file)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
}

func BenchmarkCount17Clue(b *testing.B)      { benchmarkSet(b, puzzlesets.Clue17) }
func BenchmarkCountTop1465(b *testing.B)     { benchmarkSet(b, puzzlesets.Top1465) }
func BenchmarkCountHardest1106(b *testing.B) { benchmarkSet(b, puzzlesets.Hardest1106) }
func BenchmarkCountForumHardest(b *testing.B) {
	benchmarkSet(b, puzzlesets.ForumHardest)
}

func BenchmarkGenerate(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < b.N; i++ {
		sudoku.Generate(r, sudoku.Classic)
	}
}

// TestCountAgreesWithReference checks the fast solver against the plain
// reference solver on puzzles with none, one and many solutions: benchmark
// puzzles, and grids of 50 seeds thinned at random, with and without a wrong
// digit added.
func TestCountAgreesWithReference(t *testing.T) {
	var puzzles []sudoku.Grid
	for _, f := range []string{puzzlesets.Clue17, puzzlesets.Top1465, puzzlesets.Hardest1106, puzzlesets.ForumHardest} {
		puzzles = append(puzzles, parseAll(t, puzzlesets.Sample(f), 100)...)
	}
	r := rand.New(rand.NewPCG(5, 5))
	for seed := range 50 {
		sol := sudoku.NewSolution(rand.New(rand.NewPCG(uint64(seed), 1)))
		for _, keep := range []int{17, 22, 25, 30, 40} {
			p := sol
			for _, i := range r.Perm(81)[keep:] {
				p[i] = 0
			}
			puzzles = append(puzzles, p)
			// A wrong digit in an empty cell that breaks no rule outright.
			for _, i := range r.Perm(81) {
				if p[i] == 0 {
					if c := p.Candidates(i).Remove(int(sol[i])); c != 0 {
						q := p
						q[i] = uint8(c.Min())
						puzzles = append(puzzles, q)
						break
					}
				}
			}
		}
	}
	for _, p := range puzzles {
		for _, limit := range []int{1, 2, 3} {
			want, _ := sudoku.RefCount(p, limit)
			if got := sudoku.CountSolutions(sudoku.Puzzle{Givens: p}, limit); got != want {
				t.Fatalf("CountSolutions(%s, %d) = %d; the reference solver says %d", p, limit, got, want)
			}
		}
		sol, err := sudoku.Solve(sudoku.Puzzle{Givens: p})
		if n, _ := sudoku.RefCount(p, 2); n > 0 {
			verifySolution(t, p, sol)
		} else if err == nil {
			t.Fatalf("Solve(%s) = %s, nil; the reference solver finds no solution", p, sol)
		}
	}
}

// TestParseErrorKind checks that each parse error says what is wrong as data:
// its Kind, and the count or character.
func TestParseErrorKind(t *testing.T) {
	tests := []struct {
		text  string
		kind  sudoku.ParseErrorKind
		count int
		char  rune
	}{
		{"53..7x" + strings.Repeat(".", 75), sudoku.BadCharacter, 0, 'x'},
		{"53..7", sudoku.WrongLength, 5, 0},
		{strings.Repeat("123456789\n", 8) + "12345678", sudoku.WrongLength, 8, 0},
		{strings.Repeat("123456789\n", 3) + "123456789", sudoku.WrongLines, 4, 0},
	}
	for _, tt := range tests {
		_, err := sudoku.Parse(tt.text)
		var pe *sudoku.ParseError
		if !errors.As(err, &pe) || pe.Kind != tt.kind || pe.Count != tt.count || pe.Char != tt.char {
			t.Errorf("Parse(%q) = %#v; want kind %d, count %d, char %q", tt.text, err, tt.kind, tt.count, tt.char)
		}
	}
	_, err := sudoku.ParsePuzzle(wikiPuzzle + " " + strings.Repeat("S", 80) + "X")
	var pe *sudoku.ParseError
	if !errors.As(err, &pe) || pe.Kind != sudoku.BadLetter || pe.Count != 81 || pe.Char != 'X' {
		t.Errorf("ParsePuzzle with a bad letter = %#v; want BadLetter 81 'X'", err)
	}
}
