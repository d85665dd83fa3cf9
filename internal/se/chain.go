// This file is part of package se, a port to Go of Sudoku Explainer 1.2.1
// (as 1to9only/SudokuExplainer keeps it). It follows
// diuf.sudoku.solver.rules.chaining (Chaining, Potential, ChainingHint and
// its subclasses).
//
// Copyright (C) 2006-2009 Nicolas Juillerat
// Copyright (C) 2019-2023 1to9only
// Copyright (C) 2026 The Sudoku developers
//
// Licensed under the GNU Lesser General Public License, version 2.1 or (at
// your option) any later version; COPYING.LESSER beside this file has its
// text.
//
// SPDX-License-Identifier: LGPL-2.1-or-later

package se

import (
	"context"
	"math/bits"
	"runtime"
	"slices"
	"sort"
	"sync"
	"sync/atomic"
)

// This file is Sudoku Explainer's chaining (diuf.sudoku.solver.rules.
// chaining: Chaining, Potential, ChainingHint and its subclasses), which
// rates every chain from the X-cycle (6.5) to the nested forcing chains
// (9.5 and up). A potential is a value of a cell assumed on (the cell
// holds it) or off; chaining follows what an assumption implies, each
// implied potential remembering the potentials that imply it (its
// parents), and a hint's complexity is the number of distinct potentials
// its proof rests on, which sets its length bonus (lengthDiff).

// cause is Potential.Cause: the rule that made a potential follow.
type cause int8

const (
	causeNone cause = iota
	causeNaked
	causeBlock
	causeRow
	causeCol
	causeAdvanced
)

// regionCause returns the cause of a hidden single in region r.
func regionCause(r int) cause {
	switch {
	case r < rowBase:
		return causeBlock
	case r < colBase:
		return causeRow
	}
	return causeCol
}

// pot is Potential: value of cell, on or off, with its parents.
type pot struct {
	cell    int
	value   int
	on      bool
	cause   cause
	parents []*pot
	nested  *hint   // the chain a potential of cause Advanced comes from, if one
	first   [3]*pot // room for the parents of most potentials
}

// potChunk is the number of potentials a chaining allocates at once.
const potChunk = 256

// newPot returns a potential with one parent, which it holds, with up to
// two hidden parents (pot), without a second allocation. Potentials come
// from c's chunks, which recycle hands out again: a hint keeps none of
// them (finishChain reads what it needs from them).
func (c *chaining) newPot(cell, value int, on bool, cs cause, parent *pot) *pot {
	if c.potAt == len(c.pots)*potChunk {
		c.pots = append(c.pots, make([]pot, potChunk))
	}
	p := &c.pots[c.potAt/potChunk][c.potAt%potChunk]
	c.potAt++
	*p = pot{cell: cell, value: value, on: on, cause: cs}
	p.first[0] = parent
	p.parents = p.first[:1]
	return p
}

// source returns a potential without parents from c's chunks.
func (c *chaining) source(cell, value int, on bool) *pot {
	p := c.newPot(cell, value, on, causeNone, nil)
	p.parents = nil
	return p
}

// numKeys is the number of potKey values.
const numKeys = 81 * 9 * 2

// potKey identifies a potential as Potential.equals does: cell, value and
// state, not parents.
func potKey(c, v int, on bool) int {
	k := (c*9 + v - 1) * 2
	if on {
		k++
	}
	return k
}

func (p *pot) key() int { return potKey(p.cell, p.value, p.on) }

// potSet is LinkedSet: potentials in insertion order, one per key; adding
// a potential whose key is there replaces it in place.
type potSet struct {
	in   keySet  // a bit per key held: has reads it
	at   []int16 // index+1 in list by key; 0 when absent
	list []*pot
}

// newSet returns an empty set of c's: one recycled if c has one.
func (c *chaining) newSet() *potSet {
	var s *potSet
	if n := len(c.free); n > 0 {
		s, c.free = c.free[n-1], c.free[:n-1]
	} else {
		s = &potSet{at: make([]int16, numKeys), list: make([]*pot, 0, 64)}
	}
	c.used = append(c.used, s)
	return s
}

// recycle empties every set c handed out since the last recycle, for
// newSet to hand out again, and does the same with the potentials: the
// caller holds none of them any more, and hints hold none.
func (c *chaining) recycle() {
	for _, s := range c.used {
		for _, p := range s.list {
			s.at[p.key()] = 0
		}
		s.in = [len(s.in)]uint64{}
		clear(s.list)
		s.list = s.list[:0]
	}
	c.free = append(c.free, c.used...)
	c.used = c.used[:0]
	c.potAt = 0
	clear(c.memo)
	if c.statics != nil {
		c.statics.reset()
	}
}

// keep returns out with h appended if h removes anything. A hint holds
// none of c's potentials (finishChain takes from them what it needs), so
// c may hand them out again.
func (c *chaining) keep(out []*hint, h *hint) []*hint {
	if !h.worth() {
		return out
	}
	return append(out, h)
}

func (s *potSet) add(p *pot) {
	k := p.key()
	if s.has(k) {
		s.list[s.at[k]-1] = p
		return
	}
	s.list = append(s.list, p)
	s.at[k] = int16(len(s.list))
	s.in[uint(k)/64] |= 1 << (uint(k) % 64)
}

func (s *potSet) has(k int) bool { return s.in[uint(k)/64]&(1<<(uint(k)%64)) != 0 }

func (s *potSet) get(k int) *pot {
	if i := s.at[k]; i != 0 {
		return s.list[i-1]
	}
	return nil
}

// chainKind is the class of a chaining hint.
type chainKind int8

const (
	kindBinary chainKind = iota
	kindCell
	kindRegion
	kindForcing
	kindCycle
)

// chainInfo is what a ChainingHint keeps beyond IndirectHint. Its
// chains (getChainsTargets and the potentials they rest on) are read when
// it is made, into what the ratings of the chains nesting it need: its
// complexity and its identity, sig.
type chainInfo struct {
	kind       chainKind
	region     int // a region hint's region
	sortKey    int
	complexity int
	// sig is FullChain's identity of the chain: for each target, -1,
	// its key and the keys of the potentials it rests on, in the order
	// ChainingHint.getChain goes through them.
	sig []int16
}

// chaining is Chaining: one of the producers of forcing chains and cycles.
type chaining struct {
	multiple, dynamic, nishio bool
	level                     int
	parallel                  bool               // spread the cells over GOMAXPROCS goroutines
	ctx                       context.Context    // when it ends, the cells left are skipped
	save                      grid               // saveGrid; empty until doChaining first runs
	other                     []rule             // otherRules, for level > 0
	rules                     [numRules]producer // the producers of c.other
	known                     *knownHints        // the other rules' hints, shared with the ladder

	// What c keeps between calls so that a step allocates little: its
	// potentials' chunk, its sets (free and handed out), the buffer the
	// implication rules fill, and the chainings of its goroutines.
	pots        [][]pot // chunks of potChunk
	potAt       int     // potentials handed out since the last recycle
	free, used  []*potSet
	implied     []link
	unarySearch *search          // the unary chaining's scratch
	im          *implications    // the graph of the grid of a static chaining
	graph       *graph           // when set, where im is kept, shared with another chaining
	fixed       *implications    // im, while a static multiple chaining runs
	statics     *statics         // a static multiple chaining's scratch
	memo        map[int]*onChain // onChain's, until the next recycle
	pendOn      []*pot
	pendOff     []*pot
	workers     []*chaining
}

// base is Chaining.getDifficulty, in tenths.
func (c *chaining) base() int {
	switch {
	case c.level >= 2:
		return 95 + 5*(c.level-2)
	case c.level > 0:
		return 85 + 5*c.level
	case c.nishio:
		return 75
	case c.dynamic:
		return 85
	}
	return 80
}

// lengthDiff is ChainingHint.getLengthDifficulty in tenths: 0.1 for each
// time complexity−2 passes 4, 6, 8, 12, 16, 24, 32, …
func lengthDiff(complexity int) int {
	added, ceil, odd := 0, 4, false
	for length := complexity - 2; length > ceil; odd = !odd {
		added++
		if !odd {
			ceil = ceil * 3 / 2
		} else {
			ceil = ceil * 4 / 3
		}
	}
	return added
}

// produce is Chaining.getHints: every hint, sorted by difficulty,
// complexity and sort key, hints removing the same potentials once.
func (c *chaining) produce(g *grid, add func(*hint) bool) bool {
	var hs []*hint
	if c.multiple || c.dynamic {
		hs = c.multipleChains(g)
	} else {
		im := c.implications(g)
		hs = c.loops(g, im, false, true)
		hs = append(hs, c.loops(g, im, true, false)...)
		hs = append(hs, c.loops(g, im, true, true)...)
	}
	sort.SliceStable(hs, func(i, j int) bool {
		a, b := hs[i], hs[j]
		if a.diff != b.diff {
			return a.diff < b.diff
		}
		if a.chain.complexity != b.chain.complexity {
			return a.chain.complexity < b.chain.complexity
		}
		return a.chain.sortKey < b.chain.sortKey
	})
	var done [][]cellMask
	for _, h := range hs {
		dup := false
		for _, d := range done {
			if slices.Equal(d, h.remove) {
				dup = true
				break
			}
		}
		if dup {
			continue
		}
		done = append(done, h.remove)
		if !add(h) {
			return false
		}
	}
	return true
}

// eachCell returns the hints f finds from each of cells, in the order of
// cells. With c.parallel the cells are shared among GOMAXPROCS
// goroutines, each with its own chaining (kept in c.workers for the next
// call) and copy of g, as Chaining's MultipleChainsHintsCollector threads
// do.
func (c *chaining) eachCell(cells []int, f func(*chaining, *grid, int) []*hint, g *grid) []*hint {
	workers := runtime.GOMAXPROCS(0)
	if !c.parallel || workers < 2 || len(cells) < 2 {
		var out []*hint
		for _, cell := range cells {
			if c.ctx.Err() != nil {
				break
			}
			out = append(out, f(c, g, cell)...)
		}
		return out
	}
	found := make([][]*hint, len(cells))
	var next atomic.Int64
	var wg sync.WaitGroup
	for len(c.workers) < workers {
		c.workers = append(c.workers, &chaining{multiple: c.multiple, dynamic: c.dynamic, nishio: c.nishio, level: c.level, ctx: c.ctx, known: c.hintsByGrid()})
	}
	for _, lc := range c.workers[:min(workers, len(cells))] {
		lc.save, lc.fixed = c.save, c.fixed
		wg.Add(1)
		go func() {
			defer wg.Done()
			lg := *g
			for {
				i := int(next.Add(1)) - 1
				if i >= len(cells) || c.ctx.Err() != nil {
					return
				}
				found[i] = f(lc, &lg, cells[i])
			}
		}()
	}
	wg.Wait()
	var out []*hint
	for _, hs := range found {
		out = append(out, hs...)
	}
	return out
}

// link is a potential that an implication rule derives from a parent,
// before it is made a pot: most links lead to potentials already found,
// and only those kept become pots (c.pot).
type link struct {
	k      int16 // its potKey
	cell   int8
	value  int8
	on     bool
	cause  cause
	region int8 // for an on link of a hidden single, its region; else -1
}

// newLink returns the link to value of cell, on or off, by cause cs.
func newLink(cell, value int, on bool, cs cause, region int) link {
	return link{int16(potKey(cell, value, on)), int8(cell), int8(value), on, cs, int8(region)}
}

func (l link) key() int { return int(l.k) }

// spreadOn is the step of chain from on potential p: the potentials
// that Chaining.getOnToOff gives (with y unless nishio: the cell's other
// values, then the value's places in the block, and in the row and the
// column outside the block), in its order, go off with p as parent, those
// toOff lacks into toOff and pending. It returns pending, and the
// contradiction (the on and the off potential) if toOn holds one of them
// on.
func (c *chaining) spreadOn(g *grid, p *pot, toOn, toOff *potSet, pending []*pot) ([]*pot, []*pot) {
	cell, value := p.cell, p.value
	var abs []*pot
	if !c.nishio {
		for m := g.cands[cell] &^ (1 << value); m != 0; m &= m - 1 {
			if pending, abs = c.offFrom(p, cell, bits.TrailingZeros16(m), causeNaked, toOn, toOff, pending); abs != nil {
				return pending, abs
			}
		}
	}
	for _, part := range houseParts(g, cell, value) {
		for m := part.places; m != 0; m &= m - 1 {
			d := regionCells[part.region][bits.TrailingZeros16(m)]
			if pending, abs = c.offFrom(p, d, value, part.cs, toOn, toOff, pending); abs != nil {
				return pending, abs
			}
		}
	}
	return pending, nil
}

// housePart is the places of a value in one region of a cell's house,
// with the cause of the potentials that go off there.
type housePart struct {
	region int
	places uint16
	cs     cause
}

// houseParts returns the places of value in the house of cell, without
// cell, in Cell.getHouseCells' order: the block's, then the row's and the
// column's outside the block, each in region order.
func houseParts(g *grid, cell, value int) [3]housePart {
	b, r, col := cellRegions[cell][0], cellRegions[cell][1], cellRegions[cell][2]
	return [3]housePart{
		{b, g.pos[b][value] &^ (1 << cellIndex[cell][0]), causeBlock},
		{r, g.pos[r][value] &^ within[r][b], causeRow},
		{col, g.pos[col][value] &^ within[col][b], causeCol},
	}
}

// offFrom is one potential of spreadOn: value of cell goes off by cause cs
// with parent p.
func (c *chaining) offFrom(p *pot, cell, value int, cs cause, toOn, toOff *potSet, pending []*pot) ([]*pot, []*pot) {
	k := potKey(cell, value, false)
	if toOn.has(k | 1) {
		return pending, []*pot{toOn.get(k | 1), c.newPot(cell, value, false, cs, p)}
	}
	if !toOff.has(k) {
		off := c.newPot(cell, value, false, cs, p)
		toOff.add(off)
		pending = append(pending, off)
	}
	return pending, nil
}

// offToOn is Chaining.getOffToOn: with value off in cell, the cell's
// other value when it has two (with y), and the value's other place in
// each region where it has two (with x), go on. The slice returned is c's buffer,
// good until the next call.
func (c *chaining) offToOn(g *grid, cell, value int, y, x bool) []link {
	out := c.implied[:0]
	if y && g.count(cell) == 2 {
		other := firstBit(g.cands[cell]&^(1<<value), 0)
		out = append(out, newLink(cell, other, true, causeNaked, -1))
	}
	if x {
		for _, r := range cellRegions[cell] {
			pos := g.positions(r, value)
			if bits.OnesCount16(pos) != 2 {
				continue
			}
			i := firstBit(pos, 0)
			if regionCells[r][i] == cell {
				i = firstBit(pos, i+1)
			}
			oc := regionCells[r][i]
			dup := false
			for _, q := range out {
				dup = dup || (int(q.cell) == oc && int(q.value) == value)
			}
			if !dup {
				out = append(out, newLink(oc, value, true, regionCause(r), r))
			}
		}
	}
	c.implied = out
	return out
}

// pot makes link l from parent a potential. An on potential also gets as
// parents the potentials of offs that went off between src and g in its
// cell (a naked single) or region (a hidden single): its hidden parents.
// g must be as it was when offToOn gave l.
func (c *chaining) pot(l link, parent *pot, g, src *grid, offs *potSet) *pot {
	p := c.newPot(int(l.cell), int(l.value), l.on, l.cause, parent)
	if !l.on {
		return p
	}
	if l.region < 0 {
		cell := int(l.cell)
		for v := 1; v <= 9; v++ {
			if src.has(cell, v) && !g.has(cell, v) {
				if q := offs.get(potKey(cell, v, false)); q != nil {
					p.parents = append(p.parents, q)
				}
			}
		}
		return p
	}
	r, v := int(l.region), int(l.value)
	gone := src.positions(r, v) &^ g.positions(r, v)
	for j := firstBit(gone, 0); j >= 0; j = firstBit(gone, j+1) {
		if q := offs.get(potKey(regionCells[r][j], v, false)); q != nil {
			p.parents = append(p.parents, q)
		}
	}
	return p
}

// reversedCycle is Chaining.getReversedCycle: the cycle's first-parent
// path with every potential's state flipped, in reverse.
func reversedCycle(org *pot) *pot {
	var rev []*pot
	for p := org; p != nil; {
		rev = append([]*pot{{cell: p.cell, value: p.value, on: !p.on, cause: p.cause}}, rev...)
		if len(p.parents) > 0 {
			p = p.parents[0]
		} else {
			p = nil
		}
	}
	for i := 0; i+1 < len(rev); i++ {
		rev[i].parents = append(rev[i].parents, rev[i+1])
	}
	return rev[0]
}

// queues returns c's two queues of pending potentials, holding on and
// off. A search gives them back, grown, with c.done.
func (c *chaining) queues(on, off []*pot) (qOn, qOff []*pot) {
	return append(c.pendOn[:0], on...), append(c.pendOff[:0], off...)
}

// done keeps the queues a search grew for the next search.
func (c *chaining) done(qOn, qOff []*pot) { c.pendOn, c.pendOff = qOn[:0], qOff[:0] }

// chain is Chaining.doChaining: it completes toOn and toOff with what
// they imply, and returns the first potential found both on and off (its
// on and off versions), or nil. In dynamic mode each potential processed
// off is taken off the grid while the search runs; g is restored after. A
// static multiple chaining has its own search (statics.chain).
func (c *chaining) chain(g *grid, toOn, toOff *potSet) []*pot {
	c.save = *g
	pendingOn, pendingOff := c.queues(toOn.list, toOff.list)
	defer func() { *g = c.save; c.done(pendingOn, pendingOff) }()
	iOn, iOff := 0, 0
	for iOn < len(pendingOn) || iOff < len(pendingOff) {
		if iOn < len(pendingOn) {
			p := pendingOn[iOn]
			iOn++
			var abs []*pot
			if pendingOff, abs = c.spreadOn(g, p, toOn, toOff, pendingOff); abs != nil {
				return abs
			}
		} else {
			p := pendingOff[iOff]
			iOff++
			// The grid loses p (in dynamic mode) only after p's links
			// are made pots: their hidden parents are read from it.
			for _, l := range c.offToOn(g, p.cell, p.value, !c.nishio, true) {
				if k := int(l.k &^ 1); toOff.has(k) {
					return []*pot{c.pot(l, p, g, &c.save, toOff), toOff.get(k)}
				} else if !toOn.has(l.key()) {
					on := c.pot(l, p, g, &c.save, toOff)
					toOn.add(on)
					pendingOn = append(pendingOn, on)
				}
			}
			if c.dynamic {
				g.removeValue(p.cell, p.value)
			}
		}
		if iOn == len(pendingOn) && iOff == len(pendingOff) && c.level > 0 {
			for _, off := range c.advanced(g, &c.save, toOff) {
				if !toOff.has(off.key()) {
					toOff.add(off)
					pendingOff = append(pendingOff, off)
				}
			}
		}
	}
	return nil
}

// advanced is Chaining.getAdvancedPotentials: the potentials that the
// first of the other rules to find anything (locking, hidden and naked
// pairs, X-Wings, then chains of the level below) removes from g, each
// with the potentials that went off since src and that the rule needs as
// parents.
func (c *chaining) advanced(g, src *grid, offs *potSet) []*pot {
	if c.other == nil {
		known := c.hintsByGrid()
		c.other = []rule{ruleLocking, ruleHiddenPair, ruleNakedPair, ruleXWing}
		if c.level < 4 {
			if c.level >= 2 {
				c.other = append(c.other, ruleChains)
			}
			if c.level >= 3 {
				c.other = append(c.other, ruleMultiple)
			}
		} else {
			c.other = append(c.other, ruleDynamic)
			if c.level >= 5 {
				c.other = append(c.other, ruleNested)
			}
		}
		graph := &graph{} // the two static chainings run on the same grids
		c.rules = [numRules]producer{
			locking(false), hiddenSet(2, false), nakedSet(2), fish(2),
			(&chaining{ctx: c.ctx, graph: graph, known: known}).produce,
			(&chaining{multiple: true, ctx: c.ctx, graph: graph}).produce,
			(&chaining{multiple: true, dynamic: true, ctx: c.ctx}).produce,
		}
		if c.level >= 5 {
			c.rules[ruleNested] = (&chaining{multiple: true, dynamic: true, level: c.level - 3, ctx: c.ctx, known: known}).produce
		}
	}
	var out []*pot
	for _, r := range c.other {
		if len(out) > 0 {
			break
		}
		for _, h := range c.otherHints(r, g) {
			parents := h.parents(src, g)
			if len(parents) == 0 {
				continue
			}
			var nested *hint
			if h.chain != nil {
				nested = h
			}
			for _, rm := range h.remove {
				for v := 1; v <= 9; v++ {
					if rm.mask&(1<<v) == 0 {
						continue
					}
					off := c.source(rm.cell, v, false)
					off.cause, off.nested = causeAdvanced, nested
					for _, k := range parents {
						if q := offs.get(k); q != nil {
							off.parents = append(off.parents, q)
						}
					}
					out = append(out, off)
				}
			}
		}
	}
	return out
}

// gridKey is a grid's values and potential values: all that the other
// rules' hints depend on.
type gridKey struct {
	values [81]int8
	cands  [81]uint16
}

// maxKnown bounds the grids whose other rules' hints a ladder keeps.
const maxKnown = 1 << 12

// rule is one of the other rules that nested chainings run on the grids
// they reach, in getAdvancedPotentials' order: each level runs some of
// them (chaining.other).
type rule int8

const (
	ruleLocking    rule = iota // pointing and claiming
	ruleHiddenPair             // hidden pairs
	ruleNakedPair              // naked pairs
	ruleXWing                  // X-Wings
	ruleChains                 // static cycles and forcing chains (levels 2 and 3)
	ruleMultiple               // static cell and region forcing chains (level 3)
	ruleDynamic                // dynamic forcing chains (levels 4 and 5)
	ruleNested                 // dynamic forcing chains of level 2 (level 5)
	numRules
)

// knownHints is what the other rules found on the grids seen so far, the
// hints of each rule at its index, nil for a rule not run yet. The
// nested chainings of a ladder, their goroutines and the chainings nested
// in them share it: a rule's hints on a grid are the same whichever level
// asks, and each level comes back to the grids of the level before.
type knownHints struct {
	mu     sync.Mutex
	byGrid map[gridKey]*[numRules][]*hint
	xs     map[xKey]xKnown // the X-chains searched, by a value's places (loops)
}

// newKnownHints returns an empty knownHints.
func newKnownHints() *knownHints {
	return &knownHints{byGrid: map[gridKey]*[numRules][]*hint{}}
}

// hintsByGrid returns c's knownHints, made on first use.
func (c *chaining) hintsByGrid() *knownHints {
	if c.known == nil {
		c.known = newKnownHints()
	}
	return c.known
}

// otherHints returns the hints of rule r on g. They depend on g alone,
// and the searches of a step (and of the steps after, where an assumption
// led to the same grid) come back to the same grids often: they are kept.
func (c *chaining) otherHints(r rule, g *grid) []*hint {
	c.hintsByGrid()
	key := gridKey{g.values, g.cands}
	c.known.mu.Lock()
	var known []*hint
	if hs := c.known.byGrid[key]; hs != nil {
		known = hs[r]
	}
	c.known.mu.Unlock()
	if known != nil {
		return known
	}
	found := []*hint{}
	c.rules[r](g, func(h *hint) bool { found = append(found, h); return true })
	c.known.mu.Lock()
	defer c.known.mu.Unlock()
	hs := c.known.byGrid[key]
	if hs == nil {
		if len(c.known.byGrid) >= maxKnown {
			clear(c.known.byGrid)
		}
		hs = new([numRules][]*hint)
		c.known.byGrid[key] = hs
	}
	hs[r] = found
	return found
}

// multipleChains is Chaining.getMultipleChainsHintList: from each value
// of each cell with three or more (two or more in dynamic mode), binary
// chains (contradictions and double implications), region chains and
// cell chains.
func (c *chaining) multipleChains(g *grid) []*hint {
	cells := make([]int, 0, 81)
	for cell := range 81 {
		if g.values[cell] != 0 {
			continue
		}
		if n := g.count(cell); n > 2 || (n > 1 && c.dynamic) {
			cells = append(cells, cell)
		}
	}
	c.fixed = nil
	if !c.dynamic {
		c.fixed = c.implications(g)
	}
	out := c.eachCell(cells, func(lc *chaining, lg *grid, cell int) []*hint {
		if lc.fixed != nil {
			return lc.staticCell(lg, cell, nil)
		}
		return lc.cellChains(lg, cell, lg.count(cell), nil)
	}, g)
	c.recycle()
	for _, lc := range c.workers {
		lc.recycle()
	}
	return out
}

// onChain is what value on in cell implies: chain's sets from it alone,
// and the contradiction chain found, if one.
type onChain struct {
	source  *pot
	on, off *potSet
	abs     []*pot
}

// onChain returns the chain from value on in cell. It depends on g alone,
// and the cell and region chains of a grid ask for the same one up to four
// times, so c works it out once until it recycles.
func (c *chaining) onChain(g *grid, cell, value int) *onChain {
	k := potKey(cell, value, true)
	if c.memo == nil {
		c.memo = map[int]*onChain{}
	}
	if r := c.memo[k]; r != nil {
		return r
	}
	r := &onChain{source: c.source(cell, value, true), on: c.newSet(), off: c.newSet()}
	r.on.add(r.source)
	r.abs = c.chain(g, r.on, r.off)
	c.memo[k] = r
	return r
}

// cellChains is the chainings of doMultipleChainings from each value of
// cell, which has n values: binary, region and cell chains. The
// potentials every value implies (cellToOn and cellToOff there) are
// those of the first value's chain whose keys all the chains hold.
func (c *chaining) cellChains(g *grid, cell, n int, out []*hint) []*hint {
	var valueToOn, valueToOff [10]*potSet
	var first *onChain
	var cellToOn, cellToOff keySet
	for v := 1; v <= 9; v++ {
		if !g.has(cell, v) {
			continue
		}
		on := c.onChain(g, cell, v)
		doDouble := n >= 3 && !c.nishio && c.dynamic
		doContradiction := c.dynamic || c.nishio
		out = c.binary(g, on, c.source(cell, v, false), doDouble, doContradiction, out)
		if !c.nishio {
			out = c.regionChains(g, cell, v, on, out)
		}
		valueToOn[v], valueToOff[v] = on.on, on.off
		if first == nil {
			first, cellToOn, cellToOff = on, on.on.in, on.off.in
		} else {
			cellToOn.and(&on.on.in)
			cellToOff.and(&on.off.in)
		}
	}
	if !c.nishio && (n == 2 || (c.multiple && n > 2)) {
		for _, set := range []struct {
			s        *potSet
			common   *keySet
			outcomes *[10]*potSet
		}{{first.on, &cellToOn, &valueToOn}, {first.off, &cellToOff, &valueToOff}} {
			for _, p := range set.s.list {
				if !set.common.has(int16(p.key())) {
					continue
				}
				var targets []*pot
				for v := 1; v <= 9; v++ {
					if g.has(cell, v) {
						targets = append(targets, set.outcomes[v].get(p.key()))
					}
				}
				out = c.keep(out, c.reductionHint(g, kindCell, p, targets, -1))
			}
		}
	}
	return out
}

// binary is Chaining.doBinaryChaining.
func (c *chaining) binary(g *grid, on *onChain, pOff *pot, doReduction, doContradiction bool, out []*hint) []*hint {
	pOn, onToOn, onToOff := on.source, on.on, on.off
	if abs := on.abs; doContradiction && abs != nil {
		out = c.keep(out, c.binaryHint(g, false, abs[0], abs[1], pOn, pOn, true))
	}
	if !doReduction && !doContradiction {
		return out // what pOff implies is not used
	}
	offToOn, offToOff := c.newSet(), c.newSet()
	offToOff.add(pOff)
	if abs := c.chain(g, offToOn, offToOff); doContradiction && abs != nil {
		out = c.keep(out, c.binaryHint(g, true, abs[0], abs[1], pOff, pOff, true))
	}
	if doReduction {
		for _, p := range onToOn.list {
			if q := offToOn.get(p.key()); q != nil {
				out = c.keep(out, c.binaryHint(g, true, p, q, pOn, p, false))
			}
		}
		for _, p := range onToOff.list {
			if q := offToOff.get(p.key()); q != nil {
				out = c.keep(out, c.binaryHint(g, false, p, q, pOff, q, false))
			}
		}
	}
	return out
}

// regionChains is Chaining.doRegionChainings. The potentials every place
// implies (regionToOn and regionToOff there) are those of the chain from
// cell, the first place, whose keys all the chains hold.
func (c *chaining) regionChains(g *grid, cell, v int, on *onChain, out []*hint) []*hint {
	onToOn, onToOff := on.on, on.off
	for _, r := range cellRegions[cell] {
		pos := g.positions(r, v)
		n := bits.OnesCount16(pos)
		if !(n == 2 || (c.multiple && n > 2)) || regionCells[r][firstBit(pos, 0)] != cell {
			continue
		}
		var posToOn, posToOff [9]*potSet
		regionToOn, regionToOff := onToOn.in, onToOff.in
		for i := firstBit(pos, 0); i >= 0; i = firstBit(pos, i+1) {
			oc := regionCells[r][i]
			if oc == cell {
				posToOn[i], posToOff[i] = onToOn, onToOff
				continue
			}
			other := c.onChain(g, oc, v)
			posToOn[i], posToOff[i] = other.on, other.off
			regionToOn.and(&other.on.in)
			regionToOff.and(&other.off.in)
		}
		for _, set := range []struct {
			s        *potSet
			common   *keySet
			outcomes *[9]*potSet
		}{{onToOn, &regionToOn, &posToOn}, {onToOff, &regionToOff, &posToOff}} {
			for _, p := range set.s.list {
				if !set.common.has(int16(p.key())) {
					continue
				}
				var targets []*pot
				for i := firstBit(pos, 0); i >= 0; i = firstBit(pos, i+1) {
					targets = append(targets, set.outcomes[i].get(p.key()))
				}
				out = c.keep(out, c.reductionHint(g, kindRegion, p, targets, r))
			}
		}
	}
	return out
}

// targetRemovals is what a hint concluding target removes: the cell's
// other values if target is on, the value if it is off.
func targetRemovals(g *grid, target *pot) []cellMask {
	if target.on {
		if m := g.cands[target.cell] &^ (1 << target.value); m != 0 {
			return []cellMask{{target.cell, m}}
		}
		return nil
	}
	return []cellMask{{target.cell, 1 << target.value}}
}

// binaryHint is createChainingOnHint (on) and createChainingOffHint.
func (c *chaining) binaryHint(g *grid, on bool, dstOn, dstOff, source, target *pot, absurd bool) *hint {
	h := &hint{cell: -1, remove: targetRemovals(g, &pot{cell: target.cell, value: target.value, on: on})}
	if !h.worth() {
		return nil
	}
	result := dstOn
	if c.nishio || absurd {
		result = &pot{cell: source.cell, value: source.value, on: !source.on}
	}
	if result.on {
		h.cell, h.value = result.cell, result.value
	}
	sortKey := 1
	name := "Double Forcing"
	switch {
	case c.nishio:
		name = "Forcing"
	case absurd:
		name = "Contradiction Forcing"
	}
	if absurd {
		sortKey = 7
	}
	h.name = c.prefix() + name + c.suffix()
	c.finish(h, &chainInfo{kind: kindBinary, sortKey: sortKey}, dstOn, dstOff)
	return h
}

// reductionHint is createCellReductionHint and createRegionReductionHint.
func (c *chaining) reductionHint(g *grid, kind chainKind, target *pot, targets []*pot, region int) *hint {
	h := &hint{cell: -1, remove: targetRemovals(g, target)}
	if !h.worth() {
		return nil
	}
	if first := targets[0]; first.on {
		h.cell, h.value = first.cell, first.value
	}
	sortKey, name := 5, "Cell Forcing"
	if kind == kindRegion {
		sortKey, name = 6, "Region Forcing"
	}
	h.name = c.prefix() + name + c.suffix()
	c.finish(h, &chainInfo{kind: kind, region: region, sortKey: sortKey}, targets...)
	return h
}

// forcingHint is createForcingChainHint (6.6 on one value, 7.0 otherwise).
func (c *chaining) forcingHint(g *grid, target *pot, y, x bool) *hint {
	h := &hint{cell: -1, remove: targetRemovals(g, target)}
	if !h.worth() {
		return nil
	}
	if target.on {
		h.cell, h.value = target.cell, target.value
	}
	sortKey, kind := unaryMode(y, x)
	base := 66
	if y && x {
		base = 70
	}
	h.name = "Forcing " + kind + "Chain"
	finishChain(h, &chainInfo{kind: kindForcing, sortKey: sortKey}, base, target)
	return h
}

// cycleHint is createCycleHint (6.5 on one value or through cells with
// two, 7.0 otherwise).
func (c *chaining) cycleHint(g *grid, dstOn, dstOff *pot, y, x bool) *hint {
	var keys []int
	for p := dstOn; len(p.parents) > 0; p = p.parents[0] {
		keys = append(keys, p.key())
	}
	h := &hint{cell: -1, remove: cycleCut(g, keys)}
	sortKey, kind := unaryMode(y, x)
	base := 65
	if y && x {
		base = 70
	}
	h.name = "Bidirectional " + kind + "Cycle"
	finishChain(h, &chainInfo{kind: kindCycle, sortKey: sortKey}, base, dstOn, dstOff)
	return h
}

// unaryMode returns the sort key of a unary hint found following links of
// kind y (a cell's values) and x (a value's places): 2 for x alone, 3 for
// y alone, 4 for both; and the kind its name gives ("X-", "Y-" or none).
func unaryMode(y, x bool) (sortKey int, kind string) {
	switch {
	case y && x:
		return 4, ""
	case y:
		return 3, "Y-"
	}
	return 2, "X-"
}

// cycleCut is what a cycle removes: each value that a cell off the cycle
// sees both on (in one of the cycle's on potentials) and off. keys are
// the cycle's potentials from its last back, the source excluded.
func cycleCut(g *grid, keys []int) []cellMask {
	var onCells [2]uint64
	for _, k := range keys {
		cell := k / 18
		onCells[cell/64] |= 1 << (cell % 64)
	}
	var forw, back removals
	for _, k := range keys {
		cell, v := k/18, k/2%9+1
		for _, hc := range houseCells[cell] {
			if onCells[hc/64]&(1<<(hc%64)) == 0 && g.has(hc, v) {
				if k&1 == 1 {
					forw.add(hc, v)
				} else {
					back.add(hc, v)
				}
			}
		}
	}
	var rm removals
	for i := range rm {
		rm[i] = forw[i] & back[i]
	}
	return rm.list()
}

// finish is finishChain for a hint of c, rated c.base().
func (c *chaining) finish(h *hint, info *chainInfo, targets ...*pot) {
	finishChain(h, info, c.base(), targets...)
}

// finishChain sets h's chain to info, with the complexity and identity of
// the chains of targets, and h's difficulty (base, in tenths, plus the
// length bonus) and rule parents. The complexity is the number of
// potentials each target rests on (the first target's alone for a cycle:
// createCycleHint), plus that of each distinct chain nested in them. The
// potentials are read here, each target's chain as ChainingHint.getChain
// goes through it (breadth first, one per key), and not kept.
func finishChain(h *hint, info *chainInfo, base int, targets ...*pot) {
	h.chain = info
	var sigBuf [256]int16
	var singlesBuf [64]single
	var queueBuf [64]*pot
	sig, singles, queue := sigBuf[:0], singlesBuf[:0], queueBuf[:0]
	var nested []*hint
	for i, t := range targets {
		sig = append(sig, -1, int16(t.key()))
		var seen [(numKeys + 63) / 64]uint64
		queue = append(queue[:0], t)
		n := 0
		for j := 0; j < len(queue); j++ {
			p := queue[j]
			k := p.key()
			if seen[k/64]&(1<<(k%64)) != 0 {
				continue
			}
			seen[k/64] |= 1 << (k % 64)
			n++
			sig = append(sig, int16(k))
			queue = append(queue, p.parents...)
			if p.nested != nil && !slices.Contains(nested, p.nested) {
				nested = append(nested, p.nested)
			}
			if cs := singleCause(p, info); cs != causeNone {
				singles = append(singles, single(k<<3|int(cs)))
			}
		}
		if i == 0 || info.kind != kindCycle {
			info.complexity += n
		}
	}
	info.sig = slices.Clone(sig)
	info.complexity += nestedComplexity(nested)
	h.diff = base + lengthDiff(info.complexity)
	h.parents = chainParents(slices.Clone(singles))
}

// single is an on potential of a chain that a single made on (see
// chainParents): its key (potKey) times 8 plus its cause.
type single uint16

// singleCause returns the cause of p if p is an on potential of the chain
// of info that a single made on (a chain's source is one for a cell or a
// region chain), or causeNone.
func singleCause(p *pot, info *chainInfo) cause {
	cs := p.cause
	if cs == causeNone {
		switch info.kind {
		case kindCell:
			cs = causeNaked
		case kindRegion:
			cs = regionCause(info.region)
		}
	}
	if !p.on || cs == causeAdvanced {
		return causeNone
	}
	return cs
}

func (c *chaining) prefix() string {
	switch {
	case c.level > 0, c.dynamic && !c.nishio:
		return "Dynamic "
	case c.nishio:
		return "Nishio "
	}
	return ""
}

func (c *chaining) suffix() string {
	switch c.level {
	case 0:
		return " Chains"
	case 1:
		return " Chains (+)"
	}
	return " Chains (+ nested)"
}

// nestedComplexity is ChainingHint.getNestedComplexity: the complexity
// of each distinct chain among nested, the hints nested in a chain's
// potentials in the order they were met.
func nestedComplexity(nested []*hint) int {
	total := 0
	var done [][]int16
	for _, h := range nested {
		sig := h.chain.sig
		dup := false
		for _, d := range done {
			dup = dup || slices.Equal(d, sig)
		}
		if !dup {
			done = append(done, sig)
			total += h.chain.complexity
		}
	}
	return total
}

// chainParents is ChainingHint.getRuleParents: for each on potential of
// a hint's chains that a single made on (singles, in the order of the
// chains), the potentials of its cell (a naked single) or region (a
// hidden single) that went off between init and cur.
func chainParents(singles []single) func(init, cur *grid) []int {
	return func(init, cur *grid) []int {
		var out []int
		var seen [(numKeys + 63) / 64]uint64
		push := func(k int) {
			if seen[k/64]&(1<<(k%64)) == 0 {
				seen[k/64] |= 1 << (k % 64)
				out = append(out, k)
			}
		}
		for _, p := range singles {
			k, cs := int(p>>3), cause(p&7)
			cell, value := k/18, k/2%9+1
			if cs == causeNaked {
				for v := 1; v <= 9; v++ {
					if init.has(cell, v) && !cur.has(cell, v) {
						push(potKey(cell, v, false))
					}
				}
				continue
			}
			r := cellRegions[cell][cs-causeBlock]
			for _, c := range regionCells[r] {
				if init.has(c, value) && !cur.has(c, value) {
					push(potKey(c, value, false))
				}
			}
		}
		return out
	}
}
