package sudoku

import "math/rand/v2"

// Carve returns a puzzle whose only solution, under the rules solved carries,
// is solved.Givens, a complete grid that follows them: it empties the groups
// of cells in the order given, each group's cells all at once, and puts a
// group back unless the puzzle keeps exactly one solution. One cell to a
// group in random order (RandomOrder) gives a minimal puzzle; the orbits of a
// symmetry give a symmetric one (package logic does that). The letters of
// the size variant cut so many candidates that its puzzles need far fewer
// givens than classic ones.
//
// Since the puzzle before a removal has one solution, the one after it has
// another exactly when some solution puts a different digit in one of the
// cells just emptied, so each test is a search for such a solution, which
// usually fails within propagation; see the package doc. The result depends
// only on its arguments; cells out of range are a panic, and a solved that
// is not complete and valid gives an unspecified puzzle.
func Carve(solved Puzzle, groups [][]int) Puzzle { return CarveKeeping(solved, groups, nil) }

// CarveKeeping is Carve where a group also stays empty only when keep, if
// it is not nil, accepts the puzzle without it (package logic keeps only
// puzzles its techniques up to a level solve).
func CarveKeeping(solved Puzzle, groups [][]int, keep func(*Puzzle) bool) Puzzle {
	solution := solved.Givens
	puzzle := solved
	for _, group := range groups {
		for _, i := range group {
			puzzle.Givens[i] = 0
		}
		unique := true
		for _, i := range group {
			if solvableWithout(&puzzle, i, int(solution[i])) {
				unique = false
				break
			}
		}
		if !unique || keep != nil && !keep(&puzzle) {
			for _, j := range group {
				puzzle.Givens[j] = solution[j]
			}
		}
	}
	return puzzle
}

// RandomOrder returns the 81 cells, one to a group, in an order shuffled by
// r: Carve's groups for a minimal puzzle without symmetry.
func RandomOrder(r *rand.Rand) [][]int {
	groups := make([][]int, 81)
	for k, i := range r.Perm(81) {
		groups[k] = []int{i}
	}
	return groups
}

// Generate returns a new puzzle of variant v with exactly one solution, and
// that solution: NewSolution, the letters of that solution for SizeVariant,
// and Carve in RandomOrder, all drawing on r; for Killer, Jigsaw, XVariant
// and their mixes, random regions and a solution under the variant's
// houses, then a carving or, for a killer, cages and no givens (see
// generate_variant.go). The same r state gives the same pair.
func Generate(r *rand.Rand, v Variant) (Puzzle, Grid) {
	if v&(Killer|Jigsaw|XVariant) != 0 {
		return generateShape(r, v)
	}
	solution := NewSolution(r)
	solved := Puzzle{Givens: solution}
	if v == SizeVariant {
		solved.Letters = LettersOf(solution)
	}
	return Carve(solved, RandomOrder(r)), solution
}
