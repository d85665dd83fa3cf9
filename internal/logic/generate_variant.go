package logic

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// variantBudget is how many puzzles GenerateVariant makes before it gives
// up on a level.
const variantBudget = 400

// ErrNoPuzzle is returned by GenerateVariant when variantBudget puzzles in a
// row miss the level asked for.
var ErrNoPuzzle = errors.New("no puzzle of that level found")

// GenerateVariant returns a new puzzle of variant v (Killer, Jigsaw,
// XVariant or a mix of them) at level, with exactly one solution, and that
// solution, drawing on r. The techniques up to level solve it and those of
// the level below do not; Trial never does (an Extreme puzzle needs chains,
// not a search). It makes the shape (sudoku.NewShape), then for a killer
// merges cages (see killer) and otherwise empties cells in random order
// (sudoku.CarveKeeping), keeping a change only while the puzzle stays
// within the level's techniques, and keeps the result when the level
// below does not solve it. The error is ctx's when ctx is done, a level or
// variant out of range, or ErrNoPuzzle.
func GenerateVariant(ctx context.Context, r *rand.Rand, v sudoku.Variant, level Level) (sudoku.Puzzle, sudoku.Grid, error) {
	return generateVariant(ctx, r, v, level, 0)
}

// GenerateVariantStable is GenerateVariant as it was on 2026-11-29: the
// techniques added to the ladder since (stableSkip: the cage interaction
// and the innie-outie difference) take no part in choosing the puzzle, so
// that a seed gives the same puzzle as it did then, whatever techniques
// come later. It is for puzzles every player must share, whichever
// version they run: the daily puzzles. Their hints still use every
// technique.
func GenerateVariantStable(ctx context.Context, r *rand.Rand, v sudoku.Variant, level Level) (sudoku.Puzzle, sudoku.Grid, error) {
	return generateVariant(ctx, r, v, level, stableSkip)
}

// stableSkip holds the techniques GenerateVariantStable leaves out: those
// added to the ladder after 2026-11-29. A technique added later joins it.
var stableSkip = techniques(CageInteraction, InnieOutie)

// generateVariant is GenerateVariant with the techniques of skip left out
// of the solves that choose the puzzle.
func generateVariant(ctx context.Context, r *rand.Rand, v sudoku.Variant, level Level, skip uint64) (sudoku.Puzzle, sudoku.Grid, error) {
	if level >= numLevels {
		return sudoku.Puzzle{}, sudoku.Grid{}, fmt.Errorf("level %d out of range", level)
	}
	if v&(sudoku.Killer|sudoku.Jigsaw|sudoku.XVariant) == 0 || v&sudoku.SizeVariant != 0 {
		return sudoku.Puzzle{}, sudoku.Grid{}, fmt.Errorf("variant %v has no shape to generate", v)
	}
	limit := noTrial(level)
	keep := func(p *sudoku.Puzzle) bool { return ctx.Err() == nil && solvesSkipping(p, limit, skip) }
	for range variantBudget {
		if err := ctx.Err(); err != nil {
			return sudoku.Puzzle{}, sudoku.Grid{}, err
		}
		p, solution := sudoku.NewShape(r, v)
		if v&sudoku.Killer != 0 {
			if killer(ctx, r, &p, solution, level, skip) {
				return p, solution, nil
			}
			continue
		}
		p.Givens = solution
		p = sudoku.CarveKeeping(p, sudoku.RandomOrder(r), keep)
		if level == Easy || !solvesSkipping(&p, (level-1).hardest(), skip) {
			return p, solution, nil
		}
	}
	return sudoku.Puzzle{}, sudoku.Grid{}, ErrNoPuzzle
}

// killer gives p, a shape with solution, cages that make it a killer of
// level, drawing on r, and reports whether it could. Merging cages takes
// information away, so along KillerMerges' stages the puzzle only gets
// harder (nearly always: a technique's finder may miss in a harder
// position what it found in an easier one). It looks, by bisection, for
// the first stage the level below does not solve (for Easy, the last
// stage Easy solves); when the level solves that stage, that is the
// puzzle (see killerBetween). The techniques of skip take no part.
func killer(ctx context.Context, r *rand.Rand, p *sudoku.Puzzle, solution sudoku.Grid, level Level, skip uint64) bool {
	limit := noTrial(level)
	stages := sudoku.KillerMerges(r, *p, solution, sudoku.KillerMinCages)
	at := func(k int) *sudoku.Puzzle {
		q := *p
		q.Cages = stages[k]
		return &q
	}
	if level == Easy {
		k := sort.Search(len(stages), func(k int) bool { return !solvesSkipping(at(k), limit, skip) })
		if k == 0 {
			return false
		}
		*p = *at(k - 1)
		return true
	}
	return killerBetween(ctx, r, p, solution, stages, (level - 1).hardest(), limit, skip)
}

// killerBetween gives p, a shape with solution, the cages of one of
// stages (KillerMerges' for p) or of further merges, such that the
// techniques up to lower do not solve it and those up to limit do, and
// reports whether it could: by bisection, the first stage lower does not
// solve, when limit solves it; when every stage is easier, it merges
// further (mergeUp); when the first harder stage is too hard, it tries
// other merges from the stage before it. The techniques of skip take no
// part.
func killerBetween(ctx context.Context, r *rand.Rand, p *sudoku.Puzzle, solution sudoku.Grid, stages [][]sudoku.Cage, lower, limit Technique, skip uint64) bool {
	at := func(k int) *sudoku.Puzzle {
		q := *p
		q.Cages = stages[k]
		return &q
	}
	k := sort.Search(len(stages), func(k int) bool { return !solvesSkipping(at(k), lower, skip) })
	switch {
	case k == len(stages):
		*p = *at(k - 1)
	case solvesSkipping(at(k), limit, skip):
		*p = *at(k)
		return true
	case k == 0:
		return false
	default:
		*p = *at(k - 1)
	}
	return mergeUp(ctx, r, p, solution, limit, lower, skip)
}

// mergeMisses is how many merges mergeUp tries that leave the puzzle
// beyond the level, or within the level below, before it gives up.
const mergeMisses = 30

// mergeUp makes the killer p harder until the level below (techniques up
// to lower) no longer solves it while the level (up to limit) still does:
// it merges touching cages (at most five cells, of distinct digits in
// solution), in an order drawn from r, keeping each merge the level's
// techniques still solve (which proves the puzzle still has one
// solution). It reports whether p got there. The techniques of skip take
// no part.
func mergeUp(ctx context.Context, r *rand.Rand, p *sudoku.Puzzle, solution sudoku.Grid, limit, lower Technique, skip uint64) bool {
	if !solvesSkipping(p, lower, skip) {
		return true
	}
	for misses := 0; misses < mergeMisses && ctx.Err() == nil; {
		pairs := touchingCages(p.Cages, solution)
		r.Shuffle(len(pairs), func(i, j int) { pairs[i], pairs[j] = pairs[j], pairs[i] })
		merged := false
		for _, pr := range pairs {
			q := *p
			q.Cages = mergeCages(p.Cages, pr[0], pr[1], solution)
			if !solvesSkipping(&q, limit, skip) {
				if misses++; misses == mergeMisses {
					return false
				}
				continue
			}
			*p = q
			if !solvesSkipping(p, lower, skip) {
				return true
			}
			merged = true
			break
		}
		if !merged {
			return false
		}
	}
	return false
}

// touchingCages returns the pairs of cages (indexes into cages, the first
// lower) that touch, hold at most five cells together, and whose digits
// in solution are distinct: the merges a killer's cages allow.
func touchingCages(cages []sudoku.Cage, solution sudoku.Grid) [][2]int {
	var cageOf [81]int
	for i := range cageOf {
		cageOf[i] = -1
	}
	for k, c := range cages {
		for _, i := range c.Cells {
			cageOf[i] = k
		}
	}
	seen := map[[2]int]bool{}
	var out [][2]int
	for i := range 81 {
		for _, j := range [2]int{i + 1, i + 9} {
			if j >= 81 || j == i+1 && j%9 == 0 {
				continue
			}
			a, b := min(cageOf[i], cageOf[j]), max(cageOf[i], cageOf[j])
			if a < 0 || a == b || seen[[2]int{a, b}] || len(cages[a].Cells)+len(cages[b].Cells) > 5 {
				continue
			}
			seen[[2]int{a, b}] = true
			var ds sudoku.Digits
			clash := false
			for _, x := range append(append([]int(nil), cages[a].Cells...), cages[b].Cells...) {
				clash = clash || ds.Has(int(solution[x]))
				ds = ds.Add(int(solution[x]))
			}
			if !clash {
				out = append(out, [2]int{a, b})
			}
		}
	}
	return out
}

// mergeCages returns cages with cage b merged into cage a.
func mergeCages(cages []sudoku.Cage, a, b int, solution sudoku.Grid) []sudoku.Cage {
	out := make([]sudoku.Cage, 0, len(cages)-1)
	for k, c := range cages {
		switch k {
		case a:
			cells := append(append([]int(nil), c.Cells...), cages[b].Cells...)
			slices.Sort(cells)
			out = append(out, sudoku.Cage{Sum: c.Sum + cages[b].Sum, Cells: cells})
		case b:
		default:
			out = append(out, c)
		}
	}
	return out
}

// noTrial returns the last technique a generated puzzle of level may need:
// the level's hardest, but never Trial, a search.
func noTrial(level Level) Technique { return min(level.hardest(), Trial-1) }

// solves reports whether the techniques up to limit solve p to the end.
func solves(p *sudoku.Puzzle, limit Technique) bool { return solvesSkipping(p, limit, 0) }

// solvesSkipping is solves without the techniques of skip.
func solvesSkipping(p *sudoku.Puzzle, limit Technique, skip uint64) bool {
	b, err := NewPuzzleBoard(p)
	if err != nil {
		return false
	}
	b.skip = skip
	return b.walk(limit, nil) == nil
}
