package variant

import "github.com/sudoku-devs/sudoku/internal/message"

// minimum is the cells marked as minima: each holds a smaller digit than
// every cell beside it (sharing an edge) that is not marked too.
type minimum struct{ *markedCells }

func init() {
	register(func(d *docReader) ([]Constraint, error) {
		m, err := d.readMarked("minimum")
		if m == nil {
			return nil, err
		}
		return []Constraint{&minimum{m}}, nil
	}, "minimum")
}

func (c *minimum) Key() string { return "minimum" }
func (c *minimum) Name() message.Message {
	return name("minimum", "minimum")
}
func (c *minimum) Rule() message.Message {
	return rule("minimum", "A cell marked as a minimum holds a smaller digit than every unmarked cell beside it.")
}
func (c *minimum) Lesson(n int) Lesson {
	return Lesson{Name: lessonName("minimum", "Minimum"), Rating: ratingParity,
		Why: whyAt("minimum", "a cell marked as a minimum, as {{.At}} is, holds a smaller digit than every unmarked cell beside it", c.cells[0], n, nil)}
}
func (c *minimum) Cells() []int           { return c.cells }
func (c *minimum) Restrict(b *Board) bool { return c.restrict(b, rises) }
func (c *minimum) Holds(g []int) bool     { return c.holds(g, rises) }
func (c *minimum) Elements() []Element {
	return []Element{{Kind: ElementMark, Cells: c.cells, Style: "minimum"}}
}
func (c *minimum) encode(w *docWriter) { c.markedCells.encode(w, "minimum") }
