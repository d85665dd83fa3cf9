package logic_test

import (
	"testing"

	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// TestKindName names kinds of puzzle as the window's PDF titles do.
func TestKindName(t *testing.T) {
	tests := []struct {
		v     sudoku.Variant
		level logic.Level
		want  string
	}{
		{sudoku.Classic, logic.Hard, "Hard"},
		{sudoku.Classic, logic.Easy, "Easy"},
		{sudoku.SizeVariant, logic.Easy, "Size"},
		{sudoku.Killer, logic.Hard, "Killer · Hard"},
		{sudoku.Jigsaw, logic.Extreme, "Jigsaw · Extreme"},
		{sudoku.XVariant, logic.Medium, "X · Medium"},
		{sudoku.Killer | sudoku.XVariant, logic.Expert, "Killer X · Expert"},
		{sudoku.Killer | sudoku.Jigsaw, logic.Easy, "Jigsaw Killer · Easy"},
	}
	for _, tt := range tests {
		if got := logic.KindName(tt.v, tt.level); got != tt.want {
			t.Errorf("KindName(%v, %v) = %q; want %q", tt.v, tt.level, got, tt.want)
		}
	}
}
