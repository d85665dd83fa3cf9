package logic

import (
	"math/rand/v2"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/puzzlesets"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// TestIsomorphKeepsGrade maps every third puzzle (every 12th under -race) of
// the sample of top1465 that the repository carries through random isomorphs and checks that each image
// has one solution, the image of the original's, the same level (set by the
// same technique below Extreme) and the same canonical form.
func TestIsomorphKeepsGrade(t *testing.T) {
	r := rand.New(rand.NewPCG(4, 4))
	every := 3
	if raceEnabled {
		every = 12 // the Extreme ones are slow under -race
	}
	for _, p := range parseEvery(t, puzzlesets.Sample(puzzlesets.Top1465), every, 0) {
		sol, _ := sudoku.Solve(sudoku.Puzzle{Givens: p})
		want, _ := Grade(p)
		m := sudoku.RandomIsomorph(r)
		q := m.Apply(p)
		qsol, err := sudoku.Solve(sudoku.Puzzle{Givens: q})
		if err != nil || qsol != m.Apply(sol) {
			t.Fatalf("image %s of %s: Solve = %s, %v; want %s", q, p, qsol, err, m.Apply(sol))
		}
		// Which chain sets an Extreme puzzle depends on the board the steps
		// before it leave, which the order of those steps may change.
		if got, _ := Grade(q); got.Level != want.Level || (got.SetBy != want.SetBy && want.Level != Extreme) {
			t.Errorf("image %s of %s grades %v by %v; the original %v by %v", q, p, got.Level, got.SetBy, want.Level, want.SetBy)
		}
		if got, want := sudoku.Canonical(q), sudoku.Canonical(p); got != want {
			t.Errorf("Canonical(%s) = %s, but Canonical(%s) = %s; want the same", q, got, p, want)
		}
	}
}
