package variant

import "github.com/sudoku-devs/sudoku/internal/message"

// diagonal is one of the grid's long diagonals, whose cells hold different
// digits (X Sudoku has both): positive runs from the bottom left corner to
// the top right ("diagonal+"), negative from the top left to the bottom
// right ("diagonal-").
type diagonal struct {
	n        int
	positive bool
}

func init() {
	register(func(d *docReader) ([]Constraint, error) {
		var out []Constraint
		for _, positive := range []bool{true, false} {
			key := (&diagonal{positive: positive}).Key()
			on, err := d.flag(key)
			if err != nil {
				return nil, err
			}
			if on {
				out = append(out, &diagonal{n: d.n, positive: positive})
			}
		}
		return out, nil
	}, "diagonal+", "diagonal-")
}

func (c *diagonal) Key() string {
	if c.positive {
		return "diagonal+"
	}
	return "diagonal-"
}
func (c *diagonal) Name() message.Message {
	if c.positive {
		return name("diagonalPositive", "diagonal from the bottom left")
	}
	return name("diagonalNegative", "diagonal from the top left")
}
func (c *diagonal) Rule() message.Message {
	return rule("diagonal", "Digits on a marked diagonal do not repeat.")
}
func (c *diagonal) Cells() []int {
	cells := make([]int, c.n)
	for k := range c.n {
		if c.positive {
			cells[k] = (c.n-1-k)*c.n + k
		} else {
			cells[k] = k*c.n + k
		}
	}
	return cells
}
func (c *diagonal) Groups() [][]int        { return [][]int{c.Cells()} }
func (c *diagonal) Restrict(b *Board) bool { return true }
func (c *diagonal) Holds(g []int) bool     { return distinct(g, c.Cells()) }
func (c *diagonal) Elements() []Element {
	return []Element{{Kind: ElementDiagonal, Cells: c.Cells()}}
}
func (c *diagonal) encode(w *docWriter) { w.set(c.Key(), true) }

func (c *diagonal) sight() (lesson, relation message.Message) {
	return lessonName("diagonal", "Diagonal"), message.Message{Key: "sight.diagonal", Text: "on its diagonal"}
}
