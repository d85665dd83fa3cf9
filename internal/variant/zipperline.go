package variant

import (
	"encoding/json"

	"github.com/sudoku-devs/sudoku/internal/message"
)

// zipperLine is a zipper line: digits the same distance from its centre
// add up to the same sum, which is the digit in its centre when the line
// has one (an odd number of cells).
type zipperLine struct{ cells []int }

func init() {
	register(func(d *docReader) ([]Constraint, error) {
		return d.readLines("zipperline", func(cells []int, _ json.RawMessage) (Constraint, error) {
			return &zipperLine{cells: cells}, nil
		})
	}, "zipperline")
}

// centre returns the centre cell, or -1 for a line of an even length.
func (c *zipperLine) centre() int {
	if len(c.cells)%2 == 0 {
		return -1
	}
	return c.cells[len(c.cells)/2]
}

func (c *zipperLine) Key() string { return "zipperline" }
func (c *zipperLine) Name() message.Message {
	return name("zipperline", "zipper line")
}
func (c *zipperLine) Rule() message.Message {
	return rule("zipperline", "Digits the same distance from the centre of a zipper line add up to the same sum: the digit in the centre, when there is one.")
}
func (c *zipperLine) Lesson(n int) Lesson {
	return Lesson{Name: lessonName("zipperline", "Zipper line"), Rating: ratingCombination,
		Why: whyAt("zipperline", "digits the same distance from the centre of the zipper line from {{.At}} add up to the same sum", c.cells[0], n, nil)}
}
func (c *zipperLine) Cells() []int { return c.cells }

// Restrict keeps the sums every pair can still make (and the centre
// holds), then in each cell the digits that make one of them with a digit
// of its partner.
func (c *zipperLine) Restrict(b *Board) bool {
	l := len(c.cells)
	if l < 2 {
		return true
	}
	can := ^uint64(0) // the sums the pairs can share
	m := c.centre()
	if m >= 0 {
		can = uint64(b.Cand(m))
	}
	for k := range l / 2 {
		can &= pairSums(b, c.cells[k], c.cells[l-1-k])
	}
	if can == 0 {
		return false
	}
	if m >= 0 && !b.Keep(m, Set(can)) {
		return false
	}
	for k := range l / 2 {
		x, y := c.cells[k], c.cells[l-1-k]
		if !keepSummands(b, x, y, can) || !keepSummands(b, y, x, can) {
			return false
		}
	}
	return true
}
func (c *zipperLine) Holds(g []int) bool {
	l := len(c.cells)
	if l < 2 {
		return true
	}
	want := g[c.cells[0]] + g[c.cells[l-1]] // the pairs' sum: cell k's and cell l-1-k's
	if m := c.centre(); m >= 0 {
		want = g[m]
	}
	for k := range l / 2 {
		if g[c.cells[k]]+g[c.cells[l-1-k]] != want {
			return false
		}
	}
	return true
}
func (c *zipperLine) Elements() []Element {
	return []Element{{Kind: ElementLine, Cells: c.cells, Style: "zipperline"}}
}
func (c *zipperLine) encode(w *docWriter) {
	w.add("zipperline", map[string]any{"lines": [][]string{w.names(c.cells)}})
}
