package e2e

import (
	"image"
	"strings"
	"syscall"
	"testing"
	"time"
)

// kill ends the app with SIGKILL, which gives it no chance to save.
func (a *app) kill() {
	a.t.Helper()
	if err := a.proc.Process.Signal(syscall.SIGKILL); err != nil {
		a.t.Fatalf("SIGKILL: %v", err)
	}
	<-a.exited
}

// closeWindow clicks Exit, right of the clock in the panel's fourth row,
// and waits up to ten seconds for the app to end, as a player closes it.
func (a *app) closeWindow() {
	a.t.Helper()
	img := a.screenshot()
	y, ok := a.thirdRow(img)
	if !ok {
		a.t.Fatal("no third panel row")
	}
	x := a.board.Max.X - 30 // within Exit, the row's last control
	for y < img.Bounds().Max.Y && !near(img.At(x, y), a.bg, 12) {
		y++
	}
	for y < img.Bounds().Max.Y && near(img.At(x, y), a.bg, 12) {
		y++
	}
	top := y
	for y < img.Bounds().Max.Y && !near(img.At(x, y), a.bg, 12) {
		y++
	}
	a.click(x, (top+y)/2, 1)
	select {
	case <-a.exited:
		if a.waitErr != nil {
			a.t.Errorf("the app ended with %v after Exit", a.waitErr)
		}
	case <-time.After(10 * time.Second):
		a.t.Fatalf("the app still runs 10 s after Exit was clicked at (%d, %d)", x, (top+y)/2)
	}
}

// resume waits for a restored game to show paused — the board hides its
// digits, so the given in r1c1 is not drawn — and presses P to go on.
func (a *app) resume() {
	a.t.Helper()
	a.waitFor("the restored game paused, r1c1's given hidden", func(img image.Image) bool {
		return a.cellPixels(img, r1c1, darkInk) == 0
	})
	a.xdotool("key", "p")
}

// TestBadPuzzleOptionKeepsSavedGame plays a move, kills the app, starts it
// again with a -puzzle that breaks a rule (a duplicate), and checks that this
// puzzle is shown to be fixed while the saved game on disk is untouched: a
// third start without -puzzle shows the move again.
func TestBadPuzzleOptionKeepsSavedGame(t *testing.T) {
	a := startApp(t)
	a.clickNumber(4)
	a.clickCell(r1c3, 1)
	a.waitFor("a 4 in r1c3", a.hasDigit(r1c3, true))
	a.kill()

	bad := "55" + strings.Repeat(".", 79)
	b := runApp(t, true, a.display, a.bin, a.env, "-puzzle", bad)
	b.waitFor("the refused puzzle on the board, not the saved game", func(img image.Image) bool {
		// Enter mode: the two 5s in the conflict colour.
		return !b.hasDigit(r1c3, true)(img) && b.cellPixels(img, 0, redFill) > 20 && b.cellPixels(img, 1, redFill) > 20
	})
	b.kill()

	c := runApp(t, true, a.display, a.bin, a.env)
	c.resume()
	c.waitFor("the saved game's 4 in r1c3", c.hasDigit(r1c3, true))
}
