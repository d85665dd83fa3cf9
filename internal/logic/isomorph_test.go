package logic

import (
	"math/rand/v2"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/puzzlesets"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// isomorph is one of the transformations that map every Sudoku to another
// with the same structure: relabel the digits, permute the bands, the rows
// inside each band, the stacks and the columns inside each stack, and
// optionally transpose.
type isomorph struct {
	digit     [10]uint8 // digit[d] is the new digit for d; digit[0] = 0
	row, col  [9]int    // row[r] is the old row that becomes row r; likewise columns
	transpose bool
}

// randomIsomorph draws an isomorph from r.
func randomIsomorph(r *rand.Rand) isomorph {
	var m isomorph
	for i, d := range r.Perm(9) {
		m.digit[i+1] = uint8(d + 1)
	}
	m.row, m.col = anyLines(r), anyLines(r)
	m.transpose = r.IntN(2) == 1
	return m
}

// anyLines returns a random permutation of the nine rows (or columns) that
// keeps the bands (stacks) together.
func anyLines(r *rand.Rand) [9]int {
	var out [9]int
	bands := r.Perm(3)
	for b := 0; b < 3; b++ {
		inner := r.Perm(3)
		for k := 0; k < 3; k++ {
			out[3*b+k] = 3*bands[b] + inner[k]
		}
	}
	return out
}

// apply returns the image of g under m.
func (m isomorph) apply(g sudoku.Grid) sudoku.Grid {
	var out sudoku.Grid
	for r := 0; r < 9; r++ {
		for c := 0; c < 9; c++ {
			d := g[m.row[r]*9+m.col[c]]
			if m.transpose {
				out[c*9+r] = m.digit[d]
			} else {
				out[r*9+c] = m.digit[d]
			}
		}
	}
	return out
}

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
		m := randomIsomorph(r)
		q := m.apply(p)
		qsol, err := sudoku.Solve(sudoku.Puzzle{Givens: q})
		if err != nil || qsol != m.apply(sol) {
			t.Fatalf("image %s of %s: Solve = %s, %v; want %s", q, p, qsol, err, m.apply(sol))
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
