// Package variant is the engine for the puzzles variant setters share: a
// grid of any size from 4x4 to 16x16, its regions, its givens and a list
// of constraints — thermometers, arrows, killer cages, kropki dots, little
// killers, whispers and the rest of what f-puzzles and SudokuPad carry. It
// reads and writes them in f-puzzles' form (Read, Write, Link), solves
// them and counts their solutions (Puzzle.Solve, Puzzle.Count). The classic
// 9x9 game keeps its own engine (packages sudoku and logic), which is
// faster on what it knows; this one knows every constraint.
//
// # The model
//
// A Puzzle is Size, Regions (each cell's, Size cells each; the boxes by
// default, see BoxRegions), Givens and Constraints, with the setter's
// words (Title, Author, Rules), their Solution when they gave one, and
// what changes no rule kept as written (Puzzle.Kept). Cells are numbered
// row by row from 0; digits run from 1 to Size, held as a Set of bits.
//
// A Constraint is one Go type of this package, in a file of its own that
// holds all there is to know of it:
//
//   - how it is read from an f-puzzles document (a reader that the file
//     registers in its init function, see register) and written back
//     (encode);
//   - which candidates it rules out given the others (Restrict), which
//     the solver calls until nothing changes, and whether a filled grid
//     keeps it (Holds);
//   - which cells must differ (Grouper, for a killer cage, a diagonal,
//     the anti-knight pairs): the solver treats each group as a house, as
//     Rangsk's SudokuSolver does with its constraints' groups;
//   - how it is drawn (Elements, in the kinds SudokuPad draws: lines,
//     arrows, bulbs, dots, cages, clues outside the grid);
//   - its name and rule as sentences for any language (Name, Rule, keys
//     "constraint.…" and "rule.…").
//
// Adding a constraint is one file and its tests: the type with those
// methods and an init function that registers its reader under its
// f-puzzles keys. Nothing else changes: Read finds it through the
// registry, and the solver, Write and the drawing through the interface.
// A document with a key no file registers is refused by that key's name
// (see Read), since solving it without that rule would give a wrong
// answer.
//
// # The solver
//
// Puzzle.Count searches depth first. Before each branch it narrows every
// cell's candidates until nothing changes: a solved cell's digit leaves
// its peers (the cells of its row, column, region and groups), a digit
// with one place left in a house of Size cells goes there, and each
// constraint restricts (narrow.go holds what they share: pairs related by
// a rule, sums bounded or enumerated, killer cages by the combinations of
// digits they can still hold, runs of consecutive digits). For each house
// it adds the rule of 45's innies: the cells no cage with a sum wholly
// inside the house covers add up to what the cages leave (see Summer).
// When none of that changes anything, k open cells of a house with k
// digits between them (k up to 4) take those digits from the house's other
// cells: naked subsets; and a digit whose places in a house all see one
// cell (through a house or a constraint's group) leaves that cell: locked
// candidates, across the groups too; a killer cage's (or a house's
// innies') digits that every combination left has point the same way.
// Only what a change can affect is looked at again, as a constraint
// solver's propagation queue does: a constraint reads the candidates of
// its Cells (or of its Watches, see Watcher), and runs again only after
// one of them changed; houses and cages point again only after one of
// their cells changed. A filled grid is counted only when every
// constraint Holds. It branches on the cell with the fewest candidates
// for its weight: one, and one for each constraint
// the cell is in and each time one of those failed during the search
// (dom/wdeg, Boussemart et al., ECAI 2004), so that the search goes first
// where the puzzle is tight. A search that takes more than restartAfter
// branches tries every candidate of its root, dropping those propagation
// proves wrong (singleton arc consistency, Debruyne and Bessière, IJCAI
// 1997); when that takes a tenth of them or more, the search starts again
// from there, keeping the weights. On a grid with few givens it finds
// what spans several constraints. Past that, a search that goes on long
// starts again from the top each time it has taken as long again, as
// constraint solvers' restarts do.
//
// # In the game
//
// The game plays a 9x9 puzzle on package sudoku's Puzzle: Puzzle.Sudoku
// hands it over, its givens and regions, its killer cages with sums as the
// sudoku.Puzzle's own cages, and a Checker as its Constraints, through
// which package sudoku's rules (the game's conflicts, notes and Help), its
// solver and so the hints' Trial keep every constraint. A grid of another
// size is played whole through Puzzle.GameRules: its rows, columns and
// regions and a Checker, as sudoku.Rules of that size. A Checker says which constraint a digit breaks:
// one whose groups then hold the digit twice, or whose Restrict then finds
// its cells cannot be completed while with the cell open they could. The
// board draws each constraint's Elements.
//
// The f-puzzles format is Eric Fox's (f-puzzles.com); the constraints'
// meanings follow f-puzzles and its add-on script, as Rangsk's
// SudokuSolver (github.com/dclamage/SudokuSolver, GPL) and SudokuPad read
// them. No code of either is used here.
package variant
