package variant

import (
	"context"
	"slices"

	"github.com/sudoku-devs/sudoku/internal/message"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// Checker answers, for a grid being filled in, which constraint a digit
// breaks: what the game marks red as the player writes, and what it names
// on the status line. Make one with Puzzle.Checker; it never changes p.
//
// A digit breaks a constraint when, with the digit in its cell and the
// other digits of the grid, the constraint cannot be kept (its groups hold
// the digit twice, or Restrict finds no way to complete its cells), while
// with the cell open it could. So a thermometer holding 5 then 3 breaks
// with each of the two digits, and a thermometer already broken elsewhere
// does not mark every digit written on it.
type Checker struct {
	p     *Puzzle
	touch [][]int   // the constraints each cell is in, as indexes into p.Constraints
	mates [][][]int // mates[k][i]: the cells constraint k's groups make cell i differ from
	rel   [][]bool  // rel[i][j]: cells i and j share a constraint
	// native marks the constraints a 9x9 puzzle of package sudoku holds
	// in its own way (the killer cages Sudoku makes its cages), by index
	// into p.Constraints; Narrow leaves them to the killer techniques.
	native []bool
	// lessons are the constraints' lessons (lessonOf), by index into
	// p.Constraints, worked out once.
	lessons []Lesson
}

// Checker returns a Checker of p's constraints. p must pass Validate.
func (p *Puzzle) Checker() *Checker {
	n := p.Cells()
	ch := &Checker{p: p, touch: make([][]int, n), mates: make([][][]int, len(p.Constraints)), rel: make([][]bool, n), native: make([]bool, len(p.Constraints)), lessons: make([]Lesson, len(p.Constraints))}
	for i := range ch.rel {
		ch.rel[i] = make([]bool, n)
	}
	for k, c := range p.Constraints {
		ch.lessons[k] = lessonOf(c, p.Size)
		cells := c.Cells()
		ch.mates[k] = make([][]int, n)
		if g, ok := c.(Grouper); ok {
			for _, grp := range g.Groups() {
				for _, i := range grp {
					for _, j := range grp {
						if j != i {
							ch.mates[k][i] = append(ch.mates[k][i], j)
						}
					}
				}
				if len(cells) == 0 {
					ch.relate(grp)
				}
			}
		}
		var in []int
		switch {
		case len(cells) > 0:
			in = cells
			ch.relate(cells)
		default: // a rule on every cell
			in = make([]int, n)
			for i := range in {
				in[i] = i
			}
			if _, ok := c.(Grouper); !ok {
				ch.relate(in)
			}
		}
		for _, i := range in {
			if !slices.Contains(ch.touch[i], k) {
				ch.touch[i] = append(ch.touch[i], k)
			}
		}
	}
	return ch
}

// relate marks every two of cells as sharing a constraint.
func (ch *Checker) relate(cells []int) {
	for _, i := range cells {
		for _, j := range cells {
			if i >= 0 && j >= 0 && i < len(ch.rel) && j < len(ch.rel) {
				ch.rel[i][j] = true
			}
		}
	}
}

// Puzzle returns the puzzle whose constraints ch checks.
func (ch *Checker) Puzzle() *Puzzle { return ch.p }

// Broken returns the first of the puzzle's constraints that digit d (1 to
// Size) in cell i breaks with the other digits of g (Size*Size digits, 0
// for an open cell; g[i] itself is not read), or nil when it breaks none.
func (ch *Checker) Broken(g []int, i, d int) Constraint {
	if i < 0 || i >= len(ch.touch) || len(g) != len(ch.touch) || d < 1 || d > ch.p.Size || len(ch.touch[i]) == 0 {
		return nil
	}
	base := ch.board(g, i, 0)
	if k := ch.firstBroken(g, i, d, base, ch.board(g, i, d), &Board{n: base.n, cand: make([]Set, len(base.cand))}, make([]standing, len(ch.p.Constraints))); k >= 0 {
		return ch.p.Constraints[k]
	}
	return nil
}

// standing is what firstBroken knows of a constraint on the grid as it
// stands, before a digit is written.
type standing int8

const (
	standUnknown standing = iota // not worked out yet
	standKept                    // it can be kept
	standUnkept                  // it cannot be kept, or is not to be asked but of its groups
	standSkipped                 // it is not to be asked at all
)

// board returns a Board of g's digits with cell i holding d (all digits
// when d is 0) and every open cell every digit.
func (ch *Checker) board(g []int, i, d int) *Board {
	n := ch.p.Size
	b := &Board{n: n, cand: make([]Set, len(g))}
	for j, x := range g {
		if j == i {
			x = d
		}
		if x >= 1 && x <= n {
			b.cand[j] = Of(x)
		} else {
			b.cand[j] = Full(n)
		}
	}
	return b
}

// restrictFully calls c's Restrict on b until it changes nothing, and
// reports whether every cell keeps a candidate.
func restrictFully(c Constraint, b *Board) bool {
	for range len(b.cand) * 16 { // each round that changes anything takes a candidate
		b.touched = b.touched[:0]
		if !c.Restrict(b) || b.broken {
			return false
		}
		if len(b.touched) == 0 {
			break
		}
	}
	return true
}

// Narrow returns what the first of the puzzle's constraints, in their
// order, whose lesson is rated from lo up to but not including hi, takes
// from cands (Size*Size sets, one a cell row by row, a filled cell holding
// its digit alone) by its own rule: its lesson, its cells, and for each
// cell the digits it takes. ok is false when none takes any, or cands is
// not of the grid's size. A constraint that finds no filling of its cells
// takes nothing here: on the sound candidates of a puzzle with a solution,
// none does. The killer cages that Sudoku made the puzzle's own cages are
// left to the killer techniques. It is what a hint teaches as the
// constraint's lesson (sudoku.Narrower).
func (ch *Checker) Narrow(cands []sudoku.Digits, lo, hi float64) (sudoku.Narrowing, bool) {
	if len(cands) != len(ch.touch) || len(ch.p.Constraints) == 0 {
		return sudoku.Narrowing{}, false
	}
	n := ch.p.Size
	w := &Board{n: n, cand: make([]Set, len(cands))}
	for k, c := range ch.p.Constraints {
		if ch.native[k] {
			continue
		}
		l := ch.lessons[k]
		if l.Rating < lo || l.Rating >= hi {
			continue
		}
		for i, d := range cands {
			w.cand[i] = Set(d)
		}
		w.broken = false
		if !restrictFully(c, w) {
			continue
		}
		var removed []sudoku.Digits
		for i, d := range cands {
			if r := sudoku.Digits(Set(d) &^ w.cand[i]); r != 0 {
				if removed == nil {
					removed = make([]sudoku.Digits, len(cands))
				}
				removed[i] = r
			}
		}
		if removed != nil {
			return sudoku.Narrowing{Lesson: l.Name, Why: l.Why, Rating: l.Rating, Cells: c.Cells(), Removed: removed}, true
		}
	}
	return sudoku.Narrowing{}, false
}

// Fits reports whether digit d (1 to Size) may go in cell i of board b
// (Size*Size cells row by row, 0 for open) as far as the puzzle's
// constraints go: it breaks none (see Broken). It is the game's view of
// the puzzle (sudoku.Constraints).
func (ch *Checker) Fits(b []uint8, i, d int) bool {
	return ch.Broken(digits(b), i, d) == nil
}

// Breaks returns the name and the cells of the constraint that digit d
// (1 to Size) breaks in cell i of board b (see Broken), and false when it
// breaks none.
func (ch *Checker) Breaks(b []uint8, i, d int) (message.Message, []int, bool) {
	c := ch.Broken(digits(b), i, d)
	if c == nil {
		return message.Message{}, nil, false
	}
	return c.Name(), c.Cells(), true
}

// Refusal is what one constraint refuses with the digits placed on it
// (see Checker.Refused).
type Refusal struct {
	// Lesson names the constraint's logic, as a hint's technique
	// ("Killer cage"); Name names the constraint ("killer cage").
	Lesson, Name message.Message
	// Cells are the constraint's cells, none for a rule on every cell;
	// Placed those of them that hold a digit, in increasing order.
	Cells, Placed []int
	// Removed holds, by cell, the candidates the constraint takes.
	Removed []sudoku.Digits
}

// Refused returns what the first constraint to refuse a candidate with
// the digits placed on it takes: scanning the open cells of b (Size*Size
// digits row by row, 0 for open) in order, and each one's candidates
// among cands (Size*Size sets) in increasing order, the first candidate
// that breaks a constraint (see Broken) names it, and every candidate that
// breaks it first goes. ok is false when no candidate breaks any, or b or
// cands is not of the grid's size. Only constraints with a digit placed
// on them, or rules on every cell, are asked: what a constraint takes from
// its open cells alone is its lesson (Narrow), and the killer cages Sudoku
// made the puzzle's own cages are left to its killer techniques. It is
// Breaks on every candidate at once, with the work they share done once:
// the grid as it stands, and whether each constraint can be kept on it.
func (ch *Checker) Refused(b []uint8, cands []sudoku.Digits) (Refusal, bool) {
	if len(b) != len(ch.touch) || len(cands) != len(b) || len(ch.p.Constraints) == 0 {
		return Refusal{}, false
	}
	g := digits(b)
	base := ch.board(g, -1, 0)
	with := &Board{n: base.n, cand: slices.Clone(base.cand)}
	scratch := &Board{n: base.n, cand: make([]Set, len(base.cand))}
	// The game's own cages are left to the killer techniques, and a
	// constraint with no digit on it to its lesson.
	stand := make([]standing, len(ch.p.Constraints))
	for k, c := range ch.p.Constraints {
		switch cells := c.Cells(); {
		case ch.native[k]:
			stand[k] = standSkipped
		case len(cells) > 0 && !slices.ContainsFunc(cells, func(i int) bool { return b[i] != 0 }):
			stand[k] = standUnkept
		}
	}
	found := -1
	var removed []sudoku.Digits
	for i, ds := range cands {
		if b[i] != 0 || ds == 0 {
			continue
		}
		for _, d := range ds.List() {
			with.cand[i] = Of(d)
			k := ch.firstBroken(g, i, d, base, with, scratch, stand)
			if k < 0 || found >= 0 && k != found {
				continue
			}
			if found < 0 {
				found, removed = k, make([]sudoku.Digits, len(b))
			}
			removed[i] = removed[i].Add(d)
		}
		with.cand[i] = base.cand[i]
	}
	if found < 0 {
		return Refusal{}, false
	}
	c := ch.p.Constraints[found]
	r := Refusal{Lesson: ch.lessons[found].Name, Name: c.Name(), Cells: slices.Clone(c.Cells()), Removed: removed}
	for _, i := range r.Cells {
		if b[i] != 0 {
			r.Placed = append(r.Placed, i)
		}
	}
	slices.Sort(r.Placed)
	return r, true
}

// firstBroken is Broken for digit d in cell i of g, by index into the
// puzzle's constraints (-1 for none): base is g's board with cell i open,
// with the same with d in cell i, scratch a board of the size to work on,
// and stand each constraint's standing on base, filled in as it is needed.
func (ch *Checker) firstBroken(g []int, i, d int, base, with, scratch *Board, stand []standing) int {
	for _, k := range ch.touch[i] {
		if stand[k] == standSkipped {
			continue
		}
		for _, j := range ch.mates[k][i] {
			if g[j] == d {
				return k
			}
		}
		c := ch.p.Constraints[k]
		if stand[k] == standUnknown {
			stand[k] = standUnkept
			if keepsOn(c, base, scratch) {
				stand[k] = standKept
			}
		}
		if stand[k] == standKept && !keepsOn(c, with, scratch) {
			return k
		}
	}
	return -1
}

// keepsOn reports whether constraint c can still be kept on b: its
// Restrict, called until it changes nothing on scratch (a board of b's
// size, overwritten with b's candidates), leaves every cell a candidate.
func keepsOn(c Constraint, b, scratch *Board) bool {
	copy(scratch.cand, b.cand)
	scratch.broken, scratch.touched = false, scratch.touched[:0]
	return restrictFully(c, scratch)
}

// Related reports whether cells i and j (0–80) share a constraint, so that
// a digit in one can change what Fits allows in the other.
func (ch *Checker) Related(i, j int) bool {
	return i >= 0 && j >= 0 && i < len(ch.rel) && j < len(ch.rel) && ch.rel[i][j]
}

// Count returns how many solutions the puzzle has with givens in place of
// its own, counting no further than limit, and the first one found; 0
// when givens break a rule.
func (ch *Checker) Count(givens sudoku.Grid, limit int) (int, sudoku.Grid) {
	q := *ch.p
	q.Givens = digits(givens[:])
	n, first, err := q.Count(context.Background(), limit)
	var g sudoku.Grid
	if err != nil || first == nil {
		return 0, g
	}
	for i, d := range first {
		g[i] = uint8(d)
	}
	return n, g
}

// digits returns the digits of board g as ints.
func digits(g []uint8) []int {
	out := make([]int, len(g))
	for i, d := range g {
		out[i] = int(d)
	}
	return out
}

// Sudoku returns p as a 9x9 puzzle of package sudoku, which the 9x9
// engine solves, rates and explains: its givens, its regions when they are
// not the boxes, its killer cages with sums when they are cages as package
// sudoku knows them (see sudoku.Cage), and a Checker of p as its
// Constraints, so that the game's rules, its solver and its hints keep
// every constraint. A grid of another size returns a *message.Error that
// says step-by-step explanations are worked out on 9x9 grids only (the
// game plays it through GameRules), and a puzzle that fails Validate its
// error.
func (p *Puzzle) Sudoku() (sudoku.Puzzle, error) {
	if p.Size != 9 {
		return sudoku.Puzzle{}, readError("variant.notNine", "the puzzle is {{.Size}}x{{.Size}}; step-by-step explanations are worked out on 9x9 grids only",
			map[string]any{"Size": p.Size})
	}
	if err := p.Validate(); err != nil {
		return sudoku.Puzzle{}, err
	}
	var q sudoku.Puzzle
	for i, d := range p.Givens {
		q.Givens[i] = uint8(d)
	}
	if !slices.Equal(p.Regions, BoxRegions(9)) {
		for i, r := range p.Regions {
			q.Regions[i] = uint8(r + 1)
		}
	}
	// Killer cages with sums become the puzzle's own cages too, which the
	// game draws and its hints reason with, when package sudoku takes them
	// (each cage's cells joined, no two cages sharing a cell).
	ch := p.Checker()
	for j, c := range p.Constraints {
		if k, ok := c.(*killerCage); ok && k.sum != 0 {
			q.Cages = append(q.Cages, sudoku.Cage{Sum: k.sum, Cells: slices.Clone(k.cells)})
			ch.native[j] = true
		}
	}
	if q.Validate() != nil {
		q.Cages = nil
		clear(ch.native)
	}
	q.Constraints = ch
	return q, nil
}

// Empty reports whether the checker's puzzle has no constraints: its
// rules are its houses alone, as on a classic or jigsaw grid of any size.
func (ch *Checker) Empty() bool { return len(ch.p.Constraints) == 0 }

// GameRules returns the rules of p, of any size, as the game asks them one
// cell at a time (sudoku.Rules): its rows, columns and regions, and a
// Checker of its constraints, from which Setter finds p again. p must pass
// Validate.
func (p *Puzzle) GameRules() *sudoku.Rules {
	regions := make([]uint8, len(p.Regions))
	for i, r := range p.Regions {
		regions[i] = uint8(r)
	}
	return sudoku.NewRules(p.Size, regions, !slices.Equal(p.Regions, BoxRegions(p.Size)), p.Checker())
}

// Setter returns the setter's puzzle that q carries as its Constraints (see
// Puzzle.Sudoku), or nil when it carries none.
func Setter(q *sudoku.Puzzle) *Puzzle {
	if ch, ok := q.Constraints.(*Checker); ok {
		return ch.p
	}
	return nil
}
