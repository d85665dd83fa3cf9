package e2e

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// solution is the solution of puzzle.
const solution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"

// shot saves the window's area of the screen (at the top left, see
// windowSize) as name in dir.
func (a *app) shot(dir, name string) {
	a.t.Helper()
	time.Sleep(400 * time.Millisecond) // let the last change be drawn
	w, h := a.windowSize()
	img := a.screenshot().(interface {
		SubImage(image.Rectangle) image.Image
	}).SubImage(image.Rect(0, 0, w, h))
	path := filepath.Join(dir, name)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		a.t.Fatal(err)
	}
	f, err := os.Create(path)
	if err != nil {
		a.t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		a.t.Fatal(err)
	}
}

// TestReadmeScreenshots plays a game in the real window and saves the
// README's screenshots into the folder SUDOKU_README_SHOTS names (assets/ to
// refresh them): a game in progress in the light and the dark theme, a hint,
// the Keyboard shortcuts window and the question before a game is left. It
// runs only when that variable is set.
func TestReadmeScreenshots(t *testing.T) {
	dir := os.Getenv("SUDOKU_README_SHOTS")
	if dir == "" {
		t.Skip("screenshots only: set SUDOKU_README_SHOTS to a folder")
	}
	a := startApp(t)
	type move struct{ cell, digit int }
	// The solution's digits (see puzzle): r1c3 4, r1c4 6, r1c6 8, r2c2 7,
	// r2c3 2, r3c1 1, r3c4 3, r4c2 5, r5c5 5.
	// No number is picked yet: a click selects a cell, a key types its digit.
	for _, m := range []move{{2, 4}, {3, 6}, {5, 8}, {10, 7}, {11, 2}, {18, 1}, {21, 3}, {28, 5}, {40, 5}} {
		a.clickCell(m.cell, 1)
		a.xdotool("key", string(rune('0'+m.digit)))
	}
	a.clickCell(15, 1) // notes in r2c7, r3c5 and r7c4
	a.xdotool("key", "n", "3", "4", "n")
	a.clickCell(22, 1)
	a.xdotool("key", "n", "4", "7", "n")
	a.clickCell(57, 1)
	a.xdotool("key", "n", "3", "5", "7", "n")
	a.clickCell(0, 1) // r1c1, a given, selected
	a.clickNumber(9)  // so 9 is picked, to place with clicks
	// Then the arrows to r4c7, which a click would fill.
	a.xdotool("key", "Down", "Down", "Down", "Right", "Right", "Right", "Right", "Right", "Right")
	a.shot(dir, "screenshot.png")

	a.xdotool("key", "F1")
	a.shot(dir, "screenshots/hint.png")
	a.xdotool("key", "ctrl+n")
	a.shot(dir, "screenshots/leave-game.png")
	a.xdotool("key", "Escape")

	a.click(helpMenuX, gameMenuY, 1)
	time.Sleep(300 * time.Millisecond)
	a.click(helpMenuX+50, 83, 1) // Keyboard shortcuts, below How to play
	a.shot(dir, "screenshots/keys.png")
	a.xdotool("key", "Escape")

	a.click(viewMenuX, gameMenuY, 1)
	time.Sleep(300 * time.Millisecond)
	a.click(themeDarkX, themeDarkItemY, 1)
	a.xdotool("key", "Escape") // the menu's focus back to the board
	a.shot(dir, "screenshot-dark.png")
	a.clickNumber(9) // no number picked
	a.clickPen(4)    // Fill notes, right of the pens
	a.clickCell(33, 1)
	a.shot(dir, "screenshots/notes-dark.png")
	a.xdotool("key", "ctrl+z")
	a.click(viewMenuX, gameMenuY, 1) // back to the light theme
	time.Sleep(300 * time.Millisecond)
	a.click(themeDarkX, themeDarkItemY-39, 1)
	a.xdotool("key", "Escape")

	// Highlights, on from the start: the selected cell's row, column and
	// box, and the same digits.
	a.clickCell(40, 1) // selects r5c5, a 5 of the player's
	a.shot(dir, "screenshots/highlights.png")

	// Explain: the third step of the solve.
	row, y := a.panelRow(a.screenshot())
	a.click(row[3].mid(), y, 1)
	time.Sleep(time.Second)
	a.xdotool("key", "Right", "Right")
	a.shot(dir, "screenshots/explain.png")
	a.xdotool("key", "Escape")

	// Enter a puzzle (Game menu), with two givens typed.
	a.click(gameMenuX, gameMenuY, 1)
	time.Sleep(300 * time.Millisecond)
	a.click(60, enterPuzzleY, 1)
	a.clickCell(0, 1)
	a.xdotool("key", "5", "Right", "3", "Right", "Right", "Right", "7")
	a.shot(dir, "screenshots/enter-puzzle.png")

	// The win: every open cell of the first puzzle typed in.
	b := startApp(t)
	for i := range 81 {
		if puzzle[i] == '.' {
			b.clickCell(i, 1)
			b.xdotool("key", string(rune(solution[i])))
		}
	}
	b.shot(dir, "screenshots/win-dialog.png")
}

// windowSize returns the size of the app's window in pixels (600 by 720
// unless the language's words make it larger), from xdotool.
func (a *app) windowSize() (w, h int) {
	a.t.Helper()
	for _, id := range a.windows() {
		out, err := a.command("xdotool", "getwindowgeometry", "--shell", id).Output()
		if err != nil {
			continue
		}
		for _, line := range strings.Fields(string(out)) {
			if v, ok := strings.CutPrefix(line, "WIDTH="); ok {
				w, _ = strconv.Atoi(v)
			}
			if v, ok := strings.CutPrefix(line, "HEIGHT="); ok {
				h, _ = strconv.Atoi(v)
			}
		}
		if w > 100 && h > 100 {
			return w, h
		}
	}
	return 600, 720
}

// dialogDY returns how far below where the tests' pixel constants put them
// a dialog's controls are: dialogs stand in the middle of the window, which
// is taller than 720 pixels where the language's words need it.
func (a *app) dialogDY() int {
	_, h := a.windowSize()
	return (h - 720) / 2
}
