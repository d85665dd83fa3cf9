package ui

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
	"github.com/sudoku-devs/sudoku/internal/variant"
)

// practicePrefix begins the difficulty under which a practice game is kept:
// "practice xWing" for a puzzle that needs an X-Wing (see
// practiceDifficulty).
const practicePrefix = "practice "

// practiceDifficulty returns the difficulty of a puzzle practising t:
// practicePrefix and the technique's ID ("practice xWing").
func practiceDifficulty(t logic.Technique) string {
	return practicePrefix + strings.TrimPrefix(t.Key(), "technique.")
}

// practised returns the technique a difficulty practises, if it is one
// practiceDifficulty made.
func practised(difficulty string) (logic.Technique, bool) {
	id, ok := strings.CutPrefix(difficulty, practicePrefix)
	if !ok {
		return 0, false
	}
	t, err := logic.ParseTechnique(id)
	return t, err == nil
}

// practiceKindPrefix begins the difficulty under which a game practising
// a kind of constraint is kept: "practice constraint thermo" (see
// practisedKind).
const practiceKindPrefix = practicePrefix + "constraint "

// practisedKind returns the kind of constraint (one of modeSetters) a
// difficulty practises, if it is one PractiseKind made.
func practisedKind(difficulty string) (string, bool) {
	kind, ok := strings.CutPrefix(difficulty, practiceKindPrefix)
	return kind, ok && slices.Contains(modeSetters, kind)
}

// kindPracticeKey is the key under which the statistics keep that the
// player solved a puzzle practising kind without a hint.
func kindPracticeKey(kind string) string { return "constraint." + kind }

// techniqueName returns t's name in the player's language.
func techniqueName(t logic.Technique) string {
	return messageText(logic.Message{Key: t.Key(), Text: t.String()})
}

// practiceOption returns how the trainer lists t: its name, followed by
// "· Killer" for a killer technique (its puzzle is a killer), and by
// "· solved" when the player solved a puzzle practising it without a hint
// (in words: Fyne's fonts have no check mark, and a browser lends none).
func (w *Window) practiceOption(t logic.Technique) string {
	name := techniqueName(t)
	if t.Killer() {
		name = lang.X("practice.killerTechnique", "{{.Technique}} · Killer", map[string]any{"Technique": name})
	}
	if w.stats.Unaided(t.Key()) {
		return lang.X("practice.solvedTechnique", "{{.Technique}} · solved", map[string]any{"Technique": name})
	}
	return name
}

// kindPracticeOption returns how the trainer lists the logic of kind, one
// of modeSetters: its name, followed by "· constraint", and by "· solved"
// as practiceOption says it.
func (w *Window) kindPracticeOption(kind string) string {
	name := lang.X("practice.constraint", "{{.Kind}} · constraint", map[string]any{"Kind": setterName(kind)})
	if w.stats.Unaided(kindPracticeKey(kind)) {
		return lang.X("practice.solvedTechnique", "{{.Technique}} · solved", map[string]any{"Technique": name})
	}
	return name
}

// ShowPractice shows the technique trainer: a list of the techniques
// (logic.Practicable), then of the kinds of constraint New deals
// (modeSetters), whose lessons a puzzle with them teaches; the first one
// not yet solved unaided chosen, with the list focused so that Left and
// Right choose another. Its default button (Return) starts a new puzzle
// that needs the technique chosen (see Practise), or one with the
// constraints chosen (PractiseKind).
func (w *Window) ShowPractice() {
	techs := logic.Practicable()
	options := make([]string, len(techs), len(techs)+len(modeSetters))
	chosen := -1
	for i, t := range techs {
		options[i] = w.practiceOption(t)
		if chosen < 0 && !w.stats.Unaided(t.Key()) {
			chosen = i
		}
	}
	for _, kind := range modeSetters {
		options = append(options, w.kindPracticeOption(kind))
		if chosen < 0 && !w.stats.Unaided(kindPracticeKey(kind)) {
			chosen = len(options) - 1
		}
	}
	chosen = max(chosen, 0)
	sel := newPracticeSelect(options)
	sel.SetSelectedIndex(chosen)
	intro := widget.NewLabel(lang.X("practice.intro", "Pick a technique: a new puzzle will need it, and Hint at that step shows its pattern. A check mark shows the techniques you solved without a hint."))
	intro.Wrapping = fyne.TextWrapWord
	content := container.NewVBox(intro, sel)
	var start bool
	d := dialog.NewCustomConfirm(lang.X("practice.title", "Practise a technique"), lang.X("practice.start", "Practise"),
		lang.X("dialog.close", "Close"), content, func(ok bool) { start = ok }, w.win)
	sel.onReturn = d.Confirm
	d.Resize(fyne.NewSize(460, content.MinSize().Height+160))
	w.showDialog(d, func() {
		switch k := sel.SelectedIndex(); {
		case !start || k < 0:
		case k < len(techs):
			w.unlessInProgress(func() { w.Practise(techs[k]) })
		default:
			w.unlessInProgress(func() { w.PractiseKind(modeSetters[k-len(techs)]) })
		}
	})
	w.win.Canvas().Focus(sel)
}

// Practise makes a new puzzle (a killer for a killer technique) whose
// level technique t sets (logic.GenerateTechnique) off the UI goroutine,
// showing that it works, and starts it under the difficulty
// practiceDifficulty(t). Hint at the step that needs t shows t with its
// pattern marked; a win without a hint marks t as solved unaided in the
// statistics.
func (w *Window) Practise(t logic.Technique) {
	w.stopGameJobs()
	r := w.gameRand()
	data := map[string]any{"Technique": techniqueName(t)}
	w.newGameJob(lang.X("status.generatingPractice", "Making a puzzle that needs {{.Technique}}…", data), practiceDifficulty(t), "",
		func(ctx context.Context) (sudoku.Puzzle, sudoku.Grid, error) {
			return hooks.generateTechnique(ctx, r, t)
		}, func(int) string {
			return lang.X("status.newPractice", "A new puzzle that needs {{.Technique}}. Hint at that step shows its pattern.", data)
		})
}

// PractiseKind makes a new 9x9 puzzle with constraints of kind (one of
// modeSetters) at Medium (logic.GenerateSetter) off the UI goroutine, as
// New does, and starts it under the difficulty practiceKindPrefix+kind:
// its hints teach the constraints' own logic, each step named by the
// constraint's lesson with its cells marked, and a win without a hint
// marks the kind as solved unaided in the statistics.
func (w *Window) PractiseKind(kind string) {
	w.stopGameJobs()
	r := w.gameRand()
	w.newSetterJob(setterName(kind), logic.Medium, logic.SetterName(kind, 9, logic.Medium), practiceKindPrefix+kind, func(ctx context.Context) (*variant.Puzzle, []int, error) {
		return logic.GenerateSetter(ctx, r, kind, 9, logic.Medium, logic.NoSymmetry)
	})
}

// generateTechnique is hooks.generateTechnique outside tests: see there.
func generateTechnique(ctx context.Context, r *rand.Rand, t logic.Technique) (sudoku.Puzzle, sudoku.Grid, error) {
	return logic.GenerateTechnique(ctx, r, t, logic.NoSymmetry)
}

// practiceSelect is the trainer's list of techniques: a Select on which,
// while it has the keyboard, Return confirms the dialog, as Return does
// where the board has it (a Select takes every key while focused).
type practiceSelect struct {
	widget.Select
	onReturn func()
}

func newPracticeSelect(options []string) *practiceSelect {
	s := &practiceSelect{}
	s.Options = options
	s.ExtendBaseWidget(s)
	return s
}

// TypedKey confirms on Return and Enter and is the Select's otherwise.
func (s *practiceSelect) TypedKey(ev *fyne.KeyEvent) {
	if (ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter) && s.onReturn != nil {
		s.onReturn()
		return
	}
	s.Select.TypedKey(ev)
}
