package sudoku

import "sync"

// Canonical names a puzzle's isomorph class, so that generated puzzles can
// be checked to be different puzzles, not relabelled copies of one another.

import "slices"

// linePerms returns the 1,296 permutations of nine lines that keep the
// bands (or stacks) together: perm[k] is the old line that goes to position
// k. They are made on first use, so that programs that never ask for a
// canonical form do not pay for them at start.
var linePerms = sync.OnceValue(func() [][9]uint8 {
	perms3 := [6][3]uint8{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
	var out [][9]uint8
	for _, bands := range perms3 {
		for _, a := range perms3 {
			for _, b := range perms3 {
				for _, c := range perms3 {
					var p [9]uint8
					for k, inner := range [3][3]uint8{a, b, c} {
						for j := 0; j < 3; j++ {
							p[3*k+j] = 3*bands[k] + inner[j]
						}
					}
					out = append(out, p)
				}
			}
		}
	}
	return out
})

// Canonical returns the representative of the isomorph class of g: of all
// the grids that relabelling the digits, permuting the bands, the rows inside
// a band, the stacks, the columns inside a stack, and transposing make from
// g (about 1.2 × 10^12), the least in a fixed order. Two grids give the same
// result exactly when one is such an image of the other; they are then the
// same puzzle to a solver, with the same solution count and the same
// techniques needed. The order compares the pattern of givens first, row by
// row (a blank before a given), and then the digits relabelled in order of
// first appearance, which finds the least image quickly: the least pattern
// for each of the 2 × 1,296 column orders takes a sort of the rows inside
// each band and of the bands, and only the orders that reach the least
// pattern are searched further. It takes about a millisecond.
func Canonical(g Grid) Grid {
	perms := linePerms()
	var grids [2]Grid
	grids[0] = g
	for r := 0; r < 9; r++ {
		for c := 0; c < 9; c++ {
			grids[1][c*9+r] = g[r*9+c]
		}
	}
	type order struct {
		grid int
		cols [9]uint8
	}
	var best [9]uint16
	var ties []order
	for t := range grids {
		q := &grids[t]
		for _, cols := range perms {
			var rows [9]uint16
			for r := 0; r < 9; r++ {
				var m uint16
				for k, c := range cols {
					if q[r*9+int(c)] != 0 {
						m |= 1 << (8 - k)
					}
				}
				rows[r] = m
			}
			seq := leastRows(rows)
			switch cmp := slices.Compare(seq[:], best[:]); {
			case len(ties) == 0 || cmp < 0:
				best, ties = seq, append(ties[:0], order{t, cols})
			case cmp == 0:
				ties = append(ties, order{t, cols})
			}
		}
	}
	var out Grid
	found := false
	for _, o := range ties {
		q := &grids[o.grid]
		for _, rows := range perms {
			ok := true
			for k, r := range rows {
				var m uint16
				for j, c := range o.cols {
					if q[int(r)*9+int(c)] != 0 {
						m |= 1 << (8 - j)
					}
				}
				if m != best[k] {
					ok = false
					break
				}
			}
			if !ok {
				continue
			}
			var label [10]uint8
			next := uint8(1)
			var img Grid
			for k, r := range rows {
				for j, c := range o.cols {
					d := q[int(r)*9+int(c)]
					if d != 0 && label[d] == 0 {
						label[d] = next
						next++
					}
					img[k*9+j] = label[d]
				}
			}
			if !found || slices.Compare(img[:], out[:]) < 0 {
				out, found = img, true
			}
		}
	}
	return out
}

// leastRows returns the least sequence of the row masks rows that a
// band-keeping permutation of the rows makes: each band's rows in increasing
// order, then the bands in increasing order of their sorted rows.
func leastRows(rows [9]uint16) [9]uint16 {
	var bands [3][3]uint16
	for b := 0; b < 3; b++ {
		x := [3]uint16{rows[3*b], rows[3*b+1], rows[3*b+2]}
		if x[0] > x[1] {
			x[0], x[1] = x[1], x[0]
		}
		if x[1] > x[2] {
			x[1], x[2] = x[2], x[1]
		}
		if x[0] > x[1] {
			x[0], x[1] = x[1], x[0]
		}
		bands[b] = x
	}
	less := func(a, b [3]uint16) bool {
		for i := range a {
			if a[i] != b[i] {
				return a[i] < b[i]
			}
		}
		return false
	}
	for i := 1; i < 3; i++ {
		for j := i; j > 0 && less(bands[j], bands[j-1]); j-- {
			bands[j], bands[j-1] = bands[j-1], bands[j]
		}
	}
	var out [9]uint16
	for b := range bands {
		copy(out[3*b:], bands[b][:])
	}
	return out
}
