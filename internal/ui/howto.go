package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// howToPlay returns the text of Help ▸ How to play, in Markdown: the rules,
// then the controls, in the player's language.
func howToPlay() string {
	return lang.X("howto.text", `## The rules

Fill the grid so that every **row**, every **column** and every **box** (the nine 3x3 squares) holds each digit from 1 to 9 exactly once. The digits in bold, the givens, never change. Every puzzle has exactly one solution, which logic alone finds: no guessing is needed.

## Playing

* Two ways to play, mixed as you like. **Cell first:** click an open cell, then a number button (or type the digit): it goes in that cell. **Number first:** click a number button, then **click** the open cells it goes in, one after another. Click the picked number again to put it down. **Right-click** clears a cell.
* Four pens write in cells: **Digit** (key Z); **Corner** marks (X), for “this digit goes in one of these cells”; **Centre** marks, the notes (C), for “this cell is one of these”; and **Colour** (V), where the number buttons become nine colours. Shift+digit writes a corner mark and Ctrl+digit a centre mark with any pen. **Drag** across cells, or **Ctrl+click** them, to select many: what you type goes in all of them. **Fill notes** pencils in every candidate, and placing a digit takes it out of the notes of its row, column and box.
* **Help** tints every cell where the picked number fits. **Check** colours your digits green when right and red when wrong.
* **Hint** names the next logical step and marks it on the board; **Explain** walks through a whole solve, step by step.
* Hints and Explain name cells as solvers write them: **r1c5** is row 1, column 5.
* **Undo** and **Redo** go back and forth without limit. Every move is saved at once, and the game waits for you, paused, the next time you start it.
* **Level** picks the difficulty of the next puzzle, by the techniques it needs: Easy (singles), Medium (locked candidates and pairs), Hard (triples and quads), Expert (fish and wings), Extreme (chains). **New** deals one.

Help ▸ Keyboard shortcuts lists every key.`)
}

// ShowHowToPlay shows Help ▸ How to play: the rules and the controls, in a
// scrolling window.
func (w *Window) ShowHowToPlay() {
	text := widget.NewRichTextFromMarkdown(howToPlay())
	text.Wrapping = fyne.TextWrapWord
	// Room on the right for the scroll bar, which would cover the text.
	scroll := container.NewVScroll(container.New(layout.NewCustomPaddedLayout(0, 0, 0, theme.ScrollBarSize()), text))
	scroll.SetMinSize(fyne.NewSize(480, 420))
	w.showClosing(dialog.NewCustom(lang.X("menu.howToPlay", "How to play"), lang.X("dialog.close", "Close"), scroll, w.win))
}
