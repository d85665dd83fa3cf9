package logic

import (
	"context"
	"errors"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// Difficulty is what Grade says about a puzzle.
//
// The level and the hardest step are different questions: a solve that
// needs an X-Wing (3.2) is Expert even when its highest-rated step is a
// hidden pair (3.4), a Medium technique. SetBy answers the first: the
// technique that makes the puzzle its level.
type Difficulty struct {
	Level Level // the highest level among the techniques of the solve
	// Rating is the highest step rating of the solve, on the Sudoku Explainer
	// scale. As Sudoku Explainer rates each step by the easiest technique
	// that makes progress, a single, pointing or claiming step rates as
	// the cheapest of its direct techniques (direct pointing 1.7, direct
	// claiming 1.9, direct hidden pair 2.0) the board then offers, if that
	// is lower (see direct.go); the level is unchanged by it.
	Rating  float64
	Hardest Technique // the technique of the highest-rated step; none for a full grid
	// SetBy is the technique that sets the level: the highest-rated step of
	// the solve among those of Level (within a level the ladder is in rating
	// order, so it is also the last of Level's techniques the solve used);
	// none for a full grid.
	SetBy Technique
	// SetByRating is the rating of that step.
	SetByRating float64
	Steps       int // the number of steps of the solve
}

// Explain returns the steps of a cheapest-first solve of puzzle (Next, then
// Apply, until the grid is full): the explanation a player can walk through.
// The error is Solve's when puzzle breaks a rule, has no solution or has more
// than one; a puzzle with exactly one solution always solves to the end,
// since the last rung, Trial, always finds a candidate to remove.
func Explain(puzzle sudoku.Grid) ([]Step, error) {
	return ExplainPuzzle(&sudoku.Puzzle{Givens: puzzle})
}

// ExplainPuzzle is Explain for a puzzle of any variant: classic, or with
// jigsaw regions, X Sudoku's diagonals or killer cages (see NewPuzzleBoard),
// solved by the techniques that hold for its rules.
func ExplainPuzzle(p *sudoku.Puzzle) ([]Step, error) {
	var steps []Step
	err := walk(context.Background(), p, Trial, func(_ *Board, s Step) { steps = append(steps, s) })
	return steps, err
}

// Grade returns the difficulty of puzzle: the level of a cheapest-first
// solve and the technique that sets it, and the Sudoku Explainer rating of
// the hardest step (see Difficulty.Rating) and its technique.
// The error is Solve's when puzzle breaks a rule, has no solution or has more
// than one. Its cost is that of Explain: well under a millisecond for a
// puzzle that singles solve, tens of milliseconds for one that needs many
// forcing chains, and up to some tenths of a second for the hardest, whose
// nested forcing chains GradeContext can stop.
func Grade(puzzle sudoku.Grid) (Difficulty, error) {
	return GradeContext(context.Background(), puzzle)
}

// GradeContext is Grade that stops early when ctx ends, returning ctx's
// error: it checks ctx before each step, between techniques, and in the
// forcing chains, forcing nets and trial between the candidates they
// assume, so it returns within one candidate's search (a millisecond or
// so) of ctx's end.
func GradeContext(ctx context.Context, puzzle sudoku.Grid) (Difficulty, error) {
	return GradePuzzleContext(ctx, &sudoku.Puzzle{Givens: puzzle})
}

// GradePuzzle is Grade for a puzzle of any variant (see ExplainPuzzle).
// The killer techniques are not Sudoku Explainer's: their ratings are this
// package's own, placed among SE's by the levels they belong to.
func GradePuzzle(p *sudoku.Puzzle) (Difficulty, error) {
	return GradePuzzleContext(context.Background(), p)
}

// GradePuzzleContext is GradePuzzle that stops early when ctx ends,
// returning ctx's error, as GradeContext does.
func GradePuzzleContext(ctx context.Context, p *sudoku.Puzzle) (Difficulty, error) {
	return gradeSkipping(ctx, p, 0)
}

// GradePuzzleStable is GradePuzzle as GenerateVariantStable grades: without
// the techniques added to the ladder since 2026-11-29, so that a puzzle
// made by it grades at the level it was made at. GradePuzzle may grade it
// lower, by a technique added since.
func GradePuzzleStable(p *sudoku.Puzzle) (Difficulty, error) {
	return gradeSkipping(context.Background(), p, stableSkip)
}

// gradeSkipping is GradePuzzleContext without the techniques of skip.
func gradeSkipping(ctx context.Context, p *sudoku.Puzzle, skip uint64) (Difficulty, error) {
	var d Difficulty
	err := walkSkipping(ctx, p, Trial, skip, func(b *Board, s Step) { d.add(s, b.seRating(s)) })
	if err != nil {
		return Difficulty{}, err
	}
	return d, nil
}

// add accounts for step s, rated r, in d.
func (d *Difficulty) add(s Step, r float64) {
	d.Steps++
	switch l := s.Technique.Level(); {
	case l > d.Level || d.SetBy == 0:
		d.Level, d.SetBy, d.SetByRating = l, s.Technique, r
	case l == d.Level && r > d.SetByRating:
		d.SetBy, d.SetByRating = s.Technique, r
	}
	if r > d.Rating {
		d.Rating, d.Hardest = r, s.Technique
	}
}

// errStuck is returned by walk when the techniques up to its limit run out
// before the grid is full.
var errStuck = errors.New("no technique applies")

// walk solves puzzle with techniques up to limit, calling f with the board
// and each step before applying it. It returns Solve's error for a puzzle without exactly
// one solution, errStuck when the techniques run out, and ctx's error when
// ctx ends first.
func walk(ctx context.Context, p *sudoku.Puzzle, limit Technique, f func(*Board, Step)) error {
	return walkSkipping(ctx, p, limit, 0, f)
}

// walkSkipping is walk without the techniques of skip.
func walkSkipping(ctx context.Context, p *sudoku.Puzzle, limit Technique, skip uint64, f func(*Board, Step)) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if _, err := sudoku.Solve(*p); err != nil {
		return err
	}
	b, err := NewPuzzleBoard(p)
	if err != nil {
		return err
	}
	b.ctx, b.skip = ctx, skip
	return b.walk(limit, f)
}

// walk applies steps up to limit to b until it is solved; it returns the
// error of b's context when that ends first.
func (b *Board) walk(limit Technique, f func(*Board, Step)) error {
	for !b.Solved() {
		s, ok := b.next(limit)
		if b.stopped() {
			return b.ctx.Err()
		}
		if !ok {
			return errStuck
		}
		if f != nil {
			f(b, s)
		}
		if err := b.Apply(s); err != nil {
			return err
		}
	}
	return nil
}
