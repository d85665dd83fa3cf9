package logic

import (
	"slices"

	words "github.com/sudoku-devs/sudoku/internal/message"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// The Expert steps of a grid of any size (SizedBoard): the basic fish
// (X-Wing, Swordfish, Jellyfish) on its rows and columns, and the wings
// (XY-Wing, XYZ-Wing, W-Wing) over cells that see each other. Each works as
// Board's does on a classic grid (fish.go), with the houses and peers of the
// board's rules: two cells see each other when they share a row, a column,
// a region, a diagonal of X Sudoku or a killer cage (sudoku.Rules.Peers),
// so a setter's constraints never make a step unsound — they only take
// more candidates out.

// lineHouses names houses of one kind, rows or columns, as solvers do:
// "rows 2 and 7", on any size.
func (f *sizedFinder) lineHouses(hs []int) any {
	if f.b.n == 9 {
		return Houses(hs)
	}
	return words.GridHouses{Houses: hs, Size: f.b.n}
}

// fish finds a basic fish of size k on one digit, as Board.fish does: k
// rows (the base) whose places for the digit all lie in the same k columns
// (the cover), so the digit goes from the rest of those columns; or the
// same with rows and columns swapped. Size 2 is the X-Wing, 3 the
// Swordfish, 4 the Jellyfish.
func (f *sizedFinder) fish(k int, t Technique) (Step, bool) {
	n := f.b.n
	where := make([]uint32, n) // by base line, the places of the digit by cover line
	for d := 1; d <= n; d++ {
		for _, base := range [2]int{0, n} {
			cover := n - base
			var open []int // base lines with 2..k places
			for i := range n {
				cells, placed := f.places(base+i, d)
				where[i] = 0
				if placed || len(cells) < 2 || len(cells) > k {
					continue
				}
				for _, c := range cells {
					where[i] |= 1 << f.lineOf(cover, c)
				}
				open = append(open, i)
			}
			var step Step
			found := choose(open, k, func(lines []int) bool {
				var covered uint32
				for _, i := range lines {
					covered |= where[i]
				}
				if bitCount(covered) != k {
					return false
				}
				var cells []int
				var baseHouses, coverHouses []int
				for _, i := range lines {
					baseHouses = append(baseHouses, base+i)
				}
				var elim []Candidate
				for j := range n {
					if covered&(1<<j) == 0 {
						continue
					}
					coverHouses = append(coverHouses, cover+j)
					for _, c := range f.houses[cover+j] {
						if !f.cands[c].Has(d) {
							continue
						}
						if slices.Contains(lines, f.lineOf(base, int(c))) {
							cells = append(cells, int(c))
						} else {
							elim = append(elim, Candidate{int(c), d})
						}
					}
				}
				if len(elim) == 0 {
					return false
				}
				slices.Sort(cells)
				sortCandidates(elim)
				step = f.step(Step{Technique: t, Digits: sudoku.DigitSet(d), Cells: cells,
					Houses: append(baseHouses, coverHouses...), Eliminations: elim},
					args{"Base": f.lineHouses(baseHouses), "Digit": d, "Cover": f.lineHouses(coverHouses), "Removals": f.removals(elim)}, "")
				return true
			})
			if found {
				return step, true
			}
		}
	}
	return Step{}, false
}

// lineOf returns which line of a kind cell c lies in: its row (0 to n-1)
// when first is 0, the rows' first house, or its column when first is n.
func (f *sizedFinder) lineOf(first, c int) int {
	if first == 0 {
		return c / f.b.n
	}
	return c % f.b.n
}

// bitCount returns how many bits of m are set.
func bitCount(m uint32) int { return sudoku.Digits(m).Count() }

// sees reports whether cells a and b, not the same, share a house or a
// cage of the rules (sudoku.Rules.Peers): they cannot hold the same digit.
func (f *sizedFinder) sees(a, b int) bool {
	_, ok := slices.BinarySearch(f.b.rules.Peers(a), uint8(b))
	return a != b && ok
}

// bivalues returns the open cells with exactly two candidates, in order.
func (f *sizedFinder) bivalues() []int {
	var out []int
	for c, ds := range f.cands {
		if f.b.grid[c] == 0 && ds.Count() == 2 {
			out = append(out, c)
		}
	}
	return out
}

// seenByAll returns, in increasing order, the open cells other than those
// of pattern that have candidate d and see every cell of pattern.
func (f *sizedFinder) seenByAll(d int, pattern ...int) []Candidate {
	var out []Candidate
next:
	for c, ds := range f.cands {
		if f.b.grid[c] != 0 || !ds.Has(d) {
			continue
		}
		for _, p := range pattern {
			if !f.sees(c, p) {
				continue next
			}
		}
		out = append(out, Candidate{c, d})
	}
	return out
}

// xyWing finds a pivot cell with candidates {x,y} that sees two pincers
// {x,z} and {y,z}, as Board.xyWing does: whichever the pivot holds, one
// pincer is z, so z goes from every cell that sees both pincers.
func (f *sizedFinder) xyWing() (Step, bool) {
	bv := f.bivalues()
	for _, p := range bv {
		pd := f.cands[p]
		for i, a := range bv {
			if !f.sees(p, a) || (f.cands[a]&pd).Count() != 1 {
				continue
			}
			for _, c := range bv[i+1:] {
				if !f.sees(p, c) || (f.cands[c]&pd).Count() != 1 || f.cands[a]&f.cands[c]&pd != 0 {
					continue
				}
				z := (f.cands[a] & f.cands[c]).Single()
				if z == 0 || pd.Has(z) {
					continue
				}
				if elim := f.seenByAll(z, a, c); len(elim) > 0 {
					return f.step(Step{Technique: XYWing, Digits: pd.Add(z), Cells: []int{p, a, c}, Eliminations: elim},
						f.wingArgs(p, a, c, z, elim), ""), true
				}
			}
		}
	}
	return Step{}, false
}

// xyzWing finds a pivot cell with candidates {x,y,z} that sees two pincers
// {x,z} and {y,z}, as Board.xyzWing does: one of the three is z, so z goes
// from every cell that sees all three.
func (f *sizedFinder) xyzWing() (Step, bool) {
	bv := f.bivalues()
	for p, pd := range f.cands {
		if f.b.grid[p] != 0 || pd.Count() != 3 {
			continue
		}
		for i, a := range bv {
			if !f.sees(p, a) || f.cands[a]&^pd != 0 {
				continue
			}
			for _, c := range bv[i+1:] {
				if !f.sees(p, c) || f.cands[c]&^pd != 0 || f.cands[c] == f.cands[a] {
					continue
				}
				z := (f.cands[a] & f.cands[c]).Single()
				if elim := f.seenByAll(z, p, a, c); len(elim) > 0 {
					return f.step(Step{Technique: XYZWing, Digits: pd, Cells: []int{p, a, c}, Eliminations: elim},
						f.wingArgs(p, a, c, z, elim), ""), true
				}
			}
		}
	}
	return Step{}, false
}

// wWing finds two cells that hold only x and y and do not see each other,
// and a house where x has just two places, one seeing each cell, as
// Board.wWing does: the two cells cannot both be x, so one is y, and y
// goes from every cell that sees both.
func (f *sizedFinder) wWing() (Step, bool) {
	bv := f.bivalues()
	for i, a := range bv {
		for _, c := range bv[i+1:] {
			if f.cands[a] != f.cands[c] || f.sees(a, c) {
				continue
			}
			for _, x := range f.cands[a].List() {
				y := f.cands[a].Remove(x).Single()
				elim := f.seenByAll(y, a, c)
				if len(elim) == 0 {
					continue
				}
				for h := range f.houses {
					ends, placed := f.places(h, x)
					if placed || len(ends) != 2 {
						continue
					}
					p, q := ends[0], ends[1]
					if p == a || p == c || q == a || q == c {
						continue
					}
					if !f.sees(p, a) || !f.sees(q, c) {
						if !f.sees(q, a) || !f.sees(p, c) {
							continue
						}
						p, q = q, p
					}
					return f.step(Step{Technique: WWing, Digits: f.cands[a], Cells: []int{a, p, q, c}, Houses: []int{h}, Eliminations: elim},
						args{"Cell1": f.cell(a), "Cell2": f.cell(c), "Digits": DigitsOr(f.cands[a].List()), "House": f.house(h),
							"Digit": x, "End1": f.cell(p), "End2": f.cell(q), "Other": y, "Removals": f.removals(elim)}, ""), true
				}
			}
		}
	}
	return Step{}, false
}

// wingArgs returns the values of the message of an XY- or XYZ-Wing with
// pivot p, pincers a and c, and z removed as elim says (see wingArgs).
func (f *sizedFinder) wingArgs(p, a, c, z int, elim []Candidate) args {
	return args{
		"Pivot": f.cell(p), "PivotDigits": DigitsOr(f.cands[p].List()),
		"Pincer1": f.cell(a), "Pincer1Digits": DigitsOr(f.cands[a].List()),
		"Pincer2": f.cell(c), "Pincer2Digits": DigitsOr(f.cands[c].List()),
		"Digit": z, "Removals": f.removals(elim),
	}
}
