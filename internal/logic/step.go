package logic

import (
	"strconv"
	"strings"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// Step is one deduction: the technique, the pattern that proves it, and what
// it lets the solver do. A step either places digits or removes candidates
// (a few kinds do both); applying it with Board.Apply never removes the
// solution's digit from a cell nor places a wrong one, provided the board it
// was found on held only sound deductions.
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

	length int    // chain length in links or placements, for the rating
	text   string // the description, built where the step is found
}

// String returns a description of s for a player, naming cells r1c1 … r9c9
// and houses "row 3", "column 5", "box 9", for example "Hidden single: in box
// 5, 7 fits only in r5c6".
func (s Step) String() string {
	if s.text != "" {
		return s.Technique.String() + ": " + s.text
	}
	var parts []string
	if len(s.Placements) > 0 {
		parts = append(parts, "place "+joinCandidates(s.Placements))
	}
	if len(s.Eliminations) > 0 {
		parts = append(parts, removals(s.Eliminations))
	}
	return s.Technique.String() + ": " + strings.Join(parts, ", ")
}

// Rating returns the step's difficulty on the Sudoku Explainer scale: the
// technique's base rating (see the package doc), 1.5 instead of 1.2 for a
// hidden single in a row or column, and for chains an extra 0.1 each time the
// chain's length passes one of 4, 6, 8, 12, 16, 24, 32, … links, the way
// Sudoku Explainer charges for length.
func (s Step) Rating() float64 {
	r := baseRatings[s.Technique%numTechniques]
	if s.Technique == HiddenSingle && len(s.Houses) > 0 && s.Houses[0] < 18 {
		r = 1.5
	}
	if s.Technique >= SimpleColoring && s.Technique < Trial {
		r += lengthRating(s.length)
	}
	return r
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

// cellList names cells as "r1c1", "r1c1 and r2c2" or "r1c1, r2c2 and r3c3".
func cellList(cells []int) string {
	names := make([]string, len(cells))
	for i, c := range cells {
		names[i] = sudoku.CellName(c)
	}
	return andList(names)
}

// digitList names digits as "4", "4 and 7" or "1, 4 and 7".
func digitList(ds sudoku.Digits) string {
	var names []string
	for _, d := range ds.List() {
		names = append(names, strconv.Itoa(d))
	}
	return andList(names)
}

// houseList names houses as "row 1", "rows 1 and 3", "columns 2, 5 and 8";
// all houses must be of one kind.
func houseList(hs []int) string {
	if len(hs) == 0 {
		return ""
	}
	kind := [3]string{"row", "column", "box"}[hs[0]/9]
	if len(hs) > 1 {
		kind += "s"
	}
	nums := make([]string, len(hs))
	for i, h := range hs {
		nums[i] = strconv.Itoa(h%9 + 1)
	}
	return kind + " " + andList(nums)
}

func andList(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

func joinCandidates(cs []Candidate) string {
	names := make([]string, len(cs))
	for i, c := range cs {
		names[i] = sudoku.CellName(c.Cell) + "=" + strconv.Itoa(c.Digit)
	}
	return andList(names)
}

// removals describes eliminations grouped by digit: "so 4 goes from r2c5
// and r2c7" or "so 2 goes from r3c4, and 7 from r3c4 and r3c9".
func removals(es []Candidate) string {
	var byDigit [10][]int
	for _, e := range es {
		byDigit[e.Digit] = append(byDigit[e.Digit], e.Cell)
	}
	var parts []string
	for d := 1; d <= 9; d++ {
		if len(byDigit[d]) == 0 {
			continue
		}
		if len(parts) == 0 {
			parts = append(parts, strconv.Itoa(d)+" goes from "+cellList(byDigit[d]))
		} else {
			parts = append(parts, strconv.Itoa(d)+" from "+cellList(byDigit[d]))
		}
	}
	if len(parts) > 1 {
		return "so " + strings.Join(parts[:len(parts)-1], ", ") + ", and " + parts[len(parts)-1]
	}
	return "so " + parts[0]
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

// plural returns one when n is 1 and many otherwise.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
