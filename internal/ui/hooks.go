package ui

import (
	"context"
	"math/rand/v2"
	"time"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// hooks are the window's work that the package's tests replace, to hold it
// back or to run it where it is called; the app never changes them. A test
// that sets one puts it back when it ends (see setHook in the tests).
var hooks = struct {
	// generate makes a new puzzle for NewGame: of variant v, and for a
	// classic one of level level. A classic puzzle comes from
	// logic.GenerateContext without symmetry, which stops early when ctx is
	// done; a size, killer, jigsaw or X puzzle from sudoku.Generate, which
	// takes milliseconds and is not stopped (a result that comes after ctx
	// is done is thrown away).
	generate func(ctx context.Context, r *rand.Rand, v sudoku.Variant, level logic.Level) (sudoku.Puzzle, sudoku.Grid, error)
	// generateTechnique makes a puzzle for Practise:
	// logic.GenerateTechnique without symmetry.
	generateTechnique func(ctx context.Context, r *rand.Rand, t logic.Technique) (sudoku.Puzzle, sudoku.Grid, error)
	// grade is gradeWithER, which gradeOf runs.
	grade func(context.Context, sudoku.Grid) (ownGrade, error)
	// gradeOffUI says whether gradeOf grades on a job, as the app does, or
	// where it is called. The package's tests set it to false but where
	// grading is their subject: Fyne's test driver runs fyne.Do on the
	// job's goroutine, beside the test's own, and every window of a test
	// with a puzzle of its own would grade it.
	gradeOffUI bool
	// checkGivens is EnterCheck.Check, which finishEnter runs on a job.
	checkGivens func(*game.EnterCheck)
	// today is time.Now: the player's date, for the daily puzzle.
	today func() time.Time
}{generate, generateTechnique, gradeWithER, true, (*game.EnterCheck).Check, time.Now}
