package game_test

import (
	"reflect"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/game"
)

// TestGameSurface keeps the model one a newcomer reads: the Game's own
// methods stay at 45 or fewer, and what grows beyond goes to a type of its
// own reached from the Game, as the modes, the Selection and the Marks are.
func TestGameSurface(t *testing.T) {
	const limit = 45
	typ := reflect.TypeFor[*game.Game]()
	if n := typ.NumMethod(); n > limit {
		var names []string
		for i := range n {
			names = append(names, typ.Method(i).Name)
		}
		t.Errorf("*game.Game has %d exported methods, want at most %d: %v", n, limit, names)
	}
}
