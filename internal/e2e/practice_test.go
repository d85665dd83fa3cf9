package e2e

import (
	"image"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// TestPractiseXWing opens Game ▸ Practise a technique… in the real window,
// picks the X-Wing with the Right key and presses Return: a new puzzle
// whose level an X-Wing sets is in play. The test then places, with the
// mouse, every digit the solve places before its first X-Wing, and presses
// F1 until a hint names the X-Wing, which the board marks.
func TestPractiseXWing(t *testing.T) {
	log := filepath.Join(t.TempDir(), "status.log")
	a := startAppArgs(t, []string{"-puzzle", puzzle, "-status-log", log})
	a.click(gameMenuX, gameMenuY, 1)
	time.Sleep(300 * time.Millisecond)
	a.click(60, practiceMenuY, 1)
	time.Sleep(500 * time.Millisecond)
	k := slices.Index(logic.Practicable(), logic.XWing)
	for range k {
		a.xdotool("key", "Right")
	}
	a.xdotool("key", "Return")
	var doc map[string]any
	a.eventually("an X-Wing puzzle saved as the game in play", 30*time.Second, func() bool {
		doc = a.readJSON("game.json")
		return doc["difficulty"] == "practice xWing"
	})
	p, err := sudoku.Parse(doc["puzzle"].(string))
	if err != nil {
		t.Fatal(err)
	}
	steps, err := logic.Explain(p)
	if err != nil {
		t.Fatal(err)
	}
	byDigit := map[int][]int{}
	for _, s := range steps {
		if s.Technique == logic.XWing {
			break
		}
		for _, pl := range s.Placements {
			byDigit[pl.Digit] = append(byDigit[pl.Digit], pl.Cell)
		}
	}
	a.waitFor("the puzzle's givens on the board", func(img image.Image) bool {
		for i, d := range p {
			if (d != 0) != (a.cellPixels(img, i, darkInk) > 20) {
				return false
			}
		}
		return true
	})
	for d := 1; d <= 9; d++ {
		if len(byDigit[d]) == 0 {
			continue
		}
		a.clickNumber(d)
		for _, c := range byDigit[d] {
			a.clickCell(c, 1)
		}
	}
	a.waitFor("the digits placed before the X-Wing", func(img image.Image) bool {
		for _, cells := range byDigit {
			for _, c := range cells {
				if a.cellPixels(img, c, blueInk) <= 20 {
					return false
				}
			}
		}
		return true
	})
	named := func() bool {
		lines := statusLines(t, log)
		return len(lines) > 0 && strings.Contains(lines[len(lines)-1], "X-Wing")
	}
	for range 30 {
		a.xdotool("key", "F1")
		time.Sleep(400 * time.Millisecond)
		if named() {
			break
		}
	}
	a.eventually("a hint that names the X-Wing", 5*time.Second, named)
	area := a.inner(0).Dx() * a.inner(0).Dy()
	img := a.waitFor("the X-Wing's removals marked on the board", func(img image.Image) bool {
		for i := range 81 {
			if a.cellPixels(img, i, orangeFill) > area/2 {
				return true
			}
		}
		return false
	})
	keepShot(img, "e2e-practice.png")
}

// TestPractiseKind opens Game ▸ Practise a technique… in the real window,
// moves with the Right key past the techniques to the first kind of
// constraint, thermometers, and presses Return: a new puzzle with
// thermometers is in play, kept as practising them.
func TestPractiseKind(t *testing.T) {
	log := filepath.Join(t.TempDir(), "status.log")
	a := startAppArgs(t, []string{"-puzzle", puzzle, "-seed", "2", "-status-log", log})
	a.click(gameMenuX, gameMenuY, 1)
	time.Sleep(300 * time.Millisecond)
	a.click(60, practiceMenuY, 1)
	time.Sleep(500 * time.Millisecond)
	for range logic.Practicable() {
		a.xdotool("key", "Right")
	}
	a.xdotool("key", "Return")
	a.eventually("a thermometer puzzle saved as the game in play", 30*time.Second, func() bool {
		doc := a.readJSON("game.json")
		return doc["difficulty"] == "practice constraint thermo"
	})
	a.eventually("the status line saying the new puzzle", 10*time.Second, func() bool { return statusSays(t, log, "New Thermo puzzle, Medium")() })
}
