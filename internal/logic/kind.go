package logic

import (
	"fmt"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
	"github.com/sudoku-devs/sudoku/internal/variant"
)

// KindName returns the English name of the puzzles of variant v made at
// level, in the words the window's print dialog and PDF titles use, and
// the title the command line gives them in f-puzzles documents and
// booklets: the level alone for a classic puzzle ("Hard"); the variant's
// Name, " · " and the level for a killer, jigsaw or X puzzle or a mix
// ("Killer · Hard", "Killer X · Expert"); "Size" for the size variant,
// which has one level. Its cost is a string of a few words.
func KindName(v sudoku.Variant, level Level) string {
	switch {
	case v == sudoku.Classic:
		return level.String()
	case v&sudoku.SizeVariant != 0:
		return sudoku.SizeVariant.Name()
	}
	return v.Name() + " · " + level.String()
}

// SizedName returns the English name of the classic puzzles of an n×n
// grid made at level (GenerateSized's), as KindName names the others and
// for the same titles: the size and the level, "6x6 · Easy".
func SizedName(n int, level Level) string {
	return fmt.Sprintf("%dx%d · %v", n, n, level)
}

// SizedJigsawName returns the English name of GenerateJigsaw's puzzles of
// an n×n grid made at level, as a title: "6x6 Jigsaw · Easy".
func SizedJigsawName(n int, level Level) string {
	return fmt.Sprintf("%dx%d Jigsaw · %v", n, n, level)
}

// SetterName returns the English name of the puzzles with constraints of
// kind (variant.DealKinds) on an n×n grid made at level
// (GenerateSetter's), for the same titles: the kind and the level,
// "Thermo · Medium", with the size first on another grid than 9x9,
// "6x6 Thermo · Easy".
func SetterName(kind string, n int, level Level) string {
	name := variant.DealName(kind) + " · " + level.String()
	if n != 9 {
		name = fmt.Sprintf("%dx%d %s", n, n, name)
	}
	return name
}
