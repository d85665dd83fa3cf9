package booklet

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// Kind says what new puzzles a booklet holds: puzzles of the size variant,
// with their letters; classic puzzles, or killer, jigsaw or X ones (or a
// mix), of Level, or, when Level is nil, minimal ones of any level.
type Kind struct {
	Variant sudoku.Variant
	Level   *logic.Level
}

// Title returns the English title of the k-th puzzle (from 0) of a booklet
// of kind's puzzles: "Puzzle 1", with " · " and the kind after the number
// when it has one: "Size", the variant ("killer+x"), the level ("Hard") or
// both ("killer · Hard").
func (k Kind) Title(i int) string {
	parts := []string{fmt.Sprintf("Puzzle %d", i+1)}
	switch {
	case k.Variant == sudoku.SizeVariant:
		parts = append(parts, "Size")
	case k.Variant != sudoku.Classic:
		parts = append(parts, k.Variant.String())
	}
	if k.Level != nil && k.Variant != sudoku.SizeVariant {
		parts = append(parts, k.Level.String())
	}
	return strings.Join(parts, " · ")
}

// Make generates n puzzles of kind with r for a booklet, the one builder of
// the window's and sudokuprint's booklets: size puzzles with
// sudoku.Generate, classic ones of a level with logic.GenerateContext
// without symmetry, variants of a level with logic.GenerateVariant, and
// any minimal puzzle with sudoku.Generate. It
// titles the k-th puzzle (from 0) title(k), and calls progress(done, n)
// after each puzzle when progress is not nil. It returns ctx's error when
// ctx is done before the puzzles are made, and logic's error when no puzzle
// of the level was found; the same r gives the same puzzles.
func Make(ctx context.Context, r *rand.Rand, n int, kind Kind, title func(k int) string, progress func(done, total int)) ([]Puzzle, error) {
	puzzles := make([]Puzzle, n)
	for k := range puzzles {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		p := &puzzles[k]
		switch {
		case kind.Variant == sudoku.SizeVariant:
			var pz sudoku.Puzzle
			pz, p.Solution = sudoku.Generate(r, sudoku.SizeVariant)
			p.Givens, p.Letters = pz.Givens, pz.Letters
		case kind.Level == nil:
			var pz sudoku.Puzzle
			pz, p.Solution = sudoku.Generate(r, kind.Variant)
			p.Givens, p.Regions, p.Diagonals, p.Cages = pz.Givens, pz.Regions, pz.Diagonals, pz.Cages
		case kind.Variant != sudoku.Classic:
			pz, solution, err := logic.GenerateVariant(ctx, r, kind.Variant, *kind.Level)
			if err != nil {
				return nil, err
			}
			p.Givens, p.Solution, p.Regions, p.Diagonals, p.Cages = pz.Givens, solution, pz.Regions, pz.Diagonals, pz.Cages
		default:
			var err error
			if p.Givens, p.Solution, err = logic.GenerateContext(ctx, r, *kind.Level, logic.NoSymmetry); err != nil {
				return nil, err
			}
		}
		p.Title = title(k)
		if progress != nil {
			progress(k+1, n)
		}
	}
	return puzzles, nil
}
