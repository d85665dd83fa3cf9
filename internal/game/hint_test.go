package game_test

import (
	"bytes"
	"errors"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// A Medium puzzle (sudokucli generate -difficulty medium -seed 3): its solve
// needs pointing, so hints that only remove candidates come up.
const mediumText = ".1583.......5.......4....27.8...3...2.....6.1......24....4........1...59.67.95..."

const r1c6 = 5

func TestHintNamesNextStep(t *testing.T) {
	g, rec := newGame(t)
	if err := g.ShowHint(); err != nil {
		t.Fatalf("ShowHint() = %v; want nil", err)
	}
	const want = "Look at row 1, column 6 (r1c6).\nHidden single: in box 2, 8 fits only in r1c6"
	if got := g.Hint().Text(); got != want {
		t.Errorf("Hint.Text() = %q; want %q", got, want)
	}
	if s, ok := g.Hint().Step(); !ok || len(s.Placements) != 1 || s.Placements[0].Cell != r1c6 || s.Placements[0].Digit != 8 {
		t.Errorf("Hint.Step() = %+v, %v; want the placement r1c6=8", s, ok)
	}
	tests := []struct {
		cell int
		want game.Role
	}{
		{r1c6, game.RoleChange},
		{4, game.RoleHouse},   // r1c5, in box 2
		{12, game.RoleHouse},  // r2c4, in box 2
		{r1c1, game.RoleNone}, // box 1
		{80, game.RoleNone},   // r9c9
		{-1, game.RoleNone},   // out of range
		{81, game.RoleNone},   // out of range
	}
	for _, tt := range tests {
		if got := role(g, tt.cell); got != tt.want {
			t.Errorf("Role(%d) = %v; want %v", tt.cell, got, tt.want)
		}
	}
	if got := g.Selection().Cursor(); got != r1c6 {
		t.Errorf("after the hint the cursor is on %s; want r1c6, the cell it names", name(got))
	}
	evs := rec.take()
	if len(evs) != 2 || evs[0].Kind != game.CursorMoved || evs[1].Kind != game.HintShown || len(evs[1].Cells) == 0 {
		t.Fatalf("events = %v; want CursorMoved, then HintShown naming cells", evs)
	}
	if board := g.Board(); board != grid(t, puzzleText) {
		t.Errorf("the hint changed the board to %s", board)
	}

	// The next change of the board takes the hint away.
	if err := g.PlaceDigit(r1c6, 8); err != nil {
		t.Fatal(err)
	}
	if g.Hint().Text() != "" || role(g, r1c6) != game.RoleNone {
		t.Errorf("after a move: Hint.Text() = %q, Role(r1c6) = %v; want none", g.Hint().Text(), role(g, r1c6))
	}
	_ = g.ShowHint()
	if got, want := g.Hint().Text(), "Look at row 1, column 4 (r1c4).\nHidden single: in box 2, 6 fits only in r1c4"; got != want {
		t.Errorf("second hint %q; want %q", got, want)
	}
	g.Hint().Hide()
	if g.Hint().Text() != "" {
		t.Errorf("after HideHint, Hint.Text() = %q; want none", g.Hint().Text())
	}
}

func TestHintNamesWrongDigits(t *testing.T) {
	g, _ := newGame(t)
	_ = g.PlaceDigit(r1c3, 9) // the solution has 4
	if err := g.ShowHint(); err != nil {
		t.Fatalf("ShowHint() = %v; want nil", err)
	}
	if got, want := g.Hint().Text(), "The digit at row 1, column 3 is wrong"; got != want {
		t.Errorf("Hint.Text() = %q; want %q", got, want)
	}
	if _, ok := g.Hint().Step(); ok {
		t.Error("Hint.Step() reports a step for a wrong digit")
	}
	if got := role(g, r1c3); got != game.RoleWrong {
		t.Errorf("Role(r1c3) = %v; want RoleWrong", got)
	}
	_ = g.PlaceDigit(r1c4, 7) // the solution has 6
	_ = g.PlaceDigit(r2c2, 1) // the solution has 7
	_ = g.PlaceDigit(72, 1)   // r9c1: the solution has 3
	_ = g.ShowHint()
	if got, want := g.Hint().Text(), "4 of your digits are wrong, the first at row 1, column 3"; got != want {
		t.Errorf("Hint.Text() = %q; want %q", got, want)
	}
}

func TestHintRefused(t *testing.T) {
	tests := []struct {
		name  string
		setup func(g *game.Game)
		want  error
	}{
		{"no puzzle", func(g *game.Game) { *g = *game.New() }, game.ErrNoPuzzle},
		{"paused", func(g *game.Game) { g.SetPaused(true) }, game.ErrPaused},
		{"over", func(g *game.Game) { _ = g.ShowSolution() }, game.ErrOver},
		{"entering", func(g *game.Game) { _ = g.EnterPuzzle(sudoku.Grid{}) }, game.ErrEntering},
	}
	for _, tt := range tests {
		g, _ := newGame(t)
		tt.setup(g)
		if err := g.ShowHint(); !errors.Is(err, tt.want) {
			t.Errorf("%s: ShowHint() = %v; want %v", tt.name, err, tt.want)
		}
		if g.Hint().Text() != "" {
			t.Errorf("%s: a refused hint shows %q", tt.name, g.Hint().Text())
		}
	}
}

// TestHintsSolveThePuzzle follows hints alone from the givens to the win: each
// hint is a step of the player's position, its placements are the solution's
// digits, a hint asked again before it is followed is the same one, and a
// hint followed (its candidates out of the notes) is followed by another
// hint, never the same one — even with notes the player took wrongly.
func TestHintsSolveThePuzzle(t *testing.T) {
	g := game.New()
	if err := g.StartPuzzle(sudoku.Puzzle{Givens: grid(t, mediumText)}); err != nil {
		t.Fatal(err)
	}
	sol := g.Solution()
	if err := g.Marks().FillNotes(); err != nil {
		t.Fatal(err)
	}
	// A note the player removed by mistake: the solution's digit.
	for i := range 81 {
		if !(g.Puzzle().Givens[i] != 0) {
			if err := g.Marks().ToggleNote(i, int(sol[i])); err != nil {
				t.Fatal(err)
			}
			break
		}
	}
	eliminations := 0
	last := ""
	for n := 0; !g.Status().Won; n++ {
		if n > 200 {
			t.Fatal("200 hints without a win")
		}
		if err := g.ShowHint(); err != nil {
			t.Fatalf("hint %d: ShowHint() = %v", n, err)
		}
		s, ok := g.Hint().Step()
		if !ok {
			t.Fatalf("hint %d: %q names no step", n, g.Hint().Text())
		}
		if g.Hint().Text() == last {
			t.Fatalf("hint %d repeats %q", n, last)
		}
		last = g.Hint().Text()
		for _, e := range s.Eliminations {
			if int(sol[e.Cell]) == e.Digit {
				t.Fatalf("hint %d: %q removes the solution's %d from %s", n, last, e.Digit, sudoku.CellName(e.Cell))
			}
		}
		if len(s.Placements) == 0 {
			eliminations++
		}
		// A hint asked again before it is followed is the same hint.
		if err := g.ShowHint(); err != nil || g.Hint().Text() != last {
			t.Fatalf("hint %d asked again: %v, %q; want the same %q", n, err, g.Hint().Text(), last)
		}
		// Followed: its eliminations come out of the notes.
		for _, e := range s.Eliminations {
			if g.CellView(e.Cell).Notes.Has(e.Digit) {
				if err := g.Marks().ToggleNote(e.Cell, e.Digit); err != nil {
					t.Fatalf("hint %d: ToggleNote(%s, %d) = %v", n, sudoku.CellName(e.Cell), e.Digit, err)
				}
			}
		}
		for _, p := range s.Placements {
			if int(sol[p.Cell]) != p.Digit {
				t.Fatalf("hint %d: %q places %d in %s; the solution has %d", n, last, p.Digit, sudoku.CellName(p.Cell), sol[p.Cell])
			}
			if err := g.PlaceDigit(p.Cell, p.Digit); err != nil {
				t.Fatalf("hint %d: PlaceDigit(%s, %d) = %v", n, sudoku.CellName(p.Cell), p.Digit, err)
			}
		}
	}
	if eliminations == 0 {
		t.Error("no hint removed candidates only; want the Medium puzzle to need some")
	}
}

// TestHintSearchOffTheGame works out hints on another goroutine, as the
// window does, and checks that a hint whose position changed meanwhile is
// not shown (ErrStale) while one whose position stands is.
func TestHintSearchOffTheGame(t *testing.T) {
	g, rec := newGame(t)
	search := func() *game.HintSearch {
		t.Helper()
		s, err := g.AskHint()
		if err != nil {
			t.Fatalf("AskHint() = %v", err)
		}
		done := make(chan struct{})
		go func() { s.Search(); close(done) }()
		<-done
		return s
	}
	changes := []struct {
		name   string
		change func() error
	}{
		{"a digit placed", func() error { return g.PlaceDigit(r1c6, 8) }},
		{"a note written", func() error { return g.Marks().ToggleNote(2, 1) }}, // r1c3, open
		{"the note undone", g.Undo},
		{"a new game started", func() error {
			return g.StartPuzzle(sudoku.Puzzle{Givens: grid(t, mediumText)})
		}},
	}
	for _, c := range changes {
		s := search()
		if err := c.change(); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		rec.take()
		if err := s.Show(); !errors.Is(err, game.ErrStale) {
			t.Errorf("after %s: Show() = %v; want ErrStale", c.name, err)
		}
		if evs := rec.take(); len(evs) != 0 {
			t.Errorf("after %s: a stale hint sent %v", c.name, evs)
		}
	}
	g.Hint().Hide()
	s := search()
	g.Selection().Move(1, 1, false) // moving the cursor changes no position
	rec.take()
	if err := s.Show(); err != nil {
		t.Fatalf("Show() = %v; want nil", err)
	}
	if evs := rec.take(); len(evs) != 2 || evs[1].Kind != game.HintShown {
		t.Errorf("Show sent %v; want CursorMoved and HintShown", evs)
	}
	if g.Hint().Text() == "" {
		t.Error("Show showed no hint")
	}
	g.Hint().Hide()
	s = search()
	g.SetPaused(true)
	if err := s.Show(); err == nil || errors.Is(err, game.ErrStale) {
		t.Errorf("Show() while paused = %v; want the pause's refusal", err)
	}
}

// TestHelped follows Status.Helped: false in a new game, true once a hint
// is shown, kept by Save and Load, and false again in the next game.
func TestHelped(t *testing.T) {
	g, _ := newGame(t)
	if g.Status().Helped {
		t.Fatalf("Helped in a new game; want false")
	}
	if err := g.ShowHint(); err != nil {
		t.Fatal(err)
	}
	if !g.Status().Helped {
		t.Errorf("Helped after ShowHint = false; want true")
	}
	var buf bytes.Buffer
	if err := g.Save(&buf); err != nil {
		t.Fatal(err)
	}
	loaded := game.New()
	if err := loaded.Load(&buf); err != nil {
		t.Fatal(err)
	}
	if !loaded.Status().Helped {
		t.Errorf("Helped after Save and Load = false; want true")
	}
	if err := loaded.Start(sudoku.Puzzle{Givens: grid(t, puzzleText)}, grid(t, solutionText)); err != nil {
		t.Fatal(err)
	}
	if loaded.Status().Helped {
		t.Errorf("Helped in the next game = true; want false")
	}
}

// TestHintMarksStandAlone checks that while a hint is shown the board shows
// its marks only: the cursor's row and column, and the cells of the same
// digit, are not tinted as the houses the hint names are.
func TestHintMarksStandAlone(t *testing.T) {
	g, _ := newGame(t)
	g.SetHighlights(game.Highlights{House: true, SameDigit: true, Conflicts: true})
	if err := g.ShowHint(); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		cell int
		want game.Tint
	}{
		{"r1c9, in the cursor's row", 8, game.TintNone},
		{"r9c6, in the cursor's column", 77, game.TintNone},
		{"r1c5, in box 2, the hint's house", 4, game.TintHouse},
		{"r1c6, the hint's cell", r1c6, game.TintChange},
	}
	for _, tt := range tests {
		if got := g.CellView(tt.cell).Tint; got != tt.want {
			t.Errorf("%s: tint %v; want %v", tt.name, got, tt.want)
		}
	}
	g.Hint().Hide()
	if got := g.CellView(8).Tint; got != game.TintHouse {
		t.Errorf("hint hidden: r1c9 tint %v; want the cursor's row tinted again", got)
	}
}
