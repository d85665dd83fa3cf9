package ui

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
	"github.com/sudoku-devs/sudoku/internal/variant"
)

// xWingPuzzle needs an X-Wing: grade says "Expert 3.2 X-Wing".
const xWingPuzzle = "..8.6...........4..1.9..56..51.2...9.9...17..2.7...4.1.6....8....2.4615...5..9..."

// TestPractise practises the X-Wing twice: the puzzle made for it is in
// play under "Practising · X-Wing"; a win after a hint leaves the technique
// unmarked in the trainer, a win without one marks it, and the trainer
// then lists it with a check mark and chooses the next technique first.
func TestPractise(t *testing.T) {
	p, err := sudoku.Parse(xWingPuzzle)
	if err != nil {
		t.Fatal(err)
	}
	sol, err := sudoku.Solve(sudoku.Puzzle{Givens: p})
	if err != nil {
		t.Fatal(err)
	}
	var asked []logic.Technique
	setHook(t, &hooks.generateTechnique, func(_ context.Context, _ *rand.Rand, tech logic.Technique) (sudoku.Puzzle, sudoku.Grid, error) {
		asked = append(asked, tech)
		return sudoku.Puzzle{Givens: p}, sol, nil
	})
	w := newTestWindow(t, t.TempDir(), Options{})
	for _, hint := range []bool{true, false} {
		w.Practise(logic.XWing)
		w.jobs.Wait()
		if got := w.game.Puzzle().Givens; got != p {
			t.Fatalf("Practise(X-Wing) plays %s; want %s", got, p)
		}
		if got, want := w.panel.difficulty.Text, "Practising · X-Wing"; got != want {
			t.Errorf("beside the timer %q; want %q", got, want)
		}
		if hint {
			if err := w.game.ShowHint(); err != nil {
				t.Fatal(err)
			}
		}
		for i := range 81 {
			if p[i] == 0 {
				if err := w.game.PlaceDigit(i, int(sol[i])); err != nil {
					t.Fatal(err)
				}
			}
		}
		if got := w.stats.Unaided(logic.XWing.Key()); got == hint {
			t.Errorf("won with hint %v: X-Wing solved unaided %v; want %v", hint, got, !hint)
		}
		for len(w.dialogs) > 0 {
			w.dialogs[len(w.dialogs)-1].Hide() // the win dialog
		}
		w.jobs.Wait() // whatever closing it started
	}
	if !slices.Equal(asked, []logic.Technique{logic.XWing, logic.XWing}) {
		t.Errorf("puzzles asked for %v; want X-Wing twice", asked)
	}
	if got, want := w.practiceOption(logic.XWing), "X-Wing · solved"; got != want {
		t.Errorf("the trainer lists %q; want %q", got, want)
	}
	if got, want := w.practiceOption(logic.Swordfish), "Swordfish"; got != want {
		t.Errorf("the trainer lists %q; want %q", got, want)
	}
	if got, want := w.practiceOption(logic.Innies), "Innies · Killer"; got != want {
		t.Errorf("the trainer lists %q; want %q", got, want)
	}
}

// TestPractiseKiller practises Innies with the real generator: the game in
// play is a killer whose level Innies sets, under "Practising · Innies".
func TestPractiseKiller(t *testing.T) {
	w := newTestWindow(t, t.TempDir(), Options{Seed: 5})
	w.Practise(logic.Innies)
	w.jobs.Wait()
	p := w.game.Puzzle()
	if len(p.Cages) == 0 {
		t.Fatalf("Practise(Innies) plays %s without cages; want a killer", p)
	}
	if d, err := logic.GradePuzzle(&p); err != nil || d.SetBy != logic.Innies {
		t.Errorf("Practise(Innies) plays a killer whose level is set by %v (%v); want Innies", d.SetBy, err)
	}
	if got, want := w.panel.difficulty.Text, "Practising · Innies"; got != want {
		t.Errorf("beside the timer %q; want %q", got, want)
	}
}

// TestPractiseKind practises the thermometers with the real generator:
// the trainer lists them after the techniques, the game in play has
// thermometers and is kept under "Practising · Thermo", and a win without a
// hint marks them as solved in the trainer.
func TestPractiseKind(t *testing.T) {
	w := newTestWindow(t, t.TempDir(), Options{Seed: 5})
	if got, want := w.kindPracticeOption("thermo"), "Thermo · constraint"; got != want {
		t.Errorf("the trainer lists %q; want %q", got, want)
	}
	w.PractiseKind("thermo")
	w.jobs.Wait()
	p := w.game.Puzzle()
	vp := variant.Setter(&p)
	if vp == nil || !slices.ContainsFunc(vp.Constraints, func(c variant.Constraint) bool { return c.Key() == "thermometer" }) {
		t.Fatalf("PractiseKind(thermo) plays %s; want a puzzle with thermometers", p)
	}
	if got, want := w.panel.difficulty.Text, "Practising · Thermo"; got != want {
		t.Errorf("beside the timer %q; want %q", got, want)
	}
	sol := w.game.Solution()
	for i := range 81 {
		if p.Givens[i] == 0 {
			if err := w.game.PlaceDigit(i, int(sol[i])); err != nil {
				t.Fatal(err)
			}
		}
	}
	if !w.stats.Unaided("constraint.thermo") {
		t.Errorf("won without a hint: thermometers not marked as solved unaided")
	}
	if got, want := w.kindPracticeOption("thermo"), "Thermo · constraint · solved"; got != want {
		t.Errorf("the trainer lists %q; want %q", got, want)
	}
	for len(w.dialogs) > 0 {
		w.dialogs[len(w.dialogs)-1].Hide() // the win dialog
	}
	w.jobs.Wait()
}
