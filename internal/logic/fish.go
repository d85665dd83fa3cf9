package logic

import (
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
						cells = append(cells, b.houseCells(base+i, where[i])...)
					}
				}
				for j := 0; j < 9; j++ {
					if m&(1<<j) == 0 {
						continue
					}
					coverHouses = append(coverHouses, cover+j)
					for i, c := range b.l.houses[cover+j] {
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
					msg: message(stepKey(t, ""), args{
						"Base": Houses(baseHouses), "Digit": d, "Cover": Houses(coverHouses), "Removals": removalClauses(elim)}),
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

// The Board is a wingGrid (wings.go): its cells, candidates, peers and
// houses, named as the classic grid names them.

func (b *Board) cellCount() int                        { return 81 }
func (b *Board) cand(c int) sudoku.Digits              { return b.cands[c] }
func (b *Board) sees(a, c int) bool                    { return b.l.sees(a, c) }
func (b *Board) houseCount() int                       { return len(b.l.houses) }
func (b *Board) cellName(c int) any                    { return Cell(c) }
func (b *Board) houseName(h int) any                   { return b.l.name(h) }
func (b *Board) removalWords(elim []Candidate) Clauses { return removalClauses(elim) }
func (b *Board) said(s Step, a args) Step {
	s.msg = message(stepKey(s.Technique, ""), a)
	return s
}

// twoPlaces returns the two places of digit d in house h, in the house's
// order, when it has exactly two.
func (b *Board) twoPlaces(h, d int) (p, q int, ok bool) {
	m := b.where(h, d)
	if bits.OnesCount16(m) != 2 {
		return 0, 0, false
	}
	ends := b.houseCells(h, m)
	return ends[0], ends[1], true
}

// finnedFish finds a finned fish of size n on one digit: n base lines (rows,
// or columns) whose places for the digit lie in n cover lines except for
// some, the fins, that all lie in one box. Either a fin holds the digit, or
// the basic fish does and the digit goes from the rest of the cover lines;
// so the cells of the cover lines outside the base lines that lie in the
// fins' box lose it either way. The fish is sashimi when a base line has a
// single place in the cover lines (without its fins it would be no fish);
// its rating is 0.1 higher. Size 2 is the finned X-Wing, 3 the finned
// Swordfish, 4 the finned Jellyfish.
func (b *Board) finnedFish(n int, t Technique) (Step, bool) {
	for d := 1; d <= 9; d++ {
		for _, base := range [2]int{0, 9} { // rows as base, then columns
			var f finned
			f.d, f.base = d, base
			var open uint16 // base lines with 2..n+3 places
			for i := 0; i < 9; i++ {
				f.where[i] = b.where(base+i, d)
				f.cross[i] = b.where(9-base+i, d)
				if k := bits.OnesCount16(f.where[i]); k >= 2 && k <= n+3 {
					open |= 1 << i
				}
			}
			var step Step
			found := subsets(open, n, func(s uint16) bool {
				var m uint16
				for ls := s; ls != 0; ls &= ls - 1 {
					m |= f.where[bits.TrailingZeros16(ls)]
				}
				// The fins lie in one box, so in one stack of cover lines:
				// the cover takes every line with places outside it.
				for stack := 0; stack < 3; stack++ {
					inside := m & (7 << (3 * stack))
					outside := m &^ inside
					need := n - bits.OnesCount16(outside)
					if need < 0 {
						continue
					}
					try := func(c uint16) bool {
						var ok bool
						step, ok = f.step(b, t, s, outside|c, stack)
						return ok
					}
					if need == 0 && try(0) || need > 0 && subsets(inside, need, try) {
						return true
					}
				}
				return false
			})
			if found {
				return step, true
			}
		}
	}
	return Step{}, false
}

// finned holds what finnedFish knows of one digit and one orientation: the
// places of digit d in each base line (houses base … base+8) and in each
// cover line, as bit sets over the lines' positions.
type finned struct {
	d, base      int
	where, cross [9]uint16
}

// step returns the step of the finned fish with base lines s and cover
// lines cover (bit sets over line numbers), whose fins lie in the given
// stack of cover lines, if it is one and removes something.
func (f *finned) step(b *Board, t Technique, s, cover uint16, stack int) (Step, bool) {
	band, sashimi := -1, false
	for ls := s; ls != 0; ls &= ls - 1 {
		i := bits.TrailingZeros16(ls)
		in := f.where[i] & cover
		if in == 0 {
			return Step{}, false
		}
		sashimi = sashimi || in&(in-1) == 0
		if f.where[i]&^cover != 0 {
			if band >= 0 && band != i/3 {
				return Step{}, false
			}
			band = i / 3
		}
	}
	if band < 0 {
		return Step{}, false // no fin: a basic fish
	}
	// The cover lines' places in the fins' box, off the base lines.
	removed := uint16(0)
	target := uint16(7<<(3*band)) &^ s
	for j := 3 * stack; j < 3*stack+3; j++ {
		if cover&(1<<j) != 0 && f.cross[j]&target != 0 {
			removed |= 1 << j
		}
	}
	if removed == 0 {
		return Step{}, false
	}
	var body, fins []int
	var baseHouses, coverHouses []int
	for ls := s; ls != 0; ls &= ls - 1 {
		i := bits.TrailingZeros16(ls)
		baseHouses = append(baseHouses, f.base+i)
		body = append(body, b.houseCells(f.base+i, f.where[i]&cover)...)
		fins = append(fins, b.houseCells(f.base+i, f.where[i]&^cover)...)
	}
	var elim []Candidate
	for lc := cover; lc != 0; lc &= lc - 1 {
		j := bits.TrailingZeros16(lc)
		coverHouses = append(coverHouses, 9-f.base+j)
		if removed&(1<<j) != 0 {
			for _, c := range b.houseCells(9-f.base+j, f.cross[j]&target) {
				elim = append(elim, Candidate{c, f.d})
			}
		}
	}
	sortInts(fins)
	sortCandidates(elim)
	box := 18 + sudoku.Box(fins[0])
	step := Step{
		Technique:    t,
		Digits:       sudoku.DigitSet(f.d),
		Cells:        append(body, fins...),
		Houses:       append(append(baseHouses, coverHouses...), box),
		Eliminations: elim,
		msg: message(stepKey(t, ""), args{
			"Base": Houses(baseHouses), "Digit": f.d, "Cover": Houses(coverHouses), "Fins": Cells(fins),
			"Count": len(fins), "Box": House(box), "Removals": removalClauses(elim)}),
	}
	if sashimi {
		step.extra = 0.1
	}
	return step, true
}
