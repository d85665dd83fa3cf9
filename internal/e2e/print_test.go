package e2e

import (
	"image"
	"os"
	"path/filepath"
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
	printLevelY            = 386      // the Level select
	printHardY             = 498      // Hard in the Level select's list
	printSaveX, printSaveY = 370, 491 // Save as PDF…, clear of its text
)

// saveEnabled reports whether the print dialog's Save as PDF… is drawn
// enabled, in the primary blue.
func (a *app) saveEnabled(img image.Image) bool {
	r, g, b := rgb(img.At(printSaveX, printSaveY+a.dialogDY()))
	return b > 180 && b-r > 80 && b-g > 40
}

// bookletOf opens Game ▸ Print…, picks a booklet of new puzzles and types
// count in its Puzzles entry.
func (a *app) bookletOf(count string) {
	a.t.Helper()
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
	a.xdotool("type", count)
}

// TestPrintDialogValidates picks a booklet in Game ▸ Print…, types an
// out-of-range count — Save as PDF… turns disabled at once, and a click on
// it keeps the dialog and the count — then a valid count, which enables it.
func TestPrintDialogValidates(t *testing.T) {
	a := startApp(t)
	a.bookletOf("500")
	a.waitFor("Save disabled for 500 puzzles", func(img image.Image) bool { return !a.saveEnabled(img) })
	a.click(printSaveX, printSaveY+a.dialogDY(), 1)
	time.Sleep(500 * time.Millisecond)
	a.click(printWhatX, printCountY+a.dialogDY(), 1) // the entry is still there, with 500
	a.xdotool("key", "BackSpace", "BackSpace")
	a.waitFor("Save enabled for 5 puzzles", a.saveEnabled)
}

// TestPrintHoldsClock prints a booklet of 20 new Hard puzzles from Game ▸
// Print…: the clock stands still while the print dialog, the file dialog and
// the progress of the booklet are open, as for every dialog, and goes on
// after them.
func TestPrintHoldsClock(t *testing.T) {
	a := startApp(t)
	a.clickNumber(4)
	a.clickCell(r1c3, 1)
	a.eventually("the move saved", 10*time.Second, func() bool {
		b, _ := a.saved()["board"].(string)
		return len(b) == 81 && b[r1c3] == '4'
	})
	start, before := time.Now(), a.elapsed()
	a.bookletOf("20")
	a.waitFor("Save enabled for 20 puzzles", a.saveEnabled)
	a.click(printWhatX, printLevelY+a.dialogDY(), 1)
	time.Sleep(300 * time.Millisecond)
	a.click(printWhatX, printHardY+a.dialogDY(), 1) // puzzles that take a while to make
	time.Sleep(300 * time.Millisecond)
	a.click(printSaveX, printSaveY+a.dialogDY(), 1)
	time.Sleep(800 * time.Millisecond)
	a.click(fileSaveX, fileSaveY+a.dialogDY(), 1)
	printing := time.Now()
	file := filepath.Join(a.home(), "sudoku.pdf")
	a.eventually("the booklet saved to "+file, 90*time.Second, func() bool {
		_, err := os.Stat(file)
		return err == nil
	})
	progress := time.Since(printing) // the booklet made, under its progress dialog
	time.Sleep(500 * time.Millisecond)
	held := time.Since(start)
	a.clickNumber(6)
	a.clickCell(r1c4, 1)
	a.eventually("the next move saved", 10*time.Second, func() bool {
		b, _ := a.saved()["board"].(string)
		return len(b) == 81 && b[r1c4] == '6'
	})
	ran := a.elapsed() - before
	t.Logf("the clock ran %v in %v, %v of it with a dialog open, %v making the booklet", ran, time.Since(start), held, progress)
	// It runs from the first move's save to the Print menu and after the
	// dialogs, under a second and a half here.
	if ran > 1500*time.Millisecond+time.Since(start)-held {
		t.Errorf("the clock ran %v of the %v the dialogs and the booklet's progress (%v) were open; want it to stand still", ran, held, progress)
	}
}
