package e2e

import (
	"image"
	"testing"
)

// greyInk is the placeholder colour of the light theme, in which the board
// draws the letters of a size puzzle.
func greyInk(r, g, b int) bool {
	return r > 80 && r < 200 && abs(r-g) < 12 && abs(g-b) < 12
}

// letterCells returns how many cells of img show grey ink in their top-left
// corner, where the board draws a size puzzle's letter.
func (a *app) letterCells(img image.Image) int {
	n := 0
	for i := range 81 {
		c := a.cellRect(i)
		corner := image.Rect(c.Min.X+3, c.Min.Y+3, c.Min.X+c.Dx()*3/10, c.Min.Y+c.Dy()*3/10)
		grey := 0
		for y := corner.Min.Y; y < corner.Max.Y; y++ {
			for x := corner.Min.X; x < corner.Max.X; x++ {
				if greyInk(rgb(img.At(x, y))) {
					grey++
				}
			}
		}
		if grey >= 4 {
			n++
		}
	}
	return n
}

// TestSizeMode picks Size in the panel's mode select, taps New and checks
// from the screen that every cell shows a letter in its corner, which the
// classic puzzle did not.
func TestSizeMode(t *testing.T) {
	a := startApp(t)
	before := a.screenshot()
	if n := a.letterCells(before); n != 0 {
		t.Fatalf("%d cells show a letter in a classic game; want none", n)
	}
	y, ok := a.thirdRow(before)
	if !ok {
		t.Fatal("no third panel row with the mode select")
	}
	x := a.buttons[1][0].mid()
	a.click(x, y, 1)
	// The select's menu lists Classic, Size, Killer, Jigsaw and X, placed
	// where it fits: the keys pick the second item wherever it opened.
	a.xdotool("key", "Down", "Down", "Return")
	a.clickControl(0) // New
	img := a.waitFor("the letters of a size puzzle in every cell", func(img image.Image) bool { return a.letterCells(img) == 81 })
	keepShot(img, "e2e-size.png")
}
