package variant

import (
	"encoding/json"
	"fmt"

	"github.com/sudoku-devs/sudoku/internal/message"
)

// MinSize and MaxSize are the sizes of grid a Puzzle can have: from 4x4 to
// 16x16.
const (
	MinSize = 4
	MaxSize = 16
)

// Puzzle is a puzzle as a setter shares it: its size, its regions, its
// givens and its constraints, with the words around them. Cells are
// numbered row by row from 0 to Size*Size-1.
type Puzzle struct {
	// Size is the number of rows, columns, regions and digits: 4 to 16.
	Size int
	// Regions holds each cell's region, 0 to Size-1, Size*Size entries;
	// each region has Size cells (the boxes by default, see BoxRegions).
	Regions []int
	// Givens holds each cell's given digit, 1 to Size, or 0 for an open
	// cell; Size*Size entries.
	Givens []int
	// Constraints are the rules beyond rows, columns and regions.
	Constraints []Constraint
	// Title, Author and Rules are the setter's words: the puzzle's name,
	// who set it and its rules in their own sentences.
	Title, Author, Rules string
	// Solution is the setter's solution, Size*Size digits, or nil.
	Solution []int
	// Kept holds, as written, what the puzzle carries that changes no
	// rule: cosmetic lines, shapes and text, cages without sums, and a
	// setter's settings (see Read). Write writes them back.
	Kept map[string]json.RawMessage
}

// Cells returns the number of cells of p, Size*Size.
func (p *Puzzle) Cells() int { return p.Size * p.Size }

// BoxRegions returns the regions of an n×n grid (n from 4 to 16) as boxes
// of h rows and w columns, h the largest divisor of n not above its square
// root (2x3 boxes for 6, 3x4 for 12, 4x4 for 16), as f-puzzles lays them
// out; for a prime n, which has no boxes, it returns nil.
func BoxRegions(n int) []int {
	h := 1
	for d := 2; d*d <= n; d++ {
		if n%d == 0 {
			h = d
		}
	}
	if h == 1 {
		return nil
	}
	w := n / h
	regions := make([]int, n*n)
	for i := range regions {
		r, c := i/n, i%n
		regions[i] = r/h*h + c/w
	}
	return regions
}

// defaultRegions returns the regions of an n×n grid whose cells name none,
// as f-puzzles lays them out: its boxes (BoxRegions), or on a grid of a
// prime size, which has none, its rows — a cell with no region of its own
// is in the region of its row, as in f-puzzles and Rangsk's SudokuSolver.
func defaultRegions(n int) []int {
	if boxes := BoxRegions(n); boxes != nil {
		return boxes
	}
	regions := make([]int, n*n)
	for i := range regions {
		regions[i] = i / n
	}
	return regions
}

// Validate reports whether p is a puzzle that can be played: a size from
// 4 to 16, every region of Size cells, givens from 0 to Size with no digit
// twice in a row, column or region, and a solution, when given, of Size*Size
// digits. Its error says what is wrong and where, naming cells as solvers do.
func (p *Puzzle) Validate() error {
	n := p.Size
	if n < MinSize || n > MaxSize {
		return readError("variant.size", "the grid is {{.Size}}x{{.Size}}; want 4x4 to 16x16", map[string]any{"Size": n})
	}
	if len(p.Regions) != n*n || len(p.Givens) != n*n {
		return fmt.Errorf("variant: %d regions and %d givens for %d cells", len(p.Regions), len(p.Givens), n*n)
	}
	count := make([]int, n)
	for i, r := range p.Regions {
		if r < 0 || r >= n {
			return readError("variant.regionRange", "{{.Cell}} is in region {{.Region}}; want 1 to {{.Size}}",
				map[string]any{"Cell": CellOf(i, n), "Region": r + 1, "Size": n})
		}
		count[r]++
	}
	for r, k := range count {
		if k != n {
			return readError("variant.regionSize", "region {{.Region}} has {{.Count}} cells; want {{.Size}}",
				map[string]any{"Region": r + 1, "Count": k, "Size": n})
		}
	}
	for i, d := range p.Givens {
		if d < 0 || d > n {
			return readError("variant.given", "{{.Cell}} holds {{.Digit}}; want 1 to {{.Size}}",
				map[string]any{"Cell": CellOf(i, n), "Digit": d, "Size": n})
		}
	}
	if p.Solution != nil && len(p.Solution) != n*n {
		return fmt.Errorf("variant: a solution of %d digits for %d cells", len(p.Solution), n*n)
	}
	for _, h := range p.houses() {
		seen := make(map[int]int, n)
		for _, i := range h {
			d := p.Givens[i]
			if d == 0 {
				continue
			}
			if j, ok := seen[d]; ok {
				return readError("variant.duplicate", "duplicate {{.Digit}}: {{.A}} and {{.B}}",
					map[string]any{"Digit": d, "A": CellOf(j, n), "B": CellOf(i, n)})
			}
			seen[d] = i
		}
	}
	return nil
}

// houses returns p's rows, columns and regions, each of Size cells.
func (p *Puzzle) houses() [][]int {
	n := p.Size
	out := make([][]int, 0, 3*n)
	for r := range n {
		row := make([]int, n)
		for c := range n {
			row[c] = r*n + c
		}
		out = append(out, row)
	}
	for c := range n {
		col := make([]int, n)
		for r := range n {
			col[r] = r*n + c
		}
		out = append(out, col)
	}
	regions := make([][]int, n)
	for i, r := range p.Regions {
		regions[r] = append(regions[r], i)
	}
	return append(out, regions...)
}

// Holds reports whether g, Size*Size digits with none empty, is a solution
// of p: each row, column and region holds every digit once, the givens are
// kept and so is every constraint.
func (p *Puzzle) Holds(g []int) bool {
	n := p.Size
	if len(g) != n*n {
		return false
	}
	for i, d := range g {
		if d < 1 || d > n || (p.Givens[i] != 0 && p.Givens[i] != d) {
			return false
		}
	}
	for _, h := range p.houses() {
		var s Set
		for _, i := range h {
			s |= Of(g[i])
		}
		if s != Full(n) {
			return false
		}
	}
	for _, c := range p.Constraints {
		if !c.Holds(g) {
			return false
		}
	}
	return true
}

// readError returns an error whose words are the message of key, with the
// English template text and the values args.
func readError(key, text string, args map[string]any) error {
	return &message.Error{Msg: message.Message{Key: key, Text: text, Args: args}}
}
