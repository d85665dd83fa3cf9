package sudoku

import "math/rand/v2"

// Carve returns a minimal puzzle whose only solution is solution, a complete
// valid grid. It tries the cells in an order shuffled by r, emptying each and
// keeping the blank only while the puzzle still has exactly one solution
// (CountSolutions with limit 2); see the package doc. The result depends only
// on solution and r's state.
func Carve(solution Grid, r *rand.Rand) Grid {
	puzzle := solution
	for _, i := range r.Perm(81) {
		d := puzzle[i]
		puzzle[i] = 0
		if CountSolutions(puzzle, 2) != 1 {
			puzzle[i] = d
		}
	}
	return puzzle
}

// Generate returns a new puzzle with exactly one solution, and that solution:
// NewSolution followed by Carve, both drawing on r. The same r state gives the
// same pair.
func Generate(r *rand.Rand) (puzzle, solution Grid) {
	solution = NewSolution(r)
	return Carve(solution, r), solution
}
