package variant

import (
	"math/bits"
	"strconv"
	"sync"
)

// The narrowing that many constraints share.

// relate keeps in cells x and y only the digits that some digit of the
// other cell allows, ok(dx, dy) saying whether x holding dx and y holding
// dy keeps the rule; it reports false when a cell is left empty.
func relate(b *Board, x, y int, ok func(dx, dy int) bool) bool {
	cx, cy := b.Cand(x), b.Cand(y)
	var keepX, keepY Set
	for _, dx := range cx.Digits() {
		for _, dy := range cy.Digits() {
			if ok(dx, dy) {
				keepX |= Of(dx)
				keepY |= Of(dy)
			}
		}
	}
	return b.Keep(x, keepX) && b.Keep(y, keepY)
}

// relateLine relates each cell of line to the next (see relate).
func relateLine(b *Board, line []int, ok func(a, c int) bool) bool {
	for k := 0; k+1 < len(line); k++ {
		if !relate(b, line[k], line[k+1], ok) {
			return false
		}
	}
	return true
}

// holdsLine reports whether ok holds for each digit of line in g and the
// next.
func holdsLine(g, line []int, ok func(a, c int) bool) bool {
	for k := 0; k+1 < len(line); k++ {
		if !ok(g[line[k]], g[line[k+1]]) {
			return false
		}
	}
	return true
}

// sum returns the sum of g's digits in cells.
func sum(g, cells []int) int {
	t := 0
	for _, i := range cells {
		t += g[i]
	}
	return t
}

// sumBounds narrows cells so that their sum can lie between lo and hi: no
// cell keeps a digit that, with the smallest (largest) candidates of the
// others, would overshoot hi (fall short of lo). It reports false when no
// sum in range is left.
func sumBounds(b *Board, cells []int, lo, hi int) bool {
	minSum, maxSum := 0, 0
	for _, i := range cells {
		minSum += b.Cand(i).Min()
		maxSum += b.Cand(i).Max()
	}
	if minSum > hi || maxSum < lo {
		return false
	}
	for _, i := range cells {
		c := b.Cand(i)
		restMin, restMax := minSum-c.Min(), maxSum-c.Max()
		if !b.Keep(i, Range(lo-restMax, hi-restMin)) {
			return false
		}
	}
	return true
}

// maxFillings is the most fillings sumExact enumerates (the product of its
// cells' candidate counts); a sum with more is narrowed by its bounds only,
// until its cells have fewer candidates.
const maxFillings = 4096

// comboKey names the sets combos returns.
type comboKey struct{ n, k, sum int }

// comboCache holds combos' answers, which depend on nothing else.
var comboCache sync.Map // comboKey → []Set

// combos returns every set of k different digits from 1 to n that add up
// to sum, the combinations a killer cage of k cells can hold.
func combos(n, k, sum int) []Set {
	key := comboKey{n, k, sum}
	if v, ok := comboCache.Load(key); ok {
		return v.([]Set)
	}
	var out []Set
	var walk func(from, left, need int, s Set)
	walk = func(from, left, need int, s Set) {
		if need == 0 {
			if left == 0 {
				out = append(out, s)
			}
			return
		}
		for d := from; d <= n && d <= left; d++ {
			walk(d+1, left-d, need-1, s|Of(d))
		}
	}
	walk(1, sum, k, 0)
	comboCache.Store(key, out)
	return out
}

// fittingCombos returns the digits of the combinations of different
// digits adding up to target that cells can still hold (each within the
// cells' candidates, and each cell able to take one of its digits), and
// the digits every such combination has; both empty when none is left.
func fittingCombos(b *Board, cells []int, target int) (allowed, required Set) {
	return combosWithout(b, cells, target, 0)
}

// combosWithout is fittingCombos for the combinations that have none of
// the digits of out.
func combosWithout(b *Board, cells []int, target int, out Set) (allowed, required Set) {
	if target < 0 {
		return 0, 0
	}
	var union Set
	for _, i := range cells {
		union |= b.cand[i]
	}
	union &^= out
	required = Full(b.n)
	for _, m := range combos(b.n, len(cells), target) {
		if m&^union != 0 {
			continue
		}
		fits := true
		for _, i := range cells {
			if b.cand[i]&m == 0 {
				fits = false
				break
			}
		}
		if fits {
			allowed |= m
			required &= m
		}
	}
	if allowed == 0 {
		return 0, 0
	}
	return allowed, required
}

// sumDistinct narrows cells, which hold different digits adding up to
// target, by the combinations of digits they can still hold: each keeps
// the digits of some combination that every cell can take part in, and a
// digit that every such combination has, with one cell left for it, goes
// there. It reports false when no combination is left.
func sumDistinct(b *Board, cells []int, target int) bool {
	allowed, required := fittingCombos(b, cells, target)
	if allowed == 0 {
		return false
	}
	for _, i := range cells {
		if !b.Keep(i, allowed) {
			return false
		}
	}
	for r := required; r != 0; r &= r - 1 {
		d := Set(r & -r)
		only := -1
		for _, i := range cells {
			if b.Cand(i)&d != 0 {
				if only >= 0 {
					only = -2
					break
				}
				only = i
			}
		}
		switch {
		case only == -1:
			return false
		case only >= 0 && !b.Keep(only, d):
			return false
		}
	}
	return true
}

// sumExact narrows cells, which hold different digits adding up to
// target, to the digits that appear in some such filling: on a grid of up
// to nine digits by walking the sets of digits used (distinctWalk), for up
// to maxFillings fillings or six cells; otherwise by walking the fillings,
// or by the combinations (sumDistinct) past maxFillings. It reports false
// when there is no such filling.
func sumExact(b *Board, cells []int, target int) bool {
	if !sumBounds(b, cells, target, target) || !sumDistinct(b, cells, target) {
		return false
	}
	fillings := 1
	for _, i := range cells {
		fillings *= b.Cand(i).Len()
	}
	if b.n <= 9 && len(cells) <= 9 && (fillings <= maxFillings || len(cells) <= 6) {
		w := distinctWalk{b: b, cells: cells}
		if !w.walk(0, target, 0) {
			return false
		}
		for k, i := range cells {
			if !b.Keep(i, w.keep[k]) {
				return false
			}
		}
		return true
	}
	if fillings > maxFillings {
		return true
	}
	keep := make([]Set, len(cells))
	var walk func(k, left int, used Set) bool
	walk = func(k, left int, used Set) bool {
		if k == len(cells) {
			return left == 0
		}
		any := false
		for ds := b.cand[cells[k]] &^ used; ds != 0; ds &= ds - 1 {
			bit := ds & -ds
			d := bits.TrailingZeros32(uint32(bit))
			if d > left {
				break // the digits only grow from here
			}
			if walk(k+1, left-d, used|bit) {
				keep[k] |= bit
				any = true
			}
		}
		return any
	}
	if !walk(0, target, 0) {
		return false
	}
	for k, i := range cells {
		if !b.Keep(i, keep[k]) {
			return false
		}
	}
	return true
}

// distinctWalk walks the fillings of up to nine cells of a grid of up to
// nine digits with different digits adding up to a target, as sumExact
// does, but once for each cell and set of digits used before it: what is
// left of the target then depends on nothing else, so the walk is a
// dynamic programme over at most 512 states (the set of digits used says
// how many cells are filled), whatever the fillings.
type distinctWalk struct {
	b     *Board
	cells []int
	memo  [1 << 10]int8 // by the digits used (as many as cells before): 0 not walked yet, 1 a filling follows, 2 none does
	keep  [9]Set        // each cell's digits in some filling
}

// walk reports whether cells k… can be filled with digits not in used
// adding up to left, marking in keep the digits of those fillings.
func (w *distinctWalk) walk(k, left int, used Set) bool {
	if k == len(w.cells) {
		return left == 0
	}
	if m := w.memo[used]; m != 0 {
		return m == 1
	}
	any := false
	for ds := w.b.cand[w.cells[k]] &^ used; ds != 0; ds &= ds - 1 {
		bit := ds & -ds
		d := bits.TrailingZeros32(uint32(bit))
		if d > left {
			break // the digits only grow from here
		}
		if w.walk(k+1, left-d, used|bit) {
			w.keep[k] |= bit
			any = true
		}
	}
	w.memo[used] = 2
	if any {
		w.memo[used] = 1
	}
	return any
}

// sumRepeating narrows cells, whose digits may repeat, to the digits that
// appear in some filling of them adding up to target, and reports false
// when there is none (see sumsRepeating).
func sumRepeating(b *Board, cells []int, target int) bool {
	if target < 0 || target >= maxSum || len(cells) > maxLine {
		return target >= 0 && sumBounds(b, cells, target, target)
	}
	var targets sums
	targets.add(target)
	_, ok := sumsRepeating(b, cells, &targets)
	return ok
}

// sumsRepeating narrows cells, whose digits may repeat, to the digits that
// appear in some filling of them adding up to one of targets, and returns
// the targets some filling reaches; ok is false when there is none. cells
// are at most maxLine. It works on partial sums rather than fillings, as a
// knapsack does: the sums reachable after the first k cells (from the
// front) and those from which the rest can still reach a target (from the
// back); a digit stays in cell k when it joins two of them. Each set of
// sums is a set of bits (sums), so its cost is cells × digits shifts of a
// few words, however many fillings there are.
func sumsRepeating(b *Board, cells []int, targets *sums) (reached sums, ok bool) {
	n := len(cells)
	var front, back [maxLine + 1]sums // front[k]: what the first k cells can add up to; back[k]: from which cells k… reach a target
	front[0].add(0)
	back[n] = *targets
	for k, i := range cells {
		for ds := b.cand[i]; ds != 0; ds &= ds - 1 {
			front[k+1].orShifted(&front[k], bits.TrailingZeros32(uint32(ds)))
		}
	}
	for k := n - 1; k >= 0; k-- {
		for ds := b.cand[cells[k]]; ds != 0; ds &= ds - 1 {
			back[k].orShiftedDown(&back[k+1], bits.TrailingZeros32(uint32(ds)))
		}
	}
	if !back[0].has(0) {
		b.broken = true
		return sums{}, false
	}
	for w := range reached {
		reached[w] = front[n][w] & targets[w]
	}
	for k, i := range cells {
		var keep Set
		for ds := b.cand[i]; ds != 0; ds &= ds - 1 {
			d := bits.TrailingZeros32(uint32(ds))
			var t sums
			t.orShifted(&front[k], d)
			if t.meets(&back[k+1]) {
				keep |= Of(d)
			}
		}
		if !b.Keep(i, keep) {
			return sums{}, false
		}
	}
	return reached, true
}

// pairSums returns the sums of a digit of cell i and a digit of cell j, a
// bit each (bit s for the sum s); two different digits when the cells
// see each other (Board.Sees).
func pairSums(b *Board, i, j int) uint64 {
	var out uint64
	y, apart := b.cand[j], !b.Sees(i, j)
	for ds := b.cand[i]; ds != 0; ds &= ds - 1 {
		bit := ds & -ds
		if apart {
			bit = 0
		}
		out |= uint64(y&^bit) << bits.TrailingZeros32(uint32(ds))
	}
	return out
}

// keepSummands keeps in cell i the digits that make one of sums (a bit
// each, see pairSums) with a digit of cell j, and reports false when none
// is left.
func keepSummands(b *Board, i, j int, sums uint64) bool {
	var keep Set
	y, apart := b.cand[j], !b.Sees(i, j)
	for ds := b.cand[i]; ds != 0; ds &= ds - 1 {
		bit := ds & -ds
		other := y &^ bit
		if apart {
			other = y
		}
		if uint64(other)<<bits.TrailingZeros32(uint32(ds))&sums != 0 {
			keep |= bit
		}
	}
	return b.Keep(i, keep)
}

// maxSum bounds the sums sumRepeating works out exactly: a line of 16
// cells of 16 adds up to 256 at most. maxLine is the longest line it and
// sumsByBlocks take (a little killer's diagonal is at most a grid's side;
// an arrow may wind through 17 cells or more); longer ones, and larger
// sums, are narrowed by bounds.
const (
	maxSum  = 320
	maxLine = 24
)

// sums is a set of sums 0 to maxSum-1, a bit each.
type sums [maxSum / 64]uint64

func (s *sums) add(v int)      { s[v/64] |= 1 << (v % 64) }
func (s *sums) has(v int) bool { return s[v/64]&(1<<(v%64)) != 0 }

// meets reports whether s and t share a sum.
func (s *sums) meets(t *sums) bool {
	for k := range s {
		if s[k]&t[k] != 0 {
			return true
		}
	}
	return false
}

// orShifted adds to s every sum of t plus d (0 < d < 64), dropping those
// past maxSum.
func (s *sums) orShifted(t *sums, d int) {
	for k := len(s) - 1; k >= 0; k-- {
		v := t[k] << d
		if k > 0 {
			v |= t[k-1] >> (64 - d)
		}
		s[k] |= v
	}
}

// orShiftedDown adds to s every sum of t less d (0 < d < 64) that is not
// below 0.
func (s *sums) orShiftedDown(t *sums, d int) {
	for k := range s {
		v := t[k] >> d
		if k+1 < len(s) {
			v |= t[k+1] << (64 - d)
		}
		s[k] |= v
	}
}

// distinct reports whether g holds different digits in cells.
func distinct(g, cells []int) bool {
	var s Set
	for _, i := range cells {
		if s.Has(g[i]) {
			return false
		}
		s |= Of(g[i])
	}
	return true
}

// adjacent reports whether cells a and b of an n×n grid share an edge.
func adjacent(a, b, n int) bool {
	ra, ca, rb, cb := a/n, a%n, b/n, b%n
	return (ra == rb && (ca-cb == 1 || cb-ca == 1)) || (ca == cb && (ra-rb == 1 || rb-ra == 1))
}

// orthogonalPairs returns every pair of cells of an n×n grid that share an
// edge, the smaller first.
func orthogonalPairs(n int) [][2]int {
	var out [][2]int
	for i := range n * n {
		if i%n+1 < n {
			out = append(out, [2]int{i, i + 1})
		}
		if i+n < n*n {
			out = append(out, [2]int{i, i + n})
		}
	}
	return out
}

// pairKey returns a and b ordered, as a map key.
func pairKey(a, b int) [2]int {
	if a > b {
		a, b = b, a
	}
	return [2]int{a, b}
}

func itoa(x int) string { return strconv.Itoa(x) }

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// orthogonalNeighbours returns the cells of an n×n grid that share an edge
// with cell i.
func orthogonalNeighbours(i, n int) []int {
	var out []int
	r, c := i/n, i%n
	if r > 0 {
		out = append(out, i-n)
	}
	if r+1 < n {
		out = append(out, i+n)
	}
	if c > 0 {
		out = append(out, i-1)
	}
	if c+1 < n {
		out = append(out, i+1)
	}
	return out
}

// readIndex reads every indexing cell under key, and them as a set; none
// when the document has no such key.
func (d *docReader) readIndex(key string) ([]int, []bool, error) {
	all, err := d.allCells(key)
	if err != nil || len(all) == 0 {
		return nil, nil, err
	}
	index := make([]bool, d.n*d.n)
	for _, i := range all {
		index[i] = true
	}
	return all, index, nil
}

// restrictIndex narrows an indexer: for a cell i holding x, target(i, x)
// is the cell that x points at, which holds own(i) when i is an indexing
// cell; and when that cell is an indexing cell itself, it points back at i
// only by holding own(i). Only cells sharing a line with an indexing cell
// (lines, see the indexers' Watches) can change. It reports false when a
// cell is left empty.
func restrictIndex(b *Board, lines []int, index []bool, target func(i, x int) int, own func(i int) int) bool {
	for _, i := range lines {
		var keep Set
		for ds := b.cand[i]; ds != 0; ds &= ds - 1 {
			t := target(i, bits.TrailingZeros32(uint32(ds)))
			if (!index[i] && !index[t]) || b.cand[t].Has(own(i)) {
				keep |= ds & -ds
			}
		}
		if !b.Keep(i, keep) {
			return false
		}
	}
	return true
}

// holdsIndex reports whether every indexing cell of g points at a cell
// that holds its own number (see restrictIndex).
func holdsIndex(g []int, index []bool, target func(i, x int) int, own func(i int) int) bool {
	for i, on := range index {
		if on && g[target(i, g[i])] != own(i) {
			return false
		}
	}
	return true
}

// restrictPairs relates each pair of cells by ok (see relate) once one of
// them is solved: the rules on every pair of neighbours, which would cost
// too much to relate while both are open.
func restrictPairs(b *Board, pairs [][2]int, ok func(x, y int) bool) bool {
	for _, p := range pairs {
		if (b.Value(p[0]) != 0 || b.Value(p[1]) != 0) && !relate(b, p[0], p[1], ok) {
			return false
		}
	}
	return true
}

// holdsPairs reports whether ok holds on the digits of each pair in g.
func holdsPairs(g []int, pairs [][2]int, ok func(x, y int) bool) bool {
	for _, p := range pairs {
		if !ok(g[p[0]], g[p[1]]) {
			return false
		}
	}
	return true
}
