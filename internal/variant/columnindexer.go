package variant

import "github.com/sudoku-devs/sudoku/internal/message"

// columnIndexer is a set of indexing cells, as in the "159" puzzles: an
// indexing cell in column c holding x says that column x of its row holds
// c. Every such link holds both ways: for any cell of the row, the digit
// it holds says which indexing cell, if there is one there, holds its
// column.
type columnIndexer struct {
	cells []int
	n     int
	index []bool
	lines []int // the cells Restrict reads: the lines of the indexing cells
}

func init() {
	register(func(d *docReader) ([]Constraint, error) {
		cells, index, err := d.readIndex("columnindexer")
		if cells == nil {
			return nil, err
		}
		c := &columnIndexer{cells: cells, n: d.n, index: index}
		c.lines = c.watches()
		return []Constraint{c}, nil
	}, "columnindexer")
}

func (c *columnIndexer) Key() string { return "columnindexer" }
func (c *columnIndexer) Name() message.Message {
	return name("columnindexer", "column indexer")
}
func (c *columnIndexer) Rule() message.Message {
	return rule("columnindexer", "A digit x in a red indexing cell of column c means that column x of its row holds c.")
}
func (c *columnIndexer) Lesson(n int) Lesson {
	return Lesson{Name: lessonName("columnindexer", "Column indexer"), Rating: ratingCombination,
		Why: whyAt("columnindexer", "a digit x in the indexing cells of column {{.Column}} (from {{.At}}) means column x of its row holds {{.Column}}", c.cells[0], n, map[string]any{"Column": c.cells[0]%n + 1})}
}
func (c *columnIndexer) Cells() []int { return c.cells }

// Watches returns the rows of the indexing cells, which Restrict reads.
func (c *columnIndexer) Watches() []int { return c.lines }

// watches works out c.lines.
func (c *columnIndexer) watches() []int {
	var out []int
	for r := range c.n {
		for _, i := range c.cells {
			if i/c.n == r {
				for col := range c.n {
					out = append(out, r*c.n+col)
				}
				break
			}
		}
	}
	return out
}

// target is the cell of i's row in column x.
func (c *columnIndexer) target(i, x int) int { return i/c.n*c.n + x - 1 }

// own is the column of i, from 1.
func (c *columnIndexer) own(i int) int { return i%c.n + 1 }

func (c *columnIndexer) Restrict(b *Board) bool {
	return restrictIndex(b, c.lines, c.index, c.target, c.own)
}
func (c *columnIndexer) Holds(g []int) bool { return holdsIndex(g, c.index, c.target, c.own) }
func (c *columnIndexer) Elements() []Element {
	return []Element{{Kind: ElementRegion, Cells: c.cells, Style: "columnindexer"}}
}
func (c *columnIndexer) encode(w *docWriter) {
	w.add("columnindexer", map[string]any{"cells": w.names(c.cells)})
}
