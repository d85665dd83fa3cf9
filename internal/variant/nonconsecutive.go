package variant

import "github.com/sudoku-devs/sudoku/internal/message"

// nonconsecutive is the non-consecutive rule: digits in cells that share
// an edge are not consecutive, except across a kropki dot (a white dot
// says they are; a black dot's 1 and 2 may be).
type nonconsecutive struct {
	n     int
	pairs [][2]int // the pairs of cells it holds on
}

func init() {
	register(func(d *docReader) ([]Constraint, error) {
		if on, err := d.flag("nonconsecutive"); !on || err != nil {
			return nil, err
		}
		marked, err := d.markedPairs("difference", "ratio")
		if err != nil {
			return nil, err
		}
		return []Constraint{&nonconsecutive{n: d.n, pairs: unmarked(d.n, marked)}}, nil
	}, "nonconsecutive")
}

func notConsecutive(x, y int) bool { return abs(x-y) != 1 }

func (c *nonconsecutive) Key() string { return "nonconsecutive" }
func (c *nonconsecutive) Name() message.Message {
	return name("nonconsecutive", "non-consecutive")
}
func (c *nonconsecutive) Rule() message.Message {
	return rule("nonconsecutive", "Digits in cells that share an edge are not consecutive, unless a dot joins them.")
}
func (c *nonconsecutive) Lesson(n int) Lesson {
	return Lesson{Name: lessonName("nonconsecutive", "Nonconsecutive"), Rating: ratingNeighbours,
		Why: message.Message{Key: "lesson.nonconsecutive.why", Text: "digits in cells that share an edge are not consecutive, unless a dot joins them"}}
}
func (c *nonconsecutive) Cells() []int           { return nil }
func (c *nonconsecutive) Restrict(b *Board) bool { return restrictPairs(b, c.pairs, notConsecutive) }
func (c *nonconsecutive) Holds(g []int) bool     { return holdsPairs(g, c.pairs, notConsecutive) }
func (c *nonconsecutive) Elements() []Element    { return nil }
func (c *nonconsecutive) encode(w *docWriter)    { w.set("nonconsecutive", true) }
