package variant

import (
	"encoding/json"

	"github.com/sudoku-devs/sudoku/internal/message"
)

// betweenLine is a between line: the digits on it lie strictly between
// those in the circles at its two ends.
type betweenLine struct{ cells []int }

func init() {
	register(func(d *docReader) ([]Constraint, error) {
		return d.readLines("betweenline", func(cells []int, _ json.RawMessage) (Constraint, error) {
			if len(cells) < 2 {
				return nil, readError("variant.betweenShort", "the between line at {{.Cell}} has one cell; want its two ends at least",
					map[string]any{"Cell": CellOf(cells[0], d.n)})
			}
			return &betweenLine{cells: cells}, nil
		})
	}, "betweenline")
}

func (c *betweenLine) ends() (a, z int) { return c.cells[0], c.cells[len(c.cells)-1] }

func (c *betweenLine) Key() string { return "betweenline" }
func (c *betweenLine) Name() message.Message {
	return name("betweenline", "between line")
}
func (c *betweenLine) Rule() message.Message {
	return rule("betweenline", "Digits on a between line lie strictly between the digits in the circles at its ends.")
}
func (c *betweenLine) Lesson(n int) Lesson {
	return Lesson{Name: lessonName("betweenline", "Between line"), Rating: ratingNeighbours,
		Why: whyAt("betweenline", "the digits on the between line from {{.At}} lie strictly between the digits in its two circles", c.cells[0], n, nil)}
}
func (c *betweenLine) Cells() []int { return c.cells }
func (c *betweenLine) Restrict(b *Board) bool {
	a, z := c.ends()
	ca, cz := b.Cand(a), b.Cand(z)
	lo, hi := min(ca.Min(), cz.Min()), max(ca.Max(), cz.Max())
	inner := c.cells[1 : len(c.cells)-1]
	if len(inner) == 0 {
		return true
	}
	for _, i := range inner {
		if !b.Keep(i, Range(lo+1, hi-1)) {
			return false
		}
	}
	// Each end lies below every inner digit or above every one: under
	// the smallest of their largest candidates, or over the largest of
	// their smallest.
	below, above := 99, 0
	for _, i := range inner {
		below, above = min(below, b.Cand(i).Max()), max(above, b.Cand(i).Min())
	}
	ends := Range(1, below-1) | Range(above+1, 16)
	return b.Keep(a, ends) && b.Keep(z, ends)
}
func (c *betweenLine) Holds(g []int) bool {
	a, z := c.ends()
	lo, hi := min(g[a], g[z]), max(g[a], g[z])
	for _, i := range c.cells[1 : len(c.cells)-1] {
		if g[i] <= lo || g[i] >= hi {
			return false
		}
	}
	return true
}
func (c *betweenLine) Elements() []Element {
	a, z := c.ends()
	return []Element{{Kind: ElementLine, Cells: c.cells, Style: "betweenline"},
		{Kind: ElementBulb, Cells: []int{a}, Style: "betweenline"}, {Kind: ElementBulb, Cells: []int{z}, Style: "betweenline"}}
}
func (c *betweenLine) encode(w *docWriter) {
	w.add("betweenline", map[string]any{"lines": [][]string{w.names(c.cells)}})
}
