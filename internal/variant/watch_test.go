package variant

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestRestrictReadsItsWatches checks, on every constraint of the real
// setters' puzzles, what the solver takes on trust (see Watcher): that
// Restrict reads no candidates beyond its Cells, or its Watches, and takes
// none from elsewhere. Boards with random candidates around the solution
// are narrowed twice, the second time with every other cell's candidates
// changed: the watched cells must come out the same, the others untouched.
func TestRestrictReadsItsWatches(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, sp := range setterPuzzles(t) {
		p, err := Read(sp.text)
		if err != nil {
			t.Fatal(err)
		}
		if p.Size > 9 {
			continue
		}
		sol, err := p.Solve(context.Background())
		if err != nil {
			t.Fatalf("line %d: %v", sp.line, err)
		}
		s := newSolver(p)
		around := func() []Set { // each cell: its solution's digit and some others
			cand := make([]Set, len(sol))
			for i, d := range sol {
				cand[i] = Of(d) | Set(rng.Uint32())&Full(p.Size)
			}
			return cand
		}
		for k, c := range s.constraints {
			w := c.Cells()
			if r, ok := c.(Watcher); ok {
				w = r.Watches()
			}
			if len(w) == 0 {
				continue // it reads every cell
			}
			for range 20 {
				one, other := around(), around()
				for _, i := range w {
					other[i] = one[i]
				}
				b1 := &Board{n: p.Size, cand: slices.Clone(one)}
				b2 := &Board{n: p.Size, cand: slices.Clone(other)}
				ok1, ok2 := c.Restrict(b1), c.Restrict(b2)
				if !ok1 || !ok2 {
					t.Fatalf("line %d, constraint %d (%s): refused a board its solution fits", sp.line, k, c.Key())
				}
				for i := range sol {
					watched := slices.Contains(w, i)
					switch {
					case watched && b1.cand[i] != b2.cand[i]:
						t.Fatalf("line %d, constraint %d (%s): cell %d narrowed to %v, and to %v when cells it does not watch differ", sp.line, k, c.Key(), i, b1.cand[i].Digits(), b2.cand[i].Digits())
					case !watched && (b1.cand[i] != one[i] || b2.cand[i] != other[i]):
						t.Fatalf("line %d, constraint %d (%s): took candidates from cell %d, which it does not watch", sp.line, k, c.Key(), i)
					}
				}
			}
		}
	}
}
