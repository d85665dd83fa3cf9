package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/logic"
)

// Keys of the app's preferences.
const (
	prefHouse     = "highlight.house"
	prefSameDigit = "highlight.sameDigit"
	prefConflicts = "highlight.conflicts"
	prefTheme     = "theme"         // "system", "light" or "dark"
	prefLevel     = "newGame.level" // the difficulty of new puzzles, by name
	prefMode      = "newGame.mode"  // the kind of new puzzles: "Classic" or "Size"
	prefWidth     = "window.width"
	prefHeight    = "window.height"
)

// SetLevel makes l the difficulty of new puzzles and remembers it in the
// preferences; the game in play goes on.
func (w *Window) SetLevel(l logic.Level) {
	w.level = l
	w.app.Preferences().SetString(prefLevel, l.String())
	w.panel.SetLevel(l)
	if w.game.Entry() == nil && w.game.Explanation() == nil {
		w.panel.SetStatus(lang.X("status.nextLevel", "Next puzzle: {{.Level}}. Click New to deal it.", map[string]any{"Level": levelName(l)}))
	}
}

// SetSizeMode makes new puzzles of the size variant (size true) or classic
// ones, and remembers the choice in the preferences; the game in play goes
// on. Size puzzles have one level, so the level select is disabled.
func (w *Window) SetSizeMode(size bool) {
	w.sizeMode = size
	name := modeClassic
	if size {
		name = modeSize
	}
	w.app.Preferences().SetString(prefMode, name)
	w.panel.SetMode(size)
	if w.game.Entry() != nil || w.game.Explanation() != nil {
		return
	}
	if size {
		w.panel.SetStatus(lang.X("status.nextSize", "Size puzzles have one level. Click New to deal one."))
	} else {
		w.panel.SetStatus(lang.X("status.nextLevel", "Next puzzle: {{.Level}}. Click New to deal it.", map[string]any{"Level": levelName(w.level)}))
	}
}

// loadSettings applies the highlights and theme saved in the preferences.
func (w *Window) loadSettings() {
	p := w.app.Preferences()
	def := game.DefaultHighlights()
	w.game.SetHighlights(game.Highlights{
		House:     p.BoolWithFallback(prefHouse, def.House),
		SameDigit: p.BoolWithFallback(prefSameDigit, def.SameDigit),
		Conflicts: p.BoolWithFallback(prefConflicts, def.Conflicts),
	})
	w.sizeMode = p.StringWithFallback(prefMode, modeClassic) == modeSize
	if l, err := logic.ParseLevel(p.StringWithFallback(prefLevel, logic.Medium.String())); err == nil {
		w.level = l
	} else {
		w.level = logic.Medium
	}
	w.applyTheme()
}

// applyTheme sets the app's theme from the preference: Fyne's default theme,
// which follows the system, or that theme held to light or dark.
func (w *Window) applyTheme() {
	var th fyne.Theme = theme.DefaultTheme()
	switch w.app.Preferences().String(prefTheme) {
	case "light":
		th = variantTheme{th, theme.VariantLight}
	case "dark":
		th = variantTheme{th, theme.VariantDark}
	}
	w.app.Settings().SetTheme(th)
}

// variantTheme is a theme held to one variant, light or dark, whatever the
// system asks for.
type variantTheme struct {
	fyne.Theme
	variant fyne.ThemeVariant
}

// Color returns the colour n of the theme's own variant.
func (t variantTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.variant)
}
