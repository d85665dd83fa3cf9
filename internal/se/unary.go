// This file is part of package se, a port to Go of Sudoku Explainer 1.2.1
// (as 1to9only/SudokuExplainer keeps it). It follows the unary chaining of
// diuf.sudoku.solver.rules.chaining.Chaining.
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

import "math/bits"

// This file is Chaining's unary chaining (getLoopHintList,
// doUnaryChaining, doCycles and doForcingChains): the X-, Y- and
// XY-cycles and forcing chains that follow one potential through naked
// and hidden singles. It runs on every grid a nested forcing chain
// reaches, so it is made fast in these ways, which keep every hint and
// every parent Sudoku Explainer finds:
//
//   - The grid does not change while a unary search runs (it is not
//     dynamic), so what each potential implies is worked out once per
//     grid (implications), and the searches walk that graph.
//   - A search holds its potentials by index in a slice without
//     pointers, which the garbage collector does not scan; only the
//     chains of the hints kept become pots.
//   - A search does not queue a potential from which nothing follows in
//     its mode (implications.live): it would lead nowhere.
//   - The X-chains of a value (mode x alone) follow its places alone, and
//     the searches from most cells find nothing; a nested chaining
//     remembers, by the value's places, the cells that found nothing,
//     and does not search them again (loops).
//
// A unary search never gives an on potential hidden parents: Sudoku
// Explainer calls getOffToOn there with no source grid.

// edge is one implication: the potential of key to follows, by cause.
type edge struct {
	to    int16
	cause cause
}

// implications is what getOnToOff and getOffToOn give on one grid, in
// the order they give it: for the potential of key k, the naked-single
// links (a cell's values) are edges[span[k][0]:span[k][1]] and the others
// (the value's places) edges[span[k][1]:span[k][2]]. A mode picks from
// them (view). live[k] has bit m set when the potential of key k leads
// somewhere in mode m (view.mode): a search need not queue one that does
// not, as nothing follows from it.
type implications struct {
	span  [numKeys][3]int32
	live  [numKeys]uint8
	edges []edge
}

// graph is the implications of the last grid that one of the chainings
// sharing it asked for.
type graph struct {
	key gridKey
	im  implications
}

// implications returns the implications of every potential value of g,
// on and off, in c's graph, which it remakes unless c shares its graph
// and the graph is g's already. The edges are those getOnToOff and offToOn
// (with y and x) give, in their order, written straight from g.
func (c *chaining) implications(g *grid) *implications {
	if c.graph != nil {
		key := gridKey{g.values, g.cands}
		if c.im != nil && c.graph.key == key {
			return c.im
		}
		c.graph.key, c.im = key, &c.graph.im
	}
	if c.im == nil {
		c.im = &implications{edges: make([]edge, 0, 4096)}
	}
	im := c.im
	edges := im.edges[:0]
	for cell := range 81 {
		cands := g.cands[cell]
		for v := 1; v <= 9; v++ {
			off, on := potKey(cell, v, false), potKey(cell, v, true)
			n := int32(len(edges))
			if cands&(1<<v) == 0 {
				im.span[off], im.span[on] = [3]int32{n, n, n}, [3]int32{n, n, n}
				im.live[off], im.live[on] = 0, 0
				continue
			}
			// The off potential: getOffToOn, the cell's other value, then
			// the value's other place in each region.
			im.span[off] = [3]int32{n, n, n}
			for _, l := range c.offToOn(g, cell, v, true, true) {
				if l.cause == causeNaked {
					im.span[off][1]++
				}
				edges = append(edges, edge{l.k, l.cause})
			}
			im.span[off][2] = int32(len(edges))
			// The on potential: getOnToOff, the cell's other values, then
			// the value's places in its house.
			im.span[on][0] = int32(len(edges))
			for m := cands &^ (1 << v); m != 0; m &= m - 1 {
				edges = append(edges, edge{int16(potKey(cell, bits.TrailingZeros16(m), false)), causeNaked})
			}
			im.span[on][1] = int32(len(edges))
			for _, part := range houseParts(g, cell, v) {
				for m := part.places; m != 0; m &= m - 1 {
					d := regionCells[part.region][bits.TrailingZeros16(m)]
					edges = append(edges, edge{int16(potKey(d, v, false)), part.cs})
				}
			}
			im.span[on][2] = int32(len(edges))
			im.live[off] = liveBits(im.span[off], false)
			im.live[on] = liveBits(im.span[on], true)
		}
	}
	im.edges = edges
	return im
}

// liveBits returns the modes (a bit per view.mode) in which a potential,
// on or off, with the edges of span leads somewhere: see bounds.
func liveBits(span [3]int32, on bool) uint8 {
	var live uint8
	if span[1] < span[2] { // the places: in every mode for an on potential, with x for an off one
		live |= 1<<1 | 1<<3
		if on {
			live |= 1 << 2
		}
	}
	if span[0] < span[1] { // the cell's values: with y
		live |= 1<<2 | 1<<3
	}
	return live
}

// bounds returns where in im.edges the implications of the potential of
// key k lie in mode y, x: getOnToOff gives the value's places in every
// mode, and getOffToOn a cell's other value with y, a value's other
// place with x.
func (im *implications) bounds(k int, y, x bool) (lo, hi int32) {
	s := &im.span[k]
	lo, hi = s[0], s[2]
	if !y {
		lo = s[1]
	}
	if !x && k&1 == 0 {
		hi = s[1]
	}
	return lo, hi
}

// view is the implications of one mode: y follows a cell's values (naked
// singles), x a value's places (hidden singles). getOnToOff gives the
// value's places in every mode.
type view struct {
	im   *implications
	y, x bool
}

// mode returns v's bit in implications.live.
func (v view) mode() uint8 {
	var m uint8
	if v.y {
		m |= 2
	}
	if v.x {
		m |= 1
	}
	return 1 << m
}

// from returns what follows from the potential of key k in v's mode.
func (v view) from(k int16) []edge {
	lo, hi := v.im.bounds(int(k), v.y, v.x)
	return v.im.edges[lo:hi]
}

// node is a potential of a search: its key, its cause and its parent's
// index (-1 for the source). again marks an off potential met a second
// time, which doCycles follows once more.
type node struct {
	key    int16
	cause  cause
	again  bool
	parent int32
}

// search is the scratch space of unary searches, reused from one to the
// next: the nodes of the current unary chaining, the queues, and which
// keys the current search has met (at == gen).
type search struct {
	nodes     []node
	at        [numKeys]int32 // the keys met by the current search (at == gen)
	lead      [numKeys]int32 // fromOn: what leads to its source (lead == gen)
	gen       int32
	qOn, qOff []int32
	cycles    []int32
}

// begin starts a search: no key is met yet and the queues are empty.
func (s *search) begin() {
	s.gen++
	s.qOn, s.qOff = s.qOn[:0], s.qOff[:0]
}

// add appends a node and returns its index.
func (s *search) add(k int16, cs cause, parent int32, again bool) int32 {
	s.nodes = append(s.nodes, node{key: k, cause: cs, again: again, parent: parent})
	return int32(len(s.nodes) - 1)
}

// isParent reports whether a potential of key k is on the parent path of
// node i (i excluded): Chaining.isParent.
func (s *search) isParent(i int32, k int16) bool {
	for j := s.nodes[i].parent; j >= 0; j = s.nodes[j].parent {
		if s.nodes[j].key == k {
			return true
		}
	}
	return false
}

// fromOn is doCycles from the on potential of key sk, and with forcing
// doForcingChains from it too, in one search. The two meet the same
// potentials in the same order with the same parents; doCycles only
// makes an off potential it meets again a new potential (when it is not
// an ancestor) and follows it once more, which can lead nowhere new but
// back to the source. So fromOn keeps such an off potential only when it
// leads to the source. It sets s.cycles to the cycles (the source met
// again after four steps or more) and returns the forcing chain (the
// source's opposite, first met) or -1.
func (s *search) fromOn(im view, sk int16, forcing bool) int32 {
	s.begin()
	s.cycles = s.cycles[:0]
	s.at[sk] = s.gen
	s.qOn = append(s.qOn, s.add(sk, causeNone, -1, false))
	// What leads to the source (its other value in a cell with two, with
	// y; its other place in a region with two, with x) is what its
	// opposite leads to, made off: the links are the same both ways.
	for _, e := range im.from(sk ^ 1) {
		s.lead[e.to^1] = s.gen
	}
	live := im.mode()
	neg, chain := sk^1, int32(-1)
	iOn, iOff, length := 0, 0, 0
	for iOn < len(s.qOn) || iOff < len(s.qOff) {
		length++
		for ; iOn < len(s.qOn); iOn++ {
			i := s.qOn[iOn]
			for _, e := range im.from(s.nodes[i].key) {
				if s.at[e.to] == s.gen {
					if s.lead[e.to] == s.gen && !s.isParent(i, e.to) {
						s.qOff = append(s.qOff, s.add(e.to, e.cause, i, true))
					}
					continue
				}
				s.at[e.to] = s.gen
				if im.im.live[e.to]&live == 0 { // nothing follows from it
					if forcing && e.to == neg && chain < 0 {
						chain = s.add(e.to, e.cause, i, false)
					}
					continue
				}
				j := s.add(e.to, e.cause, i, false)
				s.qOff = append(s.qOff, j)
				if forcing && e.to == neg && chain < 0 {
					chain = j
				}
			}
		}
		length++
		for ; iOff < len(s.qOff); iOff++ {
			i := s.qOff[iOff]
			for _, e := range im.from(s.nodes[i].key) {
				if e.to == sk {
					if length >= 4 {
						s.cycles = append(s.cycles, s.add(sk, e.cause, i, false))
					}
					continue
				}
				if s.nodes[i].again || s.at[e.to] == s.gen {
					continue
				}
				s.at[e.to] = s.gen
				if im.im.live[e.to]&live != 0 {
					s.qOn = append(s.qOn, s.add(e.to, e.cause, i, false))
				}
			}
		}
	}
	return chain
}

// fromOff is doForcingChains from the off potential of key sk: it returns
// the chain to the source's opposite, first met, or -1. Nothing else of
// the search is kept, so it stops there.
func (s *search) fromOff(im view, sk int16) int32 {
	s.begin()
	s.at[sk] = s.gen
	s.qOff = append(s.qOff, s.add(sk, causeNone, -1, false))
	neg, live := sk^1, im.mode()
	iOn, iOff := 0, 0
	for iOn < len(s.qOn) || iOff < len(s.qOff) {
		for ; iOn < len(s.qOn); iOn++ {
			i := s.qOn[iOn]
			for _, e := range im.from(s.nodes[i].key) {
				if s.at[e.to] != s.gen {
					s.at[e.to] = s.gen
					if im.im.live[e.to]&live != 0 {
						s.qOff = append(s.qOff, s.add(e.to, e.cause, i, false))
					}
				}
			}
		}
		for ; iOff < len(s.qOff); iOff++ {
			i := s.qOff[iOff]
			for _, e := range im.from(s.nodes[i].key) {
				if e.to == neg {
					return s.add(e.to, e.cause, i, false)
				}
				if s.at[e.to] != s.gen {
					s.at[e.to] = s.gen
					if im.im.live[e.to]&live != 0 {
						s.qOn = append(s.qOn, s.add(e.to, e.cause, i, false))
					}
				}
			}
		}
	}
	return -1
}

// path returns the keys of node i and its ancestors, the source excluded.
func (s *search) path(i int32, keys []int) []int {
	for ; s.nodes[i].parent >= 0; i = s.nodes[i].parent {
		keys = append(keys, int(s.nodes[i].key))
	}
	return keys
}

// pot returns node i and its ancestors as pots, each with one parent.
func (s *search) pot(i int32) *pot {
	var head, prev *pot
	for ; i >= 0; i = s.nodes[i].parent {
		n := s.nodes[i]
		k := int(n.key)
		p := &pot{cell: k / 18, value: k/2%9 + 1, on: k&1 == 1, cause: n.cause}
		if prev == nil {
			head = p
		} else {
			prev.first[0] = p
			prev.parents = prev.first[:1]
		}
		prev = p
	}
	return head
}

// loops is Chaining.getLoopHintList: cycles and forcing chains from each
// potential of each cell with two or more. The X-chains of a value
// (y false) follow its places alone, and the grids a nested chaining
// reaches share them often: a serial chaining skips a search from a cell
// that found nothing before on the same places of the value (knownHints'
// xs).
func (c *chaining) loops(g *grid, im *implications, y, x bool) []*hint {
	cells := make([]int, 0, 81)
	for cell := range 81 {
		if g.values[cell] == 0 && g.count(cell) > 1 {
			cells = append(cells, cell)
		}
	}
	var keys [10]xKey
	var known [10]xKnown
	remember := x && !y && !c.parallel
	if remember {
		keys = placesOf(g)
		known = c.hintsByGrid().xKnownOf(&keys)
	}
	out := c.eachCell(cells, func(lc *chaining, lg *grid, cell int) []*hint {
		var out []*hint
		bit, w := uint64(1)<<(cell%64), cell/64
		for v := 1; v <= 9; v++ {
			if !lg.has(cell, v) {
				continue
			}
			if !remember {
				out, _ = lc.unary(lg, view{im, y, x}, cell, v, out, y, x)
				continue
			}
			k := &known[v]
			if k.searched[w]&bit != 0 && k.fruitful[w]&bit == 0 {
				continue
			}
			var found bool
			out, found = lc.unary(lg, view{im, y, x}, cell, v, out, y, x)
			k.searched[w] |= bit
			if found {
				k.fruitful[w] |= bit
			}
		}
		return out
	}, g)
	if remember {
		c.known.addXKnown(&keys, &known)
	}
	return out
}

// xKey identifies the places of a value on a grid (a bit per cell): all
// that the X-chains of the value follow.
type xKey struct {
	places [2]uint64
	value  int8
}

// placesOf returns the xKey of each value of g.
func placesOf(g *grid) [10]xKey {
	var keys [10]xKey
	for cell, cands := range g.cands {
		for m := cands; m != 0; m &= m - 1 {
			keys[bits.TrailingZeros16(m)].places[cell/64] |= 1 << (cell % 64)
		}
	}
	for v := range keys {
		keys[v].value = int8(v)
	}
	return keys
}

// xKnown is what is known of the X-chains of a value with the places of
// an xKey: the cells whose value was searched from, and those of them
// whose search found a cycle or a forcing chain. A search from a cell
// searched that found neither would find neither again.
type xKnown struct {
	searched, fruitful [2]uint64
}

// maxXKnown bounds the places whose X-chains a knownHints keeps.
const maxXKnown = 1 << 14

// xKnownOf returns what k knows of the X-chains of each value's places
// keys[v].
func (k *knownHints) xKnownOf(keys *[10]xKey) [10]xKnown {
	var out [10]xKnown
	k.mu.Lock()
	defer k.mu.Unlock()
	for v := 1; v <= 9; v++ {
		out[v] = k.xs[keys[v]]
	}
	return out
}

// addXKnown adds to k what known says of the X-chains of each value's
// places keys[v].
func (k *knownHints) addXKnown(keys *[10]xKey, known *[10]xKnown) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.xs == nil || len(k.xs) >= maxXKnown {
		k.xs = make(map[xKey]xKnown)
	}
	for v := 1; v <= 9; v++ {
		e := k.xs[keys[v]]
		for w := range e.searched {
			e.searched[w] |= known[v].searched[w]
			e.fruitful[w] |= known[v].fruitful[w]
		}
		k.xs[keys[v]] = e
	}
}

// unary is Chaining.doUnaryChaining: cycles through value on in cell, and
// forcing chains from it on and from it off (with x), each hint that
// removes something appended to out. It also reports whether the searches
// found a cycle or a forcing chain, whether or not it removes anything.
func (c *chaining) unary(g *grid, im view, cell, value int, out []*hint, y, x bool) ([]*hint, bool) {
	if g.count(cell) > 2 && !x {
		return out, false
	}
	if c.unarySearch == nil {
		c.unarySearch = &search{}
	}
	s := c.unarySearch
	s.nodes = s.nodes[:0]
	sk := int16(potKey(cell, value, true))
	chainOn := s.fromOn(im, sk, x)
	found := len(s.cycles) > 0 || chainOn >= 0
	var keys []int
	for _, i := range s.cycles {
		keys = s.path(i, keys[:0])
		if len(cycleCut(g, keys)) > 0 {
			dst := s.pot(i)
			out = append(out, c.cycleHint(g, dst, reversedCycle(dst), y, x))
		}
	}
	if !x {
		return out, found
	}
	var chains []*pot
	if chainOn >= 0 {
		chains = append(chains, s.pot(chainOn))
	}
	if chainOff := s.fromOff(im, sk^1); chainOff >= 0 {
		chains = append(chains, s.pot(chainOff))
		found = true
	}
	for _, t := range chains {
		if h := c.forcingHint(g, t, y, x); h.worth() {
			out = append(out, h)
		}
	}
	return out, found
}
