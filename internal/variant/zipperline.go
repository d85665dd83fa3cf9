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

// pairs returns the pairs of cells the same distance from the centre.
func (c *zipperLine) pairs() [][]int {
	var out [][]int
	for k, l := 0, len(c.cells)-1; k < l; k, l = k+1, l-1 {
		out = append(out, []int{c.cells[k], c.cells[l]})
	}
	return out
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
func (c *zipperLine) Cells() []int { return c.cells }
func (c *zipperLine) Restrict(b *Board) bool {
	pairs := c.pairs()
	if len(pairs) == 0 {
		return true
	}
	lo, hi := 0, 1<<20
	if m := c.centre(); m >= 0 {
		lo, hi = b.Cand(m).Min(), b.Cand(m).Max()
	}
	for _, p := range pairs {
		lo = max(lo, b.Cand(p[0]).Min()+b.Cand(p[1]).Min())
		hi = min(hi, b.Cand(p[0]).Max()+b.Cand(p[1]).Max())
	}
	if lo > hi {
		return false
	}
	if m := c.centre(); m >= 0 && !b.Keep(m, Range(lo, hi)) {
		return false
	}
	for _, p := range pairs {
		if !sumBounds(b, p, lo, hi) {
			return false
		}
	}
	return true
}
func (c *zipperLine) Holds(g []int) bool {
	pairs := c.pairs()
	if len(pairs) == 0 {
		return true
	}
	want := sum(g, pairs[0])
	if m := c.centre(); m >= 0 {
		want = g[m]
	}
	for _, p := range pairs {
		if sum(g, p) != want {
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
