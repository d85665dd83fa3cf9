package variant

import "github.com/sudoku-devs/sudoku/internal/message"

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
	// not be complete, only never wrong.
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

// name returns the message key "constraint."+key with English text.
func name(key, text string) message.Message {
	return message.Message{Key: "constraint." + key, Text: text}
}

// rule returns the message key "rule."+key with English text.
func rule(key, text string) message.Message {
	return message.Message{Key: "rule." + key, Text: text}
}
