package variant

import (
	"encoding/json"
	"math/rand/v2"
	"strconv"

	"github.com/sudoku-devs/sudoku/internal/message"
)

// ratio is a black kropki dot between two cells that share an edge: one
// digit is value times the other (2, double, unless the dot says another).
type ratio struct {
	a, b  int
	value int
}

func init() {
	register(func(d *docReader) ([]Constraint, error) {
		return d.readCells("ratio", func(cells []int, v json.RawMessage) (Constraint, error) {
			if err := d.pairOf("ratio", cells); err != nil {
				return nil, err
			}
			c := &ratio{a: cells[0], b: cells[1], value: 2}
			if !nullish(v) {
				x, err := d.number("ratio", v, CellOf(cells[0], d.n).English())
				if err != nil {
					return nil, err
				}
				if x < 2 || x > d.n {
					return nil, readError("variant.dotValue", "the dot between {{.A}} and {{.B}} says {{.Value}}; want 2 to {{.Max}}",
						map[string]any{"A": CellOf(cells[0], d.n), "B": CellOf(cells[1], d.n), "Value": x, "Max": d.n})
				}
				c.value = x
			}
			return c, nil
		})
	}, "ratio")
}

// inRatio reports whether one of x and y is v times the other.
func inRatio(x, y, v int) bool { return x == y*v || y == x*v }

func (c *ratio) ok(x, y int) bool { return inRatio(x, y, c.value) }

func (c *ratio) Key() string { return "ratio" }
func (c *ratio) Name() message.Message {
	return name("ratio", "black dot")
}
func (c *ratio) Rule() message.Message {
	return message.Message{Key: "rule.ratio", Text: "Of two digits joined by a black dot, one is {{.Value}} times the other.", Args: map[string]any{"Value": c.value}}
}
func (c *ratio) Lesson(n int) Lesson {
	return Lesson{Name: lessonName("ratio", "Black dot"), Rating: ratingNeighbours,
		Why: whyAt("ratio", "one digit on the black dot between {{.At}} and {{.Other}} is {{.Value}} times the other", c.a, n, map[string]any{"Other": CellOf(c.b, n), "Value": c.value})}
}
func (c *ratio) Cells() []int           { return []int{c.a, c.b} }
func (c *ratio) Restrict(b *Board) bool { return relate(b, c.a, c.b, c.ok) }
func (c *ratio) Holds(g []int) bool     { return c.ok(g[c.a], g[c.b]) }
func (c *ratio) Elements() []Element {
	text := ""
	if c.value != 2 {
		text = strconv.Itoa(c.value)
	}
	return []Element{{Kind: ElementDot, Cells: []int{c.a, c.b}, Filled: true, Text: text}}
}
func (c *ratio) encode(w *docWriter) {
	e := map[string]any{"cells": w.names([]int{c.a, c.b})}
	if c.value != 2 {
		e["value"] = strconv.Itoa(c.value)
	}
	w.add("ratio", e)
}

func init() {
	registerDealer("kropki", "Kropki", dealKropki)
}

// dealKropki returns kropki dots on g: between about two in three of the
// neighbours whose digits are consecutive or one twice the other, a white
// dot or a black one (a black one for 1 and 2 half the time).
func dealKropki(r *rand.Rand, g []int, n int) []Constraint {
	var out []Constraint
	for _, p := range orthogonalPairs(n) {
		a, b := g[p[0]], g[p[1]]
		white, black := abs(a-b) == 1, a == 2*b || b == 2*a
		if !white && !black || r.IntN(3) == 0 {
			continue
		}
		if black && (!white || r.IntN(2) == 0) {
			out = append(out, &ratio{a: p[0], b: p[1], value: 2})
		} else {
			out = append(out, &difference{a: p[0], b: p[1], value: 1})
		}
	}
	return out
}
