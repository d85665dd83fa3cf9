package ui

import (
	"context"
	"fmt"
	"time"

	"fyne.io/fyne/v2/lang"

	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/se"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// custom is the difficulty under which the statistics of the player's own
// puzzles are kept; generated ones are kept under their level's name.
const custom = "Custom"

// gradedPuzzle is a puzzle with its grade; ok is false when it could not
// be graded.
type gradedPuzzle struct {
	givens sudoku.Grid
	grade  logic.Difficulty
	ok     bool
}

// setDifficulty names the difficulty of the puzzle in play (see
// game.SetDifficulty) and shows it.
func (w *Window) setDifficulty(d string) {
	w.game.SetDifficulty(d)
	w.showDifficulty()
}

// showDifficulty shows the difficulty of the puzzle in play in the window's
// title ("Sudoku — Hard") and beside the timer; none while a puzzle is
// entered.
func (w *Window) showDifficulty() {
	d := w.game.Status().Difficulty
	if w.game.Entry() != nil || d == "" {
		w.win.SetTitle(appName)
		w.panel.SetDifficulty("")
		return
	}
	name := difficultyName(d)
	if d == custom && w.game.Puzzle().Variant() == sudoku.Classic {
		if g, ok := w.gradeOf(w.game.Puzzle().Givens); ok {
			name = lang.X("difficulty.graded", "{{.Difficulty}} · {{.Level}} {{.Rating}}", map[string]any{
				"Difficulty": name, "Level": gradeName(g), "Rating": fmt.Sprintf("%.1f", g.Rating)})
		}
	}
	if date := w.game.Status().Daily; date != "" {
		name = lang.X("difficulty.daily", "Daily {{.Date}} · {{.Level}}", map[string]any{"Date": date, "Level": name})
	}
	w.win.SetTitle(lang.X("window.title", "Sudoku — {{.Difficulty}}", map[string]any{"Difficulty": name}))
	w.panel.SetDifficulty(name)
}

// seRateBudget is how long gradeWithER lets Sudoku Explainer's rating of
// a puzzle take: the nested forcing chains of the hardest puzzles take it
// minutes.
const seRateBudget = 5 * time.Second

// gradeWithER is logic.Grade with the Rating that the window shows set to
// the rating Sudoku Explainer gives the puzzle (package se), when that
// comes within seRateBudget; otherwise it keeps logic's own estimate on
// Sudoku Explainer's scale. The level and the technique that sets it are
// logic's.
func gradeWithER(givens sudoku.Grid) (logic.Difficulty, error) {
	d, err := logic.Grade(givens)
	if err != nil {
		return d, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), seRateBudget)
	defer cancel()
	if r, err := se.RateContext(ctx, givens); err == nil {
		d.Rating = r.ER()
	}
	return d, nil
}

// gradeOf returns the grade of givens, a puzzle of the player's own (entered,
// imported or opened), when it is known. When it is not, it grades the
// puzzle on a job — up to a second for the hardest puzzles — and
// shows the difficulty again when the grade comes back, if the puzzle is
// still in play.
func (w *Window) gradeOf(givens sudoku.Grid) (logic.Difficulty, bool) {
	if w.graded.givens == givens {
		return w.graded.grade, w.graded.ok
	}
	if w.grading == givens {
		return logic.Difficulty{}, false
	}
	if !hooks.gradeOffUI {
		d, err := hooks.grade(givens)
		w.graded = gradedPuzzle{givens, d, err == nil}
		return d, err == nil
	}
	w.grading = givens
	type graded struct {
		d   logic.Difficulty
		err error
	}
	runJob(&w.jobs, noKind, func(context.Context) graded {
		d, err := hooks.grade(givens)
		return graded{d, err}
	}, func(g graded) {
		if w.grading == givens {
			w.grading = sudoku.Grid{}
		}
		// A puzzle that cannot be graded keeps the name Custom; the game
		// says what is wrong with a puzzle it plays.
		w.graded = gradedPuzzle{givens, g.d, g.err == nil}
		if g.err == nil && w.game.Puzzle().Givens == givens {
			w.showDifficulty()
		}
	})
	return logic.Difficulty{}, false
}
