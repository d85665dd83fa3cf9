package variant

import "math/rand/v2"

// JigsawRegions returns random jigsaw regions of an n×n grid (n from 4 to
// 16), each region's number (0 to n-1) by cell row by row: n regions of n
// orthogonally connected cells, drawn from r. It starts from the boxes
// (the rows on a grid of a prime size, which has no boxes) and trades
// cells between regions that meet: a cell of one moves to the other, and a
// cell of the other that touches the first moves back, a trade kept when
// both regions stay connected; 20 trades are tried a cell. It returns nil
// for n outside 4 to 16.
func JigsawRegions(r *rand.Rand, n int) []int {
	if n < MinSize || n > MaxSize {
		return nil
	}
	regions := defaultRegions(n)
	touches := func(i, k int) bool {
		for _, j := range neighbours(i, n, false) {
			if regions[j] == k {
				return true
			}
		}
		return false
	}
	var back []int
	for range 20 * n * n {
		a := r.IntN(n * n)
		nb := neighbours(a, n, false)
		ra, rb := regions[a], regions[nb[r.IntN(len(nb))]]
		if ra == rb {
			continue
		}
		regions[a] = rb
		back = back[:0]
		for i, k := range regions {
			if k == rb && i != a && touches(i, ra) {
				back = append(back, i)
			}
		}
		if len(back) == 0 {
			regions[a] = ra
			continue
		}
		b := back[r.IntN(len(back))]
		regions[b] = ra
		if !connected(regions, n, ra, b) || !connected(regions, n, rb, a) {
			regions[a], regions[b] = ra, rb
		}
	}
	return regions
}

// connected reports whether the cells of region k of an n×n grid are
// orthogonally connected: all n of them reached from cell from, one of
// them.
func connected(regions []int, n, k, from int) bool {
	seen := make([]bool, n*n)
	stack := []int{from}
	seen[from] = true
	count := 0
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		count++
		for _, j := range neighbours(i, n, false) {
			if !seen[j] && regions[j] == k {
				seen[j] = true
				stack = append(stack, j)
			}
		}
	}
	return count == n
}
