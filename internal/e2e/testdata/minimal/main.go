// Command minimal is the yardstick of the window's idle cost: a Fyne window
// with one label that shows the time, updated once a second, as a clock in a
// game would be. The e2e test TestMeasure runs it beside the game.
package main

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/widget"
)

func main() {
	a := app.NewWithID("io.github.sudokudevs.minimal")
	w := a.NewWindow("minimal")
	l := widget.NewLabel("0")
	w.SetContent(l)
	w.Resize(fyne.NewSize(600, 720))
	go func() {
		for t := range time.Tick(time.Second) {
			fyne.Do(func() { l.SetText(t.Format("15:04:05")) })
		}
	}()
	w.ShowAndRun()
}
