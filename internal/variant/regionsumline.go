package variant

import (
	"encoding/json"

	"github.com/sudoku-devs/sudoku/internal/message"
)

// regionSumLine is a region sum line: where it crosses from one region
// into another it splits into segments, and every segment's digits add up
// to the same sum.
type regionSumLine struct {
	cells    []int
	segments [][]int
}

func init() {
	register(func(d *docReader) ([]Constraint, error) {
		return d.readLines("regionsumline", func(cells []int, _ json.RawMessage) (Constraint, error) {
			c := &regionSumLine{cells: cells}
			c.split(d.regions)
			return c, nil
		})
	}, "regionsumline")
}

// split cuts the line into segments by the puzzle's regions.
func (c *regionSumLine) split(regions []int) {
	seg := []int{c.cells[0]}
	for _, i := range c.cells[1:] {
		if regions[i] != regions[seg[0]] {
			c.segments = append(c.segments, seg)
			seg = nil
		}
		seg = append(seg, i)
	}
	c.segments = append(c.segments, seg)
}

func (c *regionSumLine) Key() string { return "regionsumline" }
func (c *regionSumLine) Name() message.Message {
	return name("regionsumline", "region sum line")
}
func (c *regionSumLine) Rule() message.Message {
	return rule("regionsumline", "A blue region sum line's digits add up to the same sum in each region it passes through.")
}
func (c *regionSumLine) Lesson(n int) Lesson {
	return Lesson{Name: lessonName("regionsumline", "Region sum line"), Rating: ratingAcross,
		Why: whyAt("regionsumline", "the line from {{.At}} adds up to the same sum in each region it passes through", c.cells[0], n, nil)}
}
func (c *regionSumLine) Cells() []int { return c.cells }

// Restrict bounds every segment by the sums all of them can reach.
func (c *regionSumLine) Restrict(b *Board) bool {
	if len(c.segments) < 2 {
		return true
	}
	lo, hi := 0, 1<<20
	for _, seg := range c.segments {
		sLo, sHi := 0, 0
		for _, i := range seg {
			sLo += b.Cand(i).Min()
			sHi += b.Cand(i).Max()
		}
		lo, hi = max(lo, sLo), min(hi, sHi)
	}
	if lo > hi {
		return false
	}
	for _, seg := range c.segments {
		if !sumBounds(b, seg, lo, hi) {
			return false
		}
	}
	return true
}
func (c *regionSumLine) Holds(g []int) bool {
	for _, seg := range c.segments[1:] {
		if sum(g, seg) != sum(g, c.segments[0]) {
			return false
		}
	}
	return true
}
func (c *regionSumLine) Elements() []Element {
	return []Element{{Kind: ElementLine, Cells: c.cells, Style: "regionsumline"}}
}
func (c *regionSumLine) encode(w *docWriter) {
	w.add("regionsumline", map[string]any{"lines": [][]string{w.names(c.cells)}})
}
