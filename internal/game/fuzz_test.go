package game_test

import (
	"bytes"
	"errors"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// FuzzLoad loads arbitrary documents as a saved game. Load must never
// panic; a document it takes (with or without ErrRepaired) must save, and
// that save must load again, without repair, to the same document, with a
// time played within MaxElapsed. The seeds are saves of games in several
// states and variants.
func FuzzLoad(f *testing.F) {
	for _, g := range fuzzSeedGames(f) {
		var buf bytes.Buffer
		if err := g.Save(&buf); err != nil {
			f.Fatal(err)
		}
		f.Add(buf.Bytes())
	}
	f.Add([]byte(`{"version": 1}`))
	f.Add([]byte(`{"version": 8, "elapsedMs": 9223372036854775807}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		g := game.New()
		if err := g.Load(bytes.NewReader(data)); err != nil && !errors.Is(err, game.ErrRepaired) {
			return
		}
		if e := g.Status().Elapsed; e < 0 || e > game.MaxElapsed {
			t.Fatalf("loaded time %v; want 0 to %v", e, game.MaxElapsed)
		}
		var first bytes.Buffer
		if err := g.Save(&first); err != nil {
			t.Fatalf("Save of a loaded game = %v", err)
		}
		h := game.New()
		if err := h.Load(bytes.NewReader(first.Bytes())); err != nil {
			t.Fatalf("Load(Save()) = %v\n%s", err, first.Bytes())
		}
		var second bytes.Buffer
		if err := h.Save(&second); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(first.Bytes(), second.Bytes()) {
			t.Fatalf("Save(Load(Save())) differs from Save():\n%s\nwant\n%s", second.Bytes(), first.Bytes())
		}
	})
}

// fuzzSeedGames returns games to seed FuzzLoad with: a classic game with
// moves, notes and history, one with the solution shown, a killer, and a
// setter's 6x6 grid.
func fuzzSeedGames(f *testing.F) []*game.Game {
	f.Helper()
	puzzle, err := sudoku.Parse(puzzleText)
	if err != nil {
		f.Fatal(err)
	}
	solution, err := sudoku.Parse(solutionText)
	if err != nil {
		f.Fatal(err)
	}
	var games []*game.Game
	for k := range 2 {
		g := game.New()
		if err := g.Start(sudoku.Puzzle{Givens: puzzle}, solution); err != nil {
			f.Fatal(err)
		}
		_ = g.PlaceDigit(r1c3, 4)
		_ = g.Marks().ToggleNote(r1c4, 2)
		_ = g.PlaceDigit(r1c4, 6)
		_ = g.Undo()
		if k == 1 {
			_ = g.ShowSolution()
		}
		games = append(games, g)
	}
	g := game.New()
	killer := sudoku.Puzzle{Givens: puzzle, Cages: []sudoku.Cage{{Sum: int(solution[0] + solution[1]), Cells: []int{0, 1}}}}
	if err := g.Start(killer, solution); err == nil {
		games = append(games, g)
	}
	// A setter's 6x6 grid with a thermometer, a digit, notes and a colour:
	// a version 10 document with its size.
	six, _, sol := sizedGame(f, 6, 2, []int{1, 2, 8, 14, 20, 35}, []string{"R1C1", "R1C2", "R1C3"})
	_ = six.PlaceDigit(8, sol[8])
	_ = six.Marks().ToggleNote(14, 3)
	_ = six.Marks().ToggleColor([]int{20}, 2)
	return append(games, six)
}
