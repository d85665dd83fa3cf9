package logic

import (
	"math/bits"
	"strings"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// Alternating inference chains (AIC): XYChain and AIC. A chain's nodes are
// candidates, and for AIC also groups: the two or three places of a digit
// in a box that lie in one row or column, taken together (the group is on
// when one of them holds the digit). Two nodes have a strong link when at
// least one of them is true: the two candidates of a cell with two, or
// the two nodes that share all the places of a digit in a house. They have
// a weak link when at most one is true: two candidates of one cell, or two
// nodes of one digit whose cells all see each other. A chain alternates
// strong and weak links and starts and ends with a strong one, so if its
// first node is false its last is true: one of the two ends is true, and
// whatever both ends rule out goes. A chain whose ends have a weak link
// closes into a continuous loop (a nice loop): then every link of it holds
// exactly one true node, and each link rules out what sees both its
// nodes. A chain that runs from a candidate back to the same candidate
// proves it (a discontinuous loop).

// cellSet is a set of cells 0–80: bit c%64 of word c/64.
type cellSet [2]uint64

func (s *cellSet) add(c int)               { s[c>>6] |= 1 << (c & 63) }
func (s cellSet) has(c int) bool           { return s[c>>6]&(1<<(c&63)) != 0 }
func (s cellSet) and(t cellSet) cellSet    { return cellSet{s[0] & t[0], s[1] & t[1]} }
func (s cellSet) andNot(t cellSet) cellSet { return cellSet{s[0] &^ t[0], s[1] &^ t[1]} }
func (s cellSet) within(t cellSet) bool    { return s[0]&^t[0] == 0 && s[1]&^t[1] == 0 }
func (s cellSet) overlaps(t cellSet) bool  { return s[0]&t[0]|s[1]&t[1] != 0 }
func (s cellSet) union(t cellSet) cellSet  { return cellSet{s[0] | t[0], s[1] | t[1]} }
func (s cellSet) count() int               { return bits.OnesCount64(s[0]) + bits.OnesCount64(s[1]) }
func (s cellSet) each(f func(c int))       { eachBit(s[0], 0, f); eachBit(s[1], 64, f) }
func eachBit(w uint64, base int, f func(int)) {
	for ; w != 0; w &= w - 1 {
		f(base + bits.TrailingZeros64(w))
	}
}

// digitCells returns the cells that hold d as a candidate.
func (b *Board) digitCells(d int) cellSet {
	var s cellSet
	for c, ds := range b.cands {
		if ds.Has(d) {
			s.add(c)
		}
	}
	return s
}

// aicNode is a node of a chain: digit in one cell, or in a group of two or
// three cells of a box in one row or column.
type aicNode struct {
	digit int
	cells []int   // increasing
	set   cellSet // the cells
	seen  cellSet // the cells outside the node that see all of its cells
}

// aicGraph is the graph chains run on: its nodes and, for each, the nodes
// it has a strong and a weak link to.
type aicGraph struct {
	nodes        []aicNode
	strong, weak [][]int32
	where        [10]cellSet           // each digit's candidates
	groups       bool                  // whether there are group nodes
	byCand       [81][10]int32         // the node of each candidate, -1 for none
	groupOf      map[aicGroupKey]int32 // the group nodes
	peers        *[81]cellSet          // the board's peers of each cell
}

// newAICGraph builds the graph of b's candidates: for XYChain (xy) only
// the candidates of cells with two, strong links in those cells and weak
// links between cells; otherwise every candidate, the groups, and every
// link.
func (b *Board) newAICGraph(xy bool) *aicGraph {
	g := &aicGraph{groups: !xy, groupOf: map[aicGroupKey]int32{}, peers: &b.l.peerSet}
	for d := 1; d <= 9; d++ {
		g.where[d] = b.digitCells(d)
	}
	g.addNodes(b, xy)
	g.strong = make([][]int32, len(g.nodes))
	g.weak = make([][]int32, len(g.nodes))
	g.linkStrong(b, xy)
	g.linkWeak(b, xy)
	return g
}

// aicGroupKey names a group node by its digit and cells.
type aicGroupKey struct {
	d   int
	set cellSet
}

// add adds the node of digit d in cells (one cell, or a group) and returns
// its index.
func (g *aicGraph) add(d int, cells []int) int32 {
	n := aicNode{digit: d, cells: cells}
	n.seen = cellSet{^uint64(0), ^uint64(0)}
	for _, c := range cells {
		n.set.add(c)
		n.seen = n.seen.and(g.peers[c])
	}
	g.nodes = append(g.nodes, n)
	return int32(len(g.nodes) - 1)
}

// addNodes adds a node for every candidate of b (for xy, of the cells with
// two only), indexed in g.byCand, and with groups the group nodes: the two
// or three places of a digit in a box that lie in one row or column,
// indexed in g.groupOf.
func (g *aicGraph) addNodes(b *Board, xy bool) {
	for c, ds := range b.cands {
		for d := range g.byCand[c] {
			g.byCand[c][d] = -1
		}
		if ds == 0 || xy && ds.Count() != 2 {
			continue
		}
		for _, d := range ds.List() {
			g.byCand[c][d] = g.add(d, []int{c})
		}
	}
	if !g.groups {
		return
	}
	for d := 1; d <= 9; d++ {
		for box := 18; box < 27; box++ {
			for _, line := range b.crossLines(box) {
				var cells []int
				for _, c := range b.l.houses[box] {
					if b.l.in(int(c), line) && b.cands[c].Has(d) {
						cells = append(cells, int(c))
					}
				}
				if len(cells) >= 2 {
					k := g.add(d, cells)
					g.groupOf[aicGroupKey{d, g.nodes[k].set}] = k
				}
			}
		}
	}
}

// link joins nodes a and c in lists (g.strong or g.weak), once.
func link(lists [][]int32, a, c int32) {
	for _, x := range lists[a] {
		if x == c {
			return
		}
	}
	lists[a] = append(lists[a], c)
	lists[c] = append(lists[c], a)
}

// linkStrong adds the strong links: cells with two candidates, and (but
// for xy) houses where a digit's places make two nodes.
func (g *aicGraph) linkStrong(b *Board, xy bool) {
	for c, ds := range b.cands {
		if ds.Count() == 2 {
			l := ds.List()
			link(g.strong, g.byCand[c][l[0]], g.byCand[c][l[1]])
		}
	}
	for h := 0; h < len(b.l.houses) && !xy; h++ {
		for d := 1; d <= 9; d++ {
			var places cellSet
			var cells []int
			for _, c := range b.l.houses[h] {
				if b.cands[c].Has(d) {
					places.add(int(c))
					cells = append(cells, int(c))
				}
			}
			switch {
			case len(cells) == 2:
				if x, y := g.byCand[cells[0]][d], g.byCand[cells[1]][d]; x >= 0 && y >= 0 {
					link(g.strong, x, y)
				}
			case len(cells) >= 3 && g.groups:
				g.linkGroupSides(d, cells, places)
			}
		}
	}
}

// linkGroupSides links strongly the two sides of the places of digit d in
// a house, cells (three or more) making the set places, where one side is
// a single cell or a group and the other the rest.
func (g *aicGraph) linkGroupSides(d int, cells []int, places cellSet) {
	var sides []int32
	for _, c := range cells {
		sides = append(sides, g.byCand[c][d])
	}
	for k, n := range g.nodes {
		if g.nodes[k].digit == d && len(n.cells) > 1 && n.set.within(places) {
			sides = append(sides, int32(k))
		}
	}
	for _, x := range sides {
		rest := places.andNot(g.nodes[x].set)
		var y int32 = -1
		if rest.count() == 1 {
			rest.each(func(c int) { y = g.byCand[c][d] })
		} else if k, ok := g.groupOf[aicGroupKey{d, rest}]; ok {
			y = k
		}
		if y >= 0 && x < y {
			link(g.strong, x, y)
		}
	}
}

// linkWeak adds the weak links: (but for xy) two candidates of a cell, and
// two nodes of a digit whose cells all see each other.
func (g *aicGraph) linkWeak(b *Board, xy bool) {
	if !xy {
		for c := range b.cands {
			ds := b.cands[c].List()
			for i, x := range ds {
				for _, y := range ds[i+1:] {
					link(g.weak, g.byCand[c][x], g.byCand[c][y])
				}
			}
		}
	}
	var byDigit [10][]int32
	for k, n := range g.nodes {
		byDigit[n.digit] = append(byDigit[n.digit], int32(k))
	}
	for d := 1; d <= 9; d++ {
		ns := byDigit[d]
		for i, x := range ns {
			for _, y := range ns[i+1:] {
				if g.nodes[y].set.within(g.nodes[x].seen) {
					link(g.weak, x, y)
				}
			}
		}
	}
}

// crossLines returns the lines (rows, columns, diagonals) that cross box
// or region box: boxLines for the classic boxes, and for a shaped layout
// every line that holds a cell of it, in increasing order.
func (b *Board) crossLines(box int) []int {
	if !b.l.shaped {
		lines := boxLines(box)
		return lines[:]
	}
	var in [29]bool
	for _, c := range b.l.houses[box] {
		for _, h := range b.l.cellHouses[c] {
			in[h] = true
		}
	}
	var out []int
	for h, ok := range in {
		if ok && (h < 18 || h >= 27) {
			out = append(out, h)
		}
	}
	return out
}

// boxLines returns the three rows and three columns (house indexes)
// through box (18–26).
func boxLines(box int) [6]int {
	b := box - 18
	r, c := b/3*3, b%3*3
	return [6]int{r, r + 1, r + 2, 9 + c, 9 + c + 1, 9 + c + 2}
}

// maxAIC is the most links a chain of XYChain or AIC may have.
const maxAIC = 19

// aicFound is the best chain found so far.
type aicFound struct {
	step   Step
	rating float64
}

// xyChain finds the XY-chain rated lowest (see aicSearch): a chain whose
// nodes lie in cells with two candidates, each cell's two linked strongly.
func (b *Board) xyChain() (Step, bool) { return b.aicSearch(XYChain) }

// aic finds the alternating inference chain rated lowest, groups allowed.
func (b *Board) aic() (Step, bool) { return b.aicSearch(AIC) }

// aicSearch follows chains from every node with a breadth-first search
// over (node, true or false), starting from the node false, and keeps the
// chain of technique t with an effect that Sudoku Explainer would rate
// lowest (see chainRating), the first found among equals.
func (b *Board) aicSearch(t Technique) (Step, bool) {
	g := b.newAICGraph(t == XYChain)
	n := len(g.nodes)
	best := aicFound{rating: 1e9}
	parent := make([]int32, 2*n)
	dist := make([]int8, 2*n)
	queue := make([]int32, 0, 2*n)
	for s := 0; s < n; s++ {
		if len(g.strong[s]) == 0 {
			continue
		}
		for i := range dist {
			dist[i] = -1
		}
		dist[2*s] = 0
		parent[2*s] = -1
		queue = append(queue[:0], int32(2*s))
		for len(queue) > 0 {
			st := queue[0]
			queue = queue[1:]
			// A chain of k links rates at least 6.5 plus the length
			// charge of k-1 (a loop of k+1 nodes).
			if int(dist[st])+1 > maxAIC || 6.5+lengthRating(int(dist[st])) >= best.rating {
				break
			}
			x, on := int(st/2), st%2 == 1
			next := g.strong[x]
			if on {
				next = g.weak[x]
			}
			for _, y := range next {
				ns := 2 * y
				if !on {
					ns++
				}
				if dist[ns] >= 0 {
					continue
				}
				dist[ns] = dist[st] + 1
				parent[ns] = st
				queue = append(queue, ns)
				if on || dist[ns] < 3 {
					continue
				}
				b.aicCandidate(g, t, s, int(y), parent, ns, &best)
			}
		}
	}
	return best.step, best.rating < 1e9
}

// aicCandidate looks at the chain from node s (false) to node e (true),
// ending at state end, and keeps its step in best if it has an effect and
// rates lower.
func (b *Board) aicCandidate(g *aicGraph, t Technique, s, e int, parent []int32, end int32, best *aicFound) {
	loop := false
	for _, w := range g.weak[e] {
		if int(w) == s {
			loop = true
			break
		}
	}
	var elim []Candidate
	switch {
	case e == s:
		if len(g.nodes[s].cells) > 1 {
			return
		}
	case loop:
		// Its eliminations come from the whole path, below.
	default:
		elim = g.endsElims(b, s, e)
		if len(elim) == 0 {
			return
		}
	}
	var path []int
	for st := end; st >= 0; st = parent[st] {
		path = append(path, int(st/2))
	}
	for i, j := 0, len(path)-1; i < j; i, j = i+1, j-1 {
		path[i], path[j] = path[j], path[i]
	}
	nodes := path
	if e == s {
		nodes = path[:len(path)-1]
	}
	// A simple chain: no candidate in two nodes.
	var used [10]cellSet
	for _, k := range nodes {
		nd := &g.nodes[k]
		if used[nd.digit].overlaps(nd.set) {
			return
		}
		used[nd.digit] = used[nd.digit].union(nd.set)
	}
	inChain := func(c Candidate) bool { return used[c.Digit].has(c.Cell) }
	kind := g.kind(b, nodes)
	var length int
	switch {
	case e == s:
		length = len(nodes) - 1
	case loop:
		elim = g.loopElims(b, nodes)
		length = len(nodes) - 2
	default:
		length = len(nodes)
	}
	out := elim[:0]
	for _, c := range elim {
		if !inChain(c) {
			out = append(out, c)
		}
	}
	elim = out
	if e != s && len(elim) == 0 {
		return
	}
	r := chainRating(kind, loop) + lengthRating(length)
	if r > best.rating || r == best.rating && !(e == s && len(best.step.Placements) == 0) {
		return // among equals, the first, or a placement
	}
	sortCandidates(elim)
	best.rating = r
	best.step = g.chainStep(b, t, path, e == s, loop, elim, length, r-t.baseRating()-lengthRating(length))
}

// chain kinds, for the rating.
const (
	chainX     = iota // one digit, no groups
	chainY            // cells with two candidates, strong links in the cells
	chainMixed        // anything else
	chainGroup        // with a group node
)

// kind returns the kind of the chain of nodes.
func (g *aicGraph) kind(b *Board, nodes []int) int {
	oneDigit, cellsOnly := true, true
	for i, k := range nodes {
		nd := &g.nodes[k]
		if len(nd.cells) > 1 {
			return chainGroup
		}
		if nd.digit != g.nodes[nodes[0]].digit {
			oneDigit = false
		}
		// Links 0–1, 2–3, … are strong; in a Y chain they join the two
		// candidates of one cell.
		if i%2 == 1 && (nd.cells[0] != g.nodes[nodes[i-1]].cells[0] || b.cands[nd.cells[0]].Count() != 2) {
			cellsOnly = false
		}
	}
	switch {
	case oneDigit:
		return chainX
	case cellsOnly:
		return chainY
	}
	return chainMixed
}

// chainRating returns the base rating of a chain of kind, continuous loop
// or not, on the scale of Sudoku Explainer, which rates a
// loop on one digit or on cells with two candidates (a bidirectional X- or
// Y-cycle) 6.5, a chain on one digit (a forcing X-chain) 6.6, and other
// chains and loops 7.0. Sudoku Explainer has no group nodes; a chain with
// one rates as a mixed chain plus groupExtra.
func chainRating(kind int, loop bool) float64 {
	switch {
	case loop && (kind == chainX || kind == chainY):
		return 6.5
	case kind == chainX:
		return 6.6
	case kind == chainGroup:
		return 7.0 + groupExtra
	}
	return 7.0
}

// groupExtra is added to the rating of a chain with a group node.
const groupExtra = 1.0

// endsElims returns what the two ends of a chain rule out, one of them
// being true: a candidate of their digit that sees both; or, for ends
// with two digits, the other candidates of their cell if they share one,
// and otherwise each end's digit in the other end's cell when that cell
// sees all of the end.
func (g *aicGraph) endsElims(b *Board, s, e int) []Candidate {
	ns, ne := &g.nodes[s], &g.nodes[e]
	var out []Candidate
	if ns.digit == ne.digit {
		ns.seen.and(ne.seen).and(g.where[ns.digit]).each(func(c int) {
			out = append(out, Candidate{c, ns.digit})
		})
		return out
	}
	if len(ns.cells) == 1 && len(ne.cells) == 1 && ns.cells[0] == ne.cells[0] {
		c := ns.cells[0]
		for _, d := range b.cands[c].Remove(ns.digit).Remove(ne.digit).List() {
			out = append(out, Candidate{c, d})
		}
		return out
	}
	for _, p := range [2][2]*aicNode{{ns, ne}, {ne, ns}} {
		if len(p[0].cells) == 1 {
			if c := p[0].cells[0]; b.cands[c].Has(p[1].digit) && p[1].seen.has(c) {
				out = append(out, Candidate{c, p[1].digit})
			}
		}
	}
	return out
}

// loopElims returns what a continuous loop of nodes rules out: each link,
// the closing one included, holds exactly one true node, so a candidate of
// the link's digit that sees both its nodes goes, and so do the other
// candidates of a cell whose two candidates a link joins.
func (g *aicGraph) loopElims(b *Board, nodes []int) []Candidate {
	var out []Candidate
	seen := map[Candidate]bool{}
	addC := func(c Candidate) {
		if !seen[c] {
			seen[c] = true
			out = append(out, c)
		}
	}
	for i, k := range nodes {
		x, y := &g.nodes[k], &g.nodes[nodes[(i+1)%len(nodes)]]
		if x.digit == y.digit {
			x.seen.and(y.seen).and(g.where[x.digit]).each(func(c int) { addC(Candidate{c, x.digit}) })
			continue
		}
		c := x.cells[0]
		for _, d := range b.cands[c].Remove(x.digit).Remove(y.digit).List() {
			addC(Candidate{c, d})
		}
	}
	return out
}

// chainStep builds the step of the chain of nodes path: a placement when
// it runs from a candidate back to itself (place), a continuous loop
// (loop), or a chain whose ends rule out elim.
func (g *aicGraph) chainStep(b *Board, t Technique, path []int, place, loop bool, elim []Candidate, length int, extra float64) Step {
	step := Step{Technique: t, Eliminations: elim, length: length, extra: extra}
	var chain Nodes
	for _, k := range path {
		nd := &g.nodes[k]
		step.Digits = step.Digits.Add(nd.digit)
		for _, c := range nd.cells {
			if !inCells(step.Cells, c) {
				step.Cells = append(step.Cells, c)
			}
		}
		chain = append(chain, Node{nd.digit, nd.cells})
	}
	first, last := &g.nodes[path[0]], &g.nodes[path[len(path)-1]]
	switch {
	case place:
		c := first.cells[0]
		step.Placements = []Candidate{{c, first.digit}}
		step.msg = message(stepKey(t, "place"), args{"Chain": chain, "Cell": Cell(c), "Digit": first.digit})
	case loop:
		chain = append(chain, chain[0])
		step.msg = message(stepKey(t, "loop"), args{"Chain": chain, "Removals": removalClauses(elim)})
	default:
		step.msg = message(stepKey(t, ""), args{"Chain": chain, "First": nodeClause(first), "Last": nodeClause(last),
			"Removals": removalClauses(elim)})
	}
	return step
}

// nodeClause says that node n is true: "r1c1 is 5", or for a group "one
// of r1c1 and r1c2 is 5".
func nodeClause(n *aicNode) Message {
	if len(n.cells) == 1 {
		return message("clause.aic.cell", args{"Cell": Cell(n.cells[0]), "Digit": n.digit})
	}
	return message("clause.aic.group", args{"Cells": Cells(n.cells), "Digit": n.digit})
}

// Node is a node of an alternating inference chain: Digit in Cells, one
// cell or a group of two or three cells of a box in one row or column (the
// node is true when one of them holds the digit).
type Node struct {
	Digit int
	Cells []int
}

// Nodes are the nodes of an alternating inference chain in chain order,
// written with the links between them: "=" for a strong link (the first,
// third, … link: at least one of the two is true), "-" for a weak one (at
// most one is), each node as its digit in parentheses and its cells, a
// group's joined with "/": "(5)r1c1 = (5)r1c7 - (3)r1c7 = (3)r4c7/r4c8".
// The notation is the same in every language.
type Nodes []Node

// English returns the nodes in chain notation.
func (ns Nodes) English() string {
	var sb strings.Builder
	for i, n := range ns {
		sb.WriteString(chainLink(i))
		sb.WriteString("(" + string(rune('0'+n.Digit)) + ")")
		for j, c := range n.Cells {
			if j > 0 {
				sb.WriteByte('/')
			}
			sb.WriteString(sudoku.CellName(c))
		}
	}
	return sb.String()
}
