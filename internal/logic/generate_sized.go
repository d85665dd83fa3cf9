package logic

import (
	"context"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"slices"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
	"github.com/sudoku-devs/sudoku/internal/variant"
)

// sizedBudget is how many carvings GenerateSized tries before it gives up
// on a level. The rarest level it deals, Hard on an 8x8 grid, comes about
// once in 400 carvings of about 1.5 ms each (see docs/benchmarks.md): with
// 1,500 one call in twenty found none, with 6,000 about one in three
// million does.
const sizedBudget = 6000

// SizedLevels returns the hardest level GenerateSized deals on an n×n
// grid: Easy on 4x4, where singles finish every puzzle with one solution
// (3,000 carvings tried, all Easy); Medium on 6x6, where no carving of
// 3,000 needed triples; Extreme (forcing chains) on the others.
func SizedLevels(n int) Level {
	switch {
	case n <= 4:
		return Easy
	case n <= 6:
		return Medium
	}
	return Extreme
}

// CheckSized returns the error GenerateSized returns for a grid of n rows
// or a level it does not deal, and nil for those it does: a size from 4
// to 16 with boxes (not prime), and a level up to SizedLevels(n).
func CheckSized(n int, level Level) error {
	if n < variant.MinSize || n > variant.MaxSize || variant.BoxRegions(n) == nil {
		return fmt.Errorf("no %dx%d grid with boxes; want 4, 6, 8, 9, 10, 12, 14, 15 or 16", n, n)
	}
	switch top := SizedLevels(n); {
	case level <= top:
		return nil
	case top == Easy:
		return fmt.Errorf("%dx%d puzzles are all Easy (singles finish every one), not %v", n, n, level)
	default:
		return fmt.Errorf("%dx%d puzzles are dealt from Easy to %v, not %v", n, n, top, level)
	}
}

// GenerateSized returns a classic puzzle of an n×n grid (n from 4 to 16,
// not prime: 4, 6, 8, 9, 10, 12, 14, 15 or 16) with boxes as
// variant.BoxRegions lays them out (2x3 for 6, 3x4 for 12, 4x4 for 16),
// exactly one solution, givens that follow sym, and a solve by
// ExplainSized whose hardest technique is of level: Easy (singles),
// Medium (pointing, claiming, pairs), Hard (triples and quads), Expert
// (fish and wings) or Extreme (forcing chains), up to SizedLevels(n); and
// its solution, n*n digits row by row. All randomness comes from r, so a
// seed gives the same puzzle again.
//
// It fills a grid at random (fillSized), then empties the orbits of sym
// in a random order, each while the steps up to level still solve the
// puzzle (withinSized: a solve by deductions alone, so the solution stays
// unique), and grades the carving (GradeSized), until a carving is of
// level: the steering Generate's doc tried on 9x9, which is cheap here
// because a grid of another size has few techniques past the wings to
// try. From Medium up the orbits meeting two random houses go first, as
// Generate does for Hard. Extreme is carved to Expert and then loses one
// orbit more, whose puzzle forcing chains solve (beyondExpert): Trial is
// no puzzle to deal. It returns an error for a size without boxes (a
// prime one) or a level above SizedLevels(n), ctx's error when ctx is
// done first, or an error saying no carving of the level was found within
// its budget (sizedBudget). CheckSized says which sizes and levels it
// deals.
func GenerateSized(ctx context.Context, r *rand.Rand, n int, level Level, sym Symmetry) (*variant.Puzzle, []int, error) {
	return generateSized(ctx, r, n, level, sym, false)
}

// GenerateJigsaw returns a jigsaw puzzle of an n×n grid as GenerateSized
// returns a classic one, of its sizes and levels, on regions drawn from r
// for each grid: up to 12x12 (maxFilledJigsaw) random regions
// (variant.JigsawRegions) that a grid is then filled on, a layout that no
// grid is found to fill in a few tries drawn again; above, regions and
// grid reshaped together from the boxes (reshapedJigsaw). Its errors are
// GenerateSized's.
func GenerateJigsaw(ctx context.Context, r *rand.Rand, n int, level Level, sym Symmetry) (*variant.Puzzle, []int, error) {
	if err := CheckJigsaw(n, level); err != nil {
		return nil, nil, err
	}
	return generateSized(ctx, r, n, level, sym, true)
}

// CheckJigsaw returns nil when GenerateJigsaw deals n×n puzzles of level,
// else CheckSized's error: the sizes and levels are those of classic
// puzzles.
func CheckJigsaw(n int, level Level) error { return CheckSized(n, level) }

// maxFilledJigsaw is the largest grid whose jigsaw regions GenerateJigsaw
// draws before it fills a grid on them: a random layout of 14x14 to 16x16
// seldom has a grid that a search finds in seconds (no 16x16 one of four
// in 5 s each), so those are reshaped with their grid instead.
const maxFilledJigsaw = 12

// reshapedCarvings is how many carvings GenerateJigsaw makes of one
// reshaped grid (reshapedJigsaw) before it reshapes another.
const reshapedCarvings = 20

// jigsawFillTries is how many times GenerateJigsaw starts filling a grid
// again on one layout of regions before it draws another.
const jigsawFillTries = 5

// generateSized is GenerateSized, or with jigsaw GenerateJigsaw.
func generateSized(ctx context.Context, r *rand.Rand, n int, level Level, sym Symmetry, jigsaw bool) (*variant.Puzzle, []int, error) {
	if err := CheckSized(n, level); err != nil {
		return nil, nil, err
	}
	if sym >= numSymmetries {
		return nil, nil, fmt.Errorf("unknown symmetry %v", sym)
	}
	p := &variant.Puzzle{Size: n, Regions: variant.BoxRegions(n), Givens: make([]int, n*n)}
	rules := p.GameRules()
	var reshaped []int // a reshaped jigsaw's grid, carved again and again
	for k := range sizedBudget {
		if err := ctx.Err(); err != nil {
			return nil, nil, err
		}
		var solution []int
		switch {
		case jigsaw && n > maxFilledJigsaw:
			// Reshaping takes longer than a carving: each reshaped grid
			// serves reshapedCarvings of them.
			if k%reshapedCarvings == 0 {
				p = &variant.Puzzle{Size: n, Givens: make([]int, n*n)}
				p.Regions, reshaped = reshapedJigsaw(r, n)
				rules = p.GameRules()
			}
			solution = reshaped
		case jigsaw:
			p = &variant.Puzzle{Size: n, Regions: variant.JigsawRegions(r, n), Givens: make([]int, n*n)}
			rules = p.GameRules()
			var ok bool
			if solution, ok = fillKeeping(r, n, p.Regions, nil, jigsawFillTries); !ok {
				continue
			}
		default:
			solution = fillSized(r, n, p.Regions)
		}
		givens, ok, err := carveGraded(ctx, r, p, rules, newSizedJudge(rules, solution), solution, sym, level)
		if err != nil {
			return nil, nil, err
		}
		if ok {
			return &variant.Puzzle{Size: n, Regions: p.Regions, Givens: givens}, solution, nil
		}
	}
	kind := ""
	if jigsaw {
		kind = " jigsaw"
	}
	return nil, nil, fmt.Errorf("no %dx%d%s puzzle of level %v found in %d carvings", n, n, kind, level, sizedBudget)
}

// carveGraded carves givens from solution (n*n digits, row by row) of
// puzzle p (its size, regions and constraints; its givens are not read)
// under its rules as carveSized does, judged by j, and returns them (0 for
// open) with true when the carving grades at level (j.grade), or false
// when it does not; the error is ctx's. For Extreme it carves to Expert
// and then empties one orbit more (beyondExpert).
func carveGraded(ctx context.Context, r *rand.Rand, p *variant.Puzzle, rules *sudoku.Rules, j judge, solution []int, sym Symmetry, level Level) ([]int, bool, error) {
	givens := cellBytes(solution)
	if err := carveSized(ctx, r, rules, j, givens, sym, min(level, Expert)); err != nil {
		return nil, false, err
	}
	if level == Extreme && !beyondExpert(ctx, r, p, j, givens, solution, sym) {
		return nil, false, ctx.Err()
	}
	if j.grade(givens) != level {
		return nil, false, nil
	}
	out := make([]int, len(givens))
	for i, d := range givens {
		out[i] = int(d)
	}
	return out, true, nil
}

// beyondExpert empties from givens, a carving that the steps up to Expert
// solve and that loses that by any orbit of sym more (carveSized's), the
// first orbit in a random order whose loss leaves one solution (a search,
// variant.Puzzle.Count, which is quick) and a solve by the steps up to
// Extreme (j.within, which may take a forcing chain's search and so is
// asked only then). It reports false, with givens as they were, when no
// orbit does, or ctx is done.
//
// Carving with the steps up to Extreme from the start would ask each of
// the thirty or so orbits whether forcing chains solve the puzzle; most
// of those searches find nothing, and each takes up to seconds. From an
// Expert carving, one orbit more needs forcing chains at once, and those
// that keep one solution were all solved by them in the samples tried
// (docs/benchmarks.md).
func beyondExpert(ctx context.Context, r *rand.Rand, p *variant.Puzzle, j judge, givens []uint8, solution []int, sym Symmetry) bool {
	orbits := sizedOrbits(p.Size, sym)
	r.Shuffle(len(orbits), func(a, b int) { orbits[a], orbits[b] = orbits[b], orbits[a] })
	q := *p
	q.Givens = make([]int, len(givens))
	for _, o := range orbits {
		if ctx.Err() != nil || givens[o[0]] == 0 {
			continue
		}
		for _, i := range o {
			givens[i] = 0
		}
		for i, d := range givens {
			q.Givens[i] = int(d)
		}
		if n, _, err := q.Count(ctx, 2); err == nil && n == 1 && j.within(givens, Extreme) {
			return true
		}
		for _, i := range o {
			givens[i] = uint8(solution[i])
		}
	}
	return false
}

// A judge says how hard the carvings of one full grid are: within reports
// whether the steps up to level solve givens (n*n digits row by row, 0 for
// open) to the grid, a solve by deductions alone, so that givens have one
// solution; grade returns the level of the hardest step that solve needs.
type judge interface {
	within(givens []uint8, level Level) bool
	grade(givens []uint8) Level
}

// sizedJudge judges by the steps of any size (SizedBoard) under rules,
// toward solution, on a board of its own that each judgement starts again.
type sizedJudge struct {
	rules    *sudoku.Rules
	solution []uint8
	board    *SizedBoard
}

func (j sizedJudge) within(givens []uint8, level Level) bool {
	j.board.reset(givens)
	return withinSized(j.board, j.solution, level)
}

func (j sizedJudge) grade(givens []uint8) Level {
	return GradeSized(j.rules, givens, j.solution).Level
}

// newSizedJudge returns the sizedJudge of solution (n*n digits, row by
// row) under rules.
func newSizedJudge(rules *sudoku.Rules, solution []int) sizedJudge {
	b, _ := NewSizedBoard(rules, make([]uint8, len(solution)))
	return sizedJudge{rules, cellBytes(solution), b}
}

// cellBytes returns the digits of a grid (row by row, 0 for open) as the
// boards keep them, a byte a cell.
func cellBytes(grid []int) []uint8 {
	out := make([]uint8, len(grid))
	for i, d := range grid {
		out[i] = uint8(d)
	}
	return out
}

// boardJudge judges a 9x9 puzzle as the game grades and explains it: by a
// Board's steps (GradePuzzle), which know the killer techniques that the
// steps of any size do not. Its puzzle's givens are overwritten by each
// call.
type boardJudge struct{ p *sudoku.Puzzle }

// set makes givens (81 digits, row by row) the puzzle's givens.
func (j boardJudge) set(givens []uint8) { copy(j.p.Givens[:], givens) }

func (j boardJudge) within(givens []uint8, level Level) bool {
	j.set(givens)
	return solves(j.p, noTrial(level))
}

func (j boardJudge) grade(givens []uint8) Level {
	j.set(givens)
	d, err := GradePuzzle(j.p)
	if err != nil {
		return numLevels // no level: the carving is not kept
	}
	return d.Level
}

// carveSized empties the orbits of sym from givens (a full grid of the
// rules' size at first, row by row) in a random order (those meeting two
// random houses first from Medium up), each while the steps up to
// level solve givens (j.within).
func carveSized(ctx context.Context, r *rand.Rand, rules *sudoku.Rules, j judge, givens []uint8, sym Symmetry, level Level) error {
	full := slices.Clone(givens)
	orbits := sizedOrbits(rules.Size(), sym)
	r.Shuffle(len(orbits), func(a, b int) { orbits[a], orbits[b] = orbits[b], orbits[a] })
	if level >= Medium {
		// As Generate's order does for Hard: the orbits meeting two random
		// houses first, so that some house is left with many blanks.
		focus := make([]bool, len(givens))
		houses := rules.Houses()
		for range 2 {
			for _, c := range houses[r.IntN(len(houses))] {
				focus[c] = true
			}
		}
		later := func(o []int) int {
			if focus[o[0]] || focus[o[len(o)-1]] {
				return 0
			}
			return 1
		}
		slices.SortStableFunc(orbits, func(a, b []int) int { return later(a) - later(b) })
	}
	for _, o := range orbits {
		if err := ctx.Err(); err != nil {
			return err
		}
		for _, i := range o {
			givens[i] = 0
		}
		if !forced(rules, givens, full, o) && !j.within(givens, level) {
			for _, i := range o {
				givens[i] = full[i]
			}
		}
	}
	return nil
}

// forced reports whether the cells of orbit o, emptied from givens (row by
// row, 0 for open), are each a naked single by its row, column and region
// alone, in turn, the digit of full: then the puzzle solves to the givens
// before, by a step any level has, and so stays within the level it was.
// Early in a carving most cells are; it saves a solve for each.
func forced(rules *sudoku.Rules, givens, full []uint8, o []int) bool {
	n := rules.Size()
	ok := true
	for _, i := range o {
		var seen sudoku.Digits
		for _, h := range [3]int{i / n, n + i%n, 2*n + rules.Region(i)} {
			for _, c := range rules.Houses()[h] {
				seen |= 1 << givens[c]
			}
		}
		if seen &^= 1; seen.Count() != n-1 || seen.Has(int(full[i])) { // bit 0: the open cells
			ok = false
			break
		}
		givens[i] = full[i]
	}
	for _, i := range o {
		givens[i] = 0
	}
	return ok
}

// withinSized reports whether the steps of SizedBoard.Next solve b to
// solution with no technique above level. Such a solve deduces every
// digit, so b's givens then have one solution. The singles, which are
// most of such a solve, are placed in bulk (placeSingles) between the
// other steps: the steps only ever take candidates out, so what they reach
// does not depend on the order they are taken in.
func withinSized(b *SizedBoard, solution []uint8, level Level) bool {
	cands := b.finder().cands // room, until the next step's finder
	for {
		if !b.placeSingles(solution, cands) {
			return false
		}
		s, ok := b.next(solution, level)
		if !ok {
			return true
		}
		if s.Technique.Level() > level || b.Apply(s) != nil {
			return false
		}
	}
}

// sizedOrbits returns the groups of cells of an n×n grid that sym maps
// onto each other, each a single cell or a pair, in cell order.
func sizedOrbits(n int, sym Symmetry) [][]int {
	image := func(i int) int {
		r, c := i/n, i%n
		switch sym {
		case Rotational:
			return n*n - 1 - i
		case Mirror:
			return r*n + n - 1 - c
		case Diagonal:
			return c*n + r
		}
		return i
	}
	var out [][]int
	for i := range n * n {
		switch j := image(i); {
		case j == i:
			out = append(out, []int{i})
		case j > i:
			out = append(out, []int{i, j})
		}
	}
	return out
}

// fillSized returns a full grid of an n×n puzzle whose regions are
// regions, drawn from r: a search that fills the cell with the fewest
// digits left first, trying its digits in a random order, and starts
// again with fresh draws when one fill takes more than a few thousand
// steps (a rare dead end on 16x16 grids).
func fillSized(r *rand.Rand, n int, regions []int) []int {
	g, _ := fillKeeping(r, n, regions, nil, -1)
	return g
}

// fillKeeping is fillSized with groups of cells that must hold different
// digits besides the houses (an anti-knight rule's pairs), starting again
// at most tries times (no limit when tries is negative); it reports false
// when no fill was found, as when no grid keeps the groups.
func fillKeeping(r *rand.Rand, n int, regions []int, groups [][]int, tries int) ([]int, bool) {
	var mates [][]int
	if len(groups) > 0 {
		mates = make([][]int, n*n)
		for _, g := range groups {
			for _, i := range g {
				for _, j := range g {
					if i != j {
						mates[i] = append(mates[i], j)
					}
				}
			}
		}
	}
	for k := 0; tries < 0 || k < tries; k++ {
		f := sizedFill{n: n, regions: regions, mates: mates, grid: make([]int, n*n), r: r, budget: 50 * n * n}
		if f.fill(0) {
			return f.grid, true
		}
	}
	return nil, false
}

// sizedFill is fillSized's search: the digits each row, column and region
// has (a bit each), the cells each cell must differ from besides them
// (none, or one list a cell), the grid so far and the steps left.
type sizedFill struct {
	n            int
	regions      []int
	mates        [][]int
	grid         []int
	row, col, rg [16]uint32
	r            *rand.Rand
	budget       int
}

// free returns the digits cell i can take, a bit each (bit d-1 for d).
func (f *sizedFill) free(i int) uint32 {
	all := uint32(1)<<f.n - 1
	taken := f.row[i/f.n] | f.col[i%f.n] | f.rg[f.regions[i]]
	if f.mates != nil {
		for _, j := range f.mates[i] {
			if d := f.grid[j]; d != 0 {
				taken |= 1 << (d - 1)
			}
		}
	}
	return all &^ taken
}

func (f *sizedFill) fill(placed int) bool {
	if placed == f.n*f.n {
		return true
	}
	if f.budget--; f.budget < 0 {
		return false
	}
	best, bestLen := -1, 99
	for i, d := range f.grid {
		if d == 0 {
			if l := bits.OnesCount32(f.free(i)); l < bestLen {
				best, bestLen = i, l
			}
		}
	}
	ds := f.free(best)
	var order [16]int
	k := 0
	for ; ds != 0; ds &= ds - 1 {
		order[k] = bits.TrailingZeros32(ds) + 1
		k++
	}
	r, c, g := best/f.n, best%f.n, f.regions[best]
	for _, j := range f.r.Perm(k) {
		d := order[j]
		bit := uint32(1) << (d - 1)
		f.grid[best] = d
		f.row[r], f.col[c], f.rg[g] = f.row[r]|bit, f.col[c]|bit, f.rg[g]|bit
		if f.fill(placed + 1) {
			return true
		}
		f.row[r], f.col[c], f.rg[g] = f.row[r]&^bit, f.col[c]&^bit, f.rg[g]&^bit
	}
	f.grid[best] = 0
	return false
}
