package e2e

import (
	"image"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestEnterFixAndStart opens a puzzle with two 5s in row 1 (-puzzle), which
// comes up in enter mode with the reason. The player clears the wrong 5
// with Delete and clicks Start, and the puzzle starts: the givens are
// checked on a job, off the UI goroutine, and the result comes back to the
// window.
func TestEnterFixAndStart(t *testing.T) {
	log := filepath.Join(t.TempDir(), "status.log")
	clash := puzzle[:2] + "5" + puzzle[3:] // r1c3 a 5, beside r1c1's
	a := startAppArgs(t, []string{"-puzzle", clash, "-status-log", log})
	saw := func(what string, prefix bool) func() bool {
		return func() bool {
			for _, l := range statusLines(t, log) {
				if prefix && strings.HasPrefix(l, what) || !prefix && strings.Contains(l, what) {
					return true
				}
			}
			return false
		}
	}
	a.eventually("the reason, naming row 1, column 1 and row 1, column 3", 10*time.Second, saw("duplicate 5 in row 1 and box 1: row 1, column 1 and row 1, column 3", false))
	a.clickCell(2, 1)
	a.xdotool("key", "Delete")
	a.waitFor("r1c3 cleared", a.hasDigit(2, false))
	x, y, ok := a.startButton(a.screenshot())
	if !ok {
		t.Fatal("no Start button below the panel's second row")
	}
	a.click(x, y, 1)
	a.eventually("the puzzle started", 10*time.Second, saw("Your puzzle has exactly one solution (30 givens)", true))
}

// startButton returns the middle of enter mode's Start button, the first
// run of its blue fill, 40 pixels or wider, below the panel's second row.
func (a *app) startButton(img image.Image) (x, y int, ok bool) {
	blue := func(x, y int) bool {
		r, g, b, _ := img.At(x, y).RGBA()
		return b>>8 > 200 && r>>8 < 100 && g>>8 < 160
	}
	for y := a.rows[1] + 15; y < img.Bounds().Max.Y; y++ {
		for _, s := range runsOf(img, y, a.right, blue) {
			if s.to-s.from >= 40 {
				return s.mid(), y + 10, true // inside, below the top edge
			}
		}
	}
	return 0, 0, false
}
