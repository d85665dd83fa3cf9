package logic

import (
	"fmt"
	"math/bits"
	"slices"

	words "github.com/sudoku-devs/sudoku/internal/message"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// The steps of a grid of any size, 4x4 to 16x16: a setter's grid the
// classic board (Board, 81 cells) does not hold, and the size variant's
// 9x9 grid, whose letters Board does not know. They are the steps that
// work on any houses — the singles, pointing and claiming, naked and
// hidden subsets over the rules' rows, columns and regions, the basic fish
// and the wings (sized_wings.go) — each
// constraint's plain eliminations (ConstraintElimination: those the digits
// placed give, as on a 9x9 setter's grid, then those its cells'
// candidates give), and Trial where those run out. Teaching each constraint
// on such grids is the ladder's next rung; this is what keeps Hint,
// Explain and grade going on every puzzle.

// SizedBoard is a position in the solve of a grid of any size under its
// sudoku.Rules: its digits, row by row, and the candidates that steps (or
// a player's notes) have taken out. A cell's candidates are the digits the
// houses, cages and letters leave it (sudoku.Rules.AllowsShape) less those
// taken out; the puzzle's constraints remove theirs by steps, so that a
// hint can name them. The zero SizedBoard is not usable: NewSizedBoard
// makes one.
type SizedBoard struct {
	rules   *sudoku.Rules
	n       int             // the cells a side
	grid    []uint8         // the digits, row by row, 0 for open
	removed []sudoku.Digits // the candidates taken out, by cell
	finding sizedFinder     // the step finder's room, used again by each step
}

// NewSizedBoard returns the position of givens, the rules' Size() squared
// cells row by row (0 for open), with every candidate in. It returns an
// error when givens has another length or a digit above the size.
func NewSizedBoard(rules *sudoku.Rules, givens []uint8) (*SizedBoard, error) {
	n := rules.Size()
	if len(givens) != n*n {
		return nil, fmt.Errorf("a %dx%d grid has %d cells, not %d", n, n, n*n, len(givens))
	}
	for i, d := range givens {
		if int(d) > n {
			return nil, fmt.Errorf("cell %d holds %d, above %d", i, d, n)
		}
	}
	return &SizedBoard{rules: rules, n: n, grid: slices.Clone(givens), removed: make([]sudoku.Digits, n*n)}, nil
}

// reset makes b the position of givens, as many cells as b has, with
// every candidate in.
func (b *SizedBoard) reset(givens []uint8) {
	copy(b.grid, givens)
	clear(b.removed)
}

// Clone returns a copy of b that shares no memory with it but the rules.
func (b *SizedBoard) Clone() *SizedBoard {
	return &SizedBoard{rules: b.rules, n: b.n, grid: slices.Clone(b.grid), removed: slices.Clone(b.removed)}
}

// Grid returns the board's digits, row by row, 0 for open; the caller must
// not change them.
func (b *SizedBoard) Grid() []uint8 { return b.grid }

// Candidates returns the candidates of cell i: none for a cell that holds
// a digit.
func (b *SizedBoard) Candidates(i int) sudoku.Digits {
	if b.grid[i] != 0 {
		return 0
	}
	return b.rules.AllowedShape(b.grid, i) &^ b.removed[i]
}

// Apply takes step s on b: its eliminations come out of the candidates and
// its placements fill their cells. It returns an error, leaving b as it
// was, when a placement's cell is off the grid or filled, or its digit is
// not one of the cell's candidates; an elimination off the grid or of a
// digit above the size is an error too.
func (b *SizedBoard) Apply(s Step) error {
	for _, e := range s.Eliminations {
		if e.Cell < 0 || e.Cell >= len(b.grid) || e.Digit < 1 || e.Digit > b.n {
			return fmt.Errorf("elimination of %d in cell %d out of range", e.Digit, e.Cell)
		}
	}
	for _, p := range s.Placements {
		if p.Cell < 0 || p.Cell >= len(b.grid) || p.Digit < 1 || p.Digit > b.n {
			return fmt.Errorf("placement %d in cell %d out of range", p.Digit, p.Cell)
		}
		if !b.Candidates(p.Cell).Has(p.Digit) {
			return fmt.Errorf("placement %d in %s: not a candidate", p.Digit, b.cellName(p.Cell).English())
		}
	}
	for _, e := range s.Eliminations {
		b.removed[e.Cell] = b.removed[e.Cell].Add(e.Digit)
	}
	for _, p := range s.Placements {
		b.grid[p.Cell] = uint8(p.Digit)
	}
	return nil
}

// Next returns the next step of the solve from b, whose solution is
// solution (as many cells, row by row): the first of, in turn, a naked
// single (the first open cell, row by row, with one candidate), a hidden
// single (the first house, in the rules' order, where a digit has one
// place), the first constraint that refuses candidates with the digits
// placed (ConstraintElimination, all it refuses at once), and the
// constraints' own logic from the candidates their cells keep (when the
// rules' Constraints are a sudoku.Narrower), each lesson at its level
// among pointing and claiming, naked and hidden pairs, triples and quads
// (ConstraintRule, ConstraintCombination, ConstraintInference), the
// Expert steps (XWing, Swordfish, XYWing, XYZWing, WWing, Jellyfish), a
// forcing chain through every rule (ConstraintForcingChain), one with
// forcing chains nested in it (ConstraintNestedForcingChain); and else
// Trial: the solution's digit in the open cell with the fewest
// candidates, the first of them (sound, as the puzzle has one solution:
// every other digit there fails). It reports false when b has no open
// cell.
func (b *SizedBoard) Next(solution []uint8) (Step, bool) { return b.next(solution, Extreme) }

// next is Next with no technique above level top looked for: below
// Expert, the fish and wings are left out, and below Extreme the forcing
// chains, which take up to seconds to find nothing; Trial comes in their
// place.
func (b *SizedBoard) next(solution []uint8, top Level) (Step, bool) {
	f := b.finder()
	trial, fewest := -1, b.n+1
	for i, c := range f.cands {
		if b.grid[i] == 0 && c.Count() < fewest {
			trial, fewest = i, c.Count()
		}
	}
	if trial < 0 {
		return Step{}, false
	}
	steps := sizedSteps[:sizedExpert]
	switch {
	case top >= Extreme:
		steps = sizedSteps
	case top >= Expert:
		steps = sizedSteps[:sizedExtreme]
	}
	for _, find := range steps {
		if s, ok := find(f); ok {
			return s, true
		}
	}
	d := int(solution[trial])
	return f.step(Step{Technique: Trial, Digits: sudoku.Digits(0).Add(d), Cells: []int{trial}, Placements: []Candidate{{trial, d}}},
		args{"Cell": b.cellName(trial), "Digit": d}, "sized"), true
}

// placeSingles places every naked and hidden single of b, round after
// round until none is left, as Next would one step at a time but with no
// step written: the fast part of a carving's solve (withinSized). cands
// is scratch room, a cell each. It reports false, with b part filled, when
// a single is not the digit of solution (as many cells, row by row) or an
// open cell has no candidate left: givens that are not solution's.
//
// A cell's candidates hang on its peers' digits alone (its houses, and its
// cage or run, which lie in its peers), so a placement works out again
// only those of its peers.
func (b *SizedBoard) placeSingles(solution []uint8, cands []sudoku.Digits) bool {
	for i := range b.grid {
		cands[i] = b.Candidates(i)
	}
	put := func(i, d int) bool {
		if int(solution[i]) != d || !cands[i].Has(d) {
			return false
		}
		b.grid[i], cands[i] = uint8(d), 0
		for _, p := range b.rules.Peers(i) {
			cands[p] = b.Candidates(int(p))
		}
		return true
	}
	for {
		placed := false
		for i := range b.grid {
			if b.grid[i] != 0 {
				continue
			}
			switch c := cands[i]; c.Count() {
			case 0:
				return false
			case 1:
				if !put(i, c.Single()) {
					return false
				}
				placed = true
			}
		}
		for _, house := range b.rules.Houses() {
			for single := hiddenIn(house, b.grid, cands); single != 0; single &= single - 1 {
				d := single.Min()
				if c := placeIn(house, b.grid, cands, d); c >= 0 {
					if !put(c, d) {
						return false
					}
					placed = true
				}
			}
		}
		if !placed {
			return true
		}
	}
}

// The finders of SizedBoard.Next in its order: those up to Hard, then
// Expert's, then Extreme's.
var (
	sizedBasicSteps = []func(*sizedFinder) (Step, bool){
		(*sizedFinder).nakedSingle, (*sizedFinder).hiddenSingle, (*sizedFinder).constraintElimination,
		func(f *sizedFinder) (Step, bool) { return f.constraintLesson(ConstraintRule) },
		(*sizedFinder).pointing,
		func(f *sizedFinder) (Step, bool) { return f.constraintLesson(ConstraintCombination) },
		(*sizedFinder).claiming,
		func(f *sizedFinder) (Step, bool) { return f.nakedSubset(2, NakedPair) },
		func(f *sizedFinder) (Step, bool) { return f.hiddenSubset(2, HiddenPair) },
		func(f *sizedFinder) (Step, bool) { return f.constraintLesson(ConstraintInference) },
		func(f *sizedFinder) (Step, bool) { return f.nakedSubset(3, NakedTriple) },
		func(f *sizedFinder) (Step, bool) { return f.hiddenSubset(3, HiddenTriple) },
		func(f *sizedFinder) (Step, bool) { return f.nakedSubset(4, NakedQuad) },
	}
	sizedExpertSteps = []func(*sizedFinder) (Step, bool){
		func(f *sizedFinder) (Step, bool) { return f.fish(2, XWing) },
		func(f *sizedFinder) (Step, bool) { return f.fish(3, Swordfish) },
		func(f *sizedFinder) (Step, bool) { return xyWing(f) },
		func(f *sizedFinder) (Step, bool) { return xyzWing(f) },
		func(f *sizedFinder) (Step, bool) { return wWing(f) },
		func(f *sizedFinder) (Step, bool) { return f.fish(4, Jellyfish) },
	}
	sizedExtremeSteps = []func(*sizedFinder) (Step, bool){
		(*sizedFinder).constraintForcingChain, (*sizedFinder).constraintNestedForcingChain,
	}
	sizedSteps   = slices.Concat(sizedBasicSteps, sizedExpertSteps, sizedExtremeSteps)
	sizedExpert  = len(sizedBasicSteps)                // where Expert's steps start
	sizedExtreme = sizedExpert + len(sizedExpertSteps) // where Extreme's start
)

// cellName names cell i as solvers do: "r1c1", on any size.
func (b *SizedBoard) cellName(i int) interface{ English() string } {
	if b.n == 9 {
		return Cell(i)
	}
	return words.GridCell{Cell: i, Size: b.n}
}

// sizedFinder looks for the steps of one position of a SizedBoard, with
// every cell's candidates worked out once.
type sizedFinder struct {
	b       *SizedBoard
	cands   []sudoku.Digits
	houses  [][]uint8
	inHouse []houseDigits // by house, worked out on first use (digitsOf)
	worked  bool          // inHouse is worked out
	room    [8]int        // choose's scratch
	// constrained is whether the rules carry a setter's constraints, whose
	// eliminations and lessons are looked for.
	constrained bool
}

// houseDigits is where the digits can go in one house: bit j of at[d] for
// the house's j-th cell when it is open and d is one of its candidates;
// and the digits placed in the house.
type houseDigits struct {
	at     [17]uint32
	placed sudoku.Digits
}

// digitsOf returns where the digits can go in house h.
func (f *sizedFinder) digitsOf(h int) *houseDigits {
	if !f.worked {
		f.worked = true
		clear(f.inHouse)
		for h, house := range f.houses {
			hd := &f.inHouse[h]
			for j, c := range house {
				if d := f.b.grid[c]; d != 0 {
					hd.placed = hd.placed.Add(int(d))
					continue
				}
				for ds := f.cands[c]; ds != 0; ds &= ds - 1 {
					hd.at[ds.Min()] |= 1 << j
				}
			}
		}
	}
	return &f.inHouse[h]
}

// finder returns the step finder of b's position. It is b's own, worked
// out again by each call: a finder is good until b changes.
func (b *SizedBoard) finder() *sizedFinder {
	f := &b.finding
	if f.b == nil {
		houses := b.rules.Houses()
		*f = sizedFinder{b: b, cands: make([]sudoku.Digits, len(b.grid)), houses: houses, inHouse: make([]houseDigits, len(houses))}
		cs := b.rules.Constraints()
		empty, ok := cs.(interface{ Empty() bool })
		f.constrained = cs != nil && !(ok && empty.Empty())
	}
	f.worked = false
	for i := range b.grid {
		f.cands[i] = b.Candidates(i)
	}
	return f
}

// size returns the size a step of f's board names its cells by (see
// Step): the board's, or 0 for 9x9.
func (f *sizedFinder) size() int {
	if f.b.n == 9 {
		return 0
	}
	return f.b.n
}

// cell names cell i as solvers do (SizedBoard.cellName).
func (f *sizedFinder) cell(i int) any { return f.b.cellName(i) }

// cells writes cells as solvers do.
func (f *sizedFinder) cells(cs []int) any {
	if f.b.n == 9 {
		return Cells(cs)
	}
	return words.GridCells{Cells: cs, Size: f.b.n}
}

// house names house h (an index into the rules' houses): a jigsaw
// region, which the board does not number, by its first cell row by row
// ("the region of r4c2").
func (f *sizedFinder) house(h int) any {
	if f.b.rules.Jigsaw() && h >= 2*f.b.n && h < len(f.houses) {
		return RegionOf{Cell: int(slices.Min(f.houses[h])), Size: f.b.n}
	}
	if f.b.n == 9 {
		return House(h)
	}
	return words.GridHouse{House: h, Size: f.b.n}
}

// step returns s with its message, of s's technique's key (with variant
// after a dot when not empty) and the values a, and the size that names
// its cells.
func (f *sizedFinder) step(s Step, a args, variant string) Step {
	s.size = f.size()
	s.msg = message(stepKey(s.Technique, variant), a)
	return s
}

// removals describes eliminations as removalClauses does, on any size.
func (f *sizedFinder) removals(es []Candidate) Clauses {
	return removalClausesBy(es, f.b.n, f.cells)
}

// place returns the step of technique t placing d in cell i.
func (f *sizedFinder) place(t Technique, i, d int, houses []int, a args) Step {
	return f.step(Step{Technique: t, Digits: sudoku.Digits(0).Add(d), Cells: []int{i}, Houses: houses, Placements: []Candidate{{i, d}}}, a, "")
}

func (f *sizedFinder) nakedSingle() (Step, bool) {
	for i, c := range f.cands {
		if f.b.grid[i] == 0 && c.Count() == 1 {
			d := c.Single()
			return f.place(NakedSingle, i, d, nil, args{"Cell": f.b.cellName(i), "Digit": d}), true
		}
	}
	return Step{}, false
}

// places returns the open cells of house h where digit d is a candidate,
// in the house's order, and whether d is placed in h already.
func (f *sizedFinder) places(h, d int) (cells []int, placed bool) {
	hd := f.digitsOf(h)
	if hd.placed.Has(d) {
		return nil, true
	}
	return f.cellsAt(h, hd.at[d]), false
}

// placeCount returns how many open cells of house h have digit d as a
// candidate, 0 when d is placed there: places without the cells.
func (f *sizedFinder) placeCount(h, d int) int {
	return bitCount(f.digitsOf(h).at[d])
}

// cellsAt returns the cells of house h at the bits of m (bit j for the
// house's j-th cell), in the house's order.
func (f *sizedFinder) cellsAt(h int, m uint32) []int {
	if m == 0 {
		return nil
	}
	return f.cellsInto(make([]int, 0, bitCount(m)), h, m)
}

// cellsInto is cellsAt appending to cells.
func (f *sizedFinder) cellsInto(cells []int, h int, m uint32) []int {
	for ; m != 0; m &= m - 1 {
		cells = append(cells, int(f.houses[h][bits.TrailingZeros32(m)]))
	}
	return cells
}

// hiddenSingle finds the first house, in the rules' order, where a digit
// (the smallest) not placed there has one place left: the digits of each
// house that are candidates once, not twice, and not placed, worked out in
// one pass over its cells.
func (f *sizedFinder) hiddenSingle() (Step, bool) {
	for h, house := range f.houses {
		single := hiddenIn(house, f.b.grid, f.cands)
		if single == 0 {
			continue
		}
		d := single.Min()
		if i := placeIn(house, f.b.grid, f.cands, d); i >= 0 {
			return f.place(HiddenSingle, i, d, []int{h}, args{"House": f.house(h), "Digit": d, "Cell": f.b.cellName(i)}), true
		}
	}
	return Step{}, false
}

// hiddenIn returns the hidden singles of house (cells of grid, whose open
// cells' candidates are cands, by cell): the digits not placed in it that
// are candidates of one of its open cells only, worked out in one pass.
func hiddenIn(house []uint8, grid []uint8, cands []sudoku.Digits) sudoku.Digits {
	var once, twice, placed sudoku.Digits
	for _, c := range house {
		if d := grid[c]; d != 0 {
			placed = placed.Add(int(d))
			continue
		}
		twice |= once & cands[c]
		once |= cands[c]
	}
	return once &^ twice &^ placed
}

// placeIn returns the first open cell of house (as hiddenIn has them)
// where d is a candidate, or -1 when there is none.
func placeIn(house []uint8, grid []uint8, cands []sudoku.Digits, d int) int {
	for _, c := range house {
		if grid[c] == 0 && cands[c].Has(d) {
			return int(c)
		}
	}
	return -1
}

// constraintElimination finds, as Board's does on a 9x9 grid, the
// candidates one constraint refuses with the digits placed (see
// refusedByOne).
func (f *sizedFinder) constraintElimination() (Step, bool) {
	if !f.constrained {
		return Step{}, false
	}
	if s, ok := seenStep(f.b.rules.Constraints(), f.b.grid, f.cands, f.cell, f.cells, f.size()); ok {
		return s, true
	}
	r, ok := refusedByOne(f.b.rules.Constraints(), f.b.grid, f.cands)
	if !ok {
		return Step{}, false
	}
	return refusalStep(r, f.cell, f.removals(r.elim), f.size()), true
}

// constraintLesson finds the candidates one constraint takes by its own
// logic from the candidates of its cells, as technique t teaches it (see
// Board.constraintLesson): a cage that cannot reach its sum with a 9, an
// arrow's line that cannot add up to its bulb's 2.
func (f *sizedFinder) constraintLesson(t Technique) (Step, bool) {
	if !f.constrained {
		return Step{}, false
	}
	n, elim, ok := narrowing(f.b.rules.Constraints(), t, f.b.grid, f.cands)
	if !ok {
		return Step{}, false
	}
	s := lessonStep(t, n, elim, f.removals(elim))
	s.size = f.size()
	return s, true
}

// constraintForcingChain finds the candidate whose placing leads every
// rule to a contradiction with the fewest digits placed on the way, as
// Board's does on a 9x9 grid.
func (f *sizedFinder) constraintForcingChain() (Step, bool) { return f.refuted(false) }

// constraintNestedForcingChain finds the candidate whose placing leads
// every rule to a contradiction with forcing chains nested on the way, as
// Board's does on a 9x9 grid.
func (f *sizedFinder) constraintNestedForcingChain() (Step, bool) { return f.refuted(true) }

// refuted is refutedStep on f's board.
func (f *sizedFinder) refuted(nested bool) (Step, bool) {
	return refutedStep(f.b.rules.Constraints(), withPlaced(f.b.grid, f.cands), nested, f.cell, f.size())
}

// lines returns how many houses the rows and columns are: houses 0 to
// lines()-1, the regions after them.
func (f *sizedFinder) lines() int { return 2 * f.b.n }

// locked finds a digit whose places in one house (a region for pointing,
// a line for claiming) all lie in another (a line, or a region), and takes
// it from the other house's other cells.
func (f *sizedFinder) locked(t Technique) (Step, bool) {
	n, lines := f.b.n, f.lines()
	from, to := lines, lines+n // pointing: from the regions
	if t == Claiming {
		from, to = 0, lines
	}
	for h := from; h < to && h < len(f.houses); h++ {
		for d := 1; d <= n; d++ {
			if f.placeCount(h, d) < 2 {
				continue
			}
			var room [16]int
			cells := f.cellsInto(room[:0], h, f.digitsOf(h).at[d])
			others, k := f.othersOf(cells, h, t)
			for _, o := range others[:k] {
				if f.placeCount(o, d) == len(cells) {
					continue // d has no place in o but cells
				}
				var elim []Candidate
				for _, c := range f.houses[o] {
					if f.cands[c].Has(d) && !slices.Contains(cells, int(c)) {
						elim = append(elim, Candidate{int(c), d})
					}
				}
				if len(elim) == 0 {
					continue
				}
				s := Step{Technique: t, Digits: sudoku.Digits(0).Add(d), Cells: slices.Clone(cells), Houses: []int{h, o}, Eliminations: elim}
				region, line := f.house(h), f.house(o)
				if t == Claiming {
					region, line = line, region
				}
				return f.step(s, args{"Box": region, "Line": line, "Digit": d, "Removals": f.removals(elim)}, ""), true
			}
		}
	}
	return Step{}, false
}

// othersOf returns the houses of the other kind than house h (lines for a
// region when t is Pointing, the region for a line) that hold all of
// cells: the first k of out.
func (f *sizedFinder) othersOf(cells []int, h int, t Technique) (out [2]int, k int) {
	n := f.b.n
	if t != Pointing {
		reg := f.b.rules.Region(cells[0])
		for _, c := range cells[1:] {
			if f.b.rules.Region(c) != reg {
				return out, 0
			}
		}
		out[0] = f.lines() + reg
		return out, 1
	}
	row, col := cells[0]/n, cells[0]%n
	inRow, inCol := true, true
	for _, c := range cells[1:] {
		inRow = inRow && c/n == row
		inCol = inCol && c%n == col
	}
	if inRow {
		out[k] = row
		k++
	}
	if inCol {
		out[k] = n + col
		k++
	}
	return out, k
}

func (f *sizedFinder) pointing() (Step, bool) { return f.locked(Pointing) }
func (f *sizedFinder) claiming() (Step, bool) { return f.locked(Claiming) }

// nakedSubset finds k open cells of a house whose candidates together are
// k digits: those digits go from the house's other cells.
func (f *sizedFinder) nakedSubset(k int, t Technique) (Step, bool) {
	for h, house := range f.houses {
		var room [16]int
		open := room[:0]
		for _, c := range house {
			if n := f.cands[c].Count(); f.b.grid[c] == 0 && n >= 2 && n <= k {
				open = append(open, int(c))
			}
		}
		var (
			step  Step
			found bool
		)
		choose(open, k, f.room[:], func(cells []int) bool {
			var ds sudoku.Digits
			for _, c := range cells {
				ds |= f.cands[c]
			}
			if ds.Count() != k {
				return false
			}
			var elim []Candidate
			for _, c := range house {
				if !slices.Contains(cells, int(c)) {
					for _, d := range (f.cands[c] & ds).List() {
						elim = append(elim, Candidate{int(c), d})
					}
				}
			}
			step, found = f.subsetStep(t, h, slices.Clone(cells), ds, elim)
			return found
		})
		if found {
			return step, true
		}
	}
	return Step{}, false
}

// hiddenSubset finds k digits of a house whose places together are k
// cells: the other candidates go from those cells.
func (f *sizedFinder) hiddenSubset(k int, t Technique) (Step, bool) {
	for h := range f.houses {
		hd := f.digitsOf(h)
		var open []int // digits with 2..k places
		for d := 1; d <= f.b.n; d++ {
			if n := bitCount(hd.at[d]); n >= 2 && n <= k {
				open = append(open, d)
			}
		}
		var (
			step  Step
			found bool
		)
		choose(open, k, f.room[:], func(digits []int) bool {
			var at uint32
			var ds sudoku.Digits
			for _, d := range digits {
				ds = ds.Add(d)
				at |= hd.at[d]
			}
			if bitCount(at) != k {
				return false
			}
			cells := f.cellsAt(h, at)
			slices.Sort(cells)
			var elim []Candidate
			for _, c := range cells {
				for _, d := range (f.cands[c] &^ ds).List() {
					elim = append(elim, Candidate{c, d})
				}
			}
			step, found = f.subsetStep(t, h, cells, ds, elim)
			return found
		})
		if found {
			return step, true
		}
	}
	return Step{}, false
}

// subsetStep returns the step of a subset of technique t in house h:
// cells holding digits ds, which lets elim go; false when elim is empty.
func (f *sizedFinder) subsetStep(t Technique, h int, cells []int, ds sudoku.Digits, elim []Candidate) (Step, bool) {
	if len(elim) == 0 {
		return Step{}, false
	}
	return f.step(Step{Technique: t, Digits: ds, Cells: cells, Houses: []int{h}, Eliminations: elim},
		args{"House": f.house(h), "Cells": f.cells(cells), "Digits": Digits(ds.List()), "Removals": f.removals(elim)}, ""), true
}

// choose calls try with each choice of k of items, in order, until it
// returns true, and reports whether it did; the slice it passes is reused.
// room is scratch of 2k ints or more, or nil for choose to make its own.
func choose(items []int, k int, room []int, try func([]int) bool) bool {
	if k > len(items) {
		return false
	}
	idx := room
	if len(idx) < 2*k {
		idx = make([]int, 2*k)
	}
	// the indexes picked, then the items
	at, picked := idx[:k], idx[k:2*k]
	for i := range at {
		at[i] = i
	}
	for {
		for i, j := range at {
			picked[i] = items[j]
		}
		if try(picked) {
			return true
		}
		// The next choice in order: the last index that can move moves one
		// on, and those after it follow it.
		i := k - 1
		for i >= 0 && at[i] == len(items)-k+i {
			i--
		}
		if i < 0 {
			return false
		}
		at[i]++
		for j := i + 1; j < k; j++ {
			at[j] = at[j-1] + 1
		}
	}
}

// GradeSized grades a grid of any size as GradePuzzle grades a 9x9 one,
// by the steps of ExplainSized from givens to the full grid whose
// solution is solution: the level and rating of the hardest technique the
// solve needs (Easy for singles only, Extreme for Trial).
func GradeSized(rules *sudoku.Rules, givens, solution []uint8) Difficulty {
	var d Difficulty
	for _, s := range ExplainSized(rules, givens, solution) {
		d.add(s, s.Rating())
	}
	return d
}

// ExplainSized returns the steps of SizedBoard.Next from givens to the
// full grid whose solution is solution, each taken in turn: the
// explanation of a grid of any size. It returns no steps when givens
// does not fit the rules' size.
func ExplainSized(rules *sudoku.Rules, givens, solution []uint8) []Step {
	b, err := NewSizedBoard(rules, givens)
	if err != nil {
		return nil
	}
	var steps []Step
	for {
		s, ok := b.Next(solution)
		if !ok || b.Apply(s) != nil {
			return steps
		}
		steps = append(steps, s)
	}
}
