package ui

import (
	"testing"

	"github.com/sudoku-devs/sudoku/internal/message"
)

// TestGridCellsText writes the cells of a grid of another size than 9x9
// by that grid's rows and columns, as solvers write them or in words.
func TestGridCellsText(t *testing.T) {
	cells := message.GridCells{Cells: []int{0, 13}, Size: 6}
	if got, want := valueText(cells, false), "r1c1 and r3c2"; got != want {
		t.Errorf("valueText(%v) = %q; want %q", cells, got, want)
	}
	if got, want := valueText(cells, true), "row 1, column 1 and row 3, column 2"; got != want {
		t.Errorf("valueText(%v, in words) = %q; want %q", cells, got, want)
	}
}
