package sudoku

// The size variant's rule, in one place: in each run of three cells (a row
// inside a box) the digits are in the order of their letters, Small below
// Medium below Large. The solver applies it as bounds propagation on its
// bands (letterRuns); everything else asks the functions here.

// RunOf returns the first cell of cell i's run (0–80): the three cells of
// its row inside its box are RunOf(i), RunOf(i)+1 and RunOf(i)+2.
func RunOf(i int) int { return i / 3 * 3 }

// outOfOrder reports whether digits a and b, of two cells of one run with
// letters za and zb, break the letters' order: equal digits, or digits
// ordered against their letters.
func outOfOrder(a, b uint8, za, zb Letter) bool { return a == b || (a < b) != (za < zb) }

// Allows reports whether digit d (1–9) in cell i (0–80) of board b keeps
// the order of the letters z of its run, with room for the letters
// between: a cell of rank k (S = 1, M = 2, L = 3) holds a digit at least k
// and at most 6+k, and for each other filled cell of the run with rank j
// the two digits differ by at least |k-j| in the letters' direction. Every
// solution meets it; a cell without a letter always does. It says nothing
// of the classic rules (see Grid.Legal).
func (z *Letters) Allows(b *Grid, i, d int) bool {
	k := int(z[i])
	if k == 0 {
		return true
	}
	if d < k || d > 6+k {
		return false
	}
	for j := RunOf(i); j < RunOf(i)+3; j++ {
		if j == i || b[j] == 0 || z[j] == NoLetter {
			continue
		}
		if (int(b[j])-d)*(int(z[j])-k) < (int(z[j])-k)*(int(z[j])-k) {
			return false
		}
	}
	return true
}

// Candidates returns the digits that may go in the empty cell i (0–80) of
// board b: those of Grid.Candidates that the letters z also allow (see
// Allows). With no letters it is Grid.Candidates.
func (z *Letters) Candidates(b *Grid, i int) Digits {
	c := b.Candidates(i)
	if z[i] == NoLetter {
		return c
	}
	for _, d := range c.List() {
		if !z.Allows(b, i, d) {
			c = c.Remove(d)
		}
	}
	return c
}

// Conflict reports whether the digit of cell i (0–80) of board b and that
// of another filled cell of its run break the order of their letters z; an
// empty cell or one without a letter has no conflict.
func (z *Letters) Conflict(b *Grid, i int) bool {
	if z[i] == NoLetter || b[i] == 0 {
		return false
	}
	for j := RunOf(i); j < RunOf(i)+3; j++ {
		if j != i && b[j] != 0 && z[j] != NoLetter && outOfOrder(b[j], b[i], z[j], z[i]) {
			return true
		}
	}
	return false
}
