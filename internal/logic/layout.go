package logic

import (
	"slices"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// layout is the shape a board is solved on: its houses, numbered as
// sudoku.Rules.Houses numbers them (rows 0–8, columns 9–17, boxes or
// jigsaw regions 18–26, X Sudoku's diagonals 27 and 28), each cell's
// houses and peers (the cells that share a house or a killer cage with
// it), and the cages. Every technique asks the layout, never the classic
// grid's tables, so one finder serves every variant. A layout is read-only
// once made and shared by the copies of a board.
type layout struct {
	houses     [][9]uint8
	cellHouses [81][]uint8 // the houses of each cell, in increasing order
	peers      [81][]uint8
	peerSet    [81]cellSet
	singles    []int // the order hidden singles are looked for in: boxes, rows, columns, diagonals
	cages      []cage
	groups     []group // the groups of houses the rule of 45 adds up (killer.go)
	// shape is the puzzle's shape, without givens: what Trial solves with.
	shape sudoku.Puzzle
	// shaped is set for any layout but the classic one: techniques that
	// rely on the classic boxes or on uniqueness stay off (see
	// techniqueInfo.classicOnly).
	shaped bool
	jigsaw bool
}

// cage is a killer cage as the techniques see it: its cells in increasing
// order, their set, and the sum of their digits.
type cage struct {
	cells []int
	set   cellSet
	sum   int
}

// classic is the layout of the classic grid, shared by every classic board.
var classic = newLayout(&sudoku.Puzzle{})

// newLayout compiles the layout of p's shape (its givens are ignored); p
// must pass Validate.
func newLayout(p *sudoku.Puzzle) *layout {
	rules := p.Rules()
	l := &layout{shaped: p.HasShape() || p.Constraints != nil, jigsaw: rules.Jigsaw()}
	for _, h := range rules.Houses() {
		l.houses = append(l.houses, [9]uint8(h))
	}
	l.shape = sudoku.Puzzle{Regions: p.Regions, Diagonals: p.Diagonals, Cages: p.Cages, Constraints: p.Constraints}
	for h, house := range l.houses {
		for _, c := range house {
			l.cellHouses[c] = append(l.cellHouses[c], uint8(h))
		}
	}
	for c := range 81 {
		l.peers[c] = rules.Peers(c)
		for _, p := range l.peers[c] {
			l.peerSet[c].add(int(p))
		}
	}
	l.singles = append(l.singles, singleOrder[:]...)
	for h := 27; h < len(l.houses); h++ {
		l.singles = append(l.singles, h)
	}
	for _, c := range p.Cages {
		cg := cage{cells: slices.Sorted(slices.Values(c.Cells)), sum: c.Sum}
		for _, x := range cg.cells {
			cg.set.add(x)
		}
		l.cages = append(l.cages, cg)
	}
	l.groups = newGroups(l)
	return l
}

// in reports whether cell c lies in house h.
func (l *layout) in(c, h int) bool {
	for _, x := range l.cellHouses[c] {
		if int(x) == h {
			return true
		}
	}
	return false
}

// sees reports whether cells a and c are different and share a house or
// a cage: they cannot hold the same digit.
func (l *layout) sees(a, c int) bool { return l.peerSet[a].has(c) }

// name returns house h for a step's message: message.House, or for a
// jigsaw region, which the board does not number, message.RegionOf its
// first cell row by row ("the region of r4c2", not "box 3").
func (l *layout) name(h int) any {
	if l.jigsaw && h >= 18 && h < 27 {
		return RegionOf{Cell: int(slices.Min(l.houses[h][:]))}
	}
	return House(h)
}
