package sudoku

import (
	"math/bits"
	"math/rand/v2"
	"sync"
)

// This file is the fast exact solver behind Solve, CountSolutions and Carve.
//
// The board is kept the way the fastest scalar solvers keep it (JCZSolve by
// Zhou Yundong and its descendants fsss2 and rust_sudoku, as surveyed in
// tdoku's write-up "Sudoku solvers: the state of the art"): one bit board per
// digit, cut into the three bands of three rows, so that each digit-band is a
// 27-bit word, bit 9*r+c for row r (0–2) of the band and column c (0–8):
//
//	           c0 c1 c2 | c3 c4 c5 | c6 c7 c8
//	row 0:  bits  0  1  2 |  3  4  5 |  6  7  8
//	row 1:  bits  9 10 11 | 12 13 14 | 15 16 17
//	row 2:  bits 18 19 20 | 21 22 23 | 24 25 26
//
// A set bit says the digit may still go in that cell. Within a band a digit
// fills one cell in each row and one in each box, so its three rows pick three
// different boxes: a permutation. Propagating one digit-band is a few table
// look-ups: the "shrink" of the word says which of the nine row-box triads are
// not empty, and a table keeps only the triads that take part in some
// permutation, which is locked candidates (pointing and claiming) inside the
// band. A row left with one cell is a hidden single; placing it clears the
// cell from the other digits and the column from the digit's other bands.
// Cells left with one digit (naked singles) are found for a whole band at once
// by counting digits with bitwise adders, and a pass over each digit's three
// words finds hidden singles in columns and locked candidates between columns
// and boxes, which the bands do not see. Only words marked dirty are
// propagated, and only bands and digits that changed are re-examined. When
// nothing more follows, the search guesses on a cell with two candidates (or
// the fewest), trying one digit on a copy of the board (under 300 bytes, kept
// on a preallocated stack) and eliminating it on the original. Nothing is
// allocated per puzzle.
//
// Measured on the project machine against QQWing 1.3.4 in the same run
// (make bench, counting to two solutions): about 21x QQWing's puzzles per
// second on the 17-clue set, 21x on top1465 and 21–28x on hardest1106.

const (
	band27  = 1<<27 - 1
	rowBits = 0x1FF
)

// Tables for the band propagation, filled by init.
var (
	// shrinkRow[v], for the 9 bits v of one row of a band, has bit k set
	// when v has a bit in box k (columns 3k..3k+2).
	shrinkRow [512]uint32
	// permMask[s], for a shrink s (bit 3*r+k: row r has a candidate in box
	// k), is the union of the triads (row r, box k) that belong to some
	// permutation of rows to boxes inside s, as a 27-bit mask; 0 when s
	// holds no permutation.
	permMask [512]uint32
	// bandPeers[p] are the cells of the band that share a row or a box with
	// cell p of the band (0–26), p itself excluded.
	bandPeers [27]uint32
	// colMask[c] are the three cells of column c (0–8) in a band.
	colMask [16]uint32
	// rowSingle[v] is 1 when the 9-bit row v has exactly one bit, else 0.
	rowSingle [512]uint8
	// bandOf[k] is the band of digit-band k; otherBandOf1[k] and
	// otherBandOf2[k] are the same digit's words in the other two bands.
	bandOf, otherBandOf1, otherBandOf2 [27]uint8
	// digitOf[k] is the digit (0–8) of digit-band k; colOf[p] the column
	// (0–8) of cell p (0–26) of a band.
	digitOf, colOf [32]uint8
	// loneCols[v], for a set v of columns (9 bits), holds the columns of v
	// that are the only one of v in their stack.
	loneCols [512]uint32
	// stackMates[v], for a set v of columns, holds the columns that share a
	// stack with a column of v but are not that column.
	stackMates [512]uint32
)

func init() {
	for v := 0; v < 512; v++ {
		for k := 0; k < 3; k++ {
			if v>>(3*k)&7 != 0 {
				shrinkRow[v] |= 1 << k
			}
		}
		if bits.OnesCount(uint(v)) == 1 {
			rowSingle[v] = 1
		}
		for c := 0; c < 9; c++ {
			if v>>c&1 == 0 {
				continue
			}
			stack := 7 << (c / 3 * 3)
			if v&stack == 1<<c {
				loneCols[v] |= 1 << c
			}
			stackMates[v] |= uint32(stack &^ (1 << c))
		}
	}
	perms := [6][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
	for s := 0; s < 512; s++ {
		for _, p := range perms {
			ok := true
			for r := 0; r < 3; r++ {
				ok = ok && s>>(3*r+p[r])&1 != 0
			}
			if !ok {
				continue
			}
			for r := 0; r < 3; r++ {
				permMask[s] |= 7 << (9*r + 3*p[r])
			}
		}
	}
	for p := 0; p < 27; p++ {
		r, c := p/9, p%9
		for q := 0; q < 27; q++ {
			if q != p && (q/9 == r || q%9/3 == c/3) {
				bandPeers[p] |= 1 << q
			}
		}
	}
	for c := 0; c < 9; c++ {
		colMask[c] = 1<<c | 1<<(9+c) | 1<<(18+c)
	}
	for k := 0; k < 27; k++ {
		bd, d3 := k%3, k-k%3
		bandOf[k] = uint8(bd)
		digitOf[k] = uint8(k / 3)
		colOf[k] = uint8(k % 9)
		otherBandOf1[k] = uint8(d3 + (bd+1)%3)
		otherBandOf2[k] = uint8(d3 + (bd+2)%3)
	}
}

// bandBoard is the search state; see the comment at the top of the file.
type bandBoard struct {
	f     [27]uint32 // f[3*d+b]: cells of band b where digit d+1 may go
	dirty uint32     // bit k: f[k] may have changed since it was last propagated
	seen  [27]uint32 // f as last propagated
	// Bands (bits 0–2) and digits (bits 3–11) whose words changed since
	// nakedSingles, respectively columns, last looked at them.
	touchedBands, touchedDigits uint16
	sizes                       *Sizes    // the size variant's letters; nil for a classic puzzle
	unsolved                    [3]uint32 // cells of each band with no digit placed yet
	rowsLeft                    [27]uint8 // bit r of rowsLeft[3*d+b]: digit d+1 not placed in row r of band b
	colsLeft                    [9]uint16 // bit c of colsLeft[d]: digit d+1 not placed in column c
}

// reset makes b the empty board.
func (b *bandBoard) reset() {
	for i := range b.f {
		b.f[i] = band27
		b.seen[i] = 0
		b.rowsLeft[i] = 7
	}
	b.dirty = band27
	b.touchedBands, b.touchedDigits = 7, 0x1FF
	b.unsolved = [3]uint32{band27, band27, band27}
	for d := range b.colsLeft {
		b.colsLeft[d] = rowBits
	}
}

// given records digit d (1–9) in cell i (0–80) before propagation: the cell
// loses every other digit, and the digit leaves the cell's peers. It reports
// false when d is no longer possible there.
func (b *bandBoard) given(i, d int) bool {
	bd, p := i/27, uint(i%27)
	bit := uint32(1) << p
	k := 3*(d-1) + bd
	if b.f[k]&bit == 0 {
		return false
	}
	for e := bd; e < 27; e += 3 {
		b.f[e] &^= bit
	}
	b.f[k] = b.f[k]&^bandPeers[p] | bit
	col := colMask[p%9]
	b.f[3*(d-1)+(bd+1)%3] &^= col
	b.f[3*(d-1)+(bd+2)%3] &^= col
	return true // every digit-band is dirty until the first propagation
}

// propagate applies the band logic and naked singles until neither changes
// anything. It reports false on a contradiction.
func (b *bandBoard) propagate() bool {
	for {
		for b.dirty != 0 {
			k := bits.TrailingZeros32(b.dirty)
			b.dirty &^= 1 << k
			if b.f[k] != b.seen[k] && !b.updateDigitBand(k) {
				return false
			}
		}
		placed, ok := b.nakedSingles()
		if !ok {
			return false
		}
		if !placed {
			if placed, ok = b.columns(); !ok {
				return false
			}
		}
		if !placed && b.sizes != nil {
			if placed, ok = b.sizeRuns(); !ok {
				return false
			}
		}
		if !placed {
			return true
		}
	}
}

// updateDigitBand propagates digit-band k: locked candidates inside the band
// and hidden singles in its rows, placing each single found.
func (b *bandBoard) updateDigitBand(k int) bool {
	a := b.f[k]
	bd := int(bandOf[k])
	b.touchedBands |= 1 << bd
	b.touchedDigits |= 1 << digitOf[k]
	for {
		shrink := shrinkRow[a&rowBits] | shrinkRow[a>>9&rowBits]<<3 | shrinkRow[a>>18&rowBits]<<6
		a &= permMask[shrink]
		if a == 0 {
			return false
		}
		left := b.rowsLeft[k]
		if left == 0 {
			break
		}
		singles := (rowSingle[a&rowBits] | rowSingle[a>>9&rowBits]<<1 | rowSingle[a>>18&rowBits]<<2) & left
		if singles == 0 {
			break
		}
		b.rowsLeft[k] = left &^ singles
		for ; singles != 0; singles &= singles - 1 {
			r := uint(bits.TrailingZeros8(singles))
			p := uint(bits.TrailingZeros32(a>>(9*r)&rowBits)) + 9*r
			a &^= bandPeers[p]
			b.unsolved[bd] &^= 1 << p
			b.clearCell(bd, p)
			c := colOf[p]
			b.colsLeft[digitOf[k]] &^= 1 << c
			col := colMask[c]
			b.clear(int(otherBandOf1[k]), col)
			b.clear(int(otherBandOf2[k]), col)
		}
	}
	b.f[k] = a
	b.seen[k] = a
	b.dirty &^= 1 << k
	return true
}

// clearCell removes cell p (0–26) of band bd from every digit's word,
// marking the words that had it dirty.
func (b *bandBoard) clearCell(bd int, p uint) {
	bit := ^(uint32(1) << p)
	f := b.f[bd:]
	_ = f[24]
	f[0] &= bit
	f[3] &= bit
	f[6] &= bit
	f[9] &= bit
	f[12] &= bit
	f[15] &= bit
	f[18] &= bit
	f[21] &= bit
	f[24] &= bit
	b.dirty |= 0x1249249 << bd
}

// clear removes the cells m from digit-band k and marks it dirty; the
// propagation skips it if nothing changed.
func (b *bandBoard) clear(k int, m uint32) {
	b.f[k] &^= m
	b.dirty |= 1 << k
}

// nakedSingles finds cells with one digit left and restricts that digit's row
// in the band to the cell, so that the next updateDigitBand places it. It
// reports whether it found any, and false for ok on a cell with no digit.
func (b *bandBoard) nakedSingles() (placed, ok bool) {
	for bd := 0; bd < 3; bd++ {
		u := b.unsolved[bd]
		if u == 0 || b.touchedBands&(1<<bd) == 0 {
			continue
		}
		var ones, twos uint32
		for k := bd; k < 27; k += 3 {
			x := b.f[k]
			twos |= ones & x
			ones |= x
		}
		if u&^ones != 0 {
			return false, false
		}
		singles := u & ones &^ twos
		for ; singles != 0; singles &= singles - 1 {
			p := uint(bits.TrailingZeros32(singles))
			bit := uint32(1) << p
			for k := bd; k < 27; k += 3 {
				if b.f[k]&bit != 0 {
					b.clear(k, rowBits<<(9*(p/9))&^bit)
					placed = true
					break
				}
			}
		}
	}
	b.touchedBands = 0
	return placed, true
}

// columns applies what the bands do not see, for every digit: hidden singles
// in columns (a column where the digit has one cell left), pointing from
// boxes to columns (a digit whose cells in a box all lie in one column leaves
// that column in the stack's other boxes) and claiming from columns to boxes
// (a digit whose cells in a column all lie in one box leaves the box's other
// columns). A hidden single is placed as in nakedSingles. It reports whether
// anything changed, and false for ok when a digit has no cell left in some
// column.
func (b *bandBoard) columns() (changed, ok bool) {
	touched := b.touchedDigits
	b.touchedDigits = 0
	for d3 := 0; d3 < 27; d3 += 3 {
		if touched&(1<<(d3/3)) == 0 {
			continue
		}
		a0, a1, a2 := b.f[d3], b.f[d3+1], b.f[d3+2]
		p0 := (a0 | a0>>9 | a0>>18) & rowBits
		p1 := (a1 | a1>>9 | a1>>18) & rowBits
		p2 := (a2 | a2>>9 | a2>>18) & rowBits
		if p0|p1|p2 != rowBits {
			return false, false
		}
		only0, only1, only2 := p0&^(p1|p2), p1&^(p0|p2), p2&^(p0|p1)
		left := uint32(b.colsLeft[d3/3])
		// Hidden singles: a column's only cell for the digit, in a band
		// where the column has one row left.
		if s := only0 & left & oneRowCols(a0); s != 0 {
			b.restrictColumns(d3, a0, s)
			changed = true
		}
		if s := only1 & left & oneRowCols(a1); s != 0 {
			b.restrictColumns(d3+1, a1, s)
			changed = true
		}
		if s := only2 & left & oneRowCols(a2); s != 0 {
			b.restrictColumns(d3+2, a2, s)
			changed = true
		}
		// Pointing: a column alone in its stack within a band's box.
		if m := loneCols[p0] & (p1 | p2); m != 0 {
			m |= m<<9 | m<<18
			b.clear(d3+1, m)
			b.clear(d3+2, m)
			changed = true
		}
		if m := loneCols[p1] & (p0 | p2); m != 0 {
			m |= m<<9 | m<<18
			b.clear(d3, m)
			b.clear(d3+2, m)
			changed = true
		}
		if m := loneCols[p2] & (p0 | p1); m != 0 {
			m |= m<<9 | m<<18
			b.clear(d3, m)
			b.clear(d3+1, m)
			changed = true
		}
		// Claiming: columns that have the digit in one band only.
		if m := stackMates[only0] & p0; m != 0 {
			b.clear(d3, m|m<<9|m<<18)
			changed = true
		}
		if m := stackMates[only1] & p1; m != 0 {
			b.clear(d3+1, m|m<<9|m<<18)
			changed = true
		}
		if m := stackMates[only2] & p2; m != 0 {
			b.clear(d3+2, m|m<<9|m<<18)
			changed = true
		}
	}
	return changed, true
}

// oneRowCols returns the columns in which the band word a has exactly one
// cell.
func oneRowCols(a uint32) uint32 {
	r0, r1, r2 := a&rowBits, a>>9&rowBits, a>>18
	return (r0 ^ r1 ^ r2) &^ (r0 & r1 & r2)
}

// restrictColumns makes each column in cols the only cell of its row in
// digit-band k (whose word is a), so that updateDigitBand places it.
func (b *bandBoard) restrictColumns(k int, a uint32, cols uint32) {
	for ; cols != 0; cols &= cols - 1 {
		c := uint(bits.TrailingZeros32(cols))
		q := uint(bits.TrailingZeros32(a & colMask[c&15]))
		b.clear(k, rowBits<<(9*(q/9))&^(1<<q))
	}
}

// guessCell returns a cell (band, position in band) with the fewest
// candidates, preferring the first cell with two; ok is false when every cell
// is solved.
func (b *bandBoard) guessCell() (bd int, p uint, ok bool) {
	bestBand, bestP, bestN := -1, uint(0), 10
	bestScore := -1
	for band := 0; band < 3; band++ {
		u := b.unsolved[band]
		if u == 0 {
			continue
		}
		var ones, twos, threes uint32
		for k := band; k < 27; k += 3 {
			x := b.f[k]
			threes |= twos & x
			twos |= ones & x
			ones |= x
		}
		for pairs := u & twos &^ threes; pairs != 0; pairs &= pairs - 1 {
			q := uint(bits.TrailingZeros32(pairs))
			score := bits.OnesCount32(u & bandPeers[q])
			col := colMask[q%9]
			score += bits.OnesCount32(b.unsolved[(band+1)%3]&col) + bits.OnesCount32(b.unsolved[(band+2)%3]&col)
			if score > bestScore {
				bestBand, bestP, bestN, bestScore = band, q, 2, score
			}
		}
		if bestN == 2 {
			continue
		}
		for m := u; m != 0; m &= m - 1 {
			q := uint(bits.TrailingZeros32(m))
			n := 0
			for k := band; k < 27; k += 3 {
				n += int(b.f[k] >> q & 1)
			}
			if n < bestN {
				bestBand, bestP, bestN = band, q, n
			}
		}
	}
	return bestBand, bestP, bestBand >= 0
}

// grid returns the digits placed on b.
func (b *bandBoard) grid() Grid {
	var g Grid
	for k := 0; k < 27; k++ {
		d, bd := k/3, k%3
		for m := b.f[k] &^ b.unsolved[bd]; m != 0; m &= m - 1 {
			g[bd*27+bits.TrailingZeros32(m)] = uint8(d + 1)
		}
	}
	return g
}

// bandSearch counts solutions by propagation and guessing.
type bandSearch struct {
	limit int
	count int
	first Grid
	rand  *rand.Rand // nil: try candidates in increasing order
	// stack holds the board of each level of the search. Each level places
	// at least one digit, so 81 levels are enough; keeping them here, not
	// in the recursion's frames, keeps the boards off the heap.
	stack [81]bandBoard
}

// searches recycles bandSearch values, whose board stack is too large to
// clear or allocate for every puzzle.
var searches = sync.Pool{New: func() any { return new(bandSearch) }}

// countSolutions counts the solutions of puzzle up to limit (at least 1) and
// returns the count and the first solution found; r, when not nil, shuffles
// the order in which candidates are tried.
func countSolutions(puzzle *Grid, limit int, r *rand.Rand) (int, Grid) {
	return countSolutionsSizes(puzzle, nil, limit, r)
}

// countSolutionsSizes is countSolutions under the size variant's letters; a
// nil or zero sizes is a classic puzzle.
func countSolutionsSizes(puzzle *Grid, sizes *Sizes, limit int, r *rand.Rand) (int, Grid) {
	s := searches.Get().(*bandSearch)
	s.limit, s.count, s.rand = max(limit, 1), 0, r
	b := &s.stack[0]
	if b.load(puzzle) {
		b.setSizes(sizes)
		s.search(0)
	}
	n, first := s.count, s.first
	s.rand = nil
	searches.Put(s)
	return n, first
}

// setSizes makes the board honour the letters sizes (nil or zero: none).
func (b *bandBoard) setSizes(sizes *Sizes) {
	b.sizes = nil
	if sizes != nil && !sizes.IsZero() {
		b.sizes = sizes
	}
}

// solvableWithout reports whether puzzle has a solution in which cell i
// (0–80, blank in puzzle) holds a digit other than d (1–9). When puzzle
// without cell i's digit d had exactly one solution, false means putting d
// back is not needed for uniqueness: this is Carve's test, much cheaper than
// counting two solutions because most such searches fail in propagation.
func solvableWithout(puzzle *Grid, i, d int) bool {
	return solvableWithoutSizes(puzzle, nil, i, d)
}

// solvableWithoutSizes is solvableWithout under the size variant's letters.
func solvableWithoutSizes(puzzle *Grid, sizes *Sizes, i, d int) bool {
	s := searches.Get().(*bandSearch)
	s.limit, s.count, s.rand = 1, 0, nil
	b := &s.stack[0]
	if b.load(puzzle) {
		b.setSizes(sizes)
		b.clear(3*(d-1)+i/27, 1<<(i%27))
		s.search(0)
	}
	found := s.count > 0
	searches.Put(s)
	return found
}

// load puts the givens of puzzle on b and reports false when two of them
// clash.
func (b *bandBoard) load(puzzle *Grid) bool {
	b.reset()
	for i, d := range puzzle {
		if d != 0 && !b.given(i, int(d)) {
			return false
		}
	}
	return true
}

// search finishes the board at level depth of the stack; it reports true
// when the count has reached the limit.

func (s *bandSearch) search(depth int) bool {
	b := &s.stack[depth]
	for {
		if !b.propagate() {
			return false
		}
		bd, p, ok := b.guessCell()
		if !ok {
			if s.count == 0 {
				s.first = b.grid()
			}
			s.count++
			return s.count >= s.limit
		}
		bit := uint32(1) << p
		var ds [9]int
		n := 0
		for k := bd; k < 27; k += 3 {
			if b.f[k]&bit != 0 {
				ds[n] = k
				n++
			}
		}
		if s.rand != nil {
			s.rand.Shuffle(n, func(i, j int) { ds[i], ds[j] = ds[j], ds[i] })
		}
		// Try all but the last candidate on a copy; the last one goes on b
		// itself, once the others are eliminated.
		for _, k := range ds[:n-1] {
			next := &s.stack[depth+1]
			*next = *b
			for e := bd; e < 27; e += 3 {
				if e != k {
					next.clear(e, bit)
				}
			}
			if s.search(depth + 1) {
				return true
			}
			b.clear(k, bit)
		}
	}
}
