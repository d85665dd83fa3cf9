package logic

import (
	"slices"

	words "github.com/sudoku-devs/sudoku/internal/message"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// The Expert steps of a grid of any size (SizedBoard): the basic fish
// (X-Wing, Swordfish, Jellyfish) on its rows and columns, and the wings
// (XY-Wing, XYZ-Wing, W-Wing) over cells that see each other. The fish
// work as Board's do on a classic grid (fish.go), and the wings are the
// classic grid's own (wings.go), with the houses and peers of the board's
// rules: two cells see each other when they share a row, a column,
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
				where[i] = 0
				if m := f.placeCount(base+i, d); m < 2 || m > k {
					continue
				}
				cells, _ := f.places(base+i, d)
				for _, c := range cells {
					where[i] |= 1 << f.lineOf(cover, c)
				}
				open = append(open, i)
			}
			var step Step
			found := choose(open, k, f.room[:], func(lines []int) bool {
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

// The sizedFinder is a wingGrid (wings.go), so that the XY-, XYZ- and
// W-Wings of a grid of any size are those of the classic Board.

func (f *sizedFinder) cellCount() int                        { return len(f.cands) }
func (f *sizedFinder) cand(c int) sudoku.Digits              { return f.cands[c] }
func (f *sizedFinder) houseCount() int                       { return len(f.houses) }
func (f *sizedFinder) cellName(c int) any                    { return f.cell(c) }
func (f *sizedFinder) houseName(h int) any                   { return f.house(h) }
func (f *sizedFinder) removalWords(elim []Candidate) Clauses { return f.removals(elim) }
func (f *sizedFinder) said(s Step, a args) Step              { return f.step(s, a, "") }

// twoPlaces returns the two places of digit d in house h, in the house's
// order, when it has exactly two and is not placed there.
func (f *sizedFinder) twoPlaces(h, d int) (p, q int, ok bool) {
	if f.placeCount(h, d) != 2 {
		return 0, 0, false
	}
	cells, _ := f.places(h, d)
	return cells[0], cells[1], true
}

// sees reports whether cells a and b, not the same, share a house or a
// cage of the rules (sudoku.Rules.Peers): they cannot hold the same digit.
func (f *sizedFinder) sees(a, b int) bool {
	_, ok := slices.BinarySearch(f.b.rules.Peers(a), uint8(b))
	return a != b && ok
}

// seenByAll returns, in increasing order, the open cells other than those
// of pattern that have candidate d and see every cell of pattern.
func (f *sizedFinder) seenByAll(d int, pattern ...int) []Candidate {
	var out []Candidate
next:
	for c, ds := range f.cands {
		if !ds.Has(d) {
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
