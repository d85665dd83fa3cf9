package variant

import "github.com/sudoku-devs/sudoku/internal/message"

// minimum is a cell whose digit is smaller than every digit beside it
// (sharing an edge).
type minimum struct{ cell, n int }

func init() {
	register(func(d *docReader) ([]Constraint, error) {
		return d.readCell("minimum", func(i int) Constraint { return &minimum{cell: i, n: d.n} })
	}, "minimum")
}

func (c *minimum) Key() string { return "minimum" }
func (c *minimum) Name() message.Message {
	return name("minimum", "minimum")
}
func (c *minimum) Rule() message.Message {
	return rule("minimum", "A cell marked as a minimum holds a smaller digit than every cell beside it.")
}
func (c *minimum) Cells() []int { return []int{c.cell} }
func (c *minimum) Restrict(b *Board) bool {
	for _, j := range orthogonalNeighbours(c.cell, c.n) {
		if !relate(b, c.cell, j, rises) {
			return false
		}
	}
	return true
}
func (c *minimum) Holds(g []int) bool {
	for _, j := range orthogonalNeighbours(c.cell, c.n) {
		if g[c.cell] >= g[j] {
			return false
		}
	}
	return true
}
func (c *minimum) Elements() []Element {
	return []Element{{Kind: ElementMark, Cells: []int{c.cell}, Style: "minimum"}}
}
func (c *minimum) encode(w *docWriter) { w.add("minimum", map[string]any{"cell": w.name(c.cell)}) }
