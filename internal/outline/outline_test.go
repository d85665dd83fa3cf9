package outline

import (
	"math/rand/v2"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// TestRegions checks the borders of the classic boxes (two lines each
// way, nine cell sides long) and of a jigsaw's regions (each cell side of
// a border between two regions, and no other).
func TestRegions(t *testing.T) {
	classic := &sudoku.Puzzle{}
	if got := len(Regions(classic.Rules())); got != 36 {
		t.Errorf("the boxes' borders: %d cell sides; want 36", got)
	}
	p, _ := sudoku.Generate(rand.New(rand.NewPCG(1, 1)), sudoku.Jigsaw)
	rules := p.Rules()
	for _, l := range Regions(rules) {
		a := int(l.Y0)*9 + int(l.X0) // the cell above or left of the side
		if l.Y0 == l.Y1 {
			a -= 9
		} else {
			a--
		}
		b := a + 1
		if l.Y0 == l.Y1 {
			b = a + 9
		}
		if rules.Region(a) == rules.Region(b) {
			t.Errorf("a border %v between cells %s and %s of one region", l, sudoku.CellName(a), sudoku.CellName(b))
		}
	}
}

// TestCagesClosed checks that each cage's outline is one closed line but
// for the gap its sum leaves: every end of a segment meets the end of
// exactly one other, except the two ends at the sum's gap, one pair per
// cage. And a cage of two cells side by side has six sides.
func TestCagesClosed(t *testing.T) {
	p, _ := sudoku.Generate(rand.New(rand.NewPCG(2, 2)), sudoku.Killer)
	ends := map[[2]float64]int{}
	for _, l := range Cages(p.Rules(), 0.1, Sum{0.4, 0.3}) {
		if l.X0 > l.X1 || l.Y0 > l.Y1 || l.X0 != l.X1 && l.Y0 != l.Y1 {
			t.Fatalf("segment %v is not horizontal or vertical from its least end", l)
		}
		ends[[2]float64{l.X0, l.Y0}]++
		ends[[2]float64{l.X1, l.Y1}]++
	}
	loose := 0
	for at, n := range ends {
		switch n {
		case 1:
			loose++
		case 2:
		default:
			t.Errorf("%d segments end at %v", n, at)
		}
	}
	if loose != 2*len(p.Cages) {
		t.Errorf("%d loose ends; want 2 for each of %d cages (the sum's gap)", loose, len(p.Cages))
	}
	two := &sudoku.Puzzle{Cages: []sudoku.Cage{{Sum: 3, Cells: []int{0, 1}}}}
	if got := len(Cages(two.Rules(), 0.1, Sum{0.4, 0.3})); got != 6 {
		t.Errorf("a cage of r1c1 and r1c2: %d sides; want 6", got)
	}
}
