package variant

import "github.com/sudoku-devs/sudoku/internal/message"

// antiKing is the anti-king rule: cells a chess king's move apart
// (diagonally touching; those side by side share a row or column) hold
// different digits.
type antiKing struct{ n int }

func init() {
	register(func(d *docReader) ([]Constraint, error) {
		if on, err := d.flag("antiking"); !on || err != nil {
			return nil, err
		}
		return []Constraint{&antiKing{n: d.n}}, nil
	}, "antiking")
	registerKept("antiking", "Anti-king", func(n int) Constraint { return &antiKing{n: n} })
}

func (c *antiKing) Key() string { return "antiking" }
func (c *antiKing) Name() message.Message {
	return name("antiking", "anti-king")
}
func (c *antiKing) Rule() message.Message {
	return rule("antiking", "Cells that touch, even at a corner, do not hold the same digit.")
}
func (c *antiKing) Cells() []int           { return nil }
func (c *antiKing) Groups() [][]int        { return moveGroups(c.n, 1, 1) }
func (c *antiKing) Restrict(b *Board) bool { return true }
func (c *antiKing) Holds(g []int) bool     { return holdsGroups(g, c.Groups()) }
func (c *antiKing) Elements() []Element    { return nil }
func (c *antiKing) encode(w *docWriter)    { w.set("antiking", true) }

func (c *antiKing) sight() (lesson, relation message.Message) {
	return lessonName("antiking", "Anti-king"), message.Message{Key: "sight.antiking", Text: "diagonally next to it"}
}
