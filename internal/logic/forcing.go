package logic

import "github.com/sudoku-devs/sudoku/internal/sudoku"

// A trial propagates one assumed placement with naked and hidden singles
// until the board contradicts itself or nothing more follows. It records,
// for every candidate it removes, which of its placements removed it, so
// that the placements a contradiction depends on can be picked out.
type trial struct {
	grid    sudoku.Grid
	cands   [81]sudoku.Digits
	orig    *[81]sudoku.Digits // the board's candidates before the trial
	placed  [27]sudoku.Digits  // digits placed in each house
	remover [81][10]int8       // placement index that removed a candidate, or -1
	items   []item             // placements made or queued, in order
	done    int                // items before done have been carried out
	fail    failure
	need    []bool // of the last chain: the items it rests on
}

// item is a placement made or queued by a trial, with its reason.
type item struct {
	cell, digit int
	house       int // house of a hidden single, -1 for a naked single or the assumption
}

// failure says how a trial contradicted itself.
type failure struct {
	kind  int // 0 none, 1 a cell without candidates, 2 a digit without a place, 3 an item that no longer fits
	cell  int // the empty cell, or the item's index for kind 3
	house int
	digit int
}

// run assumes d in cell c of board b and propagates; it reports whether a
// contradiction followed.
func (t *trial) run(b *Board, c, d int) bool {
	t.grid, t.cands, t.orig = b.grid, b.cands, &b.cands
	t.placed = [27]sudoku.Digits{}
	for h, house := range sudoku.Houses {
		for _, x := range house {
			t.placed[h] = t.placed[h].Add(int(b.grid[x]))
		}
	}
	for i := range t.remover {
		t.remover[i] = [10]int8{-1, -1, -1, -1, -1, -1, -1, -1, -1, -1}
	}
	t.items = append(t.items[:0], item{c, d, -1})
	t.done = 0
	t.fail = failure{}
	for t.done < len(t.items) {
		k := t.done
		it := t.items[k]
		t.done++
		if t.grid[it.cell] == uint8(it.digit) {
			continue
		}
		if t.grid[it.cell] != 0 || !t.cands[it.cell].Has(it.digit) {
			t.fail = failure{kind: 3, cell: k}
			return true
		}
		if t.place(k, it.cell, it.digit) {
			return true
		}
	}
	return false
}

// place carries out item k, putting d in cell c, and queues the singles that
// follow; it reports whether a contradiction showed up.
func (t *trial) place(k, c, d int) bool {
	others := t.cands[c].Remove(d)
	t.grid[c] = uint8(d)
	t.cands[c] = 0
	for _, h := range sudoku.CellHouses[c] {
		t.placed[h] = t.placed[h].Add(d)
	}
	for _, e := range others.List() {
		t.remover[c][e] = int8(k)
	}
	for _, p := range sudoku.Peers[c] {
		if !t.cands[p].Has(d) {
			continue
		}
		t.cands[p] = t.cands[p].Remove(d)
		t.remover[p][d] = int8(k)
		switch t.cands[p].Count() {
		case 0:
			t.fail = failure{kind: 1, cell: int(p)}
			return true
		case 1:
			t.items = append(t.items, item{int(p), t.cands[p].Single(), -1})
		}
		for _, h := range sudoku.CellHouses[p] {
			if t.checkHouse(int(h), d) {
				return true
			}
		}
	}
	for _, e := range others.List() {
		for _, h := range sudoku.CellHouses[c] {
			if t.checkHouse(int(h), e) {
				return true
			}
		}
	}
	return false
}

// checkHouse looks at digit d in house h after d lost a place there: no place
// left is a contradiction, one place a hidden single to queue.
func (t *trial) checkHouse(h, d int) bool {
	if t.placed[h].Has(d) {
		return false
	}
	n, at := 0, 0
	for _, x := range sudoku.Houses[h] {
		if t.cands[x].Has(d) {
			n++
			at = int(x)
		}
	}
	switch n {
	case 0:
		t.fail = failure{kind: 2, house: h, digit: d}
		return true
	case 1:
		t.items = append(t.items, item{at, d, h})
	}
	return false
}

// causes adds to need the placements that item it (made before index before)
// rests on: those that removed the cell's other candidates for a naked
// single, or the digit's other places in the house for a hidden single.
func (t *trial) causes(it item, before int, need []bool) {
	if it.house < 0 {
		for _, e := range t.orig[it.cell].Remove(it.digit).List() {
			if r := int(t.remover[it.cell][e]); r >= 0 && r < before {
				need[r] = true
			}
		}
		return
	}
	for _, x := range sudoku.Houses[it.house] {
		if int(x) != it.cell && t.orig[x].Has(it.digit) {
			if r := int(t.remover[x][it.digit]); r >= 0 && r < before {
				need[r] = true
			}
		}
	}
}

// chain returns the placements the contradiction depends on, in the order
// they were made, the assumption first.
func (t *trial) chain() []Candidate {
	need := make([]bool, t.done)
	need[0] = true
	switch f := t.fail; f.kind {
	case 1:
		for _, e := range t.orig[f.cell].List() {
			if r := t.remover[f.cell][e]; r >= 0 {
				need[r] = true
			}
		}
	case 2:
		for _, x := range sudoku.Houses[f.house] {
			if r := t.remover[x][f.digit]; t.orig[x].Has(f.digit) && r >= 0 {
				need[r] = true
			}
		}
	case 3:
		it := t.items[f.cell]
		t.causes(it, t.done, need)
		if r := t.remover[it.cell][it.digit]; r >= 0 {
			need[r] = true
		}
		for k := 0; k < t.done; k++ {
			if t.items[k].cell == it.cell && t.grid[it.cell] == uint8(t.items[k].digit) {
				need[k] = true
			}
		}
	}
	for k := t.done - 1; k > 0; k-- {
		if need[k] {
			t.causes(t.items[k], k, need)
		}
	}
	var out []Candidate
	for k := 0; k < t.done; k++ {
		if need[k] && (k == 0 || t.grid[t.items[k].cell] == uint8(t.items[k].digit)) {
			out = append(out, Candidate{t.items[k].cell, t.items[k].digit})
		}
	}
	t.need = need
	return out
}

// static reports whether the contradiction chain found last rests on the
// board's links alone, as the chains of Sudoku Explainer's "Forcing Chain"
// do: every single it places is a cell with two candidates on the board or
// a digit with two places in a house, and the contradiction empties such a
// cell or house. A chain that is not static needs the candidates its own
// placements left (a dynamic chain).
func (t *trial) static() bool {
	bivalue := func(c int) bool { return t.orig[c].Count() == 2 }
	bilocal := func(h, d int) bool {
		n := 0
		for _, x := range sudoku.Houses[h] {
			if t.orig[x].Has(d) {
				n++
			}
		}
		return n == 2
	}
	switch f := t.fail; f.kind {
	case 1:
		if !bivalue(f.cell) {
			return false
		}
	case 2:
		if !bilocal(f.house, f.digit) {
			return false
		}
	}
	for k := 1; k < t.done; k++ {
		it := t.items[k]
		if !t.need[k] || t.grid[it.cell] != uint8(it.digit) {
			continue
		}
		if (it.house < 0 && !bivalue(it.cell)) || (it.house >= 0 && !bilocal(it.house, it.digit)) {
			return false
		}
	}
	return true
}

// reason describes the contradiction.
func (t *trial) reason() Message {
	f := t.fail
	if f.kind == 3 {
		it := t.items[f.cell]
		return contradiction(3, it.cell, 0, it.digit)
	}
	return contradiction(f.kind, f.cell, f.house, f.digit)
}

// contradiction words how an assumption contradicts itself: kind 1, cell
// has no candidate left; kind 2, digit has no place left in house; kind 3,
// cell could not be digit as it must.
func contradiction(kind, cell, house, digit int) Message {
	switch kind {
	case 1:
		return message("clause.forcingChain.noCandidate", args{"Cell": Cell(cell)})
	case 2:
		return message("clause.forcingChain.noPlace", args{"Digit": digit, "House": House(house)})
	}
	return message("clause.forcingChain.cannotBe", args{"Cell": Cell(cell), "Digit": digit})
}

// forcingChain assumes each candidate in turn, those of cells with two
// candidates first, and propagates it with naked and hidden singles; an
// assumption that ends in a contradiction is false, so the candidate goes.
// Of the contradictions among two-candidate cells (or, when there are none,
// among all cells) the one resting on the fewest placements is chosen.
func (b *Board) forcingChain() (Step, bool) {
	var t trial
	for _, bivalue := range []bool{true, false} {
		var best []Candidate
		var why Message
		for c, ds := range b.cands {
			if ds == 0 || (ds.Count() == 2) != bivalue {
				continue
			}
			if b.stopped() {
				return Step{}, false
			}
			for _, d := range ds.List() {
				if !t.run(b, c, d) {
					continue
				}
				if ch := t.chain(); t.static() && (best == nil || len(ch) < len(best)) {
					best, why = ch, t.reason()
				}
			}
		}
		if best != nil {
			return forcingStep(best, why), true
		}
	}
	return Step{}, false
}

// forcingStep builds the step of a forcing chain: the placements chain,
// the assumption first, lead to the contradiction why.
func forcingStep(chain []Candidate, why Message) Step {
	a := chain[0]
	cells := make([]int, len(chain))
	for i, c := range chain {
		cells[i] = c.Cell
	}
	var msg Message
	if len(chain) == 1 {
		msg = message("step.forcingChain.direct", args{"Cell": Cell(a.Cell), "Digit": a.Digit, "Contradiction": why})
	} else {
		var then Clauses
		for i, c := range chain[1:] {
			key := "clause.forcingChain.next"
			if i == 0 {
				key = "clause.forcingChain.first"
			}
			then = append(then, message(key, args{"Cell": Cell(c.Cell), "Digit": c.Digit}))
		}
		then = append(then, why)
		msg = message("step.forcingChain", args{"Cell": Cell(a.Cell), "Digit": a.Digit, "Consequences": then})
	}
	return Step{
		Technique:    ForcingChain,
		Digits:       sudoku.DigitSet(a.Digit),
		Cells:        cells,
		Eliminations: []Candidate{a},
		length:       2 * len(chain),
		msg:          msg,
	}
}

// trial is the last rung: for the cells with fewest candidates first, it
// puts each candidate in the grid and asks the solver whether the puzzle can
// still be completed; a candidate that leaves no solution goes. It relies on
// search, not on a pattern a player can see.
func (b *Board) trial() (Step, bool) {
	for n := 2; n <= 9; n++ {
		for c, ds := range b.cands {
			if ds.Count() != n {
				continue
			}
			if b.stopped() {
				return Step{}, false
			}
			for _, d := range ds.List() {
				p := b.l.shape
				p.Givens = b.grid
				p.Givens[c] = uint8(d)
				if sudoku.CountSolutions(p, 1) != 0 {
					continue
				}
				return Step{
					Technique:    Trial,
					Digits:       sudoku.DigitSet(d),
					Cells:        []int{c},
					Eliminations: []Candidate{{c, d}},
					msg:          message("step.trial", args{"Digit": d, "Cell": Cell(c)}),
				}, true
			}
		}
	}
	return Step{}, false
}
