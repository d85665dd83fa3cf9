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

// This file is Chaining's unary chaining (getLoopHintList,
// doUnaryChaining, doCycles and doForcingChains): the X-, Y- and
// XY-cycles and forcing chains that follow one potential through naked
// and hidden singles. It runs on every grid a nested forcing chain
// reaches, so it is made fast in two ways that keep every hint and every
// parent Sudoku Explainer finds:
//
//   - The grid does not change while a unary search runs (it is not
//     dynamic), so what each potential implies is worked out once per
//     grid (implications), and the searches walk that graph.
//   - A search holds its potentials by index in a slice without
//     pointers, which the garbage collector does not scan; only the
//     chains of the hints kept become pots.
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
// them (view).
type implications struct {
	span  [numKeys][3]int32
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
// and the graph is g's already.
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
	im.edges = im.edges[:0]
	for k := range numKeys {
		n := int32(len(im.edges))
		im.span[k] = [3]int32{n, n, n}
		cell, v := k/18, k/2%9+1
		if !g.has(cell, v) {
			continue
		}
		var links []link
		if k&1 == 1 {
			links = c.onToOff(g, cell, v, true)
		} else {
			links = c.offToOn(g, cell, v, true, true)
		}
		for _, l := range links {
			if l.cause == causeNaked {
				im.span[k][1]++
			}
			im.edges = append(im.edges, edge{int16(l.key()), l.cause})
		}
		im.span[k][2] = int32(len(im.edges))
	}
	return im
}

// view is the implications of one mode: y follows a cell's values (naked
// singles), x a value's places (hidden singles). getOnToOff gives the
// value's places in every mode.
type view struct {
	im   *implications
	y, x bool
}

// from returns what follows from the potential of key k in v's mode.
func (v view) from(k int16) []edge {
	s := &v.im.span[k]
	lo, hi := s[0], s[2]
	if !v.y {
		lo = s[1]
	}
	if !v.x && k&1 == 0 {
		hi = s[1]
	}
	return v.im.edges[lo:hi]
}

// leadsTo reports whether the potential of key k implies that of key to.
func (v view) leadsTo(k, to int16) bool {
	for _, e := range v.from(k) {
		if e.to == to {
			return true
		}
	}
	return false
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
// keys the current search has met on and off (seen == gen).
type search struct {
	nodes       []node
	onAt, offAt [numKeys]int32
	gen         int32
	qOn, qOff   []int32
	cycles      []int32
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
	s.onAt[sk] = s.gen
	s.qOn = append(s.qOn, s.add(sk, causeNone, -1, false))
	neg, chain := sk^1, int32(-1)
	iOn, iOff, length := 0, 0, 0
	for iOn < len(s.qOn) || iOff < len(s.qOff) {
		length++
		for ; iOn < len(s.qOn); iOn++ {
			i := s.qOn[iOn]
			for _, e := range im.from(s.nodes[i].key) {
				if s.offAt[e.to] == s.gen {
					if im.leadsTo(e.to, sk) && !s.isParent(i, e.to) {
						s.qOff = append(s.qOff, s.add(e.to, e.cause, i, true))
					}
					continue
				}
				s.offAt[e.to] = s.gen
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
				if s.nodes[i].again || s.onAt[e.to] == s.gen {
					continue
				}
				s.onAt[e.to] = s.gen
				s.qOn = append(s.qOn, s.add(e.to, e.cause, i, false))
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
	s.offAt[sk] = s.gen
	s.qOff = append(s.qOff, s.add(sk, causeNone, -1, false))
	neg := sk ^ 1
	iOn, iOff := 0, 0
	for iOn < len(s.qOn) || iOff < len(s.qOff) {
		for ; iOn < len(s.qOn); iOn++ {
			i := s.qOn[iOn]
			for _, e := range im.from(s.nodes[i].key) {
				if s.offAt[e.to] != s.gen {
					s.offAt[e.to] = s.gen
					s.qOff = append(s.qOff, s.add(e.to, e.cause, i, false))
				}
			}
		}
		for ; iOff < len(s.qOff); iOff++ {
			i := s.qOff[iOff]
			for _, e := range im.from(s.nodes[i].key) {
				if e.to == neg {
					return s.add(e.to, e.cause, i, false)
				}
				if s.onAt[e.to] != s.gen {
					s.onAt[e.to] = s.gen
					s.qOn = append(s.qOn, s.add(e.to, e.cause, i, false))
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
			prev.parents = prev.first[:]
		}
		prev = p
	}
	return head
}

// loops is Chaining.getLoopHintList: cycles and forcing chains from each
// potential of each cell with two or more.
func (c *chaining) loops(g *grid, im *implications, y, x bool) []*hint {
	var cells []int
	for cell := range 81 {
		if g.values[cell] == 0 && g.count(cell) > 1 {
			cells = append(cells, cell)
		}
	}
	return c.eachCell(cells, func(lc *chaining, lg *grid, cell int) []*hint {
		var out []*hint
		for v := 1; v <= 9; v++ {
			if lg.has(cell, v) {
				out = lc.unary(lg, view{im, y, x}, cell, v, out, y, x)
			}
		}
		return out
	}, g)
}

// unary is Chaining.doUnaryChaining: cycles through value on in cell, and
// forcing chains from it on and from it off (with x), each hint that
// removes something appended to out.
func (c *chaining) unary(g *grid, im view, cell, value int, out []*hint, y, x bool) []*hint {
	if g.count(cell) > 2 && !x {
		return out
	}
	if c.unarySearch == nil {
		c.unarySearch = &search{}
	}
	s := c.unarySearch
	s.nodes = s.nodes[:0]
	sk := int16(potKey(cell, value, true))
	chainOn := s.fromOn(im, sk, x)
	var keys []int
	for _, i := range s.cycles {
		keys = s.path(i, keys[:0])
		if len(cycleCut(g, keys)) > 0 {
			dst := s.pot(i)
			out = append(out, c.cycleHint(g, dst, reversedCycle(dst), y, x))
		}
	}
	if !x {
		return out
	}
	var chains []*pot
	if chainOn >= 0 {
		chains = append(chains, s.pot(chainOn))
	}
	if chainOff := s.fromOff(im, sk^1); chainOff >= 0 {
		chains = append(chains, s.pot(chainOff))
	}
	for _, t := range chains {
		if h := c.forcingHint(g, t, y, x); h.worth() {
			out = append(out, h)
		}
	}
	return out
}
