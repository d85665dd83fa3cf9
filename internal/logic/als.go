package logic

import (
	"math/bits"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// An almost locked set (ALS) is n blank cells of one house that hold n+1
// digits between them: the cells take n different digits, so all of
// their digits but one. A digit x that two disjoint sets both hold, with
// every place of x in the one seeing every place of x in the other, can be
// in only one of them: a restricted common digit.

// als is an almost locked set of one house.
type als struct {
	cells  []int
	set    cellSet
	digits sudoku.Digits
	where  [10]cellSet // the cells of the set that hold each digit
	seenBy [10]cellSet // the cells outside the set that see all of where[d]
}

// maxALS is the most cells of an almost locked set looked for.
const maxALS = 4

// alsList returns the almost locked sets of up to maxALS cells, smallest
// first, each once (a set in a row and a box is listed for the row).
func (b *Board) alsList() []als {
	var out []als
	seen := map[cellSet]bool{}
	for size := 1; size <= maxALS; size++ {
		for h := range b.l.houses {
			var open uint16
			for j, c := range b.l.houses[h] {
				if b.cands[c] != 0 {
					open |= 1 << j
				}
			}
			if bits.OnesCount16(open) <= size {
				continue
			}
			subsets(open, size, func(s uint16) bool {
				cells := b.houseCells(h, s)
				var a als
				for _, c := range cells {
					a.digits |= b.cands[c]
					a.set.add(c)
				}
				if a.digits.Count() != size+1 || seen[a.set] {
					return false
				}
				seen[a.set] = true
				a.cells = cells
				for _, d := range a.digits.List() {
					a.seenBy[d] = cellSet{^uint64(0), ^uint64(0)}
					for _, c := range cells {
						if b.cands[c].Has(d) {
							a.where[d].add(c)
							a.seenBy[d] = a.seenBy[d].and(b.l.peerSet[c])
						}
					}
				}
				out = append(out, a)
				return false
			})
		}
	}
	return out
}

// restricted reports whether x is a restricted common digit of disjoint
// sets a and c: both hold it and all its places in them see each other.
func restricted(a, c *als, x int) bool {
	return a.digits.Has(x) && c.digits.Has(x) && c.where[x].within(a.seenBy[x])
}

// alsElims returns the candidates of z that see all the places of z in
// sets a and c, outside both: one of the two holds z.
func (b *Board) alsElims(a, c *als, z int) []Candidate {
	var out []Candidate
	a.seenBy[z].and(c.seenBy[z]).and(b.digitCells(z)).andNot(a.set).andNot(c.set).each(func(x int) {
		out = append(out, Candidate{x, z})
	})
	return out
}

// alsXZ finds two disjoint almost locked sets with a restricted common
// digit x: x is in at most one of them, so the other holds all its digits
// but x; a digit z ≠ x of both is then in one of them, and goes from every
// cell that sees all its places in the two. The pair with the fewest cells
// is found first.
func (b *Board) alsXZ() (Step, bool) {
	sets := b.alsList()
	for total := 2; total <= 2*maxALS; total++ {
		for i := range sets {
			a := &sets[i]
			for j := i + 1; j < len(sets); j++ {
				c := &sets[j]
				if len(a.cells)+len(c.cells) != total || a.set.overlaps(c.set) {
					continue
				}
				common := a.digits & c.digits
				if common.Count() < 2 {
					continue
				}
				for _, x := range common.List() {
					if !restricted(a, c, x) {
						continue
					}
					for _, z := range common.Remove(x).List() {
						elim := b.alsElims(a, c, z)
						if len(elim) == 0 {
							continue
						}
						return Step{
							Technique:    ALSXZ,
							Digits:       sudoku.DigitSet(x, z),
							Cells:        append(append([]int(nil), a.cells...), c.cells...),
							Eliminations: elim,
							length:       alsLength(a, c),
							msg: message("step.alsXZ", args{
								"Cells1": Cells(a.cells), "Digits1": Digits(a.digits.List()), "Count1": len(a.cells),
								"Cells2": Cells(c.cells), "Digits2": Digits(c.digits.List()),
								"X": x, "Z": z, "Removals": removalClauses(elim)}),
						}, true
					}
				}
			}
		}
	}
	return Step{}, false
}

// alsXYWing finds three disjoint almost locked sets: a pivot c with a
// restricted common digit x with set a and y ≠ x with set b2. The pivot
// holds all its digits but one, so x or y is in it; then a holds all its
// digits but x, or b2 all but y, and a digit z of both a and b2, neither x
// nor y, is in one of them: it goes from every cell that sees all its
// places in the two. The triple with the fewest cells is found first.
func (b *Board) alsXYWing() (Step, bool) {
	sets := b.alsList()
	type rcc struct {
		set, digit int
	}
	links := make([][]rcc, len(sets))
	for i := range sets {
		for j := range sets {
			if i == j || sets[i].set.overlaps(sets[j].set) {
				continue
			}
			for _, x := range (sets[i].digits & sets[j].digits).List() {
				if restricted(&sets[i], &sets[j], x) {
					links[i] = append(links[i], rcc{j, x})
				}
			}
		}
	}
	for total := 3; total <= 3*maxALS; total++ {
		for k := range sets {
			c := &sets[k]
			for p, l1 := range links[k] {
				for _, l2 := range links[k][p+1:] {
					u, w := l1, l2 // x < y
					if u.digit > w.digit {
						u, w = w, u
					}
					a, a2 := &sets[u.set], &sets[w.set]
					if u.digit == w.digit || u.set == w.set || len(a.cells)+len(a2.cells)+len(c.cells) != total ||
						a.set.overlaps(a2.set) {
						continue
					}
					for _, z := range (a.digits & a2.digits).Remove(u.digit).Remove(w.digit).List() {
						elim := b.alsElims(a, a2, z)
						var out []Candidate
						for _, e := range elim {
							if !c.set.has(e.Cell) {
								out = append(out, e)
							}
						}
						if len(out) == 0 {
							continue
						}
						return Step{
							Technique:    ALSXYWing,
							Digits:       sudoku.DigitSet(u.digit, w.digit, z),
							Cells:        append(append(append([]int(nil), c.cells...), a.cells...), a2.cells...),
							Eliminations: out,
							length:       alsLength(a, a2, c),
							msg: message("step.alsXYWing", args{
								"Cells1": Cells(a.cells), "Digits1": Digits(a.digits.List()),
								"Cells2": Cells(a2.cells), "Digits2": Digits(a2.digits.List()),
								"Pivot": Cells(c.cells), "PivotDigits": Digits(c.digits.List()), "PivotCount": len(c.cells),
								"X": u.digit, "Y": w.digit, "Z": z, "Removals": removalClauses(out)}),
						}, true
					}
				}
			}
		}
	}
	return Step{}, false
}

// alsLength is the length charged for a step on the almost locked sets:
// the candidates of their cells, the nodes a chain through them has.
func alsLength(sets ...*als) int {
	n := 0
	for _, s := range sets {
		n += len(s.cells) + 1
	}
	return n
}
