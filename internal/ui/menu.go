package ui

import (
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/logic"
)

// menu returns the window's main menu: Game (new, restart, hint, explain,
// watch the solver, enter, import and export a puzzle, print, show solution, statistics, quit) and
// View (highlights, theme) and Help (keyboard shortcuts, about).
func (w *Window) menu() *fyne.MainMenu {
	g := w.game
	restart := fyne.NewMenuItem("Restart", func() { w.panel.report(g.Restart()) })
	restart.Icon = theme.ViewRefreshIcon()
	solution := fyne.NewMenuItem("Show solution…", w.ShowSolution)
	stats := fyne.NewMenuItem("Statistics…", w.ShowStats)
	newGame := fyne.NewMenuItem("New game", w.NewGame)
	newGame.Shortcut = ctrlKey(fyne.KeyN, ctrl)
	hint := fyne.NewMenuItem("Hint (? or F1)", func() { w.panel.report(g.ShowHint()) })
	explain := fyne.NewMenuItem("Explain the solve", w.Explain)
	watch := fyne.NewMenuItem("Watch the solver", w.WatchSolver)
	watch.Shortcut = ctrlKey(fyne.KeyT, ctrl)
	enter := fyne.NewMenuItem("Enter a puzzle", w.EnterPuzzle)
	importClip := fyne.NewMenuItem("Import from the clipboard", w.ImportClipboard)
	importFile := fyne.NewMenuItem("Import from a file…", w.ImportFile)
	export := fyne.NewMenuItem("Copy the puzzle to the clipboard", w.ExportClipboard)
	printItem := fyne.NewMenuItem("Print…", w.Print)
	printItem.Icon = theme.DocumentPrintIcon()
	gameMenu := fyne.NewMenu("Game", newGame, restart, fyne.NewMenuItemSeparator(),
		hint, explain, watch, fyne.NewMenuItemSeparator(),
		enter, importClip, importFile, export, printItem, fyne.NewMenuItemSeparator(), solution, stats)

	var items []*fyne.MenuItem
	toggles := []struct {
		label string
		get   func(game.Highlights) bool
		set   func(*game.Highlights, bool)
	}{
		{"Highlight row, column and box", func(h game.Highlights) bool { return h.House }, func(h *game.Highlights, on bool) { h.House = on }},
		{"Highlight same digits", func(h game.Highlights) bool { return h.SameDigit }, func(h *game.Highlights, on bool) { h.SameDigit = on }},
		{"Show conflicts", func(h game.Highlights) bool { return h.Conflicts }, func(h *game.Highlights, on bool) { h.Conflicts = on }},
	}
	view := fyne.NewMenu("View")
	for _, t := range toggles {
		item := fyne.NewMenuItem(t.label, nil)
		item.Checked = t.get(g.Highlights())
		item.Action = func() {
			h := g.Highlights()
			t.set(&h, !t.get(h))
			g.SetHighlights(h)
			item.Checked = t.get(h)
			view.Refresh()
		}
		items = append(items, item)
	}
	items = append(items, fyne.NewMenuItemSeparator())
	for _, choice := range []struct{ key, label string }{{"system", "Theme: follow the system"}, {"light", "Theme: light"}, {"dark", "Theme: dark"}} {
		item := fyne.NewMenuItem(choice.label, nil)
		item.Checked = w.app.Preferences().StringWithFallback(prefTheme, "system") == choice.key
		items = append(items, item)
		item.Action = func() {
			w.app.Preferences().SetString(prefTheme, choice.key)
			w.applyTheme()
			for _, it := range items {
				if strings.HasPrefix(it.Label, "Theme:") {
					it.Checked = it == item
				}
			}
			view.Refresh()
		}
	}
	view.Items = items
	help := fyne.NewMenu("Help", fyne.NewMenuItem("Keyboard shortcuts", w.ShowKeys), fyne.NewMenuItem("About Sudoku", w.ShowAbout))
	return fyne.NewMainMenu(gameMenu, view, help)
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

// ShowSolution asks the player whether to give up, and if so puts the
// solution on the board.
func (w *Window) ShowSolution() {
	if !w.game.Started() || w.game.Over() {
		return
	}
	w.confirm("Show the solution?", "The game ends and does not count as won.", "Show it", "Keep playing", func() {
		w.panel.report(w.game.ShowSolution())
	})
}

// ShowStats shows the statistics per difficulty in a dialog.
func (w *Window) ShowStats() {
	diffs := w.stats.Difficulties()
	if len(diffs) == 0 {
		w.showInfo("Statistics", "No games played yet.")
		return
	}
	cells := []fyne.CanvasObject{}
	for _, h := range []string{"Difficulty", "Played", "Won", "Best", "Average"} {
		cells = append(cells, widget.NewLabelWithStyle(h, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	}
	for _, d := range diffs {
		r := w.stats.Record(d)
		name := d
		if name == "" {
			name = "Unknown"
		}
		best, avg := "–", "–"
		if r.Won > 0 {
			best, avg = formatDuration(r.Best), formatDuration(r.Average())
		}
		for _, s := range []string{name, fmt.Sprint(r.Played), fmt.Sprint(r.Won), best, avg} {
			cells = append(cells, widget.NewLabel(s))
		}
	}
	w.showDialog(dialog.NewCustom("Statistics", "Close", container.NewGridWithColumns(5, cells...), w.win))
}
