package logic

import (
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// hardSeed makes the Hard generation of TestGenerate quick: Hard puzzles are
// rare among carvings (see the package doc), and this seed finds one in few
// grids.
const hardSeed = 9

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

func TestGenerate(t *testing.T) {
	perLevel := 2
	if testing.Short() {
		perLevel = 1
	}
	for l := Easy; l <= Extreme; l++ {
		for sym := NoSymmetry; sym < numSymmetries; sym++ {
			n := perLevel
			seed := uint64(l)*10 + uint64(sym)
			if l == Hard {
				if testing.Short() || sym != NoSymmetry {
					continue
				}
				n, seed = 1, hardSeed
			}
			r := rand.New(rand.NewPCG(seed, 1))
			for range n {
				p, sol, err := Generate(r, l, sym)
				if err != nil {
					t.Fatalf("Generate(%v, %v): %v", l, sym, err)
				}
				if got := sudoku.CountSolutions(p, 2); got != 1 {
					t.Errorf("Generate(%v, %v) = %s with %d solutions; want 1", l, sym, p, got)
				}
				if got, err := sudoku.Solve(p); err != nil || got != sol {
					t.Errorf("Solve(%s) = %s, %v; want the solution Generate gave, %s", p, got, err, sol)
				}
				if d, err := Grade(p); err != nil || d.Level != l {
					t.Errorf("Grade(%s) = %v, %v; want level %v", p, d.Level, err, l)
				}
				verifySymmetry(t, p, sym)
			}
		}
	}
}

func TestGenerateReproducible(t *testing.T) {
	for _, l := range []Level{Easy, Medium, Extreme} {
		a, _, errA := Generate(rand.New(rand.NewPCG(7, 7)), l, Rotational)
		b, _, errB := Generate(rand.New(rand.NewPCG(7, 7)), l, Rotational)
		if errA != nil || errB != nil || a != b {
			t.Errorf("Generate(%v) twice from one seed = %s, %v and %s, %v; want the same puzzle", l, a, errA, b, errB)
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
