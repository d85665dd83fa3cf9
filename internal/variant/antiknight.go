package variant

import "github.com/sudoku-devs/sudoku/internal/message"

// antiKnight is the anti-knight rule: cells a chess knight's move apart
// hold different digits.
type antiKnight struct{ n int }

func init() {
	register(func(d *docReader) ([]Constraint, error) {
		if on, err := d.flag("antiknight"); !on || err != nil {
			return nil, err
		}
		return []Constraint{&antiKnight{n: d.n}}, nil
	}, "antiknight")
	registerKept("antiknight", "Anti-knight", func(n int) Constraint { return &antiKnight{n: n} })
}

func (c *antiKnight) Key() string { return "antiknight" }
func (c *antiKnight) Name() message.Message {
	return name("antiknight", "anti-knight")
}
func (c *antiKnight) Rule() message.Message {
	return rule("antiknight", "Cells a chess knight's move apart do not hold the same digit.")
}
func (c *antiKnight) Cells() []int           { return nil }
func (c *antiKnight) Groups() [][]int        { return moveGroups(c.n, 1, 2) }
func (c *antiKnight) Restrict(b *Board) bool { return true }
func (c *antiKnight) Holds(g []int) bool     { return holdsGroups(g, c.Groups()) }
func (c *antiKnight) Elements() []Element    { return nil }
func (c *antiKnight) encode(w *docWriter)    { w.set("antiknight", true) }

func (c *antiKnight) sight() (lesson, relation message.Message) {
	return lessonName("antiknight", "Anti-knight"), message.Message{Key: "sight.antiknight", Text: "a knight's move from it"}
}
