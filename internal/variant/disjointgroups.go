package variant

import "github.com/sudoku-devs/sudoku/internal/message"

// disjointGroups is the disjoint-groups rule: cells in the same place of
// their boxes (every box's top left cell, and so on) hold different digits.
// It needs boxes: a grid of a prime size has none.
type disjointGroups struct{ n int }

func init() {
	register(func(d *docReader) ([]Constraint, error) {
		if on, err := d.flag("disjointgroups"); !on || err != nil {
			return nil, err
		}
		if BoxRegions(d.n) == nil {
			return nil, readError("variant.disjoint", "disjoint groups need boxes, and a {{.Size}}x{{.Size}} grid has none", map[string]any{"Size": d.n})
		}
		return []Constraint{&disjointGroups{n: d.n}}, nil
	}, "disjointgroups")
}

func (c *disjointGroups) Key() string { return "disjointgroups" }
func (c *disjointGroups) Name() message.Message {
	return name("disjointgroups", "disjoint groups")
}
func (c *disjointGroups) Rule() message.Message {
	return rule("disjointgroups", "Cells in the same position of their boxes do not hold the same digit.")
}
func (c *disjointGroups) Cells() []int { return nil }
func (c *disjointGroups) Groups() [][]int {
	boxes := BoxRegions(c.n)
	groups := make([][]int, c.n)
	seen := make([]int, c.n) // cells met so far in each box
	for i, box := range boxes {
		groups[seen[box]] = append(groups[seen[box]], i)
		seen[box]++
	}
	return groups
}
func (c *disjointGroups) Restrict(b *Board) bool { return true }
func (c *disjointGroups) Holds(g []int) bool     { return holdsGroups(g, c.Groups()) }
func (c *disjointGroups) Elements() []Element    { return nil }
func (c *disjointGroups) encode(w *docWriter)    { w.set("disjointgroups", true) }

func (c *disjointGroups) sight() (lesson, relation message.Message) {
	return lessonName("disjointgroups", "Disjoint groups"), message.Message{Key: "sight.disjointgroups", Text: "in the same place of their boxes"}
}
