package e2e

import (
	"fmt"
	"image"
	"testing"
	"time"
)

// hasDigit returns a condition on a screenshot: cell i shows a digit in the
// player's blue (want true) or none (want false).
func (a *app) hasDigit(i int, want bool) func(image.Image) bool {
	return func(img image.Image) bool { return (a.cellPixels(img, i, blueInk) > 20) == want }
}

// givenCells returns the cells of img that show a digit in dark ink: the
// givens.
func (a *app) givenCells(img image.Image) []int { return a.cellsWith(img, darkInk) }

// TestUndoRedoKeys presses Ctrl+Z, Ctrl+Y and Ctrl+Shift+Z in the real window:
// Fyne's driver turns Ctrl+Z and Ctrl+Y into its Undo and Redo shortcuts, which
// the window must take as such.
func TestUndoRedoKeys(t *testing.T) {
	a := startApp(t)
	a.clickNumber(4)
	a.clickCell(r1c3, 1)
	a.waitFor("a 4 in r1c3", a.hasDigit(r1c3, true))
	for _, step := range []struct {
		key  string
		want bool
	}{{"ctrl+z", false}, {"ctrl+y", true}, {"ctrl+z", false}, {"ctrl+shift+z", true}} {
		a.xdotool("key", step.key)
		what := "r1c3 to clear"
		if step.want {
			what = "the 4 back in r1c3"
		}
		a.waitFor(what+" after "+step.key, a.hasDigit(r1c3, step.want))
	}
}

// panelRow returns the runs of non-background pixels along the panel's third
// row (the kind, the level, Hint, Explain) and its y.
func (a *app) panelRow(img image.Image) ([]span, int) {
	a.t.Helper()
	y, ok := a.thirdRow(img)
	if !ok {
		a.t.Fatal("no third panel row")
	}
	return runs(img, y, a.bg, a.right), y
}

// settings returns the app's settings as its settings file holds them.
func (a *app) settings() map[string]any { return a.readJSON("settings.json") }

// TestKeysStayWithBoard clicks the panel's check boxes and picks a level with
// the mouse, then types: digits and arrows must reach the board, not the
// control clicked last (Fyne's check box and select take the keyboard focus
// when clicked, and a focused select changes its value on Right).
func TestKeysStayWithBoard(t *testing.T) {
	a := startApp(t)
	a.clickCell(r1c3, 1) // no number picked: selects r1c3
	a.clickControl(2)    // Help on
	a.clickControl(2)    // and off
	a.xdotool("key", "4")
	a.waitFor("a typed 4 in r1c3 after clicking Help", a.hasDigit(r1c3, true))

	a.clickPen(2) // Centre
	a.clickPen(0) // and Digit again
	a.xdotool("key", "Right", "6")
	a.waitFor("a typed 6 in r1c4 after clicking the pens", a.hasDigit(r1c4, true))

	// Pick Expert in the level select with the mouse and the list's keys,
	// then press Left and Delete: the cursor goes back to r1c3 and clears it,
	// and the level stays Expert.
	row, y := a.panelRow(a.screenshot())
	if len(row) < 4 {
		t.Fatalf("third panel row: %d controls; want the kind, the level, Hint and Explain", len(row))
	}
	a.click(row[1].mid(), y, 1)
	a.xdotool("key", "Down", "Down", "Down", "Down", "Return")
	a.xdotool("key", "Left", "Delete")
	a.waitFor("r1c3 cleared by Delete after picking a level", a.hasDigit(r1c3, false))

	// Open the list and close it with Escape, choosing nothing: the select
	// keeps the focus then, and Right must still move the cursor (to r1c4,
	// which Delete clears), not change the level.
	a.click(row[1].mid(), y, 1)
	time.Sleep(300 * time.Millisecond)
	a.xdotool("key", "Escape")
	time.Sleep(300 * time.Millisecond)
	a.xdotool("key", "Right", "Delete")
	a.waitFor("r1c4 cleared by Right and Delete after closing the list", a.hasDigit(r1c4, false))
	if got := a.settings()["level"]; got != "Expert" {
		t.Errorf("level after picking Expert and pressing Right: %v; want Expert", got)
	}
}

// TestNewAsksFirst presses Ctrl+N with a move on the board: the window asks
// before the game is thrown away. Escape keeps the game (and no key reaches
// the board while the question is open); Return leaves it for a new puzzle.
func TestNewAsksFirst(t *testing.T) {
	a := startApp(t)
	a.clickNumber(4)
	a.clickCell(r1c3, 1)
	a.waitFor("a 4 in r1c3", a.hasDigit(r1c3, true))
	a.xdotool("key", "ctrl+n")
	time.Sleep(time.Second) // long enough for a new Medium puzzle
	a.xdotool("key", "Delete", "Escape")
	time.Sleep(500 * time.Millisecond)
	before := a.screenshot()
	if !a.hasDigit(r1c3, true)(before) {
		t.Fatal("Ctrl+N, Delete, Escape: r1c3 lost the player's 4; want the game kept")
	}
	a.xdotool("key", "ctrl+n")
	time.Sleep(300 * time.Millisecond)
	a.xdotool("key", "Return")
	a.waitFor("a new puzzle, without the player's 4", func(img image.Image) bool {
		return a.cellPixels(img, r1c3, blueInk) == 0 && fmt.Sprint(a.givenCells(img)) != fmt.Sprint(a.givenCells(before))
	})
}

// statusInk counts the pixels of the status line's area — right of the timer,
// left of Exit, below the third panel row — that differ from the background.
func (a *app) statusInk(img image.Image) int {
	y, _ := a.thirdRow(img)
	n := 0
	for yy := y + 20; yy < img.Bounds().Max.Y; yy++ {
		for x := a.board.Min.X + 100; x < a.board.Max.X-80; x++ {
			if !near(img.At(x, yy), a.bg, 60) {
				n++
			}
		}
	}
	return n
}

// TestStatusKeepsBoardStill copies the puzzle with Ctrl+C, which puts a long
// message (81 characters without a space) in the status line: the board and
// the panel's rows must not move.
func TestStatusKeepsBoardStill(t *testing.T) {
	a := startApp(t)
	a.clickCell(r1c3, 1)
	before := a.screenshot()
	board, rows, ink := a.board, a.rows, a.statusInk(before)
	a.xdotool("key", "ctrl+c")
	img := a.waitFor("the copy's message in the status line", func(img image.Image) bool { return a.statusInk(img) > ink+200 })
	if err := a.locate(img); err != nil {
		t.Fatalf("locating the board after the message: %v", err)
	}
	if a.board != board || a.rows != rows {
		t.Errorf("after a long message: board %v, rows %v; want %v, %v as before", a.board, a.rows, board, rows)
	}
}

// TestTabNeverStrands tabs from the board to the panel's controls in the
// real window, where a typed digit still goes in the selected cell and an
// arrow still moves it; Escape then gives the board the keyboard back,
// and Shift+Tab goes round the other way (issue "a second look", point 5).
func TestTabNeverStrands(t *testing.T) {
	a := startAppArgs(t, []string{"-puzzle", puzzle})
	a.clickCell(r1c3, 1)
	a.xdotool("key", "Tab")
	time.Sleep(200 * time.Millisecond)
	a.xdotool("key", "4")
	a.waitFor("a 4 in r1c3, typed with a control focused", a.hasDigit(r1c3, true))
	a.xdotool("key", "Tab", "Tab", "Right")
	time.Sleep(200 * time.Millisecond)
	a.xdotool("key", "6")
	a.waitFor("a 6 in r1c4, the cursor moved there with a control focused", a.hasDigit(r1c4, true))
	a.xdotool("key", "shift+Tab", "shift+Tab", "Escape", "Left", "BackSpace")
	a.waitFor("r1c3 cleared from the board after Escape", a.hasDigit(r1c3, false))
}

// amber is the focus tint of the control that Space would press.
func amber(r, g, b int) bool { return r > 200 && g > 120 && g < 220 && b < 140 && r-b > 100 }

// TestFocusShowsAndKeys tabs to a panel control in the real window: it is
// tinted amber, plainly, unlike the default theme's faint blue; F fills
// the notes of every open cell and L picks the next level, kept in the
// settings (issue "A third look", point 7).
func TestFocusShowsAndKeys(t *testing.T) {
	a := startAppArgs(t, []string{"-puzzle", puzzle})
	a.clickCell(r1c3, 1)
	panel := func(img image.Image) int {
		n := 0
		for y := a.rows[0] - 15; y < a.rows[1]+15; y++ {
			for x := a.board.Min.X; x < a.board.Max.X; x++ {
				if amber(rgb(img.At(x, y))) {
					n++
				}
			}
		}
		return n
	}
	if n := panel(a.screenshot()); n > 0 {
		t.Fatalf("%d amber pixels in the panel before Tab", n)
	}
	a.xdotool("key", "Tab")
	a.waitFor("a control tinted amber after Tab", func(img image.Image) bool { return panel(img) > 200 })
	a.xdotool("key", "Escape", "f")
	a.waitFor("F: notes in r1c3", func(img image.Image) bool { return a.cellPixels(img, r1c3, centreInk) > 10 })
	level, _ := a.settings()["level"].(string)
	a.xdotool("key", "l")
	a.eventually("L: another level in the settings", 10*time.Second, func() bool {
		l, _ := a.settings()["level"].(string)
		return l != "" && l != level
	})
}
