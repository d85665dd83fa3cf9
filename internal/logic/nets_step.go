package logic

import (
	"math/bits"
	"strings"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// litSet is a set of candidates numbered by lit.
type litSet [12]uint64

func (s *litSet) add(l int) { s[l>>6] |= 1 << (l & 63) }

// and keeps in s only the members of o.
func (s *litSet) and(o *litSet) {
	for i := range s {
		s[i] &= o[i]
	}
}

// each calls f with every member of s in increasing order.
func (s *litSet) each(f func(l int)) {
	for i, w := range s {
		for ; w != 0; w &= w - 1 {
			f(64*i + bits.TrailingZeros64(w))
		}
	}
}

// branch is what a net that did not contradict itself concluded: the
// candidates it made true and those it made false.
type branch struct {
	on, off litSet
}

// collect fills br with n's conclusions.
func (n *net) collect(br *branch) {
	*br = branch{}
	for _, e := range n.events {
		if e.on {
			br.on.add(int(e.lit))
		} else {
			br.off.add(int(e.lit))
		}
	}
}

// netKind names the four shapes of a forcing net's proof.
type netKind uint8

const (
	netContradiction netKind = iota // an assumption contradicts itself
	netDouble                       // a candidate and its negation agree
	netCell                         // every candidate of a cell agrees
	netRegion                       // every place of a digit in a house agrees
)

// netResult is a conclusion a level of nets found, and what it rests on.
type netResult struct {
	kind   netKind
	cell   int  // the assumption's cell (contradiction, double, cell)
	digit  int  // its digit (contradiction, double, region)
	on     bool // contradiction: the assumption was on (the candidate goes)
	house  int  // region
	target int  // double, cell, region: the candidate concluded (lit)
	holds  bool // double, cell, region: concluded on (else off)
	size   int  // conclusions the proof rests on
}

// forcingNet finds the step of technique t: the nets of its level (see
// nets.go) over every candidate of b, keeping the conclusion whose proof
// rests on the fewest conclusions. A nested net (level 2) stops at the first
// contradiction, since nested nets cost too much to look for the shortest.
func (b *Board) forcingNet(t Technique) (Step, bool) {
	s := netSearch{b: b, level: int(t - DynamicForcingChain), n: &net{}, best: netResult{size: -1}}
	for h, house := range sudoku.Houses {
		for _, x := range house {
			s.placed[h] = s.placed[h].Add(int(b.grid[x]))
		}
	}
	if s.assumeEach() {
		s.agreements()
		s.measure()
	}
	if s.best.size < 0 || b.stopped() {
		return Step{}, false
	}
	return b.netStep(t, s.best, &s.placed), true
}

// netSearch is the search of forcingNet on one board: the branches of every
// candidate assumed on, and the conclusions found so far.
type netSearch struct {
	b        *Board
	level    int
	placed   [27]sudoku.Digits // the digits placed in each house
	n        *net
	onBranch [729]*branch // what each candidate assumed on leads to; nil when it contradicts
	best     netResult    // the conclusion with the shortest proof so far; size -1 for none
	doubles  []netResult  // conclusions of a candidate and its negation, not measured yet
	multi    []netResult  // conclusions of every candidate of a cell or every place of a digit in a house
}

// keep makes r the best conclusion when its proof is shorter.
func (s *netSearch) keep(r netResult) {
	if s.best.size < 0 || r.size < s.best.size {
		s.best = r
	}
}

// fresh reports whether a conclusion on literal l (on: the candidate holds)
// would change the board.
func (s *netSearch) fresh(l int, on bool) bool {
	c, d := l/9, l%9+1
	return s.b.cands[c].Has(d) && (!on || s.b.cands[c].Count() > 1)
}

// assumeEach assumes every candidate of a cell with two or more on and off:
// an assumption that contradicts itself is a conclusion (kept), and what a
// candidate and its negation both lead to is a double (in s.doubles). It
// records each candidate's branch on, and reports false when a nested net
// found a contradiction, which ends the search, or when the board's
// context ended.
func (s *netSearch) assumeEach() bool {
	b, n := s.b, s.n
	var offBr branch
	for c, ds := range b.cands {
		if ds.Count() < 2 {
			continue
		}
		for _, d := range ds.List() {
			if b.stopped() {
				return false
			}
			n.reset(s.level, &b.cands, &s.placed, nil)
			if n.assume(c, d, true) {
				s.keep(netResult{kind: netContradiction, cell: c, digit: d, on: true, size: n.size(n.ancestors(n.conflictEvents()))})
				if s.level >= 2 {
					return false
				}
			} else {
				br := &branch{}
				n.collect(br)
				s.onBranch[lit(c, d)] = br
			}
			n.reset(s.level, &b.cands, &s.placed, nil)
			if n.assume(c, d, false) {
				s.keep(netResult{kind: netContradiction, cell: c, digit: d, on: false, size: n.size(n.ancestors(n.conflictEvents()))})
				if s.level >= 2 {
					return false
				}
				continue
			}
			br := s.onBranch[lit(c, d)]
			if br == nil {
				continue
			}
			n.collect(&offBr)
			both := br.on
			both.and(&offBr.on)
			both.each(func(l int) {
				if s.fresh(l, true) {
					s.doubles = append(s.doubles, netResult{kind: netDouble, cell: c, digit: d, target: l, holds: true})
				}
			})
			both = br.off
			both.and(&offBr.off)
			both.each(func(l int) {
				if s.fresh(l, false) {
					s.doubles = append(s.doubles, netResult{kind: netDouble, cell: c, digit: d, target: l})
				}
			})
		}
	}
	return true
}

// agreements finds what every candidate of a cell with three or more (two:
// a double says the same), or every place of a digit in a house, leads to,
// in s.multi.
func (s *netSearch) agreements() {
	b := s.b
	for c, ds := range b.cands {
		if ds.Count() < 3 {
			continue
		}
		var lits []int
		for _, d := range ds.List() {
			lits = append(lits, lit(c, d))
		}
		s.agree(lits, netResult{kind: netCell, cell: c})
	}
	for h, house := range sudoku.Houses {
		for d := 1; d <= 9; d++ {
			if s.placed[h].Has(d) {
				continue
			}
			var lits []int
			for _, x := range house {
				if b.cands[x].Has(d) {
					lits = append(lits, lit(int(x), d))
				}
			}
			if len(lits) >= 2 {
				s.agree(lits, netResult{kind: netRegion, house: h, digit: d})
			}
		}
	}
}

// agree adds to s.multi every fresh conclusion that all the candidates lits
// assumed on lead to, as r with its target; none when one of them
// contradicts (a simpler net says so).
func (s *netSearch) agree(lits []int, r netResult) {
	var on, off litSet
	for k, l := range lits {
		br := s.onBranch[l]
		if br == nil {
			return
		}
		if k == 0 {
			on, off = br.on, br.off
		} else {
			on.and(&br.on)
			off.and(&br.off)
		}
	}
	on.each(func(l int) {
		if s.fresh(l, true) {
			r.target, r.holds = l, true
			s.multi = append(s.multi, r)
		}
	})
	off.each(func(l int) {
		if s.fresh(l, false) {
			r.target, r.holds = l, false
			s.multi = append(s.multi, r)
		}
	})
}

// measure sizes the proofs of the doubles and agreements and keeps the
// shortest: at most a few hundred are measured, the cheapest kinds first.
func (s *netSearch) measure() {
	b, n := s.b, s.n
	for _, list := range [][]netResult{s.doubles, s.multi} {
		for i := range min(len(list), 200) {
			if b.stopped() {
				return
			}
			r := list[i]
			r.size = 0
			for _, br := range b.netBranches(r) {
				n.reset(s.level, &b.cands, &s.placed, nil)
				n.assume(br.Cell, br.Digit, br.on)
				r.size += n.size(n.ancestors([]int32{n.why[r.target]}))
			}
			s.keep(r)
		}
	}
}

// netAssumption is one branch of a net: a candidate assumed on or off.
type netAssumption struct {
	Candidate
	on bool
}

// netBranches returns the assumptions of r's branches.
func (b *Board) netBranches(r netResult) []netAssumption {
	switch r.kind {
	case netContradiction:
		return []netAssumption{{Candidate{r.cell, r.digit}, r.on}}
	case netDouble:
		return []netAssumption{{Candidate{r.cell, r.digit}, true}, {Candidate{r.cell, r.digit}, false}}
	case netCell:
		var out []netAssumption
		for _, d := range b.cands[r.cell].List() {
			out = append(out, netAssumption{Candidate{r.cell, d}, true})
		}
		return out
	}
	var out []netAssumption
	for _, x := range sudoku.Houses[r.house] {
		if b.cands[x].Has(r.digit) {
			out = append(out, netAssumption{Candidate{int(x), r.digit}, true})
		}
	}
	return out
}

// netStep builds the step of r: it runs each branch again to say what the
// conclusion rests on.
func (b *Board) netStep(t Technique, r netResult, placed *[27]sudoku.Digits) Step {
	level := int(t - DynamicForcingChain)
	n := &net{}
	s := Step{Technique: t, length: max(r.size-2, 0)}
	target := Candidate{r.target / 9, r.target%9 + 1}
	var cells []int
	var chains []Clauses
	var branches Branches
	for _, a := range b.netBranches(r) {
		n.reset(level, &b.cands, placed, nil)
		broke := n.assume(a.Cell, a.Digit, a.on)
		cells = append(cells, a.Cell)
		var need []bool
		var last Message
		if broke {
			need = n.ancestors(n.conflictEvents())
			last = n.conflictClause()
		} else {
			need = n.ancestors([]int32{n.why[r.target]})
			if !r.holds {
				last = message("clause.net.wouldNotBe", args{"Cell": Cell(target.Cell), "Digit": target.Digit})
			}
		}
		var chain Clauses
		for i, p := range n.placements(need) {
			key := "clause.forcingChain.next"
			if i == 0 {
				key = "clause.forcingChain.first"
			}
			chain = append(chain, message(key, args{"Cell": Cell(p.Cell), "Digit": p.Digit}))
			cells = append(cells, p.Cell)
		}
		if last.Key != "" {
			chain = append(chain, last)
		}
		chains = append(chains, chain)
		branches = append(branches, netBranchMessage(r, a, chain))
	}
	s.Cells = uniqueCells(cells)
	result := message("clause.net.is", args{"Cell": Cell(target.Cell), "Digit": target.Digit})
	if !r.holds {
		result = message("clause.net.isNot", args{"Cell": Cell(target.Cell), "Digit": target.Digit})
	}
	switch r.kind {
	case netContradiction:
		a := Candidate{r.cell, r.digit}
		s.Digits = sudoku.DigitSet(a.Digit)
		if r.on {
			s.Eliminations = []Candidate{a}
			s.msg = message(stepKey(t, "off"), args{"Cell": Cell(a.Cell), "Digit": a.Digit, "Chain": chains[0]})
		} else {
			s.Placements = []Candidate{a}
			s.msg = message(stepKey(t, "on"), args{"Cell": Cell(a.Cell), "Digit": a.Digit, "Chain": chains[0]})
		}
		return s
	case netDouble:
		s.msg = message(stepKey(t, "double"), args{"Cell": Cell(r.cell), "Digit": r.digit, "Result": result,
			"IfOn": chains[0], "IfOff": chains[1]})
	case netCell:
		s.msg = message(stepKey(t, "cell"), args{"Cell": Cell(r.cell), "Result": result, "Branches": branches})
	case netRegion:
		s.Houses = []int{r.house}
		s.msg = message(stepKey(t, "region"), args{"Digit": r.digit, "House": House(r.house), "Result": result, "Branches": branches})
	}
	s.Digits = sudoku.DigitSet(target.Digit)
	if r.holds {
		s.Placements = []Candidate{target}
	} else {
		s.Eliminations = []Candidate{target}
	}
	return s
}

// netBranchMessage words one branch of a cell or region net: "with 4:
// r2c3 would be 7, …", "in r5c1: …".
func netBranchMessage(r netResult, a netAssumption, chain Clauses) Message {
	if r.kind == netRegion {
		return message("clause.net.at", args{"Cell": Cell(a.Cell), "Chain": chain})
	}
	return message("clause.net.with", args{"Digit": a.Digit, "Chain": chain})
}

// conflictClause words n's contradiction.
func (n *net) conflictClause() Message {
	f := n.fail
	if f.kind == 3 {
		e := n.events[f.ev]
		return contradiction(3, int(e.lit)/9, 0, int(e.lit)%9+1)
	}
	return contradiction(f.kind, f.cell, f.house, f.digit)
}

// uniqueCells returns cells without repeats, in first-seen order.
func uniqueCells(cells []int) []int {
	var seen [81]bool
	var out []int
	for _, c := range cells {
		if !seen[c] {
			seen[c] = true
			out = append(out, c)
		}
	}
	return out
}

// Branches are the branches of a cell or region forcing net, each a
// message; in English they are joined by "; ".
type Branches []Message

// English returns the branches in English, separated by "; ".
func (bs Branches) English() string {
	texts := make([]string, len(bs))
	for i, m := range bs {
		texts[i] = m.English()
	}
	return strings.Join(texts, "; ")
}
