package main

import (
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/widget"
)

func main() {
	a := app.NewWithID("io.github.sudokudevs.sudoku")
	w := a.NewWindow("Sudoku")
	w.SetContent(widget.NewLabel("hi"))
	w.ShowAndRun()
}
