package sudoku

import (
	"errors"
	"fmt"

	"github.com/sudoku-devs/sudoku/internal/message"
)

// ConflictError reports a digit that appears twice in one house.
type ConflictError struct {
	Digit int // the repeated digit, 1–9
	// House is the house holding it twice: an index into Houses, or for a
	// puzzle with a shape DiagonalDown or DiagonalUp, or with Region set
	// region House-17 (18–26 for regions 1–9); -1 for a killer cage.
	House  int
	A, B   int  // the two cells (0–80) holding it, A < B
	Region bool // House 18–26 is a jigsaw region, not a box
	// AlsoBox: House is a row or column and A and B share a box too, in a
	// puzzle whose boxes are houses; the message names both houses.
	AlsoBox bool
}

// Message returns the conflict as a message: key "error.duplicate",
// "duplicate {{.Digit}} in {{.House}}: {{.A}} and {{.B}}", its House a
// message.House or a jigsaw region's message.RegionOf A, or with AlsoBox a message.HouseList
// ("row 1 and box 1"); or for a cage "error.duplicateCage",
// "duplicate {{.Digit}} in a cage: {{.A}} and {{.B}}".
func (e *ConflictError) Message() message.Message {
	args := map[string]any{"Digit": e.Digit, "A": message.Cell(e.A), "B": message.Cell(e.B)}
	switch {
	case e.House < 0:
		return message.Message{Key: "error.duplicateCage", Text: "duplicate {{.Digit}} in a cage: {{.A}} and {{.B}}", Args: args}
	case e.Region:
		args["House"] = message.RegionOf{Cell: e.A} // the board numbers no region
	case e.AlsoBox:
		args["House"] = message.HouseList{e.House, 18 + Box(e.A)}
	default:
		args["House"] = message.House(e.House)
	}
	return message.Message{Key: "error.duplicate", Text: "duplicate {{.Digit}} in {{.House}}: {{.A}} and {{.B}}", Args: args}
}

// Error formats e as "duplicate 3 in row 1: r1c1 and r1c4", or "duplicate 3 in row 1 and box 1: r1c1 and r1c2".
func (e *ConflictError) Error() string { return e.Message().English() }

// ErrBadValue is returned (wrapped) by Validate for a cell that holds a value
// outside 0–9.
var ErrBadValue = errors.New("cell value out of range")

// Validate reports whether g breaks a rule: a value outside 0–9 (an error
// wrapping ErrBadValue that names the cell), or a digit repeated within a row,
// column or box (a *ConflictError naming both cells). Houses are checked rows
// first, then columns, then boxes, and the first problem found is returned;
// Conflicts lists them all. Validate says nothing about whether g can be
// solved.
func (g Grid) Validate() error {
	for i, d := range g {
		if d > 9 {
			return fmt.Errorf("%s holds %d: %w", CellName(i), d, ErrBadValue)
		}
	}
	if !g.clean() {
		return g.Conflicts()[0]
	}
	return nil
}

// clean reports whether no digit repeats in a house, with one bit set per
// digit seen: a quick test before Conflicts names the cells.
func (g *Grid) clean() bool {
	var rows, cols, boxes [9]uint16
	for i, d := range g {
		if d == 0 || d > 9 {
			continue
		}
		bit := uint16(1) << d
		r, c, b := i/9, i%9, i/27*3+i%9/3
		if (rows[r]|cols[c]|boxes[b])&bit != 0 {
			return false
		}
		rows[r] |= bit
		cols[c] |= bit
		boxes[b] |= bit
	}
	return true
}

// Conflicts returns every pair of cells that hold the same digit in the same
// house, in house order (rows, columns, boxes) and, within a house, in cell
// order. It returns nil when there are none. Values outside 1–9 are ignored.
func (g Grid) Conflicts() []*ConflictError {
	var out []*ConflictError
	for h, house := range Houses {
		for i := 0; i < 9; i++ {
			a := int(house[i])
			d := g[a]
			if d < 1 || d > 9 {
				continue
			}
			for j := i + 1; j < 9; j++ {
				if b := int(house[j]); g[b] == d {
					x, y := min(a, b), max(a, b)
					out = append(out, &ConflictError{Digit: int(d), House: h, A: x, B: y, AlsoBox: h < 18 && Box(x) == Box(y)})
				}
			}
		}
	}
	return out
}
