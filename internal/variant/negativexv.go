package variant

import "github.com/sudoku-devs/sudoku/internal/message"

// negativeXV is "all XVs are given": digits in cells that share an edge
// without an X or V add up to neither 10 nor 5.
type negativeXV struct {
	pairs [][2]int // the pairs of cells it holds on
}

func init() {
	register(func(d *docReader) ([]Constraint, error) {
		if on, err := d.negative("xv"); !on || err != nil {
			return nil, err
		}
		marked, err := d.markedPairs("xv")
		if err != nil {
			return nil, err
		}
		return []Constraint{&negativeXV{pairs: unmarked(d.n, marked)}}, nil
	}, "negative")
}

func noXV(x, y int) bool { return x+y != 10 && x+y != 5 }

func (c *negativeXV) Key() string { return "negative" }
func (c *negativeXV) Name() message.Message {
	return name("negativeXV", "all XVs given")
}
func (c *negativeXV) Rule() message.Message {
	return rule("negativeXV", "All Xs and Vs are given: digits side by side without one add up to neither 10 nor 5.")
}
func (c *negativeXV) Lesson(n int) Lesson {
	return Lesson{Name: lessonName("negativeXV", "All Xs and Vs given"), Rating: ratingCombination,
		Why: message.Message{Key: "lesson.negativeXV.why", Text: "all Xs and Vs are given: digits side by side without one add up to neither 10 nor 5"}}
}
func (c *negativeXV) Cells() []int           { return nil }
func (c *negativeXV) Restrict(b *Board) bool { return restrictPairs(b, c.pairs, noXV) }
func (c *negativeXV) Holds(g []int) bool     { return holdsPairs(g, c.pairs, noXV) }
func (c *negativeXV) Elements() []Element    { return nil }
func (c *negativeXV) encode(w *docWriter)    { w.negative("xv") }
