package ui

import (
	"math/rand/v2"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// TestCageColours colours the cages of killers made from several seeds and
// checks that no two cages side by side take the same tint, so that each
// reads as one across the box lines it crosses.
func TestCageColours(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		p, _ := sudoku.Generate(rand.New(rand.NewPCG(seed, 0)), sudoku.Killer)
		r := p.Rules()
		colour := cageColours(r)
		for i := range 81 {
			k := r.CageOf(i)
			for _, n := range []int{i + 1, i + 9} {
				if n >= 81 || (n == i+1 && i%9 == 8) {
					continue
				}
				if m := r.CageOf(n); m != k && colour[m] == colour[k] {
					t.Errorf("seed %d: cages of %s and %s side by side share tint %d", seed, sudoku.CellName(i), sudoku.CellName(n), colour[k])
				}
			}
		}
	}
}
