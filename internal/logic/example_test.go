package logic_test

import (
	"fmt"

	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

func Example() {
	puzzle, _ := sudoku.Parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	b, _ := logic.NewBoard(puzzle)
	for range 3 {
		s, _ := b.Next()
		fmt.Println(s)
		b.Apply(s)
	}
	d, _ := logic.Grade(puzzle)
	fmt.Println(d.Level, d.Rating, d.Hardest)
	// Output:
	// Hidden single: in box 2, 8 fits only in r1c6
	// Hidden single: in box 2, 6 fits only in r1c4
	// Hidden single: in box 3, 5 fits only in r3c7
	// Easy 1.2 Hidden single
}
