// This file is part of package se, a port to Go of Sudoku Explainer 1.2.1
// (as 1to9only/SudokuExplainer keeps it). It follows the rules of
// diuf.sudoku.solver.rules (HiddenSingle, NakedSingle, Locking, NakedSet,
// HiddenSet, Fisherman, XYWing, AlignedPairExclusion and AlignedExclusion)
// and the hints of diuf.sudoku.solver (Hint, IndirectHint).
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

// cellMask is a cell and a set of its potential values.
type cellMask struct {
	cell int
	mask uint16
}

// hint is one step of Sudoku Explainer's solver: its difficulty in tenths
// (Rule.getDifficulty × 10), its name, the potential values it removes
// (by cell, in increasing cell order) and the value it places, if any
// (Hint.getCell and getValue).
type hint struct {
	diff   int
	name   string
	remove []cellMask
	cell   int // -1 when the hint places nothing
	value  int
	// parents returns HasParentPotentialHint.getRuleParents: the
	// potentials (keys of "off" potentials) that went off between the grid
	// init and the grid cur and that the hint needs. It is nil for rules
	// that never run inside a chain.
	parents func(init, cur *grid) []int
	chain   *chainInfo // for a chaining hint
}

// apply carries h out on g: IndirectHint.apply.
func (h *hint) apply(g *grid) {
	for _, rm := range h.remove {
		g.remove(rm.cell, rm.mask)
	}
	if h.cell >= 0 {
		g.set(h.cell, h.value)
	}
}

// worth is IndirectHint.isWorth: the hint removes something (false for
// nil, which a chain builder returns when it would remove nothing).
func (h *hint) worth() bool { return h != nil && len(h.remove) > 0 }

// removals collects potential values to remove, by cell.
type removals [81]uint16

func (r *removals) add(c, v int) { r[c] |= 1 << v }

func (r *removals) list() []cellMask {
	var out []cellMask
	for c, m := range r {
		if m != 0 {
			out = append(out, cellMask{c, m})
		}
	}
	return out
}

// producer is a HintProducer: it offers its hints to add in its own
// order and stops when add returns false; it returns false when stopped.
type producer func(g *grid, add func(*hint) bool) bool

// Region types as Sudoku Explainer's classes: the first region of each.
var (
	typesBCR = [3]int{blockBase, colBase, rowBase} // Block, Column, Row
)

// hiddenSingle is HiddenSingle: first the last empty cell of a block,
// column or row (1.0), then a value with one place in a block (1.2) or a
// column or row (1.5).
func hiddenSingle(g *grid, add func(*hint) bool) bool {
	for _, alone := range []bool{true, false} {
		for _, base := range typesBCR {
			for r := base; r < base+9; r++ {
				for v := 1; v <= 9; v++ {
					p := g.positions(r, v)
					if bits.OnesCount16(p) != 1 {
						continue
					}
					isAlone := g.emptyCount(r) == 1
					if isAlone != alone {
						continue
					}
					d := 15
					switch {
					case isAlone:
						d = 10
					case base == blockBase:
						d = 12
					}
					h := &hint{diff: d, name: "Hidden Single", cell: regionCells[r][bits.TrailingZeros16(p)], value: v}
					if !add(h) {
						return false
					}
				}
			}
		}
	}
	return true
}

// nakedSingle is NakedSingle (2.3): a cell with one potential value.
func nakedSingle(g *grid, add func(*hint) bool) bool {
	for c := range 81 {
		if g.values[c] == 0 && g.count(c) == 1 {
			if !add(&hint{diff: 23, name: "Naked Single", cell: c, value: bits.TrailingZeros16(g.cands[c])}) {
				return false
			}
		}
	}
	return true
}

// crosses reports whether regions a and b share a cell.
func crosses(a, b int) bool { return crossTable[a][b] }

// inRegion reports whether cell c is in region r.
func inRegion(c, r int) bool { return inRegionTable[r][c] }

// locking is Locking: a value whose places in one region all lie in a
// second region goes from the rest of the second (pointing 2.6 from a
// block, claiming 2.8 from a row or column). In direct mode (1.7 and 1.9)
// it is offered only when it leaves a hidden single in a third region of
// the first's type, which it then places.
func locking(direct bool) producer {
	pairs := [4][2]int{{blockBase, colBase}, {blockBase, rowBase}, {colBase, blockBase}, {rowBase, blockBase}}
	return func(g *grid, add func(*hint) bool) bool {
		for _, pr := range pairs {
			for i1 := range 9 {
				for i2 := range 9 {
					r1, r2 := pr[0]+i1, pr[1]+i2
					if !crosses(r1, r2) {
						continue
					}
					for v := 1; v <= 9; v++ {
						p := g.positions(r1, v)
						if bits.OnesCount16(p) <= 1 || p&^within[r1][r2] != 0 {
							continue
						}
						if direct {
							if !lockingSingles(g, pr[0], i1, r1, r2, v, add) {
								return false
							}
							continue
						}
						if h := lockingHint(g, r1, r2, -1, v); h.worth() && !add(h) {
							return false
						}
					}
				}
			}
		}
		return true
	}
}

// lockingSingles is Locking.lookForFollowingHiddenSingles.
func lockingSingles(g *grid, base, i1, r1, r2, v int, add func(*hint) bool) bool {
	for i3 := range 9 {
		r3 := base + i3
		if i3 == i1 || !crosses(r3, r2) {
			continue
		}
		p := g.positions(r3, v)
		if bits.OnesCount16(p) <= 1 {
			continue
		}
		if out := p &^ within[r3][r2]; bits.OnesCount16(out) == 1 {
			if !add(lockingHint(g, r1, r2, regionCells[r3][bits.TrailingZeros16(out)], v)) {
				return false
			}
		}
	}
	return true
}

// lockingHint is Locking.createLockingHint: v goes from the cells of r2
// outside r1; hcell ≥ 0 makes it a direct hint that places v there.
func lockingHint(g *grid, r1, r2, hcell, v int) *hint {
	var rm removals
	for _, c := range regionCells[r2] {
		if !inRegion(c, r1) && g.has(c, v) {
			rm.add(c, v)
		}
	}
	if hcell < 0 && rm == (removals{}) {
		return nil
	}
	h := &hint{remove: rm.list(), cell: hcell, value: v, parents: fishParents([]int{r1}, []int{r2}, v)}
	switch {
	case hcell >= 0 && r1 < rowBase:
		h.diff, h.name = 17, "Direct Pointing"
	case hcell >= 0:
		h.diff, h.name = 19, "Direct Claiming"
	case r1 < rowBase:
		h.diff, h.name = 26, "Pointing"
	default:
		h.diff, h.name = 28, "Claiming"
	}
	if hcell < 0 {
		h.cell = -1
	}
	return h
}

// fishParents is LockingHint.getRuleParents: the places of v in the base
// regions outside the cover regions that went off.
func fishParents(base, cover []int, v int) func(init, cur *grid) []int {
	return func(init, cur *grid) []int {
		var out []int
		for _, r := range base {
			for _, c := range regionCells[r] {
				if !init.has(c, v) || cur.has(c, v) {
					continue
				}
				in := false
				for _, r2 := range cover {
					in = in || inRegion(c, r2)
				}
				if !in {
					out = append(out, potKey(c, v, false))
				}
			}
		}
		return out
	}
}

var nakedNames = map[int]string{2: "Naked Pair", 3: "Naked Triplet", 4: "Naked Quad"}
var hiddenNames = map[int]string{2: "Hidden Pair", 3: "Hidden Triplet", 4: "Hidden Quad"}

// nakedSet is NakedSet: degree cells of a region with degree values
// between them (pair 3.0, triplet 3.6, quad 5.0).
func nakedSet(degree int) producer {
	diff := map[int]int{2: 30, 3: 36, 4: 50}[degree]
	return func(g *grid, add func(*hint) bool) bool {
		for _, base := range typesBCR {
			for r := base; r < base+9; r++ {
				if g.emptyCount(r) < degree*2 {
					continue
				}
				// Only cells with two to degree values can be in the set.
				var set uint16
				for i, c := range regionCells[r] {
					if n := g.count(c); n >= 2 && n <= degree {
						set |= 1 << i
					}
				}
				ok := subsets(degree, set, func(idx []int) bool {
					var union uint16
					for _, x := range idx {
						union |= g.cands[regionCells[r][x]]
					}
					if bits.OnesCount16(union) != degree {
						return true
					}
					cells := make([]int, degree)
					for i, x := range idx {
						cells[i] = regionCells[r][x]
					}
					var rm removals
					for _, c := range regionCells[r] {
						if !contains(cells, c) && g.cands[c]&union != 0 {
							rm[c] = g.cands[c] & union
						}
					}
					h := &hint{diff: diff, name: nakedNames[degree], remove: rm.list(), cell: -1,
						parents: func(init, _ *grid) []int {
							var out []int
							for _, c := range cells {
								for v := 1; v <= 9; v++ {
									if init.has(c, v) && union&(1<<v) == 0 {
										out = append(out, potKey(c, v, false))
									}
								}
							}
							return out
						}}
					return !h.worth() || add(h)
				})
				if !ok {
					return false
				}
			}
		}
		return true
	}
}

func contains(s []int, x int) bool {
	for _, y := range s {
		if y == x {
			return true
		}
	}
	return false
}

// hiddenSet is HiddenSet: degree values of a region with degree places
// between them (pair 3.4, triplet 4.0, quad 5.4). In direct mode (pair
// 2.0, triplet 2.5) it is offered only when it leaves a hidden single of
// another value in the region, which it places.
func hiddenSet(degree int, direct bool) producer {
	diff := map[int]int{2: 34, 3: 40, 4: 54}[degree]
	name := hiddenNames[degree]
	if direct {
		diff = map[int]int{2: 20, 3: 25}[degree]
		name = "Direct " + name
	}
	return func(g *grid, add func(*hint) bool) bool {
		for _, base := range typesBCR {
			for r := base; r < base+9; r++ {
				n := g.emptyCount(r)
				if !(n > degree*2 || (direct && n > degree)) {
					continue
				}
				// Only values with two to degree places can be in the set.
				var set uint16
				for x := range 9 {
					if n := bits.OnesCount16(g.positions(r, x+1)); n >= 2 && n <= degree {
						set |= 1 << x
					}
				}
				ok := subsets(degree, set, func(idx []int) bool {
					var union, valueSet uint16
					for _, x := range idx {
						union |= g.positions(r, x+1)
						valueSet |= 1 << (x + 1)
					}
					if bits.OnesCount16(union) != degree {
						return true
					}
					var rm removals
					for i, c := range regionCells[r] {
						if union&(1<<i) != 0 && g.cands[c]&^valueSet != 0 {
							rm[c] = g.cands[c] &^ valueSet
						}
					}
					h := &hint{diff: diff, name: name, remove: rm.list(), cell: -1,
						parents: func(init, cur *grid) []int {
							var mine uint16
							for v := 1; v <= 9; v++ {
								if valueSet&(1<<v) != 0 {
									mine |= cur.positions(r, v)
								}
							}
							var out []int
							for i, c := range regionCells[r] {
								if mine&(1<<i) != 0 {
									continue
								}
								for v := 1; v <= 9; v++ {
									if valueSet&(1<<v) != 0 && init.has(c, v) {
										out = append(out, potKey(c, v, false))
									}
								}
							}
							return out
						}}
					if !direct {
						return !h.worth() || add(h)
					}
					for v := 1; v <= 9; v++ {
						if valueSet&(1<<v) != 0 {
							continue
						}
						p := g.positions(r, v)
						if bits.OnesCount16(p) > 1 && bits.OnesCount16(p&^union) == 1 {
							h.cell, h.value = regionCells[r][bits.TrailingZeros16(p&^union)], v
							return add(h)
						}
					}
					return true
				})
				if !ok {
					return false
				}
			}
		}
		return true
	}
}

var fishNames = map[int]string{2: "X-Wing", 3: "Swordfish", 4: "Jellyfish"}

// fish is Fisherman: a value whose places in degree columns (then rows)
// lie in degree rows (columns) goes from the rest of those (X-Wing 3.2,
// Swordfish 3.8, Jellyfish 5.2).
func fish(degree int) producer {
	diff := map[int]int{2: 32, 3: 38, 4: 52}[degree]
	return func(g *grid, add func(*hint) bool) bool {
		var occ [10]int
		for v := 1; v <= 9; v++ {
			occ[v] = g.placed(v)
		}
		for _, pt := range [2][2]int{{colBase, rowBase}, {rowBase, colBase}} {
			// eligible[v] is the base regions where v has two to degree
			// places: only those can be in a fish of v.
			var eligible [10]uint16
			for v := 1; v <= 9; v++ {
				for x := range 9 {
					if n := bits.OnesCount16(g.positions(pt[0]+x, v)); n >= 2 && n <= degree {
						eligible[v] |= 1 << x
					}
				}
			}
			ok := combinations(degree, 9, func(idx []int) bool {
				var baseIdx uint16
				for _, x := range idx {
					baseIdx |= 1 << x
				}
				for v := 1; v <= 9; v++ {
					if occ[v]+degree*2 > 9 || baseIdx&^eligible[v] != 0 {
						continue
					}
					var common uint16
					for _, x := range idx {
						common |= g.positions(pt[0]+x, v)
					}
					if bits.OnesCount16(common) != degree {
						continue
					}
					var rm removals
					var base, cover []int
					for i := range 9 {
						if baseIdx&(1<<i) != 0 {
							base = append(base, pt[0]+i)
						}
						if common&(1<<i) != 0 {
							cover = append(cover, pt[1]+i)
							for j, c := range regionCells[pt[1]+i] {
								if baseIdx&(1<<j) == 0 && g.has(c, v) {
									rm.add(c, v)
								}
							}
						}
					}
					h := &hint{diff: diff, name: fishNames[degree], remove: rm.list(), cell: -1,
						parents: fishParents(base, cover, v)}
					if h.worth() && !add(h) {
						return false
					}
				}
				return true
			})
			if !ok {
				return false
			}
		}
		return true
	}
}

// xyWing is XYWing: a cell with values xy (xyz) and two of its house
// cells xz and yz; z goes from the cells that see both (all three) (XY-Wing
// 4.2, XYZ-Wing 4.4).
func xyWing(xyz bool) producer {
	target, diff, name := 2, 42, "XY-Wing"
	if xyz {
		target, diff, name = 3, 44, "XYZ-Wing"
	}
	return func(g *grid, add func(*hint) bool) bool {
		for xy := range 81 {
			xyV := g.cands[xy]
			if bits.OnesCount16(xyV) != target {
				continue
			}
			for _, xz := range houseCells[xy] {
				xzV := g.cands[xz]
				if bits.OnesCount16(xzV) != 2 || bits.OnesCount16(xyV&^xzV) != 1 {
					continue
				}
				for _, yz := range houseCells[xy] {
					yzV := g.cands[yz]
					if bits.OnesCount16(yzV) != 2 {
						continue
					}
					union, inter := bits.OnesCount16(xyV|xzV|yzV), bits.OnesCount16(xyV&xzV&yzV)
					if union != 3 || (xyz && inter != 1) || (!xyz && inter != 0) {
						continue
					}
					z := bits.TrailingZeros16(xzV & yzV)
					var rm removals
					for _, c := range houseCells[xz] {
						if c == xy || c == yz || !peer(c, yz) || (xyz && !peer(c, xy)) {
							continue
						}
						if g.has(c, z) {
							rm.add(c, z)
						}
					}
					h := &hint{diff: diff, name: name, remove: rm.list(), cell: -1}
					if h.worth() && !add(h) {
						return false
					}
				}
			}
		}
		return true
	}
}

// alignedCandidates returns the cells AlignedExclusion of degree tries, in
// cell order: cells with two or more values, no house cell with one value,
// and house cells with two to degree values (their excluders, in house
// order, which excl gives by cell).
func alignedCandidates(g *grid, degree int) (cands []int, excl [81][]int) {
	for c := range 81 {
		if g.count(c) < 2 {
			continue
		}
		single := false
		var ex []int
		for _, d := range houseCells[c] {
			switch n := g.count(d); {
			case n == 1:
				single = true
			case n >= 2 && n <= degree:
				ex = append(ex, d)
			}
		}
		if !single && len(ex) > 0 {
			cands = append(cands, c)
			excl[c] = ex
		}
	}
	return cands, excl
}

// alignedPairExclusion is AlignedPairExclusion (6.2).
func alignedPairExclusion(g *grid, add func(*hint) bool) bool {
	cands, excl := alignedCandidates(g, 2)
	for n2 := 1; n2 < len(cands); n2++ {
		for n1 := range n2 {
			c0, c1 := cands[n1], cands[n2]
			var common []int
			for _, x := range excl[c0] {
				if contains(excl[c1], x) {
					common = append(common, x)
				}
			}
			if len(common) < 2 {
				continue
			}
			var allowed [2]uint16
			for v0 := 1; v0 <= 9; v0++ {
				if !g.has(c0, v0) {
					continue
				}
				for v1 := 1; v1 <= 9; v1++ {
					if !g.has(c1, v1) {
						continue
					}
					ok := !(v0 == v1 && peer(c0, c1))
					if ok {
						for _, x := range common {
							if g.cands[x]&^(1<<v0|1<<v1) == 0 {
								ok = false
								break
							}
						}
					}
					if ok {
						allowed[0] |= 1 << v0
						allowed[1] |= 1 << v1
					}
				}
			}
			var rm removals
			rm[c0] = g.cands[c0] &^ allowed[0]
			rm[c1] = g.cands[c1] &^ allowed[1]
			h := &hint{diff: 62, name: "Aligned Pair Exclusion", remove: rm.list(), cell: -1}
			if h.worth() && !add(h) {
				return false
			}
		}
	}
	return true
}

// alignedTripletExclusion is AlignedExclusion(3) (7.5): three cells, the
// third among the cells with two or three values that see one of the
// first two, and two or more such cells that see all three (the
// excluders); a value of one of the three goes when no combination of
// values of the three that leaves every excluder a value and puts no
// value twice in cells that see each other holds it.
func alignedTripletExclusion(g *grid, add func(*hint) bool) bool {
	cands, excl := alignedCandidates(g, 3)
	var exMask [81][2]uint64
	var isCand [2]uint64
	for _, c := range cands {
		for _, d := range excl[c] {
			exMask[c][d/64] |= 1 << (d % 64)
		}
		isCand[c/64] |= 1 << (c % 64)
	}
	if len(cands) < 3 {
		return true
	}
	in := func(m [2]uint64, c int) bool { return m[c/64]&(1<<(c%64)) != 0 }
	var twin []int
	for n2 := 1; n2 < len(cands); n2++ {
		for n1 := range n2 {
			c0, c1 := cands[n1], cands[n2]
			twin = twin[:0]
			for _, x := range excl[c0] {
				if x != c1 && in(isCand, x) {
					twin = append(twin, x)
				}
			}
			for _, x := range excl[c1] {
				if x != c0 && in(isCand, x) && !in(exMask[c0], x) {
					twin = append(twin, x)
				}
			}
			m01 := [2]uint64{exMask[c0][0] & exMask[c1][0], exMask[c0][1] & exMask[c1][1]}
			for _, c2 := range twin {
				common := [2]uint64{m01[0] & exMask[c2][0], m01[1] & exMask[c2][1]}
				if bits.OnesCount64(common[0])+bits.OnesCount64(common[1]) < 2 {
					continue
				}
				if h := alignedHint(g, [3]int{c0, c1, c2}, common); h != nil && !add(h) {
					return false
				}
			}
		}
	}
	return true
}

// alignedHint returns the aligned triplet exclusion of cells with the
// excluders in mask common, or nil when it removes nothing.
func alignedHint(g *grid, cells [3]int, common [2]uint64) *hint {
	var exCands []uint16
	for w, m := range common {
		for ; m != 0; m &= m - 1 {
			exCands = append(exCands, g.cands[w*64+bits.TrailingZeros64(m)])
		}
	}
	var allowed [3]uint16
	p01, p02, p12 := peer(cells[0], cells[1]), peer(cells[0], cells[2]), peer(cells[1], cells[2])
	for m0 := g.cands[cells[0]]; m0 != 0; m0 &= m0 - 1 {
		v0 := bits.TrailingZeros16(m0)
		for m1 := g.cands[cells[1]]; m1 != 0; m1 &= m1 - 1 {
			v1 := bits.TrailingZeros16(m1)
			if v0 == v1 && p01 {
				continue
			}
			for m2 := g.cands[cells[2]]; m2 != 0; m2 &= m2 - 1 {
				v2 := bits.TrailingZeros16(m2)
				if (v0 == v2 && p02) || (v1 == v2 && p12) {
					continue
				}
				used := uint16(1)<<v0 | 1<<v1 | 1<<v2
				ok := true
				for _, x := range exCands {
					if x&^used == 0 {
						ok = false
						break
					}
				}
				if ok {
					allowed[0] |= 1 << v0
					allowed[1] |= 1 << v1
					allowed[2] |= 1 << v2
				}
			}
		}
	}
	var rm removals
	for i, c := range cells {
		rm[c] |= g.cands[c] &^ allowed[i]
	}
	h := &hint{diff: 75, name: "Aligned Triplet Exclusion", remove: rm.list(), cell: -1}
	if !h.worth() {
		return nil
	}
	return h
}
