package logic

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// verifySymmetry fails t unless the givens of p follow sym.
func verifySymmetry(t *testing.T, p sudoku.Grid, sym Symmetry) {
	t.Helper()
	for i := range p {
		if j := sym.image(i); (p[i] == 0) != (p[j] == 0) {
			t.Errorf("puzzle %s breaks %v symmetry: %s and %s", p, sym, sudoku.CellName(i), sudoku.CellName(j))
			return
		}
	}
}

// verifyPuzzle fails t unless p has exactly one solution, sol, grades to
// level and follows sym; it returns the grade.
func verifyPuzzle(t *testing.T, p, sol sudoku.Grid, level Level, sym Symmetry) Difficulty {
	t.Helper()
	if got := sudoku.CountSolutions(sudoku.Puzzle{Givens: p}, 2); got != 1 {
		t.Errorf("generated %s with %d solutions; want 1", p, got)
	}
	if got, err := sudoku.Solve(sudoku.Puzzle{Givens: p}); err != nil || got != sol {
		t.Errorf("Solve(%s) = %s, %v; want the solution Generate gave, %s", p, got, err, sol)
	}
	d, err := Grade(p)
	if err != nil || d.Level != level {
		t.Errorf("Grade(%s) = %v, %v; want level %v", p, d.Level, err, level)
	}
	verifySymmetry(t, p, sym)
	return d
}

func TestGenerate(t *testing.T) {
	for l := Easy; l <= Extreme; l++ {
		for sym := NoSymmetry; sym < numSymmetries; sym++ {
			r := rand.New(rand.NewPCG(uint64(l)*10+uint64(sym), 1))
			p, sol, err := Generate(r, l, sym)
			if err != nil {
				t.Fatalf("Generate(%v, %v): %v", l, sym, err)
			}
			verifyPuzzle(t, p, sol, l, sym)
		}
	}
}

// TestGenerateTargets checks that each set of techniques drawTarget asks for
// is met: the level is set by one of them. The seeds are ones that meet the
// target before generate drops it (after targetBudget carvings), which a
// quad without symmetry fails to do about once in ten.
func TestGenerateTargets(t *testing.T) {
	tests := []struct {
		level Level
		setBy []Technique
		sym   Symmetry
	}{
		{Hard, []Technique{NakedQuad, HiddenQuad}, NoSymmetry},
		{Hard, []Technique{HiddenTriple, HiddenQuad}, Mirror},
		{Expert, []Technique{XWing, Swordfish, Jellyfish}, Rotational},
		{Expert, []Technique{Swordfish, Jellyfish}, Diagonal},
	}
	for i, tt := range tests {
		r := rand.New(rand.NewPCG(uint64(i), 3))
		p, sol, err := generate(context.Background(), r, target{level: tt.level, setBy: techniques(tt.setBy...)}, tt.sym)
		if err != nil {
			t.Fatalf("generate(%v by %v, %v): %v", tt.level, tt.setBy, tt.sym, err)
		}
		d := verifyPuzzle(t, p, sol, tt.level, tt.sym)
		if !slices.Contains(tt.setBy, d.SetBy) {
			t.Errorf("generate(%v by %v, %v) = %s, set by %v; want one of %v", tt.level, tt.setBy, tt.sym, p, d.SetBy, tt.setBy)
		}
	}
}

// TestGenerateDistinct checks that a run of Expert puzzles from one source
// holds no two of one isomorph class, and that the run draws on more than
// one kind of technique.
// TestGenerateDistinct generates Expert puzzles and checks that each is of
// an isomorph class of its own (sudoku.Canonical), re-grades to its level and
// that several techniques set their level. By default it makes 10 without
// symmetry; LOGIC_FULL=1 makes 100 Hard and 100 Expert at every symmetry and
// asks at least 10 of each 100 Expert to be set by a fish and 10 by a wing.
func TestGenerateDistinct(t *testing.T) {
	type run struct {
		level Level
		sym   Symmetry
		n     int
	}
	runs := []run{{Expert, NoSymmetry, 10}}
	if fullRun {
		runs = nil
		for _, l := range []Level{Hard, Expert} {
			for sym := NoSymmetry; sym < numSymmetries; sym++ {
				runs = append(runs, run{l, sym, 100})
			}
		}
	}
	for _, rn := range runs {
		r := rand.New(rand.NewPCG(11, uint64(rn.sym)))
		seen := map[sudoku.Grid]sudoku.Grid{}
		kinds := map[Technique]int{}
		for range rn.n {
			p, sol, err := Generate(r, rn.level, rn.sym)
			if err != nil {
				t.Fatal(err)
			}
			d := verifyPuzzle(t, p, sol, rn.level, rn.sym)
			kinds[d.SetBy]++
			c := sudoku.Canonical(p)
			if q, ok := seen[c]; ok {
				t.Errorf("%v %v: Generate gave %s and %s, of one isomorph class; want different puzzles", rn.level, rn.sym, q, p)
			}
			seen[c] = p
		}
		if len(kinds) < 3 {
			t.Errorf("%d %v %v puzzles set by %v; want at least 3 techniques", rn.n, rn.level, rn.sym, kinds)
		}
		fish, wings := kinds[XWing]+kinds[Swordfish]+kinds[Jellyfish], kinds[XYWing]+kinds[XYZWing]+kinds[WWing]
		if rn.level == Expert && rn.n == 100 && (fish < 10 || wings < 10) {
			t.Errorf("100 Expert %v puzzles: %d set by a fish, %d by a wing; want at least 10 each", rn.sym, fish, wings)
		}
		t.Logf("%d %v %v puzzles, set by %v", rn.n, rn.level, rn.sym, kinds)
	}
}

func TestGenerateReproducible(t *testing.T) {
	for _, l := range []Level{Easy, Medium, Expert, Extreme} {
		a, _, errA := Generate(rand.New(rand.NewPCG(7, 7)), l, Rotational)
		b, _, errB := Generate(rand.New(rand.NewPCG(7, 7)), l, Rotational)
		if errA != nil || errB != nil || a != b {
			t.Errorf("Generate(%v) twice from one seed = %s, %v and %s, %v; want the same puzzle", l, a, errA, b, errB)
		}
	}
}

func TestGenerateCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for l := Easy; l <= Extreme; l++ {
		if _, _, err := GenerateContext(ctx, rand.New(rand.NewPCG(1, 1)), l, NoSymmetry); !errors.Is(err, context.Canceled) {
			t.Errorf("GenerateContext(cancelled, %v) = %v; want %v", l, err, context.Canceled)
		}
	}
}

func TestGenerateBadInput(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 1))
	if _, _, err := Generate(r, numLevels, NoSymmetry); err == nil {
		t.Error("Generate with a level out of range: no error")
	}
	if _, _, err := Generate(r, Easy, numSymmetries); err == nil {
		t.Error("Generate with a symmetry out of range: no error")
	}
}

func TestParseLevelAndSymmetry(t *testing.T) {
	levels := []struct {
		in   string
		want Level
		ok   bool
	}{
		{"easy", Easy, true}, {"Medium", Medium, true}, {"HARD", Hard, true},
		{"expert", Expert, true}, {"extreme", Extreme, true}, {"diabolical", 0, false}, {"", 0, false},
	}
	for _, tt := range levels {
		got, err := ParseLevel(tt.in)
		if got != tt.want || (err == nil) != tt.ok {
			t.Errorf("ParseLevel(%q) = %v, %v; want %v, ok %v", tt.in, got, err, tt.want, tt.ok)
		}
	}
	syms := []struct {
		in   string
		want Symmetry
		ok   bool
	}{
		{"none", NoSymmetry, true}, {"rotational", Rotational, true}, {"Mirror", Mirror, true},
		{"diagonal", Diagonal, true}, {"spiral", 0, false},
	}
	for _, tt := range syms {
		got, err := ParseSymmetry(tt.in)
		if got != tt.want || (err == nil) != tt.ok {
			t.Errorf("ParseSymmetry(%q) = %v, %v; want %v, ok %v", tt.in, got, err, tt.want, tt.ok)
		}
	}
}

// benchmarkGenerate reports the time of one Generate at level l, with no
// symmetry, and the median and 99th percentile over the puzzles made;
// -benchtime sets their number (e.g. -benchtime 200x).
func benchmarkGenerate(b *testing.B, l Level) {
	r := rand.New(rand.NewPCG(1, uint64(l)))
	var times []time.Duration
	for b.Loop() {
		start := time.Now()
		if _, _, err := Generate(r, l, NoSymmetry); err != nil {
			b.Fatal(err)
		}
		times = append(times, time.Since(start))
	}
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "median-ms")
	b.ReportMetric(float64(times[len(times)*99/100].Microseconds())/1000, "p99-ms")
}

func BenchmarkGenerateEasy(b *testing.B)    { benchmarkGenerate(b, Easy) }
func BenchmarkGenerateMedium(b *testing.B)  { benchmarkGenerate(b, Medium) }
func BenchmarkGenerateHard(b *testing.B)    { benchmarkGenerate(b, Hard) }
func BenchmarkGenerateExpert(b *testing.B)  { benchmarkGenerate(b, Expert) }
func BenchmarkGenerateExtreme(b *testing.B) { benchmarkGenerate(b, Extreme) }

// TestGenerateTechnique makes puzzles for techniques of every level, those
// of the bank among them, and killers for the killer techniques, and checks that GradePuzzle names the
// technique as the one that sets the level, and that each has one solution.
func TestGenerateTechnique(t *testing.T) {
	for i, tech := range []Technique{HiddenSingle, NakedSingle, Claiming, HiddenPair, NakedTriple, XWing, XYZWing, Skyscraper, XChain, SueDeCoq, DynamicForcingChainPlus, NestedForcingChain} {
		r := rand.New(rand.NewPCG(uint64(i), 32))
		p, sol, err := GenerateTechnique(context.Background(), r, tech, NoSymmetry)
		if err != nil {
			t.Fatalf("GenerateTechnique(%v): %v", tech, err)
		}
		d := verifyPuzzle(t, p.Givens, sol, tech.Level(), NoSymmetry)
		if d.SetBy != tech {
			t.Errorf("GenerateTechnique(%v) = %s, whose level %v is set by %v", tech, p, d.Level, d.SetBy)
		}
	}
	for i, tech := range []Technique{CageCombination, Innies, Outies, CageLock, HiddenCage, CombinationElimination, MultiHouseCage} {
		r := rand.New(rand.NewPCG(uint64(i), 33))
		p, sol, err := GenerateTechnique(context.Background(), r, tech, NoSymmetry)
		if err != nil {
			t.Fatalf("GenerateTechnique(%v): %v", tech, err)
		}
		if got, err := sudoku.Solve(p); err != nil || got != sol || len(p.Cages) == 0 {
			t.Errorf("GenerateTechnique(%v): a killer with %d cages, solved %v, %v; want one solution, %v", tech, len(p.Cages), got, err, sol)
		}
		if d, err := GradePuzzle(&p); err != nil || d.SetBy != tech {
			t.Errorf("GenerateTechnique(%v): a killer whose level %v is set by %v (%v)", tech, d.Level, d.SetBy, err)
		}
	}
	for _, tt := range []struct {
		tech Technique
		sym  Symmetry
	}{{0, NoSymmetry}, {numTechniques, NoSymmetry}, {XWing, numSymmetries}, {CageCombination, Rotational}, {NestedForcingChain, Rotational}} {
		if _, _, err := GenerateTechnique(context.Background(), rand.New(rand.NewPCG(1, 2)), tt.tech, tt.sym); err == nil {
			t.Errorf("GenerateTechnique(%v, %v) = nil error; want an error", tt.tech, tt.sym)
		}
	}
	for _, tech := range []Technique{ForcingChain, Trial} {
		if _, _, err := GenerateTechnique(context.Background(), rand.New(rand.NewPCG(1, 2)), tech, NoSymmetry); !errors.Is(err, ErrNotPracticable) {
			t.Errorf("GenerateTechnique(%v): error %v; want ErrNotPracticable at once", tech, err)
		}
	}
}

func TestParseTechnique(t *testing.T) {
	tests := []struct {
		in   string
		want Technique
	}{
		{"X-Wing", XWing}, {"xwing", XWing}, {"xWing", XWing}, {"Hidden pair", HiddenPair},
		{"hidden_pair", HiddenPair}, {"BUG+1", BUG}, {"Dynamic forcing chain (+)", DynamicForcingChainPlus},
	}
	for _, tt := range tests {
		if got, err := ParseTechnique(tt.in); err != nil || got != tt.want {
			t.Errorf("ParseTechnique(%q) = %v, %v; want %v", tt.in, got, err, tt.want)
		}
	}
	if _, err := ParseTechnique("Golden nugget"); err == nil || !strings.Contains(err.Error(), "Golden nugget") {
		t.Errorf("ParseTechnique(Golden nugget) error = %v; want one that names it", err)
	}
}
