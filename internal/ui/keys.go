package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-devs/sudoku/internal/game"
)

// keyBinding is one row of the window's keys: what the player presses, as
// Help ▸ Keyboard shortcuts shows it, and what that does. A row with
// shortcuts is registered on the window's canvas with do as its action; a
// row without is handled by the board (Board.TypedKey and Board.TypedRune)
// and is listed so that the help window shows every key.
type keyBinding struct {
	keys   string // as shown: "Ctrl+Z"
	action string // what it does: "Undo"
	// shortcuts are what Fyne's driver delivers for keys: with Ctrl (Super on
	// macOS) it turns Z and Y into fyne.ShortcutUndo and fyne.ShortcutRedo,
	// C and V into ShortcutCopy and ShortcutPaste, and any other Ctrl
	// combination into a desktop.CustomShortcut.
	shortcuts []fyne.Shortcut
	do        func()
}

// ctrl is the modifier of the window's shortcuts: Ctrl, or Super on macOS.
const ctrl = fyne.KeyModifierShortcutDefault

// ctrlKey returns the desktop.CustomShortcut of key with modifiers mod.
func ctrlKey(key fyne.KeyName, mod fyne.KeyModifier) fyne.Shortcut {
	return &desktop.CustomShortcut{KeyName: key, Modifier: mod}
}

// keyBindings returns the window's keys, in the order Help ▸ Keyboard
// shortcuts lists them.
func (w *Window) keyBindings() []keyBinding {
	undo := func() { w.panel.report(w.game.Undo()) }
	redo := func() { w.panel.report(w.game.Redo()) }
	notes := make([]fyne.Shortcut, 9)
	for d := 1; d <= 9; d++ {
		notes[d-1] = ctrlKey(fyne.KeyName(fmt.Sprint(d)), ctrl)
	}
	return []keyBinding{
		{keys: lang.X("keys.arrows", "Arrows, W A S D"), action: lang.X("keys.arrowsDo", "Move the selected cell")},
		{keys: lang.X("keys.select", "Shift+arrows, Ctrl+click, drag"), action: lang.X("keys.selectDo", "Select more cells: what you type goes in all of them")},
		{keys: lang.X("keys.selectAll", "Ctrl+A, Escape, double click"), action: lang.X("keys.selectAllDo", "Select every cell, no cell, every cell with that digit"),
			shortcuts: []fyne.Shortcut{&fyne.ShortcutSelectAll{}}, do: w.game.Selection().All},
		{keys: lang.X("keys.pens", "Z, X, C, V"), action: lang.X("keys.pensDo", "Pen: digits, corner marks, centre marks (notes), colours")},
		{keys: "1–9", action: lang.X("keys.digitsDo", "Write the digit in the selected cells with the pen, and pick it")},
		{keys: lang.X("keys.tens", "1, then 0–6"), action: lang.X("keys.tensDo", "On a grid of more than nine digits: write 10 to 16 (within a second)")},
		{keys: lang.X("keys.shiftDigits", "Shift+1–9"), action: lang.X("keys.shiftDigitsDo", "Toggle that corner mark in the selected cells")},
		{keys: lang.X("keys.ctrlDigits", "Ctrl+1–9"), action: lang.X("keys.ctrlDigitsDo", "Toggle that centre mark (note) in the selected cells"), shortcuts: notes},
		{keys: lang.X("keys.clear", "0, Backspace, Delete"), action: lang.X("keys.clearDo", "Clear the selected cells (with the colour pen, their colours)")},
		{keys: "N", action: lang.X("keys.notesDo", "Switch between the digit and centre-mark pens")},
		{keys: "F", action: lang.X("keys.fillDo", "Fill notes: pencil in every candidate")},
		{keys: "H", action: lang.X("keys.helpDo", "Help on or off (needs a picked number)")},
		{keys: "R", action: lang.X("keys.rulesDo", "The rules of this puzzle")},
		{keys: "L", action: lang.X("keys.levelDo", "The next level for new puzzles (after Extreme, Easy)")},
		{keys: "P", action: lang.X("keys.pauseDo", "Pause or go on")},
		{keys: lang.X("keys.hint", "? or F1"), action: lang.X("keys.hintDo", "Hint")},
		{keys: lang.X("keys.leftRight", "Left, Right"), action: lang.X("keys.leftRightDo", "Previous or next step while explaining")},
		{keys: lang.X("keys.escape", "Escape"), action: lang.X("keys.escapeDo", "Close the explanation, stop watching the solver, close a dialog, leave Enter mode")},
		{keys: lang.X("keys.ctrlN", "Ctrl+N"), action: lang.X("keys.ctrlNDo", "New game"), shortcuts: []fyne.Shortcut{ctrlKey(fyne.KeyN, ctrl)}, do: w.NewGame},
		{keys: lang.X("keys.ctrlR", "Ctrl+R"), action: lang.X("keys.ctrlRDo", "Restart the game (asks first; Undo brings it back)"), shortcuts: []fyne.Shortcut{ctrlKey(fyne.KeyR, ctrl)}, do: w.Restart},
		{keys: lang.X("keys.ctrlT", "Ctrl+T"), action: lang.X("keys.ctrlTDo", "Watch the solver (again: stop)"), shortcuts: []fyne.Shortcut{ctrlKey(fyne.KeyT, ctrl)}, do: w.WatchSolver},
		{keys: lang.X("keys.ctrlZ", "Ctrl+Z"), action: lang.X("keys.ctrlZDo", "Undo"), shortcuts: []fyne.Shortcut{&fyne.ShortcutUndo{}}, do: undo},
		{keys: lang.X("keys.redo", "Ctrl+Shift+Z, Ctrl+Y"), action: lang.X("keys.redoDo", "Redo"),
			shortcuts: []fyne.Shortcut{ctrlKey(fyne.KeyZ, ctrl|fyne.KeyModifierShift), &fyne.ShortcutRedo{}}, do: redo},
		{keys: lang.X("keys.ctrlC", "Ctrl+C"), action: lang.X("keys.ctrlCDo", "Copy the puzzle to the clipboard"), shortcuts: []fyne.Shortcut{&fyne.ShortcutCopy{}}, do: w.ExportClipboard},
		{keys: lang.X("keys.ctrlV", "Ctrl+V"), action: lang.X("keys.ctrlVDo", "Import a puzzle from the clipboard"), shortcuts: []fyne.Shortcut{&fyne.ShortcutPaste{}}, do: w.ImportClipboard},
	}
}

// addShortcuts registers the shortcuts of keyBindings on the window's canvas
// and sends typed keys to the board when nothing has the focus (Escape gives
// it the focus too). While a
// dialog or menu covers the window, shortcuts and keys do nothing but what
// modalKey does.
func (w *Window) addShortcuts() {
	c := w.win.Canvas()
	w.shortcuts = map[string]func(){}
	for _, k := range w.keyBindings() {
		for i, s := range k.shortcuts {
			do := k.do
			if k.do == nil { // Ctrl+1–9: the note of the shortcut's digit
				d := i + 1
				do = func() { w.board.Mark(game.LayerCentre, d) }
			}
			w.shortcuts[s.ShortcutName()] = do
			c.AddShortcut(s, func(fyne.Shortcut) {
				if c.Overlays().Top() == nil { // not under a dialog or menu
					do()
				}
			})
		}
	}
	c.SetOnTypedRune(func(r rune) {
		if c.Overlays().Top() == nil {
			w.board.TypedRune(r)
		}
	})
	c.SetOnTypedKey(func(ev *fyne.KeyEvent) {
		if w.modalKey(ev) {
			return
		}
		if ev.Name == fyne.KeyEscape {
			w.focusBoard() // Escape brings the keyboard home
		}
		w.board.TypedKey(ev)
	})
}

// keysContent returns the body of the Keyboard shortcuts window: the keys of
// keyBindings in bold beside what they do.
func (w *Window) keysContent() fyne.CanvasObject {
	var cells []fyne.CanvasObject
	for _, k := range w.keyBindings() {
		action := widget.NewLabel(k.action)
		action.Wrapping = fyne.TextWrapWord // a long one wraps rather than widen the window
		cells = append(cells, widget.NewLabelWithStyle(k.keys, fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}), action)
	}
	form := container.New(layout.NewFormLayout(), cells...)
	scroll := container.NewVScroll(container.New(layout.NewCustomPaddedLayout(0, 0, 0, theme.ScrollBarSize()), form))
	scroll.SetMinSize(fyne.NewSize(520, min(form.MinSize().Height, 440)))
	return scroll
}

// ShowKeys shows Help ▸ Keyboard shortcuts: every key of the window and what
// it does, from the same table the window registers.
func (w *Window) ShowKeys() {
	w.showClosing(dialog.NewCustom(lang.X("menu.keys", "Keyboard shortcuts"), lang.X("dialog.close", "Close"), w.keysContent(), w.win))
}

// focusBoard gives the keyboard focus back to the board, so that keys reach
// it whatever control the player used last.
func (w *Window) focusBoard() {
	if c := w.win.Canvas(); c.Focused() != w.board {
		c.Focus(w.board)
	}
}
