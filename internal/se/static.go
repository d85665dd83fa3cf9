// This file is part of package se, a port to Go of Sudoku Explainer 1.2.1
// (as 1to9only/SudokuExplainer keeps it). It follows the static multiple
// chaining of diuf.sudoku.solver.rules.chaining.Chaining.
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

// This file is the static multiple chaining: Chaining.
// getMultipleChainsHintList with isDynamic false (cell and region forcing
// chains, 8.0), which a nested forcing chain of the third level runs on
// every grid it reaches. Its grid does not change while it runs, so it
// walks the grid's graph of implications (unary.go) and, like the unary
// searches, holds the potentials of its chains by index in a slice
// without pointers: a chain from a value on is searched once per grid,
// its potentials are a bitset, and the potentials that every value of a
// cell (or every place of a value in a region) implies are the bitwise
// and of those bitsets. Only the targets of the hints become pots.
//
// In static mode doBinaryChaining neither looks for contradictions nor for
// double implications (both need dynamic mode), so a cell's chains give
// only its region and cell reductions.

// keySet is a set of potentials by key.
type keySet [(numKeys + 63) / 64]uint64

func (s *keySet) has(k int16) bool { return s[uint16(k)/64]&(1<<(uint16(k)%64)) != 0 }
func (s *keySet) add(k int16)      { s[uint16(k)/64] |= 1 << (uint16(k) % 64) }

// and keeps in s the keys that o holds too.
func (s *keySet) and(o *keySet) {
	for i := range s {
		s[i] &= o[i]
	}
}

// empty reports whether s holds no key.
func (s *keySet) empty() bool {
	for _, w := range s {
		if w != 0 {
			return false
		}
	}
	return true
}

// staticChain is what a value on in a cell implies on a static grid, as
// doChaining finds it: its potentials are statics.nodes[lo:hi], the
// source first, in the order they were met, and in holds their keys.
type staticChain struct {
	lo, hi int32
	in     keySet
}

// statics is the scratch space of a static multiple chaining on one grid:
// the nodes of its chains (search.nodes, with search's queues) and, by on
// key/2, the index+1 of the chain from each potential searched so far.
type statics struct {
	search
	chains []staticChain
	at     [numKeys / 2]int32
}

// reset forgets the chains of the last grid.
func (s *statics) reset() {
	s.nodes, s.chains = s.nodes[:0], s.chains[:0]
	clear(s.at[:])
}

// chain returns the index in s.chains of the chain from the on potential
// of key sk, searching it on first use. It is chainStatic without pots:
// on potentials are followed before off ones, and the search stops at the
// first potential found both on and off, the sets as they are then.
func (s *statics) chain(im view, sk int16) int32 {
	if i := s.at[sk/2]; i > 0 {
		return i - 1
	}
	ci := int32(len(s.chains))
	s.chains = append(s.chains, staticChain{lo: int32(len(s.nodes))})
	ch := &s.chains[ci]
	ch.in.add(sk)
	s.qOn = append(s.qOn[:0], s.add(sk, causeNone, -1, false))
	s.qOff = s.qOff[:0]
	iOn, iOff, live := 0, 0, im.mode()
search:
	for iOn < len(s.qOn) || iOff < len(s.qOff) {
		if iOn < len(s.qOn) {
			i := s.qOn[iOn]
			iOn++
			for _, e := range im.from(s.nodes[i].key) {
				if ch.in.has(e.to | 1) {
					break search
				}
				if !ch.in.has(e.to) {
					ch.in.add(e.to)
					j := s.add(e.to, e.cause, i, false)
					if im.im.live[e.to]&live != 0 {
						s.qOff = append(s.qOff, j)
					}
				}
			}
		} else {
			i := s.qOff[iOff]
			iOff++
			for _, e := range im.from(s.nodes[i].key) {
				if ch.in.has(e.to &^ 1) {
					break search
				}
				if !ch.in.has(e.to) {
					ch.in.add(e.to)
					j := s.add(e.to, e.cause, i, false)
					if im.im.live[e.to]&live != 0 {
						s.qOn = append(s.qOn, j)
					}
				}
			}
		}
	}
	ch.hi = int32(len(s.nodes))
	s.at[sk/2] = ci + 1
	return ci
}

// find returns the index of the node of key k in chain ci, which holds it.
func (s *statics) find(ci int32, k int16) int32 {
	ch := &s.chains[ci]
	for i := ch.lo; i < ch.hi; i++ {
		if s.nodes[i].key == k {
			return i
		}
	}
	panic("se: a static chain lacks a key its set holds")
}

// staticCell is cellChains for a static multiple chaining: the region
// chains of each value of cell, then the cell's own reductions.
func (c *chaining) staticCell(g *grid, cell int, out []*hint) []*hint {
	if c.statics == nil {
		c.statics = &statics{}
	}
	s, im := c.statics, view{c.fixed, true, true}
	var chains []int32
	var common keySet
	for v := 1; v <= 9; v++ {
		if !g.has(cell, v) {
			continue
		}
		ci := s.chain(im, int16(potKey(cell, v, true)))
		out = c.staticRegions(g, cell, v, ci, out)
		if chains == nil {
			common = s.chains[ci].in
		} else {
			common.and(&s.chains[ci].in)
		}
		chains = append(chains, ci)
	}
	return c.staticReductions(g, kindCell, -1, chains, &common, out)
}

// staticRegions is regionChains for a static multiple chaining: for each
// region of cell in which cell is value's first place of two or more, the
// potentials that value on in each of its places implies.
func (c *chaining) staticRegions(g *grid, cell, v int, ci int32, out []*hint) []*hint {
	s, im := c.statics, view{c.fixed, true, true}
	for _, r := range cellRegions[cell] {
		pos := g.positions(r, v)
		if bits.OnesCount16(pos) < 2 || regionCells[r][firstBit(pos, 0)] != cell {
			continue
		}
		var buf [9]int32
		chains := append(buf[:0], ci)
		common := s.chains[ci].in
		for m := pos & (pos - 1); m != 0; m &= m - 1 {
			oc := regionCells[r][bits.TrailingZeros16(m)]
			oi := s.chain(im, int16(potKey(oc, v, true)))
			common.and(&s.chains[oi].in)
			chains = append(chains, oi)
		}
		out = c.staticReductions(g, kindRegion, r, chains, &common, out)
	}
	return out
}

// staticReductions is the reduction hints of a cell (kind kindCell) or of
// a region r: one for each potential in common that removes something,
// the on potentials first, each in the order chains[0] met it. Its
// targets are that potential's node in each chain, made pots.
func (c *chaining) staticReductions(g *grid, kind chainKind, r int, chains []int32, common *keySet, out []*hint) []*hint {
	if common.empty() {
		return out
	}
	s := c.statics
	first := s.chains[chains[0]]
	for _, on := range [2]int16{1, 0} {
		for i := first.lo; i < first.hi; i++ {
			k := s.nodes[i].key
			if k&1 != on || !common.has(k) {
				continue
			}
			target := &pot{cell: int(k) / 18, value: int(k)/2%9 + 1, on: on == 1}
			if len(targetRemovals(g, target)) == 0 {
				continue
			}
			targets := make([]*pot, len(chains))
			targets[0] = s.pot(i)
			for j, ci := range chains[1:] {
				targets[j+1] = s.pot(s.find(ci, k))
			}
			if h := c.reductionHint(g, kind, target, targets, r); h.worth() {
				out = append(out, h)
			}
		}
	}
	return out
}
