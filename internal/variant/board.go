package variant

// Board is the solver's view of a puzzle being solved: each cell's
// candidates, which constraints narrow (Constraint.Restrict) through Keep
// and Remove. A cell with one candidate is solved.
type Board struct {
	n       int
	cand    []Set
	changed bool // a candidate went since the solver last looked
	broken  bool // a cell lost its last candidate
	// touched lists, when the solver tracks them, the cells whose
	// candidates went since it last looked (a cell may be there twice).
	touched  []int
	tracking bool
}

// Size returns the grid's size: its rows, columns and digits.
func (b *Board) Size() int { return b.n }

// Cand returns the candidates of cell i.
func (b *Board) Cand(i int) Set { return b.cand[i] }

// Keep narrows cell i's candidates to those in s and reports false when
// none is left (the board cannot be completed).
func (b *Board) Keep(i int, s Set) bool {
	if c := b.cand[i] & s; c != b.cand[i] {
		b.cand[i] = c
		b.changed = true
		if b.tracking {
			b.touched = append(b.touched, i)
		}
		if c == 0 {
			b.broken = true
			return false
		}
	}
	return b.cand[i] != 0
}

// Remove takes the digits of s from cell i's candidates and reports false
// when none is left.
func (b *Board) Remove(i int, s Set) bool { return b.Keep(i, ^s) }

// Value returns the digit of cell i when it has one candidate left, else 0.
func (b *Board) Value(i int) int { return b.cand[i].Only() }
