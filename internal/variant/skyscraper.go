package variant

import (
	"math/bits"

	"github.com/sudoku-devs/sudoku/internal/message"
)

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
func (c *skyscraper) Lesson(n int) Lesson {
	return Lesson{Name: lessonName("skyscraper", "Skyscraper"), Rating: ratingCombination,
		Why: whyAt("skyscraper", "from the clue by {{.At}}, {{.Count}} digits of the line are seen, each higher digit hiding the lower ones behind it", c.line[0], n, map[string]any{"Count": c.count})}
}
func (c *skyscraper) Cells() []int { return c.line }

// Restrict keeps each cell's digits that some filling of the line (its
// digits may repeat here, the row or column keeps them apart, but n is
// among them) seeing count buildings has there. It walks the line from the clue and back
// with what a filling so far can be: the tallest building yet (0 to n)
// and, for each, the counts seen, a bit each.
func (c *skyscraper) Restrict(b *Board) bool {
	l := len(c.line)
	if l > MaxSize || c.count > MaxSize {
		return true
	}
	var front, back [MaxSize + 1][MaxSize + 1]uint32 // [position][tallest]: counts
	front[0][0] = 1
	for k, i := range c.line {
		for m := 0; m <= c.n; m++ {
			if front[k][m] == 0 {
				continue
			}
			for ds := b.cand[i]; ds != 0; ds &= ds - 1 {
				if d := bits.TrailingZeros32(uint32(ds)); d > m {
					front[k+1][d] |= front[k][m] << 1
				} else {
					front[k+1][m] |= front[k][m]
				}
			}
		}
	}
	back[l][c.n] = 1 << c.count // the line holds every digit: n is the tallest
	for k := l - 1; k >= 0; k-- {
		for m := 0; m <= c.n; m++ {
			for ds := b.cand[c.line[k]]; ds != 0; ds &= ds - 1 {
				if d := bits.TrailingZeros32(uint32(ds)); d > m {
					back[k][m] |= back[k+1][d] >> 1
				} else {
					back[k][m] |= back[k+1][m]
				}
			}
		}
	}
	for k, i := range c.line {
		var keep Set
		for ds := b.cand[i]; ds != 0; ds &= ds - 1 {
			d := bits.TrailingZeros32(uint32(ds))
			for m := 0; m <= c.n; m++ {
				if front[k][m] == 0 {
					continue
				}
				if d > m && front[k][m]<<1&back[k+1][d] != 0 || d <= m && front[k][m]&back[k+1][m] != 0 {
					keep |= ds & -ds
					break
				}
			}
		}
		if !b.Keep(i, keep) {
			return false
		}
	}
	return true
}
func (c *skyscraper) Holds(g []int) bool { return c.seen(g) == c.count }
func (c *skyscraper) Elements() []Element {
	return []Element{{Kind: ElementClue, Row: c.row, Col: c.col, Text: itoa(c.count), Style: "skyscraper"}}
}
func (c *skyscraper) encode(w *docWriter) {
	w.add("skyscraper", map[string]any{"cell": clueName(c.row, c.col), "value": itoa(c.count)})
}
