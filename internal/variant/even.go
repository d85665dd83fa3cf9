package variant

import "github.com/sudoku-devs/sudoku/internal/message"

// even is a cell marked with a grey square: it holds an even digit.
type even struct{ cell int }

func init() {
	register(func(d *docReader) ([]Constraint, error) {
		return d.readCell("even", func(i int) Constraint { return &even{cell: i} })
	}, "even")
}

func (c *even) Key() string { return "even" }
func (c *even) Name() message.Message {
	return name("even", "even cell")
}
func (c *even) Rule() message.Message {
	return rule("even", "A cell with a grey square holds an even digit.")
}
func (c *even) Lesson(n int) Lesson {
	return Lesson{Name: lessonName("even", "Even cell"), Rating: ratingParity,
		Why: whyAt("even", "the grey square in {{.At}} holds an even digit", c.cell, n, nil)}
}
func (c *even) Cells() []int           { return []int{c.cell} }
func (c *even) Restrict(b *Board) bool { return b.Keep(c.cell, oddDigits<<1) }
func (c *even) Holds(g []int) bool     { return g[c.cell]%2 == 0 }
func (c *even) Elements() []Element {
	return []Element{{Kind: ElementSquare, Cells: []int{c.cell}, Style: "even"}}
}
func (c *even) encode(w *docWriter) { w.add("even", map[string]any{"cell": w.name(c.cell)}) }
