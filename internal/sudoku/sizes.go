package sudoku

import (
	"errors"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"strings"
)

// Size is a cell's letter in the size variant: the rank of the cell's digit
// within its run, the three cells of one row inside one box. Each run holds
// one Small, one Medium and one Large cell, and their digits are in that
// order: Small < Medium < Large.
type Size uint8

// The letters of the size variant; NoSize marks a classic puzzle's cells.
const (
	NoSize Size = iota
	Small
	Medium
	Large
)

// String returns the size's letter: "S", "M", "L", or "." for NoSize.
func (z Size) String() string {
	switch z {
	case Small:
		return "S"
	case Medium:
		return "M"
	case Large:
		return "L"
	}
	return "."
}

// Sizes holds the letter of each of the 81 cells, row by row, like a Grid.
// The zero Sizes (all NoSize) means a classic puzzle.
type Sizes [81]Size

// SizesOf returns the letters of a complete grid: in each run of three cells
// the smallest digit gets Small, the middle one Medium and the largest Large.
// Cells of an incomplete run (a blank, or a repeated digit) get NoSize.
func SizesOf(g Grid) Sizes {
	var z Sizes
	for run := 0; run < 27; run++ {
		c := run * 3
		a, b, d := g[c], g[c+1], g[c+2]
		if a == 0 || b == 0 || d == 0 || a == b || b == d || a == d {
			continue
		}
		for k, x := range [3]uint8{a, b, d} {
			rank := Small
			for _, y := range [3]uint8{a, b, d} {
				if y < x {
					rank++
				}
			}
			z[c+k] = rank
		}
	}
	return z
}

// IsZero reports whether z has no letters: a classic puzzle.
func (z *Sizes) IsZero() bool { return *z == Sizes{} }

// String formats z as 81 letters row by row: "S", "M", "L", or "." for a cell
// without a letter.
func (z Sizes) String() string {
	var b strings.Builder
	for _, s := range z {
		b.WriteString(s.String())
	}
	return b.String()
}

// runName names run r (0–26) by its cells, e.g. "r1c4-r1c6".
func runName(r int) string { return CellName(3*r) + "-" + CellName(3*r+2) }

// Validate reports whether z is a full set of letters: every run holds one
// Small, one Medium and one Large cell. The error names the first run that
// does not, e.g. "run r1c1-r1c3 has letters S, S, L; want one each of S, M, L".
func (z *Sizes) Validate() error {
	for r := 0; r < 27; r++ {
		c := 3 * r
		if z[c]|z[c+1]|z[c+2] == 0 || z[c] == z[c+1] || z[c] == z[c+2] || z[c+1] == z[c+2] || z[c] == NoSize || z[c+1] == NoSize || z[c+2] == NoSize {
			return fmt.Errorf("run %s has letters %s, %s, %s; want one each of S, M, L", runName(r), z[c], z[c+1], z[c+2])
		}
	}
	return nil
}

// ErrSizeOrder is returned (wrapped) by ValidateSizes for givens that break
// the order of their run's letters.
var ErrSizeOrder = errors.New("digits break the size order")

// ValidateSizes reports whether the givens of puzzle break a rule: Validate's
// errors, or two givens of one run whose digits are not in the order of their
// letters (an error wrapping ErrSizeOrder that names both cells). A zero
// sizes checks the classic rules only.
func ValidateSizes(puzzle Grid, sizes *Sizes) error {
	if err := puzzle.Validate(); err != nil {
		return err
	}
	if sizes.IsZero() {
		return nil
	}
	if err := sizes.Validate(); err != nil {
		return err
	}
	for r := 0; r < 27; r++ {
		for i := 3 * r; i < 3*r+3; i++ {
			for j := i + 1; j < 3*r+3; j++ {
				a, b := puzzle[i], puzzle[j]
				if a == 0 || b == 0 || (a < b) == (sizes[i] < sizes[j]) {
					continue
				}
				return fmt.Errorf("%s (%s) holds %d and %s (%s) holds %d: %w", CellName(i), sizes[i], a, CellName(j), sizes[j], b, ErrSizeOrder)
			}
		}
	}
	return nil
}

// ParseVariant reads a puzzle of the size variant: the classic puzzle text (see
// Parse), a space, and 81 letters 'S', 'M' or 'L' row by row. Text without the
// letters is a classic puzzle and gets a zero Sizes. Errors are *ParseError
// values naming the offending character's position among the letters, or the
// letters' Validate error.
func ParseVariant(text string) (Grid, Sizes, error) {
	text = strings.TrimSpace(text)
	digits, letters, found := strings.Cut(text, " ")
	if !found {
		g, err := Parse(text)
		return g, Sizes{}, err
	}
	g, err := Parse(digits)
	if err != nil {
		return Grid{}, Sizes{}, err
	}
	var z Sizes
	letters = strings.TrimSpace(letters)
	n := 0
	for _, r := range letters {
		n++
		if n > 81 {
			break
		}
		switch r {
		case 'S':
			z[n-1] = Small
		case 'M':
			z[n-1] = Medium
		case 'L':
			z[n-1] = Large
		default:
			return Grid{}, Sizes{}, &ParseError{Kind: BadLetter, Char: r, Count: n, Msg: fmt.Sprintf("letter %d (%s): bad character %q; want S, M or L", n, CellName(n-1), r)}
		}
	}
	if n != 81 {
		return Grid{}, Sizes{}, &ParseError{Kind: WrongLetters, Count: n, Msg: fmt.Sprintf("%d letters after the puzzle; want 81", n)}
	}
	if err := z.Validate(); err != nil {
		return Grid{}, Sizes{}, err
	}
	return g, z, nil
}

// SolveSizes is Solve for the size variant: it returns the one solution of
// puzzle whose digits follow the letters sizes. The error is ValidateSizes's
// error, ErrNoSolution or ErrMultipleSolutions (with one of the solutions).
// A zero sizes solves a classic puzzle.
func SolveSizes(puzzle Grid, sizes *Sizes) (Grid, error) {
	if sizes.IsZero() {
		return Solve(puzzle)
	}
	if err := ValidateSizes(puzzle, sizes); err != nil {
		return Grid{}, err
	}
	n, first := countSolutionsSizes(&puzzle, sizes, 2, nil)
	switch n {
	case 0:
		return Grid{}, ErrNoSolution
	case 1:
		return first, nil
	}
	return first, ErrMultipleSolutions
}

// CountSolutionsSizes is CountSolutions for the size variant: the number of
// solutions of puzzle that follow the letters sizes, counting no further than
// limit. Givens that break a rule or letters that are not a full set give 0.
func CountSolutionsSizes(puzzle Grid, sizes *Sizes, limit int) int {
	if sizes.IsZero() {
		return CountSolutions(puzzle, limit)
	}
	if ValidateSizes(puzzle, sizes) != nil {
		return 0
	}
	n, _ := countSolutionsSizes(&puzzle, sizes, limit, nil)
	return n
}

// CarveSizes is Carve for the size variant: a minimal puzzle whose only
// solution under the letters SizesOf(solution) is solution. The letters cut
// so many candidates that the puzzle needs far fewer givens than a classic
// one. The result depends only on solution and r's state.
func CarveSizes(solution Grid, r *rand.Rand) Grid {
	sizes := SizesOf(solution)
	puzzle := solution
	for _, i := range r.Perm(81) {
		d := puzzle[i]
		puzzle[i] = 0
		if solvableWithoutSizes(&puzzle, &sizes, i, int(d)) {
			puzzle[i] = d
		}
	}
	return puzzle
}

// GenerateSizes returns a new puzzle of the size variant, its solution and
// its letters: NewSolution followed by CarveSizes, both drawing on r.
func GenerateSizes(r *rand.Rand) (puzzle, solution Grid, sizes Sizes) {
	solution = NewSolution(r)
	return CarveSizes(solution, r), solution, SizesOf(solution)
}

// sizeRuns applies the letters to the candidates: in each run the Small
// cell's digit is below the Medium one's, which is below the Large one's, so
// each cell keeps only the digits that leave room for its neighbours
// (bounds propagation on the three cells). It reports whether it removed
// anything, and false for ok when a cell has no digit left.
func (b *bandBoard) sizeRuns() (changed, ok bool) {
	z := b.sizes
	for run := 0; run < 27; run++ {
		c := 3 * run
		bd, p := c/27, uint(c%27)
		// Candidates of the run's three cells as digit sets (bit d-1).
		var cand [3]uint32
		for d := 0; d < 9; d++ {
			w := b.f[3*d+bd] >> p
			cand[0] |= (w & 1) << d
			cand[1] |= (w >> 1 & 1) << d
			cand[2] |= (w >> 2 & 1) << d
		}
		// Order the cells Small, Medium, Large.
		var idx [3]int
		for k := 0; k < 3; k++ {
			idx[z[c+k]-Small] = k
		}
		s, m, l := cand[idx[0]], cand[idx[1]], cand[idx[2]]
		if s == 0 || m == 0 || l == 0 {
			return false, false
		}
		// s < m < l: each bound by the extreme digits of its neighbours.
		below := func(x uint32) uint32 { return uint32(1)<<(31-bits.LeadingZeros32(x)) - 1 }    // digits under x's largest
		above := func(x uint32) uint32 { return ^(uint32(1)<<(bits.TrailingZeros32(x)+1) - 1) } // digits over x's smallest
		for {
			ns := s & below(m)
			nm := m & above(ns) & below(l)
			nl := l & above(nm)
			if ns == 0 || nm == 0 || nl == 0 {
				return false, false
			}
			if ns == s && nm == m && nl == l {
				break
			}
			s, m, l = ns, nm, nl
		}
		cand[idx[0]], cand[idx[1]], cand[idx[2]] = s, m, l
		for k := 0; k < 3; k++ {
			gone := ^cand[k] & 0x1FF
			for ; gone != 0; gone &= gone - 1 {
				d := bits.TrailingZeros32(gone)
				w := 3*d + bd
				if b.f[w]&(1<<(p+uint(k))) != 0 {
					b.clear(uint(w), 1<<(p+uint(k)))
					changed = true
				}
			}
		}
	}
	return changed, true
}
