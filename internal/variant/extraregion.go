package variant

import (
	"encoding/json"

	"github.com/sudoku-devs/sudoku/internal/message"
)

// extraRegion is an extra region: its cells hold different digits.
type extraRegion struct{ cells []int }

func init() {
	register(func(d *docReader) ([]Constraint, error) {
		return d.readCells("extraregion", func(cells []int, _ json.RawMessage) (Constraint, error) {
			if len(cells) > d.n {
				return nil, readError("variant.regionLong", "the extra region at {{.Cell}} has {{.Count}} cells; at most {{.Size}} can differ",
					map[string]any{"Cell": CellOf(cells[0], d.n), "Count": len(cells), "Size": d.n})
			}
			return &extraRegion{cells: cells}, nil
		})
	}, "extraregion")
}

func (c *extraRegion) Key() string { return "extraregion" }
func (c *extraRegion) Name() message.Message {
	return name("extraregion", "extra region")
}
func (c *extraRegion) Rule() message.Message {
	return rule("extraregion", "Digits in a shaded extra region do not repeat.")
}
func (c *extraRegion) Cells() []int           { return c.cells }
func (c *extraRegion) Groups() [][]int        { return [][]int{c.cells} }
func (c *extraRegion) Restrict(b *Board) bool { return true }
func (c *extraRegion) Holds(g []int) bool     { return distinct(g, c.cells) }
func (c *extraRegion) Elements() []Element {
	return []Element{{Kind: ElementRegion, Cells: c.cells}}
}
func (c *extraRegion) encode(w *docWriter) {
	w.add("extraregion", map[string]any{"cells": w.names(c.cells)})
}

func (c *extraRegion) sight() (lesson, relation message.Message) {
	return lessonName("extraregion", "Extra region"), message.Message{Key: "sight.extraregion", Text: "in its extra region"}
}
