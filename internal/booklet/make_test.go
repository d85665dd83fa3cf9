package booklet_test

import (
	"testing"

	"github.com/sudoku-devs/sudoku/internal/booklet"
	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// TestKindTitles checks the English names and titles of a booklet's
// kinds: the words the window's print dialog and PDF use.
func TestKindTitles(t *testing.T) {
	hard, expert := logic.Hard, logic.Expert
	tests := []struct {
		kind                     booklet.Kind
		name, title, bookletOf12 string
	}{
		{booklet.Kind{Level: &hard}, "Hard", "Puzzle 1 · Hard", "Sudoku · 12 puzzles · Hard"},
		{booklet.Kind{}, "", "Puzzle 1", "Sudoku · 12 puzzles"},
		{booklet.Kind{Variant: sudoku.SizeVariant}, "Size", "Puzzle 1 · Size", "Sudoku · 12 puzzles · Size"},
		{booklet.Kind{Variant: sudoku.Killer, Level: &hard}, "Killer · Hard", "Puzzle 1 · Killer · Hard", "Sudoku · 12 puzzles · Killer · Hard"},
		{booklet.Kind{Variant: sudoku.Killer | sudoku.XVariant, Level: &expert}, "Killer X · Expert", "Puzzle 1 · Killer X · Expert", "Sudoku · 12 puzzles · Killer X · Expert"},
		{booklet.Kind{Variant: sudoku.Jigsaw}, "Jigsaw", "Puzzle 1 · Jigsaw", "Sudoku · 12 puzzles · Jigsaw"},
		{booklet.Kind{Size: 6}, "6x6 · Easy", "Puzzle 1 · 6x6 · Easy", "Sudoku · 12 puzzles · 6x6 · Easy"},
		{booklet.Kind{Size: 16, Level: &hard}, "16x16 · Hard", "Puzzle 1 · 16x16 · Hard", "Sudoku · 12 puzzles · 16x16 · Hard"},
		{booklet.Kind{Size: 9, Level: &hard}, "Hard", "Puzzle 1 · Hard", "Sudoku · 12 puzzles · Hard"},
	}
	for _, tt := range tests {
		if got := tt.kind.Name(); got != tt.name {
			t.Errorf("%s.Name() = %q; want %q", kindString(tt.kind), got, tt.name)
		}
		if got := tt.kind.Title(0); got != tt.title {
			t.Errorf("%s.Title(0) = %q; want %q", kindString(tt.kind), got, tt.title)
		}
		if got := tt.kind.BookletTitle(12); got != tt.bookletOf12 {
			t.Errorf("%s.BookletTitle(12) = %q; want %q", kindString(tt.kind), got, tt.bookletOf12)
		}
	}
	if got, want := (booklet.Kind{Level: &hard}).BookletTitle(1), "Sudoku · 1 puzzle · Hard"; got != want {
		t.Errorf("BookletTitle(1) = %q; want %q", got, want)
	}
}

// kindString describes k for a test's message: "Kind{killer, Hard}".
func kindString(k booklet.Kind) string {
	level := "any level"
	if k.Level != nil {
		level = k.Level.String()
	}
	return "Kind{" + k.Variant.String() + ", " + level + "}"
}
