package variant

// moveGroups returns the pairs of cells of an n×n grid a move of (dr, dc),
// in any of its eight orientations, apart, each pair once.
func moveGroups(n, dr, dc int) [][]int {
	seen := map[[2]int]bool{}
	var out [][]int
	for i := range n * n {
		r, c := i/n, i%n
		for _, m := range [][2]int{{dr, dc}, {dc, dr}, {-dr, dc}, {-dc, dr}, {dr, -dc}, {dc, -dr}, {-dr, -dc}, {-dc, -dr}} {
			r2, c2 := r+m[0], c+m[1]
			if r2 < 0 || c2 < 0 || r2 >= n || c2 >= n {
				continue
			}
			j := r2*n + c2
			if k := pairKey(i, j); !seen[k] {
				seen[k] = true
				out = append(out, []int{k[0], k[1]})
			}
		}
	}
	return out
}

// holdsGroups reports whether each group's cells hold different digits in g.
func holdsGroups(g []int, groups [][]int) bool {
	for _, gr := range groups {
		if !distinct(g, gr) {
			return false
		}
	}
	return true
}
