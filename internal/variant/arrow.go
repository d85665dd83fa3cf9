package variant

import (
	"math/bits"
	"math/rand/v2"

	"github.com/sudoku-devs/sudoku/internal/message"
)

// arrow is an arrow: the digits on its line add up to the number in its
// bulb. A bulb of several cells (a pill) reads as the number their digits
// write in order, "1" and "5" as 15.
type arrow struct {
	bulb []int
	line []int
}

// arrowEntry is an arrow as f-puzzles writes it: the bulb's cells and its
// lines, each starting in the bulb.
type arrowEntry struct {
	Cells []string   `json:"cells"`
	Lines [][]string `json:"lines"`
}

func init() {
	register(func(d *docReader) ([]Constraint, error) {
		var entries []arrowEntry
		if err := d.decode("arrow", &entries); err != nil {
			return nil, err
		}
		var out []Constraint
		for _, e := range entries {
			bulb, err := d.cells("arrow", e.Cells, true)
			if err != nil {
				return nil, err
			}
			if len(bulb) == 0 {
				return nil, readError("variant.arrowBulb", "an arrow has no bulb", nil)
			}
			for _, l := range e.Lines {
				cells, err := d.line("arrow", l)
				if err != nil {
					return nil, err
				}
				line := cells[:0:0]
				for _, i := range cells {
					if !contains(bulb, i) {
						line = append(line, i)
					}
				}
				if len(line) == 0 {
					continue
				}
				out = append(out, &arrow{bulb: bulb, line: line})
			}
		}
		return out, nil
	}, "arrow")
}

func contains(cells []int, i int) bool {
	for _, c := range cells {
		if c == i {
			return true
		}
	}
	return false
}

// number returns the number the bulb's digits write in g.
func (c *arrow) number(g []int) int {
	digits := make([]int, len(c.bulb))
	for k, i := range c.bulb {
		digits[k] = g[i]
	}
	return pillNumber(digits)
}

// pillNumber returns the number digits write one after another: 1 and 5
// write 15, 1 and 12 write 112.
func pillNumber(digits []int) int {
	v := 0
	for _, d := range digits {
		for p := d; p > 0; p /= 10 {
			v *= 10
		}
		v += d
	}
	return v
}

func (c *arrow) Key() string { return "arrow" }
func (c *arrow) Name() message.Message {
	return name("arrow", "arrow")
}
func (c *arrow) Rule() message.Message {
	return rule("arrow", "Digits on an arrow add up to the number in its circle.")
}
func (c *arrow) Lesson(n int) Lesson {
	return Lesson{Name: lessonName("arrow", "Arrow"), Rating: ratingRule,
		Why: whyAt("arrow", "the digits on the arrow from {{.At}} add up to the number in its circle", c.bulb[0], n, nil)}
}
func (c *arrow) Cells() []int { return append(append([]int(nil), c.bulb...), c.line...) }
func (c *arrow) Restrict(b *Board) bool {
	if len(c.bulb) > 1 {
		return c.restrictPill(b)
	}
	// The line's digits add up to one of the bulb's: each keeps those in
	// such a filling (different where its cells see each other, see
	// sumsByBlocks), the bulb those some filling reaches.
	if len(c.line) > maxLine {
		return c.restrictBounds(b)
	}
	reached, ok := sumsByBlocks(b, c.line, wideSums{uint64(b.Cand(c.bulb[0])), 0})
	return ok && b.Keep(c.bulb[0], Set(reached[0]))
}

// restrictPill narrows a pill's line by the numbers its cells can write,
// and the pill by the sums the line can make: exactly, as a one-cell
// bulb's, when the pill has at most three cells and the line adds up to
// less than 128; as exactly but for the digits that differ inside a box
// (sumsRepeating) when it adds up to less than maxSum; else by the
// smallest and largest.
func (c *arrow) restrictPill(b *Board) bool {
	most := 0
	for _, i := range c.line {
		most += b.Cand(i).Max()
	}
	if len(c.bulb) > 3 || len(c.line) > maxLine || most >= maxSum {
		return c.restrictPillBounds(b)
	}
	var reached func(v int) bool
	if most < 128 {
		var targets wideSums
		c.pillNumbers(b, func(v int, _ []int) {
			if v < 128 {
				targets[v/64] |= 1 << (v % 64)
			}
		})
		r, ok := sumsByBlocks(b, c.line, targets)
		if !ok {
			return false
		}
		reached = r.has
	} else {
		var targets sums
		c.pillNumbers(b, func(v int, _ []int) {
			if v < maxSum {
				targets.add(v)
			}
		})
		r, ok := sumsRepeating(b, c.line, &targets)
		if !ok {
			return false
		}
		reached = func(v int) bool { return v < maxSum && r.has(v) }
	}
	var keep [3]Set
	c.pillNumbers(b, func(v int, digits []int) {
		if reached(v) {
			for k, d := range digits {
				keep[k] |= Of(d)
			}
		}
	})
	for k, i := range c.bulb {
		if !b.Keep(i, keep[k]) {
			return false
		}
	}
	return true
}

// pillNumbers calls f with each number the pill's cells can write and the
// digits that write it.
func (c *arrow) pillNumbers(b *Board, f func(v int, digits []int)) {
	digits := make([]int, len(c.bulb))
	var walk func(k int)
	walk = func(k int) {
		if k == len(c.bulb) {
			f(pillNumber(digits), digits)
			return
		}
		for ds := b.Cand(c.bulb[k]); ds != 0; ds &= ds - 1 {
			digits[k] = bits.TrailingZeros32(uint32(ds))
			walk(k + 1)
		}
	}
	walk(0)
}

// restrictPillBounds narrows a pill's line by the smallest and largest
// numbers its cells can write.
func (c *arrow) restrictPillBounds(b *Board) bool {
	lo, hi := make([]int, len(c.bulb)), make([]int, len(c.bulb))
	for k, i := range c.bulb {
		lo[k], hi[k] = b.Cand(i).Min(), b.Cand(i).Max()
	}
	return sumBounds(b, c.line, pillNumber(lo), pillNumber(hi))
}

// restrictBounds narrows a line too long to narrow exactly (maxLine) to
// the sums its one-cell bulb allows, and the bulb to what the line can add
// up to.
func (c *arrow) restrictBounds(b *Board) bool {
	bulb := b.Cand(c.bulb[0])
	if !sumBounds(b, c.line, bulb.Min(), bulb.Max()) {
		return false
	}
	least, most := 0, 0
	for _, i := range c.line {
		least, most = least+b.Cand(i).Min(), most+b.Cand(i).Max()
	}
	return b.Keep(c.bulb[0], Range(least, most))
}

func (c *arrow) Holds(g []int) bool { return sum(g, c.line) == c.number(g) }
func (c *arrow) Elements() []Element {
	return []Element{{Kind: ElementBulb, Cells: c.bulb, Style: "arrow"},
		{Kind: ElementArrow, Cells: append([]int{c.bulb[len(c.bulb)-1]}, c.line...), Style: "arrow"}}
}
func (c *arrow) encode(w *docWriter) {
	line := append([]int{c.bulb[len(c.bulb)-1]}, c.line...)
	w.add("arrow", map[string]any{"cells": w.names(c.bulb), "lines": [][]string{w.names(line)}})
}

func init() {
	registerDealer("arrow", "Arrow", dealArrows)
}

// dealArrows returns n/2 arrows on g, each a one-cell bulb and a line of
// two to four cells, winding from it, whose digits add up to the bulb's,
// none sharing a cell.
func dealArrows(r *rand.Rand, g []int, n int) []Constraint {
	used := make([]bool, n*n)
	var out []Constraint
	for tries := 0; len(out) < n/2 && tries < 100*n; tries++ {
		bulb := r.IntN(n * n)
		if used[bulb] || g[bulb] < 3 {
			continue
		}
		sumOf := func(path []int) int { return sum(g, path) - g[bulb] }
		path := walk(r, bulb, n, 5, used, func(path []int, j int) bool { return sumOf(path)+g[j] <= g[bulb] })
		if len(path) < 3 || sumOf(path) != g[bulb] {
			continue
		}
		for _, i := range path {
			used[i] = true
		}
		out = append(out, &arrow{bulb: path[:1], line: path[1:]})
	}
	return out
}
