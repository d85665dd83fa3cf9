package game_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/logic"
)

func TestExplain(t *testing.T) {
	g, rec := newGame(t)
	_ = g.PlaceDigit(r1c3, 4) // the player's move, kept through the explanation
	player := g.Board()
	steps, err := logic.Explain(g.Puzzle().Givens)
	if err != nil {
		t.Fatal(err)
	}
	_ = g.ShowHint()
	rec.take()
	if err := g.StartExplain(steps); err != nil {
		t.Fatalf("StartExplain = %v", err)
	}
	wantEvents(t, rec, game.Event{Kind: game.ExplainChanged})
	if g.Explanation() == nil || g.Hint().Text() != "" {
		t.Fatalf("Explanation() = %v, Hint.Text() = %q; want true and no hint", (g.Explanation() != nil), g.Hint().Text())
	}
	n := len(steps)
	if at, total := g.Explanation().Pos(); at != 0 || total != n {
		t.Errorf("Explanation.Pos() = %d, %d; want 0, %d", at, total, n)
	}
	if s, ok := g.Explanation().Step(); !ok || s.String() != "Hidden single: in box 2, 8 fits only in r1c6" {
		t.Errorf("ExplainStep() = %v, %v; want the hidden single in box 2", s, ok)
	}
	if g.Explanation().Grid() != g.Puzzle().Givens {
		t.Errorf("Explanation.Grid() at the start = %s; want the givens %s", g.Explanation().Grid(), g.Puzzle().Givens)
	}
	if role(g, r1c6) != game.RoleChange || g.CellView(r1c6).Notes.Count() < 2 || g.CellView(r1c1).Notes != 0 {
		t.Errorf("at step 1: Role(r1c6) = %v, candidates r1c6 %v, r1c1 %v; want change, several, none",
			role(g, r1c6), g.CellView(r1c6).Notes, g.CellView(r1c1).Notes)
	}
	if err := g.PlaceDigit(r1c4, 6); !errors.Is(err, game.ErrExplaining) {
		t.Errorf("PlaceDigit while explaining = %v; want ErrExplaining", err)
	}
	if g.Explanation().Prev() {
		t.Error("ExplainPrev() at the first step moved")
	}
	if !g.Explanation().Next() || g.Explanation().Grid()[r1c6] != 8 {
		t.Errorf("after ExplainNext: r1c6 = %d; want 8", g.Explanation().Grid()[r1c6])
	}
	if at, n := g.Explanation().Pos(); at != 1 || n != 51 {
		t.Errorf("Explanation.Pos() = %d, %d; want 1, 51", at, n)
	}
	if !g.Explanation().Prev() || g.Explanation().Grid()[r1c6] != 0 {
		t.Errorf("after ExplainPrev: r1c6 = %d; want 0", g.Explanation().Grid()[r1c6])
	}
	for g.Explanation().Next() {
	}
	if _, ok := g.Explanation().Step(); ok {
		t.Error("at the end: a step is still explained")
	}
	if at, _ := g.Explanation().Pos(); at != n || g.Explanation().Grid() != g.Solution() {
		t.Errorf("at the end: pos %d, grid %s; want %d, the solution", at, g.Explanation().Grid(), n)
	}
	if _, ok := g.Explanation().Step(); ok {
		t.Error("ExplainStep() at the end reports a step")
	}
	rec.take()
	g.Explanation().Close()
	wantEvents(t, rec, game.Event{Kind: game.ExplainChanged})
	if (g.Explanation() != nil) || g.Board() != player || role(g, r1c6) != game.RoleNone {
		t.Errorf("after Explanation.Close: explaining %v, board %s; want false, %s", (g.Explanation() != nil), g.Board(), player)
	}
	if err := g.PlaceDigit(r1c4, 6); err != nil {
		t.Errorf("PlaceDigit after Explanation.Close = %v", err)
	}
}

func TestStartExplainRefusesWrongSteps(t *testing.T) {
	g, _ := newGame(t)
	steps, _ := logic.Explain(g.Puzzle().Givens)
	tests := []struct {
		name  string
		steps []logic.Step
	}{
		{"none", nil},
		{"short", steps[:len(steps)-1]},
		{"out of order", append([]logic.Step{steps[1]}, steps...)},
	}
	for _, tt := range tests {
		if err := g.StartExplain(tt.steps); err == nil || !strings.HasPrefix(err.Error(), "explain: ") {
			t.Errorf("StartExplain(%s) = %v; want an explain: error", tt.name, err)
		}
		if g.Explanation() != nil {
			t.Errorf("StartExplain(%s) started explaining", tt.name)
		}
	}
	if err := game.New().StartExplain(steps); !errors.Is(err, game.ErrNoPuzzle) {
		t.Errorf("StartExplain with no puzzle = %v; want ErrNoPuzzle", err)
	}
}
