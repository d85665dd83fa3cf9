package e2e

import (
	"encoding/json"
	"image"
	"path/filepath"
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
