package sudoku

import (
	"errors"
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"github.com/sudoku-devs/sudoku/internal/message"
)

// Puzzle is a Sudoku to solve: its givens, and the rules beyond the classic
// ones that its cells carry. Each such rule is a field whose zero value means
// the rule is absent, so Puzzle{Givens: g} is the classic puzzle g, and the
// solver and the validator honour whichever rules are set: the size
// variant's letters, or the shapes of KSudoku's and Solo's variants (jigsaw
// regions, X Sudoku's diagonals, killer cages), which combine with each
// other but not with letters.
type Puzzle struct {
	// Givens holds the 81 cells row by row: 1–9 for a given, 0 for a blank.
	Givens Grid
	// Letters holds the size variant's letter of each cell; the zero
	// Letters (all NoLetter) for a classic puzzle.
	Letters Letters
	// Regions holds a jigsaw puzzle's region of each cell, in place of the
	// boxes; the zero Regions for the boxes.
	Regions Regions
	// Diagonals makes the two main diagonals houses: X Sudoku.
	Diagonals bool
	// Cages are a killer puzzle's cages; none for other puzzles.
	Cages []Cage
	// Constraints are a setter's rules beyond all of those (thermometers,
	// arrows, kropki dots: package variant's), or nil for none. A puzzle
	// with Constraints is solved and counted by them, and Rules consults
	// them.
	Constraints Constraints
}

// Constraints are a setter's rules beyond houses, letters and cages, as
// the 9x9 engine and the game consult them: package variant implements
// them for the thermometers, arrows, kropki dots and the rest that setters
// share in f-puzzles links.
type Constraints interface {
	// Fits reports whether digit d (1 to the grid's size) may go in cell i
	// of board b (its cells row by row, 0 for open) as far as the
	// constraints go: with d in cell i and b's other digits, no
	// constraint is broken.
	Fits(b []uint8, i, d int) bool
	// Related reports whether a digit in cell i (0–80) can change what
	// Fits allows in cell j: the two share a constraint.
	Related(i, j int) bool
	// Breaks says why Fits refuses digit d in cell i of b: the name of the
	// constraint d breaks, as words for any language ("thermometer"), and
	// the cells it is about (none for a rule on every cell); ok is false
	// when d breaks none.
	Breaks(b []uint8, i, d int) (name message.Message, cells []int, ok bool)
	// Count returns how many solutions givens have under the puzzle's
	// houses and the constraints, counting no further than limit (at
	// least 1), and the first one found.
	Count(givens Grid, limit int) (int, Grid)
}

// Narrower is an optional interface of Constraints: Narrow returns what
// the first constraint that can takes from cands (a set of candidates for
// each cell of the board, row by row; a filled cell holds its digit
// alone) by its own rule, given the candidates of its cells, looking only
// at constraints whose lesson (see Narrowing) is rated from lo up to, but
// not including, hi; ok is false when none of them takes any. A hint
// teaches it as the constraint's lesson.
type Narrower interface {
	Narrow(cands []Digits, lo, hi float64) (n Narrowing, ok bool)
}

// Narrowing is what one constraint takes from the candidates by its own
// rule, as a hint teaches it (see Narrower).
type Narrowing struct {
	// Lesson names the logic as players know it, as a technique's name:
	// "Thermometer", "White dot", "Arrow".
	Lesson message.Message
	// Why says why, as a clause that names the constraint and its place:
	// "digits rise along the thermometer from r1c1: each cell holds more
	// than the ones before it and less than the ones after it".
	Why message.Message
	// Rating is the lesson's difficulty on Sudoku Explainer's scale, where
	// the level follows: below 2.6 Easy, below 3.6 Medium, else Hard.
	Rating float64
	// Cells are the constraint's cells, the pattern (none for a rule on
	// every cell).
	Cells []int
	// Removed holds, for each cell of the board, the digits taken from it
	// (0 where none).
	Removed []Digits
}

// HasLetters reports whether p is of the size variant: its cells carry
// letters.
func (p Puzzle) HasLetters() bool { return !p.Letters.IsZero() }

// Equal reports whether p and q are the same puzzle: the same givens,
// letters, regions, diagonals and cages (each cage's sum and cells in the
// same order), and the same Constraints value.
func (p *Puzzle) Equal(q *Puzzle) bool {
	return p.Givens == q.Givens && p.Letters == q.Letters && p.Regions == q.Regions && p.Diagonals == q.Diagonals && p.Constraints == q.Constraints &&
		slices.EqualFunc(p.Cages, q.Cages, func(a, b Cage) bool { return a.Sum == b.Sum && slices.Equal(a.Cells, b.Cells) })
}

// Variant returns the kinds of p's rules beyond the classic ones, as a set:
// SizeVariant when its cells carry letters, Killer with cages, Jigsaw with
// regions, XVariant with diagonals; Classic for none.
func (p Puzzle) Variant() Variant {
	var v Variant
	if p.HasLetters() {
		v |= SizeVariant
	}
	if len(p.Cages) > 0 {
		v |= Killer
	}
	if !p.Regions.IsZero() {
		v |= Jigsaw
	}
	if p.Diagonals {
		v |= XVariant
	}
	return v
}

// String formats p in the puzzle text format: the givens as 81 characters
// (see Grid.String) and, for the size variant, a space and the 81 letters.
// ParsePuzzle reads it back.
func (p Puzzle) String() string {
	if !p.HasLetters() {
		return p.Givens.String()
	}
	return p.Givens.String() + " " + p.Letters.String()
}

// Variant is a set of the kinds of rule a puzzle carries beyond the classic
// ones; Classic is the empty set. Killer, Jigsaw and XVariant combine; the
// size variant combines with none.
type Variant uint8

// The kinds of puzzle.
const (
	// Classic is the plain 9x9 Sudoku.
	Classic Variant = 0
	// SizeVariant adds a letter S, M or L to every cell: in each run of three
	// cells (a row inside a box) the Small cell's digit is below the Medium
	// one's, which is below the Large one's.
	SizeVariant Variant = 1 << (iota - 1)
	// Killer adds cages: groups of cells whose digits differ and add up to
	// the cage's sum.
	Killer
	// Jigsaw replaces the boxes by nine irregular regions.
	Jigsaw
	// XVariant makes the two main diagonals houses.
	XVariant
)

// variantNames are the command line's names of the kinds, in Variant's bit
// order.
var variantNames = [...]string{"size", "killer", "jigsaw", "x"}

// String returns the variant's name: "classic", "size", "killer",
// "jigsaw", "x", or kinds joined with "+", as in "killer+x".
func (v Variant) String() string {
	if v == Classic {
		return "classic"
	}
	s := ""
	for k, name := range variantNames {
		if v&(1<<k) != 0 {
			if s != "" {
				s += "+"
			}
			s += name
		}
	}
	return s
}

// Name returns the variant's name in English words, as the game shows it
// to players and titles its puzzles: "Classic", "Size", "Killer",
// "Jigsaw", "X", and for a mix its kinds' names joined by spaces, Jigsaw
// before Killer before X ("Killer X", "Jigsaw Killer X"). String is the
// command line's name.
func (v Variant) Name() string {
	if v == Classic {
		return "Classic"
	}
	var names []string
	for _, k := range []struct {
		v    Variant
		name string
	}{{SizeVariant, "Size"}, {Jigsaw, "Jigsaw"}, {Killer, "Killer"}, {XVariant, "X"}} {
		if v&k.v != 0 {
			names = append(names, k.name)
		}
	}
	return strings.Join(names, " ")
}

// ParseVariant returns the variant named s, as the command line names
// them: "classic"; "sml" (or "size", its String) for the size variant,
// whose letters are S, M and L; "killer", "jigsaw", "x", or those joined
// with "+" ("killer+x"). Any other name, or the size variant joined with
// another, is an error that lists the valid ones.
func ParseVariant(s string) (Variant, error) {
	switch s {
	case "classic":
		return Classic, nil
	case "sml", "size":
		return SizeVariant, nil
	}
	var v Variant
	for _, part := range strings.Split(s, "+") {
		k := slices.Index(variantNames[1:], part)
		if k < 0 {
			return Classic, fmt.Errorf("unknown variant %q; want classic, sml, killer, jigsaw, x, or killer, jigsaw and x joined with +", s)
		}
		v |= Killer << k
	}
	return v, nil
}

// Letter is a cell's letter in the size variant: the rank of the cell's digit
// within its run, the three cells of one row inside one box. Each run holds
// one Small, one Medium and one Large cell, and their digits are in that
// order: Small < Medium < Large.
type Letter uint8

// The letters of the size variant; NoLetter marks a classic puzzle's cells.
const (
	NoLetter Letter = iota
	Small
	Medium
	Large
)

// String returns the letter: "S", "M", "L", or "." for NoLetter.
func (z Letter) String() string {
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

// Letters holds the letter of each of the 81 cells, row by row, like a Grid.
// The zero Letters (all NoLetter) means a classic puzzle.
type Letters [81]Letter

// LettersOf returns the letters of a complete grid: in each run of three
// cells the smallest digit gets Small, the middle one Medium and the largest
// Large. Cells of an incomplete run (a blank, or a repeated digit) get
// NoLetter.
func LettersOf(g Grid) Letters {
	var z Letters
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
func (z *Letters) IsZero() bool { return *z == Letters{} }

// String formats z as 81 letters row by row: "S", "M", "L", or "." for a cell
// without a letter.
func (z Letters) String() string {
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
func (z *Letters) Validate() error {
	for r := 0; r < 27; r++ {
		c := 3 * r
		if z[c]|z[c+1]|z[c+2] == 0 || z[c] == z[c+1] || z[c] == z[c+2] || z[c+1] == z[c+2] || z[c] == NoLetter || z[c+1] == NoLetter || z[c+2] == NoLetter {
			return fmt.Errorf("run %s has letters %s, %s, %s; want one each of S, M, L", runName(r), z[c], z[c+1], z[c+2])
		}
	}
	return nil
}

// ErrSizeOrder is returned (wrapped) by Puzzle.Validate for givens that break
// the order of their run's letters.
var ErrSizeOrder = errors.New("digits break the size order")

// Validate reports whether p breaks a rule before any cell is filled. For a
// puzzle with a shape (see validateShape) that is a *message.Error for its
// regions and cages, a value outside 0–9, or a *ConflictError naming a
// digit its givens repeat in a house or a cage. Otherwise it is the
// givens' Grid.Validate error (a *ConflictError naming both cells of a
// duplicate); for the size variant the letters' Letters.Validate error, or
// two givens of one run whose digits are not in the order of their letters
// (an error wrapping ErrSizeOrder that names both cells).
func (p Puzzle) Validate() error {
	if p.HasShape() {
		return p.validateShape()
	}
	if err := p.Givens.Validate(); err != nil {
		return err
	}
	if !p.HasLetters() {
		return nil
	}
	z := &p.Letters
	if err := z.Validate(); err != nil {
		return err
	}
	for r := 0; r < 27; r++ {
		for i := 3 * r; i < 3*r+3; i++ {
			for j := i + 1; j < 3*r+3; j++ {
				a, b := p.Givens[i], p.Givens[j]
				if a == 0 || b == 0 || !outOfOrder(a, b, z[i], z[j]) {
					continue
				}
				return fmt.Errorf("%s (%s) holds %d and %s (%s) holds %d: %w", CellName(i), z[i], a, CellName(j), z[j], b, ErrSizeOrder)
			}
		}
	}
	return nil
}

// ParsePuzzle reads a puzzle in the puzzle text format: the givens as Parse
// reads them and, for the size variant, a space and 81 letters 'S', 'M' or
// 'L' row by row. Text without the letters is a classic puzzle. Errors are
// Parse's, *ParseError values naming the offending character's position
// among the letters, or the letters' Letters.Validate error.
func ParsePuzzle(text string) (Puzzle, error) {
	text = strings.TrimSpace(text)
	digits, letters, found := strings.Cut(text, " ")
	if !found {
		g, err := Parse(text)
		return Puzzle{Givens: g}, err
	}
	g, err := Parse(digits)
	if err != nil {
		return Puzzle{}, err
	}
	var z Letters
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
			return Puzzle{}, &ParseError{Kind: BadLetter, Char: r, Count: n}
		}
	}
	if n != 81 {
		return Puzzle{}, &ParseError{Kind: WrongLetters, Count: n}
	}
	if err := z.Validate(); err != nil {
		return Puzzle{}, err
	}
	return Puzzle{Givens: g, Letters: z}, nil
}

// letterRuns applies the letters to the candidates: in each run the Small
// cell's digit is below the Medium one's, which is below the Large one's, so
// each cell keeps only the digits that leave room for its neighbours
// (bounds propagation on the three cells). It reports whether it removed
// anything, and false for ok when a cell has no digit left.
func (b *bandBoard) letterRuns() (changed, ok bool) {
	z := b.letters
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

// validateShape is Validate for a puzzle with a shape: checkShape's
// *message.Error, a given out of range (wrapping ErrBadValue), or the first
// digit the givens repeat in a row, column, box or region, diagonal or cage
// (a *ConflictError).
func (p *Puzzle) validateShape() error {
	if err := checkShape(p); err != nil {
		return err
	}
	for i, d := range p.Givens {
		if d > 9 {
			return fmt.Errorf("%s holds %d: %w", CellName(i), d, ErrBadValue)
		}
	}
	return shapeConflict(p, newShape(p))
}
