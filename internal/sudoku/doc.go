// Package sudoku is the puzzle engine: the grid, candidate sets, the puzzle text
// format, validation, solving, solution counting, generation and checking.
//
// # The grid
//
// A Grid holds the 81 cells of a 9x9 Sudoku row by row; cell i sits in row i/9 and
// column i%9 (both 0-based), and people name it r1c1 … r9c9 (1-based, row first):
//
//	     c1 c2 c3   c4 c5 c6   c7 c8 c9
//	r1 [  0  1  2 |  3  4  5 |  6  7  8 ]
//	r2 [  9 10 11 | 12 13 14 | 15 16 17 ]   box 1 | box 2 | box 3
//	r3 [ 18 19 20 | 21 22 23 | 24 25 26 ]
//	   ----------+-----------+----------
//	r4 [ 27 …                           ]   box 4 | box 5 | box 6
//	   …
//	r9 [ 72 73 74 | 75 76 77 | 78 79 80 ]   box 7 | box 8 | box 9
//
// A cell holds 0 when it is blank and 1–9 otherwise. The 27 houses are the nine
// rows, the nine columns and the nine boxes; the peers of a cell are the 20 other
// cells that share a house with it. A set of digits is a Digits bit set.
//
// # Puzzles
//
// A Puzzle is what the engine solves: its Givens and the rules its cells
// carry beyond the classic ones, each a field that is absent when zero. The
// one such rule now is the size variant's Letters (S, M, L in every cell);
// Puzzle{Givens: g} is the classic puzzle g. Every job has one function
// that honours whatever rules a Puzzle carries: Solve, FirstSolution and
// CountSolutions, Puzzle.Validate, Carve, Generate, and ParsePuzzle and
// Puzzle.String for the text format.
//
// # Solving
//
// Solve, FirstSolution and CountSolutions share one exact solver (bands.go),
// built the way the fastest scalar solvers are: JCZSolve by Zhou Yundong and
// its descendants (fsss2, rust_sudoku), as surveyed in Tom Dillon's tdoku
// write-up "Sudoku solvers: the state of the art". The candidates are one
// bit board per digit cut into the three bands, 27 bits each; table look-ups
// propagate a digit inside a band (locked candidates between rows and boxes,
// hidden singles in rows and boxes), bitwise adders find naked singles for a
// whole band at once, and a column pass does for the stacks what the bands
// do for rows and boxes, which finds hidden singles in columns too. From
// tdoku come the rule that each row-box and column-box triad holds exactly
// three digits, and the branching on the configurations of one digit in one
// band or stack. We branch in the band or stack with the fewest digits not
// yet fixed, where tdoku takes the fewest configurations: on the hardest
// puzzles that needs a quarter fewer nodes than tdoku's choice, which needs
// a fifth fewer than branching on a cell with two candidates. In that
// choice a digit with two configurations left, a two-way branch, weighs as
// little as one with six, which saves guesses on every
// benchmark set (docs/benchmarks.md has the figures). The search allocates nothing;
// the counter stops as soon as it has seen its limit of solutions, so a
// uniqueness check (limit 2) costs about as much as one solve. Peter Norvig's essay "Solving Every Sudoku
// Puzzle" (2006) describes the same propagate-and-guess scheme on per-cell
// candidate sets; the tests keep such a solver as an independent check.
//
// The cost of a step of propagation is what decides the hard sets, and it
// is measured both in instructions (callgrind) and in time: a branch that
// skips work always saves instructions, but one the processor cannot
// predict costs more than the work it skips, so the propagation stores what
// it computed whether or not it changed and applies locked candidates once.
// Tables indexed by a digit's set of configurations have 256 entries, so the
// byte holding the set indexes them without a mask or a bounds check, and a
// word's triads and single rows come from one table already shifted for each
// row. A call allocates nothing (TestSolveAllocatesNothing), and
// CountSolutions builds no solution grid it would throw away.
//
// Validation rides on the solver. Loading the givens builds each digit's
// words from that digit's givens at once, and fails when two of them share
// a house, exactly when Validate would fail; Solve, FirstSolution and
// CountSolutions therefore run Validate only to name the conflict once no
// solution was found. docs/benchmarks.md logs each of these choices with
// its measured gain.
//
// # Generating
//
// NewSolution fills an empty grid by randomized backtracking: every cell tries its
// candidates in a freshly shuffled order, so every seed gives a different grid.
// Carve then empties cells in a shuffled order (RandomOrder) and keeps each
// removal only while the puzzle still has exactly one solution, the method of
// eliben/go-sudoku and of most generators; it asks the solver for a solution with another digit in
// the emptied cell, which usually fails fast, rather than counting to two.
// The result is minimal: removing any remaining given would admit a second
// solution. All randomness comes from the *rand.Rand the
// caller passes, so a seed reproduces a puzzle exactly.
package sudoku
