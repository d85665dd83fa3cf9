package logic

import (
	"bufio"
	"math/rand/v2"
	"os"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// TestIsomorphKeepsGrade maps puzzles of top1465 through random isomorphs and
// checks that each image has one solution, the image of the original's, and
// the same grade.
func TestIsomorphKeepsGrade(t *testing.T) {
	f, err := os.Open("../../../shared/data/top1465.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r := rand.New(rand.NewPCG(4, 4))
	sc := bufio.NewScanner(f)
	for n := 0; sc.Scan(); n++ {
		if n%15 != 0 {
			continue
		}
		p, err := sudoku.Parse(sc.Text())
		if err != nil {
			t.Fatal(err)
		}
		sol, _ := sudoku.Solve(p)
		want, _ := Grade(p)
		m := randomIsomorph(r)
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

// TestPools checks that every pool puzzle has one solution and grades to its
// pool's level.
func TestPools(t *testing.T) {
	for _, level := range []Level{Hard, Expert} {
		lines := pool(level)
		if len(lines) < 40 {
			t.Errorf("%v pool holds %d puzzles; want at least 40", level, len(lines))
		}
		for _, line := range lines {
			p, err := sudoku.Parse(line)
			if err != nil {
				t.Fatalf("%v pool line %q: %v", level, line, err)
			}
			if d, err := Grade(p); err != nil || d.Level != level {
				t.Errorf("%v pool puzzle %s grades %v, %v", level, p, d.Level, err)
			}
		}
	}
}
