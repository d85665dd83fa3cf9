package ui

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
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
	grade  ownGrade
	ok     bool
}

// ownGrade is how the window names a puzzle of the player's own: logic's
// grade, whose Rating is the rating Sudoku Explainer gives the puzzle when
// that came in time (logic's estimate otherwise), and seHardest, Sudoku
// Explainer's name of the technique of the hardest step ("" when Rating is
// logic's estimate, whose technique is Hardest).
type ownGrade struct {
	logic.Difficulty
	seHardest string
}

// setDifficulty names the difficulty of the puzzle in play (see
// game.SetDifficulty) and shows it.
func (w *Window) setDifficulty(d string) {
	w.game.SetDifficulty(d)
	w.showDifficulty()
	w.followGame(d)
}

// followGame makes the kind and level selects, and so the next New, those
// of the game just started, whose difficulty is d, so that the selects show
// the game in play until the player picks another kind or level (the
// status line then says it is the next puzzle's): a generated puzzle's
// level and kind, a Size puzzle's kind, and the kind of a puzzle of the
// player's own (its level is not one of the five).
func (w *Window) followGame(d string) {
	v, l := w.mode, w.level
	pv, pl, variant := parseVariantDifficulty(d)
	switch {
	case d == modeSize:
		v = sudoku.SizeVariant
	case d == custom:
		if pv := w.game.Puzzle().Variant(); slices.Contains(modeVariants, pv) {
			v = pv
		}
	case variant:
		if slices.Contains(modeVariants, pv) {
			v, l = pv, pl
		}
	default:
		if pl, err := logic.ParseLevel(d); err == nil {
			v, l = sudoku.Classic, pl
		}
	}
	grid, jigsaw, setter := 9, false, "" // a 9x9 game, but a setter's (or one New dealt), after which New deals the same
	if strings.HasPrefix(d, setterPrefix) {
		grid, jigsaw, setter = w.grid, w.jigsaw, w.setter
	}
	if v == w.mode && l == w.level && grid == w.grid && jigsaw == w.jigsaw && setter == w.setter {
		return
	}
	w.mode, w.level, w.grid, w.jigsaw, w.setter = v, l, grid, jigsaw, setter
	key := modeKey(v)
	switch {
	case grid != 9:
		key = gridKey(grid, jigsaw)
	case setter != "":
		key = setter
	}
	w.setSettings(func(s *settings) { s.Mode, s.Level = key, l.String() })
	w.panel.SetMode(v)
	w.panel.SetGrid(grid, jigsaw)
	w.panel.SetSetter(setter)
	w.panel.SetLevel(l)
}

// showDifficulty shows the difficulty of the puzzle in play in the window's
// title ("Sudoku — Hard") and beside the timer; none while a puzzle is
// entered.
func (w *Window) showDifficulty() {
	d := w.game.Status().Difficulty
	if w.game.Entry() != nil || d == "" {
		w.win.SetTitle(appName)
		w.panel.SetDifficulty("", "")
		return
	}
	name, title, technique := difficultyName(d), "", ""
	if p := w.game.Puzzle(); d == custom && p.Variant() == sudoku.Classic && p.Constraints == nil {
		if g, ok := w.gradeOf(w.game.Puzzle().Givens); ok {
			name = lang.X("difficulty.graded", "{{.Difficulty}} · {{.Level}} {{.Rating}}", map[string]any{
				"Difficulty": name, "Level": gradeName(g.Difficulty), "Rating": fmt.Sprintf("%.1f", g.Rating)})
			if technique = g.hardestName(); technique != "" {
				title = lang.X("difficulty.gradedTechnique", "{{.Difficulty}}: {{.Technique}}", map[string]any{
					"Difficulty": name, "Technique": technique})
			}
		}
	}
	if date := w.game.Status().Daily; date != "" {
		name = lang.X("difficulty.daily", "Daily {{.Date}} · {{.Level}}", map[string]any{"Date": date, "Level": name})
	}
	if title == "" {
		title = name
	}
	w.win.SetTitle(lang.X("window.title", "Sudoku — {{.Difficulty}}", map[string]any{"Difficulty": title}))
	w.panel.SetDifficulty(name, technique)
}

// seRateBudget is how long gradeWithER lets Sudoku Explainer's rating of
// a puzzle take: the nested forcing chains of the hardest puzzles take it
// seconds.
const seRateBudget = 5 * time.Second

// gradeWithER is logic.Grade with the Rating that the window shows set to
// the rating Sudoku Explainer gives the puzzle (package se), and its
// hardest technique, when that comes within seRateBudget; otherwise it
// keeps logic's own estimate on Sudoku Explainer's scale. The level and
// the technique that sets it are logic's.
//
// The grade and Sudoku Explainer's rating stop when ctx is done (a new
// game, the window closed), and the grade then returns ctx's error.
func gradeWithER(ctx context.Context, givens sudoku.Grid) (ownGrade, error) {
	d, err := logic.GradeContext(ctx, givens)
	if err != nil {
		return ownGrade{Difficulty: d}, err
	}
	g := ownGrade{Difficulty: d}
	ctx, cancel := context.WithTimeout(ctx, seRateBudget)
	defer cancel()
	if r, err := se.RateContext(ctx, givens); err == nil {
		g.Rating, g.seHardest = r.ER(), r.Hardest
	} else if ctx.Err() != nil && !errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return ownGrade{}, ctx.Err() // stopped, not out of time
	}
	return g, nil
}

// hardestName returns the name, in the player's language, of the
// technique of g's hardest step: Sudoku Explainer's, named as the hints
// name it (seTechnique), or logic's when Rating is logic's estimate.
func (g ownGrade) hardestName() string {
	if g.seHardest == "" {
		if g.Hardest == 0 {
			return ""
		}
		return techniqueName(g.Hardest)
	}
	switch t := seTechnique(g.seHardest); {
	case t != 0:
		return techniqueName(t)
	case strings.HasPrefix(g.seHardest, "Nishio"):
		return lang.X("technique.nishioForcingChain", "Nishio forcing chain")
	case g.seHardest == "Aligned Triplet Exclusion":
		return lang.X("technique.alignedTripletExclusion", "Aligned triplet exclusion")
	}
	return g.seHardest
}

// seTechnique returns the technique of ours that Sudoku Explainer's
// technique name (se.Rating.Hardest) is, or is a case of, so that the
// window names it as the hints do: a direct pointing is a pointing, a
// unique loop a unique rectangle, a forcing X-chain or X-cycle an X-chain,
// a forcing Y-chain or Y-cycle an XY-chain, Sudoku Explainer's forcing
// chain or cycle (on several values) an alternating inference chain, its
// cell, region and double forcing chains a forcing chain, and its dynamic
// ones a dynamic forcing chain, with (+) or nested. It returns 0 (none) for
// the Nishio forcing chain and the aligned triplet exclusion, which have
// no technique of ours.
func seTechnique(name string) logic.Technique {
	switch {
	case strings.HasSuffix(name, "(+ nested)"):
		return logic.NestedForcingChain
	case strings.HasSuffix(name, "(+)"):
		return logic.DynamicForcingChainPlus
	case strings.HasPrefix(name, "Dynamic "):
		return logic.DynamicForcingChain
	case strings.HasPrefix(name, "Nishio "):
		return 0
	case strings.HasSuffix(name, "Forcing Chains"):
		return logic.ForcingChain
	case strings.HasPrefix(name, "Unique "):
		return logic.UniqueRectangle
	case strings.HasPrefix(name, "BUG "):
		return logic.BUG
	}
	return seNames[strings.TrimPrefix(name, "Direct ")]
}

// seNames are the techniques whose Sudoku Explainer names seTechnique
// looks up once "Direct " is taken off.
var seNames = map[string]logic.Technique{
	"Hidden Single": logic.HiddenSingle, "Naked Single": logic.NakedSingle,
	"Pointing": logic.Pointing, "Claiming": logic.Claiming,
	"Naked Pair": logic.NakedPair, "Naked Triplet": logic.NakedTriple, "Naked Quad": logic.NakedQuad,
	"Hidden Pair": logic.HiddenPair, "Hidden Triplet": logic.HiddenTriple, "Hidden Quad": logic.HiddenQuad,
	"X-Wing": logic.XWing, "Swordfish": logic.Swordfish, "Jellyfish": logic.Jellyfish,
	"XY-Wing": logic.XYWing, "XYZ-Wing": logic.XYZWing,
	"Aligned Pair Exclusion": logic.AlignedPairExclusion,
	"Forcing X-Chain":        logic.XChain, "Bidirectional X-Cycle": logic.XChain,
	"Forcing Y-Chain": logic.XYChain, "Bidirectional Y-Cycle": logic.XYChain,
	"Forcing Chain": logic.AIC, "Bidirectional Cycle": logic.AIC,
}

// stopGrading stops the grade of a puzzle of the player's own under way,
// unless it is of givens, the puzzle now in play: its result would name a
// puzzle no longer played.
func (w *Window) stopGrading(givens sudoku.Grid) {
	if w.grading != (sudoku.Grid{}) && w.grading != givens {
		w.jobs.stop(jobGrade)
		w.grading = sudoku.Grid{}
	}
}

// gradeOf returns the grade of givens, a puzzle of the player's own (entered,
// imported or opened), when it is known. When it is not, it grades the
// puzzle on a job of kind jobGrade — up to a few seconds for the hardest
// puzzles — and shows the difficulty again when the grade comes back, if
// the puzzle is still in play. A new game stops that job (see stopGrading).
func (w *Window) gradeOf(givens sudoku.Grid) (ownGrade, bool) {
	if w.graded.givens == givens {
		return w.graded.grade, w.graded.ok
	}
	if w.grading == givens {
		return ownGrade{}, false
	}
	if !hooks.gradeOffUI {
		d, err := hooks.grade(context.Background(), givens)
		w.graded = gradedPuzzle{givens, d, err == nil}
		return d, err == nil
	}
	w.grading = givens
	type graded struct {
		d   ownGrade
		err error
	}
	runJob(&w.jobs, jobGrade, func(ctx context.Context) graded {
		d, err := hooks.grade(ctx, givens)
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
	return ownGrade{}, false
}
