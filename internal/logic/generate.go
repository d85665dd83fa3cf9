package logic

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// Symmetry is a pattern the givens of a generated puzzle follow: a cell is a
// given exactly when its images are.
type Symmetry uint8

// The symmetries of the givens.
const (
	NoSymmetry Symmetry = iota // any pattern
	Rotational                 // unchanged by a half turn: rXcY with r(10-X)c(10-Y)
	Mirror                     // unchanged by a left-right flip: rXcY with rXc(10-Y)
	Diagonal                   // unchanged by a flip about the main diagonal: rXcY with rYcX
	numSymmetries
)

var symmetryNames = [numSymmetries]string{"none", "rotational", "mirror", "diagonal"}

// String returns the symmetry's name: "none", "rotational", "mirror" or
// "diagonal".
func (s Symmetry) String() string {
	if s < numSymmetries {
		return symmetryNames[s]
	}
	return fmt.Sprintf("Symmetry(%d)", uint8(s))
}

// ParseSymmetry returns the symmetry named s, in any mix of case; an unknown
// name is an error that lists the valid ones.
func ParseSymmetry(s string) (Symmetry, error) {
	for i, name := range symmetryNames {
		if strings.EqualFold(s, name) {
			return Symmetry(i), nil
		}
	}
	return 0, fmt.Errorf("unknown symmetry %q; want none, rotational, mirror or diagonal", s)
}

// image returns the cell that cell i maps to under s.
func (s Symmetry) image(i int) int {
	r, c := i/9, i%9
	switch s {
	case Rotational:
		return 80 - i
	case Mirror:
		return r*9 + 8 - c
	case Diagonal:
		return c*9 + r
	}
	return i
}

// orbits returns the groups of cells that s maps onto each other, each a
// single cell or a pair, in cell order.
func (s Symmetry) orbits() [][]int {
	var out [][]int
	for i := 0; i < 81; i++ {
		switch j := s.image(i); {
		case j == i:
			out = append(out, []int{i})
		case j > i:
			out = append(out, []int{i, j})
		}
	}
	return out
}

// ErrGiveUp is returned by Generate when it found no puzzle of the level
// within its budget of solution grids, which does not happen in practice.
var ErrGiveUp = errors.New("no puzzle of that level found")

// genBudget is how many solution grids Generate tries before giving up.
const genBudget = 5000

// Generate returns a puzzle of exactly the given level, with exactly one
// solution and givens that follow sym, and that solution. All randomness comes
// from r, so the same r state gives the same puzzle. The error is a message
// for a level or symmetry out of range, or ErrGiveUp.
//
// Generate does not make puzzles and throw away those of the wrong level. It
// fills a grid (sudoku.NewSolution) and empties the orbits of sym in a random
// order, keeping a removal only while the puzzle stays within the level: a
// first pass keeps the puzzle solvable by singles alone (a cheap check, and
// all Easy needs); a second pass goes over the orbits still filled and keeps
// a removal while a solve limited to the level's techniques still gets
// through (which also proves the solution unique) or, for Extreme, while the
// solution stays unique, and stops as soon as the level's own techniques are
// needed. When a pass ends short of the level, Generate puts back a removed
// orbit and makes another pass, and after a few such passes starts from a
// new grid. Easy, Medium and Extreme take milliseconds to tens of
// milliseconds this way. Hard and Expert do not: a triple or quad (Hard), or a
// fish or wing (Expert), is so rarely the one step a puzzle cannot do without
// (see order) that the search takes seconds, or hundreds of milliseconds. So
// a Hard or Expert puzzle is a random isomorph, keeping the symmetry, of one
// from a pool that this search found offline (see pools): relabelled digits
// and shuffled bands, rows, stacks and columns make between 10^8 and 10^12
// different puzzles of each, and each is re-graded before it is returned. The
// search remains the fallback.
func Generate(r *rand.Rand, level Level, sym Symmetry) (puzzle, solution sudoku.Grid, err error) {
	return GenerateContext(context.Background(), r, level, sym)
}

// GenerateContext is Generate that stops early, returning ctx's error, when
// ctx is done: it checks between solution grids, so it returns within one
// carving (milliseconds) of the cancellation.
func GenerateContext(ctx context.Context, r *rand.Rand, level Level, sym Symmetry) (puzzle, solution sudoku.Grid, err error) {
	if level >= numLevels {
		return puzzle, solution, fmt.Errorf("level %d out of range", level)
	}
	if sym >= numSymmetries {
		return puzzle, solution, fmt.Errorf("symmetry %d out of range", sym)
	}
	if p, s, ok := fromPool(r, level, sym); ok {
		return p, s, nil
	}
	orbits := sym.orbits()
	var g generator
	for range genBudget {
		if err := ctx.Err(); err != nil {
			return puzzle, solution, err
		}
		solution = sudoku.NewSolution(r)
		if p, ok := g.carve(r, solution, orbits, level); ok {
			return p, solution, nil
		}
	}
	return puzzle, solution, ErrGiveUp
}

// generator holds the scratch space of Generate.
type generator struct {
	board Board
}

// maxRetries is how many times carve reworks one grid before giving up on it.
const maxRetries = 6

// carve empties orbits of solution toward level; see Generate.
func (g *generator) carve(r *rand.Rand, solution sudoku.Grid, orbits [][]int, level Level) (sudoku.Grid, bool) {
	p := solution
	order := g.order(r, orbits, level)
	removed := make([]bool, len(orbits))
	easy := func(p sudoku.Grid) bool { _, ok := g.rate(p, NakedSingle); return ok }
	fits := func(p sudoku.Grid) bool {
		if level == Extreme {
			return sudoku.CountSolutions(p, 2) == 1
		}
		_, ok := g.rate(p, level.hardest())
		return ok
	}
	try := func(k int, keep func(sudoku.Grid) bool) bool {
		saved := p
		for _, c := range orbits[k] {
			p[c] = 0
		}
		if keep(p) {
			removed[k] = true
			return true
		}
		p = saved
		return false
	}
	for _, k := range order {
		try(k, easy)
	}
	if level == Easy {
		return p, true
	}
	for retry := 0; ; retry++ {
		for _, k := range order {
			if !removed[k] && try(k, fits) && g.exactly(p, level) {
				return p, true
			}
		}
		if retry == maxRetries {
			return p, false
		}
		// Put back one removed orbit and go over the others again.
		var back []int
		for k, rm := range removed {
			if rm {
				back = append(back, k)
			}
		}
		k := back[r.IntN(len(back))]
		for _, c := range orbits[k] {
			p[c] = solution[c]
		}
		removed[k] = false
		order = g.order(r, orbits, level)
	}
}

// exactly reports whether puzzle p, whose solve within level is known to get
// through (or, for Extreme, whose solution is unique), needs level.
func (g *generator) exactly(p sudoku.Grid, level Level) bool {
	if level == Easy {
		return true
	}
	_, ok := g.rate(p, (level - 1).hardest())
	return !ok
}

// rate solves p with the techniques up to limit and returns the highest level
// used, and whether the solve got through.
func (g *generator) rate(p sudoku.Grid, limit Technique) (Level, bool) {
	b := &g.board
	b.grid = p
	for i, d := range p {
		b.cands[i] = 0
		if d == 0 {
			b.cands[i] = p.Candidates(i)
		}
	}
	var lv Level
	err := b.walk(limit, func(s Step) { lv = max(lv, s.Technique.Level()) })
	return lv, err == nil
}

// order returns the order in which carve tries the orbits: shuffled, except
// that for Hard the orbits meeting a few randomly chosen houses come first.
// Triples and quads are only ever needed in a house with six or more blank
// cells (with fewer, the complementary pair or single is found first), so
// Hard puzzles come from grids where some houses are emptied early.
func (g *generator) order(r *rand.Rand, orbits [][]int, level Level) []int {
	order := r.Perm(len(orbits))
	if level != Hard {
		return order
	}
	var focus [81]bool
	for range 2 {
		for _, c := range sudoku.Houses[r.IntN(27)] {
			focus[c] = true
		}
	}
	first := order[:0:0]
	var rest []int
	for _, k := range order {
		if focus[orbits[k][0]] || focus[orbits[k][len(orbits[k])-1]] {
			first = append(first, k)
		} else {
			rest = append(rest, k)
		}
	}
	return append(first, rest...)
}
