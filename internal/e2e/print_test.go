package e2e

import (
	"image"
	"testing"
	"time"
)

// Where the print dialog's parts sit in the light theme at scale 1, with the
// window at its first size (600x720) and the dialog centred on it.
const (
	printWhatX             = 340      // the Print select, and the Puzzles entry below it
	printWhatY             = 245      //
	printBookletY          = 319      // "A booklet of new puzzles" in the Print select's list
	printCountY            = 284      // the Puzzles entry
	printSaveX, printSaveY = 370, 491 // Save as PDF…, clear of its text
)

// saveEnabled reports whether the print dialog's Save as PDF… is drawn
// enabled, in the primary blue.
func (a *app) saveEnabled(img image.Image) bool {
	r, g, b := rgb(img.At(printSaveX, printSaveY+a.dialogDY()))
	return b > 180 && b-r > 80 && b-g > 40
}

// TestPrintDialogValidates picks a booklet in Game ▸ Print…, types an
// out-of-range count — Save as PDF… turns disabled at once, and a click on
// it keeps the dialog and the count — then a valid count, which enables it.
func TestPrintDialogValidates(t *testing.T) {
	a := startApp(t)
	a.click(gameMenuX, gameMenuY, 1)
	time.Sleep(300 * time.Millisecond)
	a.click(60, printMenuY, 1)
	a.waitFor("the print dialog with Save enabled", a.saveEnabled)
	a.click(printWhatX, printWhatY+a.dialogDY(), 1)
	time.Sleep(300 * time.Millisecond)
	a.click(printWhatX, printBookletY+a.dialogDY(), 1)
	time.Sleep(300 * time.Millisecond)
	a.click(printWhatX, printCountY+a.dialogDY(), 1)
	a.xdotool("key", "ctrl+a")
	a.xdotool("type", "500")
	a.waitFor("Save disabled for 500 puzzles", func(img image.Image) bool { return !a.saveEnabled(img) })
	a.click(printSaveX, printSaveY+a.dialogDY(), 1)
	time.Sleep(500 * time.Millisecond)
	a.click(printWhatX, printCountY+a.dialogDY(), 1) // the entry is still there, with 500
	a.xdotool("key", "BackSpace", "BackSpace")
	a.waitFor("Save enabled for 5 puzzles", a.saveEnabled)
}
