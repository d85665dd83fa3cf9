// Package outline works out the lines that draw a variant's shape on a
// grid, for the window and the printed page alike: the borders between a
// jigsaw's regions, and each killer cage's outline, inset in its cells and
// kept clear of the sum written in its first cell's corner, the way
// published killers draw them. Coordinates are in cells: the grid's top
// left corner is (0, 0), its bottom right (n, n) for a grid of n cells a
// side (9, 9 for the classic grid).
package outline

import "github.com/sudoku-devs/sudoku/internal/sudoku"

// Segment is a horizontal or vertical line from (X0, Y0) to (X1, Y1), in
// cells, with X0 ≤ X1 and Y0 ≤ Y1.
type Segment struct{ X0, Y0, X1, Y1 float64 }

// Regions returns the borders between the regions (or boxes) of r, one
// cell side each: the sides where the regions of the two cells differ. The
// grid's outer border is not among them.
func Regions(r *sudoku.Rules) []Segment {
	var out []Segment
	n := r.Size()
	for i := range n * n {
		row, col := float64(i/n), float64(i%n)
		if i%n < n-1 && r.Region(i) != r.Region(i+1) {
			out = append(out, Segment{col + 1, row, col + 1, row + 1})
		}
		if i/n < n-1 && r.Region(i) != r.Region(i+n) {
			out = append(out, Segment{col, row + 1, col + 1, row + 1})
		}
	}
	return out
}

// Sum is the room, in cells from a cell's top left corner, that a cage's
// sum takes in the corner of its first cell: the outline keeps clear of it.
type Sum struct{ W, H float64 }

// Cages returns the outlines of r's cages, inset by in (a fraction of a
// cell): a side of a cell is drawn where the cell across it is in another
// cage (or none); along it, it stops inset where the cell beside is in
// another cage, runs to the cell's edge where the cage goes on beside it,
// and on past the edge by in where the cage also takes the cell across
// from that one (a corner that turns inward), so that a cage's outline is
// one closed line. In the first cell of each cage (Rules.SumAt) the top
// and left sides stop short of sum.
func Cages(r *sudoku.Rules, in float64, sum Sum) []Segment {
	return cages(r.Size(), r.CageOf, func(i int) bool { return r.SumAt(i) > 0 }, in, sum)
}

// Cage returns the outline of one cage of cells (row by row from 0) on a
// grid of n cells a side, inset by in, as Cages draws each cage, with no
// room kept for a sum: a setter's cage the game does not keep as its own.
func Cage(cells []int, n int, in float64) []Segment {
	in1 := make(map[int]bool, len(cells))
	for _, i := range cells {
		in1[i] = true
	}
	cageOf := func(i int) int {
		if in1[i] {
			return 0
		}
		return -1
	}
	return cages(n, cageOf, func(int) bool { return false }, in, Sum{})
}

// cages returns the outlines of the cages of a grid of n cells a side,
// cageOf(i) being cell i's cage (-1 for none) and summed(i) saying that
// cell i shows its cage's sum in its corner (see Cages).
func cages(n int, cageOf func(i int) int, summed func(i int) bool, in float64, sum Sum) []Segment {
	var out []Segment
	for i := range n * n {
		k := cageOf(i)
		if k < 0 {
			continue
		}
		row, col := i/n, i%n
		same := func(dr, dc int) bool {
			rr, cc := row+dr, col+dc
			return rr >= 0 && rr < n && cc >= 0 && cc < n && cageOf(rr*n+cc) == k
		}
		// end returns where a side whose outside is (nr, nc) ends toward
		// (dr, dc), as an offset from the cell's edge that way: -in inset,
		// 0 at the edge, +in past it.
		end := func(nr, nc, dr, dc int) float64 {
			switch {
			case !same(dr, dc):
				return -in
			case same(dr+nr, dc+nc):
				return in
			}
			return 0
		}
		x0, y0 := float64(col), float64(row)
		top, side := 0.0, 0.0 // where the top and left sides start, past the sum
		if summed(i) {
			top, side = x0+sum.W, y0+sum.H
		}
		if !same(-1, 0) {
			a, b := max(x0-end(-1, 0, 0, -1), top), x0+1+end(-1, 0, 0, 1)
			if a < b {
				out = append(out, Segment{a, y0 + in, b, y0 + in})
			}
		}
		if !same(1, 0) {
			out = append(out, Segment{x0 - end(1, 0, 0, -1), y0 + 1 - in, x0 + 1 + end(1, 0, 0, 1), y0 + 1 - in})
		}
		if !same(0, -1) {
			a, b := max(y0-end(0, -1, -1, 0), side), y0+1+end(0, -1, 1, 0)
			if a < b {
				out = append(out, Segment{x0 + in, a, x0 + in, b})
			}
		}
		if !same(0, 1) {
			out = append(out, Segment{x0 + 1 - in, y0 - end(0, 1, -1, 0), x0 + 1 - in, y0 + 1 + end(0, 1, 1, 0)})
		}
	}
	return out
}
