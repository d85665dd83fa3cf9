package sudoku

import "math/rand/v2"

// Carve returns a minimal puzzle whose only solution is solution, a complete
// valid grid. It tries the cells in an order shuffled by r, emptying each and
// keeping the blank only while the puzzle still has exactly one solution; see
// the package doc. Since the puzzle before a removal has one solution, the one
// after it has another exactly when some solution puts a different digit in
// the emptied cell, so each test is a search for such a solution, which
// usually fails within propagation. The result depends only on solution and
// r's state; a solution that is not complete and valid gives an unspecified
// grid.
func Carve(solution Grid, r *rand.Rand) Grid {
	puzzle := solution
	for _, i := range r.Perm(81) {
		d := puzzle[i]
		puzzle[i] = 0
		if solvableWithout(&puzzle, i, int(d)) {
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
