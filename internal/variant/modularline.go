package variant

import (
	"encoding/json"

	"github.com/sudoku-devs/sudoku/internal/message"
)

// modularLine is a modular line: any three cells in a row along it hold
// digits with different remainders when divided by 3.
type modularLine struct {
	cells []int
	n     int
}

func init() {
	register(func(d *docReader) ([]Constraint, error) {
		return d.readLines("modularline", func(cells []int, _ json.RawMessage) (Constraint, error) {
			return &modularLine{cells: cells, n: d.n}, nil
		})
	}, "modularline")
}

func (c *modularLine) Key() string { return "modularline" }
func (c *modularLine) Name() message.Message {
	return name("modularline", "modular line")
}
func (c *modularLine) Rule() message.Message {
	return rule("modularline", "Any three cells in a row on a modular line hold digits with different remainders when divided by 3.")
}
func (c *modularLine) Lesson(n int) Lesson {
	return Lesson{Name: lessonName("modularline", "Modular line"), Rating: ratingCombination,
		Why: whyAt("modularline", "any three cells in a row on the modular line from {{.At}} hold digits with different remainders divided by 3: cells three apart share their remainder", c.cells[0], n, nil)}
}
func (c *modularLine) Cells() []int { return c.cells }
func (c *modularLine) Restrict(b *Board) bool {
	return restrictThrees(b, c.cells, 3, func(cls int) Set {
		var s Set
		for d := cls; d <= c.n; d += 3 {
			s |= Of(d)
		}
		return s
	})
}
func (c *modularLine) Holds(g []int) bool {
	return holdsThrees(g, c.cells, func(d int) int { return d % 3 })
}
func (c *modularLine) Elements() []Element {
	return []Element{{Kind: ElementLine, Cells: c.cells, Style: "modularline"}}
}
func (c *modularLine) encode(w *docWriter) {
	w.add("modularline", map[string]any{"lines": [][]string{w.names(c.cells)}})
}
