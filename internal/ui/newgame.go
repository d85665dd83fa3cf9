package ui

import (
	"context"
	"errors"
	"math/rand/v2"
	"strings"

	"fyne.io/fyne/v2/lang"

	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/puzzletext"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
	"github.com/sudoku-devs/sudoku/internal/variant"
)

// start puts the first game on the board: the saved game (paused, with a
// word why), else a new one;
// then the given puzzle, if any. A given puzzle that has exactly one solution
// starts at once. One that does not parse gets an error dialog and the saved
// game goes on; one that breaks a rule or has no single solution opens in
// enter mode with the reason, for the player to fix, and Cancel goes back to
// the saved game. Nothing saved is overwritten until a puzzle starts.
func (w *Window) start(puzzle string) {
	restored := w.restore()
	goOn := func() { // the saved game goes on, or a new one starts
		st := w.game.Status()
		switch {
		case !restored:
			w.newGame()
		case st.GaveUp:
			w.panel.SetStatus(lang.X("status.reopenedShown", "This puzzle's solution is shown. Click New for another."))
		case st.Over:
			w.panel.SetStatus(lang.X("status.reopenedWon", "You solved this puzzle in {{.Time}}. Click New for another.",
				map[string]any{"Time": formatDuration(st.Elapsed)}))
		case st.Restored:
			w.pauseText = lang.X("status.welcomeBack", "Welcome back: your game is paused at {{.Time}}. Press P or the play button to go on.",
				map[string]any{"Time": formatDuration(w.game.Status().Elapsed)})
			w.panel.SetStatus(w.pauseText)
		}
	}
	if puzzle == "" {
		goOn()
		return
	}
	if puzzletext.HasShape(puzzle) {
		w.importVariant(puzzle, lang.X("import.fromOption", "the command line"), goOn)
		return
	}
	p, err := sudoku.Parse(puzzle)
	if err != nil {
		w.showError(errors.New(lang.X("error.puzzleOption", "Cannot play the puzzle given: {{.Err}}", errData(err))))
		goOn()
		return
	}
	w.enter(p)
	if err := w.game.Entry().Finish(); err != nil {
		w.panel.SetStatus(lang.X("status.puzzleOptionRefused", "Cannot play the puzzle given: {{.Err}}. Fix it here, then Start; Cancel goes back.", errData(err)))
		return
	}
	w.startedCustom()
}

// NewGame generates a new puzzle of the chosen level (or, in Size mode, of
// the size variant) off the UI goroutine, showing that it works, and starts
// it when it is ready; a new request cancels one still under way, whose
// result is then thrown away. When the game in play has moves it asks first
// whether to leave it.
func (w *Window) NewGame() {
	w.unlessInProgress(w.newGame)
}

// stopGameJobs stops the jobs that make a new puzzle or explain the one
// in play, before another game or enter mode replaces it.
func (w *Window) stopGameJobs() {
	w.jobs.stop(jobNew)
	w.jobs.stop(jobExplain)
}

// gameRand returns a random source of its own, drawn from the window's,
// for a job that makes puzzles: a game's, the stock's, a booklet's.
func (w *Window) gameRand() *rand.Rand {
	return rand.New(rand.NewPCG(w.rand.Uint64(), w.rand.Uint64()))
}

// newGame is NewGame without the question.
func (w *Window) newGame() {
	w.stopGameJobs()
	r := w.gameRand()
	if w.grid != 9 {
		w.newGridGame(r)
		return
	}
	if w.setter != "" {
		w.newSetterGame(r)
		return
	}
	level, variant, difficulty := w.level, sudoku.Classic, w.nextDifficulty()
	working := lang.X("status.generating", "Making a new puzzle: {{.Level}}…", map[string]any{"Level": levelName(level)})
	ready := func(givens int) string { return newPuzzleText(level, givens) }
	switch w.mode {
	case sudoku.Classic:
		if w.takeFromStock(level) {
			return
		}
	case sudoku.SizeVariant:
		variant = sudoku.SizeVariant
		working = lang.X("status.generatingSize", "Making a new Size puzzle…")
		ready = func(givens int) string {
			return lang.X("status.newSize", "New Size puzzle: {{.Givens}} givens. Each letter ranks its cell's digit among the three of its row in its box: S < M < L.",
				map[string]any{"Givens": givens})
		}
	default:
		variant = w.mode
		data := map[string]any{"Kind": variantName(w.mode), "Level": levelName(level)}
		working = lang.X("status.generatingVariantLevel", "Making a new {{.Kind}} puzzle: {{.Level}}…", data)
		ready = func(int) string {
			return lang.X("status.newVariantLevel", "New {{.Kind}} puzzle, {{.Level}}. Click a cell, then a number (or a number, then cells).", data)
		}
	}
	w.newGameJob(working, difficulty, "", func(ctx context.Context) (sudoku.Puzzle, sudoku.Grid, error) {
		return hooks.generate(ctx, r, variant, level)
	}, ready)
}

// newGridGame deals a classic puzzle of the grid picked (w.grid, one of
// modeGrids), or with w.jigsaw a jigsaw one (one of modeJigsaws), at the
// level picked, or at the hardest that size deals when that is lower
// (logic.SizedLevels), off the UI goroutine with r (logic.GenerateSized,
// logic.GenerateJigsaw), and starts it as a setter's puzzle titled in
// English as the command line titles it, "6x6 · Easy" or "6x6 Jigsaw ·
// Easy": the clock's row shows that title and the statistics keep the
// game under it.
func (w *Window) newGridGame(r *rand.Rand) {
	n, jigsaw, level := w.grid, w.jigsaw, w.gridLevel()
	if jigsaw {
		w.newSetterJob(gridKindName(n, true), level, logic.SizedJigsawName(n, level), "", func(ctx context.Context) (*variant.Puzzle, []int, error) {
			return logic.GenerateJigsaw(ctx, r, n, level, logic.NoSymmetry)
		})
		return
	}
	w.newSetterJob(gridName(n), level, logic.SizedName(n, level), "", func(ctx context.Context) (*variant.Puzzle, []int, error) {
		return logic.GenerateSized(ctx, r, n, level, logic.NoSymmetry)
	})
}

// newSetterGame deals a 9x9 puzzle with constraints of the kind picked
// (w.setter, one of modeSetters) at the level picked, or
// logic.SetterLevels when that is higher, off the UI goroutine with r (logic.GenerateSetter), and
// starts it as a setter's puzzle titled as the command line titles it,
// "Thermo · Medium".
func (w *Window) newSetterGame(r *rand.Rand) {
	kind, level := w.setter, w.setterLevel()
	w.newSetterJob(setterName(kind), level, logic.SetterName(kind, 9, level), "", func(ctx context.Context) (*variant.Puzzle, []int, error) {
		return logic.GenerateSetter(ctx, r, kind, 9, level, logic.NoSymmetry)
	})
}

// newSetterJob makes a puzzle by generate off the UI goroutine, saying so
// with the kind's name and level, and starts it as a setter's puzzle
// titled title, kept under difficulty (setterPrefix and the title when
// ""); the status line says when it is ready, or why not.
func (w *Window) newSetterJob(kind string, level logic.Level, title, difficulty string, generate func(ctx context.Context) (*variant.Puzzle, []int, error)) {
	data := map[string]any{"Kind": kind, "Level": levelName(level)}
	w.panel.SetStatus(lang.X("status.generatingVariantLevel", "Making a new {{.Kind}} puzzle: {{.Level}}…", data))
	type made struct {
		puzzle   *variant.Puzzle
		solution []int
		err      error
	}
	runJob(&w.jobs, jobNew, func(ctx context.Context) made {
		p, solution, err := generate(ctx)
		return made{p, solution, err}
	}, func(m made) {
		err := m.err
		if err == nil {
			m.puzzle.Title = title
			err = w.game.StartSetter(m.puzzle, m.solution)
		}
		if err != nil {
			w.panel.SetStatus(lang.X("status.generateFailed", "Could not make a new puzzle: {{.Err}}", errData(err)))
			return
		}
		if difficulty == "" {
			difficulty = setterPrefix + m.puzzle.Title
		}
		w.setDifficulty(difficulty)
		w.save()
		w.panel.SetStatus(lang.X("status.newVariantLevel", "New {{.Kind}} puzzle, {{.Level}}. Click a cell, then a number (or a number, then cells).", data))
	})
}

// generate is hooks.generate outside tests: see there.
func generate(ctx context.Context, r *rand.Rand, v sudoku.Variant, level logic.Level) (sudoku.Puzzle, sudoku.Grid, error) {
	switch v {
	case sudoku.Classic:
	case sudoku.SizeVariant:
		p, s := sudoku.Generate(r, v)
		return p, s, ctx.Err()
	default:
		return logic.GenerateVariant(ctx, r, v, level)
	}
	p, s, err := logic.GenerateContext(ctx, r, level, logic.NoSymmetry)
	return sudoku.Puzzle{Givens: p}, s, err
}

// nextDifficulty returns the difficulty under which New would keep the
// next game: the level picked for a classic puzzle, "Size", or the variant
// and level ("killer Hard").
func (w *Window) nextDifficulty() string {
	switch w.mode {
	case sudoku.Classic:
		return w.level.String()
	case sudoku.SizeVariant:
		return modeSize
	}
	return variantDifficulty(w.mode, w.level)
}

// variantDifficulty returns the difficulty under which the game and the
// statistics keep a puzzle of variant v made at level: the variant and the
// level, "killer Hard" (difficultyName says it "Killer · Hard").
func variantDifficulty(v sudoku.Variant, level logic.Level) string {
	return modeKey(v) + " " + level.String()
}

// parseVariantDifficulty reads what variantDifficulty writes, "killer
// Hard", and reports false for any other difficulty.
func parseVariantDifficulty(d string) (sudoku.Variant, logic.Level, bool) {
	kind, level, ok := strings.Cut(d, " ")
	if !ok {
		return 0, 0, false
	}
	v, verr := sudoku.ParseVariant(kind)
	l, lerr := logic.ParseLevel(level)
	return v, l, verr == nil && lerr == nil
}

// newGameJob shows working and runs generate on a job of kind jobNew, which
// replaces one under way. Back on the UI goroutine it starts the puzzle
// generated, counts the game under difficulty, marks it as the daily
// puzzle of the date dailyDate unless that is "", saves, and shows ready
// with the puzzle's number of givens.
func (w *Window) newGameJob(working, difficulty, dailyDate string,
	generate func(ctx context.Context) (sudoku.Puzzle, sudoku.Grid, error), ready func(givens int) string) {
	type generated struct {
		puzzle   sudoku.Puzzle
		solution sudoku.Grid
		err      error
	}
	w.panel.SetStatus(working)
	runJob(&w.jobs, jobNew, func(ctx context.Context) generated {
		p, s, err := generate(ctx)
		return generated{p, s, err}
	}, func(g generated) {
		err := g.err
		if err == nil {
			err = w.game.Start(g.puzzle, g.solution)
		}
		if err != nil {
			w.panel.SetStatus(lang.X("status.generateFailed", "Could not make a new puzzle: {{.Err}}", errData(err)))
			return
		}
		w.game.SetDaily(dailyDate)
		w.setDifficulty(difficulty)
		w.save()
		w.panel.SetStatus(ready(g.puzzle.Givens.Filled()))
	})
}
