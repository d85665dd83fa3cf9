package variant

import (
	"encoding/json"

	"github.com/sudoku-devs/sudoku/internal/message"
)

// renban is a renban line: its digits are different and consecutive, in
// any order (a line of 4 might hold 6, 3, 5, 4).
type renban struct {
	cells []int
	n     int
}

func init() {
	register(func(d *docReader) ([]Constraint, error) {
		return d.readLines("renban", func(cells []int, _ json.RawMessage) (Constraint, error) {
			if len(cells) > d.n {
				return nil, readError("variant.renbanLong", "the renban line from {{.Cell}} has {{.Count}} cells; at most {{.Size}} digits are consecutive",
					map[string]any{"Cell": CellOf(cells[0], d.n), "Count": len(cells), "Size": d.n})
			}
			return &renban{cells: cells, n: d.n}, nil
		})
	}, "renban")
}

func (c *renban) Key() string { return "renban" }
func (c *renban) Name() message.Message {
	return name("renban", "renban line")
}
func (c *renban) Rule() message.Message {
	return rule("renban", "A purple renban line holds a set of different, consecutive digits, in any order.")
}
func (c *renban) Lesson(n int) Lesson {
	return Lesson{Name: lessonName("renban", "Renban"), Rating: ratingCombination,
		Why: whyAt("renban", "the {{.Count}} digits on the renban line from {{.At}} are different and consecutive, in any order", c.cells[0], n, map[string]any{"Count": len(c.cells)})}
}
func (c *renban) Cells() []int    { return c.cells }
func (c *renban) Groups() [][]int { return [][]int{c.cells} }
func (c *renban) Restrict(b *Board) bool {
	return restrictRun(b, c.cells, c.n)
}

// restrictRun keeps in cells the digits of the runs of len(cells)
// consecutive digits that they can still hold: every cell has a candidate
// in the run and together they have all of it.
func restrictRun(b *Board, cells []int, n int) bool {
	l := len(cells)
	var allowed Set
	for lo := 1; lo+l-1 <= n; lo++ {
		run, union, ok := Range(lo, lo+l-1), Set(0), true
		for _, i := range cells {
			c := b.Cand(i) & run
			if c == 0 {
				ok = false
				break
			}
			union |= c
		}
		if ok && union == run {
			allowed |= run
		}
	}
	for _, i := range cells {
		if !b.Keep(i, allowed) {
			return false
		}
	}
	return true
}

func (c *renban) Holds(g []int) bool {
	lo, hi := c.n, 0
	for _, i := range c.cells {
		lo, hi = min(lo, g[i]), max(hi, g[i])
	}
	return distinct(g, c.cells) && hi-lo == len(c.cells)-1
}
func (c *renban) Elements() []Element {
	return []Element{{Kind: ElementLine, Cells: c.cells, Style: "renban"}}
}
func (c *renban) encode(w *docWriter) {
	w.add("renban", map[string]any{"lines": [][]string{w.names(c.cells)}})
}
