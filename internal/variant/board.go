package variant

// Board is the solver's view of a puzzle being solved: each cell's
// candidates, which constraints narrow (Constraint.Restrict) through Keep
// and Remove. A cell with one candidate is solved.
type Board struct {
	n       int
	cand    []Set
	broken  bool // a cell lost its last candidate
	emptied int  // the cell that lost its last candidate, when broken
	// touched lists the cells whose candidates went since the solver (or
	// a Checker) last looked; a cell may be there twice.
	touched []int
	// seen holds the solver's peers: bit j of seen[i*words:] is set when
	// cells i and j must differ (see Sees); nil outside the solver.
	seen  []uint64
	words int
}

// Sees reports whether cells i and j must hold different digits: they
// share a row, a column or, in the solver, a region or a constraint's
// group (see Grouper).
func (b *Board) Sees(i, j int) bool {
	if b.seen == nil {
		return i != j && (i/b.n == j/b.n || i%b.n == j%b.n)
	}
	return b.seen[i*b.words+j/64]&(1<<(j%64)) != 0
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
		b.touched = append(b.touched, i)
		if c == 0 {
			b.broken, b.emptied = true, i
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
