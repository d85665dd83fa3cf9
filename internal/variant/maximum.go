package variant

import "github.com/sudoku-devs/sudoku/internal/message"

// maximum is the cells marked as maxima: each holds a larger digit than
// every cell beside it (sharing an edge) that is not marked too, as in a
// fortress.
type maximum struct{ *markedCells }

func init() {
	register(func(d *docReader) ([]Constraint, error) {
		m, err := d.readMarked("maximum")
		if m == nil {
			return nil, err
		}
		return []Constraint{&maximum{m}}, nil
	}, "maximum")
}

func falls(a, b int) bool { return a > b }

func (c *maximum) Key() string { return "maximum" }
func (c *maximum) Name() message.Message {
	return name("maximum", "maximum")
}
func (c *maximum) Rule() message.Message {
	return rule("maximum", "A cell marked as a maximum holds a larger digit than every unmarked cell beside it.")
}
func (c *maximum) Lesson(n int) Lesson {
	return Lesson{Name: lessonName("maximum", "Maximum"), Rating: ratingParity,
		Why: whyAt("maximum", "a cell marked as a maximum, as {{.At}} is, holds a larger digit than every unmarked cell beside it", c.cells[0], n, nil)}
}
func (c *maximum) Cells() []int           { return c.cells }
func (c *maximum) Restrict(b *Board) bool { return c.restrict(b, falls) }
func (c *maximum) Holds(g []int) bool     { return c.holds(g, falls) }
func (c *maximum) Elements() []Element {
	return []Element{{Kind: ElementMark, Cells: c.cells, Style: "maximum"}}
}
func (c *maximum) encode(w *docWriter) { c.markedCells.encode(w, "maximum") }
