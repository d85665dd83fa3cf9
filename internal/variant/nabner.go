package variant

import (
	"encoding/json"

	"github.com/sudoku-devs/sudoku/internal/message"
)

// nabner is a nabner line: its digits are different and no two of them
// are consecutive, wherever they sit on it.
type nabner struct{ cells []int }

func init() {
	register(func(d *docReader) ([]Constraint, error) {
		return d.readLines("nabner", func(cells []int, _ json.RawMessage) (Constraint, error) {
			return &nabner{cells: cells}, nil
		})
	}, "nabner")
}

func (c *nabner) Key() string { return "nabner" }
func (c *nabner) Name() message.Message {
	return name("nabner", "nabner line")
}
func (c *nabner) Rule() message.Message {
	return rule("nabner", "Digits on a nabner line do not repeat, and no two of them are consecutive.")
}
func (c *nabner) Lesson(n int) Lesson {
	return Lesson{Name: lessonName("nabner", "Nabner line"), Rating: ratingCombination,
		Why: whyAt("nabner", "no two digits on the nabner line from {{.At}} are the same or consecutive", c.cells[0], n, nil)}
}
func (c *nabner) Cells() []int    { return c.cells }
func (c *nabner) Groups() [][]int { return [][]int{c.cells} }
func (c *nabner) Restrict(b *Board) bool {
	for _, i := range c.cells {
		d := b.Value(i)
		if d == 0 {
			continue
		}
		for _, j := range c.cells {
			if j != i && !b.Remove(j, Of(d-1, d+1)) {
				return false
			}
		}
	}
	return true
}
func (c *nabner) Holds(g []int) bool {
	for _, i := range c.cells {
		for _, j := range c.cells {
			if i != j && abs(g[i]-g[j]) <= 1 {
				return false
			}
		}
	}
	return true
}
func (c *nabner) Elements() []Element {
	return []Element{{Kind: ElementLine, Cells: c.cells, Style: "nabner"}}
}
func (c *nabner) encode(w *docWriter) {
	w.add("nabner", map[string]any{"lines": [][]string{w.names(c.cells)}})
}
