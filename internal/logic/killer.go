package logic

import (
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

// shown returns the cage's combinations as a step says them: each with
// the digits placed in the cage, so that a cage of 7 with a 3 placed "can
// only hold 3+4", not "4".
func (cs cageState) shown() Combos {
	out := make(Combos, len(cs.combos))
	for k, m := range cs.combos {
		out[k] = m | cs.used
	}
	slices.SortFunc(out, func(x, y sudoku.Digits) int { return slices.Compare(x.List(), y.List()) })
	return out
}

// canHold reports whether cells (all distinct from each other, at most
// nine) can hold the digits of set, one each, from their candidates, with
// cell fixed (an index into cells, -1 for none) holding digit d: a search
// cell by cell that remembers the dead ends (the digits used so far by
// the cells before), so that it takes at most 9×512 steps.
func (b *Board) canHold(cells []int, set sudoku.Digits, fixed, d int) bool {
	var dead [10][8]uint64 // dead[i] bit m: cells i… cannot finish after cells …i-1 used m (bits 1–9 shifted down)
	var try func(i int, used sudoku.Digits) bool
	try = func(i int, used sudoku.Digits) bool {
		if i == len(cells) {
			return true
		}
		m := uint(used >> 1)
		if dead[i][m>>6]&(1<<(m&63)) != 0 {
			return false
		}
		ds := b.cands[cells[i]] & set &^ used
		if i == fixed {
			ds &= sudoku.DigitSet(d)
		}
		for ; ds != 0; ds &= ds - 1 {
			if try(i+1, used|ds&-ds) {
				return true
			}
		}
		dead[i][m>>6] |= 1 << (m & 63)
		return false
	}
	return try(0, 0)
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
			s := b.cageStep(CombinationElimination, cs, union, elim, nil)
			removals := make(Clauses, len(elim))
			for k, e := range elim {
				var why Items
				for _, m := range cs.combos {
					if m.Has(e.Digit) {
						why = append(why, b.blocker(cs.open, e.Cell, e.Digit, m, cs.used))
					}
				}
				removals[k] = message("clause.combinationElimination", args{"Digit": e.Digit, "Cell": Cell(e.Cell), "Why": why})
			}
			s.msg.Args["Removals"] = removals
			return s, true
		}
	}
	return Step{}, false
}

// blocker says why combination m of a cage's open cells, with digit d in
// cell (one of them, open), cannot be finished (the combination said with
// the digits placed in the cage): another open cell
// can hold none of m's other digits ("r1c1 cannot hold 7 for 1+7"), one of
// them fits no other open cell, so it would have to be in cell too
// ("1+4+5 needs 4 there"), or else they do not fit the other cells one
// each.
func (b *Board) blocker(open []int, cell, d int, m, placed sudoku.Digits) Message {
	rest := m.Remove(d)
	var others []int
	for _, o := range open {
		if o != cell {
			others = append(others, o)
		}
	}
	combo := Combos{m | placed} // as the cage holds it, with its digits placed
	for _, o := range others {
		if b.cands[o]&rest == 0 {
			return message("clause.combination.cell", args{"Other": Cell(o), "Rest": DigitsOr(rest.List()), "Combo": combo})
		}
	}
	for _, x := range rest.List() {
		if !slices.ContainsFunc(others, func(o int) bool { return b.cands[o].Has(x) }) {
			return message("clause.combination.digit", args{"Digit": x, "Combo": combo})
		}
	}
	return message("clause.combination.fit", args{"Rest": Digits(rest.List()), "Others": Cells(others), "Combo": combo})
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
		must := sudoku.AllDigits
		for _, m := range cs.combos {
			must &= m
		}
		if d, places, elim, ok := b.lockedIn(must, cs.open); ok {
			return Step{
				Technique:    CageLock,
				Digits:       sudoku.DigitSet(d),
				Cells:        places,
				Eliminations: elim,
				msg: message("step.cageLock", args{
					"Sum": b.l.cages[k].sum, "Cage": Cells(b.l.cages[k].cells), "Combos": cs.shown(),
					"Digit": d, "Cells": Cells(places), "Removals": removalClauses(elim)}),
			}, true
		}
	}
	return Step{}, false
}

// lockedIn returns the first digit of must, which has to go in one of
// cells, whose places among them (in cells' order) all see a cell that
// holds it as a candidate: that cell loses it (elim). ok is false when no
// digit of must takes any.
func (b *Board) lockedIn(must sudoku.Digits, cells []int) (d int, places []int, elim []Candidate, ok bool) {
	for _, d := range must.List() {
		places = places[:0]
		for _, c := range cells {
			if b.cands[c].Has(d) {
				places = append(places, c)
			}
		}
		if len(places) == 0 {
			continue
		}
		if elim := b.seenByAll(d, places...); len(elim) > 0 {
			return d, places, elim, true
		}
	}
	return 0, nil, nil, false
}

// cageInteraction finds two cages whose open cells all see each other
// (in one house, say), so that they share no digit. A combination of one
// that shares a digit with every combination of the other is ruled out:
// the candidates of its cells that only such combinations held go. And a
// digit that every pair of combinations the two can hold together has,
// whose places in the two cages all see a cell outside them, leaves that
// cell. A 2-cell 5 (1+4 or 2+3) and a 2-cell 7 in one row: the 7 cannot
// be 3+4, which shares a digit with either 5, so it is 1+6 or 2+5.
func (b *Board) cageInteraction() (Step, bool) {
	var states []cageState
	for k := range b.l.cages {
		if cs, ok := b.cageState(k); ok && len(cs.combos) > 0 {
			states = append(states, cs)
		}
	}
	for i, x := range states {
		for j, y := range states {
			if i == j || !b.allSee(x.open, y.open) {
				continue
			}
			if s, ok := b.cageRefused(x, y); ok {
				return s, true
			}
			if i < j {
				if s, ok := b.cagesLock(x, y); ok {
					return s, true
				}
			}
		}
	}
	return Step{}, false
}

// allSee reports whether every cell of xs sees every cell of ys.
func (b *Board) allSee(xs, ys []int) bool {
	for _, c := range xs {
		for _, e := range ys {
			if !b.l.sees(c, e) {
				return false
			}
		}
	}
	return true
}

// cageRefused is cageInteraction's first way on cages x and y, which see
// each other: x's combinations that share a digit with each of y's go,
// and with them the candidates of x's cells that only they held.
func (b *Board) cageRefused(x, y cageState) (Step, bool) {
	var kept, refused Combos
	for _, m := range x.combos {
		if slices.ContainsFunc(y.combos, func(o sudoku.Digits) bool { return m&o == 0 }) {
			kept = append(kept, m)
		} else {
			refused = append(refused, m)
		}
	}
	if len(refused) == 0 || len(kept) == 0 {
		return Step{}, false
	}
	var union sudoku.Digits
	for _, m := range kept {
		union |= m
	}
	var elim []Candidate
	for _, c := range x.open {
		for _, d := range (b.cands[c] &^ union).List() {
			elim = append(elim, Candidate{c, d})
		}
	}
	if len(elim) == 0 {
		return Step{}, false
	}
	cx, cy := &b.l.cages[x.k], &b.l.cages[y.k]
	shownRefused := cageState{combos: refused, used: x.used}.shown()
	shownKept := cageState{combos: kept, used: x.used}.shown()
	return Step{
		Technique:    CageInteraction,
		Digits:       union,
		Cells:        append(slices.Clone(cx.cells), cy.cells...),
		Eliminations: elim,
		msg: message(stepKey(CageInteraction, "combo"), args{
			"Sum": cx.sum, "Cage": Cells(cx.cells), "OtherSum": cy.sum, "Other": Cells(cy.cells),
			"Refused": shownRefused, "OtherCombos": y.shown(), "Combos": shownKept, "Removals": removalClauses(elim)}),
	}, true
}

// cagesLock is cageInteraction's second way on cages x and y, which see
// each other: a digit every pair of their combinations that share no
// digit has, whose places in the two all see a cell outside them, leaves
// that cell.
func (b *Board) cagesLock(x, y cageState) (Step, bool) {
	must, pairs := sudoku.AllDigits, 0
	for _, m := range x.combos {
		for _, o := range y.combos {
			if m&o == 0 {
				must &= m | o
				pairs++
			}
		}
	}
	if pairs == 0 {
		return Step{}, false
	}
	if d, places, elim, ok := b.lockedIn(must, append(slices.Clone(x.open), y.open...)); ok {
		slices.Sort(places)
		cx, cy := &b.l.cages[x.k], &b.l.cages[y.k]
		return Step{
			Technique:    CageInteraction,
			Digits:       sudoku.DigitSet(d),
			Cells:        places,
			Eliminations: elim,
			msg: message(stepKey(CageInteraction, "lock"), args{
				"Sum": cx.sum, "Cage": Cells(cx.cells), "OtherSum": cy.sum, "Other": Cells(cy.cells),
				"Digit": d, "Cells": Cells(places), "Removals": removalClauses(elim)}),
		}, true
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
			"Sum": c.sum, "Cage": Cells(c.cells), "Combos": cs.shown(), "Removals": removalClauses(elim)}),
	}
}

// A group is a set of houses the rule of 45 adds up: their cells hold
// each digit once per house, so they add up to 45 per house. What the
// rule needs of the cages is worked out once, with the layout.
type group struct {
	houses []int
	set    cellSet
	inside []int   // the cages wholly inside the group
	free   cellSet // the group's cells outside those cages: its innies
	over   []int   // the cages with a cell in the group
	cross  []int   // those of them not wholly inside it: they cross its edge
	out    cellSet // their cells outside the group: its outies
	caged  bool    // every cell of the group lies in a cage
}

// newGroups returns the groups of l the rule of 45 is tried on, smallest
// first: each box or region, row and column, then two and three adjacent
// rows or columns. A layout without cages has none.
func newGroups(l *layout) []group {
	if len(l.cages) == 0 {
		return nil
	}
	var out []group
	add := func(hs ...int) {
		g := group{houses: hs}
		for _, h := range hs {
			for _, c := range l.houses[h] {
				g.set.add(int(c))
			}
		}
		g.free = g.set
		var caged cellSet
		for k := range l.cages {
			c := &l.cages[k]
			if !c.set.overlaps(g.set) {
				continue
			}
			g.over = append(g.over, k)
			g.out = g.out.union(c.set.andNot(g.set))
			caged = caged.union(c.set.and(g.set))
			if c.set.within(g.set) {
				g.inside = append(g.inside, k)
				g.free = g.free.andNot(c.set)
			} else {
				g.cross = append(g.cross, k)
			}
		}
		g.caged = caged == g.set
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
	g     *group
	outie bool
	cells []int
	sum   int
	cages []int // the cages the sum comes from: inside the group for innies, over it for outies
}

// hiddenSums returns the innies and the outies of each group of one house
// (or, with several set, of each group of two or three), those with one to
// max open cells.
func (b *Board) hiddenSums(max int, several bool) []hiddenSum {
	var out []hiddenSum
	for i := range b.l.groups {
		g := &b.l.groups[i]
		if several != (len(g.houses) > 1) {
			continue
		}
		if len(g.inside) > 0 {
			if in := b.openSum(g, false, g.free); len(in.cells) > 0 && len(in.cells) <= max {
				out = append(out, in)
			}
		}
		if g.caged && len(g.over) > len(g.inside) {
			if o := b.openSum(g, true, g.out); len(o.cells) > 0 && len(o.cells) <= max {
				out = append(out, o)
			}
		}
	}
	return out
}

// openSum returns the innies (or outies) of g, cells, with the digits
// placed in them taken off their sum.
func (b *Board) openSum(g *group, outie bool, cells cellSet) hiddenSum {
	hs := hiddenSum{g: g, outie: outie, sum: 45 * len(g.houses), cages: g.inside}
	if outie {
		hs.sum, hs.cages = -hs.sum, g.over
	}
	for _, k := range hs.cages {
		if outie {
			hs.sum += b.l.cages[k].sum
		} else {
			hs.sum -= b.l.cages[k].sum
		}
	}
	cells.each(func(c int) {
		if d := b.grid[c]; d != 0 {
			hs.sum -= int(d)
		} else {
			hs.cells = append(hs.cells, c)
		}
	})
	return hs
}

// rule45Single finds a group with one open innie (or, for outies, one open
// outie): its digit is what the sum leaves.
func (b *Board) rule45Single(outie bool) (Step, bool) {
	t := Innies
	if outie {
		t = Outies
	}
	for _, hs := range b.hiddenSums(1, false) {
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
	for _, hs := range b.hiddenSums(4, false) {
		if len(hs.cells) < 2 {
			continue
		}
		if elim := b.sumEliminations(hs); len(elim) > 0 {
			return b.hiddenSumStep(HiddenCage, hs, elim, nil), true
		}
	}
	return Step{}, false
}

// multiHouseCage is the rule of 45 over two or three adjacent rows or
// columns, harder to see than over one house: a single innie or outie of
// such a group is placed, and two to four rule out candidates as a hidden
// cage does.
func (b *Board) multiHouseCage() (Step, bool) {
	for _, hs := range b.hiddenSums(4, true) {
		if len(hs.cells) == 1 {
			c, d := hs.cells[0], hs.sum
			if d >= 1 && d <= 9 && b.cands[c].Has(d) {
				return b.hiddenSumStep(MultiHouseCage, hs, nil, []Candidate{{c, d}}), true
			}
			continue
		}
		if elim := b.sumEliminations(hs); len(elim) > 0 {
			return b.hiddenSumStep(MultiHouseCage, hs, elim, nil), true
		}
	}
	return Step{}, false
}

// innieOutie finds a house, a choice of the cages that cross its edge,
// and the cages wholly inside it, that together cover the house but for
// one or two open cells inside it (its innies) and go beyond it by one or
// two open cells (its outies), three at most. The house adds up to 45, so
// the innies' digits add up to 45 less the chosen cages' sums more than
// the outies' do: a candidate that no way of filling the cells (cells
// that see each other holding different digits) keeps the difference
// with goes. This is how a killer player splits a cage that crosses a
// box's edge: the rule of 45 with an innie and an outie.
func (b *Board) innieOutie() (Step, bool) {
	for i := range b.l.groups {
		g := &b.l.groups[i]
		if len(g.houses) > 1 {
			continue
		}
		crossing := g.cross
		if len(crossing) < 1 || len(crossing) > 10 {
			continue
		}
		base := 45
		var covered cellSet
		for _, k := range g.inside {
			base -= b.l.cages[k].sum
			covered = covered.union(b.l.cages[k].set)
		}
		// Every choice of the crossing cages but none and all, which leave
		// only innies or only outies (the hidden cages').
		for pick := 1; pick < 1<<len(crossing)-1; pick++ {
			diff, cover := base, covered
			var outs cellSet
			for j, k := range crossing {
				if pick&(1<<j) != 0 {
					c := &b.l.cages[k]
					diff -= c.sum
					cover = cover.union(c.set)
					outs = outs.union(c.set.andNot(g.set))
				}
			}
			innies, outies, ok := b.openCells(g.set.andNot(cover), outs, &diff, 3)
			if !ok {
				continue
			}
			if elim := b.diffEliminations(innies, outies, diff); len(elim) > 0 {
				return b.innieOutieStep(g, innies, outies, diff, pick, crossing, elim), true
			}
		}
	}
	return Step{}, false
}

// openCells returns the open cells of in and of out, each set at least
// one and at most max together, with the digits placed in them taken off
// *diff (those of in) or added to it (those of out); ok is false when
// either has no open cell or they have more than max.
func (b *Board) openCells(in, out cellSet, diff *int, max int) (innies, outies []int, ok bool) {
	if in.count()+out.count() > 9 {
		return nil, nil, false
	}
	in.each(func(c int) {
		if d := b.grid[c]; d != 0 {
			*diff -= int(d)
		} else {
			innies = append(innies, c)
		}
	})
	out.each(func(c int) {
		if d := b.grid[c]; d != 0 {
			*diff += int(d)
		} else {
			outies = append(outies, c)
		}
	})
	return innies, outies, len(innies) > 0 && len(outies) > 0 && len(innies)+len(outies) <= max
}

// diffEliminations returns the candidates of innies and outies that no
// way of filling them (cells that see each other holding different
// digits) whose innies add up to diff more than its outies keeps.
func (b *Board) diffEliminations(innies, outies []int, diff int) []Candidate {
	cells := append(slices.Clone(innies), outies...)
	return b.unheld(cells, b.sumSupport(cells, len(innies), diff))
}

// innieOutieStep builds the step of an innie-outie difference on group g
// (one house): the crossing cages picked (bits of pick over crossing) and
// those inside g cover it but for innies and beyond it by outies, whose
// digits differ by diff; elim goes.
func (b *Board) innieOutieStep(g *group, innies, outies []int, diff, pick int, crossing []int, elim []Candidate) Step {
	cover := 0
	var cells []int
	for _, k := range g.inside {
		cover += b.l.cages[k].sum
		cells = append(cells, b.l.cages[k].cells...)
	}
	for j, k := range crossing {
		if pick&(1<<j) != 0 {
			cover += b.l.cages[k].sum
			cells = append(cells, b.l.cages[k].cells...)
		}
	}
	kind, shown := "more", diff
	switch {
	case diff < 0:
		kind, shown = "less", -diff
	case diff == 0:
		kind = "same"
	}
	slices.Sort(cells)
	return Step{
		Technique:    InnieOutie,
		Digits:       digitsOf(elim),
		Cells:        append(append(slices.Clone(innies), outies...), cells...),
		Houses:       slices.Clone(g.houses),
		Eliminations: elim,
		msg: message(stepKey(InnieOutie, kind), args{
			"Group": b.l.name(g.houses[0]), "Total": 45, "Cover": cover,
			"Innies": Cells(innies), "Outies": Cells(outies), "Diff": shown, "Removals": removalClauses(elim)}),
	}
}

// sumEliminations returns the candidates of hs's cells that no way of
// filling them adds up to its sum with.
func (b *Board) sumEliminations(hs hiddenSum) []Candidate {
	return b.unheld(hs.cells, b.sumSupport(hs.cells, len(hs.cells), hs.sum))
}

// unheld returns the candidates of cells that held, by cell, leaves out.
func (b *Board) unheld(cells []int, held []sudoku.Digits) []Candidate {
	var elim []Candidate
	for i, c := range cells {
		for _, d := range (b.cands[c] &^ held[i]).List() {
			elim = append(elim, Candidate{c, d})
		}
	}
	return elim
}

// sumSupport returns, for each of cells, the candidates it holds in some
// way of filling cells from their candidates, cells that see each other
// holding different digits, in which the digits of the first plus cells
// less those of the others add up to sum.
func (b *Board) sumSupport(cells []int, plus, sum int) []sudoku.Digits {
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
			if plus == len(cells) && d > left {
				break // the digits only add from here on
			}
			for j := range i {
				if pick[j] == d && b.l.sees(cells[i], cells[j]) {
					continue next
				}
			}
			pick[i] = d
			if i < plus {
				try(i+1, left-d)
			} else {
				try(i+1, left+d)
			}
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
	switch {
	case t == HiddenCage || t == MultiHouseCage && len(place) == 0:
		kind = "innies"
		if hs.outie {
			kind = "outies"
		}
	case t == MultiHouseCage:
		kind = "innie"
		if hs.outie {
			kind = "outie"
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
