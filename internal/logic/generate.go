package logic

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
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
// within its budget of carvings, which does not happen in practice.
var ErrGiveUp = errors.New("no puzzle of that level found")

const (
	// genBudget is how many carvings Generate tries before giving up: about
	// a minute of CPU, where the rarest level, Hard, takes about one in
	// 1,000 carvings.
	genBudget = 200_000
	// targetBudget is how many carvings Generate spends on the techniques it
	// drew (see drawTarget) before it takes any puzzle of the level: a few
	// seconds, which bounds the tail of the rare targets.
	targetBudget = 12_000
)

// Generate returns a puzzle of exactly the given level, with exactly one
// solution and givens that follow sym, and that solution. All randomness comes
// from r, so the same r state gives the same puzzle. The error is a message
// for a level or symmetry out of range, or ErrGiveUp.
//
// Every puzzle is made for the call; none comes from a stored list. Generate
// first draws from r the techniques that are to set the level (drawTarget),
// so that each level shows the range its name promises and not only its
// most common technique: Hard asks in one call out of five for a quad and in
// one out of five for a hidden triple or quad; Expert asks in one call out of
// five for a fish (X-Wing, Swordfish or Jellyfish) and in one out of seven
// for a Swordfish or Jellyfish. It then repeats, until a puzzle fits: fill a
// grid (sudoku.NewSolution), carve it to a minimal puzzle by emptying the
// orbits of sym in a random order while the solution stays unique
// (sudoku.Carve), and grade the carving with a solve limited to the
// level's techniques, which stops as soon as it is stuck. The carving fits
// when that solve gets through, a solve limited to the level below does not,
// and the technique that sets the level is among those drawn (Difficulty's
// SetBy). For Extreme it fits when the solve limited to Expert is stuck.
//
// This is plain rejection, and it is the fastest of the ways tried here: a
// carving and its limited grade take about 0.3 ms, and a minimal puzzle is
// Easy about 4 times in 10, Medium 2, Expert 1 and Extreme 3, but Hard only
// about 1 time in 300 to 600 (measured on random carvings). Steering the
// carving toward the level, by removing a given only while the puzzle stays
// within the level (this package's earlier method, which needs a graded
// solve per removal) found a Hard puzzle once in 120 carvings of 30 ms each,
// about 4 s a puzzle against about 0.2 s here; random walks among the
// neighbours of a near miss (one given moved) found the rare techniques no
// faster than fresh carvings. For Hard, the orbits meeting two random houses
// are emptied first, since a triple or quad is only ever needed in a house
// with six or more blank cells; that doubles the share of Hard carvings.
// Within a level the share of each technique is far from even: among Expert
// carvings wings set the level about 50 times as often as fish, and among
// Hard ones a naked triple about 60 times as often as a hidden quad, hence
// the drawn targets. A target not met after targetBudget carvings is
// dropped for any technique of the level. See docs/benchmarks.md for the measured
// time per puzzle.
func Generate(r *rand.Rand, level Level, sym Symmetry) (puzzle, solution sudoku.Grid, err error) {
	return GenerateContext(context.Background(), r, level, sym)
}

// GenerateContext is Generate that stops early, returning ctx's error, when
// ctx is done: it checks before each carving, so it returns within one
// carving (under a millisecond) of the cancellation.
func GenerateContext(ctx context.Context, r *rand.Rand, level Level, sym Symmetry) (puzzle, solution sudoku.Grid, err error) {
	if level >= numLevels {
		return puzzle, solution, fmt.Errorf("level %d out of range", level)
	}
	if sym >= numSymmetries {
		return puzzle, solution, fmt.Errorf("symmetry %d out of range", sym)
	}
	return generate(ctx, r, drawTarget(r, level), sym)
}

// GenerateAnyTechnique is GenerateContext without the drawn techniques:
// any technique of the level may set it. Its puzzles show less of a
// level's range (Hard is mostly naked and hidden triples, Expert mostly
// wings), and in return a Hard puzzle takes about 450 carvings on average,
// with no drawn target to hold out for (see docs/benchmarks.md): for
// puzzles that must come fast from a fixed seed, such as the daily puzzle.
func GenerateAnyTechnique(ctx context.Context, r *rand.Rand, level Level, sym Symmetry) (puzzle, solution sudoku.Grid, err error) {
	if level >= numLevels {
		return puzzle, solution, fmt.Errorf("level %d out of range", level)
	}
	if sym >= numSymmetries {
		return puzzle, solution, fmt.Errorf("symmetry %d out of range", sym)
	}
	return generate(ctx, r, target{level: level}, sym)
}

// GenerateTechnique makes a puzzle whose level is set by technique t
// (GradePuzzle's SetBy is t), with its solution: the puzzles of the
// technique trainer and of `sudokucli generate -technique`. For a classic
// technique it carves as Generate does, with symmetry sym, and keeps the
// first carving whose solve, with the techniques up to t, gets through and
// is set by t. For the dynamic forcing chain (+) and the nested one, which
// random carvings almost never need, it takes a puzzle of its own bank
// (practice.txt, public puzzles known to need them) under a random
// isomorph, whose pattern of givens is its own (sym must be NoSymmetry).
// For a killer technique it makes a killer (no givens, so sym must be
// NoSymmetry) whose cages it merges as GenerateVariant does, until the
// techniques before t no longer solve it and those up to t still do.
// The error is ErrGiveUp or ErrNoPuzzle when its budget runs out, ctx's
// error when ctx is done, ErrNotPracticable at once for a technique not in
// Practicable, and an error for a technique or symmetry out of range and
// for a symmetry asked of a killer or banked technique.
func GenerateTechnique(ctx context.Context, r *rand.Rand, t Technique, sym Symmetry) (sudoku.Puzzle, sudoku.Grid, error) {
	switch _, banked := bank()[t]; {
	case t == 0 || t >= numTechniques:
		return sudoku.Puzzle{}, sudoku.Grid{}, fmt.Errorf("technique %d out of range", t)
	case !slices.Contains(Practicable(), t):
		return sudoku.Puzzle{}, sudoku.Grid{}, fmt.Errorf("%v: %w", t, ErrNotPracticable)
	case sym >= numSymmetries:
		return sudoku.Puzzle{}, sudoku.Grid{}, fmt.Errorf("symmetry %d out of range", sym)
	case t.Killer() && sym != NoSymmetry:
		return sudoku.Puzzle{}, sudoku.Grid{}, fmt.Errorf("%v is a killer technique: a killer has no givens to place with symmetry %v", t, sym)
	case t.Killer():
		return killerTechnique(ctx, r, t)
	case banked && sym != NoSymmetry:
		return sudoku.Puzzle{}, sudoku.Grid{}, fmt.Errorf("%v: its puzzles come from a bank, with the pattern of givens each has, not symmetry %v", t, sym)
	case banked:
		return fromBank(ctx, r, t)
	}
	p, sol, err := generate(ctx, r, target{level: t.Level(), setBy: techniques(t), only: t}, sym)
	return sudoku.Puzzle{Givens: p}, sol, err
}

// killerTechnique is GenerateTechnique for the killer technique t: up to
// variantBudget killers, each kept when killerBetween gets it between the
// techniques before t and those up to t and Grade names t as its SetBy.
func killerTechnique(ctx context.Context, r *rand.Rand, t Technique) (sudoku.Puzzle, sudoku.Grid, error) {
	for range variantBudget {
		if err := ctx.Err(); err != nil {
			return sudoku.Puzzle{}, sudoku.Grid{}, err
		}
		p, solution := sudoku.NewShape(r, sudoku.Killer)
		stages := sudoku.KillerMerges(r, p, solution, sudoku.KillerMinCages)
		if !killerBetween(ctx, r, &p, solution, stages, t-1, t, 0) {
			continue
		}
		if d, err := GradePuzzle(&p); err == nil && d.SetBy == t {
			return p, solution, nil
		}
	}
	return sudoku.Puzzle{}, sudoku.Grid{}, ErrNoPuzzle
}

// ErrNotPracticable is GenerateTechnique's error for a technique that no
// puzzle of the public sets needs to set its level (see Practicable).
var ErrNotPracticable = errors.New("no known puzzle needs it to set its level, so none is made for it")

// target is what one Generate call looks for: a puzzle of level whose level
// is set by one of the techniques in setBy (a bit set over Technique), or by
// any technique when setBy is 0; or, when only is not 0, a puzzle set by
// only, which is never given up for another.
type target struct {
	level Level
	setBy uint64
	only  Technique
}

// target.setBy has a bit for each technique: this fails to compile when the
// ladder outgrows it.
const _ = uint64(1 << (numTechniques - 1))

// techniques returns the bit set of ts, for target.setBy.
func techniques(ts ...Technique) uint64 {
	var m uint64
	for _, t := range ts {
		m |= 1 << t
	}
	return m
}

// drawTarget draws from r the techniques that are to set level; see Generate.
func drawTarget(r *rand.Rand, level Level) target {
	t := target{level: level}
	switch k := r.IntN(35); level {
	case Hard:
		switch {
		case k < 7:
			t.setBy = techniques(NakedQuad, HiddenQuad)
		case k < 14:
			t.setBy = techniques(HiddenTriple, HiddenQuad)
		}
	case Expert:
		switch {
		case k < 5:
			t.setBy = techniques(Swordfish, Jellyfish)
		case k < 12:
			t.setBy = techniques(XWing, Swordfish, Jellyfish)
		}
	}
	return t
}

// generate is GenerateContext for target t.
func generate(ctx context.Context, r *rand.Rand, t target, sym Symmetry) (puzzle, solution sudoku.Grid, err error) {
	orbits := sym.orbits()
	groups := make([][]int, len(orbits))
	var b Board
	for n := range genBudget {
		if err := ctx.Err(); err != nil {
			return puzzle, solution, err
		}
		if n == targetBudget && t.only == 0 {
			t.setBy = 0
		}
		solution = sudoku.NewSolution(r)
		order(r, orbits, t.level, groups)
		puzzle = sudoku.Carve(sudoku.Puzzle{Givens: solution}, groups).Givens
		if t.fits(&b, puzzle) {
			return puzzle, solution, nil
		}
	}
	return puzzle, solution, ErrGiveUp
}

// fits reports whether puzzle p, which has exactly one solution, is of t's
// level and set by one of t's techniques, using b as scratch space.
func (t target) fits(b *Board, p sudoku.Grid) bool {
	if t.only != 0 {
		// rate's step ratings ignore the direct techniques that Grade's
		// take into account, which can move SetBy among the techniques
		// of a level: Grade decides.
		if _, ok := rate(b, p, t.only); !ok {
			return false
		}
		d, err := Grade(p)
		return err == nil && d.SetBy == t.only
	}
	if t.level == Extreme {
		_, ok := rate(b, p, Expert.hardest())
		return !ok
	}
	d, ok := rate(b, p, t.level.hardest())
	return ok && d.Level == t.level && (t.setBy == 0 || t.setBy&(1<<d.SetBy) != 0)
}

// rate solves p on b with the techniques up to limit and returns what Grade
// would say of the solve, and whether it got through.
func rate(b *Board, p sudoku.Grid, limit Technique) (Difficulty, bool) {
	b.grid, b.l = p, classic
	for i, d := range p {
		b.cands[i] = 0
		if d == 0 {
			b.cands[i] = p.Candidates(i)
		}
	}
	var d Difficulty
	err := b.walk(limit, func(_ *Board, s Step) { d.add(s, s.Rating()) })
	return d, err == nil
}

// order fills groups with the orbits in the order in which generate empties
// them: shuffled, except that for Hard the orbits meeting two randomly
// chosen houses come first. Triples and quads are only ever needed in a
// house with six or more blank cells (with fewer, the complementary pair or
// single is found first), so Hard puzzles come from grids where some houses
// are emptied early.
func order(r *rand.Rand, orbits [][]int, level Level, groups [][]int) {
	perm := r.Perm(len(orbits))
	if level != Hard {
		for i, k := range perm {
			groups[i] = orbits[k]
		}
		return
	}
	var focus [81]bool
	for range 2 {
		for _, c := range sudoku.Houses[r.IntN(27)] {
			focus[c] = true
		}
	}
	groups = groups[:0]
	for _, first := range [2]bool{true, false} {
		for _, k := range perm {
			o := orbits[k]
			if (focus[o[0]] || focus[o[len(o)-1]]) == first {
				groups = append(groups, o)
			}
		}
	}
}
