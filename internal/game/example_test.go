package game_test

import (
	"fmt"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// Example starts a game, subscribes to it as a board widget would, and
// prints the events of a few moves: what changed, the cells touched, and the
// cells whose view changed, which are all a board redraws.
func Example() {
	puzzle, _ := sudoku.ParsePuzzle("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	g := game.New()
	g.SetHighlights(game.Highlights{Conflicts: true}) // no tint of the selected cell's house
	if err := g.StartPuzzle(puzzle); err != nil {
		fmt.Println(err)
		return
	}
	g.Subscribe(func(ev game.Event) {
		fmt.Printf("%s: cells %v, views %v\n", ev.Kind, ev.Cells, ev.Views)
	})

	g.Selection().Set(2)           // select r1c3
	_ = g.PlaceDigit(2, 5)         // a 5 where row 1 has one: a conflict
	_ = g.PlaceDigit(2, 4)         // the right digit
	_ = g.Marks().ToggleNote(3, 6) // a note in r1c4
	if err := g.PlaceDigit(0, 1); err != nil {
		fmt.Println(err) // r1c1 is a given
	}
	_ = g.Undo()
	v := g.CellView(2)
	fmt.Printf("r1c3 shows %d, cursor %v\n", v.Digit, v.Cursor)
	// Output:
	// cursor moved: cells [2], views [2]
	// cell changed: cells [2], views [0 2]
	// first move: cells [], views []
	// cell changed: cells [2], views [0 2]
	// cell changed: cells [3], views [3]
	// r1c1: givens cannot be changed
	// cell changed: cells [3], views [3]
	// r1c3 shows 4, cursor true
}
