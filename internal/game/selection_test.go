package game_test

import (
	"slices"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

func TestCursor(t *testing.T) {
	g, rec := newGame(t)
	if g.Selection().Cursor() != -1 {
		t.Fatalf("Cursor() at the start = %d; want -1", g.Selection().Cursor())
	}
	steps := []struct {
		name       string
		do         func()
		want       int
		wantEvents []int // cells of the CursorMoved event, nil for no event
	}{
		{"move with none selected starts at r1c1", func() { g.Selection().Move(0, 1, false) }, 0, []int{0}},
		{"up at the top edge stays", func() { g.Selection().Move(-1, 0, false) }, 0, nil},
		{"right", func() { g.Selection().Move(0, 1, false) }, 1, []int{0, 1}},
		{"down", func() { g.Selection().Move(1, 0, false) }, 10, []int{1, 10}},
		{"click r5c5", func() { g.Selection().Set(40) }, 40, []int{10, 40}},
		{"far right stops at column 9", func() { g.Selection().Move(0, 20, false) }, 44, []int{40, 44}},
		{"far down stops at row 9", func() { g.Selection().Move(20, 0, false) }, 80, []int{44, 80}},
		{"out of range is ignored", func() { g.Selection().Set(81) }, 80, nil},
		{"none", func() { g.Selection().Set(-1) }, -1, []int{80}},
	}
	for _, s := range steps {
		s.do()
		if g.Selection().Cursor() != s.want {
			t.Errorf("%s: Cursor() = %s; want %s", s.name, name(g.Selection().Cursor()), name(s.want))
		}
		var want []game.Event
		if s.wantEvents != nil {
			want = []game.Event{{Kind: game.CursorMoved, Cells: s.wantEvents}}
		}
		wantEvents(t, rec, want...)
	}
}

func name(i int) string {
	if i < 0 {
		return "none"
	}
	return sudoku.CellName(i)
}

func TestHighlights(t *testing.T) {
	g, rec := newGame(t)
	if got, want := g.Status().Highlights, (game.Highlights{House: true, SameDigit: true, Conflicts: true}); got != want {
		t.Errorf("default highlights %+v; want %+v (all on)", got, want)
	}
	g.SetHighlights(game.Highlights{House: true, SameDigit: true, Conflicts: true})
	wantEvents(t, rec) // no change, no event
	g.SetHighlights(game.Highlights{Conflicts: true})
	g.SetHighlights(game.Highlights{House: true, SameDigit: true, Conflicts: true})
	wantEvents(t, rec, game.Event{Kind: game.HighlightsChanged}, game.Event{Kind: game.HighlightsChanged})
	const r5c5, r4c4, r4c7 = 40, 30, 33
	g.Selection().Set(r5c5) // open; its row, column and box
	tests := []struct {
		cell int
		want bool
	}{
		{r5c5, true}, {r4c4, true}, {36, true}, {4, true}, {76, true}, {r4c7, false}, {r1c1, false},
	}
	for _, tt := range tests {
		if got := inCursorHouse(g, tt.cell); got != tt.want {
			t.Errorf("cursor r5c5: InCursorHouse(%s) = %v; want %v", sudoku.CellName(tt.cell), got, tt.want)
		}
	}
	// Same digit: the selected number while the cursor cell is empty, else
	// the cursor cell's digit.
	_ = g.SelectNumber(5)
	if !sameDigit(g, r1c1) || sameDigit(g, 1) {
		t.Errorf("number 5 selected: SameDigit(r1c1 = 5) %v, SameDigit(r1c2 = 3) %v; want true, false", sameDigit(g, r1c1), sameDigit(g, 1))
	}
	g.Selection().Set(1) // r1c2 holds 3
	if sameDigit(g, r1c1) || !sameDigit(g, 1) {
		t.Errorf("cursor on a 3: SameDigit(r1c1 = 5) %v, SameDigit(r1c2 = 3) %v; want false, true", sameDigit(g, r1c1), sameDigit(g, 1))
	}
	// Conflicts as they happen: a 5 in r1c3 repeats the given r1c1.
	if conflict(g, r1c1) {
		t.Error("conflict before any move")
	}
	_ = g.PlaceDigit(r1c3, 5)
	for _, c := range []int{r1c1, r1c3} {
		if !conflict(g, c) {
			t.Errorf("5 in r1c1 and r1c3: Conflict(%s) = false", sudoku.CellName(c))
		}
	}
	if conflict(g, r1c4) || conflict(g, 1) {
		t.Error("conflict marked on a cell without one")
	}
	g.SetHighlights(game.Highlights{})
	if conflict(g, r1c1) || sameDigit(g, 1) || inCursorHouse(g, 1) {
		t.Error("a highlight shows although all are off")
	}
}

// TestSelectAllAndDigit selects every cell, then every cell of one digit,
// and checks the selection and cursor each leaves, and that a digit typed
// then goes in all the open cells selected.
func TestSelectAllAndDigit(t *testing.T) {
	g, _ := newGame(t)
	g.Selection().Set(-1)
	g.Selection().All()
	if got := len(g.Selection().Cells()); got != 81 || g.Selection().Cursor() != 0 {
		t.Errorf("All with no cell selected: %d cells, cursor %d; want 81, 0", got, g.Selection().Cursor())
	}
	g.Selection().Set(40)
	g.Selection().All()
	if got := len(g.Selection().Cells()); got != 81 || g.Selection().Cursor() != 40 {
		t.Errorf("All from r5c5: %d cells, cursor %d; want 81, 40", got, g.Selection().Cursor())
	}
	// r1c1 holds the given 5; so do r5c9... every 5 of the board.
	var fives []int
	for i, d := range g.Board() {
		if d == 5 {
			fives = append(fives, i)
		}
	}
	g.Selection().SameDigit(0)
	if got := g.Selection().Cells(); !slices.Equal(got, fives) || g.Selection().Cursor() != 0 {
		t.Errorf("SameDigit(r1c1): %v, cursor %d; want the 5s %v, cursor 0", got, g.Selection().Cursor(), fives)
	}
	g.Selection().Set(2)
	g.Selection().SameDigit(2) // r1c3 is empty: nothing changes
	if got := g.Selection().Cells(); !slices.Equal(got, []int{2}) {
		t.Errorf("SameDigit of an empty cell changed the selection to %v; want [2]", got)
	}
}
