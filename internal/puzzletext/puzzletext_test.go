package puzzletext_test

import (
	"testing"

	"github.com/sudoku-devs/sudoku/internal/fpuzzles"
	"github.com/sudoku-devs/sudoku/internal/puzzletext"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// TestRead reads one puzzle in each form and checks the kind it reads.
func TestRead(t *testing.T) {
	x := "3x3x:f8g8b6b4_2b3a5c8b1a3i6a5b7c4a8b3_5b9b4g1f"
	p, err := puzzletext.Read(x)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		text string
		want sudoku.Variant
	}{
		{"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79", sudoku.Classic},
		{x, sudoku.XVariant},
		{fpuzzles.Write(p, "") + "\n", sudoku.XVariant},
		{"  " + fpuzzles.Link(p, "X"), sudoku.XVariant},
	} {
		got, err := puzzletext.Read(tt.text)
		if err != nil || got.Variant() != tt.want || !puzzletext.HasShape(tt.text) != (tt.want == sudoku.Classic) {
			t.Errorf("Read(%.30s…) = %v, %v; want a %v puzzle", tt.text, got.Variant(), err, tt.want)
		}
	}
	if _, err := puzzletext.Read("{not json"); err == nil {
		t.Error("Read of a broken document: no error")
	}
}
