package game_test

import (
	"bytes"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// variantGame returns a game of a generated puzzle of variant v.
func variantGame(t *testing.T, v sudoku.Variant) (*game.Game, sudoku.Grid) {
	t.Helper()
	p, sol := sudoku.Generate(rand.New(rand.NewPCG(4, 4)), v)
	g := game.New()
	if err := g.Start(p, sol); err != nil {
		t.Fatalf("Start(%v) = %v", v, err)
	}
	return g, sol
}

// TestKillerGame plays a killer: notes honour the cages' sums, a digit
// that its cage's sum cannot take shows a conflict, the first hint teaches
// a cage's combinations, the game saves and loads with its cages, the
// solution wins, and the explanation of the solve walks from the empty
// grid to the solution.
func TestKillerGame(t *testing.T) {
	g, sol := variantGame(t, sudoku.Killer)
	p := g.Puzzle()
	if err := g.Marks().FillNotes(); err != nil {
		t.Fatal(err)
	}
	rules := p.Rules()
	var empty sudoku.Grid
	for i := range 81 {
		if got, want := g.Marks().Notes(i), rules.Candidates(empty[:], i); got != want {
			t.Fatalf("notes of %s = %v; want the cage's sums' %v", sudoku.CellName(i), got.List(), want.List())
		}
	}
	// A cage's first cell, given a digit its cage cannot sum with.
	c := p.Cages[0]
	bad := -1
	for d := 1; d <= 9; d++ {
		if !rules.Allows(empty[:], c.Cells[0], d) {
			bad = d
			break
		}
	}
	if bad > 0 && len(c.Cells) > 1 {
		_ = g.PlaceDigit(c.Cells[0], bad)
		if v := g.CellView(c.Cells[0]); v.Ink != game.InkConflict {
			t.Errorf("%d in %s, which its cage of %d cannot take: ink %v; want a conflict", bad, sudoku.CellName(c.Cells[0]), c.Sum, v.Ink)
		}
		_ = g.Undo()
	}
	if err := g.ShowHint(); err != nil || g.Hint().Text() == "" {
		t.Errorf("ShowHint() = %v, %q", err, g.Hint().Text())
	}
	fresh, _ := variantGame(t, sudoku.Killer) // no notes yet
	if err := fresh.ShowHint(); err != nil || !strings.Contains(fresh.Hint().Text(), ".\nCage combination: the cage of ") {
		t.Errorf("ShowHint() on a new killer = %v, %q; want a cage combination", err, fresh.Hint().Text())
	}
	var buf bytes.Buffer
	if err := g.Save(&buf); err != nil {
		t.Fatal(err)
	}
	h := game.New()
	if err := h.Load(&buf); err != nil || !reflect.DeepEqual(h.Puzzle(), p) {
		t.Fatalf("Load of a killer = %v; puzzle kept %v", err, reflect.DeepEqual(h.Puzzle(), p))
	}
	for i, d := range sol {
		_ = g.PlaceDigit(i, int(d))
	}
	if !g.Status().Won {
		t.Error("the solution placed: not won")
	}
	steps, err := logic.ExplainPuzzle(&p)
	if err != nil {
		t.Fatal(err)
	}
	if err := g.StartExplain(steps); err != nil {
		t.Fatalf("StartExplain of a killer: %v", err)
	}
	e := g.Explanation()
	first := p.Cages[0].Cells[0]
	for _, c := range p.Cages[0].Cells {
		first = min(first, c)
	}
	if got := g.CellView(first).Sum; got != p.Cages[0].Sum {
		t.Errorf("explaining, the first cell of the first cage shows the sum %d; want %d", got, p.Cages[0].Sum)
	}
	for e.Next() {
	}
	if at, n := e.Pos(); at != n || e.Grid() != sol {
		t.Errorf("the explanation of a killer ends at step %d of %d on %s; want the solution", at, n, e.Grid())
	}
}

// TestJigsawAndXGames checks that a jigsaw's regions and X's diagonals are
// houses of the game: a digit repeated in one shows a conflict.
func TestJigsawAndXGames(t *testing.T) {
	for _, v := range []sudoku.Variant{sudoku.Jigsaw, sudoku.XVariant} {
		g, sol := variantGame(t, v)
		p := g.Puzzle()
		rules := p.Rules()
		// Two open cells of one region or diagonal (not sharing a row,
		// column or box), given the same digit.
		var a, b int = -1, -1
		houses := rules.Houses()[18:27] // the regions
		if v == sudoku.XVariant {
			houses = rules.Houses()[27:] // the diagonals
		}
		for _, h := range houses {
			for _, x := range h {
				for _, y := range h {
					if x < y && p.Givens[x] == 0 && p.Givens[y] == 0 && sudoku.Row(int(x)) != sudoku.Row(int(y)) &&
						sudoku.Col(int(x)) != sudoku.Col(int(y)) && sudoku.Box(int(x)) != sudoku.Box(int(y)) {
						a, b = int(x), int(y)
					}
				}
			}
		}
		if a < 0 {
			t.Fatalf("%v: no two open cells of a region or diagonal apart", v)
		}
		_ = g.PlaceDigit(a, 5)
		_ = g.PlaceDigit(b, 5)
		if g.CellView(a).Ink != game.InkConflict || g.CellView(b).Ink != game.InkConflict {
			t.Errorf("%v: 5 in %s and %s: no conflict shown", v, sudoku.CellName(a), sudoku.CellName(b))
		}
		_ = g.Restart()
		for i, d := range sol {
			_ = g.PlaceDigit(i, int(d))
		}
		if !g.Status().Won {
			t.Errorf("%v: the solution placed: not won", v)
		}
	}
}
