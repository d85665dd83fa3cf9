package sudoku

import (
	"math/rand/v2"

	"github.com/sudoku-devs/sudoku/internal/message"
)

// ErrNoSolution is returned by Solve for a puzzle that breaks no rule but
// cannot be completed.
var ErrNoSolution = message.New("error.noSolution", "no solution")

// ErrMultipleSolutions is returned by Solve for a puzzle that has more than one
// solution.
var ErrMultipleSolutions = message.New("error.severalSolutions", "more than one solution")

// Solve returns the one solution of puzzle under every rule it carries (see
// Puzzle). The error is Puzzle.Validate's error when puzzle breaks a rule (a
// *ConflictError naming both cells of a duplicate, a letters error, or one
// wrapping ErrSizeOrder), ErrNoSolution when it cannot be completed, and
// ErrMultipleSolutions when it can be completed in more than one way; with
// ErrMultipleSolutions the grid returned is one of the solutions.
//
// Validation costs nothing on a good puzzle: the solver refuses givens that
// break a rule as it loads them, so Validate runs only to say why, when no
// solution was found.
func Solve(puzzle Puzzle) (Grid, error) {
	n, first := countSolutions(&puzzle, 2, nil, true)
	switch n {
	case 0:
		return Grid{}, noSolution(&puzzle)
	case 1:
		return first, nil
	}
	return first, ErrMultipleSolutions
}

// FirstSolution returns a solution of puzzle without checking that it is the
// only one, which takes less time than Solve on puzzles that need guessing.
// The error is Puzzle.Validate's error when puzzle breaks a rule, and
// ErrNoSolution when it cannot be completed.
func FirstSolution(puzzle Puzzle) (Grid, error) {
	n, first := countSolutions(&puzzle, 1, nil, true)
	if n == 0 {
		return Grid{}, noSolution(&puzzle)
	}
	return first, nil
}

// noSolution is the error for a puzzle the solver found no solution to:
// Validate's error when it breaks a rule (the solver refuses such givens
// when it loads them), else ErrNoSolution.
func noSolution(puzzle *Puzzle) error {
	if err := puzzle.Validate(); err != nil {
		return err
	}
	return ErrNoSolution
}

// CountSolutions returns the number of solutions of puzzle under every rule
// it carries, counting no further than limit: it returns limit as soon as it
// has found that many, so limit 2 is a uniqueness check (0 none, 1 unique, 2
// several). A puzzle that breaks a rule (see Puzzle.Validate) has 0
// solutions. A limit below 1 counts to 1.
func CountSolutions(puzzle Puzzle, limit int) int {
	n, _ := countSolutions(&puzzle, limit, nil, false)
	return n
}

// NewSolution returns a complete, valid grid chosen by randomized backtracking:
// each branching cell tries its candidates in an order shuffled by r, so the
// grid depends only on r's state.
func NewSolution(r *rand.Rand) Grid {
	_, g := countSolutions(&Puzzle{}, 1, r, true)
	return g
}
