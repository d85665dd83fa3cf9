package variant

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestJigsawRegions draws regions on every size: n regions of n connected
// cells each, not the boxes, and the same regions again from the same
// seed.
func TestJigsawRegions(t *testing.T) {
	for n := MinSize; n <= MaxSize; n++ {
		regions := JigsawRegions(rand.New(rand.NewPCG(uint64(n), 1)), n)
		if len(regions) != n*n {
			t.Fatalf("%dx%d: %d regions; want %d", n, n, len(regions), n*n)
		}
		count := make([]int, n)
		first := make([]int, n)
		for i := len(regions) - 1; i >= 0; i-- {
			count[regions[i]]++
			first[regions[i]] = i
		}
		for k := range n {
			if count[k] != n || !connected(regions, n, k, first[k]) {
				t.Errorf("%dx%d: region %d has %d cells, connected %v; want %d connected", n, n, k, count[k], connected(regions, n, k, first[k]), n)
			}
		}
		if slices.Equal(regions, defaultRegions(n)) {
			t.Errorf("%dx%d: the regions are the boxes or rows", n, n)
		}
		if again := JigsawRegions(rand.New(rand.NewPCG(uint64(n), 1)), n); !slices.Equal(again, regions) {
			t.Errorf("%dx%d: the same seed drew other regions", n, n)
		}
	}
	if JigsawRegions(rand.New(rand.NewPCG(1, 1)), 17) != nil {
		t.Errorf("JigsawRegions(17) is not nil")
	}
}
