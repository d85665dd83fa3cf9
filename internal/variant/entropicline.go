package variant

import (
	"encoding/json"

	"github.com/sudoku-devs/sudoku/internal/message"
)

// entropicLine is an entropic line: any three cells in a row along it hold
// a low, a middle and a high digit (1–3, 4–6 and 7–9 on a 9x9 grid: the
// digits cut in three equal thirds).
type entropicLine struct {
	cells []int
	n     int
}

func init() {
	register(func(d *docReader) ([]Constraint, error) {
		return d.readLines("entropicline", func(cells []int, _ json.RawMessage) (Constraint, error) {
			if d.n%3 != 0 {
				return nil, readError("variant.thirds", "{{.Key}} needs digits that split into three equal sets, and 1 to {{.Size}} do not",
					map[string]any{"Key": "entropicline", "Size": d.n})
			}
			return &entropicLine{cells: cells, n: d.n}, nil
		})
	}, "entropicline")
}

// class returns the third digit d is in: 0 low, 1 middle, 2 high.
func (c *entropicLine) class(d int) int { return (d - 1) / (c.n / 3) }

func (c *entropicLine) Key() string { return "entropicline" }
func (c *entropicLine) Name() message.Message {
	return name("entropicline", "entropic line")
}
func (c *entropicLine) Rule() message.Message {
	return rule("entropicline", "Any three cells in a row on an entropic line hold a low, a middle and a high digit.")
}
func (c *entropicLine) Lesson(n int) Lesson {
	return Lesson{Name: lessonName("entropicline", "Entropic line"), Rating: ratingCombination,
		Why: whyAt("entropicline", "any three cells in a row on the entropic line from {{.At}} hold a low, a middle and a high digit: cells three apart hold digits of the same third", c.cells[0], n, nil)}
}
func (c *entropicLine) Cells() []int { return c.cells }
func (c *entropicLine) Restrict(b *Board) bool {
	third := c.n / 3
	return restrictThrees(b, c.cells, 3, func(cls int) Set { return Range(cls*third+1, (cls+1)*third) })
}
func (c *entropicLine) Holds(g []int) bool {
	return holdsThrees(g, c.cells, c.class)
}
func (c *entropicLine) Elements() []Element {
	return []Element{{Kind: ElementLine, Cells: c.cells, Style: "entropicline"}}
}
func (c *entropicLine) encode(w *docWriter) {
	w.add("entropicline", map[string]any{"lines": [][]string{w.names(c.cells)}})
}

// restrictThrees narrows a line on which any three cells in a row hold
// digits of three different classes (of k, each class's digits given by
// digits): cells three apart are in the same class, so each cell keeps
// only the classes the others of its position can take, and a class a
// position must take leaves the other two positions.
func restrictThrees(b *Board, cells []int, k int, digits func(cls int) Set) bool {
	if len(cells) < 2 {
		return true
	}
	var can [3]Set // the classes (as bits) each position can take
	for pos := range 3 {
		can[pos] = 1<<k - 1
		for j := pos; j < len(cells); j += 3 {
			var cls Set
			for x := range k {
				if b.Cand(cells[j])&digits(x) != 0 {
					cls |= 1 << x
				}
			}
			can[pos] &= cls
		}
	}
	for pos := range 3 {
		if pos >= len(cells) {
			break
		}
		keep := can[pos]
		for other := range 3 { // a class another position must take is not this one's
			if other != pos && other < len(cells) && can[other].Len() == 1 {
				keep &^= can[other]
			}
		}
		var allowed Set
		for x := range k {
			if keep&(1<<x) != 0 {
				allowed |= digits(x)
			}
		}
		for j := pos; j < len(cells); j += 3 {
			if !b.Keep(cells[j], allowed) {
				return false
			}
		}
	}
	return true
}

// holdsThrees reports whether any three cells in a row of line hold digits
// of three different classes in g.
func holdsThrees(g, cells []int, class func(d int) int) bool {
	for k := 0; k+2 < len(cells); k++ {
		a, b, c := class(g[cells[k]]), class(g[cells[k+1]]), class(g[cells[k+2]])
		if a == b || b == c || a == c {
			return false
		}
	}
	for k := 0; k+1 < len(cells); k++ { // a line of two cells
		if class(g[cells[k]]) == class(g[cells[k+1]]) {
			return false
		}
	}
	return true
}
