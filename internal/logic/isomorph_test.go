package logic

import (
	"math/rand/v2"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/puzzlesets"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// TestIsomorphKeepsGrade maps every third puzzle of the sample of top1465 that
// the repository carries through random isomorphs and checks that each image
// has one solution, the image of the original's, and the same grade.
func TestIsomorphKeepsGrade(t *testing.T) {
	r := rand.New(rand.NewPCG(4, 4))
	for _, p := range parseEvery(t, puzzlesets.Sample(puzzlesets.Top1465), 3, 0) {
		sol, _ := sudoku.Solve(p)
		want, _ := Grade(p)
		m := randomIsomorph(r, NoSymmetry)
		q := m.apply(p)
		qsol, err := sudoku.Solve(q)
		if err != nil || qsol != m.apply(sol) {
			t.Fatalf("image %s of %s: Solve = %s, %v; want %s", q, p, qsol, err, m.apply(sol))
		}
		if got, _ := Grade(q); got.Level != want.Level {
			t.Errorf("image %s of %s grades %v; the original %v", q, p, got.Level, want.Level)
		}
	}
}

// TestPools checks that every pool puzzle has one solution, grades to its
// pool's level and follows its pool's symmetry, and that random isomorphs of
// it keep the symmetry.
func TestPools(t *testing.T) {
	r := rand.New(rand.NewPCG(6, 6))
	for _, level := range []Level{Hard, Expert} {
		for sym := NoSymmetry; sym < numSymmetries; sym++ {
			lines := pool(level, sym)
			if len(lines) < 30 {
				t.Errorf("%v %v pool holds %d puzzles; want at least 30", level, sym, len(lines))
			}
			for _, line := range lines {
				p, err := sudoku.Parse(line)
				if err != nil {
					t.Fatalf("%v %v pool line %q: %v", level, sym, line, err)
				}
				if d, err := Grade(p); err != nil || d.Level != level {
					t.Errorf("%v %v pool puzzle %s grades %v, %v", level, sym, p, d.Level, err)
				}
				for k := 0; k < 3; k++ {
					q := p
					if k > 0 {
						q = randomIsomorph(r, sym).apply(p)
					}
					if !follows(q, sym) {
						t.Fatalf("%v %v: %s does not follow the symmetry (isomorph %d)", level, sym, q, k)
					}
				}
			}
		}
	}
}

// follows reports whether the givens of p follow sym.
func follows(p sudoku.Grid, sym Symmetry) bool {
	for i := range 81 {
		if (p[i] == 0) != (p[sym.image(i)] == 0) {
			return false
		}
	}
	return true
}
