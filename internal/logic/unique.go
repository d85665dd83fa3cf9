package logic

import (
	"math/bits"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// The techniques of this file rest on the puzzle having exactly one
// solution, which every puzzle this package grades, explains or generates
// has (Grade and Explain refuse others). On a board of a puzzle with
// several solutions their steps may remove a solution's digit.

// A rectangle is four blank cells at the corners of two rows and two
// columns that lie in exactly two boxes, all with digits x and y among
// their candidates: corners[0] and [1] share a row, [2] and [3] the other
// row, [0] and [2] a column.
type rectangle struct {
	corners [4]int
	x, y    int
}

// rectangles calls f with every rectangle of b, rows first, then columns,
// then the digit pair, until f returns true; it reports whether f did.
func (b *Board) rectangles(f func(r rectangle) bool) bool {
	for r1 := 0; r1 < 9; r1++ {
		for r2 := r1 + 1; r2 < 9; r2++ {
			for c1 := 0; c1 < 9; c1++ {
				for c2 := c1 + 1; c2 < 9; c2++ {
					if (r1/3 == r2/3) == (c1/3 == c2/3) {
						continue // one box or four
					}
					cs := [4]int{r1*9 + c1, r1*9 + c2, r2*9 + c1, r2*9 + c2}
					common := b.cands[cs[0]] & b.cands[cs[1]] & b.cands[cs[2]] & b.cands[cs[3]]
					if common.Count() < 2 {
						continue
					}
					ds := common.List()
					for i, x := range ds {
						for _, y := range ds[i+1:] {
							if f(rectangle{cs, x, y}) {
								return true
							}
						}
					}
				}
			}
		}
	}
	return false
}

// sides returns the pairs of corners of r that share a row or a column:
// first the rows, then the columns, each pair with the pair opposite it.
func (r rectangle) sides() [4][2][2]int {
	c := r.corners
	return [4][2][2]int{
		{{c[0], c[1]}, {c[2], c[3]}},
		{{c[2], c[3]}, {c[0], c[1]}},
		{{c[0], c[2]}, {c[1], c[3]}},
		{{c[1], c[3]}, {c[0], c[2]}},
	}
}

// uniqueRectangle finds a rectangle (two rows, two columns, two boxes) on
// digits x and y that would be a deadly pattern: were its four cells left
// with only x and y, the two digits could trade places in them and the
// puzzle would have a second solution. So the cells cannot end that way:
//
//   - type 1: three corners hold only x and y, so the fourth is neither;
//   - type 2: two corners on one side (the floor) hold only x and y and the
//     other two (the roof) just one more digit z, so one of the roof is z
//     and z goes from every cell that sees both;
//   - type 4: the floor holds only x and y, and in a house of the roof x
//     has no place but the roof: one of the roof is x, so neither is y;
//   - type 3: the floor holds only x and y, so one of the roof holds one of
//     its other digits; with other cells of a house of the roof whose
//     candidates, with those digits, make a naked set, the set's digits go
//     from the rest of the house.
//
// Types 1, 2 and 4 rate 4.5, as in Sudoku Explainer, and come first; type 3
// rates 4.5 plus 0.1 for each digit of the naked set beyond the first, and
// the smallest set is found first.
func (b *Board) uniqueRectangle() (Step, bool) {
	var step Step
	if b.rectangles(func(r rectangle) bool {
		var ok bool
		step, ok = b.uniqueRectangle124(r)
		return ok
	}) {
		return step, true
	}
	for size := 2; size <= 4; size++ {
		if b.rectangles(func(r rectangle) bool {
			var ok bool
			step, ok = b.uniqueRectangle3(r, size)
			return ok
		}) {
			return step, true
		}
	}
	return Step{}, false
}

// uniqueRectangle124 returns the step of type 1, 2 or 4 of rectangle r, if
// r is one and the step removes something.
func (b *Board) uniqueRectangle124(r rectangle) (Step, bool) {
	xy := sudoku.DigitSet(r.x, r.y)
	var extra []int
	for _, c := range r.corners {
		if b.cands[c] != xy {
			extra = append(extra, c)
		}
	}
	if len(extra) == 1 { // type 1
		c := extra[0]
		elim := []Candidate{{c, r.x}, {c, r.y}}
		return b.rectangleStep(r, nil, elim, 0, message("step.uniqueRectangle.type1", args{
			"Corners": Cells(r.corners[:]), "Digits": Digits{r.x, r.y}, "Cell": Cell(c),
			"Either": DigitsOr{r.x, r.y}, "Removals": removalClauses(elim)})), true
	}
	floor, roof, ok := b.floorAndRoof(r)
	if !ok {
		return Step{}, false
	}
	a, c := roof[0], roof[1]
	if z := (b.cands[a] &^ xy).Single(); z != 0 && b.cands[a] == b.cands[c] { // type 2
		if elim := b.seenByAll(z, a, c); len(elim) > 0 {
			return b.rectangleStep(r, nil, elim, 0, message("step.uniqueRectangle.type2", args{
				"Corners": Cells(r.corners[:]), "Digits": Digits{r.x, r.y}, "Floor1": Cell(floor[0]), "Floor2": Cell(floor[1]),
				"Roof1": Cell(a), "Roof2": Cell(c), "Extra": z, "Removals": removalClauses(elim)})), true
		}
	}
	for _, h := range b.housesOfAll([]int{a, c}) { // type 4
		for _, u := range [2][2]int{{r.x, r.y}, {r.y, r.x}} {
			if b.where(h, u[0]) != posMask(h, a, c) {
				continue
			}
			elim := []Candidate{{a, u[1]}, {c, u[1]}}
			return b.rectangleStep(r, []int{h}, elim, 0, message("step.uniqueRectangle.type4", args{
				"Corners": Cells(r.corners[:]), "Digits": Digits{r.x, r.y}, "Floor1": Cell(floor[0]), "Floor2": Cell(floor[1]),
				"House": House(h), "Digit": u[0], "Roof1": Cell(a), "Roof2": Cell(c), "Other": u[1],
				"Removals": removalClauses(elim)})), true
		}
	}
	return Step{}, false
}

// uniqueRectangle3 returns the step of type 3 of rectangle r with a naked
// set of size digits, if r has one that removes something.
func (b *Board) uniqueRectangle3(r rectangle, size int) (Step, bool) {
	floor, roof, ok := b.floorAndRoof(r)
	if !ok {
		return Step{}, false
	}
	a, c := roof[0], roof[1]
	xy := sudoku.DigitSet(r.x, r.y)
	extras := (b.cands[a] | b.cands[c]) &^ xy
	if extras.Count() > size {
		return Step{}, false
	}
	for _, h := range b.housesOfAll([]int{a, c}) {
		var others uint16 // positions in h of the blank cells other than the roof
		for j, x := range sudoku.Houses[h] {
			if b.cands[x] != 0 && int(x) != a && int(x) != c {
				others |= 1 << j
			}
		}
		var step Step
		if subsets(others, size-1, func(s uint16) bool {
			set, cells := extras, b.houseCells(h, s)
			for _, x := range cells {
				set |= b.cands[x]
			}
			if set.Count() != size {
				return false
			}
			var elim []Candidate
			for _, x := range b.houseCells(h, others&^s) {
				for _, d := range (b.cands[x] & set).List() {
					elim = append(elim, Candidate{x, d})
				}
			}
			if len(elim) == 0 {
				return false
			}
			step = b.rectangleStep(r, []int{h}, elim, 0.1*float64(size-1), message("step.uniqueRectangle.type3", args{
				"Corners": Cells(r.corners[:]), "Digits": Digits{r.x, r.y}, "Floor1": Cell(floor[0]), "Floor2": Cell(floor[1]),
				"Roof1": Cell(a), "Roof2": Cell(c), "Extras": DigitsOr(extras.List()), "House": House(h),
				"Cells": Cells(cells), "Set": Digits(set.List()), "Removals": removalClauses(elim)}))
			step.Cells = append(step.Cells, cells...)
			return true
		}) {
			return step, true
		}
	}
	return Step{}, false
}

// floorAndRoof returns the side of r whose two corners hold only x and y
// (the floor) and the side opposite (the roof), when exactly two corners
// hold only x and y and they share a row or a column.
func (b *Board) floorAndRoof(r rectangle) (floor, roof [2]int, ok bool) {
	xy := sudoku.DigitSet(r.x, r.y)
	n := 0
	for _, c := range r.corners {
		if b.cands[c] == xy {
			n++
		}
	}
	if n != 2 {
		return floor, roof, false
	}
	for _, s := range r.sides() {
		if b.cands[s[0][0]] == xy && b.cands[s[0][1]] == xy {
			return s[0], s[1], true
		}
	}
	return floor, roof, false
}

// posMask returns the positions in house h of cells a and c as a bit set.
func posMask(h, a, c int) uint16 {
	var m uint16
	for j, x := range sudoku.Houses[h] {
		if int(x) == a || int(x) == c {
			m |= 1 << j
		}
	}
	return m
}

// rectangleStep returns the step of a unique rectangle r with the given
// houses, eliminations, extra rating and message.
func (b *Board) rectangleStep(r rectangle, houses []int, elim []Candidate, extra float64, msg Message) Step {
	sortCandidates(elim)
	return Step{
		Technique:    UniqueRectangle,
		Digits:       sudoku.DigitSet(r.x, r.y),
		Cells:        append([]int(nil), r.corners[:]...),
		Houses:       houses,
		Eliminations: elim,
		extra:        extra,
		msg:          msg,
	}
}

// bug finds a bivalue universal grave plus one: every blank cell but one
// holds two candidates, that one holds three, and without one of its three
// (z) every digit would have exactly two places in each house where it is
// open. Such a grave has no solution or at least two (in a solution each
// cell may as well take its other candidate: every house still gets each
// digit once), so the puzzle, which has one, needs the extra candidate: the
// cell is z.
func (b *Board) bug() (Step, bool) {
	cell := -1
	for c, ds := range b.cands {
		switch n := ds.Count(); {
		case n == 0 || n == 2:
		case n == 3 && cell < 0:
			cell = c
		default:
			return Step{}, false
		}
	}
	if cell < 0 {
		return Step{}, false
	}
	for _, z := range b.cands[cell].List() {
		if !b.graveWithout(cell, z) {
			continue
		}
		houses := make([]int, 3)
		for i, h := range sudoku.CellHouses[cell] {
			houses[i] = int(h)
		}
		return Step{
			Technique:  BUG,
			Digits:     sudoku.DigitSet(z),
			Cells:      []int{cell},
			Houses:     houses,
			Placements: []Candidate{{cell, z}},
			msg:        message("step.bug", args{"Cell": Cell(cell), "Digit": z}),
		}, true
	}
	return Step{}, false
}

// graveWithout reports whether, with z removed from cell, every digit has
// zero or two places in every house.
func (b *Board) graveWithout(cell, z int) bool {
	for _, house := range sudoku.Houses {
		var count [10]int
		for _, x := range house {
			ds := b.cands[x]
			if int(x) == cell {
				ds = ds.Remove(z)
			}
			for m := uint16(ds); m != 0; m &= m - 1 {
				count[bits.TrailingZeros16(m)]++
			}
		}
		for d := 1; d <= 9; d++ {
			if count[d] != 0 && count[d] != 2 {
				return false
			}
		}
	}
	return true
}
