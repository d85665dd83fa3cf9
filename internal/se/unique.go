// This file is part of package se, a port to Go of Sudoku Explainer 1.2.1
// (as 1to9only/SudokuExplainer keeps it). It follows
// diuf.sudoku.solver.rules.unique (UniqueLoops, BivalueUniversalGrave and
// their hints).
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

import (
	"fmt"
	"math/bits"
	"slices"
	"sort"
)

// uniqueLoops is UniqueLoops: a loop of cells holding the two values v1
// and v2, two in each of its regions, that would have two solutions but
// for the extra values of some of its cells (types 1 to 4, 4.5 plus 0.1
// for a loop of 6, 0.2 of 8, 0.5 of 10 or more, plus 0.1 for each value of
// a type 3 set beyond the first). The hints are offered by difficulty,
// then type.
func uniqueLoops(g *grid, add func(*hint) bool) bool {
	type ul struct {
		h    *hint
		typ  int
		key  string
		size int
	}
	var found []ul
	seen := map[string]bool{}
	push := func(h *hint, typ int, loop []int, extra string) {
		if h == nil {
			return
		}
		sorted := slices.Clone(loop)
		slices.Sort(sorted)
		key := fmt.Sprint(typ, sorted, extra)
		if seen[key] || !h.worth() {
			return
		}
		seen[key] = true
		h.diff += loopDiff(len(loop))
		h.name = fmt.Sprintf("Unique %s type %d", loopName(len(loop)), typ)
		found = append(found, ul{h, typ, key, len(loop)})
	}
	for c := range 81 {
		if g.count(c) != 2 {
			continue
		}
		v1 := firstBit(g.cands[c], 1)
		v2 := firstBit(g.cands[c], v1+1)
		var loops [][]int
		checkForLoops(g, c, v1, v2, nil, 2, 0, -1, &loops)
		for _, loop := range loops {
			if !validLoop(loop) {
				continue
			}
			var extra []int
			for _, x := range loop {
				if g.count(x) > 2 {
					extra = append(extra, x)
				}
			}
			switch {
			case len(extra) == 1:
				var rm removals
				rm[extra[0]] = 1<<v1 | 1<<v2
				push(&hint{diff: 45, remove: rm.list(), cell: -1}, 1, loop, "")
			case len(extra) > 2:
				push(ulType2(g, extra, v1, v2), 2, loop, "")
			case len(extra) == 2:
				r1, r2 := extra[0], extra[1]
				rp := (g.cands[r1] | g.cands[r2]) &^ (1<<v1 | 1<<v2)
				switch n := bits.OnesCount16(rp); {
				case n == 1:
					push(ulType2(g, extra, v1, v2), 2, loop, "")
				case n >= 2:
					ulType3(g, r1, r2, v1, v2, func(h *hint, key string) { push(h, 3, loop, key) })
				}
				push(ulType4(g, r1, r2, v1, v2), 4, loop, "")
			}
		}
	}
	sort.SliceStable(found, func(i, j int) bool {
		if found[i].h.diff != found[j].h.diff {
			return found[i].h.diff < found[j].h.diff
		}
		return found[i].typ < found[j].typ
	})
	for _, f := range found {
		if !add(f.h) {
			return false
		}
	}
	return true
}

func loopName(n int) string {
	if n > 4 {
		return fmt.Sprintf("Loop %d", n)
	}
	return "Rectangle"
}

// loopDiff is what UniqueLoopHint.getDifficulty adds for a loop of n cells.
func loopDiff(n int) int {
	d := 0
	if n >= 10 {
		d += 3
	}
	if n >= 8 {
		d += 2
	} else if n >= 6 {
		d++
	}
	return d
}

// checkForLoops is UniqueLoops.checkForLoops, including its way of
// gathering the extra values of the cells it tries in one call.
func checkForLoops(g *grid, c, v1, v2 int, loop []int, allowedEx int, exValues uint16, lastType int, out *[][]int) {
	loop = append(loop, c)
	for t, r := range cellRegions[c] {
		if t == lastType {
			continue
		}
		for _, next := range regionCells[r] {
			if loop[0] == next && len(loop) >= 4 {
				*out = append(*out, slices.Clone(loop))
			} else if !contains(loop, next) {
				p := g.cands[next]
				if p&(1<<v1) != 0 && p&(1<<v2) != 0 {
					exValues |= p
					exValues &^= 1<<v1 | 1<<v2
					n := bits.OnesCount16(p)
					if n == 2 || bits.OnesCount16(exValues) == 1 || allowedEx > 0 {
						ae := allowedEx
						if n > 2 {
							ae--
						}
						checkForLoops(g, next, v1, v2, loop, ae, exValues, t, out)
					}
				}
			}
		}
	}
}

// validLoop is UniqueLoops.isValidLoop: the cells at odd and at even
// places visit each region at most once, and the same regions.
func validLoop(loop []int) bool {
	var odd, even [27]bool
	isOdd := false
	for _, c := range loop {
		for _, r := range cellRegions[c] {
			set := &even
			if isOdd {
				set = &odd
			}
			if set[r] {
				return false
			}
			set[r] = true
		}
		isOdd = !isOdd
	}
	return odd == even
}

// ulType2 is UniqueLoops.createType2Hint.
func ulType2(g *grid, extra []int, v1, v2 int) *hint {
	value := firstBit(g.cands[extra[0]]&^(1<<v1|1<<v2), 0)
	var rm removals
	for _, c := range houseCells[extra[0]] {
		all := true
		for _, e := range extra[1:] {
			all = all && (c == e || peer(c, e))
		}
		if all && !contains(extra, c) && g.has(c, value) {
			rm.add(c, value)
		}
	}
	return &hint{diff: 45, remove: rm.list(), cell: -1}
}

// ulType3 is UniqueLoops.createType3Hints.
func ulType3(g *grid, c1, c2, v1, v2 int, push func(*hint, string)) {
	extra := (g.cands[c1] | g.cands[c2]) &^ (1<<v1 | 1<<v2)
	for degree := bits.OnesCount16(extra); degree <= 7; degree++ {
		for _, r := range commonRegions(c1, c2) {
			n := g.emptyCount(r)
			i1, i2 := indexIn(r, c1), indexIn(r, c2)
			if degree*2 <= n {
				combinations(degree, 9, func(idx []int) bool {
					if !contains(idx, i1) || contains(idx, i2) {
						return true
					}
					naked := extra & g.cands[c1] & g.cands[c2]
					var others []int
					var union uint16
					for _, x := range idx {
						p := extra
						if x != i1 {
							c := regionCells[r][x]
							p = g.cands[c]
							naked |= p
							others = append(others, c)
						}
						if bits.OnesCount16(p) <= 1 {
							union = 0
							break
						}
						union |= p
					}
					if bits.OnesCount16(naked) != degree || union == 0 || bits.OnesCount16(union) != degree {
						return true
					}
					var rm removals
					for _, c := range regionCells[r] {
						if !contains(others, c) && c != c1 && c != c2 && g.cands[c]&union != 0 {
							rm[c] = g.cands[c] & union
						}
					}
					push(&hint{diff: 45 + bits.OnesCount16(union) - 1, remove: rm.list(), cell: -1},
						fmt.Sprint("naked", r, union, others))
					return true
				})
			}
			if degree*2 < n {
				var rem []int
				for v := 1; v <= 9; v++ {
					if v != v1 && v != v2 && extra&(1<<v) == 0 {
						rem = append(rem, v)
					}
				}
				if degree-2 > len(rem) {
					continue
				}
				combinations(degree-2, len(rem), func(idx []int) bool {
					values := []int{}
					for _, x := range idx {
						values = append(values, rem[x])
					}
					values = append(values, v1, v2)
					var union, hidden uint16
					for _, v := range values {
						p := g.positions(r, v) &^ (1 << i2)
						if p == 0 {
							return true
						}
						union |= p
						hidden |= 1 << v
					}
					if bits.OnesCount16(union) != degree {
						return true
					}
					union &^= 1<<i1 | 1<<i2
					var rm removals
					for i, c := range regionCells[r] {
						if union&(1<<i) != 0 && c != c1 && c != c2 && g.cands[c]&^hidden != 0 {
							rm[c] = g.cands[c] &^ hidden
						}
					}
					push(&hint{diff: 45 + bits.OnesCount16(union) - 1, remove: rm.list(), cell: -1},
						fmt.Sprint("hidden", r, hidden, union))
					return true
				})
			}
		}
	}
}

// ulType4 is UniqueLoops.createType4Hint.
func ulType4(g *grid, c1, c2, v1, v2 int) *hint {
	r1, r2 := -1, -1
	for _, r := range commonRegions(c1, c2) {
		has1, has2 := false, false
		for _, c := range regionCells[r] {
			if c != c1 && c != c2 {
				has1 = has1 || g.has(c, v1)
				has2 = has2 || g.has(c, v2)
			}
		}
		if !has1 {
			r1 = r
		}
		if !has2 {
			r2 = r
		}
	}
	var rm removals
	switch {
	case r1 >= 0:
		rm.add(c1, v2)
		rm.add(c2, v2)
	case r2 >= 0:
		rm.add(c1, v1)
		rm.add(c2, v1)
	default:
		return nil
	}
	return &hint{diff: 45, remove: rm.list(), cell: -1}
}

// bug is BivalueUniversalGrave: every empty cell but a few has two
// potential values and every value two places in each region but for
// those few cells' extra values (type 1 5.6; types 2 and 4 5.7; type 3 5.7
// plus 0.1 for each value of its naked set beyond the first).
func bug(g *grid, add func(*hint) bool) bool {
	temp := *g
	var bugCells []int
	bugValues := map[int]uint16{}
	var all uint16
	var common []int
	haveCommon := false
	for r := range 27 { // blocks, rows, columns: Grid.getRegionTypes order
		for v := 1; v <= 9; v++ {
			p := g.positions(r, v)
			n := bits.OnesCount16(p)
			if n == 0 || n == 2 {
				continue
			}
			var newCells []int
			for i := range 9 {
				if c := regionCells[r][i]; p&(1<<i) != 0 && g.count(c) >= 3 {
					newCells = append(newCells, c)
				}
			}
			if len(newCells) == 1 {
				c := newCells[0]
				if !contains(bugCells, c) {
					bugCells = append(bugCells, c)
				}
				bugValues[c] |= 1 << v
				all |= 1 << v
				temp.remove(c, 1<<v)
				if !haveCommon {
					common = slices.Clone(houseCells[c])
					haveCommon = true
				} else {
					common = slices.DeleteFunc(common, func(x int) bool { return !peer(x, c) })
				}
				common = slices.DeleteFunc(common, func(x int) bool { return contains(bugCells, x) })
				if len(bugCells) > 1 && bits.OnesCount16(all) > 1 && len(common) == 0 {
					return true
				}
			}
			if len(newCells) == 0 {
				return true
			}
		}
	}
	for c := range 81 {
		if temp.values[c] == 0 && temp.count(c) != 2 {
			return true
		}
	}
	for r := range 27 {
		for v := 1; v <= 9; v++ {
			if n := bits.OnesCount16(temp.positions(r, v)); n != 0 && n != 2 {
				return true
			}
		}
	}
	var hints []*hint
	switch {
	case len(bugCells) == 1:
		var rm removals
		rm[bugCells[0]] = g.cands[bugCells[0]] &^ all
		hints = append(hints, &hint{diff: 56, name: "BUG type 1", remove: rm.list(), cell: -1})
	case bits.OnesCount16(all) == 1:
		if len(common) > 0 {
			v := firstBit(all, 0)
			var rm removals
			for _, c := range common {
				if g.has(c, v) {
					rm.add(c, v)
				}
			}
			if h := (&hint{diff: 57, name: "BUG type 2", remove: rm.list(), cell: -1}); h.worth() {
				hints = append(hints, h)
			}
		}
		if len(bugCells) == 2 {
			hints = append(hints, bugType4(g, bugCells, bugValues, all)...)
		}
	case len(common) > 0:
		if len(bugCells) == 2 {
			hints = append(hints, bugType4(g, bugCells, bugValues, all)...)
		}
		hints = append(hints, bugType3(g, bugCells, all, common)...)
	}
	for _, h := range hints {
		if !add(h) {
			return false
		}
	}
	return true
}

func bugType3(g *grid, bugCells []int, all uint16, common []int) []*hint {
	var out []*hint
	for _, r := range commonRegions(bugCells...) {
		var cells []int
		for _, c := range common {
			if inRegion(c, r) {
				cells = append(cells, c)
			}
		}
		for degree := 2; degree <= 6; degree++ {
			if len(cells) < degree {
				continue
			}
			combinations(degree-1, len(cells), func(idx []int) bool {
				var other uint16
				var naked []int
				ok := bits.OnesCount16(all) > 1
				for _, x := range idx {
					c := cells[x]
					naked = append(naked, c)
					other |= g.cands[c]
					ok = ok && g.count(c) > 1
				}
				if bits.OnesCount16(other) != degree || !ok || bits.OnesCount16(other|all) != degree {
					return true
				}
				set := other | all
				var rm removals
				for _, c := range cells {
					if !contains(naked, c) && !contains(bugCells, c) && g.cands[c]&set != 0 {
						rm[c] = g.cands[c] & set
					}
				}
				if h := (&hint{diff: 57 + bits.OnesCount16(set) - 1, name: "BUG type 3", remove: rm.list(), cell: -1}); h.worth() {
					out = append(out, h)
				}
				return true
			})
		}
	}
	return out
}

func bugType4(g *grid, bugCells []int, bugValues map[int]uint16, all uint16) []*hint {
	c1, c2 := bugCells[0], bugCells[1]
	common := g.cands[c1] & g.cands[c2] &^ all
	if bits.OnesCount16(common) != 1 {
		return nil
	}
	v := firstBit(common, 0)
	var out []*hint
	for range commonRegions(bugCells...) {
		var rm removals
		rm[c1] = g.cands[c1] &^ bugValues[c1] &^ (1 << v)
		rm[c2] = g.cands[c2] &^ bugValues[c2] &^ (1 << v)
		out = append(out, &hint{diff: 57, name: "BUG type 4", remove: rm.list(), cell: -1})
	}
	return out
}
