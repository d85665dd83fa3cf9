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
// little as one with six, which saves 4% to 11% of the guesses on every
// benchmark set (bands.go has the figures). The search allocates nothing;
// the counter stops as soon as it has seen its limit of solutions, so a
// uniqueness check (limit 2) costs about as much as one solve. Peter Norvig's essay "Solving Every Sudoku
// Puzzle" (2006) describes the same propagate-and-guess scheme on per-cell
// candidate sets; the tests keep such a solver as an independent check.
//
// The cost of a step of propagation is what decides the hard sets, and
// these choices each took instructions or time away (callgrind, the solver's
// functions in "sudokucli solve -count", on every set; top1465 went from
// 124.7M to 114.4M in all, hardest1106 from 187.6M to 170.6M):
//
//   - A digit-band whose triads and single rows are those of its last
//     propagation, about a third of them, has nothing to follow; a branch
//     that skipped it saved 1.0% to 1.6% of the instructions but cost
//     more in mispredictions, and without it (and with the configurations
//     stored whether or not they changed, and locked candidates applied
//     once, which is enough) every set solves 6% to 8% faster in process
//     (top1465 8.51 to 7.94 µs a puzzle, hardest1106 48.5 to 44.8 µs).
//     The column pass, likewise, now keeps its stacks' configurations
//     and clears their unused triads without asking whether they
//     changed: 2% to 4% more (top1465 to 7.64 µs, hardest1106 to 43.7).
//   - The column pass likewise skips a digit whose column-box triads are
//     those of its last pass that cleared nothing, about three in ten:
//     0.5% to 1.0% (top1465 to 122.4M), at 0.4% more on the 17-clue set.
//   - Placing a hidden single finds the digits that had the cell two
//     digit-bands at a time, side by side in 64 bits with one carry each,
//     and checks the band for a cell with no digit left on the same
//     pairs: 1.7% to 2.1% (top1465 to 120.1M).
//   - The bands' sums of configWeight, by which the search ranks them,
//     are added up from the nine digits when it branches rather than kept
//     as the words change (the column pass still keeps the stacks'): 1.0%
//     to 2.3% (top1465 to 118.8M).
//   - A word's triads and single rows are three look-ups in one table,
//     already shifted for each row, so that one table address serves all
//     three: 1.6% to 1.8% in two steps (top1465 118.8M to 118.1M with
//     three shifted tables, later 116.5M to 115.1M as one). The other tables read
//     for every word share that variable (wt): 0.3% to 0.4% more
//     (top1465 115.1M to 114.8M, forum-hardest 4,545M to 4,526M).
//   - The tables indexed by a digit's set of configurations have 256
//     entries, of which 64 are used, so that the byte holding the set
//     indexes them without a mask or a bounds check: 1.3% to 1.6%
//     (top1465 118.1M to 116.5M).
//   - updateDirty keeps the set of dirty words in a local variable, and
//     clears a placed cell's column from the digit's other bands itself,
//     so that the set stays in a register: 0.2% to 0.3% fewer
//     instructions (top1465 114.6M to 114.4M) but about 2% less time on
//     top1465, which no longer reads and writes the set in memory for
//     every word.
//
// Validation rides on the solver. Loading the givens builds each digit's
// words from that digit's givens, and fails when two of them share a
// house, exactly when Validate would fail; Solve,
// FirstSolution and CountSolutions therefore run Validate only to name the
// conflict once no solution was found. On the 17-clue set that took a
// tenth of the instructions of "sudokucli solve -count" away (189M of
// 1,816M, callgrind), and the command's plain-line parser and appended
// output most of another tenth (1,429M in all after both). Building the
// words at once (the band's empty cells less the row, box and column
// peers of the digit's givens, scanning the grid eight cells at a time),
// rather than placing the givens one by one, took the solver's part from
// 1,313M to 1,266M instructions on the 17-clue set and from 126.7M to
// 124.7M on top1465. Every run of the command also pays for this
// package's start: Peers is built from CellHouses without a division,
// and the line permutations of Canonical are made on first use, which
// took 0.45M instructions from each start (0.4% of top1465's run).
//
// A call allocates nothing (TestSolveAllocatesNothing): the search keeps
// its own copy of a size puzzle's letters, where a pointer into the
// caller's Puzzle had moved every Puzzle passed to the heap, 8 MB of
// garbage for a run of the 17-clue set (4.5% of its time at the command
// line). CountSolutions builds no solution grid, which it would only throw
// away (about 2% of the 17-clue set).
//
// Measured in instructions, branches that skip work always pay; measured
// in time, a branch the processor cannot predict costs more than a few
// instructions. Two such branches went (see the list above), and the
// command line's reading of a puzzle line went from a branch per byte to
// eight bytes at a time. With the allocation and the grid gone too,
// "sudokucli solve -count" takes 10% to 19% less CPU (least of 3 to 10
// runs each, in turns): 17-clue 134 to 108 ms, top1465 16.4 to 14.7 ms,
// hardest1106 21.3 to 19.3 ms, forum-hardest 509 to 460 ms.
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
