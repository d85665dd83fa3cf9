package variant

import "github.com/sudoku-devs/sudoku/internal/message"

// clone is a pair of shapes of cells that hold the same digits, cell by
// cell: cells[k] holds what clones[k] holds.
type clone struct{ cells, clones []int }

// cloneEntry is a clone as f-puzzles writes it.
type cloneEntry struct {
	Cells      []string `json:"cells"`
	CloneCells []string `json:"cloneCells"`
}

func init() {
	register(func(d *docReader) ([]Constraint, error) {
		var entries []cloneEntry
		if err := d.decode("clone", &entries); err != nil {
			return nil, err
		}
		var out []Constraint
		for _, e := range entries {
			a, err := d.cells("clone", e.Cells, true)
			if err != nil {
				return nil, err
			}
			b, err := d.cells("clone", e.CloneCells, true)
			if err != nil {
				return nil, err
			}
			if len(a) != len(b) {
				at := append(a, b...)[0]
				return nil, readError("variant.clone", "the clone at {{.Cell}} has {{.A}} cells and its copy {{.B}}; want as many",
					map[string]any{"Cell": CellOf(at, d.n), "A": len(a), "B": len(b)})
			}
			if len(a) > 0 {
				out = append(out, &clone{cells: a, clones: b})
			}
		}
		return out, nil
	}, "clone")
}

func (c *clone) Key() string { return "clone" }
func (c *clone) Name() message.Message {
	return name("clone", "clone")
}
func (c *clone) Rule() message.Message {
	return rule("clone", "Shaded shapes of the same form hold the same digits in the same places.")
}
func (c *clone) Lesson(n int) Lesson {
	return Lesson{Name: lessonName("clone", "Clone"), Rating: ratingNeighbours,
		Why: whyAt("clone", "the shaded shapes at {{.At}} and {{.Other}} hold the same digits in the same places", c.cells[0], n, map[string]any{"Other": CellOf(c.clones[0], n)})}
}
func (c *clone) Cells() []int { return append(append([]int(nil), c.cells...), c.clones...) }
func (c *clone) Restrict(b *Board) bool {
	for k, i := range c.cells {
		j := c.clones[k]
		both := b.Cand(i) & b.Cand(j)
		if !b.Keep(i, both) || !b.Keep(j, both) {
			return false
		}
	}
	return true
}
func (c *clone) Holds(g []int) bool {
	for k, i := range c.cells {
		if g[i] != g[c.clones[k]] {
			return false
		}
	}
	return true
}
func (c *clone) Elements() []Element {
	return []Element{{Kind: ElementRegion, Cells: c.cells, Style: "clone"}, {Kind: ElementRegion, Cells: c.clones, Style: "clone"}}
}
func (c *clone) encode(w *docWriter) {
	w.add("clone", map[string]any{"cells": w.names(c.cells), "cloneCells": w.names(c.clones)})
}
