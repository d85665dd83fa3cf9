package e2e

import (
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// sixteenDoc returns a setter's 16x16 document, whose solution is sol: the
// pattern grid of 4x4 boxes, every cell given but those of open, and a
// thermometer along r1c1-r1c4 (1, 2, 3, 4 in the solution).
func sixteenDoc(t *testing.T, open []int) (doc string, sol []int) {
	t.Helper()
	const n = 16
	sol = make([]int, n*n)
	grid := make([][]map[string]any, n)
	for r := range n {
		grid[r] = make([]map[string]any, n)
		for c := range n {
			sol[r*n+c] = (r*4+r/4+c)%n + 1
			grid[r][c] = map[string]any{"value": sol[r*n+c], "given": true}
		}
	}
	for _, i := range open {
		grid[i/n][i%n] = map[string]any{}
	}
	b, err := json.Marshal(map[string]any{"size": n, "title": "Sixteen", "author": "e2e", "grid": grid,
		"thermometer": []map[string]any{{"lines": [][]string{{"R1C1", "R1C2", "R1C3", "R1C4"}}}}})
	if err != nil {
		t.Fatal(err)
	}
	return string(b), sol
}

// TestSixteenBySixteen pastes a setter's 16x16 puzzle into the real window:
// the board lays out 16 cells a side, 1 then 6 typed in a cell of the
// thermometer writes a 16 that breaks it, in red, and the status line
// names the thermometer; the keys then finish the grid, two-digit numbers
// too, and win.
func TestSixteenBySixteen(t *testing.T) {
	open := []int{1, 2, 100, 200, 255}
	doc, sol := sixteenDoc(t, open)
	log := filepath.Join(t.TempDir(), "status.log")
	a := startAppArgs(t, []string{"-puzzle", puzzle, "-status-log", log})
	clip := a.command("xclip", "-selection", "clipboard")
	clip.Stdin = strings.NewReader(doc)
	if err := clip.Run(); err != nil {
		t.Fatalf("xclip: %v", err)
	}
	a.xdotool("key", "ctrl+v")
	last := func() string { lines := statusLines(t, log); return lines[len(lines)-1] }
	a.eventually("the status line naming the puzzle", 20*time.Second, func() bool {
		return strings.HasPrefix(last(), "Sixteen by e2e")
	})
	// The board grows to 16 cells a side: find it again.
	a.boardOnly, a.n = true, 16
	was := a.board
	a.waitFor("the 16x16 board laid out", func(img image.Image) bool {
		return a.locate(img) == nil && a.board != was && a.board.Dx() >= 16*30
	})
	a.waitFor("the thermometer's bulb in r1c1", func(img image.Image) bool {
		return a.cellPixels(img, 0, func(r, g, b int) bool { return r > 150 && r < 235 && abs(r-g) < 12 && abs(g-b) < 12 }) > 10
	})

	a.clickCell(1, 1)
	a.xdotool("key", "1")
	a.xdotool("key", "6")
	a.waitFor("the 16 that breaks the thermometer in red", func(img image.Image) bool {
		return a.cellPixels(img, 1, func(r, g, b int) bool { return r > 150 && g < 110 && b < 110 }) > 10
	})
	const broken = "The 16 in row 1, column 2 breaks the thermometer at row 1, column 1. Digits on a thermometer rise from its bulb."
	a.eventually(broken, 10*time.Second, func() bool { return last() == broken })

	for _, i := range open {
		a.clickCell(i, 1)
		d := sol[i]
		if d > 9 {
			a.xdotool("key", "1")
			d -= 10
		}
		a.xdotool("key", string(rune('0'+d)))
	}
	a.eventually("the win on the status line", 10*time.Second, func() bool { return strings.HasPrefix(last(), "Solved in ") })
}

// TestSizedHints asks for hints with F1 in the real window on setters'
// grids of other sizes than 9x9. On Chess Moves (6x6) the first hint is an
// arrow's lesson: the status line names the arrow by its circle's cell and
// the cells the digits go from, and the board marks a cell it changes. Then a 7x7 grid
// that names no regions opens (its rows are its regions, as f-puzzles has
// it), and its hint is a naked single.
func TestSizedHints(t *testing.T) {
	log := filepath.Join(t.TempDir(), "status.log")
	a := startAppArgs(t, []string{"-puzzle", puzzle, "-status-log", log})
	paste := func(text string) {
		clip := a.command("xclip", "-selection", "clipboard")
		clip.Stdin = strings.NewReader(text)
		if err := clip.Run(); err != nil {
			t.Fatalf("xclip: %v", err)
		}
		a.xdotool("key", "ctrl+v")
	}
	said := func(want string) func() bool { return statusSays(t, log, want) }
	// The hint's colour for a cell it changes: orange.
	orange := func(r, g, b int) bool { return r > 200 && g > 110 && g < 190 && b < 80 }

	paste(setterLink(t, "Chess Moves"))
	a.eventually("the status line naming Chess Moves", 30*time.Second, said("Chess Moves by "))
	a.boardOnly, a.n = true, 6
	a.waitFor("the 6x6 board laid out", func(img image.Image) bool { return a.locate(img) == nil })
	const r3c3 = 14
	if n := a.cellPixels(a.screenshot(), r3c3, orange); n > 10 {
		t.Fatalf("r3c3 is marked before any hint: %d orange pixels", n)
	}
	a.clickCell(35, 1) // focuses the board
	a.xdotool("key", "F1")
	a.eventually("the arrow's lesson on the status line", 10*time.Second,
		said("Arrow: the digits on the arrow from r3c3 add up to the number in its circle, so 1 goes from r3c3, and 6 from r4c2 and r5c1"))
	a.waitFor("r3c3 marked as a cell the hint changes", func(img image.Image) bool { return a.cellPixels(img, r3c3, orange) > 100 })

	// A 7x7 grid of the digits (r+c) mod 7 + 1, r1c1, r1c2, r2c1 and r2c2
	// open: r1c2 can only be 2.
	const n = 7
	grid := make([][]map[string]any, n)
	for r := range n {
		grid[r] = make([]map[string]any, n)
		for c := range n {
			grid[r][c] = map[string]any{"value": (r+c)%n + 1, "given": true}
			if r < 2 && c < 2 {
				grid[r][c] = map[string]any{}
			}
		}
	}
	doc, err := json.Marshal(map[string]any{"size": n, "title": "Rows", "author": "e2e", "grid": grid})
	if err != nil {
		t.Fatal(err)
	}
	paste(string(doc))
	a.eventually("the status line naming the 7x7 grid", 20*time.Second, said("Rows by e2e"))
	a.n = 7
	a.waitFor("the 7x7 board laid out", func(img image.Image) bool { return a.locate(img) == nil })
	a.clickCell(48, 1)
	a.xdotool("key", "F1")
	a.eventually("the naked single on the status line", 10*time.Second, said("Naked single: only 2 fits in r1c2"))
}

// TestNewGridMode picks 6x6 in the panel's kind select with the mouse and
// the keys, as a player does, taps New and checks that the status line
// names a new 6x6 puzzle and that the board lays out 6 cells a side.
func TestNewGridMode(t *testing.T) {
	log := filepath.Join(t.TempDir(), "status.log")
	a := startAppArgs(t, []string{"-puzzle", puzzle, "-status-log", log})
	said := func(want string) func() bool { return statusSays(t, log, want) }
	// The menu lists the eight kinds of 9x9 puzzle, then 4x4, 6x6, 8x8,
	// 12x12 and 16x16: the tenth item.
	pickKind(t, a, 10)
	a.eventually("the status line naming the next puzzle, 6x6", 10*time.Second, said("Next puzzle: 6x6, Medium"))
	a.clickControl(0) // New
	a.eventually("a new 6x6 puzzle on the status line", 20*time.Second, said("New 6x6 puzzle, Medium"))
	// A 6x6 board's boxes are three cells wide: a box line runs down its
	// middle, where a 9x9 board has the middle of its fifth column. (The
	// panel below has six number buttons now: find the board alone.)
	a.boardOnly = true
	a.waitFor("the 6x6 board's box line down its middle", func(img image.Image) bool {
		if a.locate(img) != nil {
			return false
		}
		b := a.board
		for x := b.Min.X + b.Dx()/2 - 2; x <= b.Min.X+b.Dx()/2+2; x++ {
			n := 0
			for y := b.Min.Y; y < b.Max.Y; y++ {
				if dark(img.At(x, y)) {
					n++
				}
			}
			if n*10 >= b.Dy()*9 {
				return true
			}
		}
		return false
	})
}

// TestNewJigsawGridMode picks 6x6 jigsaws in the kind select with the
// keys, taps New (seeded), and checks that the status line names a new
// 6x6 jigsaw and that the board lays out 6 cells a side, its regions
// drawn (e2e-jigsaw-6x6.png).
func TestNewJigsawGridMode(t *testing.T) {
	// Eight kinds of 9x9 puzzle, five other sizes, then the jigsaws from
	// 4x4: 6x6 jigsaws are the fifteenth item.
	a, _ := newOfKind(t, 2, 15, "6x6 Jigsaw")
	a.boardOnly = true
	// Six cells a side: a line at a sixth of the board's width, none at
	// a ninth, where a 9x9 board has one.
	img := a.waitFor("the 6x6 jigsaw laid out", func(img image.Image) bool {
		if a.locate(img) != nil {
			return false
		}
		b := a.board
		return lineAt(img, b, b.Min.X+b.Dx()/6) && !lineAt(img, b, b.Min.X+b.Dx()/9)
	})
	keepShot(img, "e2e-jigsaw-6x6.png")
}

// lineAt reports whether a grid line, thin or thick, runs down the board
// b of img near column x: one of the columns x-2 to x+2 is darker than a
// cell's background over nine tenths of the board's height.
func lineAt(img image.Image, b image.Rectangle, x int) bool {
	for c := x - 2; c <= x+2; c++ {
		n := 0
		for y := b.Min.Y; y < b.Max.Y; y++ {
			if r, _, _, _ := img.At(c, y).RGBA(); r>>8 < 220 {
				n++
			}
		}
		if n*10 >= b.Dy()*9 {
			return true
		}
	}
	return false
}

// keepShot saves img as name, a PNG, in the directory
// SUDOKU_SCREENSHOT_DIR names, when it is set, for a person to look at.
func keepShot(img image.Image, name string) {
	if dir := os.Getenv("SUDOKU_SCREENSHOT_DIR"); dir != "" {
		if f, err := os.Create(filepath.Join(dir, name)); err == nil {
			png.Encode(f, img)
			f.Close()
		}
	}
}

// pickKind clicks the kind select and picks its k-th item (from 1) with
// the Down and Return keys, whichever way the menu opened.
func pickKind(t *testing.T, a *app, k int) {
	t.Helper()
	y, ok := a.thirdRow(a.screenshot())
	if !ok {
		t.Fatal("no third panel row with the kind select")
	}
	a.click(a.buttons[1][0].mid(), y, 1)
	keys := []string{"key"}
	for range k {
		keys = append(keys, "Down")
	}
	a.xdotool(append(keys, "Return")...)
}

// followHintsToArrow plays the puzzle on the board as a player who asks
// for hints does (followHintsTo) until a hint teaches an arrow. That hint
// must name the arrow by its circle's cell, and mark that cell on the
// board: in the light blue of the hint's pattern, or the orange of a cell
// it changes.
func followHintsToArrow(t *testing.T, a *app, log string) {
	t.Helper()
	arrow := regexp.MustCompile(`Arrow: the digits on the arrow from r([1-9])c([1-9]) add up to the number in its circle, so `)
	followHintsTo(t, a, log, "an arrow", arrow, "e2e-arrow-hint.png")
}

// followHintsTo plays the puzzle on the board as a player who asks for
// hints does: F1, and the digit a single names placed with the number pad
// and a click on its cell, until a hint matches want (what, in words),
// whose first two groups are the row and column of a cell the hint must
// mark on the board: in the light blue of its pattern, or the orange of a
// cell it changes. The board is saved as shot under
// SUDOKU_SCREENSHOT_DIR, when set.
func followHintsTo(t *testing.T, a *app, log, what string, want *regexp.Regexp, shot string) {
	t.Helper()
	hidden := regexp.MustCompile(`Hidden single: in [a-z]+ [1-9], ([1-9]) fits only in r([1-9])c([1-9])$`)
	naked := regexp.MustCompile(`Naked single: r([1-9])c([1-9]) can only be ([1-9])$`)
	atoi := func(s string) int { n, _ := strconv.Atoi(s); return n }
	a.clickCell(80, 1) // no number picked: selects r9c9 and focuses the board
	seen := len(statusLines(t, log))
	for range 80 {
		a.xdotool("key", "F1")
		var hint string
		a.eventually("a hint on the status line", 20*time.Second, func() bool {
			lines := statusLines(t, log)
			if len(lines) <= seen {
				return false
			}
			seen, hint = len(lines), lines[len(lines)-1]
			return true
		})
		if m := want.FindStringSubmatch(hint); m != nil {
			cell := (atoi(m[1])-1)*9 + atoi(m[2]) - 1
			tinted := func(r, g, b int) bool { return orangeFill(r, g, b) || markFill(r, g, b) }
			img := a.waitFor(fmt.Sprintf("%s marked by the hint", cellName(cell)), func(img image.Image) bool {
				return a.cellPixels(img, cell, tinted) > a.inner(cell).Dx()*a.inner(cell).Dy()/3
			})
			keepShot(img, shot)
			t.Logf("hint: %s", hint)
			return
		}
		cell, digit := -1, 0
		if m := hidden.FindStringSubmatch(hint); m != nil {
			cell, digit = (atoi(m[2])-1)*9+atoi(m[3])-1, atoi(m[1])
		} else if m := naked.FindStringSubmatch(hint); m != nil {
			cell, digit = (atoi(m[1])-1)*9+atoi(m[2])-1, atoi(m[3])
		}
		if cell >= 0 {
			a.clickNumber(digit)
			a.clickCell(cell, 1)
			a.eventually(fmt.Sprintf("%d placed in %s", digit, cellName(cell)), 10*time.Second, func() bool {
				lines := statusLines(t, log)
				seen = len(lines)
				return a.cellPixels(a.screenshot(), cell, blueInk) > 20
			})
		}
	}
	t.Fatalf("80 hints and none taught %s", what)
}

// markFill is the light blue of the cells a hint marks as its pattern
// (the theme's selection colour over the board).
func markFill(r, g, b int) bool { return b > 225 && b-r > 40 && g > r && g < b }

// newOfKind starts the app seeded with seed, picks item (see pickKind) of
// the kind select, named name, and clicks New: a Medium puzzle of the
// kind is in play when it returns the app and its status log.
func newOfKind(t *testing.T, seed, item int, name string) (*app, string) {
	t.Helper()
	log := filepath.Join(t.TempDir(), "status.log")
	a := startAppArgs(t, []string{"-puzzle", puzzle, "-seed", strconv.Itoa(seed), "-status-log", log})
	said := func(want string) func() bool { return statusSays(t, log, want) }
	pickKind(t, a, item)
	a.eventually("the status line naming the next puzzle, "+name, 10*time.Second, said("Next puzzle: "+name+", Medium"))
	a.clickControl(0) // New
	a.eventually("a new puzzle on the status line, "+name, 60*time.Second, said("New "+name+" puzzle, Medium"))
	return a, log
}

// TestNewArrowMode picks arrow puzzles in the kind select with the keys,
// clicks New (the puzzle seeded, the same each run), follows hints with
// F1 and the mouse until one teaches an arrow by its circle's cell, marked
// on the board (followHintsToArrow), and walks the explanation from there
// with the Right key: every step named, the arrows' own lessons among
// them, each saying which arrow, and the walk ends solved.
func TestNewArrowMode(t *testing.T) {
	// The menu lists the eight kinds of 9x9 puzzle, the five other sizes,
	// the six sizes of jigsaw, then thermometers and arrows: the
	// twenty-first item.
	a, log := newOfKind(t, 5, 21, "Arrow")
	followHintsToArrow(t, a, log)
	techniques := walkExplanation(t, a, log)
	if techniques["Arrow"] == 0 {
		t.Errorf("techniques %v; want the arrows' lessons among them", techniques)
	}
	lesson := regexp.MustCompile(`Arrow: the digits on the arrow from r[1-9]c[1-9] add up to the number in its circle, so `)
	found := false
	for _, l := range statusLines(t, log) {
		found = found || lesson.MatchString(l)
	}
	if !found {
		t.Errorf("no step says which arrow, from its circle's cell, and what its lesson takes")
	}
	t.Logf("steps: %v", techniques)
}

// TestNewAntiKnightKillerMode picks anti-knight killers in the kind
// select, deals one with New (seeded, so a failure repeats), follows
// hints to one that teaches the anti-knight rule, naming the digit that
// takes candidates a knight's move from it and marking its cell, and
// walks Explain to "Solved", the cages' steps among the steps.
func TestNewAntiKnightKillerMode(t *testing.T) {
	// Eight kinds of 9x9 puzzle, five other sizes, six sizes of jigsaw,
	// then the setters' kinds: anti-knight killers are the twenty-eighth
	// item.
	a, log := newOfKind(t, 3, 28, "Anti-knight + Killer cages")
	// Hints name the digit a knight's move keeps out of cells, and mark
	// the cell that holds it.
	knight := regexp.MustCompile(`Anti-knight: r([1-9])c([1-9]) holds [1-9], so [1-9] goes from r[1-9]c[1-9].*, a knight's move from it`)
	followHintsTo(t, a, log, "the anti-knight rule", knight, "e2e-antiknight-hint.png")
	techniques := walkExplanation(t, a, log)
	if techniques["Cage combination"]+techniques["Innies"]+techniques["Killer cage"] == 0 {
		t.Errorf("techniques %v; want the cages' lessons among them", techniques)
	}
	t.Logf("steps: %v", techniques)
}
