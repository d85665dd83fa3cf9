package variant

import "github.com/sudoku-devs/sudoku/internal/message"

// minimum is the cells marked as minima: each holds a smaller digit than every cell
// beside it (sharing an edge) that is not marked too, as in a fortress.
type minimum struct {
	cells  []int
	n      int
	marked map[int]bool
}

func init() {
	register(func(d *docReader) ([]Constraint, error) {
		var cells []int
		if _, err := d.readCell("minimum", func(i int) Constraint { cells = append(cells, i); return nil }); err != nil || len(cells) == 0 {
			return nil, err
		}
		c := &minimum{cells: cells, n: d.n, marked: map[int]bool{}}
		for _, i := range cells {
			c.marked[i] = true
		}
		return []Constraint{c}, nil
	}, "minimum")
}

// neighbours returns the cells beside i that are not marked.
func (c *minimum) neighbours(i int) []int {
	var out []int
	for _, j := range orthogonalNeighbours(i, c.n) {
		if !c.marked[j] {
			out = append(out, j)
		}
	}
	return out
}

func (c *minimum) Key() string { return "minimum" }
func (c *minimum) Name() message.Message {
	return name("minimum", "minimum")
}
func (c *minimum) Rule() message.Message {
	return rule("minimum", "A cell marked as a minimum holds a smaller digit than every unmarked cell beside it.")
}
func (c *minimum) Cells() []int { return c.cells }
func (c *minimum) Restrict(b *Board) bool {
	for _, i := range c.cells {
		for _, j := range c.neighbours(i) {
			if !relate(b, i, j, rises) {
				return false
			}
		}
	}
	return true
}
func (c *minimum) Holds(g []int) bool {
	for _, i := range c.cells {
		for _, j := range c.neighbours(i) {
			if g[i] >= g[j] {
				return false
			}
		}
	}
	return true
}
func (c *minimum) Elements() []Element {
	return []Element{{Kind: ElementMark, Cells: c.cells, Style: "minimum"}}
}
func (c *minimum) encode(w *docWriter) {
	for _, i := range c.cells {
		w.add("minimum", map[string]any{"cell": w.name(i)})
	}
}
