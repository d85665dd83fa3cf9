package logic

import (
	"fmt"
	"math/bits"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// fish finds a basic fish of size n on one digit: n rows (the base) whose
// places for the digit all lie in the same n columns (the cover), so the digit
// goes from the rest of those columns; or the same with rows and columns
// swapped. Size 2 is the X-Wing, 3 the Swordfish, 4 the Jellyfish.
func (b *Board) fish(n int, t Technique) (Step, bool) {
	for d := 1; d <= 9; d++ {
		for _, base := range [2]int{0, 9} { // rows as base, then columns
			cover := 9 - base
			var where [9]uint16
			var open uint16 // base lines with 2..n places
			for i := 0; i < 9; i++ {
				where[i] = b.where(base+i, d)
				if k := bits.OnesCount16(where[i]); k >= 2 && k <= n {
					open |= 1 << i
				}
			}
			var step Step
			found := subsets(open, n, func(s uint16) bool {
				var m uint16
				for ls := s; ls != 0; ls &= ls - 1 {
					m |= where[bits.TrailingZeros16(ls)]
				}
				if bits.OnesCount16(m) != n {
					return false
				}
				var elim []Candidate
				var cells []int
				var baseHouses, coverHouses []int
				for i := 0; i < 9; i++ {
					if s&(1<<i) != 0 {
						baseHouses = append(baseHouses, base+i)
						cells = append(cells, houseCells(base+i, where[i])...)
					}
				}
				for j := 0; j < 9; j++ {
					if m&(1<<j) == 0 {
						continue
					}
					coverHouses = append(coverHouses, cover+j)
					for i, c := range sudoku.Houses[cover+j] {
						if s&(1<<i) == 0 && b.cands[c].Has(d) {
							elim = append(elim, Candidate{int(c), d})
						}
					}
				}
				if len(elim) == 0 {
					return false
				}
				sortCandidates(elim)
				step = Step{
					Technique:    t,
					Digits:       sudoku.DigitSet(d),
					Cells:        cells,
					Houses:       append(baseHouses, coverHouses...),
					Eliminations: elim,
					text: fmt.Sprintf("in %s, %d fits only in %s, %s", houseList(baseHouses), d,
						houseList(coverHouses), removals(elim)),
				}
				return true
			})
			if found {
				return step, true
			}
		}
	}
	return Step{}, false
}

// sortCandidates sorts cs by cell, then digit (an insertion sort: the lists
// are short).
func sortCandidates(cs []Candidate) {
	for i := 1; i < len(cs); i++ {
		for j := i; j > 0 && (cs[j].Cell < cs[j-1].Cell || cs[j].Cell == cs[j-1].Cell && cs[j].Digit < cs[j-1].Digit); j-- {
			cs[j], cs[j-1] = cs[j-1], cs[j]
		}
	}
}

// bivalues returns the blank cells with exactly two candidates.
func (b *Board) bivalues() []int {
	var out []int
	for c, ds := range b.cands {
		if ds.Count() == 2 {
			out = append(out, c)
		}
	}
	return out
}

// xyWing finds a pivot cell with candidates {x,y} that sees two pincers
// {x,z} and {y,z}: whichever the pivot holds, one pincer is z, so z goes from
// every cell that sees both pincers.
func (b *Board) xyWing() (Step, bool) {
	bv := b.bivalues()
	for _, p := range bv {
		pd := b.cands[p]
		for i, a := range bv {
			if !sees(p, a) || (b.cands[a]&pd).Count() != 1 {
				continue
			}
			for _, c := range bv[i+1:] {
				if !sees(p, c) || (b.cands[c]&pd).Count() != 1 || b.cands[a]&b.cands[c]&pd != 0 {
					continue
				}
				z := (b.cands[a] & b.cands[c]).Single()
				if z == 0 || pd.Has(z) {
					continue
				}
				elim := b.seenByAll(z, a, c)
				if len(elim) == 0 {
					continue
				}
				return Step{
					Technique:    XYWing,
					Digits:       pd | sudoku.DigitSet(z),
					Cells:        []int{p, a, c},
					Eliminations: elim,
					text: fmt.Sprintf("%s holds %s and sees %s (%s) and %s (%s): one of those two is %d, %s",
						sudoku.CellName(p), orList(pd), sudoku.CellName(a), orList(b.cands[a]),
						sudoku.CellName(c), orList(b.cands[c]), z, removals(elim)),
				}, true
			}
		}
	}
	return Step{}, false
}

// xyzWing finds a pivot cell with candidates {x,y,z} that sees two pincers
// {x,z} and {y,z}: one of the three is z, so z goes from every cell that sees
// all three.
func (b *Board) xyzWing() (Step, bool) {
	bv := b.bivalues()
	for p, pd := range b.cands {
		if pd.Count() != 3 {
			continue
		}
		for i, a := range bv {
			if !sees(p, a) || b.cands[a]&^pd != 0 {
				continue
			}
			for _, c := range bv[i+1:] {
				if !sees(p, c) || b.cands[c]&^pd != 0 || b.cands[c] == b.cands[a] {
					continue
				}
				z := (b.cands[a] & b.cands[c]).Single()
				elim := b.seenByAll(z, p, a, c)
				if len(elim) == 0 {
					continue
				}
				return Step{
					Technique:    XYZWing,
					Digits:       pd,
					Cells:        []int{p, a, c},
					Eliminations: elim,
					text: fmt.Sprintf("%s (%s) sees %s (%s) and %s (%s): one of the three is %d, %s",
						sudoku.CellName(p), orList(pd), sudoku.CellName(a), orList(b.cands[a]),
						sudoku.CellName(c), orList(b.cands[c]), z, removals(elim)),
				}, true
			}
		}
	}
	return Step{}, false
}

// wWing finds two cells that hold only x and y and do not see each other,
// and a house where x has just two places, one seeing each cell: the two
// cells cannot both be x, so one is y, and y goes from every cell that sees
// both.
func (b *Board) wWing() (Step, bool) {
	bv := b.bivalues()
	for i, a := range bv {
		for _, c := range bv[i+1:] {
			if b.cands[a] != b.cands[c] || sees(a, c) {
				continue
			}
			for _, x := range b.cands[a].List() {
				y := b.cands[a].Remove(x).Single()
				elim := b.seenByAll(y, a, c)
				if len(elim) == 0 {
					continue
				}
				for h := 0; h < 27; h++ {
					m := b.where(h, x)
					if bits.OnesCount16(m) != 2 {
						continue
					}
					ends := houseCells(h, m)
					p, q := ends[0], ends[1]
					if p == a || p == c || q == a || q == c {
						continue
					}
					if !(sees(p, a) && sees(q, c)) {
						if !(sees(q, a) && sees(p, c)) {
							continue
						}
						p, q = q, p
					}
					return Step{
						Technique:    WWing,
						Digits:       b.cands[a],
						Cells:        []int{a, p, q, c},
						Houses:       []int{h},
						Eliminations: elim,
						text: fmt.Sprintf("%s and %s both hold %s, and in %s, %d lies only in %s (which sees %s) or %s (which sees %s): the two cannot both be %d, so one is %d and %s",
							sudoku.CellName(a), sudoku.CellName(c), orList(b.cands[a]), sudoku.HouseName(h), x,
							sudoku.CellName(p), sudoku.CellName(a), sudoku.CellName(q), sudoku.CellName(c), x, y, removals(elim)[3:]),
					}, true
				}
			}
		}
	}
	return Step{}, false
}

// orList names digits as "4 or 7" or "1, 4 or 7".
func orList(ds sudoku.Digits) string {
	s := digitList(ds)
	if i := len(s) - len(" and 7"); i > 0 && s[i:i+5] == " and " {
		return s[:i] + " or " + s[i+5:]
	}
	return s
}
