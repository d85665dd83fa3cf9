package variant

import (
	"math/rand/v2"

	"github.com/sudoku-devs/sudoku/internal/message"
)

// odd is a cell marked with a grey circle: it holds an odd digit.
type odd struct{ cell int }

func init() {
	register(func(d *docReader) ([]Constraint, error) {
		return d.readCell("odd", func(i int) Constraint { return &odd{cell: i} })
	}, "odd")
}

// oddDigits are the odd digits from 1 to 15.
const oddDigits Set = 0b1010101010101010

func (c *odd) Key() string { return "odd" }
func (c *odd) Name() message.Message {
	return name("odd", "odd cell")
}
func (c *odd) Rule() message.Message {
	return rule("odd", "A cell with a grey circle holds an odd digit.")
}
func (c *odd) Lesson(n int) Lesson {
	return Lesson{Name: lessonName("odd", "Odd cell"), Rating: ratingParity,
		Why: whyAt("odd", "the grey circle in {{.At}} holds an odd digit", c.cell, n, nil)}
}
func (c *odd) Cells() []int           { return []int{c.cell} }
func (c *odd) Restrict(b *Board) bool { return b.Keep(c.cell, oddDigits) }
func (c *odd) Holds(g []int) bool     { return g[c.cell]%2 == 1 }
func (c *odd) Elements() []Element {
	return []Element{{Kind: ElementBulb, Cells: []int{c.cell}, Style: "odd"}}
}
func (c *odd) encode(w *docWriter) { w.add("odd", map[string]any{"cell": w.name(c.cell)}) }

func init() {
	registerDealer("oddeven", "Odd-even", dealOddEven)
}

// dealOddEven returns about one cell in six of g marked with its parity: a
// grey circle on an odd digit, a grey square on an even one.
func dealOddEven(r *rand.Rand, g []int, n int) []Constraint {
	var out []Constraint
	for i, d := range g {
		switch {
		case r.IntN(6) != 0:
		case d%2 == 1:
			out = append(out, &odd{cell: i})
		default:
			out = append(out, &even{cell: i})
		}
	}
	return out
}
