package variant

import (
	"encoding/json"

	"github.com/sudoku-devs/sudoku/internal/message"
)

// slowThermometer is a slow thermometer: its digits never fall from its
// bulb, cells[0], along its tube (they may stay the same).
type slowThermometer struct{ cells []int }

func init() {
	register(func(d *docReader) ([]Constraint, error) {
		return d.readLines("slowthermometer", func(cells []int, _ json.RawMessage) (Constraint, error) {
			return &slowThermometer{cells: cells}, nil
		})
	}, "slowthermometer")
}

func neverFalls(a, b int) bool { return a <= b }

func (c *slowThermometer) Key() string { return "slowthermometer" }
func (c *slowThermometer) Name() message.Message {
	return name("slowthermometer", "slow thermometer")
}
func (c *slowThermometer) Rule() message.Message {
	return rule("slowthermometer", "Digits on a slow thermometer never fall from its bulb; they may repeat.")
}
func (c *slowThermometer) Lesson(n int) Lesson {
	return Lesson{Name: lessonName("slowthermometer", "Slow thermometer"), Rating: ratingNeighbours,
		Why: whyAt("slowthermometer", "digits never fall along the slow thermometer from its bulb in {{.At}}: each cell holds at least the digit before it and at most the digit after it", c.cells[0], n, nil)}
}
func (c *slowThermometer) Cells() []int           { return c.cells }
func (c *slowThermometer) Restrict(b *Board) bool { return relateLine(b, c.cells, neverFalls) }
func (c *slowThermometer) Holds(g []int) bool     { return holdsLine(g, c.cells, neverFalls) }
func (c *slowThermometer) Elements() []Element {
	return []Element{{Kind: ElementBulb, Cells: c.cells[:1], Style: "slowthermometer"}, {Kind: ElementLine, Cells: c.cells, Style: "slowthermometer"}}
}
func (c *slowThermometer) encode(w *docWriter) {
	w.add("slowthermometer", map[string]any{"lines": [][]string{w.names(c.cells)}})
}
