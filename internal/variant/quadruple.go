package variant

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"

	"github.com/sudoku-devs/sudoku/internal/message"
)

// quadruple is a circle on the corner of four cells with digits in it:
// each of those digits appears among the four cells (as often as it is
// written).
type quadruple struct {
	cells  []int
	digits []int
}

// quadrupleEntry is a quadruple as f-puzzles writes it.
type quadrupleEntry struct {
	Cells  []string          `json:"cells"`
	Values []json.RawMessage `json:"values"` // numbers, or numbers written as strings
}

func init() {
	register(func(d *docReader) ([]Constraint, error) {
		var entries []quadrupleEntry
		if err := d.decode("quadruple", &entries); err != nil {
			return nil, err
		}
		var out []Constraint
		for _, e := range entries {
			cells, err := d.cells("quadruple", e.Cells, true)
			if err != nil {
				return nil, err
			}
			if len(cells) == 0 {
				continue
			}
			if len(e.Values) > len(cells) {
				return nil, readError("variant.quadruple", "the quadruple at {{.Cell}} asks for {{.Count}} digits in {{.Cells}} cells",
					map[string]any{"Cell": CellOf(cells[0], d.n), "Count": len(e.Values), "Cells": len(cells)})
			}
			var digits []int
			for _, raw := range e.Values {
				v, _ := intValue(raw)
				digits = append(digits, v)
				if v < 1 || v > d.n {
					return nil, readError("variant.quadrupleDigit", "the quadruple at {{.Cell}} holds {{.Digit}}; want 1 to {{.Size}}",
						map[string]any{"Cell": CellOf(cells[0], d.n), "Digit": printable(raw), "Size": d.n})
				}
			}
			out = append(out, &quadruple{cells: cells, digits: digits})
		}
		return out, nil
	}, "quadruple")
}

func (c *quadruple) Key() string { return "quadruple" }
func (c *quadruple) Name() message.Message {
	return name("quadruple", "quadruple")
}
func (c *quadruple) Rule() message.Message {
	return rule("quadruple", "Digits in a circle on a corner appear in the four cells around it.")
}
func (c *quadruple) Lesson(n int) Lesson {
	return Lesson{Name: lessonName("quadruple", "Quadruple"), Rating: ratingRule,
		Why: whyAt("quadruple", "the four cells around the circle at {{.At}} hold {{.Digits}}, the digits in it", c.cells[0], n, map[string]any{"Digits": message.Digits(slices.Sorted(slices.Values(c.digits)))})}
}
func (c *quadruple) Cells() []int { return c.cells }
func (c *quadruple) Restrict(b *Board) bool {
	var need [MaxSize + 1]int // how often each digit is asked for, looked at in order
	for _, d := range c.digits {
		need[d]++
	}
	free := len(c.cells) // cells not needed for the digits
	for d, k := range need {
		if k == 0 {
			continue
		}
		var can []int
		for _, i := range c.cells {
			if b.Cand(i).Has(d) {
				can = append(can, i)
			}
		}
		if len(can) < k {
			return false
		}
		if len(can) == k {
			for _, i := range can {
				if !b.Keep(i, Of(d)) {
					return false
				}
			}
		}
		free -= k
	}
	if free == 0 { // the cells hold the digits and nothing else
		var all Set
		for _, d := range c.digits {
			all |= Of(d)
		}
		for _, i := range c.cells {
			if !b.Keep(i, all) {
				return false
			}
		}
	}
	return true
}
func (c *quadruple) Holds(g []int) bool {
	have := map[int]int{}
	for _, i := range c.cells {
		have[g[i]]++
	}
	for _, d := range c.digits {
		if have[d]--; have[d] < 0 {
			return false
		}
	}
	return true
}
func (c *quadruple) Elements() []Element {
	ds := slices.Clone(c.digits)
	slices.Sort(ds)
	parts := make([]string, len(ds))
	for k, d := range ds {
		parts[k] = strconv.Itoa(d)
	}
	return []Element{{Kind: ElementCorner, Cells: c.cells, Text: strings.Join(parts, " ")}}
}
func (c *quadruple) encode(w *docWriter) {
	w.add("quadruple", map[string]any{"cells": w.names(c.cells), "values": c.digits})
}
