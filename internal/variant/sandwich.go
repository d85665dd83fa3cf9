package variant

import "github.com/sudoku-devs/sudoku/internal/message"

// sandwich is a sandwich clue: the digits between the 1 and the largest
// digit (9 on a 9x9 grid) of the row or column it faces add up to sum.
type sandwich struct {
	row, col int
	line     []int
	sum, n   int
}

func init() {
	register(func(d *docReader) ([]Constraint, error) {
		return d.readClues("sandwichsum", func(r, c int, line []int, v int) (Constraint, error) {
			if err := clueRange("sandwichsum", r, c, v, 0, d.n*(d.n+1)/2-1-d.n); err != nil {
				return nil, err
			}
			return &sandwich{row: r, col: c, line: line, sum: v, n: d.n}, nil
		})
	}, "sandwichsum")
}

func (c *sandwich) Key() string { return "sandwichsum" }
func (c *sandwich) Name() message.Message {
	return name("sandwichsum", "sandwich")
}
func (c *sandwich) Rule() message.Message {
	return rule("sandwichsum", "A number outside the grid is the sum of the digits between the lowest and the highest digit of its row or column.")
}
func (c *sandwich) Lesson(n int) Lesson {
	return Lesson{Name: lessonName("sandwichsum", "Sandwich sum"), Rating: ratingCombination,
		Why: whyAt("sandwichsum", "the digits between the 1 and the {{.Top}} of the line from {{.At}} add up to {{.Sum}}, the clue outside the grid", c.line[0], n, map[string]any{"Top": c.n, "Sum": c.sum})}
}
func (c *sandwich) Cells() []int { return c.line }

// Restrict keeps the 1 and the largest digit where some placing of both,
// with the cells between able to make the sum, puts them.
func (c *sandwich) Restrict(b *Board) bool {
	var one, top Set // the positions, as bits, where 1 and n can go
	for p, i := range c.line {
		for q, j := range c.line {
			if p == q || !b.Cand(i).Has(1) || !b.Cand(j).Has(c.n) {
				continue
			}
			lo, hi := min(p, q), max(p, q)
			minSum, maxSum := 0, 0
			for _, k := range c.line[lo+1 : hi] {
				inner := b.Cand(k) &^ Of(1, c.n)
				minSum += inner.Min()
				maxSum += inner.Max()
				if inner == 0 {
					minSum = 1 << 20
				}
			}
			if minSum <= c.sum && c.sum <= maxSum {
				one |= 1 << p
				top |= 1 << q
			}
		}
	}
	for p, i := range c.line {
		if one&(1<<p) == 0 && !b.Remove(i, Of(1)) {
			return false
		}
		if top&(1<<p) == 0 && !b.Remove(i, Of(c.n)) {
			return false
		}
	}
	return true
}
func (c *sandwich) Holds(g []int) bool {
	p, q := -1, -1
	for k, i := range c.line {
		switch g[i] {
		case 1:
			p = k
		case c.n:
			q = k
		}
	}
	if p < 0 || q < 0 {
		return false
	}
	s := 0
	for _, i := range c.line[min(p, q)+1 : max(p, q)] {
		s += g[i]
	}
	return s == c.sum
}
func (c *sandwich) Elements() []Element {
	return []Element{{Kind: ElementClue, Row: c.row, Col: c.col, Text: itoa(c.sum)}}
}
func (c *sandwich) encode(w *docWriter) {
	w.add("sandwichsum", map[string]any{"cell": clueName(c.row, c.col), "value": itoa(c.sum)})
}
