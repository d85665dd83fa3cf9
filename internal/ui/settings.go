package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// Keys of the app's preferences.
const (
	prefRegionTint = "view.regionTint"
	prefHouse      = "highlight.house"
	prefSameDigit  = "highlight.sameDigit"
	prefConflicts  = "highlight.conflicts"
	prefTheme      = "theme"         // "system", "light" or "dark"
	prefLevel      = "newGame.level" // the difficulty of new puzzles, by name
	prefMode       = "newGame.mode"  // the kind of new puzzles: "Classic" or "Size"
	prefWidth      = "window.width"
	prefHeight     = "window.height"
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

// SetMode makes new puzzles of kind v (Classic, the size variant, killer,
// jigsaw, X or a mix of them), and remembers the choice in the preferences;
// the game in play goes on. Size puzzles have one level, so the level
// select is disabled for them.
func (w *Window) SetMode(v sudoku.Variant) {
	w.mode = v
	w.app.Preferences().SetString(prefMode, modeKey(v))
	w.panel.SetMode(v)
	if w.game.Entry() != nil || w.game.Explanation() != nil {
		return
	}
	switch v {
	case sudoku.Classic:
		w.panel.SetStatus(lang.X("status.nextLevel", "Next puzzle: {{.Level}}. Click New to deal it.", map[string]any{"Level": levelName(w.level)}))
	case sudoku.SizeVariant:
		w.panel.SetStatus(lang.X("status.nextSize", "Size puzzles have one level. Click New to deal one."))
	default:
		w.panel.SetStatus(lang.X("status.nextVariantLevel", "Next puzzle: {{.Kind}}, {{.Level}}. Click New to deal it.",
			map[string]any{"Kind": variantName(v), "Level": levelName(w.level)}))
	}
}

// modeKey returns the name under which the preferences keep the kind v:
// "Classic", "Size", or the variant's String, "killer", "killer+x".
func modeKey(v sudoku.Variant) string {
	switch v {
	case sudoku.Classic:
		return modeClassic
	case sudoku.SizeVariant:
		return modeSize
	}
	return v.String()
}

// modeOf returns the kind modeKey named key; Classic for a key it does not
// know.
func modeOf(key string) sudoku.Variant {
	if key == modeSize {
		return sudoku.SizeVariant
	}
	if v, err := sudoku.ParseVariant(key); err == nil {
		return v
	}
	return sudoku.Classic
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
	w.mode = modeOf(p.StringWithFallback(prefMode, modeClassic))
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
