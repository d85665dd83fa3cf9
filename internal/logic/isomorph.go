package logic

import (
	"embed"
	"math/rand/v2"
	"strings"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// isomorph is one of the transformations that map every Sudoku to another
// with the same structure: relabel the digits, permute the bands, the rows
// inside each band, the stacks and the columns inside each stack, and
// optionally transpose. The houses map to houses, so a puzzle's solution,
// uniqueness and the techniques its solve needs all carry over; there are
// 9! × 1,296 × 1,296 × 2 of them (about 1.2 × 10^12).
type isomorph struct {
	digit     [10]uint8 // digit[d] is the new digit for d; digit[0] = 0
	row, col  [9]int    // row[r] is the old row that becomes row r; likewise columns
	transpose bool
}

// randomIsomorph draws from r an isomorph that keeps the symmetry sym: a
// puzzle whose givens follow sym maps to one whose givens follow it too.
//   - NoSymmetry: any of them.
//   - Rotational (a half turn): rows and columns each by a permutation that
//     commutes with the half turn (σ(8−i) = 8−σ(i)), with or without
//     transposing: 9! × 24 × 24 × 2 of them.
//   - Mirror (left-right): any rows, columns commuting with the flip, never
//     transposed: 9! × 1,296 × 24.
//   - Diagonal: the same permutation for rows and columns, with or without
//     transposing: 9! × 1,296 × 2.
func randomIsomorph(r *rand.Rand, sym Symmetry) isomorph {
	var m isomorph
	for i, d := range r.Perm(9) {
		m.digit[i+1] = uint8(d + 1)
	}
	switch sym {
	case Rotational:
		m.row, m.col = mirroredLines(r), mirroredLines(r)
		m.transpose = r.IntN(2) == 1
	case Mirror:
		m.row, m.col = anyLines(r), mirroredLines(r)
	case Diagonal:
		m.row = anyLines(r)
		m.col = m.row
		m.transpose = r.IntN(2) == 1
	default:
		m.row, m.col = anyLines(r), anyLines(r)
		m.transpose = r.IntN(2) == 1
	}
	return m
}

// anyLines returns a random permutation of the nine rows (or columns) that
// keeps the bands (stacks) together: the bands in any order, and the lines
// inside each band in any order.
func anyLines(r *rand.Rand) [9]int {
	var out [9]int
	bands := r.Perm(3)
	for b := 0; b < 3; b++ {
		inner := r.Perm(3)
		for k := 0; k < 3; k++ {
			out[3*b+k] = 3*bands[b] + inner[k]
		}
	}
	return out
}

// mirroredLines returns a random band-keeping permutation σ of the nine
// lines with σ(8−i) = 8−σ(i): the outer bands stay or swap, the middle line
// stays, the middle band's outer lines stay or swap, and the first band's
// lines are shuffled with the last band's mirroring them.
func mirroredLines(r *rand.Rand) [9]int {
	var out [9]int
	first := 0
	if r.IntN(2) == 1 {
		first = 6
	}
	for k, i := range r.Perm(3) {
		out[k] = first + i
		out[8-k] = 8 - out[k]
	}
	out[3], out[4], out[5] = 3, 4, 5
	if r.IntN(2) == 1 {
		out[3], out[5] = 5, 3
	}
	return out
}

// apply returns the image of g under m.
func (m isomorph) apply(g sudoku.Grid) sudoku.Grid {
	var out sudoku.Grid
	for r := 0; r < 9; r++ {
		for c := 0; c < 9; c++ {
			d := g[m.row[r]*9+m.col[c]]
			if m.transpose {
				out[c*9+r] = m.digit[d]
			} else {
				out[r*9+c] = m.digit[d]
			}
		}
	}
	return out
}

// pools holds puzzles that this package's own search found offline, one
// file per level and symmetry, pools/LEVEL-SYMMETRY.txt, made with
// sudokucli generate -difficulty LEVEL -symmetry SYMMETRY: Hard and Expert,
// the levels the search finds slowly. A Hard puzzle needs a triple or a quad
// that no cheaper step can stand in for, and an Expert one a fish or a wing,
// so few carvings make one that the search takes seconds for Hard and
// hundreds of milliseconds for Expert; a random isomorph of a pool puzzle is
// a new puzzle of the same level and symmetry at once.
//
//go:embed pools/*.txt
var pools embed.FS

// pool returns the puzzles of the pool of level and sym, one string each;
// nil when there is none.
func pool(level Level, sym Symmetry) []string {
	data, err := pools.ReadFile("pools/" + strings.ToLower(level.String()) + "-" + sym.String() + ".txt")
	if err != nil {
		return nil
	}
	return strings.Fields(string(data))
}

// fromPool returns a random isomorph, keeping sym, of a random puzzle of the
// pool of level and sym, re-graded to make sure it is of level, and its
// solution; ok is false when there is no such pool or the draw does not
// grade level.
func fromPool(r *rand.Rand, level Level, sym Symmetry) (puzzle, solution sudoku.Grid, ok bool) {
	lines := pool(level, sym)
	if len(lines) == 0 {
		return puzzle, solution, false
	}
	base, err := sudoku.Parse(lines[r.IntN(len(lines))])
	if err != nil {
		return puzzle, solution, false
	}
	puzzle = randomIsomorph(r, sym).apply(base)
	solution, err = sudoku.Solve(puzzle)
	if err != nil {
		return puzzle, solution, false
	}
	var g generator
	if lv, ok := g.rate(puzzle, level.hardest()); !ok || lv != level {
		return puzzle, solution, false
	}
	return puzzle, solution, true
}
