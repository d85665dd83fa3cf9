package variant

import "math/bits"

// A line sum (a little killer's diagonal, an arrow's line) may repeat a
// digit, but not between cells that see each other: the cells of a
// diagonal inside one box differ. sumsByBlocks narrows such a sum exactly
// for runs of cells that all see each other (blocks), and as digits that
// may repeat between blocks.

// maxBlock is the most cells a block holds, and maxBlockFilling the most
// fillings of its cells walked (three open cells of a 9x9 box); past
// either, a block is cut.
const (
	maxBlock        = 4
	maxBlockFilling = 729
)

// wideSums is a set of sums 0 to 127, a bit each.
type wideSums [2]uint64

func (s wideSums) shl(d int) wideSums {
	if d >= 64 {
		return wideSums{0, s[0] << (d - 64)}
	}
	if d == 0 {
		return s
	}
	return wideSums{s[0] << d, s[1]<<d | s[0]>>(64-d)}
}

func (s wideSums) shr(d int) wideSums {
	if d >= 64 {
		return wideSums{s[1] >> (d - 64), 0}
	}
	if d == 0 {
		return s
	}
	return wideSums{s[0]>>d | s[1]<<(64-d), s[1] >> d}
}

func (s wideSums) and(t wideSums) wideSums { return wideSums{s[0] & t[0], s[1] & t[1]} }
func (s wideSums) or(t wideSums) wideSums  { return wideSums{s[0] | t[0], s[1] | t[1]} }
func (s wideSums) empty() bool             { return s[0]|s[1] == 0 }

// sumsByBlocks narrows cells to the digits of some filling adding up to
// one of targets (sums below 128), in which cells that see each other
// (Board.Sees) hold different digits as far as the blocks go: runs of
// consecutive cells of which each sees those before it in the run, with
// few enough fillings to walk (maxBlockFilling). It returns the targets
// some such filling reaches, and false when there is none.
func sumsByBlocks(b *Board, cells []int, targets wideSums) (wideSums, bool) {
	var starts [maxLine + 1]int // where each block starts
	var own [maxLine]wideSums   // the sums each block can make
	m := 0
	for k := 0; k < len(cells); {
		end := k + 1
		size := b.cand[cells[k]].Len()
		for end < len(cells) && end-k < maxBlock && size*b.cand[cells[end]].Len() <= maxBlockFilling && seesAll(b, cells[end], cells[k:end]) {
			size *= b.cand[cells[end]].Len()
			end++
		}
		own[m] = blockSums(b, cells[k:end])
		if own[m].empty() {
			b.broken = true
			return wideSums{}, false
		}
		starts[m] = k
		m++
		k = end
	}
	starts[m] = len(cells)
	var front, back [maxLine + 1]wideSums
	front[0] = wideSums{1, 0}
	for j := range m {
		for s := own[j]; !s.empty(); {
			d := s.lowest()
			front[j+1] = front[j+1].or(front[j].shl(d))
			s = s.without(d)
		}
	}
	reached := front[m].and(targets)
	if reached.empty() {
		b.broken = true
		return wideSums{}, false
	}
	back[m] = targets
	for j := m - 1; j >= 0; j-- {
		for s := own[j]; !s.empty(); {
			d := s.lowest()
			back[j] = back[j].or(back[j+1].shr(d))
			s = s.without(d)
		}
	}
	for j := range m {
		block := cells[starts[j]:starts[j+1]]
		// The block's sums that join a sum of the blocks before to one
		// of those after.
		var fits wideSums
		for s := own[j]; !s.empty(); {
			d := s.lowest()
			if !front[j].shl(d).and(back[j+1]).empty() {
				fits = fits.or(wideSums{1, 0}.shl(d))
			}
			s = s.without(d)
		}
		var keep [maxBlock]Set
		blockKeep(b, block, fits, &keep)
		for k, i := range block {
			if !b.Keep(i, keep[k]) {
				return wideSums{}, false
			}
		}
	}
	return reached, true
}

func (s wideSums) lowest() int {
	if s[0] != 0 {
		return bits.TrailingZeros64(s[0])
	}
	return 64 + bits.TrailingZeros64(s[1])
}

func (s wideSums) without(d int) wideSums {
	s[d/64] &^= 1 << (d % 64)
	return s
}

func (s wideSums) has(d int) bool { return d < 128 && s[d/64]&(1<<(d%64)) != 0 }

// seesAll reports whether cell i sees every cell of cells.
func seesAll(b *Board, i int, cells []int) bool {
	for _, j := range cells {
		if !b.Sees(i, j) {
			return false
		}
	}
	return true
}

// blockSums returns the sums of the fillings of cells with different
// digits from their candidates.
func blockSums(b *Board, cells []int) wideSums {
	if len(cells) == 1 {
		return wideSums{uint64(b.cand[cells[0]]), 0}
	}
	w := blockWalk{b: b, cells: cells}
	w.sums(0, 0, 0)
	return w.out
}

// blockKeep adds to keep, for each cell of cells, its digits in the
// fillings of cells with different digits whose sum is in fits.
func blockKeep(b *Board, cells []int, fits wideSums, keep *[maxBlock]Set) {
	if len(cells) == 1 {
		for ds := b.cand[cells[0]]; ds != 0; ds &= ds - 1 {
			if fits.has(bits.TrailingZeros32(uint32(ds))) {
				keep[0] |= ds & -ds
			}
		}
		return
	}
	w := blockWalk{b: b, cells: cells, fits: fits, keep: keep}
	w.mark(0, 0, 0)
}

// blockWalk walks the fillings of a block's cells with different digits:
// for their sums (out), or to mark in keep the digits of those whose sum
// fits.
type blockWalk struct {
	b      *Board
	cells  []int
	out    wideSums
	fits   wideSums
	keep   *[maxBlock]Set
	digits [maxBlock]Set
}

func (w *blockWalk) sums(k, sum int, used Set) {
	if k == len(w.cells)-1 { // the last cell: its digits left, shifted by the sum so far, at once
		w.out = w.out.or(wideSums{uint64(w.b.cand[w.cells[k]] &^ used), 0}.shl(sum))
		return
	}
	for ds := w.b.cand[w.cells[k]] &^ used; ds != 0; ds &= ds - 1 {
		w.sums(k+1, sum+bits.TrailingZeros32(uint32(ds)), used|ds&-ds)
	}
}

func (w *blockWalk) mark(k, sum int, used Set) {
	if k == len(w.cells)-1 { // the last cell: its digits left that bring the sum to one that fits
		if hits := Set(w.fits.shr(sum)[0]) & w.b.cand[w.cells[k]] &^ used; hits != 0 {
			w.keep[k] |= hits
			for j := range k {
				w.keep[j] |= w.digits[j]
			}
		}
		return
	}
	for ds := w.b.cand[w.cells[k]] &^ used; ds != 0; ds &= ds - 1 {
		w.digits[k] = ds & -ds
		w.mark(k+1, sum+bits.TrailingZeros32(uint32(ds)), used|ds&-ds)
	}
}
