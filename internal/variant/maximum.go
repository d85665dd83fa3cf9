package variant

import "github.com/sudoku-devs/sudoku/internal/message"

// maximum is the cells marked as maxima: each holds a larger digit than every cell
// beside it (sharing an edge) that is not marked too, as in a fortress.
type maximum struct {
	cells  []int
	n      int
	marked map[int]bool
}

func init() {
	register(func(d *docReader) ([]Constraint, error) {
		var cells []int
		if _, err := d.readCell("maximum", func(i int) Constraint { cells = append(cells, i); return nil }); err != nil || len(cells) == 0 {
			return nil, err
		}
		c := &maximum{cells: cells, n: d.n, marked: map[int]bool{}}
		for _, i := range cells {
			c.marked[i] = true
		}
		return []Constraint{c}, nil
	}, "maximum")
}

// neighbours returns the cells beside i that are not marked.
func (c *maximum) neighbours(i int) []int {
	var out []int
	for _, j := range orthogonalNeighbours(i, c.n) {
		if !c.marked[j] {
			out = append(out, j)
		}
	}
	return out
}

func falls(a, b int) bool { return a > b }

func (c *maximum) Key() string { return "maximum" }
func (c *maximum) Name() message.Message {
	return name("maximum", "maximum")
}
func (c *maximum) Rule() message.Message {
	return rule("maximum", "A cell marked as a maximum holds a larger digit than every unmarked cell beside it.")
}
func (c *maximum) Cells() []int { return c.cells }
func (c *maximum) Restrict(b *Board) bool {
	for _, i := range c.cells {
		for _, j := range c.neighbours(i) {
			if !relate(b, i, j, falls) {
				return false
			}
		}
	}
	return true
}
func (c *maximum) Holds(g []int) bool {
	for _, i := range c.cells {
		for _, j := range c.neighbours(i) {
			if g[i] <= g[j] {
				return false
			}
		}
	}
	return true
}
func (c *maximum) Elements() []Element {
	return []Element{{Kind: ElementMark, Cells: c.cells, Style: "maximum"}}
}
func (c *maximum) encode(w *docWriter) {
	for _, i := range c.cells {
		w.add("maximum", map[string]any{"cell": w.name(i)})
	}
}
