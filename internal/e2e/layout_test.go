package e2e

import (
	"fmt"
	"image"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
)

// windows returns the X windows of the app.
func (a *app) windows() []string {
	a.t.Helper()
	out, err := a.command("xdotool", "search", "--pid", strconv.Itoa(a.proc.Process.Pid)).Output()
	if err != nil {
		a.t.Fatalf("xdotool search: %v", err)
	}
	return strings.Fields(string(out))
}

// resize sets the app window's size in pixels.
func (a *app) resize(w, h int) {
	a.t.Helper()
	for _, id := range a.windows() {
		a.xdotool("windowsize", id, strconv.Itoa(w), strconv.Itoa(h))
	}
}

// minSize returns the minimum size the app declares for its window (the
// WM_NORMAL_HINTS that xprop prints); with no window manager nothing
// enforces it.
func (a *app) minSize() (w, h int) {
	a.t.Helper()
	for _, id := range a.windows() {
		out, err := a.command("xprop", "-id", id, "WM_NORMAL_HINTS").Output()
		if err != nil {
			a.t.Fatalf("xprop: %v", err)
		}
		for _, line := range strings.Split(string(out), "\n") {
			if _, rest, ok := strings.Cut(line, "program specified minimum size: "); ok {
				if n, _ := fmt.Sscanf(rest, "%d by %d", &w, &h); n == 2 {
					return w, h
				}
			}
		}
	}
	a.t.Fatal("the window declares no minimum size")
	return 0, 0
}

func (a *app) command(name string, args ...string) *exec.Cmd {
	cmd := exec.Command(name, args...)
	cmd.Env = append(os.Environ(), "DISPLAY="+a.display)
	return cmd
}

// TestLayoutScales resizes the window large and then below its minimum: the
// panel stays as wide as the board, under it, and the cells never get so
// small that notes (0.22 of a cell in a size puzzle) fall below 9 px.
func TestLayoutScales(t *testing.T) {
	a := startApp(t)
	a.resize(1200, 1000)
	a.waitFor("the board to grow", func(img image.Image) bool {
		return a.locate(img) == nil && a.board.Dx() > 650
	})
	first, last := a.buttons[0][0], a.buttons[0][8]
	if first.from < a.board.Min.X-12 || last.to > a.board.Max.X+12 {
		t.Errorf("at 1200x1000 the number toggles span x %d–%d; want them under the board, %d–%d",
			first.from, last.to, a.board.Min.X, a.board.Max.X)
	}
	controls := a.buttons[1]
	if gap := controls[len(controls)-1].from - controls[0].to; gap > a.board.Dx() {
		t.Errorf("at 1200x1000 the second row spreads %d px; want it within the board's width %d", gap, a.board.Dx())
	}

	mw, mh := a.minSize()
	a.resize(mw, mh)
	a.waitFor("the board at the window's minimum size", func(img image.Image) bool {
		return a.locate(img) == nil && a.board.Dx() < 700
	})
	if pitch := float64(a.board.Dx()) / 9; pitch*0.22 < 9 {
		t.Errorf("at the minimum size a cell is %.1f px: notes of %.1f px; want at least 9", pitch, pitch*0.22)
	}
}

// TestLayoutWide resizes the window wide and low, as a maximised window on
// a wide screen is: the board takes the window's height and the panel
// stands beside it, its nine number toggles level with the board's top
// (issue "a second look", point 4).
func TestLayoutWide(t *testing.T) {
	a := startApp(t)
	a.boardOnly = true // the panel is not below the board now
	a.resize(1280, 720)
	a.waitFor("the board to fill the window's height", func(img image.Image) bool {
		return a.locate(img) == nil && a.board.Dy() > 640
	})
	img := a.screenshot()
	bg := img.At(a.board.Min.X/2, a.board.Min.Y+200)
	right := img.Bounds().Max.X
	y := a.board.Min.Y + 18 // through the number toggles
	var beside []span
	for _, s := range runs(img, y, bg, right) {
		if s.from > a.board.Max.X+2 && s.to-s.from > 20 {
			beside = append(beside, s)
		}
	}
	if len(beside) != 9 {
		t.Errorf("at 1280x720, right of the board (x > %d) along y %d: %d runs %v; want the 9 number toggles", a.board.Max.X, y, len(beside), beside)
	}
}
