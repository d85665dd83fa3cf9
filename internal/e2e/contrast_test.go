package e2e

import (
	"image"
	"image/color"
	"math"
	"testing"
	"time"
)

// Where View ▸ Theme: dark sits in the light theme at scale 1, and the Help
// menu (Game, Edit, View, Help).
const (
	helpMenuX      = 187
	viewMenuX      = 135
	themeDarkX     = 190
	themeDarkItemY = 244
)

// contrastRatio returns the WCAG 2.1 contrast ratio of two screen colours.
func contrastRatio(a, b color.Color) float64 {
	lum := func(c color.Color) float64 {
		r, g, b := rgb(c)
		lin := func(v int) float64 {
			x := float64(v) / 255
			if x <= 0.03928 {
				return x / 12.92
			}
			return math.Pow((x+0.055)/1.055, 2.4)
		}
		return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
	}
	x, y := lum(a), lum(b)
	if x < y {
		x, y = y, x
	}
	return (x + 0.05) / (y + 0.05)
}

// TestDarkContrast switches to the dark theme with a hint on the board and
// checks on the screen that the thin grid lines, the cursor and the hint's
// cell reach 3:1 against the board's background (WCAG 2.1, 1.4.11).
func TestDarkContrast(t *testing.T) {
	a := startApp(t)
	const r1c6, r9c9, r5c2 = 5, 80, 37
	a.clickCell(r9c9, 1) // selects r9c9 and gives the board the keys
	a.xdotool("key", "F1")
	a.click(viewMenuX, gameMenuY, 1)
	time.Sleep(300 * time.Millisecond)
	a.click(themeDarkX, themeDarkItemY, 1)
	a.clickCell(r9c9, 1) // the keys back to the board: the cursor in its focus colour
	a.waitFor("the dark theme", func(img image.Image) bool {
		return darkInk(rgb(img.At(a.board.Min.X+5, a.board.Min.Y+a.board.Dy()/2+5)))
	})
	time.Sleep(300 * time.Millisecond)
	img := a.screenshot()

	// The background inside r5c2, an empty cell, and the thin line on its
	// left, between r5c1 and r5c2.
	c := a.cellRect(r5c2)
	bg := img.At(c.Min.X+c.Dx()/2, c.Min.Y+4)
	line := img.At(c.Min.X, c.Min.Y+c.Dy()/2)
	for x := c.Min.X - 2; x <= c.Min.X+2; x++ { // the brightest pixel across the line
		if p := img.At(x, c.Min.Y+c.Dy()/2); contrastRatio(p, bg) > contrastRatio(line, bg) {
			line = p
		}
	}
	checks := []struct {
		name string
		mark color.Color
	}{
		{"thin grid line", line},
		{"the hint's cell (r1c6)", img.At(a.cellRect(r1c6).Min.X+a.cellRect(r1c6).Dx()/2, a.cellRect(r1c6).Min.Y+4)},
	}
	// The cursor's outline: the brightest pixel near r9c9's top edge.
	cur := a.cellRect(r9c9)
	best := bg
	for y := cur.Min.Y; y < cur.Min.Y+6; y++ {
		if p := img.At(cur.Min.X+cur.Dx()/2, y); contrastRatio(p, bg) > contrastRatio(best, bg) {
			best = p
		}
	}
	checks = append(checks, struct {
		name string
		mark color.Color
	}{"the cursor's outline", best})
	for _, ch := range checks {
		if r := contrastRatio(ch.mark, bg); r < 3 {
			rr, gg, bb := rgb(ch.mark)
			br, bgg, bbb := rgb(bg)
			t.Errorf("dark theme: %s rgb(%d,%d,%d) on rgb(%d,%d,%d): contrast %.2f; want at least 3", ch.name, rr, gg, bb, br, bgg, bbb, r)
		}
	}
}
