package e2e

import (
	"image"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-devs/sudoku/internal/fpuzzles"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// darkIn counts the pixels of img in rect that are dark ink (darkInk: the
// light theme's foreground, in which the board draws cage outlines and
// region borders).
func darkIn(img image.Image, rect image.Rectangle) int {
	n := 0
	for y := rect.Min.Y; y < rect.Max.Y; y++ {
		for x := rect.Min.X; x < rect.Max.X; x++ {
			if darkInk(rgb(img.At(x, y))) {
				n++
			}
		}
	}
	return n
}

// inkIn counts the pixels of img in rect darker than lum (the sum of red,
// green and blue): a cage's dashes, drawn thin and smoothed, show as grey.
func inkIn(img image.Image, rect image.Rectangle, lum int) int {
	n := 0
	for y := rect.Min.Y; y < rect.Max.Y; y++ {
		for x := rect.Min.X; x < rect.Max.X; x++ {
			if r, g, b := rgb(img.At(x, y)); r+g+b < lum {
				n++
			}
		}
	}
	return n
}

// cageTopBand returns the strip of cell i where the top of a cage outline
// runs (inset from the cell's top edge), right of where a sum is written.
func (a *app) cageTopBand(i int) image.Rectangle {
	c := a.cellRect(i)
	y := c.Min.Y + c.Dy()*9/100
	return image.Rect(c.Min.X+c.Dx()/2, y-2, c.Min.X+c.Dx()*8/10, y+3)
}

// cagesDrawn reports whether img shows p's cages: an outline's top in the
// cells whose cage does not go on upwards, none in the others.
func (a *app) cagesDrawn(img image.Image, p sudoku.Puzzle) bool {
	rules := p.Rules()
	for i := range 81 {
		top := i < 9 || rules.CageOf(i-9) != rules.CageOf(i)
		c := a.cellRect(i)
		r, g, b := rgb(img.At(c.Min.X+c.Dx()*6/10, c.Min.Y+c.Dy()/2)) // the cell's fill: it is empty
		if ink := inkIn(img, a.cageTopBand(i), r+g+b-90); (ink > 0) != top {
			return false
		}
	}
	return true
}

// TestKillerShown opens a killer from an f-puzzles link and checks on the
// screen that every cage is outlined where its cells end and nowhere
// else, and that a digit its cage cannot take shows as a conflict.
func TestKillerShown(t *testing.T) {
	p, _ := sudoku.Generate(rand.New(rand.NewPCG(2, 2)), sudoku.Killer)
	a := startAppWith(t, fpuzzles.Link(p, "Killer"))
	a.waitFor("the killer's cages outlined", func(img image.Image) bool { return a.cagesDrawn(img, p) })

	// A digit the first cage cannot hold in its first cell.
	rules := p.Rules()
	var empty sudoku.Grid
	cell, bad := -1, 0
	for k := 0; k < len(p.Cages) && cell < 0; k++ {
		c := p.Cages[k]
		for d := 1; d <= 9 && len(c.Cells) > 1; d++ {
			if !rules.Allows(empty[:], c.Cells[0], d) {
				cell, bad = c.Cells[0], d
				break
			}
		}
	}
	if cell < 0 {
		t.Skip("every cage takes every digit in its first cell")
	}
	a.clickNumber(bad)
	a.clickCell(cell, 1)
	a.waitFor("the digit the cage cannot take in red", func(img image.Image) bool {
		return a.cellPixels(img, cell, func(r, g, b int) bool { return r > 150 && g < 110 && b < 110 }) > 10
	})
}

// TestJigsawShown opens a jigsaw from an f-puzzles JSON document and checks
// on the screen that the border between two cells is thick exactly where
// their regions differ.
func TestJigsawShown(t *testing.T) {
	p, _ := sudoku.Generate(rand.New(rand.NewPCG(2, 2)), sudoku.Jigsaw)
	a := startAppWith(t, fpuzzles.Write(p, ""))
	rules := p.Rules()
	a.waitFor("the jigsaw's region borders", func(img image.Image) bool {
		for i := range 81 {
			if i%9 == 8 {
				continue
			}
			c := a.cellRect(i)
			// A strip across the border with the cell to the right, in the
			// middle of the cell's height, clear of digits.
			strip := image.Rect(c.Max.X-4, c.Min.Y+c.Dy()/10, c.Max.X+4, c.Min.Y+c.Dy()/5)
			wide := darkIn(img, strip) / strip.Dy() // dark pixels across the border, a row
			if thick := rules.Region(i) != rules.Region(i+1); thick != (wide >= 3) {
				return false
			}
		}
		return true
	})
}

// tintItemY is where View ▸ Tint jigsaw regions sits in the light theme
// at scale 1, below the theme items.
const tintItemY = 289

// TestJigsawTint opens a jigsaw and switches View ▸ Tint jigsaw regions on
// in the real window: two open cells side by side in different regions,
// alike before, then show different colours, and two of one region the
// same.
func TestJigsawTint(t *testing.T) {
	p, _ := sudoku.Generate(rand.New(rand.NewPCG(2, 2)), sudoku.Jigsaw)
	a := startAppWith(t, fpuzzles.Write(p, ""))
	rules := p.Rules()
	// Open cells a and b side by side in different regions, and c in a's.
	a1, b1, c1 := -1, -1, -1
	for i := range 80 {
		if i%9 < 8 && p.Givens[i] == 0 && p.Givens[i+1] == 0 && rules.Region(i) != rules.Region(i+1) {
			for j := range 81 {
				if j != i && p.Givens[j] == 0 && rules.Region(j) == rules.Region(i) {
					a1, b1, c1 = i, i+1, j
					break
				}
			}
			if c1 >= 0 {
				break
			}
		}
	}
	if c1 < 0 {
		t.Fatal("no two open cells side by side in two regions")
	}
	// The colour of a cell away from its digit, borders and the cursor.
	at := func(img image.Image, i int) (int, int, int) {
		c := a.cellRect(i)
		return rgb(img.At(c.Min.X+c.Dx()*3/4, c.Min.Y+c.Dy()*3/4))
	}
	alike := func(img image.Image, i, j int) bool {
		r1, g1, b1 := at(img, i)
		r2, g2, b2 := at(img, j)
		return abs(r1-r2)+abs(g1-g2)+abs(b1-b2) < 6
	}
	a.waitFor("the jigsaw on the board", func(img image.Image) bool { return alike(img, a1, b1) })
	a.click(viewMenuX, gameMenuY, 1)
	time.Sleep(300 * time.Millisecond)
	a.click(themeDarkX, tintItemY, 1)
	a.waitFor("the regions tinted", func(img image.Image) bool {
		return !alike(img, a1, b1) && alike(img, a1, c1)
	})
}

// Where the file dialog's Save sits in the light theme at scale 1.
const fileSaveX, fileSaveY = 518, 526

// home returns the app's home folder, where the file dialog opens: the
// last HOME of its environment, which overrides the test's own.
func (a *app) home() string {
	home := ""
	for _, e := range a.env {
		if h, ok := strings.CutPrefix(e, "HOME="); ok {
			home = h
		}
	}
	if home == "" {
		a.t.Fatal("no HOME in the app's environment")
	}
	return home
}

// TestExportKillerFile opens a killer from an f-puzzles link, saves it with
// Game ▸ Save the puzzle to a file… and the file dialog's Save in the real
// window, and reads the file back: the f-puzzles JSON document of the
// same puzzle.
func TestExportKillerFile(t *testing.T) {
	p, _ := sudoku.Generate(rand.New(rand.NewPCG(2, 2)), sudoku.Killer)
	a := startAppWith(t, fpuzzles.Link(p, "Killer"))
	a.waitFor("the killer's cages outlined", func(img image.Image) bool { return a.cagesDrawn(img, p) })
	a.click(gameMenuX, gameMenuY, 1)
	time.Sleep(300 * time.Millisecond)
	a.click(60, exportFileY, 1)
	time.Sleep(800 * time.Millisecond)
	a.click(fileSaveX, fileSaveY+a.dialogDY(), 1)
	file := filepath.Join(a.home(), "sudoku.json")
	var data []byte
	a.eventually("the puzzle saved to "+file, 10*time.Second, func() bool {
		var err error
		data, err = os.ReadFile(file)
		return err == nil
	})
	back, err := fpuzzles.Read(strings.TrimSpace(string(data)))
	if err != nil || !back.Equal(&p) {
		t.Errorf("%s reads back as %v (%v); want the killer played", file, back.Variant(), err)
	}
}
