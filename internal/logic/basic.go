package logic

import (
	"math/bits"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// singleOrder is the order in which hidden singles are looked for: boxes
// (rated easiest), then rows, then columns.
var singleOrder = [27]int{
	18, 19, 20, 21, 22, 23, 24, 25, 26,
	0, 1, 2, 3, 4, 5, 6, 7, 8,
	9, 10, 11, 12, 13, 14, 15, 16, 17,
}

// hiddenSingle finds a digit with one place left in a house.
func (b *Board) hiddenSingle() (Step, bool) {
	for _, h := range b.l.singles {
		for d := 1; d <= 9; d++ {
			m := b.where(h, d)
			if bits.OnesCount16(m) != 1 {
				continue
			}
			c := int(b.l.houses[h][bits.TrailingZeros16(m)])
			return Step{
				Technique:  HiddenSingle,
				Digits:     sudoku.DigitSet(d),
				Cells:      []int{c},
				Houses:     []int{h},
				Placements: []Candidate{{c, d}},
				msg: message("step.hiddenSingle", args{
					"House": b.l.name(h), "Digit": d, "Cell": Cell(c)}),
			}, true
		}
	}
	return Step{}, false
}

// nakedSingle finds a blank cell with one candidate left.
func (b *Board) nakedSingle() (Step, bool) {
	for c, ds := range b.cands {
		if d := ds.Single(); d != 0 {
			return Step{
				Technique:  NakedSingle,
				Digits:     ds,
				Cells:      []int{c},
				Placements: []Candidate{{c, d}},
				msg:        message("step.nakedSingle", args{"Cell": Cell(c), "Digit": d}),
			}, true
		}
	}
	return Step{}, false
}

// pointing finds a digit whose places in a box (or jigsaw region) all lie
// in one other house (a row, a column or a diagonal): the digit goes from
// the rest of that house.
func (b *Board) pointing() (Step, bool) {
	for box := 18; box < 27; box++ {
		for d := 1; d <= 9; d++ {
			m := b.where(box, d)
			if bits.OnesCount16(m) < 2 {
				continue
			}
			cells := b.houseCells(box, m)
			for _, line := range b.housesOfAll(cells) {
				if line == box {
					continue
				}
				if s, ok := b.locked(Pointing, d, cells, box, line); ok {
					return s, true
				}
			}
		}
	}
	return Step{}, false
}

// claiming finds a digit whose places in a row or column (or diagonal) all
// lie in one box or region, or in one other line: the digit goes from the
// rest of that house.
func (b *Board) claiming() (Step, bool) {
	for line := range b.l.houses {
		if line >= 18 && line < 27 {
			continue
		}
		for d := 1; d <= 9; d++ {
			m := b.where(line, d)
			if bits.OnesCount16(m) < 2 {
				continue
			}
			cells := b.houseCells(line, m)
			for _, to := range b.housesOfAll(cells) {
				if to == line {
					continue
				}
				if s, ok := b.locked(Claiming, d, cells, line, to); ok {
					return s, true
				}
			}
		}
	}
	return Step{}, false
}

// locked builds a locked-candidates step: d lies in house from only at cells,
// which all lie in house to as well, so d goes from the rest of to.
func (b *Board) locked(t Technique, d int, cells []int, from, to int) (Step, bool) {
	var elim []Candidate
	for _, c := range b.l.houses[to] {
		if b.cands[c].Has(d) && !b.l.in(int(c), from) {
			elim = append(elim, Candidate{int(c), d})
		}
	}
	if len(elim) == 0 {
		return Step{}, false
	}
	box, line := from, to
	if t == Claiming {
		box, line = to, from
	}
	return Step{
		Technique:    t,
		Digits:       sudoku.DigitSet(d),
		Cells:        cells,
		Houses:       []int{from, to},
		Eliminations: elim,
		msg: message(stepKey(t, ""), args{
			"Box": b.l.name(box), "Line": b.l.name(line), "Digit": d, "Removals": removalClauses(elim)}),
	}, true
}

// nakedSubset finds n cells of a house whose candidates together are n
// digits: those digits go from the other cells of every house holding all n.
func (b *Board) nakedSubset(n int, t Technique) (Step, bool) {
	for h := range b.l.houses {
		var open uint16 // positions of cells with 2..n candidates
		for j, c := range b.l.houses[h] {
			if k := b.cands[c].Count(); k >= 2 && k <= n {
				open |= 1 << j
			}
		}
		var step Step
		found := subsets(open, n, func(s uint16) bool {
			cells := b.houseCells(h, s)
			var ds sudoku.Digits
			for _, c := range cells {
				ds |= b.cands[c]
			}
			if ds.Count() != n {
				return false
			}
			houses := b.housesOfAll(cells)
			var elim []Candidate
			for _, hh := range houses {
				for _, c := range b.l.houses[hh] {
					if b.cands[c]&ds == 0 || inCells(cells, int(c)) || hasCell(elim, int(c)) {
						continue
					}
					for _, d := range (b.cands[c] & ds).List() {
						elim = append(elim, Candidate{int(c), d})
					}
				}
			}
			if len(elim) == 0 {
				return false
			}
			hs := []int{h}
			for _, hh := range houses {
				if hh != h {
					hs = append(hs, hh)
				}
			}
			step = Step{
				Technique:    t,
				Digits:       ds,
				Cells:        cells,
				Houses:       hs,
				Eliminations: elim,
				msg: message(stepKey(t, ""), args{
					"House": b.l.name(h), "Cells": Cells(cells), "Digits": Digits(ds.List()), "Removals": removalClauses(elim)}),
			}
			return true
		})
		if found {
			return step, true
		}
	}
	return Step{}, false
}

// hiddenSubset finds n digits of a house whose places together are n cells:
// the other candidates go from those cells.
func (b *Board) hiddenSubset(n int, t Technique) (Step, bool) {
	for h := range b.l.houses {
		var where [10]uint16
		var open uint16 // digits with 2..n places, as a bit set over 1–9
		for d := 1; d <= 9; d++ {
			where[d] = b.where(h, d)
			if k := bits.OnesCount16(where[d]); k >= 2 && k <= n {
				open |= 1 << d
			}
		}
		var step Step
		found := subsets(open, n, func(s uint16) bool {
			var m uint16
			for ds := s; ds != 0; ds &= ds - 1 {
				m |= where[bits.TrailingZeros16(ds)]
			}
			if bits.OnesCount16(m) != n {
				return false
			}
			ds := sudoku.Digits(s)
			cells := b.houseCells(h, m)
			var elim []Candidate
			for _, c := range cells {
				for _, d := range (b.cands[c] &^ ds).List() {
					elim = append(elim, Candidate{c, d})
				}
			}
			if len(elim) == 0 {
				return false
			}
			step = Step{
				Technique:    t,
				Digits:       ds,
				Cells:        cells,
				Houses:       []int{h},
				Eliminations: elim,
				msg: message(stepKey(t, ""), args{
					"House": b.l.name(h), "Digits": Digits(ds.List()), "Cells": Cells(cells), "Removals": removalClauses(elim)}),
			}
			return true
		})
		if found {
			return step, true
		}
	}
	return Step{}, false
}

func inCells(cells []int, c int) bool {
	for _, x := range cells {
		if x == c {
			return true
		}
	}
	return false
}

func hasCell(cs []Candidate, c int) bool {
	for _, x := range cs {
		if x.Cell == c {
			return true
		}
	}
	return false
}
