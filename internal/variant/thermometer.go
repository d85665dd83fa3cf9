package variant

import (
	"encoding/json"
	"math/rand/v2"

	"github.com/sudoku-devs/sudoku/internal/message"
)

// thermometer is a thermometer: its digits rise strictly from its bulb,
// cells[0], along its tube.
type thermometer struct {
	cells []int
	n     int
}

func init() {
	register(func(d *docReader) ([]Constraint, error) {
		return d.readLines("thermometer", func(cells []int, _ json.RawMessage) (Constraint, error) {
			if len(cells) > d.n {
				return nil, readError("variant.thermoLong", "the thermometer from {{.Cell}} has {{.Count}} cells; digits can rise through at most {{.Size}}",
					map[string]any{"Cell": CellOf(cells[0], d.n), "Count": len(cells), "Size": d.n})
			}
			return &thermometer{cells: cells, n: d.n}, nil
		})
	}, "thermometer")
}

func rises(a, b int) bool { return a < b }

func (c *thermometer) Key() string { return "thermometer" }
func (c *thermometer) Name() message.Message {
	return name("thermometer", "thermometer")
}
func (c *thermometer) Rule() message.Message {
	return rule("thermometer", "Digits on a thermometer rise from its bulb.")
}
func (c *thermometer) Lesson(n int) Lesson {
	return Lesson{Name: lessonName("thermometer", "Thermometer"), Rating: ratingNeighbours,
		Why: whyAt("thermometer", "digits rise along the thermometer from its bulb in {{.At}}: each cell holds more than the cells before it and less than the cells after it", c.cells[0], n, nil)}
}
func (c *thermometer) Cells() []int    { return c.cells }
func (c *thermometer) Groups() [][]int { return [][]int{c.cells} }
func (c *thermometer) Restrict(b *Board) bool {
	// The k-th cell holds at least k+1 and leaves room for the cells after it.
	for k, i := range c.cells {
		if !b.Keep(i, Range(k+1, c.n-(len(c.cells)-1-k))) {
			return false
		}
	}
	return relateLine(b, c.cells, rises)
}
func (c *thermometer) Holds(g []int) bool { return holdsLine(g, c.cells, rises) }
func (c *thermometer) Elements() []Element {
	return []Element{{Kind: ElementBulb, Cells: c.cells[:1], Style: "thermometer"}, {Kind: ElementLine, Cells: c.cells, Style: "thermometer"}}
}
func (c *thermometer) encode(w *docWriter) {
	w.add("thermometer", map[string]any{"lines": [][]string{w.names(c.cells)}})
}

func init() {
	registerDealer("thermo", "Thermo", dealThermometers)
}

// dealThermometers returns n/2+1 thermometers of 3 to 6 cells on g, each
// along digits that rise from a random bulb, none sharing a cell.
func dealThermometers(r *rand.Rand, g []int, n int) []Constraint {
	used := make([]bool, n*n)
	var out []Constraint
	for tries := 0; len(out) < n/2+1 && tries < 50*n; tries++ {
		start := r.IntN(n * n)
		if used[start] || g[start] > n-2 {
			continue
		}
		path := walk(r, start, n, 3+r.IntN(4), used, func(path []int, j int) bool { return g[j] > g[path[len(path)-1]] })
		if len(path) < 3 {
			continue
		}
		for _, i := range path {
			used[i] = true
		}
		out = append(out, &thermometer{cells: path, n: n})
	}
	return out
}
