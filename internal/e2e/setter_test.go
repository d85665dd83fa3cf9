package e2e

import (
	"image"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-devs/sudoku/internal/variant"
)

// setterDoc is a setter's puzzle as f-puzzles writes it: a thermometer
// along r1c1–r1c4, an arrow from a bulb in r1c9 down through r2c9 and
// r3c9, a white kropki dot between r4c1 and r4c2 and a black one between
// r1c3 and r2c3, with five open cells: r1c2 (2), r1c3 (3), r2c9 (3), r4c2
// (1) and r7c2 (3).
var setterDoc = `{"size":9,"title":"Rising Arrows","author":"e2e","ruleset":"Normal sudoku rules apply. Digits on a thermometer rise from the bulb. Digits on an arrow add up to the digit in its circle. Cells joined by a white dot are consecutive; by a black dot, one is double the other.",
"grid":[` + gridRows + `],
"thermometer":[{"lines":[["R1C1","R1C2","R1C3","R1C4"]]}],
"arrow":[{"cells":["R1C9"],"lines":[["R1C9","R2C9","R3C9"]]}],
"difference":[{"cells":["R4C1","R4C2"]}],
"ratio":[{"cells":["R1C3","R2C3"]}]}`

// setterSolution is setterDoc's solution; setterOpen its open cells.
const setterSolution = "123456789456789123789123456214365897365897214897214365531642978642978531978531642"

var setterOpen = []int{1, 2, 17, 28, 55} // r1c2, r1c3, r2c9, r4c2, r7c2

// gridRows is setterDoc's grid: the solution's digits as givens but in
// the open cells.
var gridRows = func() string {
	var rows []string
	for r := range 9 {
		var cells []string
		for c := range 9 {
			i := r*9 + c
			if slices.Contains(setterOpen, i) {
				cells = append(cells, "{}")
			} else {
				cells = append(cells, `{"value":`+setterSolution[i:i+1]+`,"given":true}`)
			}
		}
		rows = append(rows, "["+strings.Join(cells, ",")+"]")
	}
	return strings.Join(rows, ",")
}()

// lum returns the sum of the red, green and blue of img at (x, y).
func lum(img image.Image, x, y int) int {
	r, g, b := rgb(img.At(x, y))
	return r + g + b
}

// setterDrawn reports whether img shows setterDoc's constraints: the
// thermometer's bulb in r1c1 and its tube across the open r1c2, the
// arrow's circle in r1c9 and its line down the open r2c9, the white dot
// on the edge of r4c1 and r4c2 and the black one on the edge of r1c3 and
// r2c3; a plain open cell, r7c2, is the board's colour.
func (a *app) setterDrawn(img image.Image) bool {
	plain := a.cellRect(55)
	bg := lum(img, plain.Min.X+plain.Dx()*3/4, plain.Min.Y+plain.Dy()*3/4)
	shaded := func(x, y int) bool { return bg-lum(img, x, y) > 60 }
	bulb, tube := a.cellRect(0), a.cellRect(1)
	if !shaded(bulb.Min.X+bulb.Dx()/5, bulb.Min.Y+bulb.Dy()/2) || !shaded(tube.Min.X+tube.Dx()/2, tube.Min.Y+tube.Dy()/2) {
		return false
	}
	// The circle's rim at the top of r1c9, and the line down r2c9.
	circle, line := a.cellRect(8), a.cellRect(17)
	rim, down := 0, 0
	for y := circle.Min.Y + circle.Dy()/20; y < circle.Min.Y+circle.Dy()/5; y++ {
		if shaded(circle.Min.X+circle.Dx()/2, y) {
			rim++
		}
	}
	for y := line.Min.Y + line.Dy()/4; y < line.Max.Y-line.Dy()/4; y++ {
		for x := line.Min.X + line.Dx()/2 - 2; x <= line.Min.X+line.Dx()/2+2; x++ {
			if shaded(x, y) {
				down++
				break
			}
		}
	}
	if rim == 0 || down < line.Dy()/3 {
		return false
	}
	// The white dot: white on the line between r4c1 and r4c2, which is
	// grey above it. The black dot: black on the box's line under r1c3.
	white, black := a.cellRect(27), a.cellRect(2)
	x, y := white.Max.X, white.Min.Y+white.Dy()/2
	gridLine := 3 * 255 // the darkest pixel across the grid line above the dot
	for dx := -2; dx <= 1; dx++ {
		gridLine = min(gridLine, lum(img, x+dx, white.Min.Y+white.Dy()/5))
	}
	if r, g, b := rgb(img.At(x, y)); r < 235 || g < 235 || b < 235 || gridLine > 3*235 {
		return false
	}
	return lum(img, black.Min.X+black.Dx()/2, black.Max.Y) < 3*60
}

// TestSetterPuzzle pastes a link to a setter's puzzle with a thermometer,
// an arrow and kropki dots into the real window with Ctrl+V: the elements
// are on the screen; a 3 that the thermometer cannot take turns red and
// the status line names the thermometer; R shows the rules; the puzzle is
// finished with the keys and the win shows.
func TestSetterPuzzle(t *testing.T) {
	vp, err := variant.Read(setterDoc)
	if err != nil {
		t.Fatal(err)
	}
	log := filepath.Join(t.TempDir(), "status.log")
	a := startAppArgs(t, []string{"-puzzle", puzzle, "-status-log", log})
	clip := a.command("xclip", "-selection", "clipboard")
	clip.Stdin = strings.NewReader(variant.Link(vp))
	// xclip stays behind to hand the text over: no pipe to its output,
	// which it would hold open.
	if err := clip.Run(); err != nil {
		t.Fatalf("xclip: %v", err)
	}
	a.xdotool("key", "ctrl+v")
	a.waitFor("the thermometer, the arrow and the kropki dots on the board", a.setterDrawn)
	last := func() string { lines := statusLines(t, log); return lines[len(lines)-1] }
	a.eventually("the status line naming the puzzle", 10*time.Second, func() bool {
		return strings.HasPrefix(last(), "Rising Arrows by e2e")
	})

	// A 3 in r1c2 leaves no digit for r1c3 between it and r1c4's 4.
	a.clickCell(1, 1)
	a.xdotool("key", "3")
	a.waitFor("the 3 that breaks the thermometer in red", func(img image.Image) bool {
		return a.cellPixels(img, 1, func(r, g, b int) bool { return r > 150 && g < 110 && b < 110 }) > 10
	})
	const broken = "The 3 in row 1, column 2 breaks the thermometer at row 1, column 1. Digits on a thermometer rise from its bulb."
	a.eventually(broken, 10*time.Second, func() bool { return last() == broken })

	// R shows the rules over the board; Escape closes them.
	c := a.cellRect(55)
	at := func(img image.Image) int { return lum(img, c.Min.X+c.Dx()*3/4, c.Min.Y+c.Dy()*3/4) }
	plain := at(a.screenshot())
	a.xdotool("key", "r")
	a.waitFor("the rules dimming the board", func(img image.Image) bool { return abs(at(img)-plain) > 30 })
	a.xdotool("key", "Escape")
	a.waitFor("the rules closed", func(img image.Image) bool { return abs(at(img)-plain) <= 6 })

	// The right digits, typed cell by cell, win.
	for _, i := range setterOpen {
		a.clickCell(i, 1)
		a.xdotool("key", setterSolution[i:i+1])
	}
	a.eventually("the win on the status line", 10*time.Second, func() bool { return strings.HasPrefix(last(), "Solved in ") })
	a.waitFor("the win dialog over the board", func(img image.Image) bool { return abs(at(img)-plain) > 30 })
}

// setterShots are the setters' puzzles of the README's screenshots, by
// the title in internal/variant/testdata/setters.txt, and the name of
// their files.
var setterShots = []struct{ title, name string }{
	{"Tiers of the Kingdom", "tiers"},
	{"Giant's Deep", "giants-deep"},
	{"Late 4 The Party", "late-4-the-party"},
	{"Thermo Quads", "thermo-quads"},
	{"Chess Moves", "chess-moves"},
	{"Small Murders", "small-murders"},
	{"Just 3 arrows", "just-3-arrows"},
	{"A Dot of Killer Heat", "dot-of-killer-heat"},
	{"Hexadoku 2011", "hexadoku-2011"},
}

// TestReadmeSetterScreenshots opens real setters' puzzles from the
// repository's set in the real window, light and dark, and saves their
// screenshots into SUDOKU_README_SHOTS (see TestReadmeScreenshots).
func TestReadmeSetterScreenshots(t *testing.T) {
	dir := os.Getenv("SUDOKU_README_SHOTS")
	if dir == "" {
		t.Skip("screenshots only: set SUDOKU_README_SHOTS to a folder")
	}
	for _, s := range setterShots {
		link := setterLink(t, s.title)
		// Pasted, as a player shares it: the window starts on a classic
		// puzzle, whose panel the tests find, and grows or shrinks to the
		// setter's grid.
		a := startApp(t)
		clip := a.command("xclip", "-selection", "clipboard")
		clip.Stdin = strings.NewReader(link)
		if err := clip.Run(); err != nil {
			t.Fatalf("xclip: %v", err)
		}
		a.xdotool("key", "ctrl+v")
		a.eventually("the puzzle solved and shown", 30*time.Second, func() bool {
			return strings.Contains(a.title(), strings.Split(s.title, ":")[0])
		})
		a.shot(dir, "screenshots/setter-"+s.name+"-light.png")
		a.click(viewMenuX, gameMenuY, 1)
		time.Sleep(300 * time.Millisecond)
		a.click(themeDarkX, themeDarkItemY, 1)
		a.xdotool("key", "Escape") // the menu's focus back to the board
		a.shot(dir, "screenshots/setter-"+s.name+"-dark.png")
	}
}

// setterLink returns the link (or document) of the puzzle titled title in
// internal/variant/testdata/setters.txt, as a player would paste it.
func setterLink(t *testing.T, title string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(moduleRoot(t), "internal/variant/testdata/setters.txt"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\n")
	for k, l := range lines {
		if strings.HasPrefix(l, "# ") && strings.Contains(l, title+" — ") {
			for _, m := range lines[k+1:] {
				if strings.HasPrefix(m, "http") || strings.HasPrefix(m, "{") {
					return m
				}
			}
		}
	}
	t.Fatalf("no puzzle %q in setters.txt", title)
	return ""
}
