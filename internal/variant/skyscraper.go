package variant

import "github.com/sudoku-devs/sudoku/internal/message"

// skyscraper is a skyscraper clue: seen from the clue, each digit of the
// row or column it faces is a building that tall, hiding the lower ones
// behind it, and count buildings are seen.
type skyscraper struct {
	row, col int
	line     []int
	count, n int
}

func init() {
	register(func(d *docReader) ([]Constraint, error) {
		return d.readClues("skyscraper", func(r, c int, line []int, v int) (Constraint, error) {
			if err := clueRange("skyscraper", r, c, v, 1, d.n); err != nil {
				return nil, err
			}
			return &skyscraper{row: r, col: c, line: line, count: v, n: d.n}, nil
		})
	}, "skyscraper")
}

// seen returns how many buildings of line are seen in g.
func (c *skyscraper) seen(g []int) int {
	k, top := 0, 0
	for _, i := range c.line {
		if g[i] > top {
			k, top = k+1, g[i]
		}
	}
	return k
}

func (c *skyscraper) Key() string { return "skyscraper" }
func (c *skyscraper) Name() message.Message {
	return name("skyscraper", "skyscraper")
}
func (c *skyscraper) Rule() message.Message {
	return rule("skyscraper", "A number outside the grid is how many digits of its row or column are seen from it, higher digits hiding lower ones behind them.")
}
func (c *skyscraper) Cells() []int { return c.line }

// Restrict uses what the count says of each position: the k-th cell from
// the clue is at most n-count+k+1 tall (count-k more must rise after it),
// one building seen puts the tallest first, n seen puts the line in order.
func (c *skyscraper) Restrict(b *Board) bool {
	for k, i := range c.line {
		if !b.Keep(i, Range(1, c.n-c.count+k+1)) {
			return false
		}
		if c.count == c.n && !b.Keep(i, Of(k+1)) {
			return false
		}
	}
	if c.count == 1 {
		return b.Keep(c.line[0], Of(c.n))
	}
	for _, i := range c.line { // all solved: check it
		if b.Value(i) == 0 {
			return true
		}
	}
	g := make([]int, b.n*b.n)
	for _, i := range c.line {
		g[i] = b.Value(i)
	}
	return c.seen(g) == c.count
}
func (c *skyscraper) Holds(g []int) bool { return c.seen(g) == c.count }
func (c *skyscraper) Elements() []Element {
	return []Element{{Kind: ElementClue, Row: c.row, Col: c.col, Text: itoa(c.count), Style: "skyscraper"}}
}
func (c *skyscraper) encode(w *docWriter) {
	w.add("skyscraper", map[string]any{"cell": clueName(c.row, c.col), "value": itoa(c.count)})
}
