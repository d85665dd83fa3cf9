package variant

import (
	"math/bits"

	"github.com/sudoku-devs/sudoku/internal/message"
)

// xSum is an X-sum clue: the first digit of the row or column it faces, X,
// from the clue's side, is how many of its digits, from that side, add up
// to sum.
type xSum struct {
	row, col int
	line     []int
	sum      int
}

func init() {
	register(func(d *docReader) ([]Constraint, error) {
		return d.readClues("xsum", func(r, c int, line []int, v int) (Constraint, error) {
			if err := clueRange("xsum", r, c, v, 1, d.n*(d.n+1)/2); err != nil {
				return nil, err
			}
			return &xSum{row: r, col: c, line: line, sum: v}, nil
		})
	}, "xsum")
}

func (c *xSum) Key() string { return "xsum" }
func (c *xSum) Name() message.Message {
	return name("xsum", "X-sum")
}
func (c *xSum) Rule() message.Message {
	return rule("xsum", "A number outside the grid is the sum of the first X digits of its row or column, X being the first of them.")
}
func (c *xSum) Lesson(n int) Lesson {
	return Lesson{Name: lessonName("xsum", "X-sum"), Rating: ratingCombination,
		Why: whyAt("xsum", "the first X digits of the line from {{.At}}, X being the first of them, add up to {{.Sum}}, the clue outside the grid", c.line[0], n, map[string]any{"Sum": c.sum})}
}
func (c *xSum) Cells() []int { return c.line }

// Restrict keeps the first cell's digits x for which the first x cells,
// that one holding x, can make the sum.
// Restrict keeps the first cell's digits x for which the x-1 cells after
// it can still hold a combination of different digits, without x, making
// up the rest of the sum; each of those cells keeps the digits of such a
// combination, for some x that reaches it, or anything for an x that
// does not.
func (c *xSum) Restrict(b *Board) bool {
	first := c.line[0]
	var keepFirst Set
	var keep [MaxSize]Set // for the cells after the first
	for ds := b.Cand(first); ds != 0; ds &= ds - 1 {
		x := bits.TrailingZeros32(uint32(ds))
		if x > len(c.line) {
			continue
		}
		rest := c.line[1:x]
		var allowed Set
		if len(rest) == 0 {
			if c.sum != x {
				continue
			}
		} else if allowed, _ = combosWithout(b, rest, c.sum-x, ds&-ds); allowed == 0 {
			continue
		}
		keepFirst |= ds & -ds
		for k := range c.line[1:] {
			if k < len(rest) {
				keep[k] |= allowed
			} else {
				keep[k] = Full(b.n)
			}
		}
	}
	if !b.Keep(first, keepFirst) {
		return false
	}
	for k, i := range c.line[1:] {
		if !b.Keep(i, keep[k]) {
			return false
		}
	}
	return true
}

func (c *xSum) Holds(g []int) bool {
	x := g[c.line[0]]
	return x >= 1 && x <= len(c.line) && sum(g, c.line[:x]) == c.sum
}
func (c *xSum) Elements() []Element {
	return []Element{{Kind: ElementClue, Row: c.row, Col: c.col, Text: itoa(c.sum), Style: "xsum"}}
}
func (c *xSum) encode(w *docWriter) {
	w.add("xsum", map[string]any{"cell": clueName(c.row, c.col), "value": itoa(c.sum)})
}
