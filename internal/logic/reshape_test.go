package logic

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/variant"
)

// TestReshapedJigsaw checks the regions and grid reshapedJigsaw draws for
// a 14x14 jigsaw: regions that pass Validate (n connected cells each), a
// grid that keeps them, at least a third of the cells out of their boxes,
// and the same again from the same seed.
func TestReshapedJigsaw(t *testing.T) {
	const n = 14
	regions, grid := reshapedJigsaw(rand.New(rand.NewPCG(1, 2)), n)
	p := &variant.Puzzle{Size: n, Regions: regions, Givens: make([]int, n*n)}
	if err := p.Validate(); err != nil {
		t.Fatalf("regions %v: %v", regions, err)
	}
	if !p.Holds(grid) {
		t.Fatalf("grid %v breaks the regions %v", grid, regions)
	}
	moved := 0
	for i, k := range variant.BoxRegions(n) {
		if regions[i] != k {
			moved++
		}
	}
	if moved < n*n/3 {
		t.Errorf("%d of %d cells out of their boxes; want a third or more", moved, n*n)
	}
	again, grid2 := reshapedJigsaw(rand.New(rand.NewPCG(1, 2)), n)
	if !slices.Equal(again, regions) || !slices.Equal(grid2, grid) {
		t.Errorf("another jigsaw from the same seed")
	}
}
