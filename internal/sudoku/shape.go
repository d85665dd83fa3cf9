package sudoku

import (
	"fmt"

	"github.com/sudoku-devs/sudoku/internal/message"
)

// The shapes of the variants KSudoku and Simon Tatham's Solo offer beside
// the classic grid: jigsaw regions in place of the boxes, the two main
// diagonals of X Sudoku, and the cages of killer Sudoku. A Puzzle carries
// each as a field whose zero value means it is absent; shape compiles them
// into the houses and peers that Validate and the variant solver work on.

// Regions gives the region (1–9) of each of the 81 cells of a jigsaw
// puzzle, row by row; each region is nine orthogonally connected cells and
// holds 1–9 once, in place of a box. The zero Regions means the classic
// boxes.
type Regions [81]uint8

// IsZero reports whether z gives no regions: the classic boxes.
func (z *Regions) IsZero() bool { return *z == Regions{} }

// BoxRegions returns the classic boxes as Regions: box b (0–8) is region b+1.
func BoxRegions() Regions {
	var z Regions
	for i := range z {
		z[i] = uint8(Box(i) + 1)
	}
	return z
}

// Cage is a killer cage: its Cells (0–80, orthogonally connected, 1–9 of
// them) hold distinct digits that add up to Sum.
type Cage struct {
	Sum   int
	Cells []int
}

// The houses of a puzzle with a shape, numbered as Houses numbers the
// classic ones: rows 0–8, columns 9–17, then the boxes or, for a jigsaw,
// region r (1–9) as house 17+r, and for X Sudoku the diagonal r1c1-r9c9
// as DiagonalDown and r1c9-r9c1 as DiagonalUp.
const (
	DiagonalDown = 27
	DiagonalUp   = 28
)

// shape is what a puzzle's rules make of the grid: its houses (rows,
// columns, boxes or regions, diagonals), each cell's peers (the cells that
// share a house or a cage with it), and its cages.
type shape struct {
	houses [][9]uint8
	peers  [81][]uint8
	cages  []cageShape
	cageOf [81]int16 // 1 + the index of the cell's cage, 0 for none
	// sums are the cages, and the innies of each house that cages lie in:
	// the cells of the house outside the cages wholly inside it, whose
	// digits add up to 45 less those cages' sums (the rule of 45).
	sums []cageShape
}

// cageShape is a cage as the solver keeps it: its cells, their sum, and
// the cells of the houses that hold every cell of it (outside it), which
// cannot take a digit the cage must hold.
type cageShape struct {
	sum    int
	cells  []uint8
	others []uint8
}

// HasShape reports whether p has regions, diagonals or cages: a puzzle the
// variant solver solves.
func (p *Puzzle) HasShape() bool { return p.Diagonals || len(p.Cages) > 0 || !p.Regions.IsZero() }

// newShape compiles the shape of p, which must have passed checkShape.
func newShape(p *Puzzle) *shape {
	s := &shape{}
	s.houses = append(s.houses, Houses[:18]...)
	if p.Regions.IsZero() {
		s.houses = append(s.houses, Houses[18:]...)
	} else {
		var regions [9][9]uint8
		var n [9]int
		for i, r := range p.Regions {
			regions[r-1][n[r-1]] = uint8(i)
			n[r-1]++
		}
		s.houses = append(s.houses, regions[:]...)
	}
	if p.Diagonals {
		var down, up [9]uint8
		for k := range 9 {
			down[k], up[k] = uint8(k*10), uint8(k*8+8)
		}
		s.houses = append(s.houses, down, up)
	}
	var peer [81][81]bool
	link := func(cells []uint8) {
		for _, a := range cells {
			for _, b := range cells {
				if a != b {
					peer[a][b] = true
				}
			}
		}
	}
	for _, h := range s.houses {
		link(h[:])
	}
	for k, c := range p.Cages {
		cs := cageShape{sum: c.Sum}
		for _, i := range c.Cells {
			cs.cells = append(cs.cells, uint8(i))
			s.cageOf[i] = int16(k + 1)
		}
		link(cs.cells)
		s.cages = append(s.cages, cs)
	}
	for a := range peer {
		for b, ok := range peer[a] {
			if ok {
				s.peers[a] = append(s.peers[a], uint8(b))
			}
		}
	}
	s.addSums()
	return s
}

// addSums fills s.sums: each cage, with the cells of the houses that hold
// it whole, and the innies of each house that cages lie in whole.
func (s *shape) addSums() {
	for _, c := range s.cages {
		var in [81]bool
		for _, i := range c.cells {
			in[i] = true
		}
		for _, h := range s.houses {
			n := 0
			for _, i := range h {
				if in[i] {
					n++
				}
			}
			if n == len(c.cells) {
				for _, i := range h {
					if !in[i] {
						c.others = append(c.others, i)
					}
				}
			}
		}
		s.sums = append(s.sums, c)
	}
	for _, h := range s.houses {
		var inHouse [81]bool
		for _, i := range h {
			inHouse[i] = true
		}
		sum, covered := 45, [81]bool{}
		for _, c := range s.cages {
			whole := true
			for _, i := range c.cells {
				whole = whole && inHouse[i]
			}
			if whole {
				sum -= c.sum
				for _, i := range c.cells {
					covered[i] = true
				}
			}
		}
		innies := cageShape{sum: sum}
		for _, i := range h {
			if !covered[i] {
				innies.cells = append(innies.cells, i)
			}
		}
		if n := len(innies.cells); n > 0 && n < 9 {
			s.sums = append(s.sums, innies)
		}
	}
}

// cageSums gives the least and the greatest sum of n distinct digits (n
// 1–9).
func cageSums(n int) (lo, hi int) { return n * (n + 1) / 2, n * (19 - n) / 2 }

// shapeTexts are the English templates of the messages of the
// *message.Error values that say what is wrong with a puzzle's regions or
// cages, in a person's words: "region 3 has 8 cells; want 9", "r4c4 is in
// two cages", "cage at r1c1 sums to 50; 2 cells sum to 3 to 17".
var shapeTexts = map[string]string{
	"error.sizeCombined": "the size variant does not combine with regions, diagonals or cages",
	"error.regionValue":  "{{.Cell}} is in region {{.Value}}; want 1 to 9",
	"error.regionSize":   "region {{.Region}} has {{.Count}} cells; want 9",
	"error.regionApart":  "region {{.Region}} is not connected: {{.Cell}} is apart from the rest",
	"error.cageSize":     "a cage has {{.Count}} cells; want 1 to 9",
	"error.cageCell":     "a cage names cell {{.Value}}; want 0 to 80",
	"error.cageTwice":    "{{.Cell}} is in two cages",
	"error.cageApart":    "cage at {{.Cell}} is not connected: {{.Other}} is apart from the rest",
	"error.cageSum":      "cage at {{.Cell}} sums to {{.Sum}}; {{.Count}} cells sum to {{.Min}} to {{.Max}}",
	"error.cageGivens":   "cage at {{.Cell}} sums to {{.Sum}}, but its givens add up to {{.Given}}",
}

// shapeError returns the error of key (see shapeTexts) with the values args.
func shapeError(key string, args map[string]any) *message.Error {
	return &message.Error{Msg: message.Message{Key: key, Text: shapeTexts[key], Args: args}}
}

// checkShape returns what is wrong with p's regions and cages as a
// *message.Error (see shapeTexts), or nil: letters with a shape, a region value outside 1–9, a
// region of other than nine cells or not connected, a cage of no cells or
// more than nine, a cell out of range or in two cages, a cage not
// connected, a sum no digits of its size make, or givens in a cage that
// reach its sum while cells are open or miss it when none are.
func checkShape(p *Puzzle) error {
	if p.HasLetters() && p.HasShape() {
		return shapeError("error.sizeCombined", nil)
	}
	if !p.Regions.IsZero() {
		var count [10]int
		for i, r := range p.Regions {
			if r < 1 || r > 9 {
				return shapeError("error.regionValue", map[string]any{"Cell": message.Cell(i), "Value": int(r)})
			}
			count[r]++
		}
		for r := 1; r <= 9; r++ {
			if count[r] != 9 {
				return shapeError("error.regionSize", map[string]any{"Region": r, "Count": count[r]})
			}
			var cells []int
			for i, x := range p.Regions {
				if int(x) == r {
					cells = append(cells, i)
				}
			}
			if apart := disconnected(cells); apart >= 0 {
				return shapeError("error.regionApart", map[string]any{"Region": r, "Cell": message.Cell(apart)})
			}
		}
	}
	var in [81]bool
	for _, c := range p.Cages {
		if len(c.Cells) < 1 || len(c.Cells) > 9 {
			return shapeError("error.cageSize", map[string]any{"Count": len(c.Cells)})
		}
		for _, i := range c.Cells {
			if i < 0 || i > 80 {
				return shapeError("error.cageCell", map[string]any{"Value": i})
			}
			if in[i] {
				return shapeError("error.cageTwice", map[string]any{"Cell": message.Cell(i)})
			}
			in[i] = true
		}
		first := message.Cell(c.Cells[0])
		if apart := disconnected(c.Cells); apart >= 0 {
			return shapeError("error.cageApart", map[string]any{"Cell": first, "Other": message.Cell(apart)})
		}
		lo, hi := cageSums(len(c.Cells))
		if c.Sum < lo || c.Sum > hi {
			return shapeError("error.cageSum", map[string]any{"Cell": first, "Sum": c.Sum, "Count": len(c.Cells), "Min": lo, "Max": hi})
		}
		given, open := 0, 0
		for _, i := range c.Cells {
			given += int(p.Givens[i])
			if p.Givens[i] == 0 {
				open++
			}
		}
		if given > c.Sum || open == 0 && given != c.Sum || open > 0 && given >= c.Sum {
			return shapeError("error.cageGivens", map[string]any{"Cell": first, "Sum": c.Sum, "Given": given})
		}
	}
	return nil
}

// disconnected returns a cell of cells that is not orthogonally connected
// to the first through cells, or -1 when all are.
func disconnected(cells []int) int {
	var set, seen [81]bool
	for _, c := range cells {
		set[c] = true
	}
	stack := []int{cells[0]}
	seen[cells[0]] = true
	for len(stack) > 0 {
		c := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, n := range [4]int{c - 9, c + 9, c - 1, c + 1} {
			if n < 0 || n > 80 || (n == c-1 || n == c+1) && n/9 != c/9 || !set[n] || seen[n] {
				continue
			}
			seen[n] = true
			stack = append(stack, n)
		}
	}
	for _, c := range cells {
		if !seen[c] {
			return c
		}
	}
	return -1
}

// shapeConflict returns the first digit of p's givens repeated in a house
// of shape s or in a cage, as a *ConflictError, or nil.
func shapeConflict(p *Puzzle, s *shape) error {
	for h, house := range s.houses {
		if err := repeated(&p.Givens, house[:], h, !p.Regions.IsZero()); err != nil {
			return err
		}
	}
	for _, c := range s.cages {
		if err := repeated(&p.Givens, c.cells, -1, false); err != nil {
			return err
		}
	}
	return nil
}

// repeated returns a *ConflictError for the first digit of g that two of
// cells hold, in house h (-1 for a cage), or nil.
func repeated(g *Grid, cells []uint8, h int, jigsaw bool) error {
	for a, x := range cells {
		for _, y := range cells[a+1:] {
			if d := g[x]; d != 0 && d == g[y] {
				a, b := int(min(x, y)), int(max(x, y))
				return &ConflictError{Digit: int(d), House: h, A: a, B: b, Region: jigsaw && h >= 18 && h < 27,
					AlsoBox: !jigsaw && h >= 0 && h < 18 && Box(a) == Box(b)}
			}
		}
	}
	return nil
}

// String formats c as "15: r1c1 r1c2".
func (c Cage) String() string {
	s := fmt.Sprint(c.Sum, ":")
	for _, i := range c.Cells {
		s += " " + CellName(i)
	}
	return s
}
