package game_test

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// TestCellView checks what cells show in each mode and state, one case a
// row: the view of a few cells after the setup.
func TestCellView(t *testing.T) {
	const r1c2, r1c5, r2c1 = 1, 4, 9
	tests := []struct {
		name  string
		setup func(t *testing.T, g *game.Game)
		cell  int
		want  game.CellView
	}{
		{"given", func(*testing.T, *game.Game) {}, r1c1,
			game.CellView{Digit: 5, Given: true, Ink: game.InkPlain}},
		{"open cell with notes", func(_ *testing.T, g *game.Game) { _ = g.Marks().ToggleNote(r1c3, 2); _ = g.Marks().ToggleNote(r1c3, 4) }, r1c3,
			game.CellView{Notes: sudoku.DigitSet(2, 4)}},
		{"player's digit", func(_ *testing.T, g *game.Game) { _ = g.PlaceDigit(r1c3, 4) }, r1c3,
			game.CellView{Digit: 4}},
		{"conflict", func(_ *testing.T, g *game.Game) { _ = g.PlaceDigit(r1c3, 5) }, r1c3,
			game.CellView{Digit: 5, Ink: game.InkConflict}},
		{"given in conflict stays bold", func(_ *testing.T, g *game.Game) { _ = g.PlaceDigit(r1c3, 5) }, r1c1,
			game.CellView{Digit: 5, Given: true, Ink: game.InkConflict}},
		{"cursor and house", func(_ *testing.T, g *game.Game) {
			g.SetHighlights(game.Highlights{House: true})
			g.Selection().Set(r1c3)
		}, r1c3, game.CellView{Tint: game.TintHouse, Cursor: true}},
		{"house of the cursor", func(_ *testing.T, g *game.Game) {
			g.SetHighlights(game.Highlights{House: true})
			g.Selection().Set(r1c3)
		}, r1c1, game.CellView{Digit: 5, Given: true, Ink: game.InkPlain, Tint: game.TintHouse}},
		{"help marks where the number fits", func(_ *testing.T, g *game.Game) { g.SetHelp(true); _ = g.SelectNumber(4) }, r1c3,
			game.CellView{Tint: game.TintMark}},
		{"same digit", func(_ *testing.T, g *game.Game) {
			g.SetHighlights(game.Highlights{SameDigit: true})
			_ = g.SelectNumber(5)
		}, r1c1, game.CellView{Digit: 5, Given: true, Ink: game.InkPlain, Tint: game.TintMark}},
		{"check right", func(_ *testing.T, g *game.Game) { _ = g.PlaceDigit(r1c3, 4); g.Check() }, r1c3,
			game.CellView{Digit: 4, Tint: game.TintRight, Ink: game.InkOnTint}},
		{"check wrong", func(_ *testing.T, g *game.Game) { _ = g.PlaceDigit(r1c4, 1); g.Check() }, r1c4,
			game.CellView{Digit: 1, Tint: game.TintWrong, Ink: game.InkOnTint}},
		{"hint names a wrong digit", func(_ *testing.T, g *game.Game) { _ = g.PlaceDigit(r1c4, 1); _ = g.ShowHint() }, r1c4,
			game.CellView{Digit: 1, Tint: game.TintWrong, Ink: game.InkOnTint, Cursor: true}}, // the hint moves the cursor there
		{"hint: the cell it fills", func(_ *testing.T, g *game.Game) { _ = g.Marks().FillNotes(); _ = g.ShowHint() }, 5, // r1c6: 8
			game.CellView{Notes: sudoku.DigitSet(2, 4, 6, 8), Bold: sudoku.DigitSet(8), Tint: game.TintChange, Ink: game.InkOnTint, Cursor: true}},
		{"hint: its house", func(_ *testing.T, g *game.Game) { _ = g.Marks().FillNotes(); _ = g.ShowHint() }, 12, // r2c4, box 2
			game.CellView{Digit: 1, Given: true, Ink: game.InkPlain, Tint: game.TintHouse}},
		{"solution shown over a wrong digit", func(_ *testing.T, g *game.Game) { _ = g.PlaceDigit(r1c4, 1); _ = g.ShowSolution() }, r1c4,
			game.CellView{Digit: 6, Shown: true, Tint: game.TintWrong, Ink: game.InkOnTint}},
		{"solution shown in an open cell", func(_ *testing.T, g *game.Game) { _ = g.ShowSolution() }, r1c3,
			game.CellView{Digit: 4, Shown: true, Ink: game.InkPlain}},
		{"player's right digit after show solution", func(_ *testing.T, g *game.Game) { _ = g.PlaceDigit(r1c3, 4); _ = g.ShowSolution() }, r1c3,
			game.CellView{Digit: 4}},
		{"paused hides all", func(_ *testing.T, g *game.Game) {
			_ = g.PlaceDigit(r1c3, 4)
			g.Check()
			g.Selection().Set(r1c3)
			g.SetPaused(true)
		}, r1c3, game.CellView{}},
		{"paused given keeps its style", func(_ *testing.T, g *game.Game) { g.SetPaused(true) }, r1c1,
			game.CellView{Given: true, Ink: game.InkPlain}},
		{"entering: typed digits are the player's", func(t *testing.T, g *game.Game) {
			_ = g.EnterPuzzle(sudoku.Grid{})
			_ = g.PlaceDigit(r1c2, 7)
			g.Selection().Set(r1c2)
		}, r1c2, game.CellView{Digit: 7, Cursor: true}},
		{"entering: a repeat is a conflict", func(t *testing.T, g *game.Game) {
			_ = g.EnterPuzzle(sudoku.Grid{})
			_ = g.PlaceDigit(r1c2, 7)
			_ = g.PlaceDigit(r2c1, 7)
		}, r2c1, game.CellView{Digit: 7, Ink: game.InkConflict}},
		{"entering hides the game's notes", func(t *testing.T, g *game.Game) { _ = g.Marks().ToggleNote(r1c3, 2); _ = g.EnterPuzzle(sudoku.Grid{}) }, r1c3,
			game.CellView{}},
		{"explaining: candidates as notes, no cursor", func(t *testing.T, g *game.Game) {
			g.Selection().Set(r1c3)
			startExplain(t, g)
		}, r1c3, game.CellView{Notes: sudoku.DigitSet(1, 2, 4)}},
		{"explaining: the step's cell", func(t *testing.T, g *game.Game) { startExplain(t, g) }, 5, // r1c6: hidden single 8
			game.CellView{Notes: sudoku.DigitSet(2, 4, 6, 8), Bold: sudoku.DigitSet(8), Tint: game.TintChange, Ink: game.InkOnTint}},
		{"explaining keeps the player's digits out", func(t *testing.T, g *game.Game) { _ = g.PlaceDigit(r1c3, 9); startExplain(t, g) }, r1c3,
			game.CellView{Notes: sudoku.DigitSet(1, 2, 4)}}, // in box 1, not the step's box 2
		{"explaining: a given in the step's house", func(t *testing.T, g *game.Game) { startExplain(t, g) }, r1c5,
			game.CellView{Digit: 7, Given: true, Ink: game.InkPlain, Tint: game.TintHouse}},
		{"watching: the last move", func(t *testing.T, g *game.Game) {
			_, _ = g.StartWatch()
			_ = g.Watch().Apply([]sudoku.Move{{Cell: r1c3, Digit: 4}})
		}, r1c3, game.CellView{Digit: 4, Tint: game.TintMark}},
		{"watching: givens bold", func(t *testing.T, g *game.Game) { _, _ = g.StartWatch() }, r1c1,
			game.CellView{Digit: 5, Given: true, Ink: game.InkPlain}},
		{"out of range", func(*testing.T, *game.Game) {}, 81, game.CellView{}},
	}
	for _, tt := range tests {
		g, _ := newGame(t)
		g.SetHighlights(game.Highlights{Conflicts: true})
		tt.setup(t, g)
		if got := g.CellView(tt.cell); got != tt.want {
			t.Errorf("%s: CellView(%d) = %+v; want %+v", tt.name, tt.cell, got, tt.want)
		}
	}
}

// TestCellViewLetters checks that a size puzzle's cells show their letters,
// and a letters conflict.
func TestCellViewLetters(t *testing.T) {
	g := sizeGame(t)
	z := g.Puzzle().Letters
	for i := range 81 {
		if got := g.CellView(i).Letter; got != z[i] {
			t.Fatalf("CellView(%d).Letter = %v; want %v", i, got, z[i])
		}
	}
	// Row 1 reads 389 762 451 with the letters S M L: 9 in r1c1 (S) breaks
	// the order with nothing else in the run.
	_ = g.PlaceDigit(0, 9)
	_ = g.PlaceDigit(1, 1)
	if got := g.CellView(0).Ink; got != game.InkConflict {
		t.Errorf("9 in the S cell before 1 in the M cell: ink %v; want a conflict", got)
	}
}

// startExplain starts the explanation of g's puzzle.
func startExplain(t *testing.T, g *game.Game) {
	t.Helper()
	steps, err := logic.Explain(g.Puzzle().Givens)
	if err != nil {
		t.Fatal(err)
	}
	if err := g.StartExplain(steps); err != nil {
		t.Fatal(err)
	}
}

// TestViews drives a game through a long random session of every kind of
// action and checks, after every event, that a board which redraws only the
// cells the events named in Views shows what CellView says of all 81 cells,
// and that Views names no cell whose view did not change.
func TestViews(t *testing.T) {
	g, _ := newGame(t)
	var shown [81]game.CellView
	for i := range shown {
		shown[i] = g.CellView(i)
	}
	events := 0
	g.Subscribe(func(ev game.Event) {
		events++
		if !slices.IsSorted(ev.Views) {
			t.Fatalf("event %v: Views %v not in order", ev.Kind, ev.Views)
		}
		for _, i := range ev.Views {
			v := g.CellView(i)
			if v == shown[i] {
				t.Fatalf("event %v names %s, whose view did not change", ev.Kind, sudoku.CellName(i))
			}
			shown[i] = v
		}
		for i := range shown {
			if v := g.CellView(i); v != shown[i] {
				t.Fatalf("after event %v: %s shows %+v; CellView says %+v (not named in Views %v)", ev.Kind, sudoku.CellName(i), shown[i], v, ev.Views)
			}
		}
	})
	steps, err := logic.Explain(g.Puzzle().Givens)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	actions := []func(){
		func() { _ = g.PlaceDigit(r.IntN(81), 1+r.IntN(9)) },
		func() { _ = g.PlaceDigit(r.IntN(81), 1+r.IntN(9)) },
		func() { _ = g.Marks().ToggleNote(r.IntN(81), 1+r.IntN(9)) },
		func() { _ = g.Clear(r.IntN(81)) },
		func() { _ = g.Undo() },
		func() { _ = g.Redo() },
		func() { _ = g.Marks().FillNotes() },
		func() { g.Selection().Set(r.IntN(82) - 1) },
		func() { g.Selection().Move(r.IntN(3)-1, r.IntN(3)-1, r.IntN(2) == 0) },
		func() { g.Selection().Extend(r.IntN(81)) },
		func() { g.Selection().Toggle(r.IntN(81)) },
		func() { g.Marks().SetPen(game.Layer(r.IntN(4))) },
		func() { _ = g.Marks().Type(1 + r.IntN(9)) },
		func() { _ = g.Marks().Write(game.Layer(r.IntN(4)), 1+r.IntN(9)) },
		func() { _ = g.Marks().Erase() },
		func() { _ = g.SelectNumber(r.IntN(10)) },
		func() { g.SetHelp(!g.Status().Help) },
		func() {
			g.SetHighlights(game.Highlights{House: r.IntN(2) == 0, SameDigit: r.IntN(2) == 0, Conflicts: r.IntN(2) == 0})
		},
		func() { g.Check() },
		func() { _ = g.ShowHint() },
		func() { g.Hint().Hide() },
		func() { g.SetPaused(!g.Status().Paused) },
		func() { _ = g.StartExplain(steps) },
		func() { g.Explanation().Next() },
		func() { g.Explanation().Prev() },
		func() { g.Explanation().Close() },
		func() { _, _ = g.StartWatch() },
		func() { _ = g.Watch().Apply([]sudoku.Move{{Cell: 2, Digit: 1 + r.IntN(9)}, {Cell: 3, Digit: 0}}) },
		func() { g.Watch().Stop() },
		func() { _ = g.EnterPuzzle(sudoku.Grid{}) },
		func() { g.Entry().Cancel() },
		func() {
			if g.Entry() != nil { // a puzzle typed in full: Entry.Finish on a random sparse grid can search long
				_ = g.EnterPuzzle(grid(t, puzzleText))
				_ = g.Entry().Finish()
			}
		},
		func() { _ = g.Restart() },
		func() {
			if r.IntN(20) == 0 {
				_ = g.ShowSolution()
			}
		},
		func() {
			if r.IntN(10) == 0 {
				_ = g.Start(sudoku.Puzzle{Givens: grid(t, puzzleText)}, grid(t, solutionText))
			}
		},
		func() {
			var buf bytes.Buffer
			if g.Save(&buf) == nil && r.IntN(5) == 0 {
				_ = g.Load(&buf)
			}
		},
	}
	for range 5000 {
		actions[r.IntN(len(actions))]()
	}
	if events < 1000 {
		t.Errorf("%d events in 5,000 actions; want a session that moves", events)
	}
}

// TestModesDoNotLeak checks that leaving a mode leaves the game in play as
// it was: entering a puzzle and cancelling, explaining, watching.
func TestModesDoNotLeak(t *testing.T) {
	g, _ := newGame(t)
	g.SetClock((&fakeClock{now: time.Unix(1000, 0)}).read) // the saved time stays put
	_ = g.PlaceDigit(r1c3, 4)
	_ = g.Marks().ToggleNote(r1c4, 6)
	g.SetDifficulty("Medium")
	snapshot := func() string {
		var buf bytes.Buffer
		if err := g.Save(&buf); err != nil {
			t.Fatal(err)
		}
		return buf.String()
	}
	before := snapshot()
	for _, tt := range []struct {
		name        string
		start, stop func()
	}{
		{"enter and cancel", func() {
			_ = g.EnterPuzzle(grid(t, solutionText))
			_ = g.Clear(r1c1)
			_ = g.Restart()
		}, func() { g.Entry().Cancel() }},
		{"explain", func() { startExplain(t, g); g.Explanation().Next() }, func() { g.Explanation().Close() }},
		{"watch", func() {
			_, _ = g.StartWatch()
			_ = g.Watch().Apply([]sudoku.Move{{Cell: r2c2, Digit: 7}})
		}, func() { g.Watch().Stop() }},
	} {
		tt.start()
		if err := g.PlaceDigit(r2c2, 7); err == nil && g.Entry() == nil {
			t.Errorf("%s: a move of the game in play was taken", tt.name)
		}
		tt.stop()
		if after := snapshot(); after != before {
			t.Errorf("%s: the game in play changed:\n%s\nwant\n%s", tt.name, after, before)
		}
		if (g.Entry() != nil) || (g.Explanation() != nil) || (g.Watch() != nil) || g.Status().Difficulty != "Medium" {
			t.Errorf("%s: after leaving: entering %v, explaining %v, watching %v, difficulty %q",
				tt.name, (g.Entry() != nil), (g.Explanation() != nil), (g.Watch() != nil), g.Status().Difficulty)
		}
	}
	// A hint shown goes with any mode, and does not come back.
	_ = g.ShowHint()
	_ = g.EnterPuzzle(sudoku.Grid{})
	g.Entry().Cancel()
	if _, ok := g.Hint().Message(); ok {
		t.Error("a hint shown before enter mode came back after Cancel")
	}
}
