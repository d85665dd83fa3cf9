package logic

import (
	"math/bits"
	"slices"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// Forcing nets: the top of the ladder, after the (static) forcing chain and
// before Trial. A net assumes one candidate true (on) or false (off) and
// follows what must then hold, dynamically: each conclusion changes the
// candidates the next one is drawn from. Three rules of increasing power
// make three techniques, in the manner of Sudoku Explainer's dynamic,
// dynamic (+) and nested forcing chains:
//
//   - DynamicForcingChain (level 0): a digit placed removes itself from its
//     peers and the cell's other candidates; a cell with one candidate left,
//     or a digit with one place left in a house, is placed.
//   - DynamicForcingChainPlus (level 1): besides, whenever that runs dry,
//     locked candidates, naked and hidden pairs and X-Wings on the
//     candidates left remove more (the rules Sudoku Explainer adds there).
//   - NestedForcingChain (level 2): besides, a candidate whose assumption
//     in a level 0 net inside the net contradicts is removed.
//
// What a net shows is one of four kinds: an assumption that leads to a
// contradiction is false (a contradiction net); a candidate that both the
// assumption and its negation make true (or false) is true (false) (a
// double net); and a candidate that each candidate of a cell, or each
// place of a digit in a house, makes true (or false) is true (false) (cell
// and region nets). Each rule is sound, so each conclusion is. A net's
// length, for the rating, is the number of conclusions the result rests on
// (with those of nested nets), as Sudoku Explainer counts a chain's nodes.

// lit numbers a candidate as 9*cell + digit - 1, 0–728.
func lit(c, d int) int { return 9*c + d - 1 }

// A netRule says why a net concluded what it did.
type netRule uint8

const (
	ruleAssume netRule = iota // the assumption
	ruleCell                  // off: the cell holds another digit
	rulePeer                  // off: a peer holds the digit
	ruleNaked                 // on: the cell's last candidate
	ruleHidden                // on: the digit's last place in a house
	ruleBasic                 // off: locked candidates or a subset on the candidates left
	ruleNested                // off: its assumption contradicts in a nested net
)

// netEvent is one conclusion of a net: candidate lit is on or off, by rule.
type netEvent struct {
	lit     int16
	on      bool
	rule    netRule
	house   int8    // ruleHidden: the house
	from    int32   // ruleCell, rulePeer: the event of the digit placed
	parents []int32 // ruleBasic, ruleNested: the events the removal rests on
	size    int32   // ruleNested: the conclusions of the nested net
}

// netConflict says how a net contradicted itself.
type netConflict struct {
	kind  int // 0 none, 1 a cell without candidates, 2 a digit without a place, 3 a candidate both on and off
	cell  int
	house int
	digit int
	ev    int32 // kind 3: the event that found its candidate already the other way
}

// net is the state of one propagation: the candidates left, the digits
// known placed, and the conclusions in the order they were drawn.
type net struct {
	level  int
	base   *[81]sudoku.Digits // the candidates the net starts from
	outer  *net               // a nested net's enclosing net, whose events base rests on
	cands  [81]sudoku.Digits
	on     [81]sudoku.Digits // digits concluded placed in each cell
	placed [27]sudoku.Digits // digits placed in each house: the board's and those concluded
	why    [729]int32        // the event that decided each candidate, or -1
	events []netEvent
	next   int // on-events before next have been spread
	fail   netConflict
	inner  *net // the nested net, reused
	at     int  // the candidate (lit) the nested search goes on from
}

// reset makes n a net of level over base, with the houses' placed digits
// placed, ready for an assumption.
func (n *net) reset(level int, base *[81]sudoku.Digits, placed *[27]sudoku.Digits, outer *net) {
	n.level, n.base, n.outer = level, base, outer
	n.cands = *base
	n.on = [81]sudoku.Digits{}
	n.placed = *placed
	for i := range n.why {
		n.why[i] = -1
	}
	n.events = n.events[:0]
	n.next = 0
	n.fail = netConflict{}
	n.at = 0
}

// record appends e and returns its index.
func (n *net) record(e netEvent) int32 {
	n.events = append(n.events, e)
	return int32(len(n.events) - 1)
}

// setOn concludes d in cell c; it reports whether that contradicts.
func (n *net) setOn(c, d int, r netRule, house int) bool {
	if n.on[c].Has(d) {
		return false
	}
	l := lit(c, d)
	k := n.record(netEvent{lit: int16(l), on: true, rule: r, house: int8(house), from: -1})
	if !n.cands[c].Has(d) {
		n.fail = netConflict{kind: 3, ev: k}
		return true
	}
	n.on[c] = n.on[c].Add(d)
	n.why[l] = k
	for _, h := range sudoku.CellHouses[c] {
		n.placed[h] = n.placed[h].Add(d)
	}
	return false
}

// setOff concludes that d is not in cell c, and at once the singles that
// follow; it reports whether that contradicts.
func (n *net) setOff(c, d int, r netRule, from int32, parents []int32) bool {
	if !n.cands[c].Has(d) && !n.on[c].Has(d) {
		return false
	}
	l := lit(c, d)
	k := n.record(netEvent{lit: int16(l), rule: r, from: from, parents: parents})
	if n.on[c].Has(d) {
		n.fail = netConflict{kind: 3, ev: k}
		return true
	}
	n.cands[c] = n.cands[c].Remove(d)
	n.why[l] = k
	left := n.cands[c]
	if left == 0 {
		n.fail = netConflict{kind: 1, cell: c}
		return true
	}
	if n.on[c] == 0 && left.Count() == 1 {
		if n.setOn(c, left.Single(), ruleNaked, -1) {
			return true
		}
	}
	bit := sudoku.Digits(1) << d
	for _, h := range sudoku.CellHouses[c] {
		if n.placed[h]&bit != 0 {
			continue
		}
		count, at := 0, 0
		for _, x := range sudoku.Houses[h] {
			if n.cands[x]&bit != 0 {
				count++
				at = int(x)
			}
		}
		switch count {
		case 0:
			n.fail = netConflict{kind: 2, house: int(h), digit: d}
			return true
		case 1:
			if n.setOn(at, d, ruleHidden, int(h)) {
				return true
			}
		}
	}
	return false
}

// assume concludes the assumption that d is (on) or is not in cell c and
// follows it to the end; it reports whether it contradicts.
func (n *net) assume(c, d int, on bool) bool {
	if on {
		if n.setOn(c, d, ruleAssume, -1) {
			return true
		}
	} else if n.setOff(c, d, ruleAssume, -1, nil) {
		return true
	}
	return n.run()
}

// run spreads the conclusions drawn until nothing more follows or the net
// contradicts itself, which it reports.
func (n *net) run() bool {
	for {
		for n.next < len(n.events) {
			k := int32(n.next)
			e := n.events[k]
			n.next++
			if !e.on {
				continue
			}
			c, d := int(e.lit)/9, int(e.lit)%9+1
			for _, x := range n.cands[c].Remove(d).List() {
				if n.setOff(c, x, ruleCell, k, nil) {
					return true
				}
			}
			for _, p := range sudoku.Peers[c] {
				if n.cands[p].Has(d) {
					if n.setOff(int(p), d, rulePeer, k, nil) {
						return true
					}
				}
			}
		}
		if n.level == 0 {
			return false
		}
		before := len(n.events)
		if n.basic() {
			return true
		}
		if len(n.events) > before {
			continue
		}
		if n.level < 2 {
			return false
		}
		if n.nested() {
			return true
		}
		if len(n.events) == before {
			return false
		}
	}
}

// removed returns the events that removed, since the net's base, the
// candidates of cell c among ds.
func (n *net) removed(c int, ds sudoku.Digits, out []int32) []int32 {
	for _, d := range (ds & n.base[c] &^ n.cands[c]).List() {
		if k := n.why[lit(c, d)]; k >= 0 {
			out = append(out, k)
		}
	}
	return out
}

// basic applies locked candidates and naked and hidden pairs and triples to
// the candidates left, concluding off what they remove; it reports whether
// that contradicts. It stops after the first pattern that removes
// something, so that the simplest reasons come first.
func (n *net) basic() bool {
	// Locked candidates: a digit's places in a box all in one line, or in a
	// line all in one box.
	for h := 0; h < 27; h++ {
		for d := 1; d <= 9; d++ {
			bit := sudoku.Digits(1) << d
			if n.placed[h]&bit != 0 {
				continue
			}
			var m uint16
			for j, x := range sudoku.Houses[h] {
				if n.cands[x]&bit != 0 {
					m |= 1 << j
				}
			}
			if k := bits.OnesCount16(m); k < 2 || k > 3 {
				continue
			}
			first := sudoku.Houses[h][bits.TrailingZeros16(m)]
			for _, o := range sudoku.CellHouses[first] {
				if int(o) == h || !n.within(h, m, int(o)) {
					continue
				}
				var gone []int
				for _, x := range sudoku.Houses[o] {
					if n.cands[x]&bit != 0 && int(sudoku.CellHouses[x][h/9]) != h {
						gone = append(gone, int(x))
					}
				}
				if len(gone) == 0 {
					continue
				}
				var parents []int32
				for j, x := range sudoku.Houses[h] {
					if m&(1<<j) == 0 {
						parents = n.removed(int(x), bit, parents)
					}
				}
				for _, x := range gone {
					if n.setOff(x, d, ruleBasic, -1, parents) {
						return true
					}
				}
				return false
			}
		}
	}
	// Naked and hidden pairs.
	for h := 0; h < 27; h++ {
		if n.nakedSubset(h, 2) || n.fail.kind != 0 {
			return n.fail.kind != 0
		}
		if n.hiddenSubset(h, 2) || n.fail.kind != 0 {
			return n.fail.kind != 0
		}
	}
	return n.xWing()
}

// xWing looks for a digit whose places in two rows (columns) lie in the same
// two columns (rows) and removes it from the rest of those; it reports
// whether that contradicts, and stops after the first that removes
// something.
func (n *net) xWing() bool {
	for d := 1; d <= 9; d++ {
		bit := sudoku.Digits(1) << d
		for base := 0; base < 18; base += 9 { // rows, then columns
			var where [9]uint16
			for h := base; h < base+9; h++ {
				if n.placed[h]&bit != 0 {
					continue
				}
				for j, x := range sudoku.Houses[h] {
					if n.cands[x]&bit != 0 {
						where[h-base] |= 1 << j
					}
				}
			}
			for a := 0; a < 9; a++ {
				if bits.OnesCount16(where[a]) != 2 {
					continue
				}
				for b := a + 1; b < 9; b++ {
					if where[b] != where[a] {
						continue
					}
					cover := 9 - base // the other kind of line
					var gone []int
					var parents []int32
					for m := where[a]; m != 0; m &= m - 1 {
						o := cover + bits.TrailingZeros16(m)
						for j, x := range sudoku.Houses[o] {
							if j != a && j != b && n.cands[x]&bit != 0 {
								gone = append(gone, int(x))
							}
						}
					}
					if len(gone) == 0 {
						continue
					}
					for _, h := range []int{base + a, base + b} {
						for j, x := range sudoku.Houses[h] {
							if where[h-base]&(1<<j) == 0 {
								parents = n.removed(int(x), bit, parents)
							}
						}
					}
					for _, x := range gone {
						if n.setOff(x, d, ruleBasic, -1, parents) {
							return true
						}
					}
					return false
				}
			}
		}
	}
	return false
}

// within reports whether the cells of house h at the positions set in m all
// lie in house o.
func (n *net) within(h int, m uint16, o int) bool {
	for ; m != 0; m &= m - 1 {
		x := sudoku.Houses[h][bits.TrailingZeros16(m)]
		if int(sudoku.CellHouses[x][o/9]) != o {
			return false
		}
	}
	return true
}

// open returns the positions in house h of the cells with two or more
// candidates and no digit concluded, as a bit set.
func (n *net) open(h int) uint16 {
	var m uint16
	for j, x := range sudoku.Houses[h] {
		if n.on[x] == 0 && n.cands[x].Count() >= 2 {
			m |= 1 << j
		}
	}
	return m
}

// nakedSubset looks in house h for size cells holding only size digits
// between them and removes those digits from the house's other cells; it
// reports whether it removed anything (n.fail says whether it contradicted).
func (n *net) nakedSubset(h, size int) bool {
	open := n.open(h)
	found := false
	subsets(open, size, func(s uint16) bool {
		var union sudoku.Digits
		for m := s; m != 0; m &= m - 1 {
			union |= n.cands[sudoku.Houses[h][bits.TrailingZeros16(m)]]
		}
		if union.Count() != size {
			return false
		}
		var gone []Candidate
		for j, x := range sudoku.Houses[h] {
			if s&(1<<j) == 0 {
				for _, d := range (n.cands[x] & union).List() {
					gone = append(gone, Candidate{int(x), d})
				}
			}
		}
		if len(gone) == 0 {
			return false
		}
		var parents []int32
		for m := s; m != 0; m &= m - 1 {
			x := int(sudoku.Houses[h][bits.TrailingZeros16(m)])
			parents = n.removed(x, 0x3FE, parents)
		}
		found = true
		n.removeAll(gone, parents)
		return true
	})
	return found
}

// removeAll concludes off each of gone, resting on parents, until one
// contradicts (n.fail says so).
func (n *net) removeAll(gone []Candidate, parents []int32) {
	for _, g := range gone {
		if n.setOff(g.Cell, g.Digit, ruleBasic, -1, parents) {
			return
		}
	}
}

// hiddenSubset looks in house h for size digits confined to size cells and
// removes the other candidates of those cells; it reports whether it removed
// anything (n.fail says whether it contradicted).
func (n *net) hiddenSubset(h, size int) bool {
	var free uint16 // digits (bits 1–9) not placed in h with two or more places
	var where [10]uint16
	for d := 1; d <= 9; d++ {
		if n.placed[h].Has(d) {
			continue
		}
		for j, x := range sudoku.Houses[h] {
			if n.cands[x].Has(d) {
				where[d] |= 1 << j
			}
		}
		if bits.OnesCount16(where[d]) >= 2 {
			free |= 1 << d
		}
	}
	found := false
	subsets(free, size, func(ds uint16) bool {
		var cells uint16
		for m := ds; m != 0; m &= m - 1 {
			cells |= where[bits.TrailingZeros16(m)]
		}
		if bits.OnesCount16(cells) != size {
			return false
		}
		var gone []Candidate
		for m := cells; m != 0; m &= m - 1 {
			x := int(sudoku.Houses[h][bits.TrailingZeros16(m)])
			for _, d := range (n.cands[x] &^ sudoku.Digits(ds)).List() {
				gone = append(gone, Candidate{x, d})
			}
		}
		if len(gone) == 0 {
			return false
		}
		var parents []int32
		for j, x := range sudoku.Houses[h] {
			if cells&(1<<j) == 0 {
				parents = n.removed(int(x), sudoku.Digits(ds), parents)
			}
		}
		found = true
		n.removeAll(gone, parents)
		return true
	})
	return found
}

// nested tries, in a level 0 net started from n's candidates, each
// candidate still open in a cell with two or more; one whose assumption
// contradicts is concluded off, resting on the events of n that the inner
// contradiction rests on. It stops after the first, and reports whether n
// then contradicts.
func (n *net) nested() bool {
	if n.inner == nil {
		n.inner = &net{}
	}
	in := n.inner
	for k := range 729 {
		l := (n.at + k) % 729
		c, d := l/9, l%9+1
		if n.on[c] != 0 || !n.cands[c].Has(d) || n.cands[c].Count() < 2 {
			continue
		}
		in.reset(0, &n.cands, &n.placed, n)
		if !in.assume(c, d, true) {
			continue
		}
		n.at = l + 1
		need := in.ancestors(in.conflictEvents())
		parents := in.conflictOuterParents(nil)
		size := int32(0)
		for k, ok := range need {
			if ok {
				size++
				parents = in.outerParents(int32(k), parents)
			}
		}
		slices.Sort(parents)
		parents = slices.Compact(parents)
		e := len(n.events)
		fail := n.setOff(c, d, ruleNested, -1, parents)
		if e < len(n.events) {
			n.events[e].size = size
		}
		return fail
	}
	return false
}

// outerParents adds to out the events of the enclosing net that inner event
// k rests on: the removals, since the enclosing net's base, of the
// candidates whose absence made a single or a removal.
func (n *net) outerParents(k int32, out []int32) []int32 {
	e := n.events[k]
	c, d := int(e.lit)/9, int(e.lit)%9+1
	o := n.outer
	switch e.rule {
	case ruleNaked:
		out = o.removed(c, sudoku.Digits(0x3FE).Remove(d), out)
	case ruleHidden:
		for _, x := range sudoku.Houses[e.house] {
			if int(x) != c {
				out = o.removed(int(x), sudoku.DigitSet(d), out)
			}
		}
	}
	return out
}

// conflictOuterParents adds to out the events of the enclosing net that
// the contradiction of nested net n rests on directly: the removals of the
// empty cell's candidates, of the digit's places in the house, or of the
// candidate concluded on.
func (n *net) conflictOuterParents(out []int32) []int32 {
	o := n.outer
	switch f := n.fail; f.kind {
	case 1:
		out = o.removed(f.cell, 0x3FE, out)
	case 2:
		for _, x := range sudoku.Houses[f.house] {
			out = o.removed(int(x), sudoku.DigitSet(f.digit), out)
		}
	case 3:
		if l := n.events[f.ev].lit; n.why[l] < 0 {
			if k := o.why[l]; k >= 0 {
				out = append(out, k)
			}
		}
	}
	return out
}

// conflictEvents returns the events the contradiction of n rests on
// directly.
func (n *net) conflictEvents() []int32 {
	var out []int32
	switch f := n.fail; f.kind {
	case 1:
		for _, d := range n.base[f.cell].List() {
			if k := n.why[lit(f.cell, d)]; k >= 0 {
				out = append(out, k)
			}
		}
	case 2:
		for _, x := range sudoku.Houses[f.house] {
			if k := n.why[lit(int(x), f.digit)]; k >= 0 && n.base[x].Has(f.digit) {
				out = append(out, k)
			}
		}
	case 3:
		out = append(out, f.ev)
		if k := n.why[n.events[f.ev].lit]; k >= 0 {
			out = append(out, k)
		}
	}
	return out
}

// parentsOf appends to out the events of n that event k rests on directly.
func (n *net) parentsOf(k int32, out []int32) []int32 {
	e := &n.events[k]
	c, d := int(e.lit)/9, int(e.lit)%9+1
	switch e.rule {
	case ruleCell, rulePeer:
		out = append(out, e.from)
	case ruleNaked:
		for _, x := range n.base[c].Remove(d).List() {
			if p := n.why[lit(c, x)]; p >= 0 && p < k {
				out = append(out, p)
			}
		}
	case ruleHidden:
		for _, x := range sudoku.Houses[e.house] {
			if int(x) != c && n.base[x].Has(d) {
				if p := n.why[lit(int(x), d)]; p >= 0 && p < k {
					out = append(out, p)
				}
			}
		}
	case ruleBasic, ruleNested:
		out = append(out, e.parents...)
	}
	return out
}

// ancestors returns, for every event of n, whether one of roots rests on
// it, the roots included.
func (n *net) ancestors(roots []int32) []bool {
	need := make([]bool, len(n.events))
	stack := slices.Clone(roots)
	for len(stack) > 0 {
		k := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if k < 0 || need[k] {
			continue
		}
		need[k] = true
		stack = n.parentsOf(k, stack)
	}
	return need
}

// size returns the number of conclusions need marks, with those of the
// nested nets they contain.
func (n *net) size(need []bool) int {
	s := 0
	for k, ok := range need {
		if ok {
			s += 1 + int(n.events[k].size)
		}
	}
	return s
}

// placements returns the digits need marks as concluded on, in the order
// they were drawn, without the assumption.
func (n *net) placements(need []bool) []Candidate {
	var out []Candidate
	for k, ok := range need {
		if e := n.events[k]; ok && e.on && e.rule != ruleAssume {
			out = append(out, Candidate{int(e.lit) / 9, int(e.lit)%9 + 1})
		}
	}
	return out
}
