package e2e

import (
	"encoding/json"
	"image"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// readJSON returns the JSON object in the file name of the app's storage.
func (a *app) readJSON(name string) map[string]any {
	a.t.Helper()
	data, err := os.ReadFile(filepath.Join(a.storage(), name))
	if err != nil {
		a.t.Fatalf("reading %s: %v", name, err)
	}
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		a.t.Fatalf("%s: %v", name, err)
	}
	return m
}

// saved returns the game file the app wrote last.
func (a *app) saved() map[string]any { return a.readJSON("game.json") }

// elapsed returns the time played that the saved game holds.
func (a *app) elapsed() time.Duration {
	a.t.Helper()
	ms, _ := a.saved()["elapsedMs"].(float64)
	return time.Duration(ms) * time.Millisecond
}

// numberSelected reports whether the number toggle d is drawn selected: filled
// in the primary blue.
func (a *app) numberSelected(img image.Image, d int) bool {
	r, g, b := rgb(img.At(a.buttons[0][d-1].from+3, a.rows[0]))
	return b > 180 && b-r > 80 && b-g > 40
}

// TestClockAndPause checks in the real window that the clock stands still
// while a question is open, that the number toggles do nothing while the
// game is paused, and that the pause message goes when the game goes on.
func TestClockAndPause(t *testing.T) {
	a := startApp(t)
	a.clickNumber(4)
	a.clickCell(r1c3, 1)
	a.waitFor("a 4 in r1c3", a.hasDigit(r1c3, true))
	// The move is saved (off the UI goroutine) with the time played so far.
	a.eventually("the move saved", 5*time.Second, func() bool {
		b, _ := a.saved()["board"].(string)
		return len(b) == 81 && b[r1c3] == '4'
	})
	start, before := time.Now(), a.elapsed()

	// A question for 3 s: Ctrl+N with a move on the board asks first.
	a.xdotool("key", "ctrl+n")
	time.Sleep(3 * time.Second)
	a.xdotool("key", "Escape")
	a.clickNumber(6)
	a.clickCell(r1c4, 1) // a move saves the game with its time
	a.waitFor("a 6 in r1c4", a.hasDigit(r1c4, true))
	a.eventually("the second move saved", 5*time.Second, func() bool {
		b, _ := a.saved()["board"].(string)
		return len(b) == 81 && b[r1c4] == '6'
	})
	wall := time.Since(start)
	if got := a.elapsed() - before; got > wall-2*time.Second {
		t.Errorf("clock over a 3 s question: %v played in %v; want the question's time left out", got, wall)
	}

	// Pause: the board hides, a number toggle does nothing, P again clears
	// the pause message.
	img := a.screenshot()
	if !a.numberSelected(img, 6) {
		t.Fatal("number 6, picked last, is not drawn selected")
	}
	empty := a.statusInk(img)
	a.xdotool("key", "p")
	a.waitFor("the board to hide", func(img image.Image) bool { return a.cellPixels(img, r1c1, darkInk) == 0 })
	if a.statusInk(a.screenshot()) <= empty {
		t.Error("no word in the status line while paused")
	}
	a.clickNumber(5)
	time.Sleep(300 * time.Millisecond)
	if a.numberSelected(a.screenshot(), 5) {
		t.Error("number 5 selected while paused")
	}
	a.xdotool("key", "p")
	a.waitFor("the board back and the pause message gone", func(img image.Image) bool {
		return a.cellPixels(img, r1c1, darkInk) > 20 && a.statusInk(img) <= empty
	})
}
