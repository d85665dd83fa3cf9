package variant

import "github.com/sudoku-devs/sudoku/internal/message"

// maximum is a cell whose digit is larger than every digit beside it
// (sharing an edge).
type maximum struct{ cell, n int }

func init() {
	register(func(d *docReader) ([]Constraint, error) {
		return d.readCell("maximum", func(i int) Constraint { return &maximum{cell: i, n: d.n} })
	}, "maximum")
}

func falls(a, b int) bool { return a > b }

func (c *maximum) Key() string { return "maximum" }
func (c *maximum) Name() message.Message {
	return name("maximum", "maximum")
}
func (c *maximum) Rule() message.Message {
	return rule("maximum", "A cell marked as a maximum holds a larger digit than every cell beside it.")
}
func (c *maximum) Cells() []int { return []int{c.cell} }
func (c *maximum) Restrict(b *Board) bool {
	for _, j := range orthogonalNeighbours(c.cell, c.n) {
		if !relate(b, c.cell, j, falls) {
			return false
		}
	}
	return true
}
func (c *maximum) Holds(g []int) bool {
	for _, j := range orthogonalNeighbours(c.cell, c.n) {
		if g[c.cell] <= g[j] {
			return false
		}
	}
	return true
}
func (c *maximum) Elements() []Element {
	return []Element{{Kind: ElementMark, Cells: []int{c.cell}, Style: "maximum"}}
}
func (c *maximum) encode(w *docWriter) { w.add("maximum", map[string]any{"cell": w.name(c.cell)}) }
