package logic

import (
	"math/bits"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// Sudoku Explainer rates a solve step by the easiest technique that makes
// progress, and below the naked single (2.3) it knows three "direct"
// techniques that end in a hidden single: direct pointing (1.7), direct
// claiming (1.9) and the direct hidden pair (2.0), each a pattern whose
// removals leave a digit one place in a house. The ladder here takes a
// naked single, a pointing or a claiming there instead (so that the levels
// stay as they are), and Grade rates such a step as Sudoku Explainer would,
// by the cheapest direct technique the board offers: directRating says
// which.

// seRating returns the rating of step s, found on b, as Sudoku Explainer
// would give it: s's own, or for a single, pointing or claiming the
// cheapest direct technique b offers when that is lower.
func (b *Board) seRating(s Step) float64 {
	r := s.Rating()
	if r > 1.7 && s.Technique <= Claiming && !b.l.shaped { // direct techniques are classic ones
		if direct := b.directRating(); direct > 0 && direct < r {
			r = direct
		}
	}
	return r
}

// directRating returns the rating of the cheapest direct technique on b,
// or 0 when there is none.
func (b *Board) directRating() float64 {
	if b.directLocking(true) {
		return 1.7
	}
	if b.directLocking(false) {
		return 1.9
	}
	if b.directHiddenPair() {
		return 2.0
	}
	return 0
}

// directLocking reports whether a pointing (from a box to a line) or, with
// pointing false, a claiming (from a line to a box) removes a digit so that
// it has one place left in a house where it had more.
func (b *Board) directLocking(pointing bool) bool {
	lo, hi := 0, 18
	if pointing {
		lo, hi = 18, 27
	}
	for from := lo; from < hi; from++ {
		for d := 1; d <= 9; d++ {
			m := b.where(from, d)
			if bits.OnesCount16(m) < 2 {
				continue
			}
			cells := b.houseCells(from, m)
			for _, to := range b.housesOfAll(cells) {
				if to == from || (to >= 18) == pointing {
					continue
				}
				var gone [81]bool
				found := false
				for _, c := range sudoku.Houses[to] {
					if b.cands[c].Has(d) && sudoku.CellHouses[c][from/9] != uint8(from) {
						gone[c], found = true, true
					}
				}
				if found && b.singleAfter(d, &gone) {
					return true
				}
			}
		}
	}
	return false
}

// singleAfter reports whether removing digit d from the cells gone leaves
// d one place in a house of one of them.
func (b *Board) singleAfter(d int, gone *[81]bool) bool {
	for c, g := range gone {
		if !g {
			continue
		}
		for _, h := range sudoku.CellHouses[c] {
			n := 0
			for _, x := range sudoku.Houses[h] {
				if b.cands[x].Has(d) && !gone[x] {
					n++
				}
			}
			if n == 1 {
				return true
			}
		}
	}
	return false
}

// directHiddenPair reports whether a hidden pair, removing the other
// candidates of its two cells, leaves one of them a single place in a
// house.
func (b *Board) directHiddenPair() bool {
	for h := 0; h < 27; h++ {
		var where [10]uint16
		for d := 1; d <= 9; d++ {
			where[d] = b.where(h, d)
		}
		for d1 := 1; d1 <= 9; d1++ {
			if bits.OnesCount16(where[d1]) != 2 {
				continue
			}
			for d2 := d1 + 1; d2 <= 9; d2++ {
				if where[d2] != where[d1] {
					continue
				}
				cells := b.houseCells(h, where[d1])
				for _, c := range cells {
					var gone [81]bool
					gone[c] = true
					for _, e := range b.cands[c].Remove(d1).Remove(d2).List() {
						if b.singleAfter(e, &gone) {
							return true
						}
					}
				}
			}
		}
	}
	return false
}
