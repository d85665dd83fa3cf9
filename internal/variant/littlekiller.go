package variant

import (
	"encoding/json"
	"math/rand/v2"
	"strconv"

	"github.com/sudoku-devs/sudoku/internal/message"
)

// littleKiller is a little killer clue: the digits on the diagonal its
// arrow points along add up to sum (they may repeat).
type littleKiller struct {
	row, col  int    // the clue's place outside the grid
	direction string // "UL", "UR", "DL" or "DR"
	cells     []int
	sum       int
}

// littleKillerEntry is a little killer as f-puzzles writes it.
type littleKillerEntry struct {
	Cell      string          `json:"cell"`
	Direction string          `json:"direction"`
	Value     json.RawMessage `json:"value"`
}

func init() {
	register(func(d *docReader) ([]Constraint, error) {
		var entries []littleKillerEntry
		if err := d.decode("littlekillersum", &entries); err != nil {
			return nil, err
		}
		var out []Constraint
		for _, e := range entries {
			if nullish(e.Value) {
				continue // an arrow without a sum says nothing
			}
			r, c, err := d.clue("littlekillersum", e.Cell)
			if err != nil {
				return nil, err
			}
			cells, ok := diagonalLine(r, c, d.n, e.Direction)
			if !ok || !outside(r, c, d.n) {
				return nil, readError("variant.littleKiller", "the little killer at {{.Name}} points {{.Direction}} at no cell of the grid",
					map[string]any{"Name": e.Cell, "Direction": strconv.Quote(e.Direction)})
			}
			s, err := d.number("littlekillersum", e.Value, e.Cell)
			if err != nil {
				return nil, err
			}
			if s < len(cells) || s > len(cells)*d.n {
				return nil, readError("variant.littleKillerSum", "the little killer at {{.Name}} sums {{.Count}} cells to {{.Sum}}; want {{.Lo}} to {{.Hi}}",
					map[string]any{"Name": e.Cell, "Count": len(cells), "Sum": s, "Lo": len(cells), "Hi": len(cells) * d.n})
			}
			out = append(out, &littleKiller{row: r, col: c, direction: e.Direction, cells: cells, sum: s})
		}
		return out, nil
	}, "littlekillersum")
}

func (c *littleKiller) Key() string { return "littlekillersum" }
func (c *littleKiller) Name() message.Message {
	return name("littlekillersum", "little killer")
}
func (c *littleKiller) Rule() message.Message {
	return rule("littlekillersum", "A number outside the grid is the sum of the digits along the diagonal its arrow points at; they may repeat.")
}
func (c *littleKiller) Lesson(n int) Lesson {
	return Lesson{Name: lessonName("littlekillersum", "Little killer"), Rating: ratingCombination,
		Why: whyAt("littlekillersum", "the digits along the diagonal from {{.At}} add up to {{.Sum}}, the clue outside the grid", c.cells[0], n, map[string]any{"Sum": c.sum})}
}
func (c *littleKiller) Cells() []int { return c.cells }
func (c *littleKiller) Restrict(b *Board) bool {
	if c.sum >= 128 || len(c.cells) > maxLine { // a 16x16 grid's: digits repeating anywhere
		return sumBounds(b, c.cells, c.sum, c.sum) && sumRepeating(b, c.cells, c.sum)
	}
	var target wideSums
	target[c.sum/64] = 1 << (c.sum % 64)
	_, ok := sumsByBlocks(b, c.cells, target)
	return ok
}
func (c *littleKiller) Holds(g []int) bool { return sum(g, c.cells) == c.sum }
func (c *littleKiller) Elements() []Element {
	return []Element{{Kind: ElementClue, Row: c.row, Col: c.col, Direction: c.direction, Text: strconv.Itoa(c.sum)}}
}
func (c *littleKiller) encode(w *docWriter) {
	w.add("littlekillersum", map[string]any{"cell": "R" + strconv.Itoa(c.row) + "C" + strconv.Itoa(c.col),
		"direction": c.direction, "value": strconv.Itoa(c.sum), "cells": w.names(c.cells)})
}

func init() {
	registerDealer("littlekiller", "Little killer", dealLittleKillers)
}

// dealLittleKillers returns n/2+2 little killer clues on g, each at a
// random place outside the grid pointing along a diagonal of two cells or
// more, no two on the same diagonal.
func dealLittleKillers(r *rand.Rand, g []int, n int) []Constraint {
	var out []Constraint
	seen := map[int]bool{}
	dirs := [...]string{"UL", "UR", "DL", "DR"}
	for tries := 0; len(out) < n/2+2 && tries < 100*n; tries++ {
		row, col := 0, 1+r.IntN(n)
		switch r.IntN(4) {
		case 1:
			row = n + 1
		case 2:
			row, col = col, 0
		case 3:
			row, col = col, n+1
		}
		dir := dirs[r.IntN(4)]
		cells, ok := diagonalLine(row, col, n, dir)
		if !ok || len(cells) < 2 || seen[cells[0]*n*n+cells[len(cells)-1]] || seen[cells[len(cells)-1]*n*n+cells[0]] {
			continue
		}
		seen[cells[0]*n*n+cells[len(cells)-1]] = true
		out = append(out, &littleKiller{row: row, col: col, direction: dir, cells: cells, sum: sum(g, cells)})
	}
	return out
}
