package logic

import (
	"math/bits"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// A strongLink is a house where a digit has exactly two places: one of the
// two cells holds the digit.
type strongLink struct {
	house int
	a, b  int // the two cells, a before b in the house
}

// strongLinks returns the strong links of digit d, in house order.
func (b *Board) strongLinks(d int) []strongLink {
	var out []strongLink
	for h := range b.l.houses {
		if m := b.where(h, d); bits.OnesCount16(m) == 2 {
			ends := b.houseCells(h, m)
			out = append(out, strongLink{h, ends[0], ends[1]})
		}
	}
	return out
}

// turbotFish finds a chain of three links on one digit: a house where the
// digit has only two places, a house shared by one of them (the inner end)
// and an inner end of a second such house, and that second house. The two
// inner ends cannot both hold the digit, so one of the outer ends does, and
// the digit goes from every cell that sees both outer ends. It looks for
// the kind t names:
//
//   - Skyscraper: both strong links in rows (or both in columns), the inner
//     ends in one column (row), the outer ends not.
//   - TwoStringKite: one strong link in a row and one in a column, the inner
//     ends in one box, the outer ends outside it.
func (b *Board) turbotFish(t Technique) (Step, bool) {
	for d := 1; d <= 9; d++ {
		links := b.strongLinks(d)
		for i, l1 := range links {
			for _, l2 := range links[i+1:] {
				for _, e1 := range [2][2]int{{l1.a, l1.b}, {l1.b, l1.a}} {
					for _, e2 := range [2][2]int{{l2.a, l2.b}, {l2.b, l2.a}} {
						outer1, inner1, outer2, inner2 := e1[0], e1[1], e2[0], e2[1]
						weak, ok := turbotKind(t, l1.house, l2.house, outer1, inner1, outer2, inner2)
						if !ok {
							continue
						}
						elim := b.seenByAll(d, outer1, outer2)
						if len(elim) == 0 {
							continue
						}
						return Step{
							Technique:    t,
							Digits:       sudoku.DigitSet(d),
							Cells:        []int{outer1, inner1, inner2, outer2},
							Houses:       []int{l1.house, l2.house, weak},
							Eliminations: elim,
							msg: message(stepKey(t, ""), args{
								"Digit": d, "House1": House(l1.house), "End1": Cell(outer1), "Link1": Cell(inner1),
								"House2": House(l2.house), "End2": Cell(outer2), "Link2": Cell(inner2),
								"House": House(weak), "Removals": removalClauses(elim)}),
						}, true
					}
				}
			}
		}
	}
	return Step{}, false
}

// turbotKind reports whether strong links in houses h1 and h2, with outer
// and inner ends as given, make a turbot fish of kind t, and returns the
// house the inner ends share.
func turbotKind(t Technique, h1, h2, outer1, inner1, outer2, inner2 int) (weak int, ok bool) {
	if outer1 == outer2 || outer1 == inner2 || inner1 == outer2 || inner1 == inner2 {
		return 0, false
	}
	switch t {
	case Skyscraper:
		kind := h1 / 9
		if kind != h2/9 || kind >= 2 {
			return 0, false
		}
		// Rows: the inner ends share a column (house kind 1); columns: a row.
		other := 1 - kind
		weak = int(sudoku.CellHouses[inner1][other])
		return weak, weak == int(sudoku.CellHouses[inner2][other]) && sudoku.CellHouses[outer1][other] != sudoku.CellHouses[outer2][other]
	case TwoStringKite:
		if h1/9 != 0 || h2/9 != 1 { // links come in house order: the row first
			return 0, false
		}
		box := sudoku.Box(inner1)
		return 18 + box, box == sudoku.Box(inner2) && box != sudoku.Box(outer1) && box != sudoku.Box(outer2)
	}
	return 0, false
}

// emptyRectangle finds a box whose places for a digit all lie in one row
// and one column of it (the cross), not all in one of them, and a house
// where the digit has two places: one (the near end) in the cross's row or
// column outside the box, the other (the far end) outside the box's band
// and stack lines. If the near end holds the digit, the box holds it in
// the cross's other line; if not, the far end does. Either way the cell
// where that other line meets the far end's line loses the digit.
func (b *Board) emptyRectangle() (Step, bool) {
	for d := 1; d <= 9; d++ {
		links := b.strongLinks(d)
		for bx := 0; bx < 9; bx++ {
			box := 18 + bx
			cells := b.houseCells(box, b.where(box, d))
			if len(cells) < 2 {
				continue
			}
			band, stack := bx/3*3, bx%3*3
			for r := band; r < band+3; r++ {
				for c := stack; c < stack+3; c++ {
					if !crossHolds(cells, r, c) {
						continue
					}
					for _, l := range links {
						if s, ok := b.emptyRectangleStep(d, box, r, c, cells, l); ok {
							return s, true
						}
					}
				}
			}
		}
	}
	return Step{}, false
}

// crossHolds reports whether cells all lie in row r or column c, and not
// all in one of them.
func crossHolds(cells []int, r, c int) bool {
	inRow, inCol := 0, 0
	for _, x := range cells {
		switch {
		case x/9 == r && x%9 == c:
			inRow++
			inCol++
		case x/9 == r:
			inRow++
		case x%9 == c:
			inCol++
		default:
			return false
		}
	}
	return inRow < len(cells) && inCol < len(cells)
}

// emptyRectangleStep returns the step of the empty rectangle of digit d in
// box with the cross at row r and column c, and strong link l, if l fits
// and the step removes something.
func (b *Board) emptyRectangleStep(d, box, r, c int, cells []int, l strongLink) (Step, bool) {
	kind := l.house / 9
	if kind == 2 {
		return Step{}, false
	}
	for _, e := range [2][2]int{{l.a, l.b}, {l.b, l.a}} {
		near, far := e[0], e[1]
		var target, line int
		if kind == 1 { // a column: the near end in row r, the far end's row meets column c
			if near/9 != r || far/9/3 == r/3 || near%9/3 == c/3 {
				continue
			}
			target, line = far/9*9+c, 9+c
		} else { // a row: the near end in column c, the far end's column meets row r
			if near%9 != c || far%9/3 == c/3 || near/9/3 == r/3 {
				continue
			}
			target, line = r*9+far%9, r
		}
		if !b.cands[target].Has(d) {
			continue
		}
		elim := []Candidate{{target, d}}
		return Step{
			Technique:    EmptyRectangle,
			Digits:       sudoku.DigitSet(d),
			Cells:        append(append([]int(nil), cells...), near, far),
			Houses:       []int{box, l.house},
			Eliminations: elim,
			msg: message("step.emptyRectangle", args{
				"Box": House(box), "Digit": d, "Row": House(r), "Column": House(9 + c), "Link": House(l.house),
				"End1": Cell(near), "End2": Cell(far), "Line": House(line), "Removals": removalClauses(elim)}),
		}, true
	}
	return Step{}, false
}
