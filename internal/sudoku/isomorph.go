package sudoku

import "math/rand/v2"

// Isomorph is one of the transformations that map every classic Sudoku to
// another with the same structure: relabel the digits, permute the bands,
// the rows inside each band, the stacks and the columns inside each stack,
// and optionally transpose. A puzzle's image has one solution exactly when
// the puzzle has, the image of its solution, and the same Canonical form.
// There are 9!·6⁸·2 = 1,218,998,108,160 of them.
type Isomorph struct {
	digit     [10]uint8 // digit[d] is the new digit for d; digit[0] = 0
	row, col  [9]int    // row[r] is the old row that becomes row r; likewise columns
	transpose bool
}

// RandomIsomorph draws an Isomorph from r, each with the same chance.
func RandomIsomorph(r *rand.Rand) Isomorph {
	var m Isomorph
	for i, d := range r.Perm(9) {
		m.digit[i+1] = uint8(d + 1)
	}
	m.row, m.col = anyLines(r), anyLines(r)
	m.transpose = r.IntN(2) == 1
	return m
}

// anyLines returns a random permutation of the nine rows (or columns) that
// keeps the bands (stacks) together.
func anyLines(r *rand.Rand) [9]int {
	var out [9]int
	bands := r.Perm(3)
	for b := range 3 {
		inner := r.Perm(3)
		for k := range 3 {
			out[3*b+k] = 3*bands[b] + inner[k]
		}
	}
	return out
}

// Apply returns the image of g (81 cells row by row, 0 for a blank) under
// m: blanks stay blank.
func (m Isomorph) Apply(g Grid) Grid {
	var out Grid
	for r := range 9 {
		for c := range 9 {
			d := g[m.row[r]*9+m.col[c]]
			if m.transpose {
				out[c*9+r] = m.digit[d]
			} else {
				out[r*9+c] = m.digit[d]
			}
		}
	}
	return out
}
