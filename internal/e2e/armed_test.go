package e2e

import (
	"image"
	"slices"
	"testing"
	"time"
)

// TestNewGameUnarms picks 4 on its button, places it with a click, starts
// a new game with Ctrl+N and leaves the old one with Return, then clicks
// an empty cell of the new puzzle: nothing is written there, on the screen
// or in the saved game (issue "A third look", point 1: a number armed in
// the last game wrote a red 5 into the next; 4 is r1c3's digit here).
func TestNewGameUnarms(t *testing.T) {
	a := startApp(t)
	a.clickNumber(4)
	a.clickCell(r1c3, 1)
	a.waitFor("a 4 in r1c3", a.hasDigit(r1c3, true))
	before := a.givenCells(a.screenshot())
	a.xdotool("key", "ctrl+n")
	a.waitFor("the question before New", func(img image.Image) bool { return !slices.Equal(a.givenCells(img), before) })
	a.xdotool("key", "Return")
	img := a.waitFor("a new puzzle", func(img image.Image) bool {
		g := a.givenCells(img)
		return len(g) > 0 && !slices.Equal(g, before) && a.cellPixels(img, r1c3, blueInk) == 0
	})
	givens := a.givenCells(img)
	empty := -1
	for i := range 81 {
		if !slices.Contains(givens, i) {
			empty = i
			break
		}
	}
	a.clickCell(empty, 1)
	a.eventually("the click saved (the cursor on the cell clicked)", 10*time.Second, func() bool {
		c, _ := a.saved()["cursor"].(float64)
		return int(c) == empty
	})
	time.Sleep(300 * time.Millisecond)
	if got := a.screenshot(); a.cellPixels(got, empty, blueInk) > 0 || a.cellPixels(got, empty, redFill) > 0 {
		t.Errorf("a click on the empty %s after New wrote in it", cellName(empty))
	}
	saved := a.saved()
	if board, puzzle := saved["board"], saved["puzzle"]; board != puzzle {
		t.Errorf("after New and a click on %s the board is %v; want the puzzle %v", cellName(empty), board, puzzle)
	}
	if sel, _ := saved["selected"].(float64); sel != 0 {
		t.Errorf("after New the number %v is picked; want none", sel)
	}
}

// TestRestartAsksAndUndoes plays a move, waits a few seconds and presses
// Ctrl+R: the window asks first, Escape keeps the game; Ctrl+R and Return
// restart it, the clock back at 0:0x; Ctrl+Z brings the digit back and the
// clock past the time played before (issue "A third look", point 2).
func TestRestartAsksAndUndoes(t *testing.T) {
	a := startApp(t)
	a.clickNumber(4)
	a.clickCell(r1c3, 1)
	a.waitFor("a 4 in r1c3", a.hasDigit(r1c3, true))
	time.Sleep(3 * time.Second)
	givens := len(a.givenCells(a.screenshot()))
	asked := func(img image.Image) bool { return len(a.givenCells(img)) != givens } // the question covers some
	a.xdotool("key", "ctrl+r")
	a.waitFor("the question before the restart", asked)
	a.xdotool("key", "Escape")
	a.waitFor("the question closed", func(img image.Image) bool { return !asked(img) })
	if !a.hasDigit(r1c3, true)(a.screenshot()) {
		t.Fatal("Ctrl+R, Escape: the 4 in r1c3 is gone; want the game kept")
	}
	played := a.elapsed()
	a.xdotool("key", "ctrl+r")
	a.waitFor("the question before the restart", asked)
	a.xdotool("key", "Return")
	a.waitFor("r1c3 empty after the restart", a.hasDigit(r1c3, false))
	a.eventually("the restart saved with the clock near 0", 10*time.Second, func() bool {
		board, _ := a.saved()["board"].(string)
		return len(board) == 81 && board[2] == '.' && a.elapsed() < 2*time.Second
	})
	a.xdotool("key", "ctrl+z")
	a.waitFor("the 4 back in r1c3 after Ctrl+Z", a.hasDigit(r1c3, true))
	a.eventually("the time before the restart given back", 10*time.Second, func() bool {
		board, _ := a.saved()["board"].(string)
		return len(board) == 81 && board[2] == '4' && a.elapsed() >= played
	})
}
