package variant

import "github.com/sudoku-devs/sudoku/internal/message"

// negativeRatio is "all black dots are given": no two digits in cells
// that share an edge without a kropki dot are in a ratio of any black dot
// of the grid (2, when it has none).
type negativeRatio struct {
	values []int
	pairs  [][2]int // the pairs of cells it holds on
}

func init() {
	register(func(d *docReader) ([]Constraint, error) {
		if on, err := d.negative("ratio"); !on || err != nil {
			return nil, err
		}
		var entries []cellsEntry
		if err := d.decode("ratio", &entries); err != nil {
			return nil, err
		}
		seen := map[int]bool{}
		var values []int
		for _, e := range entries {
			v := 2
			if !nullish(e.Value) {
				if x, ok := intValue(e.Value); ok {
					v = x
				}
			}
			if !seen[v] {
				seen[v] = true
				values = append(values, v)
			}
		}
		if len(values) == 0 {
			values = []int{2}
		}
		marked, err := d.markedPairs("difference", "ratio")
		if err != nil {
			return nil, err
		}
		return []Constraint{&negativeRatio{values: values, pairs: unmarked(d.n, marked)}}, nil
	}, "negative")
}

func (c *negativeRatio) ok(x, y int) bool {
	for _, v := range c.values {
		if inRatio(x, y, v) {
			return false
		}
	}
	return true
}

func (c *negativeRatio) Key() string { return "negative" }
func (c *negativeRatio) Name() message.Message {
	return name("negativeRatio", "all black dots given")
}
func (c *negativeRatio) Rule() message.Message {
	return rule("negativeRatio", "All black dots are given: digits side by side without a dot are not in the ratio of a black dot.")
}
func (c *negativeRatio) Lesson(n int) Lesson {
	return Lesson{Name: lessonName("negativeRatio", "All black dots given"), Rating: ratingCombination,
		Why: message.Message{Key: "lesson.negativeRatio.why", Text: "all black dots are given: digits side by side without a dot are not in the ratio of a black dot"}}
}
func (c *negativeRatio) Cells() []int           { return nil }
func (c *negativeRatio) Restrict(b *Board) bool { return restrictPairs(b, c.pairs, c.ok) }
func (c *negativeRatio) Holds(g []int) bool     { return holdsPairs(g, c.pairs, c.ok) }
func (c *negativeRatio) Elements() []Element    { return nil }
func (c *negativeRatio) encode(w *docWriter)    { w.negative("ratio") }
