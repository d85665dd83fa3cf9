package variant

import (
	"encoding/json"
	"math/rand/v2"
	"strings"

	"github.com/sudoku-devs/sudoku/internal/message"
)

// xv is an X or a V between two cells that share an edge: their digits add
// up to 10 (X) or 5 (V).
type xv struct {
	a, b int
	sum  int
}

func init() {
	register(func(d *docReader) ([]Constraint, error) {
		return d.readCells("xv", func(cells []int, v json.RawMessage) (Constraint, error) {
			if err := d.pairOf("xv", cells); err != nil {
				return nil, err
			}
			var letter string
			_ = json.Unmarshal(v, &letter)
			c := &xv{a: cells[0], b: cells[1]}
			switch strings.ToUpper(strings.TrimSpace(letter)) {
			case "X":
				c.sum = 10
			case "V":
				c.sum = 5
			default:
				return nil, readError("variant.xv", "the mark between {{.A}} and {{.B}} is {{.Value}}; want X or V",
					map[string]any{"A": CellOf(cells[0], d.n), "B": CellOf(cells[1], d.n), "Value": printable(v)})
			}
			return c, nil
		})
	}, "xv")
}

func (c *xv) ok(x, y int) bool { return x+y == c.sum }
func (c *xv) letter() string {
	if c.sum == 10 {
		return "X"
	}
	return "V"
}

func (c *xv) Key() string { return "xv" }
func (c *xv) Name() message.Message {
	return name("xv", "XV")
}
func (c *xv) Rule() message.Message {
	return rule("xv", "Digits joined by an X add up to 10; by a V, to 5.")
}
func (c *xv) Lesson(n int) Lesson {
	return Lesson{Name: lessonName("xv", "XV"), Rating: ratingNeighbours,
		Why: whyAt("xv", "the digits between {{.At}} and {{.Other}} add up to {{.Sum}}, as their {{.Mark}} says", c.a, n, map[string]any{"Other": CellOf(c.b, n), "Sum": c.sum, "Mark": c.letter()})}
}
func (c *xv) Cells() []int           { return []int{c.a, c.b} }
func (c *xv) Restrict(b *Board) bool { return relate(b, c.a, c.b, c.ok) }
func (c *xv) Holds(g []int) bool     { return c.ok(g[c.a], g[c.b]) }
func (c *xv) Elements() []Element {
	return []Element{{Kind: ElementDot, Cells: []int{c.a, c.b}, Text: c.letter(), Style: "xv"}}
}
func (c *xv) encode(w *docWriter) {
	w.add("xv", map[string]any{"cells": w.names([]int{c.a, c.b}), "value": c.letter()})
}

func init() {
	registerDealer("xv", "XV", dealXV)
}

// dealXV returns XV marks on g: between about two in three of the
// neighbours whose digits add up to 10 (an X) or 5 (a V).
func dealXV(r *rand.Rand, g []int, n int) []Constraint {
	var out []Constraint
	for _, p := range orthogonalPairs(n) {
		if s := g[p[0]] + g[p[1]]; (s == 10 || s == 5) && r.IntN(3) != 0 {
			out = append(out, &xv{a: p[0], b: p[1], sum: s})
		}
	}
	return out
}
