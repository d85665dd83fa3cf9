package variant

import (
	"encoding/json"
	"strconv"

	"github.com/sudoku-devs/sudoku/internal/message"
)

// difference is a white kropki dot between two cells that share an edge:
// their digits differ by value (1, consecutive, unless the dot says
// another).
type difference struct {
	a, b  int
	value int
}

func init() {
	register(func(d *docReader) ([]Constraint, error) {
		return d.readCells("difference", func(cells []int, v json.RawMessage) (Constraint, error) {
			if err := d.pairOf("difference", cells); err != nil {
				return nil, err
			}
			c := &difference{a: cells[0], b: cells[1], value: 1}
			if !nullish(v) {
				x, err := d.number("difference", v, CellOf(cells[0], d.n).English())
				if err != nil {
					return nil, err
				}
				if x < 1 || x >= d.n {
					return nil, readError("variant.dotValue", "the dot between {{.A}} and {{.B}} says {{.Value}}; want 1 to {{.Max}}",
						map[string]any{"A": CellOf(cells[0], d.n), "B": CellOf(cells[1], d.n), "Value": x, "Max": d.n - 1})
				}
				c.value = x
			}
			return c, nil
		})
	}, "difference")
}

func (c *difference) ok(x, y int) bool { return abs(x-y) == c.value }

func (c *difference) Key() string { return "difference" }
func (c *difference) Name() message.Message {
	return name("difference", "white dot")
}
func (c *difference) Rule() message.Message {
	return message.Message{Key: "rule.difference", Text: "Digits joined by a white dot differ by {{.Value}}.", Args: map[string]any{"Value": c.value}}
}
func (c *difference) Lesson(n int) Lesson {
	return Lesson{Name: lessonName("difference", "White dot"), Rating: ratingNeighbours,
		Why: whyAt("difference", "the digits on the white dot between {{.At}} and {{.Other}} differ by {{.Value}}", c.a, n, map[string]any{"Other": CellOf(c.b, n), "Value": c.value})}
}
func (c *difference) Cells() []int           { return []int{c.a, c.b} }
func (c *difference) Restrict(b *Board) bool { return relate(b, c.a, c.b, c.ok) }
func (c *difference) Holds(g []int) bool     { return c.ok(g[c.a], g[c.b]) }
func (c *difference) Elements() []Element {
	text := ""
	if c.value != 1 {
		text = strconv.Itoa(c.value)
	}
	return []Element{{Kind: ElementDot, Cells: []int{c.a, c.b}, Text: text}}
}
func (c *difference) encode(w *docWriter) {
	e := map[string]any{"cells": w.names([]int{c.a, c.b})}
	if c.value != 1 {
		e["value"] = strconv.Itoa(c.value)
	}
	w.add("difference", e)
}
