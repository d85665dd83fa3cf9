package logic

import "github.com/sudoku-devs/sudoku/internal/sudoku"

// alignedPairExclusion finds an aligned pair exclusion, in the form
// Sudoku Explainer rates 6.2: two cells with two or more candidates each,
// and at least two cells with two candidates that see both of them (the
// excluders). The two cells cannot take two equal digits if they see each
// other, nor the two digits of an excluder, which would be left empty. A
// digit of one cell with which the other cell could take none of its
// digits goes. The cells are tried in order, the first cell of a pair
// before the second, and the first digit found is removed.
func (b *Board) alignedPairExclusion() (Step, bool) {
	bv := bivalues(b)
	var open []int
	for c, ds := range b.cands {
		if ds.Count() >= 2 {
			open = append(open, c)
		}
	}
	for i, c1 := range open {
		for _, c2 := range open[i+1:] {
			var common []int
			for _, x := range bv {
				if b.l.sees(x, c1) && b.l.sees(x, c2) {
					common = append(common, x)
				}
			}
			if len(common) < 2 {
				continue
			}
			for _, p := range [2][2]int{{c1, c2}, {c2, c1}} {
				if s, ok := b.excludedPair(p[0], p[1], common); ok {
					return s, true
				}
			}
		}
	}
	return Step{}, false
}

// excludedPair returns the step removing the first digit of cell c with
// which cell o could take none of its digits, the excluders being common.
func (b *Board) excludedPair(c, o int, common []int) (Step, bool) {
next:
	for _, a := range b.cands[c].List() {
		var reasons Clauses
		used := []int{c, o}
		for _, d := range b.cands[o].List() {
			if d == a && b.l.sees(c, o) {
				reasons = append(reasons, message("clause.ape.sees", args{"Digit": d, "Cell": Cell(c)}))
				continue
			}
			found := false
			for _, x := range common {
				if b.cands[x] == sudoku.DigitSet(a, d) {
					reasons = append(reasons, message("clause.ape.empties", args{
						"Digit": d, "Cell": Cell(x), "Digits": DigitsOr(b.cands[x].List())}))
					if !inCells(used, x) {
						used = append(used, x)
					}
					found = true
					break
				}
			}
			if !found {
				continue next
			}
		}
		elim := []Candidate{{c, a}}
		return Step{
			Technique:    AlignedPairExclusion,
			Digits:       sudoku.DigitSet(a),
			Cells:        used,
			Eliminations: elim,
			msg: message("step.alignedPairExclusion", args{
				"Cell": Cell(c), "Digit": a, "Other": Cell(o), "Digits": Digits(b.cands[o].List()), "Reasons": reasons}),
		}, true
	}
	return Step{}, false
}
