package variant

import (
	"encoding/json"
	"strconv"

	"github.com/sudoku-devs/sudoku/internal/message"
)

// whispers is a German whispers line: digits next to each other on it
// differ by at least gap (5 on a 9x9 grid unless the setter says another).
type whispers struct {
	cells []int
	gap   int
	given bool // the gap was written in the document
}

func init() {
	register(func(d *docReader) ([]Constraint, error) {
		return d.readLines("whispers", func(cells []int, v json.RawMessage) (Constraint, error) {
			c := &whispers{cells: cells, gap: (d.n + 1) / 2}
			if !nullish(v) {
				gap, err := d.number("whispers", v, CellOf(cells[0], d.n).English())
				if err != nil {
					return nil, err
				}
				if gap < 1 || gap >= d.n {
					return nil, readError("variant.whispersGap", "the whispers line from {{.Cell}} asks for a difference of {{.Gap}}; want 1 to {{.Max}}",
						map[string]any{"Cell": CellOf(cells[0], d.n), "Gap": gap, "Max": d.n - 1})
				}
				c.gap, c.given = gap, true
			}
			return c, nil
		})
	}, "whispers")
}

func (c *whispers) apart(a, b int) bool { return abs(a-b) >= c.gap }

func (c *whispers) Key() string { return "whispers" }
func (c *whispers) Name() message.Message {
	return name("whispers", "German whispers")
}
func (c *whispers) Rule() message.Message {
	return message.Message{Key: "rule.whispers", Text: "Digits next to each other on a green whispers line differ by at least {{.Gap}}.",
		Args: map[string]any{"Gap": c.gap}}
}
func (c *whispers) Lesson(n int) Lesson {
	return Lesson{Name: lessonName("whispers", "Whispers"), Rating: ratingNeighbours,
		Why: whyAt("whispers", "digits next to each other on the whispers line from {{.At}} differ by at least {{.Gap}}, and a digit too near the middle has no such neighbour", c.cells[0], n, map[string]any{"Gap": c.gap})}
}
func (c *whispers) Cells() []int           { return c.cells }
func (c *whispers) Restrict(b *Board) bool { return relateLine(b, c.cells, c.apart) }
func (c *whispers) Holds(g []int) bool     { return holdsLine(g, c.cells, c.apart) }
func (c *whispers) Elements() []Element {
	return []Element{{Kind: ElementLine, Cells: c.cells, Style: "whispers"}}
}
func (c *whispers) encode(w *docWriter) {
	e := map[string]any{"lines": [][]string{w.names(c.cells)}}
	if c.given {
		e["value"] = strconv.Itoa(c.gap)
	}
	w.add("whispers", e)
}
