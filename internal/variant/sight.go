package variant

import (
	"slices"

	"github.com/sudoku-devs/sudoku/internal/message"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// Sighting is a digit placed in one cell that a constraint's groups keep
// out of other cells, the way a placed digit leaves its row: an anti-knight
// rule takes it from the cells a knight's move away, a killer cage from
// the rest of the cage.
type Sighting struct {
	// Lesson names the constraint's logic, as a hint's technique:
	// "Anti-knight", "Killer cage".
	Lesson message.Message
	// Relation says how the cells see the placed one, as a clause that
	// follows them: "a knight's move from it", "in its cage".
	Relation message.Message
	// By is the placed cell (0 to Size*Size-1), Digit its digit.
	By, Digit int
	// Cells are the open cells, in increasing order, that lose Digit.
	Cells []int
}

// sighter is a constraint whose groups' cells see each other in a way
// players name (an anti-knight rule: a knight's move apart). Its lesson
// names the constraint's logic, its relation how the other cells of a
// group stand to a placed one.
type sighter interface {
	sight() (lesson, relation message.Message)
}

// Seen returns the first digit placed in b (Size*Size digits row by row, 0
// for open; the cells in order) that one of the puzzle's constraints, in
// their order, keeps out of open cells that still have it among cands
// (Size*Size candidate sets): a Sighting of it. ok is false when none
// does, or b or cands is not of the grid's size. The killer cages that
// Sudoku made the puzzle's own cages are left to its houses. It is the
// plainest elimination a constraint makes, said as a player sees it:
// "r1c1 holds 5, so 5 goes from r2c3 and r3c2, a knight's move from it".
func (ch *Checker) Seen(b []uint8, cands []sudoku.Digits) (Sighting, bool) {
	if len(b) != len(ch.touch) || len(cands) != len(b) {
		return Sighting{}, false
	}
	for j, d := range b {
		if d == 0 {
			continue
		}
		for _, k := range ch.touch[j] {
			if ch.native[k] {
				continue
			}
			var cells []int
			for _, i := range ch.mates[k][j] {
				if b[i] == 0 && cands[i].Has(int(d)) {
					cells = append(cells, i)
				}
			}
			if len(cells) == 0 {
				continue
			}
			s := Sighting{By: j, Digit: int(d), Cells: slices.Compact(slices.Sorted(slices.Values(cells)))}
			c := ch.p.Constraints[k]
			if st, ok := c.(sighter); ok {
				s.Lesson, s.Relation = st.sight()
			} else {
				s.Lesson = ch.lessons[k].Name
				s.Relation = message.Message{Key: "sight.group", Text: "sharing its {{.Constraint}}", Args: map[string]any{"Constraint": c.Name()}}
			}
			return s, true
		}
	}
	return Sighting{}, false
}
