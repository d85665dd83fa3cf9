package sudoku

import (
	"math/rand/v2"
	"testing"
)

// TestIsomorph maps generated puzzles through random isomorphs: each
// image has one solution, the image of the puzzle's, and as many givens.
func TestIsomorph(t *testing.T) {
	r := rand.New(rand.NewPCG(6, 6))
	for range 20 {
		pz, sol := Generate(r, Classic)
		m := RandomIsomorph(r)
		q := m.Apply(pz.Givens)
		if got, err := Solve(Puzzle{Givens: q}); err != nil || got != m.Apply(sol) {
			t.Errorf("image %s of %s: Solve = %s, %v; want %s", q, pz.Givens, got, err, m.Apply(sol))
		}
		if q.Filled() != pz.Givens.Filled() {
			t.Errorf("image %s of %s has %d givens; want %d", q, pz.Givens, q.Filled(), pz.Givens.Filled())
		}
	}
}

func TestCanonical(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 3))
	seen := map[Grid]Grid{}
	for range 20 {
		pz, sol := Generate(r, Classic)
		p := pz.Givens
		c := Canonical(p)
		if got := Canonical(c); got != c {
			t.Errorf("Canonical(Canonical(%s)) = %s; want %s", p, got, c)
		}
		for range 4 {
			q := RandomIsomorph(r).Apply(p)
			if got := Canonical(q); got != c {
				t.Errorf("Canonical(%s), an image of %s, = %s; want %s", q, p, got, c)
			}
		}
		if prev, ok := seen[c]; ok {
			t.Errorf("Canonical(%s) = Canonical(%s) = %s; want different classes", p, prev, c)
		}
		seen[c] = p
		// One given more is another puzzle.
		for i := range p {
			if p[i] == 0 {
				q := p
				q[i] = sol[i]
				if Canonical(q) == c {
					t.Errorf("Canonical(%s) = Canonical(%s); want different", q, p)
				}
				break
			}
		}
	}
	if got, want := Canonical(Grid{}), (Grid{}); got != want {
		t.Errorf("Canonical(empty) = %s; want %s", got, want)
	}
}

func TestCarveSymmetric(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 5))
	var groups [][]int
	for i := 0; i <= 40; i++ {
		if i == 40 {
			groups = append(groups, []int{40})
		} else {
			groups = append(groups, []int{i, 80 - i})
		}
	}
	for range 20 {
		sol := NewSolution(r)
		r.Shuffle(len(groups), func(i, j int) { groups[i], groups[j] = groups[j], groups[i] })
		p := Carve(Puzzle{Givens: sol}, groups).Givens
		if n := CountSolutions(Puzzle{Givens: p}, 2); n != 1 {
			t.Fatalf("Carve gave %s with %d solutions; want 1", p, n)
		}
		for _, g := range groups {
			if (p[g[0]] == 0) != (p[g[len(g)-1]] == 0) {
				t.Errorf("Carve gave %s: %s and %s differ; want both blank or both given", p, CellName(g[0]), CellName(g[len(g)-1]))
			}
			if p[g[0]] == 0 {
				continue
			}
			q := p
			for _, c := range g {
				q[c] = 0
			}
			if n := CountSolutions(Puzzle{Givens: q}, 2); n == 1 {
				t.Errorf("Carve gave %s, but emptying %v keeps one solution; want a minimal puzzle", p, g)
			}
		}
	}
}

func BenchmarkCanonical(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 1))
	var ps []Grid
	for range 100 {
		p, _ := Generate(r, Classic)
		ps = append(ps, p.Givens)
	}
	i := 0
	for b.Loop() {
		Canonical(ps[i%len(ps)])
		i++
	}
}
