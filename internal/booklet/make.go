package booklet

import (
	"context"
	"fmt"
	"math/rand/v2"

	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// Kind says what new puzzles a booklet holds: puzzles of the size variant,
// with their letters; classic puzzles, or killer, jigsaw or X ones (or a
// mix), of Level, or, when Level is nil, minimal ones of any level; or,
// when Size is set, classic puzzles of a Size×Size grid.
type Kind struct {
	Variant sudoku.Variant
	Level   *logic.Level
	// Size is the rows of a classic puzzle's grid other than 9 (4, 6, 8,
	// 10, 12, 14, 15 or 16: logic.GenerateSized's, at Level or Easy when
	// Level is nil); 0 for 9x9 puzzles.
	Size int
	// Jigsaw makes the puzzles of a Size other than 9 jigsaws, on random
	// regions (logic.GenerateJigsaw's).
	Jigsaw bool
}

// Sized reports whether k's puzzles are classic ones of another size than
// 9x9 (Size is neither 0 nor 9).
func (k Kind) Sized() bool { return k.Size != 0 && k.Size != 9 }

// sizedLevel returns the level of k's puzzles of another size: Level, or
// Easy when Level is nil.
func (k Kind) sizedLevel() logic.Level {
	if k.Level != nil {
		return *k.Level
	}
	return logic.Easy
}

// Name returns the English name of kind's puzzles, in the words of the
// window's print dialog (logic.KindName): "Hard", "Killer · Hard",
// "Killer X · Expert", "Size", "6x6 · Easy", "6x6 Jigsaw · Easy";
// without a level the
// variant's name alone ("Killer"), or "" for classic 9x9 puzzles of any
// level.
func (k Kind) Name() string {
	switch {
	case k.Sized() && k.Jigsaw:
		return logic.SizedJigsawName(k.Size, k.sizedLevel())
	case k.Sized():
		return logic.SizedName(k.Size, k.sizedLevel())
	case k.Level != nil:
		return logic.KindName(k.Variant, *k.Level)
	case k.Variant == sudoku.Classic:
		return ""
	}
	return k.Variant.Name()
}

// Title returns the English title of the k-th puzzle (from 0) of a booklet
// of kind's puzzles, as the window titles it: "Puzzle 1", with " · " and
// the kind's Name after the number when it has one ("Puzzle 1 · Killer ·
// Hard").
func (k Kind) Title(i int) string {
	return withName(fmt.Sprintf("Puzzle %d", i+1), k.Name())
}

// BookletTitle returns the English title of a booklet of n of kind's
// puzzles, the document's title in the PDF's metadata, as the window
// titles it: "Sudoku · 12 puzzles · Killer · Hard" ("1 puzzle" for one).
func (k Kind) BookletTitle(n int) string {
	count := fmt.Sprintf("%d puzzles", n)
	if n == 1 {
		count = "1 puzzle"
	}
	return withName("Sudoku · "+count, k.Name())
}

// withName returns title, followed by " · " and name when name is not "".
func withName(title, name string) string {
	if name == "" {
		return title
	}
	return title + " · " + name
}

// Make generates n puzzles of kind with r for a booklet, the one builder of
// the window's and sudokuprint's booklets: size puzzles with
// sudoku.Generate, classic ones of a level with logic.GenerateContext
// without symmetry, variants of a level with logic.GenerateVariant, any
// minimal puzzle with sudoku.Generate, and classic puzzles of another
// grid size with logic.GenerateSized, or jigsaws of it with
// logic.GenerateJigsaw (as setters' puzzles: Setter and SetterSolution).
// It
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
		case kind.Sized():
			generate := logic.GenerateSized
			if kind.Jigsaw {
				generate = logic.GenerateJigsaw
			}
			var err error
			if p.Setter, p.SetterSolution, err = generate(ctx, r, kind.Size, kind.sizedLevel(), logic.NoSymmetry); err != nil {
				return nil, err
			}
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
