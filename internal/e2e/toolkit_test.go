package e2e

import (
	"image"
	"os"
	"strconv"
	"testing"
	"time"
)

// quarterPixels counts the pixels of one quarter of cell i, qx and qy 0
// (left, top) or 1 (right, bottom), for which f holds; the cell's lines
// and the cursor drawn along them are left out, its corners are not.
func (a *app) quarterPixels(img image.Image, i, qx, qy int, f func(r, g, b int) bool) int {
	c := a.cellRect(i).Inset(4)
	w, h := c.Dx()/2, c.Dy()/2
	n := 0
	for y := c.Min.Y + qy*h; y < c.Min.Y+(qy+1)*h; y++ {
		for x := c.Min.X + qx*w; x < c.Min.X+(qx+1)*w; x++ {
			if f(rgb(img.At(x, y))) {
				n++
			}
		}
	}
	return n
}

// skyPaint is colour 2, sky blue, laid over a light cell.
func skyPaint(r, g, b int) bool { return b > 190 && b-r > 50 && g-r > 30 }

// centreInk is the deep blue of centre marks in the light theme, apart
// from the grey of corner marks and the sky blue paint.
func centreInk(r, g, b int) bool { return b > 140 && b < 225 && b-r > 100 && b-g > 60 && r < 100 }

// TestToolkitKeysAndDrag works the solver's toolkit with real keys and a
// real drag (issue 31): Shift+3 writes a corner mark (top left) where
// Ctrl+3 writes a centre mark (in the middle, in its own blue); V then 2
// paints the cell sky blue; a drag across three empty cells then Shift+6
// marks all three and no other; and all of it is there after a restart.
func TestToolkitKeysAndDrag(t *testing.T) {
	a := startApp(t)
	const r5c5, r4c2, r4c3, r4c4 = 40, 28, 29, 30
	// Where a cell shows marks: grey in its top left quarter alone (a
	// corner mark 1–4), or blue in its middle and no grey (a centre mark).
	// The restarted window has the same geometry.
	topLeft := func(i int) func(image.Image) bool {
		return func(img image.Image) bool {
			return a.quarterPixels(img, i, 0, 0, grey) > 5 && a.quarterPixels(img, i, 1, 0, grey) == 0
		}
	}
	middle := func(i int) func(image.Image) bool {
		return func(img image.Image) bool {
			return a.cellPixels(img, i, centreInk) > 5 && a.quarterPixels(img, i, 0, 0, grey) == 0
		}
	}
	a.clickCell(r5c5, 1)
	a.xdotool("key", "shift+3")
	a.waitFor("Shift+3: a corner mark in r5c5's top left", topLeft(r5c5))
	a.xdotool("key", "Delete", "ctrl+3")
	a.waitFor("Delete, Ctrl+3: a centre mark in r5c5's middle, the corner mark gone", middle(r5c5))

	a.xdotool("key", "v", "2", "z")
	area := a.inner(r5c5).Dx() * a.inner(r5c5).Dy()
	a.waitFor("V, 2: r5c5 painted sky blue", func(img image.Image) bool { return a.cellPixels(img, r5c5, skyPaint) > area/2 })

	a.drag(r4c2, r4c4)
	a.xdotool("key", "shift+6")
	marked := func(img image.Image) bool {
		return topLeft(r4c2)(img) && topLeft(r4c3)(img) && topLeft(r4c4)(img)
	}
	img := a.waitFor("a drag over r4c2 to r4c4, Shift+6: a corner mark in all three", marked)
	if !middle(r5c5)(img) {
		t.Error("the drag's Shift+6 reached r5c5 too, or took its centre mark")
	}

	a.closeWindow()
	b := runApp(t, true, a.display, a.bin, a.env)
	b.resume()
	b.waitFor("after a restart: the corner marks, the centre mark and the colour", func(img image.Image) bool {
		return marked(img) && middle(r5c5)(img) && a.cellPixels(img, r5c5, skyPaint) > area/2
	})
}

// drag drags the mouse with the left button held from the centre of cell
// from to the centre of cell to, in small steps, as a player does.
func (a *app) drag(from, to int) {
	a.t.Helper()
	f, t := a.cellRect(from), a.cellRect(to)
	x0, y0 := (f.Min.X+f.Max.X)/2, (f.Min.Y+f.Max.Y)/2
	x1, y1 := (t.Min.X+t.Max.X)/2, (t.Min.Y+t.Max.Y)/2
	a.xdotool("mousemove", strconv.Itoa(x0), strconv.Itoa(y0), "mousedown", "1")
	const steps = 12
	for k := 1; k <= steps; k++ {
		a.xdotool("mousemove", strconv.Itoa(x0+(x1-x0)*k/steps), strconv.Itoa(y0+(y1-y0)*k/steps))
		time.Sleep(20 * time.Millisecond)
	}
	a.xdotool("mouseup", "1")
}

// TestReadmeToolkitScreenshots works the hardest known puzzle the way
// SudokuPad's players do — corner marks, centre marks, colours, several
// cells selected — and saves it in the light and the dark theme into the
// folder SUDOKU_README_SHOTS names, for the README. It runs only when that
// variable is set.
func TestReadmeToolkitScreenshots(t *testing.T) {
	dir := os.Getenv("SUDOKU_README_SHOTS")
	if dir == "" {
		t.Skip("screenshots only: set SUDOKU_README_SHOTS to a folder")
	}
	a := startAppWith(t, hardest)
	// Box 1's 1 and 2 go in r1c2 or r1c3, which hold 4 or 6 besides.
	a.drag(1, 2)
	a.xdotool("key", "shift+1", "shift+2", "ctrl+4", "ctrl+6")
	a.drag(9, 10) // r2c1 and r2c2: a pair in the centre
	a.xdotool("key", "ctrl+1", "ctrl+2", "ctrl+4")
	a.clickCell(20, 1) // r3c3: corner marks alone
	a.xdotool("key", "shift+4", "shift+5", "shift+6")
	// A chain in two colours, and a cell of both.
	a.xdotool("key", "v")
	for _, c := range []struct{ cell, colour int }{{37, 1}, {49, 2}, {67, 1}, {33, 2}, {21, 1}, {21, 2}, {53, 3}} {
		a.clickCell(c.cell, 1)
		a.xdotool("key", strconv.Itoa(c.colour))
	}
	a.xdotool("key", "z")
	a.drag(75, 77) // r9c4 to r9c6 selected
	a.shot(dir, "screenshots/toolkit-light.png")
	a.click(viewMenuX, gameMenuY, 1)
	time.Sleep(300 * time.Millisecond)
	a.click(themeDarkX, themeDarkItemY, 1)
	a.xdotool("key", "Escape")
	a.shot(dir, "screenshots/toolkit-dark.png")
}

// TestSelectLikeSudokuPad selects cells as SudokuPad players do, with real
// clicks and keys (issue "A third look", point 6): Shift+click adds a cell
// to the one selected, and Ctrl+2 pencils a centre mark in both; Ctrl+A
// then Shift+7 puts a corner mark in every open cell; Escape selects no
// cell, so the next Shift+8 marks nothing; a double click on r1c1's 5
// selects every 5, which V then 3 colours; and a fast drag across a row,
// three moves from end to end, selects every cell it crosses.
func TestSelectLikeSudokuPad(t *testing.T) {
	a := startApp(t)
	const r1c3, r1c4, r5c5 = 2, 3, 40
	notes := func(i int) int {
		n, _ := a.saved()["notes"].([]any)
		if len(n) != 81 {
			return 0
		}
		v, _ := n[i].(float64)
		return int(v)
	}
	corner := func(i int) int {
		n, _ := a.saved()["corner"].([]any)
		if len(n) != 81 {
			return 0
		}
		v, _ := n[i].(float64)
		return int(v)
	}
	a.clickCell(r1c3, 1)
	a.xdotool("keydown", "shift")
	a.clickCell(r1c4, 1)
	a.xdotool("keyup", "shift")
	a.xdotool("key", "ctrl+2")
	a.eventually("Shift+click, Ctrl+2: a centre mark 2 in r1c3 and r1c4", 10*time.Second, func() bool {
		return notes(r1c3) == 1<<2 && notes(r1c4) == 1<<2
	})
	a.xdotool("key", "ctrl+a", "shift+7")
	a.eventually("Ctrl+A, Shift+7: a corner mark 7 in r5c5", 10*time.Second, func() bool { return corner(r5c5) == 1<<7 })
	a.xdotool("key", "Escape", "shift+8")
	time.Sleep(500 * time.Millisecond)
	if c := corner(r5c5); c != 1<<7 {
		t.Errorf("Escape, Shift+8: r5c5's corner marks %b; want 7 alone (no cell selected)", c)
	}
	cursor := func() int { c, _ := a.saved()["cursor"].(float64); return int(c) }
	if cursor() != -1 {
		t.Errorf("after Escape the cursor is on %d; want none", cursor())
	}
	colors := func(i int) int {
		n, _ := a.saved()["colors"].([]any)
		if len(n) != 81 {
			return 0
		}
		v, _ := n[i].(float64)
		return int(v)
	}
	a.clickCell(0, 1)
	a.clickCell(0, 1)
	a.xdotool("key", "v", "3", "z")
	a.eventually("a double click on r1c1's 5, V, 3: r1c1 coloured", 10*time.Second, func() bool { return colors(0) != 0 })
	for i := range 81 {
		if five := puzzle[i] == '5'; five != (colors(i) != 0) {
			t.Errorf("double click on r1c1's 5, V, 3: %s coloured %v; want %v (every 5 and no other)", cellName(i), !five, five)
		}
	}
	// A fast drag along row 9, r9c1 to r9c9 in three moves: the cells
	// between the events are selected too.
	from, to := a.cellRect(72), a.cellRect(80)
	y := strconv.Itoa((from.Min.Y + from.Max.Y) / 2)
	a.xdotool("mousemove", strconv.Itoa((from.Min.X+from.Max.X)/2), y, "mousedown", "1")
	for _, x := range []int{from.Min.X + 4*from.Dx() + from.Dx()/2, (to.Min.X + to.Max.X) / 2} {
		time.Sleep(30 * time.Millisecond)
		a.xdotool("mousemove", strconv.Itoa(x), y)
	}
	a.xdotool("mouseup", "1")
	a.xdotool("key", "ctrl+5")
	open := []int{}
	for i := 72; i < 81; i++ {
		if puzzle[i] == '.' {
			open = append(open, i)
		}
	}
	a.eventually("a fast drag along row 9, Ctrl+5: a centre mark 5 in every open cell of it", 10*time.Second, func() bool {
		for _, i := range open {
			if notes(i)&(1<<5) == 0 {
				return false
			}
		}
		return true
	})
}
