package logic

import (
	"math/bits"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// conjugates returns, for digit d, the strong links: for each cell, the
// cells that are d's only other place in one of its houses (-1 for none),
// one slot per house kind (row, column, box or region, each diagonal).
func (b *Board) conjugates(d int) (links [81]conjugate, any bool) {
	for c := range links {
		links[c] = noConjugate
	}
	for h := range b.l.houses {
		m := b.where(h, d)
		if bits.OnesCount16(m) != 2 {
			continue
		}
		ends := b.houseCells(h, m)
		slot := min(h/9, 3) + h/28
		links[ends[0]][slot] = ends[1]
		links[ends[1]][slot] = ends[0]
		any = true
	}
	return links, any
}

// conjugate is a cell's other end of a strong link in each of its houses
// (row, column, box or region, the two diagonals), -1 for none.
type conjugate [5]int

// noConjugate is a cell without strong links.
var noConjugate = conjugate{-1, -1, -1, -1, -1}

// simpleColoring colours the cells of each chain of conjugate pairs of one
// digit with two colours, alternating along each link: all the cells of one
// colour hold the digit and none of the other. If two cells of one colour
// see each other, that colour is false and the digit goes from all its cells
// (colour wrap); a cell outside the chain that sees both colours loses the
// digit (colour trap).
func (b *Board) simpleColoring() (Step, bool) {
	for d := 1; d <= 9; d++ {
		links, any := b.conjugates(d)
		if !any {
			continue
		}
		var color [81]int8
		for start := 0; start < 81; start++ {
			if color[start] != 0 || links[start] == noConjugate {
				continue
			}
			var sets [2][]int
			color[start] = 1
			queue := []int{start}
			for len(queue) > 0 {
				c := queue[0]
				queue = queue[1:]
				sets[color[c]-1] = append(sets[color[c]-1], c)
				for _, n := range links[c] {
					if n >= 0 && color[n] == 0 {
						color[n] = 3 - color[c]
						queue = append(queue, n)
					}
				}
			}
			sortInts(sets[0])
			sortInts(sets[1])
			if s, ok := b.colorWrap(d, sets); ok {
				return s, true
			}
			if s, ok := b.colorTrap(d, sets, &color); ok {
				return s, true
			}
		}
	}
	return Step{}, false
}

func (b *Board) colorWrap(d int, sets [2][]int) (Step, bool) {
	for k, set := range sets {
		for i, x := range set {
			for _, y := range set[i+1:] {
				if !b.l.sees(x, y) {
					continue
				}
				elim := make([]Candidate, len(set))
				for j, c := range set {
					elim[j] = Candidate{c, d}
				}
				return Step{
					Technique:    SimpleColoring,
					Digits:       sudoku.DigitSet(d),
					Cells:        append(append([]int(nil), sets[0]...), sets[1]...),
					Eliminations: elim,
					length:       len(sets[0]) + len(sets[1]),
					msg: message("step.simpleColoring.wrap", args{
						"Digit": d, "Group1": Cells(set), "Group2": Cells(sets[1-k]),
						"Cell1": Cell(x), "Cell2": Cell(y), "Removals": removalClauses(elim)}),
				}, true
			}
		}
	}
	return Step{}, false
}

func (b *Board) colorTrap(d int, sets [2][]int, color *[81]int8) (Step, bool) {
	var elim []Candidate
	for c := 0; c < 81; c++ {
		if !b.cands[c].Has(d) || inCells(sets[0], c) || inCells(sets[1], c) {
			continue
		}
		var seen [2]bool
		for k, set := range sets {
			for _, x := range set {
				if b.l.sees(c, x) {
					seen[k] = true
					break
				}
			}
		}
		if seen[0] && seen[1] {
			elim = append(elim, Candidate{c, d})
		}
	}
	if len(elim) == 0 {
		return Step{}, false
	}
	return Step{
		Technique:    SimpleColoring,
		Digits:       sudoku.DigitSet(d),
		Cells:        append(append([]int(nil), sets[0]...), sets[1]...),
		Eliminations: elim,
		length:       len(sets[0]) + len(sets[1]),
		msg: message("step.simpleColoring.trap", args{
			"Digit": d, "Group1": Cells(sets[0]), "Group2": Cells(sets[1]),
			"Cells": Cells(cellsOf(elim)), "Count": len(elim), "Removals": removalClauses(elim)}),
	}, true
}

func sortInts(a []int) {
	for i := 1; i < len(a); i++ {
		for j := i; j > 0 && a[j] < a[j-1]; j-- {
			a[j], a[j-1] = a[j-1], a[j]
		}
	}
}

// maxXChain is the longest X-chain looked for, in links.
const maxXChain = 13

// xChain finds an alternating chain of links on one digit that starts and
// ends with a strong link (a house where the digit has only two places):
// if the first cell is not the digit then the last one is, so every cell
// that sees both ends loses the digit. A chain that comes back to its start
// with a strong link proves the start holds the digit. A chain whose ends
// see each other closes into a continuous loop (an X-cycle): of the two
// cells of each link one holds the digit, so every cell that sees both
// loses it. The chain Sudoku Explainer would rate lowest is chosen (see
// xChainStep), up to maxXChain links.
func (b *Board) xChain() (Step, bool) {
	var best Step
	bestR := 1e9
	for d := 1; d <= 9; d++ {
		links, any := b.conjugates(d)
		if !any {
			continue
		}
		var cells []int
		for c := range b.cands {
			if b.cands[c].Has(d) {
				cells = append(cells, c)
			}
		}
		for _, s := range cells {
			if links[s] == noConjugate {
				continue
			}
			// State 2*c is "c is not d", 2*c+1 "c is d"; the chain starts
			// by assuming s is not d.
			var parent [162]int16
			var dist [162]int8
			for i := range parent {
				parent[i] = -1
				dist[i] = -1
			}
			dist[2*s] = 0
			queue := []int{2 * s}
			for len(queue) > 0 {
				st := queue[0]
				queue = queue[1:]
				c, on := st/2, st%2 == 1
				// A chain of k links rates at least a loop of k cells.
				if int(dist[st])+1 > maxXChain || 6.5+lengthRating(int(dist[st])-1) >= bestR {
					break
				}
				var next []int
				if on { // weak link: c is d, so its peers are not
					for _, n := range cells {
						if b.l.sees(c, n) {
							next = append(next, 2*n)
						}
					}
				} else { // strong link: c is not d, so its partner is
					for _, n := range links[c] {
						if n >= 0 {
							next = append(next, 2*n+1)
						}
					}
				}
				for _, ns := range next {
					if dist[ns] >= 0 {
						continue
					}
					dist[ns] = dist[st] + 1
					parent[ns] = int16(st)
					queue = append(queue, ns)
					if ns%2 == 0 || dist[ns] < 3 {
						continue
					}
					e := ns / 2
					if step, ok := b.xChainStep(d, s, e, &parent, ns); ok && step.Rating() < bestR {
						best, bestR = step, step.Rating()
					}
				}
			}
		}
	}
	return best, bestR < 1e9
}

// xChainStep builds the step of a chain on d from s (assumed not d) to the
// state end (e is d), following parent back. Its rating is Sudoku
// Explainer's: 6.6 for a chain (a forcing X-chain), 6.5 for a loop (a
// bidirectional X-cycle), plus the length rule on the chain's cells (two
// fewer for a loop, one fewer for a chain back to its start).
func (b *Board) xChainStep(d, s, e int, parent *[162]int16, end int) (Step, bool) {
	var path []int
	for st := end; st >= 0; st = int(parent[st]) {
		path = append(path, st/2)
	}
	for i, j := 0, len(path)-1; i < j; i, j = i+1, j-1 {
		path[i], path[j] = path[j], path[i]
	}
	step := Step{Technique: XChain, Digits: sudoku.DigitSet(d), Cells: path, length: len(path)}
	switch {
	case e == s:
		step.Placements = []Candidate{{s, d}}
		step.length = len(path) - 2
		step.msg = message("step.xChain.loop", args{"Digit": d, "Chain": Chain(path), "Start": Cell(s)})
	case b.l.sees(e, s):
		for i, x := range path {
			for _, c := range b.seenByAll(d, x, path[(i+1)%len(path)]) {
				if !inCells(path, c.Cell) && !hasCell(step.Eliminations, c.Cell) {
					step.Eliminations = append(step.Eliminations, c)
				}
			}
		}
		if len(step.Eliminations) == 0 {
			return Step{}, false
		}
		sortCandidates(step.Eliminations)
		step.length = len(path) - 2
		step.extra = -0.1
		step.msg = message("step.xChain.cycle", args{
			"Digit": d, "Chain": Chain(append(append([]int(nil), path...), s)), "Removals": removalClauses(step.Eliminations)})
	default:
		step.Eliminations = b.seenByAll(d, s, e)
		if len(step.Eliminations) == 0 {
			return Step{}, false
		}
		step.msg = message("step.xChain", args{
			"Digit": d, "Chain": Chain(path), "Start": Cell(s), "End": Cell(e), "Removals": removalClauses(step.Eliminations)})
	}
	return step, true
}
