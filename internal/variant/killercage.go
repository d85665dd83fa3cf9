package variant

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strconv"

	"github.com/sudoku-devs/sudoku/internal/message"
)

// killerCage is a killer cage: its cells hold different digits that add
// up to sum; a cage with sum 0 has no sum, only different digits.
type killerCage struct {
	cells []int
	sum   int
}

func init() {
	register(func(d *docReader) ([]Constraint, error) {
		return d.readCells("killercage", func(cells []int, v json.RawMessage) (Constraint, error) {
			c := &killerCage{cells: cells}
			if !nullish(v) {
				s, err := d.number("killercage", v, CellOf(cells[0], d.n).English())
				if err != nil {
					return nil, err
				}
				c.sum = s
			}
			if len(cells) > d.n {
				return nil, readError("variant.cageSize", "the killer cage at {{.Cell}} has {{.Count}} cells; a cage of different digits holds at most {{.Size}}",
					map[string]any{"Cell": CellOf(cells[0], d.n), "Count": len(cells), "Size": d.n})
			}
			if lo, hi := distinctSums(len(cells), d.n); c.sum != 0 && (c.sum < lo || c.sum > hi) {
				return nil, readError("variant.cageSum", "the killer cage at {{.Cell}} has {{.Count}} cells and the sum {{.Sum}}; different digits make {{.Lo}} to {{.Hi}}",
					map[string]any{"Cell": CellOf(cells[0], d.n), "Count": len(cells), "Sum": c.sum, "Lo": lo, "Hi": hi})
			}
			return c, nil
		})
	}, "killercage")
	registerDealer("cages", "Killer cages", dealCages)
}

// dealCages returns killer cages on g over about half its cells: each of
// two to four cells side by side holding different digits, none sharing
// a cell, its sum theirs.
func dealCages(r *rand.Rand, g []int, n int) []Constraint {
	used := make([]bool, n*n)
	var out []Constraint
	covered := 0
	for tries := 0; 2*covered < n*n && tries < 100*n; tries++ {
		start := r.IntN(n * n)
		if used[start] {
			continue
		}
		cells := []int{start}
		for want := 2 + r.IntN(3); len(cells) < want; {
			var options []int
			for _, i := range cells {
				for _, j := range neighbours(i, n, false) {
					if !used[j] && !slices.Contains(cells, j) && !slices.Contains(options, j) && !slices.ContainsFunc(cells, func(c int) bool { return g[c] == g[j] }) {
						options = append(options, j)
					}
				}
			}
			if len(options) == 0 {
				break
			}
			cells = append(cells, options[r.IntN(len(options))])
		}
		if len(cells) < 2 {
			continue
		}
		slices.Sort(cells)
		for _, i := range cells {
			used[i] = true
		}
		covered += len(cells)
		out = append(out, &killerCage{cells: cells, sum: sum(g, cells)})
	}
	return out
}

// distinctSums returns the smallest and largest sums of k different digits
// from 1 to n.
func distinctSums(k, n int) (lo, hi int) { return k * (k + 1) / 2, k*n - k*(k-1)/2 }

func (c *killerCage) Key() string { return "killercage" }
func (c *killerCage) Name() message.Message {
	return name("killercage", "killer cage")
}
func (c *killerCage) Rule() message.Message {
	return rule("killercage", "Digits in a cage do not repeat, and add up to its sum when it has one.")
}
func (c *killerCage) Lesson(n int) Lesson {
	if c.sum == 0 {
		return Lesson{Name: lessonName("killercage", "Killer cage"), Rating: ratingNeighbours,
			Why: whyAt("killercage.distinct", "the digits of the cage at {{.At}} do not repeat", c.cells[0], n, nil)}
	}
	return Lesson{Name: lessonName("killercage", "Killer cage"), Rating: ratingNeighbours,
		Why: whyAt("killercage", "the digits of the cage at {{.At}} add up to {{.Sum}} without repeating a digit", c.cells[0], n, map[string]any{"Sum": c.sum})}
}
func (c *killerCage) Cells() []int    { return c.cells }
func (c *killerCage) Groups() [][]int { return [][]int{c.cells} }

// DistinctSum returns the cage's cells and sum, or no cells for a cage
// without a sum.
func (c *killerCage) DistinctSum() ([]int, int) {
	if c.sum == 0 {
		return nil, 0
	}
	return c.cells, c.sum
}
func (c *killerCage) Restrict(b *Board) bool {
	return c.sum == 0 || sumExact(b, c.cells, c.sum)
}
func (c *killerCage) Holds(g []int) bool {
	return distinct(g, c.cells) && (c.sum == 0 || sum(g, c.cells) == c.sum)
}
func (c *killerCage) Elements() []Element {
	text := ""
	if c.sum != 0 {
		text = strconv.Itoa(c.sum)
	}
	return []Element{{Kind: ElementCage, Cells: c.cells, Text: text}}
}
func (c *killerCage) encode(w *docWriter) {
	e := map[string]any{"cells": w.names(c.cells)}
	if c.sum != 0 {
		e["value"] = strconv.Itoa(c.sum)
	}
	w.add("killercage", e)
}

func (c *killerCage) sight() (lesson, relation message.Message) {
	return lessonName("killercage", "Killer cage"), message.Message{Key: "sight.killercage", Text: "in its cage"}
}
