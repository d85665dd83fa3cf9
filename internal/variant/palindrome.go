package variant

import (
	"encoding/json"

	"github.com/sudoku-devs/sudoku/internal/message"
)

// palindrome is a palindrome line: it reads the same from either end.
type palindrome struct{ cells []int }

func init() {
	register(func(d *docReader) ([]Constraint, error) {
		return d.readLines("palindrome", func(cells []int, _ json.RawMessage) (Constraint, error) {
			return &palindrome{cells: cells}, nil
		})
	}, "palindrome")
}

func (c *palindrome) Key() string { return "palindrome" }
func (c *palindrome) Name() message.Message {
	return name("palindrome", "palindrome")
}
func (c *palindrome) Rule() message.Message {
	return rule("palindrome", "A grey palindrome line reads the same from either end.")
}
func (c *palindrome) Lesson(n int) Lesson {
	return Lesson{Name: lessonName("palindrome", "Palindrome"), Rating: ratingNeighbours,
		Why: whyAt("palindrome", "the palindrome line from {{.At}} reads the same from either end: cells as far from its two ends hold the same digit", c.cells[0], n, nil)}
}
func (c *palindrome) Cells() []int { return c.cells }
func (c *palindrome) Restrict(b *Board) bool {
	for k, l := 0, len(c.cells)-1; k < l; k, l = k+1, l-1 {
		both := b.Cand(c.cells[k]) & b.Cand(c.cells[l])
		if !b.Keep(c.cells[k], both) || !b.Keep(c.cells[l], both) {
			return false
		}
	}
	return true
}
func (c *palindrome) Holds(g []int) bool {
	for k, l := 0, len(c.cells)-1; k < l; k, l = k+1, l-1 {
		if g[c.cells[k]] != g[c.cells[l]] {
			return false
		}
	}
	return true
}
func (c *palindrome) Elements() []Element {
	return []Element{{Kind: ElementLine, Cells: c.cells, Style: "palindrome"}}
}
func (c *palindrome) encode(w *docWriter) {
	w.add("palindrome", map[string]any{"lines": [][]string{w.names(c.cells)}})
}
