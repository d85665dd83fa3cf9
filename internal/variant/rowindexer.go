package variant

import "github.com/sudoku-devs/sudoku/internal/message"

// rowIndexer is a set of row-indexing cells: an indexing cell in row r
// holding x says that row x of its column holds r. Every such link holds
// both ways, as for columnIndexer.
type rowIndexer struct {
	cells []int
	n     int
	index []bool
	lines []int // the cells Restrict reads: the lines of the indexing cells
}

func init() {
	register(func(d *docReader) ([]Constraint, error) {
		cells, index, err := d.readIndex("rowindexer")
		if cells == nil {
			return nil, err
		}
		c := &rowIndexer{cells: cells, n: d.n, index: index}
		c.lines = c.watches()
		return []Constraint{c}, nil
	}, "rowindexer")
}

func (c *rowIndexer) Key() string { return "rowindexer" }
func (c *rowIndexer) Name() message.Message {
	return name("rowindexer", "row indexer")
}
func (c *rowIndexer) Rule() message.Message {
	return rule("rowindexer", "A digit x in a blue indexing cell of row r means that row x of its column holds r.")
}
func (c *rowIndexer) Lesson(n int) Lesson {
	return Lesson{Name: lessonName("rowindexer", "Row indexer"), Rating: ratingCombination,
		Why: whyAt("rowindexer", "a digit x in the indexing cells of row {{.Row}} (from {{.At}}) means row x of its column holds {{.Row}}", c.cells[0], n, map[string]any{"Row": c.cells[0]/n + 1})}
}
func (c *rowIndexer) Cells() []int { return c.cells }

// Watches returns the columns of the indexing cells, which Restrict reads.
func (c *rowIndexer) Watches() []int { return c.lines }

// watches works out c.lines.
func (c *rowIndexer) watches() []int {
	var out []int
	for col := range c.n {
		for _, i := range c.cells {
			if i%c.n == col {
				for r := range c.n {
					out = append(out, r*c.n+col)
				}
				break
			}
		}
	}
	return out
}

// target is the cell of i's column in row x.
func (c *rowIndexer) target(i, x int) int { return (x-1)*c.n + i%c.n }

// own is the row of i, from 1.
func (c *rowIndexer) own(i int) int { return i/c.n + 1 }

func (c *rowIndexer) Restrict(b *Board) bool {
	return restrictIndex(b, c.lines, c.index, c.target, c.own)
}
func (c *rowIndexer) Holds(g []int) bool { return holdsIndex(g, c.index, c.target, c.own) }
func (c *rowIndexer) Elements() []Element {
	return []Element{{Kind: ElementRegion, Cells: c.cells, Style: "rowindexer"}}
}
func (c *rowIndexer) encode(w *docWriter) {
	w.add("rowindexer", map[string]any{"cells": w.names(c.cells)})
}
