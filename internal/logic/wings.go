package logic

import (
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// wingGrid is what the wings (XY-Wing, XYZ-Wing, W-Wing) ask of a
// position: the classic Board, or a grid of any size (sizedFinder). Each
// finds the same patterns on both, in the same order, and names cells and
// houses as its board does.
type wingGrid interface {
	cellCount() int                              // the cells, row by row
	cand(c int) sudoku.Digits                    // cell c's candidates; none when it holds a digit
	sees(a, c int) bool                          // whether cells a and c, not the same, cannot hold the same digit
	seenByAll(d int, pattern ...int) []Candidate // the cells but pattern's with candidate d that see all of pattern, in order
	houseCount() int                             // the houses, numbered from 0
	twoPlaces(h, d int) (p, q int, ok bool)      // the two places of digit d in house h, when it has exactly two
	cellName(c int) any                          // cell c in a step's sentence, "r1c1"
	houseName(h int) any                         // house h in a step's sentence, "row 1"
	removalWords(elim []Candidate) Clauses       // what a step takes out, in its sentence
	said(s Step, a args) Step                    // s with the sentence of its technique, of values a
}

// xyWing finds a pivot cell with candidates {x,y} that sees two pincers
// {x,z} and {y,z}: whichever the pivot holds, one pincer is z, so z goes
// from every cell that sees both pincers.
func xyWing(g wingGrid) (Step, bool) {
	bv := bivalues(g)
	for _, p := range bv {
		pd := g.cand(p)
		for i, a := range bv {
			if !g.sees(p, a) || (g.cand(a)&pd).Count() != 1 {
				continue
			}
			for _, c := range bv[i+1:] {
				if !g.sees(p, c) || (g.cand(c)&pd).Count() != 1 || g.cand(a)&g.cand(c)&pd != 0 {
					continue
				}
				z := (g.cand(a) & g.cand(c)).Single()
				if z == 0 || pd.Has(z) {
					continue
				}
				if elim := g.seenByAll(z, a, c); len(elim) > 0 {
					return g.said(Step{Technique: XYWing, Digits: pd.Add(z), Cells: []int{p, a, c}, Eliminations: elim},
						wingArgs(g, p, a, c, z, elim)), true
				}
			}
		}
	}
	return Step{}, false
}

// xyzWing finds a pivot cell with candidates {x,y,z} that sees two pincers
// {x,z} and {y,z}: one of the three is z, so z goes from every cell that
// sees all three.
func xyzWing(g wingGrid) (Step, bool) {
	bv := bivalues(g)
	for p := range g.cellCount() {
		pd := g.cand(p)
		if pd.Count() != 3 {
			continue
		}
		for i, a := range bv {
			if !g.sees(p, a) || g.cand(a)&^pd != 0 {
				continue
			}
			for _, c := range bv[i+1:] {
				if !g.sees(p, c) || g.cand(c)&^pd != 0 || g.cand(c) == g.cand(a) {
					continue
				}
				z := (g.cand(a) & g.cand(c)).Single()
				if elim := g.seenByAll(z, p, a, c); len(elim) > 0 {
					return g.said(Step{Technique: XYZWing, Digits: pd, Cells: []int{p, a, c}, Eliminations: elim},
						wingArgs(g, p, a, c, z, elim)), true
				}
			}
		}
	}
	return Step{}, false
}

// wWing finds two cells that hold only x and y and do not see each other,
// and a house where x has just two places, one seeing each cell: the two
// cells cannot both be x, so one is y, and y goes from every cell that
// sees both.
func wWing(g wingGrid) (Step, bool) {
	bv := bivalues(g)
	for i, a := range bv {
		for _, c := range bv[i+1:] {
			ds := g.cand(a)
			if ds != g.cand(c) || g.sees(a, c) {
				continue
			}
			for _, x := range ds.List() {
				y := ds.Remove(x).Single()
				elim := g.seenByAll(y, a, c)
				if len(elim) == 0 {
					continue
				}
				for h := range g.houseCount() {
					p, q, ok := g.twoPlaces(h, x)
					if !ok || p == a || p == c || q == a || q == c {
						continue
					}
					if !g.sees(p, a) || !g.sees(q, c) {
						if !g.sees(q, a) || !g.sees(p, c) {
							continue
						}
						p, q = q, p
					}
					return g.said(Step{Technique: WWing, Digits: ds, Cells: []int{a, p, q, c}, Houses: []int{h}, Eliminations: elim},
						args{"Cell1": g.cellName(a), "Cell2": g.cellName(c), "Digits": DigitsOr(ds.List()), "House": g.houseName(h),
							"Digit": x, "End1": g.cellName(p), "End2": g.cellName(q), "Other": y, "Removals": g.removalWords(elim)}), true
				}
			}
		}
	}
	return Step{}, false
}

// wingArgs returns the values of the message of an XY- or XYZ-Wing with
// pivot p, pincers a and c, and z removed as elim says.
func wingArgs(g wingGrid, p, a, c, z int, elim []Candidate) args {
	return args{
		"Pivot": g.cellName(p), "PivotDigits": DigitsOr(g.cand(p).List()),
		"Pincer1": g.cellName(a), "Pincer1Digits": DigitsOr(g.cand(a).List()),
		"Pincer2": g.cellName(c), "Pincer2Digits": DigitsOr(g.cand(c).List()),
		"Digit": z, "Removals": g.removalWords(elim),
	}
}

// bivalues returns the open cells of g with exactly two candidates, in
// order.
func bivalues(g wingGrid) []int {
	var out []int
	for c := range g.cellCount() {
		if g.cand(c).Count() == 2 {
			out = append(out, c)
		}
	}
	return out
}
