package logic

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/sudoku-devs/sudoku/internal/variant"
)

// setterBudget is how many grids GenerateSetter deals constraints on and
// carves before it gives up on a level.
const setterBudget = 200

// GenerateSetter returns a puzzle of an n×n grid with boxes (n as
// GenerateSized takes it) under constraints of kind (variant.DealKinds:
// "thermo", "arrow", "kropki", "xv", "oddeven", "littlekiller"), with
// exactly one solution, givens that follow sym, and a solve by
// ExplainSized whose hardest technique is of level, Easy to Hard; and its
// solution, n*n digits row by row. All randomness comes from r.
//
// It fills a grid at random (fillSized), deals the constraints the grid
// keeps (variant.Deal), and carves the givens as GenerateSized does: each
// orbit of sym is emptied while the steps up to level — the constraints'
// lessons among them — still solve the puzzle, so its solution stays
// unique; it keeps the carving when its grade is level. It returns an
// error for an unknown kind, a size without boxes, a level above Hard
// (Expert has no step on a setter's grid yet, and Extreme's forcing
// chains are too slow to carve with), ctx's error when ctx is done
// first, or an error saying no puzzle of the level was found within its
// budget.
func GenerateSetter(ctx context.Context, r *rand.Rand, kind string, n int, level Level, sym Symmetry) (*variant.Puzzle, []int, error) {
	if !slices.Contains(variant.DealKinds(), kind) {
		return nil, nil, fmt.Errorf("no puzzles with %q; want one of %v", kind, variant.DealKinds())
	}
	if err := CheckSized(n, min(level, Easy)); err != nil {
		return nil, nil, err
	}
	if level > Hard {
		return nil, nil, fmt.Errorf("puzzles with constraints are dealt from Easy to Hard, not %v", level)
	}
	if sym >= numSymmetries {
		return nil, nil, fmt.Errorf("unknown symmetry %v", sym)
	}
	regions := variant.BoxRegions(n)
	for range setterBudget {
		if err := ctx.Err(); err != nil {
			return nil, nil, err
		}
		solution := fillSized(r, n, regions)
		cs, err := variant.Deal(r, kind, solution, n)
		if err != nil {
			return nil, nil, err
		}
		p := &variant.Puzzle{Size: n, Regions: regions, Givens: slices.Clone(solution), Constraints: cs}
		givens, ok, err := carveGraded(ctx, r, p.GameRules(), solution, sym, level)
		if err != nil {
			return nil, nil, err
		}
		if ok {
			p.Givens = givens
			return p, solution, nil
		}
	}
	return nil, nil, fmt.Errorf("no %dx%d puzzle with %s of level %v found in %d grids", n, n, kind, level, setterBudget)
}
