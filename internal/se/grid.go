// This file is part of package se, a port to Go of Sudoku Explainer 1.2.1
// (as 1to9only/SudokuExplainer keeps it). It follows diuf.sudoku.Grid and
// its regions and cells.
//
// Copyright (C) 2006-2009 Nicolas Juillerat
// Copyright (C) 2019-2023 1to9only
// Copyright (C) 2026 The Sudoku developers
//
// Licensed under the GNU Lesser General Public License, version 2.1 or (at
// your option) any later version; COPYING.LESSER beside this file has its
// text.
//
// SPDX-License-Identifier: LGPL-2.1-or-later

package se

import "math/bits"

// Regions are numbered as Sudoku Explainer's Grid orders its region types
// (Grid.getRegionTypes): the nine blocks 0–8 (left to right, top to
// bottom), the nine rows 9–17 and the nine columns 18–26. A region's cells
// are in Sudoku Explainer's order: a block row by row, a row left to
// right, a column top to bottom.
const (
	blockBase = 0
	rowBase   = 9
	colBase   = 18
)

var (
	// regionCells[r][i] is the i-th cell of region r.
	regionCells [27][9]int
	// cellRegions[c] is the block, row and column of cell c, in that order.
	cellRegions [81][3]int
	// houseCells[c] is Cell.getHouseCells: the cells of c's block, then
	// those of its row, then those of its column, each once, without c.
	houseCells [81][]int
	// sees[c] has bit d set when cell d shares a region with c (d ≠ c).
	sees [81][2]uint64
	// cellIndex[c][t] is the position of c in its region of type t.
	cellIndex [81][3]int
	// inRegionTable[r][c] reports whether cell c is in region r.
	inRegionTable [27][81]bool
	// crossTable[a][b] reports whether regions a and b share a cell.
	crossTable [27][27]bool
	// within[a][b] is the positions (a bit per index) in region a of the
	// cells that are in region b too.
	within [27][27]uint16
)

func init() {
	for i := range 9 {
		for j := range 9 {
			regionCells[blockBase+i][j] = (i/3*3+j/3)*9 + i%3*3 + j%3
			regionCells[rowBase+i][j] = i*9 + j
			regionCells[colBase+i][j] = j*9 + i
		}
	}
	for r := range 27 {
		for i, c := range regionCells[r] {
			inRegionTable[r][c] = true
			cellIndex[c][r/9] = i
		}
	}
	for a := range 27 {
		for b := range 27 {
			for i, c := range regionCells[a] {
				crossTable[a][b] = crossTable[a][b] || inRegionTable[b][c]
				if inRegionTable[b][c] {
					within[a][b] |= 1 << i
				}
			}
		}
	}
	for c := range 81 {
		r, col := c/9, c%9
		cellRegions[c] = [3]int{blockBase + r/3*3 + col/3, rowBase + r, colBase + col}
		var seen [81]bool
		seen[c] = true
		for _, reg := range cellRegions[c] {
			for _, d := range regionCells[reg] {
				if !seen[d] {
					seen[d] = true
					houseCells[c] = append(houseCells[c], d)
					sees[c][d/64] |= 1 << (d % 64)
				}
			}
		}
	}
}

// peer reports whether cells a and b share a region (a ≠ b).
func peer(a, b int) bool { return sees[a][b/64]&(1<<(b%64)) != 0 }

// commonRegions returns the regions that hold all of cells, in block, row,
// column order.
func commonRegions(cells ...int) []int {
	var out []int
	for t, r := range cellRegions[cells[0]] {
		same := true
		for _, c := range cells[1:] {
			same = same && cellRegions[c][t] == r
		}
		if same {
			out = append(out, r)
		}
	}
	return out
}

// indexIn returns the position of cell c in region r, or -1.
func indexIn(r, c int) int {
	if !inRegionTable[r][c] {
		return -1
	}
	return cellIndex[c][r/9]
}

// grid is Sudoku Explainer's Grid: a value (0 for empty) and the potential
// values of each of the 81 cells. A potential-value set has bit v set for
// each digit v (1–9).
type grid struct {
	values [81]int8
	cands  [81]uint16
	// pos[r][v] is the positions of value v in region r, kept with cands.
	pos [27][10]uint16
}

// newGrid returns the grid of the givens (81 digits, 0 for empty) with the
// potential values Sudoku Explainer's rebuildPotentialValues leaves: every
// digit that no filled cell of its regions holds.
func newGrid(givens [81]uint8) *grid {
	g := &grid{}
	for c, v := range givens {
		g.values[c] = int8(v)
		if v == 0 {
			g.cands[c] = 0x3fe
		}
	}
	for c, v := range givens {
		if v != 0 {
			for _, d := range houseCells[c] {
				g.cands[d] &^= 1 << v
			}
		}
	}
	for r := range 27 {
		for i, c := range regionCells[r] {
			for v := 1; v <= 9; v++ {
				if g.cands[c]&(1<<v) != 0 {
					g.pos[r][v] |= 1 << i
				}
			}
		}
	}
	return g
}

// remove takes the values of mask off the potential values of cell c.
func (g *grid) remove(c int, mask uint16) {
	mask &= g.cands[c]
	if mask == 0 {
		return
	}
	g.cands[c] &^= mask
	for m := mask; m != 0; m &= m - 1 {
		v := bits.TrailingZeros16(m)
		for t, r := range cellRegions[c] {
			g.pos[r][v] &^= 1 << cellIndex[c][t]
		}
	}
}

// removeValue takes value v off the potential values of cell c.
func (g *grid) removeValue(c, v int) {
	if g.cands[c]&(1<<v) == 0 {
		return
	}
	g.cands[c] &^= 1 << v
	for t, r := range cellRegions[c] {
		g.pos[r][v] &^= 1 << cellIndex[c][t]
	}
}

// has reports whether cell c has potential value v.
func (g *grid) has(c, v int) bool { return g.cands[c]&(1<<v) != 0 }

// count returns the number of potential values of cell c.
func (g *grid) count(c int) int { return bits.OnesCount16(g.cands[c]) }

// positions returns the positions (a bit per index 0–8) of value v in
// region r: Region.getPotentialPositions.
func (g *grid) positions(r, v int) uint16 { return g.pos[r][v] }

// emptyCount returns the number of empty cells of region r.
func (g *grid) emptyCount(r int) int {
	n := 0
	for _, c := range regionCells[r] {
		if g.values[c] == 0 {
			n++
		}
	}
	return n
}

// placed returns the number of cells that hold value v
// (Grid.getCountOccurancesOfValue).
func (g *grid) placed(v int) int {
	n := 0
	for _, x := range g.values {
		if int(x) == v {
			n++
		}
	}
	return n
}

// set places v in cell c and removes v from the potential values of its
// house cells: Cell.setValueAndCancel.
func (g *grid) set(c, v int) {
	g.values[c] = int8(v)
	g.remove(c, g.cands[c])
	for _, d := range houseCells[c] {
		g.remove(d, 1<<v)
	}
}

// solved reports whether every cell holds a value.
func (g *grid) solved() bool {
	for _, v := range g.values {
		if v == 0 {
			return false
		}
	}
	return true
}

// firstBit returns the lowest set bit of m at or above from, or -1.
func firstBit(m uint16, from int) int {
	m >>= from
	if m == 0 {
		return -1
	}
	return from + bits.TrailingZeros16(m)
}

// combinations calls f with each k-subset of 0..n-1 in the order of Sudoku
// Explainer's Permutations (Gosper's hack: the subsets as bit masks in
// increasing order), until f returns false. It returns false if f did.
func combinations(k, n int, f func(idx []int) bool) bool {
	return subsets(k, 1<<n-1, f)
}

// subsets is combinations over the members of set (bits 0–15) alone: the
// k-subsets of set, in the order combinations gives them among all
// subsets of 0..15. Skipping members that cannot take part in a pattern
// this way keeps the order of the patterns found.
func subsets(k int, set uint16, f func(idx []int) bool) bool {
	var members [16]int
	n := 0
	for m := set; m != 0; m &= m - 1 {
		members[n] = bits.TrailingZeros16(m)
		n++
	}
	if k > n || k < 0 {
		return true
	}
	if k == 0 {
		return f(nil)
	}
	idx := make([]int, k)
	for m := uint32(1)<<k - 1; m < 1<<n; {
		j := 0
		for b := m; b != 0; b &= b - 1 {
			idx[j] = members[bits.TrailingZeros32(b)]
			j++
		}
		if !f(idx) {
			return false
		}
		low := m & -m
		ripple := m + low
		m = ripple | ((m^ripple)>>2)/low
	}
	return true
}
