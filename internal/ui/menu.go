package ui

import (
	"runtime"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"

	"github.com/sudoku-devs/sudoku/internal/game"
)

// menu returns the window's main menu: Game (new, restart, hint, explain,
// watch the solver, enter, import and export a puzzle, print, show
// solution, statistics, quit), Edit (undo, redo, fill notes), View
// (highlights, theme, region tint) and Help (how to play, keyboard
// shortcuts, about). No item has an icon; every item with a key shows it.
func (w *Window) menu() *fyne.MainMenu {
	g := w.game
	restart := fyne.NewMenuItem(lang.X("menu.restart", "Restart"), w.Restart)
	restart.Shortcut = ctrlKey(fyne.KeyR, ctrl)
	solution := fyne.NewMenuItem(lang.X("menu.showSolution", "Show solution…"), w.ShowSolution)
	stats := fyne.NewMenuItem(lang.X("menu.statistics", "Statistics…"), w.ShowStats)
	newGame := fyne.NewMenuItem(lang.X("menu.newGame", "New game"), w.NewGame)
	newGame.Shortcut = ctrlKey(fyne.KeyN, ctrl)
	hint := fyne.NewMenuItem(lang.X("menu.hint", "Hint"), w.Hint)
	hint.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyF1}
	explain := fyne.NewMenuItem(lang.X("menu.explain", "Explain the solve"), w.Explain)
	watch := fyne.NewMenuItem(lang.X("menu.watch", "Watch the solver"), w.WatchSolver)
	watch.Shortcut = ctrlKey(fyne.KeyT, ctrl)
	enter := fyne.NewMenuItem(lang.X("menu.enter", "Enter a puzzle"), w.EnterPuzzle)
	importClip := fyne.NewMenuItem(lang.X("menu.importClipboard", "Import from the clipboard"), w.ImportClipboard)
	importFile := fyne.NewMenuItem(lang.X("menu.importFile", "Import from a file…"), w.ImportFile)
	importClip.Shortcut = &fyne.ShortcutPaste{}
	export := fyne.NewMenuItem(lang.X("menu.copy", "Copy the puzzle to the clipboard"), w.ExportClipboard)
	export.Shortcut = &fyne.ShortcutCopy{}
	exportFile := fyne.NewMenuItem(lang.X("menu.exportFile", "Save the puzzle to a file…"), w.ExportFile)
	printItem := fyne.NewMenuItem(lang.X("menu.print", "Print…"), w.Print)
	undo := fyne.NewMenuItem(lang.X("menu.undo", "Undo"), func() { w.panel.report(g.Undo()) })
	undo.Shortcut = &fyne.ShortcutUndo{}
	redo := fyne.NewMenuItem(lang.X("menu.redo", "Redo"), func() { w.panel.report(g.Redo()) })
	redo.Shortcut = &fyne.ShortcutRedo{}
	fill := fyne.NewMenuItem(lang.X("panel.fillNotes", "Fill notes"), func() { w.panel.report(g.Marks().FillNotes()) })
	showKeys(restart, lang.X("keys.ctrlR", "Ctrl+R"))
	showKeys(newGame, lang.X("keys.ctrlN", "Ctrl+N"))
	showKeys(watch, lang.X("keys.ctrlT", "Ctrl+T"))
	showKeys(importClip, lang.X("keys.ctrlV", "Ctrl+V"))
	showKeys(export, lang.X("keys.ctrlC", "Ctrl+C"))
	showKeys(undo, lang.X("keys.ctrlZ", "Ctrl+Z"))
	redoKeys := strings.Split(lang.X("keys.redo", "Ctrl+Shift+Z, Ctrl+Y"), ", ")
	showKeys(redo, redoKeys[len(redoKeys)-1])
	w.menuActions = []menuAction{{restart, game.ActionRestart}, {hint, game.ActionHint}, {explain, game.ActionExplain},
		{watch, game.ActionWatch}, {solution, game.ActionShowSolution},
		{undo, game.ActionUndo}, {redo, game.ActionRedo}, {fill, game.ActionFillNotes}}
	edit := fyne.NewMenu(lang.X("menu.edit", "Edit"), undo, redo, fyne.NewMenuItemSeparator(), fill)
	dailyItem := fyne.NewMenuItem(lang.X("menu.daily", "Daily puzzle…"), w.ShowDaily)
	practiceItem := fyne.NewMenuItem(lang.X("menu.practice", "Practise a technique…"), w.ShowPractice)
	puzzleItems := []*fyne.MenuItem{enter, importClip}
	if canChooseFiles { // in a browser the puzzle and the PDF are downloaded, and nothing is opened
		puzzleItems = append(puzzleItems, importFile)
	}
	puzzleItems = append(puzzleItems, export, exportFile, printItem)
	gameMenu := fyne.NewMenu(lang.X("menu.game", "Game"), slices.Concat([]*fyne.MenuItem{newGame, dailyItem, practiceItem, restart, fyne.NewMenuItemSeparator(),
		hint, explain, watch, fyne.NewMenuItemSeparator()}, puzzleItems, []*fyne.MenuItem{fyne.NewMenuItemSeparator(), solution, stats})...)

	var items []*fyne.MenuItem
	toggles := []struct {
		label string
		get   func(game.Highlights) bool
		set   func(*game.Highlights, bool)
	}{
		{lang.X("menu.highlightHouse", "Highlight row, column and box"), func(h game.Highlights) bool { return h.House }, func(h *game.Highlights, on bool) { h.House = on }},
		{lang.X("menu.highlightSame", "Highlight same digits"), func(h game.Highlights) bool { return h.SameDigit }, func(h *game.Highlights, on bool) { h.SameDigit = on }},
		{lang.X("menu.showConflicts", "Show conflicts"), func(h game.Highlights) bool { return h.Conflicts }, func(h *game.Highlights, on bool) { h.Conflicts = on }},
	}
	view := fyne.NewMenu(lang.X("menu.view", "View"))
	for _, t := range toggles {
		item := fyne.NewMenuItem(t.label, nil)
		item.Checked = t.get(g.Status().Highlights)
		item.Action = func() {
			h := g.Status().Highlights
			t.set(&h, !t.get(h))
			g.SetHighlights(h)
			item.Checked = t.get(h)
			view.Refresh()
		}
		items = append(items, item)
	}
	tint := fyne.NewMenuItem(lang.X("menu.tintRegions", "Tint jigsaw regions"), nil)
	tint.Checked = w.settings.RegionTint
	tint.Action = func() {
		tint.Checked = !tint.Checked
		w.setSettings(func(s *settings) { s.RegionTint = tint.Checked })
		w.board.SetRegionTint(tint.Checked)
		view.Refresh()
	}
	items = append(items, fyne.NewMenuItemSeparator())
	var themes []*fyne.MenuItem
	for _, choice := range []struct{ key, label string }{
		{"system", lang.X("menu.themeSystem", "Theme: follow the system")},
		{"light", lang.X("menu.themeLight", "Theme: light")},
		{"dark", lang.X("menu.themeDark", "Theme: dark")},
	} {
		item := fyne.NewMenuItem(choice.label, nil)
		item.Checked = w.settings.Theme == choice.key
		items = append(items, item)
		themes = append(themes, item)
		item.Action = func() {
			w.setSettings(func(s *settings) { s.Theme = choice.key })
			w.applyTheme()
			for _, it := range themes {
				it.Checked = it == item
			}
			view.Refresh()
		}
	}
	view.Items = append(items, fyne.NewMenuItemSeparator(), tint)
	rules := fyne.NewMenuItem(lang.X("menu.rules", "Rules of this puzzle"), w.ShowRules)
	rules.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyR}
	showKeys(rules, "R")
	help := fyne.NewMenu(lang.X("menu.help", "Help"),
		fyne.NewMenuItem(lang.X("menu.howToPlay", "How to play"), w.ShowHowToPlay),
		fyne.NewMenuItem(lang.X("menu.keys", "Keyboard shortcuts"), w.ShowKeys), rules,
		fyne.NewMenuItem(lang.X("menu.about", "About Sudoku"), w.ShowAbout))
	return fyne.NewMainMenu(gameMenu, edit, view, help)
}

// shownKeys is a menu item's shortcut as the window's own menu bar draws it
// beside the item: keys, the player's words for them ("Strg+N" in German),
// where Fyne would write every modifier in English ("Ctrl+"). It only shows:
// the window's shortcuts are registered on its canvas (see addShortcuts).
type shownKeys struct {
	fyne.Shortcut
	keys string
}

// Key returns the keys in the player's words, which the menu draws as
// they are.
func (s shownKeys) Key() fyne.KeyName { return fyne.KeyName(s.keys) }

// Mod returns no modifier: Key has them in words.
func (s shownKeys) Mod() fyne.KeyModifier { return 0 }

// showKeys makes item's menu show keys, the player's words for its
// shortcut, where the menu is the window's own. On macOS, whose menu bar
// is the system's and takes the item's shortcut as a real key equivalent
// (drawn with the system's symbols), the item keeps its shortcut.
func showKeys(item *fyne.MenuItem, keys string) {
	if runtime.GOOS == "darwin" || item.Shortcut == nil {
		return
	}
	item.Shortcut = shownKeys{Shortcut: item.Shortcut, keys: keys}
}

// menuAction is a menu item that does a game.Action: it is enabled exactly
// when game.Allowed accepts the action (see refreshMenu).
type menuAction struct {
	item   *fyne.MenuItem
	action game.Action
}

// refreshMenu enables each item of w.menuActions when game.Allowed accepts
// its action, and redraws the menu when one changed.
func (w *Window) refreshMenu() {
	changed := false
	for _, m := range w.menuActions {
		if off := w.game.Allowed(m.action) != nil; m.item.Disabled != off {
			m.item.Disabled, changed = off, true
		}
	}
	if mm := w.win.MainMenu(); changed && mm != nil {
		mm.Refresh()
	}
}

// ShowSolution asks the player whether to give up, and if so puts the
// solution on the board; when the game cannot show it, the status line says
// why.
func (w *Window) ShowSolution() {
	if err := w.game.Allowed(game.ActionShowSolution); err != nil {
		w.panel.SetStatus(refusal(-1, 9, err))
		return
	}
	w.confirm(lang.X("solution.title", "Show the solution?"), lang.X("solution.message", "The game ends and does not count as won."),
		lang.X("solution.yes", "Show it"), lang.X("dialog.keepPlaying", "Keep playing"), func() {
			w.panel.report(w.game.ShowSolution())
		})
}
