package variant

import (
	"slices"

	"github.com/sudoku-devs/sudoku/internal/message"
)

// Constraint is a rule on some cells beyond rows, columns and regions:
// a thermometer, an arrow, a killer cage, a kropki dot, anti-knight. Each
// kind is one type of this package, in a file of its own that holds all
// there is to know of it (see the package doc).
type Constraint interface {
	// Key returns the key under which f-puzzles writes the constraint
	// ("thermometer", "killercage", "antiknight").
	Key() string
	// Name returns the constraint's name as words for any language:
	// key "constraint.thermometer", "thermometer".
	Name() message.Message
	// Rule returns the rule as a sentence for any language: "Digits on a
	// thermometer rise from its bulb."
	Rule() message.Message
	// Cells returns the grid cells the constraint is about, in its own
	// order (a thermometer's from the bulb); none for one on every cell.
	Cells() []int
	// Restrict takes from b the candidates the constraint rules out given
	// the others, and reports false when b cannot be completed. It is
	// called again and again until no constraint changes b, so it need
	// not be complete, only never wrong. It reads only the candidates of
	// Cells, unless the constraint is a Watcher: the solver runs it again
	// only after one of those changed (after any change when there are
	// none).
	Restrict(b *Board) bool
	// Holds reports whether g, the grid's digits, all filled, keeps the
	// constraint.
	Holds(g []int) bool
	// Elements returns how the constraint is drawn.
	Elements() []Element
	// encode writes the constraint into an f-puzzles document.
	encode(w *docWriter)
}

// Grouper is a constraint whose cells, or some of them, must hold
// different digits: a killer cage, an extra region, a diagonal, the cells
// a knight's move apart. The solver treats each group as a house: its
// cells see each other, and a group of Size cells holds every digit once.
type Grouper interface {
	Groups() [][]int
}

// Watcher is a constraint whose Restrict reads the candidates of other
// cells than its Cells: a minimum's neighbours, an indexer's rows. Watches
// returns them all, or none when it reads every cell; the solver runs
// Restrict again after one of them changed.
type Watcher interface {
	Watches() []int
}

// Summer is a constraint whose cells hold different digits adding up to a
// known sum: a killer cage with a sum. The solver adds, for each house, the
// sum of its cells outside such constraints wholly inside it (the innies of
// the rule of 45), as a constraint of its own.
type Summer interface {
	DistinctSum() (cells []int, sum int)
}

// ElementKind is what an Element draws.
type ElementKind uint8

// The kinds of Element, drawn as SudokuPad draws them.
const (
	// ElementLine is a line through the centres of Cells, under the
	// digits; Style says which (a thermometer's tube, a whisper, a renban).
	ElementLine ElementKind = iota
	// ElementArrow is a line through the centres of Cells with an
	// arrowhead at the last.
	ElementArrow
	// ElementBulb is a circle in each of Cells, joined into a pill when
	// there are several: a thermometer's bulb, an arrow's sum, the ends of
	// a between line, an odd cell.
	ElementBulb
	// ElementSquare is a square in each of Cells: an even cell.
	ElementSquare
	// ElementDot is a dot on the edge between Cells[0] and Cells[1],
	// Filled black (ratio) or white (difference), with Text (its value
	// when not the usual one, "X", "V").
	ElementDot
	// ElementCage is a dashed outline around Cells with Text, its sum, in
	// the top left corner.
	ElementCage
	// ElementRegion is a tint on Cells: an extra region.
	ElementRegion
	// ElementDiagonal is a diagonal through Cells, corner to corner.
	ElementDiagonal
	// ElementClue is Text outside the grid at row Row and column Col (0 or
	// Size+1 on the side of the clue), with an arrow pointing Direction
	// ("DR", "UL", …) for a little killer.
	ElementClue
	// ElementCorner is a circle on the corner the four Cells share, with
	// Text (a quadruple's digits).
	ElementCorner
	// ElementMark is Text in a cell's corner or centre: a minimum or
	// maximum's sign, an indexer's tint.
	ElementMark
)

// Element is one thing drawn for a constraint (see ElementKind).
type Element struct {
	Kind      ElementKind
	Cells     []int
	Style     string // what a line is: "thermometer", "whispers", "renban", …
	Text      string
	Filled    bool
	Row, Col  int    // a clue's place outside the grid, from 0 to Size+1
	Direction string // a little killer's arrow: "UL", "UR", "DL", "DR"
}

// CellCentre returns the centre of cell i of a grid of n cells a side, in
// cells from the grid's top left corner: (0.5, 0.5) for the first.
func CellCentre(i, n int) (x, y float64) { return float64(i%n) + 0.5, float64(i/n) + 0.5 }

// EdgeCentre returns the middle of the edge between cells a and b of a
// grid of n cells a side, in cells from its top left corner: where a
// kropki dot or an XV letter sits.
func EdgeCentre(a, b, n int) (x, y float64) {
	ax, ay := CellCentre(a, n)
	bx, by := CellCentre(b, n)
	return (ax + bx) / 2, (ay + by) / 2
}

// CornerOf returns the corner that cells (a quadruple's four) share in a
// grid of n cells a side, in cells from its top left corner.
func CornerOf(cells []int, n int) (x, y float64) {
	r, c := n, n
	for _, i := range cells {
		r, c = min(r, i/n), min(c, i%n)
	}
	return float64(c + 1), float64(r + 1)
}

// ClueStep returns the unit step of a little killer's arrow, whose
// Direction d is "UL", "UR", "DL" or "DR": (1, 1) for down and right.
func ClueStep(d string) (dx, dy float64) {
	switch d {
	case "UL":
		return -1, -1
	case "UR":
		return 1, -1
	case "DL":
		return -1, 1
	}
	return 1, 1
}

// TextAt returns where e's Text is centred on a grid of n cells a side, in
// cells from its top left corner (a clue outside the grid is left of or
// above 0, or past n), and its size as a fraction of a cell: a dot's value
// on its edge, an XV letter larger, a clue in its place outside the grid
// (a little killer's back from its arrow), a quadruple's digits on its
// corner, a cage's sum in its first cell's corner, and anything else in
// its first cell's centre.
func (e Element) TextAt(n int) (x, y, size float64) {
	switch e.Kind {
	case ElementDot:
		x, y = EdgeCentre(e.Cells[0], e.Cells[1], n)
		if e.Style == "xv" {
			return x, y, 0.3
		}
		return x, y, 0.16
	case ElementClue:
		x, y = float64(e.Col)-0.5, float64(e.Row)-0.5
		if e.Direction != "" {
			dx, dy := ClueStep(e.Direction)
			x, y = x-0.12*dx, y-0.12*dy
		}
		return x, y, 0.34
	case ElementCorner:
		x, y = CornerOf(e.Cells, n)
		return x, y, 0.17
	case ElementCage:
		first := slices.Min(e.Cells)
		return float64(first%n) + 0.2, float64(first/n) + 0.17, 0.22
	}
	if len(e.Cells) > 0 {
		x, y = CellCentre(e.Cells[0], n)
		return x, y, 0.3
	}
	return 0, 0, 0.3
}

// LineWidth returns the width of a line Element of style s, in cells, as
// SudokuPad draws it: a thermometer's tube wide, a between line thin, the
// other lines between.
func LineWidth(s string) float64 {
	switch s {
	case "thermometer", "slowthermometer":
		return 0.3
	case "betweenline":
		return 0.06
	}
	return 0.16
}

// LineInk returns the colour, red, green and blue, of a line (or a bulb,
// or a square) of style s as SudokuPad draws it: green whispers, purple
// renban, blue region-sum lines and so on; grey for a style not named.
// It is to be laid over the board at about 60% opacity.
func LineInk(s string) [3]uint8 {
	if c, ok := lineInks[s]; ok {
		return c
	}
	return [3]uint8{0x90, 0x90, 0x90}
}

// lineInks are LineInk's colours by style.
var lineInks = map[string][3]uint8{
	"whispers": {0x3c, 0xc0, 0x3c}, "renban": {0xd0, 0x50, 0xe0}, "regionsumline": {0x30, 0x90, 0xf0},
	"entropicline": {0xf0, 0x90, 0x30}, "modularline": {0x20, 0xb0, 0xa0}, "zipperline": {0x90, 0x80, 0xf0},
	"nabner": {0xe0, 0xc0, 0x20},
}

// name returns the message key "constraint."+key with English text.
func name(key, text string) message.Message {
	return message.Message{Key: "constraint." + key, Text: text}
}

// rule returns the message key "rule."+key with English text.
func rule(key, text string) message.Message {
	return message.Message{Key: "rule." + key, Text: text}
}
