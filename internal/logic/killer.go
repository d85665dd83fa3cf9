package logic

import (
	"math/bits"
	"slices"
	"strings"

	words "github.com/sudoku-devs/sudoku/internal/message"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// Killer techniques: what a player works out from the cages' sums. A cage
// of n cells adding up to s holds one of the sets of n distinct digits
// that add up to s (its combinations: a 2-cell 3 is 1+2); only those that
// its cells' candidates can still hold count. The rule of 45 adds hidden
// cages: the digits of a row, column, box or region add up to 45, so the
// cells of a group of such houses outside the cages lying wholly inside it
// (its innies) add up to 45 per house less those cages' sums, and the cells
// outside the group of the cages that cross its edge (its outies) add up to
// those cages' sums less 45 per house.

// Combos are a cage's combinations, each a set of digits, written "1+2"
// and joined with "or": "1+9, 2+8 or 3+7".
type Combos []sudoku.Digits

// English returns the combinations joined with "or".
func (cs Combos) English() string { return words.List(cs.Strings(), "or") }

// Strings returns each combination written "1+2+6", the same in every
// language.
func (cs Combos) Strings() []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = strings.Join(words.Itoas(c.List()), "+")
	}
	return out
}

// cageState is a cage on a board: its open cells, what they must add up
// to, the digits the cage holds already, and the combinations its open
// cells' candidates can still hold.
type cageState struct {
	k      int // index into the layout's cages
	open   []int
	left   int
	used   sudoku.Digits
	combos Combos
}

// cageState returns the state of cage k on b; ok is false when the cage
// is full.
func (b *Board) cageState(k int) (cs cageState, ok bool) {
	c := &b.l.cages[k]
	cs = cageState{k: k, left: c.sum}
	for _, x := range c.cells {
		if d := int(b.grid[x]); d != 0 {
			cs.left -= d
			cs.used = cs.used.Add(d)
		} else {
			cs.open = append(cs.open, x)
		}
	}
	if len(cs.open) == 0 || cs.left < 1 || cs.left > 45 {
		return cs, false
	}
	for _, m := range sudoku.CageCombinations(len(cs.open), cs.left) {
		if m&cs.used == 0 && b.canHold(cs.open, m, -1, 0) {
			cs.combos = append(cs.combos, m)
		}
	}
	// As a player lists them: 1+9 before 2+8, 1+2+9 before 1+3+8.
	slices.SortFunc(cs.combos, func(x, y sudoku.Digits) int { return slices.Compare(x.List(), y.List()) })
	return cs, true
}

// canHold reports whether cells (all distinct from each other) can hold
// the digits of set, one each, from their candidates, with cell fixed (an
// index into cells, -1 for none) holding digit d.
func (b *Board) canHold(cells []int, set sudoku.Digits, fixed, d int) bool {
	// reach[m] is set when the cells so far can hold the digits of m.
	var reach, next [1 << 10]bool
	reach[0] = true
	for i, c := range cells {
		ds := b.cands[c] & set
		if i == fixed {
			ds &= sudoku.DigitSet(d)
		}
		next = [1 << 10]bool{}
		any := false
		for m, ok := range reach {
			if !ok {
				continue
			}
			for free := ds &^ sudoku.Digits(m); free != 0; free &= free - 1 {
				next[m|1<<bits.TrailingZeros16(uint16(free))] = true
				any = true
			}
		}
		if !any {
			return false
		}
		reach = next
	}
	return reach[set]
}

// cageCombination finds a cage whose cells hold a candidate that none of
// the cage's combinations, as its candidates allow them, has: "the cage of
// 3 in r1c1 and r1c2 holds 1+2".
func (b *Board) cageCombination() (Step, bool) {
	for k := range b.l.cages {
		cs, ok := b.cageState(k)
		if !ok || len(cs.combos) == 0 {
			continue
		}
		var union sudoku.Digits
		for _, m := range cs.combos {
			union |= m
		}
		var elim []Candidate
		for _, c := range cs.open {
			for _, d := range (b.cands[c] &^ union).List() {
				elim = append(elim, Candidate{c, d})
			}
		}
		if len(elim) > 0 {
			return b.cageStep(CageCombination, cs, union, elim, nil), true
		}
	}
	return Step{}, false
}

// combinationElimination finds a candidate of a cage that its
// combinations have, but that leaves the cage's other cells unable to
// finish any of them: with 2+8 and 3+7 left and 8 and 7 only in one cell,
// the other cell cannot be 7 or 8.
func (b *Board) combinationElimination() (Step, bool) {
	for k := range b.l.cages {
		cs, ok := b.cageState(k)
		if !ok || len(cs.combos) == 0 || len(cs.open) < 2 {
			continue
		}
		var elim []Candidate
		for i, c := range cs.open {
			for _, d := range b.cands[c].List() {
				held := false
				for _, m := range cs.combos {
					if m.Has(d) && b.canHold(cs.open, m, i, d) {
						held = true
						break
					}
				}
				if !held {
					elim = append(elim, Candidate{c, d})
				}
			}
		}
		if len(elim) > 0 {
			var union sudoku.Digits
			for _, m := range cs.combos {
				union |= m
			}
			return b.cageStep(CombinationElimination, cs, union, elim, nil), true
		}
	}
	return Step{}, false
}

// cageLock finds a digit that every combination of a cage holds, whose
// places in the cage all see a cell outside it: that cell loses the digit.
// Two cages that see each other meet this way: a 2-cell 3 in a row takes
// 1 and 2 from the row's other cages.
func (b *Board) cageLock() (Step, bool) {
	for k := range b.l.cages {
		cs, ok := b.cageState(k)
		if !ok || len(cs.combos) == 0 {
			continue
		}
		must := sudoku.Digits(0b1111111110)
		for _, m := range cs.combos {
			must &= m
		}
		for _, d := range must.List() {
			var places []int
			for _, c := range cs.open {
				if b.cands[c].Has(d) {
					places = append(places, c)
				}
			}
			if len(places) == 0 {
				continue
			}
			elim := b.seenByAll(d, places...)
			if len(elim) == 0 {
				continue
			}
			return Step{
				Technique:    CageLock,
				Digits:       sudoku.DigitSet(d),
				Cells:        places,
				Eliminations: elim,
				msg: message("step.cageLock", args{
					"Sum": b.l.cages[k].sum, "Cage": Cells(b.l.cages[k].cells), "Combos": cs.combos,
					"Digit": d, "Cells": Cells(places), "Removals": removalClauses(elim)}),
			}, true
		}
	}
	return Step{}, false
}

// cageStep builds the step of technique t on cage state cs: its
// combinations (union, their digits), and the eliminations or placements.
func (b *Board) cageStep(t Technique, cs cageState, union sudoku.Digits, elim, place []Candidate) Step {
	c := &b.l.cages[cs.k]
	return Step{
		Technique:    t,
		Digits:       union,
		Cells:        append([]int(nil), c.cells...),
		Placements:   place,
		Eliminations: elim,
		msg: message(stepKey(t, ""), args{
			"Sum": c.sum, "Cage": Cells(c.cells), "Combos": cs.combos, "Removals": removalClauses(elim)}),
	}
}

// A group is a set of houses the rule of 45 adds up: their cells hold
// each digit once per house, so they add up to 45 per house.
type group struct {
	houses []int
	set    cellSet
}

// groups returns the groups the rule of 45 is tried on, smallest first:
// each row, column and box or region, then two and three adjacent rows
// or columns.
func (b *Board) groups() []group {
	var out []group
	add := func(hs ...int) {
		g := group{houses: hs}
		for _, h := range hs {
			for _, c := range b.l.houses[h] {
				g.set.add(int(c))
			}
		}
		out = append(out, g)
	}
	for _, h := range [...]int{18, 19, 20, 21, 22, 23, 24, 25, 26, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17} {
		add(h)
	}
	for n := 2; n <= 3; n++ {
		for _, base := range [2]int{0, 9} {
			for first := base; first+n <= base+9; first++ {
				hs := make([]int, n)
				for i := range hs {
					hs[i] = first + i
				}
				add(hs...)
			}
		}
	}
	return out
}

// hiddenSum is a set of open cells whose digits the rule of 45 adds up:
// the innies or the outies of a group.
type hiddenSum struct {
	g     group
	outie bool
	cells []int
	sum   int
	cages []int // the cages the sum comes from: inside the group for innies, crossing its edge for outies
}

// hiddenSums returns the innies and the outies of each group, those with
// up to max open cells.
func (b *Board) hiddenSums(max int) []hiddenSum {
	if len(b.l.cages) == 0 {
		return nil
	}
	var out []hiddenSum
	for _, g := range b.groups() {
		if in, ok := b.innies(g); ok && len(in.cells) <= max {
			out = append(out, in)
		}
		if o, ok := b.outies(g); ok && len(o.cells) <= max {
			out = append(out, o)
		}
	}
	return out
}

// innies returns the innies of g: its cells outside the cages wholly
// inside it; ok is false when it has no open one.
func (b *Board) innies(g group) (hiddenSum, bool) {
	hs := hiddenSum{g: g, sum: 45 * len(g.houses)}
	covered := cellSet{}
	for k := range b.l.cages {
		if c := &b.l.cages[k]; c.set.within(g.set) {
			hs.sum -= c.sum
			hs.cages = append(hs.cages, k)
			covered = covered.union(c.set)
		}
	}
	g.set.andNot(covered).each(func(c int) {
		if d := b.grid[c]; d != 0 {
			hs.sum -= int(d)
		} else {
			hs.cells = append(hs.cells, c)
		}
	})
	return hs, len(hs.cells) > 0 && len(hs.cages) > 0
}

// outies returns the outies of g: the cells outside it of the cages that
// cross its edge, when every cell of g lies in a cage; ok is false when
// some does not, or there is no open outie.
func (b *Board) outies(g group) (hiddenSum, bool) {
	hs := hiddenSum{g: g, outie: true, sum: -45 * len(g.houses)}
	var caged cellSet
	for k := range b.l.cages {
		c := &b.l.cages[k]
		if !c.set.overlaps(g.set) {
			continue
		}
		caged = caged.union(c.set.and(g.set))
		hs.sum += c.sum
		hs.cages = append(hs.cages, k)
		c.set.andNot(g.set).each(func(x int) {
			if d := b.grid[x]; d != 0 {
				hs.sum -= int(d)
			} else {
				hs.cells = append(hs.cells, x)
			}
		})
	}
	return hs, caged == g.set && len(hs.cells) > 0
}

// rule45Single finds a group with one open innie (or, for outies, one open
// outie): its digit is what the sum leaves.
func (b *Board) rule45Single(outie bool) (Step, bool) {
	t := Innies
	if outie {
		t = Outies
	}
	for _, hs := range b.hiddenSums(1) {
		if hs.outie != outie {
			continue
		}
		c, d := hs.cells[0], hs.sum
		if d < 1 || d > 9 || !b.cands[c].Has(d) {
			continue
		}
		return b.hiddenSumStep(t, hs, nil, []Candidate{{c, d}}), true
	}
	return Step{}, false
}

// hiddenCage finds the innies or outies of a group, two to four open
// cells, whose sum rules out candidates the way a cage's does: digits
// that no way of filling them from their candidates (cells that see each
// other holding different digits) adds up to it.
func (b *Board) hiddenCage() (Step, bool) {
	for _, hs := range b.hiddenSums(4) {
		if len(hs.cells) < 2 {
			continue
		}
		held := b.sumSupport(hs.cells, hs.sum)
		var elim []Candidate
		for i, c := range hs.cells {
			for _, d := range (b.cands[c] &^ held[i]).List() {
				elim = append(elim, Candidate{c, d})
			}
		}
		if len(elim) > 0 {
			return b.hiddenSumStep(HiddenCage, hs, elim, nil), true
		}
	}
	return Step{}, false
}

// sumSupport returns, for each of cells, the candidates it holds in some
// way of filling cells from their candidates, cells that see each other
// holding different digits, that adds up to sum.
func (b *Board) sumSupport(cells []int, sum int) []sudoku.Digits {
	held := make([]sudoku.Digits, len(cells))
	pick := make([]int, len(cells))
	var try func(i, left int)
	try = func(i, left int) {
		if i == len(cells) {
			if left == 0 {
				for j, d := range pick {
					held[j] = held[j].Add(d)
				}
			}
			return
		}
	next:
		for _, d := range b.cands[cells[i]].List() {
			if d > left {
				break
			}
			for j := range i {
				if pick[j] == d && b.l.sees(cells[i], cells[j]) {
					continue next
				}
			}
			pick[i] = d
			try(i+1, left-d)
		}
	}
	try(0, sum)
	return held
}

// hiddenSumStep builds the step of technique t on hidden sum hs.
func (b *Board) hiddenSumStep(t Technique, hs hiddenSum, elim, place []Candidate) Step {
	var cageCells []int
	cover := 0
	for _, k := range hs.cages {
		cover += b.l.cages[k].sum
		cageCells = append(cageCells, b.l.cages[k].cells...)
	}
	kind := ""
	if t == HiddenCage {
		kind = "innies"
		if hs.outie {
			kind = "outies"
		}
	}
	houses := hs.g.houses
	var name any = Houses(houses)
	if len(houses) == 1 {
		name = b.l.name(houses[0])
	}
	a := args{
		"Group": name, "Total": 45 * len(houses), "Cages": len(hs.cages), "Cover": cover,
		"Cells": Cells(hs.cells), "Sum": hs.sum, "Removals": removalClauses(elim),
	}
	if len(place) > 0 {
		a["Cell"], a["Digit"] = Cell(place[0].Cell), place[0].Digit
	}
	return Step{
		Technique:    t,
		Digits:       digitsOf(elim, place),
		Cells:        append(append([]int(nil), hs.cells...), cageCells...),
		Houses:       append([]int(nil), houses...),
		Placements:   place,
		Eliminations: elim,
		msg:          message(stepKey(t, kind), a),
	}
}

// sortedCells returns cells in increasing order.
func sortedCells(cells []int) []int {
	out := append([]int(nil), cells...)
	sortInts(out)
	return out
}

// digitsOf returns the digits of the candidates.
func digitsOf(lists ...[]Candidate) sudoku.Digits {
	var ds sudoku.Digits
	for _, l := range lists {
		for _, c := range l {
			ds = ds.Add(c.Digit)
		}
	}
	return ds
}
