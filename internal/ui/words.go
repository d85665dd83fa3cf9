package ui

import (
	"embed"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/logic"
)

// translations holds the window's words in every language it speaks, one
// JSON file a language (go-i18n's simple form, as Fyne's lang package reads
// it): key to text, with {{.Name}} where a value goes. English is the
// fallback written in the code; en.json repeats it for translators.
//
//go:embed translations
var translations embed.FS

// addTranslations gives Fyne's lang package the window's words; it picks the
// language from the system's locale, English when it has none of them.
func addTranslations() {
	if err := lang.AddTranslationsFS(translations, "translations"); err != nil {
		fyne.LogError("loading the translations", err)
	}
}

// errData is the template data of a message about err: {{.Err}}.
func errData(err error) map[string]any { return map[string]any{"Err": err.Error()} }

// levelName returns the name of level l in the player's language.
func levelName(l logic.Level) string {
	switch l {
	case logic.Easy:
		return lang.X("level.easy", "Easy")
	case logic.Medium:
		return lang.X("level.medium", "Medium")
	case logic.Hard:
		return lang.X("level.hard", "Hard")
	case logic.Expert:
		return lang.X("level.expert", "Expert")
	case logic.Extreme:
		return lang.X("level.extreme", "Extreme")
	}
	return l.String()
}

// difficultyName returns the name of a difficulty as the game and the
// statistics store it ("Hard", "Custom", "Size", or "" for an unknown one)
// in the player's language.
func difficultyName(d string) string {
	switch d {
	case custom:
		return lang.X("difficulty.custom", "Custom")
	case modeSize:
		return modeName(true)
	case "":
		return lang.X("difficulty.unknown", "Unknown")
	}
	if l, err := logic.ParseLevel(d); err == nil {
		return levelName(l)
	}
	return d
}

// modeName returns the name of the kind of puzzle, Size (size true) or
// Classic, in the player's language.
func modeName(size bool) string {
	if size {
		return lang.X("mode.size", "Size")
	}
	return lang.X("mode.classic", "Classic")
}

// newPuzzleText is what the status line says when a new puzzle of level
// with givens givens starts.
func newPuzzleText(level logic.Level, givens int) string {
	return lang.X("status.newPuzzle", "New puzzle: {{.Level}}, {{.Givens}} givens. Pick a number, then click a cell.",
		map[string]any{"Level": levelName(level), "Givens": givens})
}

// pausedText is what the status line says while the game is paused.
func pausedText() string {
	return lang.X("status.paused", "Paused: press P or the play button to go on.")
}

// noNumberHelp is what the status line says when Help goes on with no
// number picked.
func noNumberHelp() string {
	return lang.X("status.helpNoNumber", "Help is on: pick a number to see the cells where it fits.")
}

// checkText is what the status line says after Check, with right and wrong
// of the player's digits: false when there are no check marks.
func checkText(right, wrong int) (string, bool) {
	data := map[string]any{"Right": right, "Wrong": wrong}
	switch {
	case right+wrong == 0:
		return lang.X("check.none", "You have placed no digits yet."), true
	case wrong == 0:
		return lang.X("check.allRight", "No wrong digit so far ({{.Right}} right).", data), true
	}
	return lang.X("check.wrong", "Wrong digits: {{.Wrong}} (right: {{.Right}}). They are marked in red.", data), true
}

// watchText is what the status line says while the solver's search is
// watched: its moves so far, and whether it has solved the grid.
func watchText(g *game.Game) string {
	placed, back := g.WatchCounts()
	data := map[string]any{"Placed": placed, "Back": back}
	if g.WatchGrid().Complete() {
		return lang.X("watch.solved", "Solved by trial and error: {{.Placed}} placed, {{.Back}} taken back.", data)
	}
	return lang.X("watch.trying", "Trying digits: {{.Placed}} placed, {{.Back}} taken back.", data)
}

// explainText is what the status line says while the explanation is shown:
// the step at its position ("Step 3 of 41: …"), or at the end how many
// steps the solve took; "" when none is shown.
func explainText(g *game.Game) string {
	at, n := g.ExplainPos()
	if !g.Explaining() {
		return ""
	}
	if s, ok := g.ExplainStep(); ok {
		return lang.X("explain.step", "Step {{.N}} of {{.Total}}: {{.Step}}", map[string]any{"N": at + 1, "Total": n, "Step": stepText(s)})
	}
	return lang.X("explain.done", "Solved in {{.Total}} steps.", map[string]any{"Total": n})
}

// stepText describes the step s of a solve in the player's language.
func stepText(s logic.Step) string { return s.String() }
