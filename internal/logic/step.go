package logic

import "github.com/sudoku-devs/sudoku/internal/sudoku"

// Step is one deduction: the technique, the pattern that proves it, and what
// it lets the solver do. A step either places digits or removes candidates
// (a few kinds do both); applying it with Board.Apply never removes the
// solution's digit from a cell nor places a wrong one, provided the board it
// was found on held only sound deductions and, for the uniqueness
// techniques (UniqueRectangle, BUG), the puzzle has a single solution.
type Step struct {
	Technique Technique
	// Digits holds the digit or digits the pattern is about.
	Digits sudoku.Digits
	// Cells are the pattern's cells (0–80), the ones a player should look at;
	// for a chain they are in chain order.
	Cells []int
	// Houses are the houses of the pattern (indexes into sudoku.Houses), the
	// defining house first.
	Houses []int
	// Placements are the digits the step puts in cells.
	Placements []Candidate
	// Eliminations are the candidates the step removes.
	Eliminations []Candidate

	length int     // chain length as Sudoku Explainer counts it (candidates or placements of the proof), for the rating
	extra  float64 // added to the rating: 0.1 for a sashimi fish; for a chain, its kind's base less its technique's (an X-cycle −0.1)
	msg    Message // the description, built where the step is found
	size   int     // the cells a side of a grid of another size than 9x9 (SizedBoard), which Data names cells by; 0 for 9x9
	lesson Message // a setter's constraint's lesson ("Thermometer"), which names the step in place of its technique; none for others
}

// Name returns the name of the step's technique as words for any
// language: the lesson's ("Thermometer", "White dot") for a step of a
// setter's constraint's own logic (ConstraintRule and the like), else the
// technique's (key Technique.Key, text Technique.String).
func (s Step) Name() Message {
	if s.lesson.Key != "" {
		return s.lesson
	}
	return Message{Key: s.Technique.Key(), Text: s.Technique.String()}
}

// String returns a description of s for a player in English, naming cells
// r1c1 … r9c9 and houses "row 3", "column 5", "box 9", for example "Hidden
// single: in box 5, 7 fits only in r5c6": the step's name (Name), ": " and
// s.Message() in English.
func (s Step) String() string {
	return s.Name().English() + ": " + s.Message().English()
}

// Rating returns the step's difficulty on the Sudoku Explainer scale: the
// technique's base rating (see the package doc), 1.5 instead of 1.2 for a
// hidden single in a row or column, 0.1 more for a sashimi fish, and for
// chains an extra 0.1 each time the chain's length passes one of 4, 6, 8,
// 12, 16, 24, 32, … links, the way Sudoku Explainer charges for length.
func (s Step) Rating() float64 {
	r := s.Technique.baseRating()
	lines := 18 // the rows and columns of the grid, houses 0 to lines-1
	if s.size != 0 {
		lines = 2 * s.size
	}
	if s.Technique == HiddenSingle && len(s.Houses) > 0 && s.Houses[0] < lines {
		r = 1.5
	}
	if s.Technique >= SimpleColoring && s.Technique < Trial {
		r += lengthRating(s.length)
	}
	return r + s.extra
}

// lengthRating is the extra rating for a chain of n links.
func lengthRating(n int) float64 {
	added := 0.0
	ceil, odd := 4, false
	for n > ceil {
		added += 0.1
		if odd {
			ceil = ceil * 4 / 3
		} else {
			ceil = ceil * 3 / 2
		}
		odd = !odd
	}
	return added
}

// cellsOf returns the cells of eliminations or placements, in order, without
// repeats.
func cellsOf(cs []Candidate) []int {
	var out []int
	for _, c := range cs {
		if len(out) == 0 || out[len(out)-1] != c.Cell {
			out = append(out, c.Cell)
		}
	}
	return out
}
