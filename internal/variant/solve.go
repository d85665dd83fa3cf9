package variant

import (
	"context"
	"errors"
	"math/bits"
	"slices"

	"github.com/sudoku-devs/sudoku/internal/message"
)

// ErrNoSolution is returned by Solve for a puzzle that has no solution.
var ErrNoSolution = errors.New("no solution")

// ErrMultipleSolutions is returned by Solve for a puzzle with more than one
// solution.
var ErrMultipleSolutions = errors.New("more than one solution")

// solver holds what every branch of the search shares: the puzzle's
// houses (rows, columns, regions and the constraints' groups of Size
// cells), each cell's peers (the cells it must differ from) and the
// constraints that narrow candidates.
type solver struct {
	n           int
	houses      [][]int
	peers       [][]int
	words       int        // 64-bit words of a set of cells
	seen        []uint64   // seen[i*words:(i+1)*words]: the set of cell i's peers
	common      []uint64   // scratch: the peers a digit's places in a house share
	weight      []int      // each cell's weight: 1, and 1 for each constraint it is in and each time one of those failed
	cells       [][]int    // the cells of each constraint
	sums        []sumCells // the cells that hold different digits adding up to a known sum: cages and innies
	constraints []Constraint
	limit       int
	found       int
	first       []int
	ctx         context.Context
	nodes       int
	budget      int      // the nodes after which search probes the root (probeRoot); 0: none
	root        []Set    // the root's candidates, probed once probeRoot took enough
	probed      bool     // whether the search has probed its root (probeRoot)
	boards      []*Board // one for the branches at each depth of the search, reused
	depth       int

	// What propagate looks at again after a change (see propagate).
	watch       [][]int // the constraints that read each cell
	every       []int   // the constraints that read every cell
	cellHouses  [][]int // the houses of each cell
	cellSums    [][]int // the sums (s.sums) each cell is in
	queue       []int   // constraints to run, from head on
	head        int
	queued      []bool
	everyDue    bool // a cell changed since the constraints of every ran
	dirtyHouses []int
	dirtyHouse  []bool
	pointHouses []int
	pointHouse  []bool
	pointSums   []int
	pointSum    []bool
	// The candidates each cell had when drain last took it, and in which
	// call of propagate.
	drained      []Set
	drainedIn    []int
	propagations int

	// What Checker.Refute reads of a propagate that failed: the cells
	// drain found solved, with their digits, in order, when trace is on;
	// the house (an index into houses) left without a place for a digit
	// (a bit), or the constraint (an index into constraints) that could
	// not be kept; -1 for none.
	trace  bool
	solved []Placement
	// cap, when above 0, stops a traced propagate as failed, with capped
	// set, once it solved more cells than that: Refute wants no longer
	// chain than the shortest it has.
	cap            int
	capped         bool
	failHouse      int
	failDigit      Set
	failConstraint int
}

// Count returns how many solutions p has, counting no further than limit,
// and the first one found (nil when none). It returns p's Validate error,
// or ctx's when ctx is done first (checked every 64 branches).
// The search narrows candidates by naked and hidden singles, by every
// constraint (Constraint.Restrict) and by locked candidates before each
// branch, looking again only at what a change can affect, and branches by
// dom/wdeg (see the package doc).
func (p *Puzzle) Count(ctx context.Context, limit int) (int, []int, error) {
	return p.count(ctx, limit, restartAfter)
}

// count is Count with the branches after which the search first probes
// its root (see restartAfter): the tests make them few.
func (p *Puzzle) count(ctx context.Context, limit, budget int) (int, []int, error) {
	if err := p.Validate(); err != nil {
		return 0, nil, err
	}
	s := newSolver(p)
	s.ctx, s.limit = ctx, limit
	s.root = make([]Set, p.Cells())
	for i, d := range p.Givens {
		if d != 0 {
			s.root[i] = Of(d)
		} else {
			s.root[i] = Full(p.Size)
		}
	}
	s.budget = budget
	err := s.search(s.rootBoard())
	for errors.Is(err, errRestart) {
		// A long search: start again from the root, probed, keeping what
		// the weights learnt.
		s.found, s.first = 0, nil
		err = s.search(s.rootBoard())
	}
	if err != nil {
		return 0, nil, err
	}
	return s.found, s.first, nil
}

// rootBoard returns a board of the root's candidates, every cell of it
// touched: propagate looks at all of it.
func (s *solver) rootBoard() *Board {
	b := &Board{n: s.n, cand: slices.Clone(s.root), seen: s.seen, words: s.words}
	for i := range b.cand {
		b.touched = append(b.touched, i)
	}
	return b
}

// restartAfter is how many branches the search takes before it probes
// the root (see probe): few puzzles need more, and probing costs more than
// those few branches.
const restartAfter = 3000

// restartAgain is how many more branches a search that probing its root
// did not help takes before it starts again.
const restartAgain = 30000

// probeRoot probes a copy of the search's root, and reports whether that
// took a tenth of the candidates of its open cells or more: enough to
// start the search again from it (s.root then holds it). It is the
// singleton arc consistency of the package doc.
func (s *solver) probeRoot() bool {
	r := s.rootBoard()
	open := func() int {
		k := 0
		for _, c := range r.cand {
			if l := c.Len(); l > 1 {
				k += l
			}
		}
		return k
	}
	if !s.propagate(r) {
		return false
	}
	before := open()
	if s.probe(r) && (before-open())*10 < before {
		return false
	}
	s.root = r.cand
	return true
}

// errRestart stops a search that took restartAfter branches.
var errRestart = errors.New("restart")

// Solve returns p's solution when it has exactly one; ErrNoSolution or
// ErrMultipleSolutions (with the first solution found) otherwise, or the
// errors of Count.
func (p *Puzzle) Solve(ctx context.Context) ([]int, error) {
	n, sol, err := p.Count(ctx, 2)
	switch {
	case err != nil:
		return nil, err
	case n == 0:
		return nil, ErrNoSolution
	case n > 1:
		return sol, ErrMultipleSolutions
	}
	return sol, nil
}

// newSolver works out p's houses and peers: its rows, columns and regions
// and the groups of its constraints (see Grouper).
func newSolver(p *Puzzle) *solver {
	n := p.Size
	s := &solver{n: n, constraints: slices.Clone(p.Constraints)} // the innies go after them, never into p
	groups := p.houses()
	for _, c := range p.Constraints {
		if g, ok := c.(Grouper); ok {
			groups = append(groups, g.Groups()...)
		}
	}
	for _, g := range groups {
		if len(g) == n {
			s.houses = append(s.houses, g)
		}
	}
	s.constraints = append(s.constraints, innies(s.houses, p.Constraints, n)...)
	seen := make([]map[int]bool, n*n)
	s.peers = make([][]int, n*n)
	for _, g := range groups {
		for _, a := range g {
			for _, b := range g {
				if a == b {
					continue
				}
				if seen[a] == nil {
					seen[a] = map[int]bool{}
				}
				if !seen[a][b] {
					seen[a][b] = true
					s.peers[a] = append(s.peers[a], b)
				}
			}
		}
	}
	for _, c := range s.constraints {
		switch c := c.(type) {
		case Summer:
			if cells, sum := c.DistinctSum(); len(cells) > 1 {
				s.sums = append(s.sums, sumCells{cells, sum})
			}
		case *houseSum:
			if len(c.cells) > 1 {
				s.sums = append(s.sums, sumCells{c.cells, c.sum})
			}
		}
	}
	s.weight = make([]int, n*n)
	for i := range s.weight {
		s.weight[i] = 1
	}
	for _, c := range s.constraints {
		var cells []int
		for _, i := range c.Cells() {
			if i >= 0 && i < len(s.weight) {
				s.weight[i]++
				cells = append(cells, i)
			}
		}
		s.cells = append(s.cells, cells)
	}
	s.peerSets()
	s.watchSets()
	return s
}

// watchSets works out which constraints, houses and cages propagate looks
// at again after a cell changes.
func (s *solver) watchSets() {
	cells := s.n * s.n
	s.watch = make([][]int, cells)
	for k, c := range s.constraints {
		w := c.Cells()
		if r, ok := c.(Watcher); ok {
			w = r.Watches()
		}
		if len(w) == 0 {
			s.every = append(s.every, k)
			continue
		}
		for _, i := range w {
			if i >= 0 && i < cells && !slices.Contains(s.watch[i], k) {
				s.watch[i] = append(s.watch[i], k)
			}
		}
	}
	s.cellHouses = make([][]int, cells)
	for h, house := range s.houses {
		for _, i := range house {
			s.cellHouses[i] = append(s.cellHouses[i], h)
		}
	}
	s.cellSums = make([][]int, cells)
	for k, c := range s.sums {
		for _, i := range c.cells {
			s.cellSums[i] = append(s.cellSums[i], k)
		}
	}
	s.queued = make([]bool, len(s.constraints))
	s.dirtyHouse = make([]bool, len(s.houses))
	s.pointHouse = make([]bool, len(s.houses))
	s.pointSum = make([]bool, len(s.sums))
	s.drained, s.drainedIn = make([]Set, cells), make([]int, cells)
}

// peerSets fills s.seen from s.peers.
func (s *solver) peerSets() {
	cells := s.n * s.n
	s.words = (cells + 63) / 64
	s.seen = make([]uint64, cells*s.words)
	s.common = make([]uint64, s.words)
	for i, ps := range s.peers {
		for _, j := range ps {
			s.seen[i*s.words+j/64] |= 1 << (j % 64)
		}
	}
}

// search counts the solutions below b, stopping at the limit.
func (s *solver) search(b *Board) error {
	s.nodes++
	if s.budget > 0 && s.nodes > s.budget {
		// The first time, probe the root and start again from it when
		// that took much, else go on; after that, each time the search
		// has taken as long again, start again anyway: a search that ran
		// long on one path often finds a short one from the top with what
		// its weights learnt (restarts: Gomes, Selman and Kautz, AAAI
		// 1998).
		first := !s.probed
		s.probed = true
		if first && !s.probeRoot() {
			s.budget = s.nodes + restartAgain
		} else {
			s.budget = 2 * s.nodes
			return errRestart
		}
	}
	if s.nodes%64 == 0 && s.ctx != nil {
		if err := s.ctx.Err(); err != nil {
			return err
		}
	}
	if !s.propagate(b) {
		return nil
	}
	best, bestLen, bestWeight := -1, 99, 1
	for i, c := range b.cand {
		// The fewest candidates for the weight (dom/wdeg).
		if l := c.Len(); l > 1 && l*bestWeight < bestLen*s.weight[i] {
			best, bestLen, bestWeight = i, l, s.weight[i]
		}
	}
	if best < 0 {
		g := make([]int, len(b.cand))
		for i, c := range b.cand {
			g[i] = c.Only()
		}
		for _, c := range s.constraints {
			if !c.Holds(g) {
				return nil // a Restrict that let a broken grid through: no solution
			}
		}
		if s.found == 0 {
			s.first = g
		}
		s.found++
		return nil
	}
	s.depth++
	defer func() { s.depth-- }()
	for len(s.boards) <= s.depth {
		s.boards = append(s.boards, &Board{n: b.n, cand: make([]Set, len(b.cand)), seen: b.seen, words: b.words})
	}
	next := s.boards[s.depth] // the boards of the branches below are the next ones
	for ds := b.cand[best]; ds != 0; ds &= ds - 1 {
		copy(next.cand, b.cand)
		next.cand[best] = ds & -ds
		next.touched = append(next.touched[:0], best)
		next.broken = false
		if err := s.search(next); err != nil {
			return err
		}
		if s.found >= s.limit {
			return nil
		}
	}
	return nil
}

// propagate narrows b until nothing changes: a solved cell's digit leaves
// its peers, a digit with one place left in a house goes there, each
// constraint restricts, and the locked candidates of houses and cages go.
// It reports false when b cannot be completed.
//
// Only what a change can affect is looked at again: the cells of
// b.touched (those whose candidates went since b was last at rest) lead
// to their peers, their houses and the constraints that read them (see
// Watcher), and constraints that read every cell run after any change. A
// new branch's board has its branching cell touched; the root's, every
// cell.
func (s *solver) propagate(b *Board) bool {
	s.rest()
	s.propagations++
	for {
		if !s.drain(b) {
			return false
		}
		if len(b.touched) > 0 {
			continue // the hidden singles placed digits
		}
		if !s.restrict(b) {
			return false
		}
		if len(b.touched) > 0 {
			continue
		}
		// Nothing cheaper changes anything: the locked candidates of the
		// houses and cages whose cells changed since they last pointed.
		for _, h := range s.pointHouses {
			s.pointHouse[h] = false
			if !nakedSubsets(b, s.houses[h]) {
				return false
			}
			if few := fewPlaces(b, s.houses[h]); few != 0 && !s.pointing(b, s.houses[h], few) {
				return false
			}
		}
		s.pointHouses = s.pointHouses[:0]
		// A cage must hold the digits every combination left has: they
		// point as a house's do.
		for _, k := range s.pointSums {
			s.pointSum[k] = false
			c := s.sums[k]
			if _, required := fittingCombos(b, c.cells, c.sum); required != 0 && !s.pointing(b, c.cells, required) {
				return false
			}
		}
		s.pointSums = s.pointSums[:0]
		if len(b.touched) == 0 {
			return true
		}
	}
}

// rest forgets what an earlier propagate left to do when it failed.
func (s *solver) rest() {
	for _, k := range s.queue[s.head:] {
		s.queued[k] = false
	}
	s.queue, s.head = s.queue[:0], 0
	for _, h := range s.dirtyHouses {
		s.dirtyHouse[h] = false
	}
	for _, h := range s.pointHouses {
		s.pointHouse[h] = false
	}
	for _, k := range s.pointSums {
		s.pointSum[k] = false
	}
	s.dirtyHouses, s.pointHouses, s.pointSums = s.dirtyHouses[:0], s.pointHouses[:0], s.pointSums[:0]
	s.everyDue = false
}

// drain takes b's touched cells: a solved one's digit leaves its peers,
// and its houses, cages and the constraints that read it are marked to be
// looked at again. Then each marked house must still have a place for
// every digit, and a digit with one place left goes there. It reports
// false when b cannot be completed.
func (s *solver) drain(b *Board) bool {
	for k := 0; k < len(b.touched); k++ {
		i := b.touched[k]
		if s.drained[i] == b.cand[i] && s.drainedIn[i] == s.propagations {
			continue // touched twice with nothing new between
		}
		s.drained[i], s.drainedIn[i] = b.cand[i], s.propagations
		if d := b.cand[i].Only(); d != 0 {
			if s.trace {
				s.solved = append(s.solved, Placement{i, d})
				if s.cap > 0 && len(s.solved) > s.cap {
					s.capped = true
					return false
				}
			}
			for _, j := range s.peers[i] {
				if b.cand[j].Has(d) && !b.Remove(j, Of(d)) {
					return false
				}
			}
		}
		for _, h := range s.cellHouses[i] {
			if !s.dirtyHouse[h] {
				s.dirtyHouse[h] = true
				s.dirtyHouses = append(s.dirtyHouses, h)
			}
			if !s.pointHouse[h] {
				s.pointHouse[h] = true
				s.pointHouses = append(s.pointHouses, h)
			}
		}
		for _, c := range s.cellSums[i] {
			if !s.pointSum[c] {
				s.pointSum[c] = true
				s.pointSums = append(s.pointSums, c)
			}
		}
		for _, c := range s.watch[i] {
			if !s.queued[c] {
				s.queued[c] = true
				s.queue = append(s.queue, c)
			}
		}
		s.everyDue = true
	}
	b.touched = b.touched[:0]
	all := Full(s.n)
	for _, h := range s.dirtyHouses {
		s.dirtyHouse[h] = false
		house := s.houses[h]
		once, twice, placed := places(b, house)
		if once != all {
			s.failHouse, s.failDigit = h, all&^once
			return false
		}
		for single := once &^ twice &^ placed; single != 0; single &= single - 1 {
			d := single & -single
			for _, i := range house {
				if b.cand[i]&d != 0 {
					b.Keep(i, d)
					break
				}
			}
		}
	}
	s.dirtyHouses = s.dirtyHouses[:0]
	return true
}

// restrict runs the constraints that read every cell, when a cell changed
// since they last ran, and those queued, until one of them takes a
// candidate (b.touched then holds its cell) or none is left. A constraint
// that fails weighs on its cells (dom/wdeg). It reports false when b
// cannot be completed.
func (s *solver) restrict(b *Board) bool {
	run := func(k int) bool {
		if !s.constraints[k].Restrict(b) || b.broken {
			for _, i := range s.cells[k] {
				s.weight[i]++
			}
			s.failConstraint = k
			return false
		}
		return true
	}
	if s.everyDue {
		s.everyDue = false
		for _, k := range s.every {
			if !run(k) {
				return false
			}
		}
		if len(b.touched) > 0 {
			return true
		}
	}
	for s.head < len(s.queue) {
		k := s.queue[s.head]
		s.head++
		s.queued[k] = false
		if !run(k) {
			return false
		}
		if len(b.touched) > 0 {
			return true
		}
	}
	s.queue, s.head = s.queue[:0], 0
	return true
}

// probe tries each candidate of each open cell, and takes from b those
// whose placing propagate proves wrong, until none is: singleton arc
// consistency (Debruyne and Bessière, IJCAI 1997). On a grid with few
// givens it finds what spans several constraints, which branching on the
// cells one at a time finds only deep in the search.
func (s *solver) probe(b *Board) bool {
	t := &Board{n: b.n, cand: make([]Set, len(b.cand)), seen: b.seen, words: b.words}
	for again := true; again; {
		again = false
		for i := range b.cand {
			c := b.cand[i]
			if c.Len() < 2 {
				continue
			}
			for ds := c; ds != 0; ds &= ds - 1 {
				if b.cand[i]&ds&-ds == 0 {
					continue // gone since
				}
				copy(t.cand, b.cand)
				t.cand[i] = ds & -ds
				t.touched = append(t.touched[:0], i)
				t.broken = false
				if s.propagate(t) {
					continue
				}
				if !b.Remove(i, ds&-ds) || !s.propagate(b) {
					return false
				}
				again = true
			}
		}
	}
	return true
}

// places returns the digits some cell of h can hold (once), those two
// cells or more can (twice) and those a cell of h holds alone (placed:
// no hidden single to look for).
func places(b *Board, h []int) (once, twice, placed Set) {
	for _, i := range h {
		c := b.cand[i]
		twice |= once & c
		once |= c
		if c&(c-1) == 0 {
			placed |= c
		}
	}
	return once, twice, placed
}

// maxSubset is the most cells of a naked subset nakedSubsets looks for.
const maxSubset = 4

// nakedSubsets takes from the other cells of house h the digits of every
// naked subset of its open cells: k cells (2 to maxSubset) whose
// candidates are k digits between them hold those digits. It reports false
// when k cells have fewer than k digits between them, or a cell loses its
// last candidate.
func nakedSubsets(b *Board, h []int) bool {
	w := subsetWalk{b: b}
	for _, i := range h {
		if b.cand[i]&(b.cand[i]-1) != 0 {
			w.open[w.n] = i
			w.n++
		}
	}
	if w.n <= 2 {
		return true
	}
	return w.walk(0, 0, 0)
}

// subsetWalk is nakedSubsets' search: the house's open cells and those
// chosen so far.
type subsetWalk struct {
	b      *Board
	open   [MaxSize]int
	n      int
	chosen [maxSubset]int
}

// walk chooses cells from open[from:] after the k chosen, whose
// candidates are union between them.
func (w *subsetWalk) walk(from, k int, union Set) bool {
	b := w.b
	if k >= 2 && union.Len() <= k {
		if union.Len() < k {
			b.broken = true
			return false
		}
		for _, i := range w.open[:w.n] {
			if b.cand[i]&union != 0 && !slices.Contains(w.chosen[:k], i) && !b.Remove(i, union) {
				return false
			}
		}
		return true // a larger subset with these cells finds nothing more
	}
	if k == maxSubset || k+1 >= w.n {
		return true
	}
	for x := from; x < w.n; x++ {
		u := union | b.cand[w.open[x]]
		if u.Len() > maxSubset {
			continue
		}
		w.chosen[k] = w.open[x]
		if !w.walk(x+1, k+1, u) {
			return false
		}
	}
	return true
}

// fewPlaces returns the digits that two or three cells of h can hold: those
// whose places pointing looks at (maxPlaces).
func fewPlaces(b *Board, h []int) Set {
	var once, twice, thrice, more Set
	for _, i := range h {
		c := b.cand[i]
		more |= thrice & c
		thrice |= twice & c
		twice |= once & c
		once |= c
	}
	return twice &^ more
}

// sumCells are cells that hold different digits adding up to sum.
type sumCells struct {
	cells []int
	sum   int
}

// maxPlaces is the most places of a digit in a house or cage that
// pointing looks at.
const maxPlaces = 3

// pointing takes each digit of ds (those with two places or more in house
// h) from every cell that sees all of its places there: the house must
// hold the digit in one of them, and each of them rules it out in the
// cell (it is a peer of each, through a house or a constraint's group).
// Among houses it is what solvers call pointing and claiming (locked
// candidates); with the constraints' groups it reaches across them too,
// as an anti-knight's cells do. It reports false when a cell loses its
// last candidate.
func (s *solver) pointing(b *Board, h []int, ds Set) bool {
	w := s.words
	var places [maxPlaces + 1]int
	for ; ds != 0; ds &= ds - 1 {
		d := ds & -ds
		n := 0
		for _, i := range h {
			if b.cand[i]&d != 0 {
				if n == len(places) {
					break
				}
				places[n] = i
				n++
			}
		}
		if n > maxPlaces {
			continue
		}
		first := true
		for _, i := range places[:n] {
			seen := s.seen[i*w : (i+1)*w]
			if first {
				copy(s.common, seen)
				first = false
				continue
			}
			any := uint64(0)
			for k := range s.common {
				s.common[k] &= seen[k]
				any |= s.common[k]
			}
			if any == 0 {
				break
			}
		}
		if first {
			continue
		}
		for k, word := range s.common {
			for ; word != 0; word &= word - 1 {
				j := k*64 + bits.TrailingZeros64(word)
				if b.cand[j]&d != 0 && !b.Remove(j, d) {
					return false
				}
			}
		}
	}
	return true
}

// innies returns, for each house, a sum on its cells that no constraint
// of cs with a known sum (see Summer) wholly inside it covers: the house
// adds up to 1+2+…+n, so those cells add up to that less the sums inside.
func innies(houses [][]int, cs []Constraint, n int) []Constraint {
	total := n * (n + 1) / 2
	var out []Constraint
	for _, h := range houses {
		in := map[int]bool{}
		for _, i := range h {
			in[i] = true
		}
		covered := map[int]bool{}
		left := total
		for _, c := range cs {
			sm, ok := c.(Summer)
			if !ok {
				continue
			}
			cells, sum := sm.DistinctSum()
			inside := len(cells) > 0
			for _, i := range cells {
				if !in[i] || covered[i] {
					inside = false
					break
				}
			}
			if inside {
				for _, i := range cells {
					covered[i] = true
				}
				left -= sum
			}
		}
		var rest []int
		for _, i := range h {
			if !covered[i] {
				rest = append(rest, i)
			}
		}
		if len(covered) > 0 && len(rest) > 0 {
			out = append(out, &houseSum{cells: rest, sum: left})
		}
	}
	return out
}

// houseSum is what the rule of 45 derives: cells of one house, which hold
// different digits, add up to sum. It is the solver's, read from no
// document and written to none.
type houseSum struct {
	cells []int
	sum   int
}

func (c *houseSum) Key() string { return "" }
func (c *houseSum) Name() message.Message {
	return name("innies", "innies")
}
func (c *houseSum) Rule() message.Message {
	return rule("innies", "A row, column or region adds up to the sum of all the digits.")
}
func (c *houseSum) Cells() []int { return c.cells }

// Restrict narrows the innies by the combinations they can hold, and
// cell by cell only when they are five or fewer: more cost more to walk
// than they take.
func (c *houseSum) Restrict(b *Board) bool {
	if len(c.cells) > 5 {
		return sumBounds(b, c.cells, c.sum, c.sum) && sumDistinct(b, c.cells, c.sum)
	}
	return sumExact(b, c.cells, c.sum)
}
func (c *houseSum) Holds(g []int) bool  { return sum(g, c.cells) == c.sum }
func (c *houseSum) Elements() []Element { return nil }
func (c *houseSum) encode(*docWriter)   {}
