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

// fillTries is how many times GenerateSetter starts filling a grid again
// under a kind's rules (an anti-knight rule) before it gives up: a rule
// that no grid of the size keeps.
const fillTries = 50

// SetterLevels is the hardest level GenerateSetter deals: Extreme, whose
// forcing chains go through every constraint (carved as beyondExpert
// says).
const SetterLevels = Extreme

// CheckSetter returns the error GenerateSetter returns for a grid of n
// rows or a level it does not deal, and nil for those it does: a size
// CheckSized takes, and a level up to SetterLevels.
func CheckSetter(n int, level Level) error {
	if err := CheckSized(n, Easy); err != nil {
		return err
	}
	if level > SetterLevels {
		return fmt.Errorf("puzzles with constraints are dealt from Easy to %v, not %v", SetterLevels, level)
	}
	return nil
}

// GenerateSetter returns a puzzle of an n×n grid with boxes (n as
// GenerateSized takes it) under constraints of kind (variant.DealKinds:
// "thermo", "arrow", "kropki", "xv", "oddeven", "littlekiller",
// "antiknight", "antiking", "cages", or a mix joined by "+" such as
// "antiknight+killer"), with exactly one solution, givens that follow
// sym, and a solve whose hardest technique is of level, Easy to Extreme;
// and its solution, n*n digits row by row. All randomness comes from r.
//
// It fills a grid at random keeping the kind's rules (fillKeeping: an
// anti-knight grid for "antiknight"), deals the constraints the grid
// keeps (variant.Deal), and carves the givens as GenerateSized does: each
// orbit of sym is emptied while the steps up to level — the constraints'
// lessons among them — still solve the puzzle, so its solution stays
// unique; it keeps the carving when its grade is level. A 9x9 grid is
// carved and graded by the game's own steps (a Board: GradePuzzle), which
// know the killer techniques; another size by ExplainSized's. Extreme is
// carved to Expert and then loses one orbit more (beyondExpert). It
// returns an error for an unknown kind, a size without boxes, a level
// above Extreme (CheckSetter), a kind whose rules no grid of the size was found
// to keep (anti-king on 4x4), ctx's error when ctx is done first, or an
// error saying no puzzle of the level was found within its budget.
func GenerateSetter(ctx context.Context, r *rand.Rand, kind string, n int, level Level, sym Symmetry) (*variant.Puzzle, []int, error) {
	groups, err := variant.DealGroups(kind, n)
	if err != nil {
		return nil, nil, err
	}
	if err := CheckSetter(n, level); err != nil {
		return nil, nil, err
	}
	if sym >= numSymmetries {
		return nil, nil, fmt.Errorf("unknown symmetry %v", sym)
	}
	regions := variant.BoxRegions(n)
	for range setterBudget {
		if err := ctx.Err(); err != nil {
			return nil, nil, err
		}
		solution, ok := fillKeeping(r, n, regions, groups, fillTries)
		if !ok {
			return nil, nil, fmt.Errorf("no %dx%d grid found that keeps the rules of %s", n, n, variant.DealName(kind))
		}
		cs, err := variant.Deal(r, kind, solution, n)
		if err != nil {
			return nil, nil, err
		}
		p := &variant.Puzzle{Size: n, Regions: regions, Givens: slices.Clone(solution), Constraints: cs}
		rules := p.GameRules()
		var j judge = newSizedJudge(rules, solution)
		if n == 9 {
			sp, err := p.Sudoku()
			if err != nil {
				return nil, nil, err
			}
			if len(sp.Cages) == len(cs) {
				// Killer cages alone: judged as the killer it reads back
				// as (sudoku.Puzzle with cages and no constraints), whose
				// steps lack the constraints' forcing chains.
				sp.Constraints = nil
			}
			j = boardJudge{&sp}
		}
		givens, ok, err := carveGraded(ctx, r, p, rules, j, solution, sym, level)
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
