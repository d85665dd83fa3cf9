package sudoku

import (
	"encoding/binary"
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
// different boxes: one of six configurations. Propagating one digit-band is a
// few table look-ups: the "shrink" of the word says which of the nine row-box
// triads are not empty, and a table keeps only the triads that take part in
// some configuration, which is locked candidates (pointing and claiming)
// inside the band. A row left with one cell is a hidden single; placing it
// clears the cell from the other digits and the column from the digit's other
// bands. Cells left with one digit (naked singles) are found for a whole band
// at once by counting digits with bitwise adders. A pass over each digit's
// three words applies the same configurations to the stacks (three columns
// of boxes), which the bands do not see. Hidden singles in columns need no
// pass of their own: a column with one cell left for a digit fixes the
// column's band in the stack's configurations, which clears the other two
// columns of that box, and the band then finds the box's single cell. Only
// words that changed are propagated, and only bands and digits that changed
// are re-examined.
//
// From tdoku (Tom Dillon, "Sudoku solvers: the state of the art") come two
// further things. Each triad holds exactly three digits: a triad that only
// three digits can still use must take all three, and one that three digits
// must use is closed to the rest (his "numerical clauses" on intersections).
// And when nothing more follows, the search branches much like tdoku's, on
// the configurations of one digit in one band or stack, trying each but the
// last on a copy of the board (kept on a preallocated stack) and the last on
// the board itself. tdoku picks the band or stack with the fewest
// configurations summed over its digits; we pick the one with the fewest
// digits not yet fixed (on ties, the one whose digits have the most
// configurations left), which is closest to being settled, and in it, like
// tdoku, the digit with the fewest configurations. On the hardest puzzles
// that makes about a quarter fewer nodes than tdoku's choice, at a little
// more on the easy sets, which need few; and tdoku's choice makes about a
// fifth fewer than branching on the cell with two candidates and the most
// unsolved peers, which the search still does once every band and stack is
// fixed, and for the size variant, whose letters constrain cells.
//
// In that ranking a digit with two configurations, a two-way branch ready
// to take, weighs no more than one with all six (configWeight), which
// lowers the guesses per puzzle on every set; weighing it less still saves
// more on the easy sets but costs the hardest much more. Nothing is
// allocated per puzzle. docs/benchmarks.md has the figures of both choices.
//
// make bench measures it against QQWing 1.3.4 and tdoku in the same run.

const (
	band27  = 1<<27 - 1
	rowBits = 0x1FF
	// everyThird has bits 0, 3, …, 24: the words of band 0, or the first
	// word of each digit.
	everyThird = 0x1249249
)

// configs lists the six configurations of a digit in a band: row r of the
// band holds the digit in box configs[i][r]. The same table, read as column
// j of a stack holding the digit in band configs[i][j], serves the stacks.
var configs = [6][3]uint8{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}

// Tables for the propagation, filled by init. A triad is the three cells a
// row and a box of a band share (bit 3*r+k of a 9-bit triad set: row r, box
// k), or the three a column and a box of a stack share (bit 3*band+j: column
// j of the stack, in that band).
//
// wt holds the tables updateDirty reads for every word, in one variable so
// that the compiler needs one address for all of them.
var wt struct {
	// rowInfo[r][v], for the 9 bits v of row r (0–2) of a band, is
	// shrinkRow[v] with bit 9 set when v has exactly one bit, shifted left
	// by 3r: or-ed for the three rows it gives the word's triad set in bits
	// 0–8 and its rows with one cell left in bits 9, 12 and 15.
	rowInfo [3][512]uint32
	// permMask[s] is the union of the cells of the triads of configsOf[s],
	// as a 27-bit band mask: the cells that take part in some configuration.
	permMask [512]uint32
	// rowCells[s], for a set s of rows of a band as bits 0, 3 and 6, are the
	// cells of those rows.
	rowCells [128]uint32
	// wordInfo[k] packs what updateDirty needs about digit-band k: its band
	// in bits 0–1 and the same digit's words in the other two bands in bits
	// 8–12 and 16–20.
	wordInfo [32]uint32
	// configsOf[s], for a set s of triads, is the set (bit i: configs[i])
	// of configurations whose three triads all lie in s.
	configsOf [512]uint8
}

var (
	// shrinkRow[v], for the 9 bits v of one row of a band, has bit k set
	// when v has a bit in box k (columns 3k..3k+2).
	shrinkRow [512]uint32
	// triadsOf[c], for a set c of configurations, is the union of their
	// triads; forcedOf[c] is their intersection, the triads every one of
	// them uses; configCount[c] is the number of configurations in c.
	// These tables and the next three are indexed by a set of
	// configurations (0–63) held in a byte: they have 256 entries, of
	// which only the first 64 are used, so that the index needs no mask.
	triadsOf, forcedOf [256]uint16
	configCount        [256]uint8
	// configWeight[c] is 0 when c has at most one configuration, 10 when
	// it has two, and 16 minus configCount[c] otherwise (13 to 10). Summed
	// over the nine digits of a band or stack it ranks the units for
	// branching: first by the digits not yet fixed (fewer is smaller), then
	// by their configurations (more is smaller), except that a digit with
	// two configurations, a two-way branch, weighs as little as one with
	// six; it is 0 when every digit is fixed and 90 when none is.
	configWeight [256]uint8
	// triadNibbles[c] and forcedNibbles[c] hold triadsOf[c] and
	// forcedOf[c] with each triad t as the value 1 in bits 4t..4t+3, so
	// that adding them over nine digits counts the digits per triad.
	triadNibbles, forcedNibbles [256]uint64
	// stackBits[v], for the 9-bit column set v of one band, puts the three
	// columns of stack s at bits 9s..9s+2, so that the words of the three
	// bands, shifted by 0, 3 and 6, add up to each stack's triad set.
	stackBits [512]uint32
	// configCells[i] are the cells of configuration i's triads in a band.
	configCells [6]uint32
	// triadCells[t] are the three cells of triad t of a band; triadRival[t]
	// are the cells of the other triads in t's row or box.
	triadCells, triadRival [16]uint32
	// bandPeers[p] are the cells of the band that share a row or a box with
	// cell p of the band (0–26), p itself excluded.
	bandPeers [32]uint32
	// colMask[c] are the three cells of column c (0–8) in a band.
	colMask [16]uint32
	// cellBand[i] and cellBit[i] are the band (0–2) of cell i (0–80) and
	// the cell as a bit of the band's word; load indexes them with i&127.
	cellBand [128]uint8
	cellBit  [128]uint32
)

func init() {
	for v := 0; v < 512; v++ {
		for k := 0; k < 3; k++ {
			if v>>(3*k)&7 != 0 {
				shrinkRow[v] |= 1 << k
			}
		}
		info := shrinkRow[v]
		if bits.OnesCount(uint(v)) == 1 {
			info |= 1 << 9
		}
		wt.rowInfo[0][v], wt.rowInfo[1][v], wt.rowInfo[2][v] = info, info<<3, info<<6
	}
	var configTriads [6]uint16
	for i, c := range configs {
		for r := 0; r < 3; r++ {
			configTriads[i] |= 1 << (3*r + int(c[r]))
			configCells[i] |= 7 << (9*r + 3*int(c[r]))
		}
	}
	for s := 0; s < 512; s++ {
		for i := range configs {
			if uint16(s)&configTriads[i] == configTriads[i] {
				wt.configsOf[s] |= 1 << i
				wt.permMask[s] |= configCells[i]
			}
		}
	}
	for c := 0; c < 64; c++ {
		forcedOf[c] = rowBits
		for i := range configs {
			if c>>i&1 != 0 {
				triadsOf[c] |= configTriads[i]
				forcedOf[c] &= configTriads[i]
				configCount[c]++
			}
		}
		switch n := configCount[c]; {
		case n == 2:
			configWeight[c] = 10 // a two-way branch ready: ranks as 6
		case n > 2:
			configWeight[c] = 16 - n
		}
		if c == 0 {
			forcedOf[c] = 0
		}
		for t := 0; t < 9; t++ {
			triadNibbles[c] |= uint64(triadsOf[c]>>t&1) << (4 * t)
			forcedNibbles[c] |= uint64(forcedOf[c]>>t&1) << (4 * t)
		}
	}
	for v := 0; v < 512; v++ {
		for st := 0; st < 3; st++ {
			stackBits[v] |= uint32(v>>(3*st)&7) << (9 * st)
		}
	}
	for t := 0; t < 9; t++ {
		triadCells[t] = 7 << (9*(t/3) + 3*(t%3))
	}
	for t := 0; t < 9; t++ {
		for u := 0; u < 9; u++ {
			if u != t && (u/3 == t/3 || u%3 == t%3) {
				triadRival[t] |= triadCells[u]
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
	for i := 0; i < 81; i++ {
		cellBand[i], cellBit[i] = uint8(i/27), 1<<(i%27)
	}
	for s := range wt.rowCells {
		for r := 0; r < 3; r++ {
			if s>>(3*r)&1 != 0 {
				wt.rowCells[s] |= rowBits << (9 * r)
			}
		}
	}
	for k := 0; k < 27; k++ {
		bd, d3 := k%3, k-k%3
		wt.wordInfo[k] = uint32(bd) | uint32(d3+(bd+1)%3)<<8 | uint32(d3+(bd+2)%3)<<16
	}
}

// bandBoard is the search state; see the comment at the top of the file.
type bandBoard struct {
	f        [27]uint32 // f[3*d+b]: cells of band b where digit d+1 may go
	unsolved [3]uint32  // cells of each band with no digit placed yet
	dirty    uint32     // bit k: f[k] changed since it was last propagated
	// cfg[3*d+b] is the set of configurations digit d+1 can still take in
	// band b, as of the word's last propagation; vcfg[3*d+s] the same for
	// stack s, as of the digit's last column pass.
	cfg, vcfg [27]uint8
	// vall[d] is the stacks' triad sets of digit d+1 (stackBits of its
	// three bands' columns, combined) at its last column pass that cleared
	// nothing; a pass that finds them again has nothing to do.
	vall [9]uint32
	// stackTotal[s] is the sum of configWeight over the digits'
	// configurations in stack s, as in vcfg. The bands' sums are not kept:
	// chooseConfig adds them up from cfg, which costs less than keeping
	// them as the words change.
	stackTotal [3]uint8
	// shrink[k] is what rowInfo said about f[k] at its last propagation:
	// its triads in bits 0–8 and its rows with one cell, which are placed,
	// in bits 9, 12 and 15.
	shrink [27]uint16
	// nakedWords and columnWords hold the digit-bands (bit k: f[k]) that
	// changed since nakedSingles and columns last looked at them.
	nakedWords, columnWords uint32
	// triadsDirty holds the bands (bits 0–2) and stacks (bits 3–5) whose
	// configurations changed since triads last looked at them.
	triadsDirty uint8
	letters     *Letters // the size variant's letters; nil for a classic puzzle
}

// emptyBoard is the board with no digit placed, every digit-band dirty and
// every band, digit and stack to be examined.
var emptyBoard = func() (b bandBoard) {
	for i := range b.f {
		b.f[i] = band27
		b.shrink[i] = rowBits
		b.cfg[i], b.vcfg[i] = 63, 63
	}
	b.dirty = band27
	b.stackTotal = [3]uint8{90, 90, 90}
	b.nakedWords, b.columnWords, b.triadsDirty = band27, band27, 63
	b.unsolved = [3]uint32{band27, band27, band27}
	return b
}()

// andEvery3 ands m into f[0], f[3], …, f[24]: the words of all nine digits
// in one band, when f starts at the band's first word.
func andEvery3(f *[25]uint32, m uint32) {
	f[0] &= m
	f[3] &= m
	f[6] &= m
	f[9] &= m
	f[12] &= m
	f[15] &= m
	f[18] &= m
	f[21] &= m
	f[24] &= m
}

// nonZero is 1 when x is not 0, else 0, without a branch.
func nonZero(x uint32) uint32 { return uint32((uint64(x) + 0xFFFFFFFF) >> 32) }

// changed is 1 when x and y differ, else 0, without a branch.
func changed(x, y uint32) uint32 { return nonZero(x ^ y) }

// clear removes the cells m from digit-band k, marking it dirty when that
// removed anything.
func (b *bandBoard) clear(k uint, m uint32) {
	x := b.f[k]
	y := x &^ m
	b.f[k] = y
	b.dirty |= changed(x, y) << (k & 31)
}

// propagate applies the band logic, naked singles, the column pass and the
// triad counts until none of them changes anything. It reports false on a
// contradiction.
func (b *bandBoard) propagate() bool {
	for {
		if !b.updateDirty() {
			return false
		}
		placed, ok := b.nakedSingles()
		if !ok {
			return false
		}
		if placed {
			continue
		}
		if b.unsolved[0]|b.unsolved[1]|b.unsolved[2] == 0 && b.letters == nil {
			return true // a grid filled by singles breaks no rule
		}
		if placed, ok = b.columns(); !ok {
			return false
		}
		if placed {
			continue
		}
		if placed, ok = b.triads(); !ok {
			return false
		}
		if !placed && b.letters != nil {
			if placed, ok = b.letterRuns(); !ok {
				return false
			}
		}
		if !placed {
			return true
		}
	}
}

// updateDirty propagates every dirty digit-band k until none is left:
// locked candidates inside the band (only cells of triads that some
// configuration uses stay) and hidden singles in its rows, placing each
// single found, which makes other words dirty. It reports false on a
// contradiction.
func (b *bandBoard) updateDirty() bool {
	done := uint32(0) // the words propagated
	// dirty stands for b.dirty until the end, in a register: nothing
	// called from here marks words dirty.
	dirty := b.dirty
	for dirty != 0 {
		k := uint(bits.TrailingZeros32(dirty)) & 31
		dirty &= dirty - 1
		done |= 1 << k
		a := b.f[k]
		info := wt.wordInfo[k]
		bd := uint(info & 3)
		old := uint32(b.shrink[k])
		s := wt.rowInfo[0][a&rowBits] | wt.rowInfo[1][a>>9&rowBits] | wt.rowInfo[2][a>>18&rowBits]
		// Keep the cells of the triads some configuration uses. Once is
		// enough: the triads left are those of the configurations, which
		// allow the same configurations again. A word whose triads and
		// singles are those of its last propagation goes through here too
		// (it lies in wt.permMask[s] already): the branch that skipped it
		// cost more in mispredictions than the work it saved.
		if m := a & wt.permMask[s&511]; m != a {
			if m == 0 {
				return false
			}
			a = m
			s = wt.rowInfo[0][a&rowBits] | wt.rowInfo[1][a>>9&rowBits] | wt.rowInfo[2][a>>18&rowBits]
		}
		b.shrink[k] = uint16(s)
		// Every triad left is used by some configuration, so the triads
		// changed only if the configurations did.
		b.cfg[k] = wt.configsOf[s&rowBits]
		b.triadsDirty |= uint8(nonZero((s^old)&rowBits) << bd)
		// Rows newly left with one cell are hidden singles. The
		// configurations have already cleared the rest of their boxes
		// from the word, so placing them leaves the word as it is.
		if singles := (s &^ old) >> 9; singles != 0 {
			placed := a & wt.rowCells[singles&127]
			// Take the placed cells from every digit, marking the words
			// that had them (f[k] itself is rewritten from a below), and
			// their columns from the digit's other bands.
			b.unsolved[bd] &^= placed
			f := (*[25]uint32)(b.f[bd:])
			x0, x1, x2, x3, x4, x5, x6, x7, x8 := f[0], f[3], f[6], f[9], f[12], f[15], f[18], f[21], f[24]
			andEvery3(f, ^placed)
			// The words two at a time, side by side in 64 bits.
			p0, p1, p2, p3 := uint64(x0)|uint64(x1)<<32, uint64(x2)|uint64(x3)<<32,
				uint64(x4)|uint64(x5)<<32, uint64(x6)|uint64(x7)<<32
			p4 := uint64(x8)
			cand := p0 | p1 | p2 | p3 | p4
			if b.unsolved[bd]&^uint32(cand|cand>>32) != 0 {
				return false // a cell of the band has no digit left
			}
			// The digits that had a placed cell: adding 2^27-1 to each
			// half of p&placed sets its bit 27 when it is not 0. Digit
			// 2j's bit then lands on bit 6j of h and digit 2j+1's on bit
			// 32+6j, which h>>29 brings to 6j+3: bit 3e for each digit e.
			const lo27, hi27 = band27 | band27<<32, 1<<27 | 1<<59
			pp := uint64(placed) | uint64(placed)<<32
			h := (p0&pp+lo27)&hi27>>27 | (p1&pp+lo27)&hi27>>21 | (p2&pp+lo27)&hi27>>15 |
				(p3&pp+lo27)&hi27>>9 | (p4&pp+lo27)&hi27>>3
			had := uint32(h|h>>29) & everyThird
			dirty |= had<<bd ^ 1<<k // f[k] is rewritten from a below
			cols := spread((placed | placed>>9 | placed>>18) & rowBits)
			k1, k2 := info>>8&31, info>>16&31
			y1, y2 := b.f[k1], b.f[k2]
			b.f[k1], b.f[k2] = y1&^cols, y2&^cols
			dirty |= nonZero(y1&cols)<<k1 | nonZero(y2&cols)<<k2
		}
		b.f[k] = a
	}
	b.dirty = 0
	b.nakedWords |= done
	b.columnWords |= done
	return true
}

// nakedSingles finds cells with one digit left and restricts that digit's row
// in the band to the cell, so that the next updateDirty places it. It
// reports whether it found any, and false for ok on a cell with no digit.
func (b *bandBoard) nakedSingles() (placed, ok bool) {
	touched := b.nakedWords
	b.nakedWords = 0
	for bd := uint(0); bd < 3; bd++ {
		u := b.unsolved[bd]
		if u == 0 || touched&(everyThird<<bd) == 0 {
			continue
		}
		f := (*[25]uint32)(b.f[bd:])
		// Cells with at least one digit (ones) and at least two (twos).
		ones, twos := f[0], f[0]&f[3]
		ones |= f[3]
		twos |= ones & f[6]
		ones |= f[6]
		twos |= ones & f[9]
		ones |= f[9]
		twos |= ones & f[12]
		ones |= f[12]
		twos |= ones & f[15]
		ones |= f[15]
		twos |= ones & f[18]
		ones |= f[18]
		twos |= ones & f[21]
		ones |= f[21]
		twos |= ones & f[24]
		ones |= f[24]
		if u&^ones != 0 {
			return false, false
		}
		singles := u & ones &^ twos
		for ; singles != 0; singles &= singles - 1 {
			p := uint(bits.TrailingZeros32(singles)) & 31
			bit := uint32(1) << p
			for k := uint(0); k < 25; k += 3 {
				if f[k]&bit != 0 {
					b.clear(k+bd, rowBits<<(9*(p/9))&^bit)
					placed = true
					break
				}
			}
		}
	}
	return placed, true
}

// spread copies the 9-bit column set c into all three rows of a band.
func spread(c uint32) uint32 { return c | c<<9 | c<<18 }

// columns applies what the bands do not see, for every digit whose words
// changed: in each stack the configurations of the digit's three columns
// over the three bands, which keeps only the column-box triads some
// configuration uses (locked candidates between columns and boxes, hidden
// singles in columns, and more). It reports whether anything changed, and
// false for ok when a digit has no cell left in some column or no
// configuration left in some stack.
func (b *bandBoard) columns() (cleared, ok bool) {
	touched := b.columnWords
	b.columnWords = 0
	// Bit 3d of touched: some word of digit d+1 changed.
	touched = (touched | touched>>1 | touched>>2) & everyThird
	for ; touched != 0; touched &= touched - 1 {
		d3 := uint(bits.TrailingZeros32(touched))
		w := (*[3]uint32)(b.f[d3 : d3+3])
		a0, a1, a2 := w[0], w[1], w[2]
		p0 := (a0 | a0>>9 | a0>>18) & rowBits
		p1 := (a1 | a1>>9 | a1>>18) & rowBits
		p2 := (a2 | a2>>9 | a2>>18) & rowBits
		if p0|p1|p2 != rowBits {
			return false, false
		}
		// Configurations in each stack.
		all := stackBits[p0] | stackBits[p1]<<3 | stackBits[p2]<<6
		if all == b.vall[d3/3] {
			continue
		}
		vs0, vs1, vs2 := all&rowBits, all>>9&rowBits, all>>18&rowBits
		c0, c1, c2 := wt.configsOf[vs0], wt.configsOf[vs1], wt.configsOf[vs2]
		if c0 == 0 || c1 == 0 || c2 == 0 {
			return false, false
		}
		v := (*[3]uint8)(b.vcfg[d3:])
		b.triadsDirty |= uint8(changed(uint32(c0), uint32(v[0]))<<3 |
			changed(uint32(c1), uint32(v[1]))<<4 | changed(uint32(c2), uint32(v[2]))<<5)
		b.stackTotal[0] += configWeight[c0] - configWeight[v[0]]
		b.stackTotal[1] += configWeight[c1] - configWeight[v[1]]
		b.stackTotal[2] += configWeight[c2] - configWeight[v[2]]
		v[0], v[1], v[2] = c0, c1, c2
		// Triads no configuration uses, as columns of each band.
		rm := stackBits[vs0&^uint32(triadsOf[c0])] | stackBits[vs1&^uint32(triadsOf[c1])]<<3 |
			stackBits[vs2&^uint32(triadsOf[c2])]<<6
		if rm == 0 {
			b.vall[d3/3] = all
		} else {
			// stackBits is its own inverse: bits 9b..9b+8 of rm are the
			// columns to clear in band b.
			b.clear(d3, spread(rm&rowBits))
			b.clear(d3+1, spread(rm>>9&rowBits))
			b.clear(d3+2, spread(rm>>18))
			cleared = true
		}
	}
	return cleared, true
}

// triads applies the rule that each triad holds exactly three digits (tdoku's
// "numerical clauses" on intersections): in a band or stack whose
// configurations changed, a triad that only three digits can still use must
// hold all three, so each of them leaves the triad's row (column) and box
// elsewhere; and a triad that three digits must use is closed to the others.
// It reports whether anything changed, and false for ok when a triad has
// fewer than three digits left or more than three that must use it.
func (b *bandBoard) triads() (changed, ok bool) {
	dirty := b.triadsDirty
	b.triadsDirty = 0
	for ; dirty != 0; dirty &= dirty - 1 {
		x := uint(bits.TrailingZeros8(dirty))
		var cfg *[27]uint8
		var i0 uint
		if x < 3 {
			cfg, i0 = &b.cfg, x
		} else {
			cfg, i0 = &b.vcfg, x-3
		}
		// Count, for each triad, the digits that can use it (can) and the
		// digits that must (must), four bits a triad.
		u := (*[25]uint8)(cfg[i0:])
		c0, c1, c2, c3, c4, c5, c6, c7, c8 := u[0], u[3], u[6], u[9], u[12], u[15], u[18], u[21], u[24]
		can := triadNibbles[c0] + triadNibbles[c1] + triadNibbles[c2] + triadNibbles[c3] + triadNibbles[c4] +
			triadNibbles[c5] + triadNibbles[c6] + triadNibbles[c7] + triadNibbles[c8]
		must := forcedNibbles[c0] + forcedNibbles[c1] + forcedNibbles[c2] + forcedNibbles[c3] + forcedNibbles[c4] +
			forcedNibbles[c5] + forcedNibbles[c6] + forcedNibbles[c7] + forcedNibbles[c8]
		// Bit 4t+3 of can+5 is set when triad t has at least three digits
		// (counts stay under 10, so nothing carries between nibbles).
		const ones, highs = 0x111111111, 0x888888888
		atLeast3 := (can + 5*ones) & highs
		if atLeast3 != highs || (must+4*ones)&highs != 0 {
			return false, false
		}
		fullN := atLeast3 &^ (can + 4*ones) & highs
		closedN := (must + 5*ones) & highs
		// A triad both full and closed is settled: its three digits must
		// use it already.
		fullN, closedN = fullN&^closedN, closedN&^fullN
		if fullN|closedN == 0 {
			continue
		}
		var full, closed uint16
		for ; fullN != 0; fullN &= fullN - 1 {
			full |= 1 << (bits.TrailingZeros64(fullN) / 4)
		}
		for ; closedN != 0; closedN &= closedN - 1 {
			closed |= 1 << (bits.TrailingZeros64(closedN) / 4)
		}
		for i := i0; i < 27; i += 3 {
			c := cfg[i]
			t, m := triadsOf[c], forcedOf[c]
			take := full & t &^ m   // triads the digit must use after all
			shut := closed & t &^ m // triads the digit may no longer use
			if take|shut == 0 {
				continue
			}
			changed = true
			if x < 3 {
				var cells uint32
				for ; take != 0; take &= take - 1 {
					cells |= triadRival[bits.TrailingZeros16(take)]
				}
				for ; shut != 0; shut &= shut - 1 {
					cells |= triadCells[bits.TrailingZeros16(shut)]
				}
				b.clear(i, cells)
				continue
			}
			// A stack: triad bit 3*band+j is column j of the stack in
			// that band; clear columns band by band.
			st := 3 * i0
			d3 := i - i0
			var cols [3]uint32
			for ; take != 0; take &= take - 1 {
				tb := uint(bits.TrailingZeros16(take))
				bd, j := tb/3, tb%3
				cols[bd] |= (7 &^ (1 << j)) << st
				cols[(bd+1)%3] |= 1 << (st + j)
				cols[(bd+2)%3] |= 1 << (st + j)
			}
			for ; shut != 0; shut &= shut - 1 {
				tb := uint(bits.TrailingZeros16(shut))
				cols[tb/3] |= 1 << (st + tb%3)
			}
			b.clear(d3, spread(cols[0]))
			b.clear(d3+1, spread(cols[1]))
			b.clear(d3+2, spread(cols[2]))
		}
	}
	return changed, true
}

// choice is what the search branches on: the configurations left to digit
// d (0–8) in band idx (0–2), or with vertical in stack idx (options: bit i
// for configs[i]); or, with cell, the digits left in cell d (0–26) of band
// idx (options: bit e for digit e+1).
type choice struct {
	vertical, cell bool
	idx, d         uint
	options        uint16
}

// chooseConfig picks the branching: the band or stack with the fewest
// digits not yet fixed, on ties the one whose digits have the most
// configurations (the smallest total, see configWeight, which favours
// digits with two configurations), and in it the
// digit with the fewest configurations (two if any). ok is false when every
// band and stack is fixed.
func (b *bandBoard) chooseConfig() (ch choice, ok bool) {
	best, bestIdx := uint8(255), -1
	for bd := 0; bd < 3; bd++ {
		c := (*[25]uint8)(b.cfg[bd:])
		total := configWeight[c[0]] + configWeight[c[3]] + configWeight[c[6]] +
			configWeight[c[9]] + configWeight[c[12]] + configWeight[c[15]] +
			configWeight[c[18]] + configWeight[c[21]] + configWeight[c[24]]
		if total > 0 && total < best {
			best, bestIdx = total, bd
		}
	}
	for st, total := range b.stackTotal {
		if total > 0 && total < best {
			best, bestIdx = total, 3+st
		}
	}
	if bestIdx < 0 {
		return ch, false
	}
	cfg, i0 := &b.cfg, uint(bestIdx)
	if bestIdx >= 3 {
		cfg, i0 = &b.vcfg, uint(bestIdx-3)
		ch.vertical = true
	}
	ch.idx = i0
	bestN := uint8(7)
	for i := i0; i < 27; i += 3 {
		c := cfg[i]
		if n := configCount[c]; n > 1 && n < bestN {
			bestN, ch.d, ch.options = n, i/3, uint16(c)
			if n == 2 {
				break
			}
		}
	}
	return ch, true
}

// apply restricts the board to option i of ch.
func (b *bandBoard) apply(ch choice, i int) {
	if ch.cell {
		bit := uint32(1) << (ch.d & 31)
		for e := uint(0); e < 9; e++ {
			if e != uint(i) {
				b.clear(3*e+ch.idx, bit)
			}
		}
		return
	}
	if !ch.vertical {
		k := 3*ch.d + ch.idx
		b.clear(k, ^configCells[i])
		return
	}
	st := 3 * ch.idx
	for bd := uint(0); bd < 3; bd++ {
		j := uint(configs[i][bd])
		b.clear(3*ch.d+bd, spread((7&^(1<<j))<<st))
	}
}

// chooseCell picks the cell with the fewest candidates, preferring among
// cells with two the one whose row, column and box hold the most unsolved
// cells. The board must have an unsolved cell.
func (b *bandBoard) chooseCell() choice {
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
	ch := choice{cell: true, idx: uint(bestBand), d: bestP}
	for e := uint(0); e < 9; e++ {
		ch.options |= uint16(b.f[3*e+ch.idx]>>bestP&1) << e
	}
	return ch
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
	// first is the first solution found, kept only with wantFirst: a count
	// alone does not need it (building it cost about 2% on the 17-clue set).
	first     Grid
	wantFirst bool
	rand      *rand.Rand // nil: try candidates in increasing order
	// letters is a copy of the size variant's letters, which the boards
	// point to; the copy keeps the caller's Puzzle off the heap (a pointer
	// into it, kept here, would make every call allocate it).
	letters Letters
	// stack holds the board of each level of the search. Each level either
	// fixes the configuration of a digit in a band or stack (54 pairs) or
	// places a digit (81 cells), so 136 levels are enough; keeping them
	// here, not in the recursion's frames, keeps the boards off the heap.
	stack [136]bandBoard
}

// searches recycles bandSearch values, whose board stack is too large to
// clear or allocate for every puzzle.
var searches = sync.Pool{New: func() any { return new(bandSearch) }}

// countSolutions counts the solutions of puzzle, under its letters when it
// has them, up to limit (at least 1) and returns the count and, with
// wantFirst, the first solution found (else an empty grid); r, when not
// nil, shuffles the order in which candidates are tried.
func countSolutions(puzzle *Puzzle, limit int, r *rand.Rand, wantFirst bool) (int, Grid) {
	if puzzle.Constraints != nil {
		return puzzle.Constraints.Count(puzzle.Givens, max(limit, 1))
	}
	if puzzle.HasShape() {
		return countShape(puzzle, limit, r, wantFirst)
	}
	s := searches.Get().(*bandSearch)
	s.limit, s.count, s.rand, s.wantFirst = max(limit, 1), 0, r, wantFirst
	s.first = Grid{}
	b := &s.stack[0]
	if b.load(&puzzle.Givens) {
		s.setLetters(puzzle)
		s.search(0)
	}
	n, first := s.count, s.first
	s.rand = nil
	searches.Put(s)
	return n, first
}

// setLetters makes the search's first board honour the letters of puzzle,
// if it has any.
func (s *bandSearch) setLetters(puzzle *Puzzle) {
	b := &s.stack[0]
	b.letters = nil
	if puzzle.HasLetters() {
		s.letters = puzzle.Letters
		b.letters = &s.letters
	}
}

// solvableWithout reports whether puzzle has a solution in which cell i
// (0–80, blank in puzzle) holds a digit other than d (1–9). When puzzle
// without cell i's digit d had exactly one solution, false means putting d
// back is not needed for uniqueness: this is Carve's test, much cheaper than
// counting two solutions because most such searches fail in propagation.
func solvableWithout(puzzle *Puzzle, i, d int) bool {
	if puzzle.HasShape() {
		return shapeSolvableWithout(puzzle, i, d)
	}
	s := searches.Get().(*bandSearch)
	s.limit, s.count, s.rand, s.wantFirst = 1, 0, nil, false
	b := &s.stack[0]
	if b.load(&puzzle.Givens) {
		s.setLetters(puzzle)
		b.clear(uint(3*(d-1)+i/27), 1<<(i%27))
		s.search(0)
	}
	found := s.count > 0
	searches.Put(s)
	return found
}

// load puts the givens of puzzle on b and reports false when two of them
// clash or a cell holds a value above 9: exactly when puzzle.Validate fails.
// It builds each digit-band word at once rather than placing the givens one
// by one: the word keeps the band's empty cells that share no row, box or
// column with a given of its digit, and its own givens.
func (b *bandBoard) load(puzzle *Grid) bool {
	*b = emptyBoard
	// mine[3*d+bd]: the givens of digit d+1 in band bd.
	var mine [32]uint32
	// Eight cells at a time, skipping blank ones.
	for i := uint(0); i < 81; i += 8 {
		var w uint64
		if i < 80 {
			w = binary.LittleEndian.Uint64(puzzle[i : i+8])
		} else {
			w = uint64(puzzle[80])
		}
		for w != 0 {
			t := uint(bits.TrailingZeros64(w)) &^ 7
			d, j := uint(w>>t&0xFF), (i+t/8)&127
			w &^= 0xFF << t
			if d > 9 {
				return false
			}
			mine[(3*d+uint(cellBand[j])-3)&31] |= cellBit[j]
		}
	}
	u0, u1, u2 := uint32(band27), uint32(band27), uint32(band27)
	for k := 0; k < 27; k += 3 {
		m := (*[3]uint32)(mine[k : k+3])
		u0 &^= m[0]
		u1 &^= m[1]
		u2 &^= m[2]
	}
	b.unsolved = [3]uint32{u0, u1, u2}
	for k := 0; k < 27; k += 3 {
		m := (*[3]uint32)(mine[k : k+3])
		p0, ok0 := givenPeers(m[0])
		p1, ok1 := givenPeers(m[1])
		p2, ok2 := givenPeers(m[2])
		c0 := (m[0] | m[0]>>9 | m[0]>>18) & rowBits
		c1 := (m[1] | m[1]>>9 | m[1]>>18) & rowBits
		c2 := (m[2] | m[2]>>9 | m[2]>>18) & rowBits
		if !(ok0 && ok1 && ok2) || c0&c1|c0&c2|c1&c2 != 0 {
			return false // two in a row, a box or a column
		}
		cols := spread(c0 | c1 | c2)
		w := (*[3]uint32)(b.f[k : k+3])
		w[0] = u0&^(p0|cols) | m[0]
		w[1] = u1&^(p1|cols) | m[1]
		w[2] = u2&^(p2|cols) | m[2]
	}
	return true
}

// givenPeers returns the cells of a band that share a row or a box with one
// of the cells x of a digit, and false when two of x share one.
func givenPeers(x uint32) (peers uint32, ok bool) {
	for g := x; g != 0; g &= g - 1 {
		peers |= bandPeers[bits.TrailingZeros32(g)&31]
	}
	return peers, peers&x == 0
}

// search finishes the board at level depth of the stack; it reports true
// when the count has reached the limit. It branches on the configurations
// of one digit in one band or stack (chooseConfig) or, once every band and
// stack is fixed and for the size variant, on the candidates of one cell
// (chooseCell), trying each option but the last on a copy of the board and
// the last on the board itself.
func (s *bandSearch) search(depth int) bool {
	b := &s.stack[depth]
	for {
		if !b.propagate() {
			return false
		}
		if b.unsolved[0]|b.unsolved[1]|b.unsolved[2] == 0 {
			if s.count == 0 && s.wantFirst {
				s.first = b.grid()
			}
			s.count++
			return s.count >= s.limit
		}
		ch, ok := choice{}, false
		if b.letters == nil {
			ch, ok = b.chooseConfig()
		}
		if !ok {
			ch = b.chooseCell()
		}
		var order [9]int
		n := 0
		for o := ch.options; o != 0; o &= o - 1 {
			order[n] = bits.TrailingZeros16(o)
			n++
		}
		if s.rand != nil {
			s.rand.Shuffle(n, func(i, j int) { order[i], order[j] = order[j], order[i] })
		}
		// Try all but the last option on a copy; the last one goes on b
		// itself.
		for _, i := range order[:n-1] {
			next := &s.stack[depth+1]
			*next = *b
			next.apply(ch, i)
			if s.search(depth + 1) {
				return true
			}
		}
		b.apply(ch, order[n-1])
	}
}
