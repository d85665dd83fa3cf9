package e2e

import (
	"bufio"
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// The puzzle the app is started with, and cells of it.
const (
	puzzle = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	r1c1   = 0 // given 5
	r1c3   = 2 // open, solution 4
	r1c4   = 3 // open, solution 6
)

// tools are the programs the test drives the app with, and xwd takes its
// screenshots with (Debian: xvfb xdotool x11-utils x11-apps). make test
// installs them and sets SUDOKU_E2E=1, which turns a
// missing tool into a failure instead of a skip.
var tools = []string{"Xvfb", "xdotool", "xprop", "xwd"}

func requireTools(t *testing.T) {
	t.Helper()
	for _, tool := range tools {
		if _, err := exec.LookPath(tool); err != nil {
			if os.Getenv("SUDOKU_E2E") == "1" {
				t.Fatalf("SUDOKU_E2E=1 but %s is missing: %v", tool, err)
			}
			t.Skipf("%s not installed (Debian: xvfb xdotool x11-utils x11-apps); make test installs it", tool)
		}
	}
}

// moduleRoot returns the folder of go.mod.
func moduleRoot(t *testing.T) string {
	t.Helper()
	out, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		t.Fatalf("go env GOMOD: %v", err)
	}
	return filepath.Dir(strings.TrimSpace(string(out)))
}

// built is the app the tests start, built once for the whole run: linking
// the app takes about 4 s, and some 80 tests start it.
var built struct {
	once sync.Once
	dir  string // removed by TestMain
	bin  string
	err  error
}

// TestMain runs the tests and removes the app they built.
func TestMain(m *testing.M) {
	code := m.Run()
	if built.dir != "" {
		os.RemoveAll(built.dir)
	}
	os.Exit(code)
}

// buildApp builds cmd/sudoku with the project's build tags (the Makefile's
// TAGS, passed in SUDOKU_TAGS) on its first call and returns the binary's
// path; later calls return the same binary, or fail with the first error.
func buildApp(t *testing.T) string {
	t.Helper()
	root := moduleRoot(t)
	built.once.Do(func() {
		built.dir, built.err = os.MkdirTemp("", "sudoku-e2e-")
		if built.err != nil {
			return
		}
		built.bin = filepath.Join(built.dir, "sudoku")
		tags := os.Getenv("SUDOKU_TAGS")
		if tags == "" {
			tags = "migrated_fynedo,no_emoji"
		}
		cmd := exec.Command("go", "build", "-tags", tags, "-o", built.bin, "./cmd/sudoku")
		cmd.Dir = root
		if out, err := cmd.CombinedOutput(); err != nil {
			built.err = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if built.err != nil {
		t.Fatal(built.err)
	}
	return built.bin
}

// startXvfb starts a virtual X server on a free display and returns its name,
// e.g. ":12". The server stops when the test ends.
func startXvfb(t *testing.T) string {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	cmd := exec.Command("Xvfb", "-displayfd", "3", "-screen", "0", "1280x1024x24", "-nolisten", "tcp")
	cmd.ExtraFiles = []*os.File{w}
	if err := cmd.Start(); err != nil {
		t.Fatalf("Xvfb: %v", err)
	}
	w.Close()
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	line := make(chan string, 1)
	go func() {
		s, _ := bufio.NewReader(r).ReadString('\n')
		line <- strings.TrimSpace(s)
	}()
	select {
	case n := <-line:
		if n == "" {
			t.Fatal("Xvfb did not report a display")
		}
		return ":" + n
	case <-time.After(20 * time.Second):
		t.Fatal("Xvfb did not start within 20 s")
	}
	return ""
}

// app is the running game in its X server.
type app struct {
	t         *testing.T
	display   string
	proc      *exec.Cmd
	exited    chan struct{} // closed when proc has ended
	waitErr   error         // proc's Wait, once exited is closed
	log       *bytes.Buffer
	boardOnly bool            // locate finds the board only, not the panel's rows
	bin       string          // the app's binary
	env       []string        // its environment: display, home, config
	board     image.Rectangle // the grid, outer lines included
	right     int             // x of the window's right edge
	bg        color.Color     // the window's background
	rows      [2]int          // y of the centres of the panel's rows of numbers and of New, Check
	buttons   [2][]span       // the runs of non-background pixels along each row
	pensRow   int             // y of the centre of the row of pens between them
	pens      []span          // its runs: Digit, Corner, Centre, Colour, Fill notes
	n         int             // the cells a side of the grid shown; 0 for 9
}

type span struct{ from, to int }

func (s span) mid() int { return (s.from + s.to) / 2 }

func startApp(t *testing.T) *app { return startAppWith(t, puzzle) }

// startAppWith starts the app on a fresh X server and home folder, playing
// the puzzle p, with extraEnv added to its environment.
func startAppWith(t *testing.T, p string, extraEnv ...string) *app {
	return startAppArgs(t, []string{"-puzzle", p}, extraEnv...)
}

// startAppArgs is startAppWith with the app's command-line arguments.
func startAppArgs(t *testing.T, args []string, extraEnv ...string) *app {
	requireTools(t)
	bin := buildApp(t)
	display := startXvfb(t)
	home := t.TempDir()
	runtime := filepath.Join(home, "run")
	if err := os.Mkdir(runtime, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(home, ".cache"), 0o700); err != nil {
		t.Fatal(err)
	}
	env := append(os.Environ(),
		"DISPLAY="+display,
		"HOME="+home,
		"XDG_CONFIG_HOME="+filepath.Join(home, "config"),
		"XDG_RUNTIME_DIR="+runtime,
		"FYNE_THEME=light",
		"FYNE_SCALE=1",
		// English unless a test asks otherwise: the app speaks the
		// system's language.
		"LANG=en_US.UTF-8", "LC_ALL=", "LC_MESSAGES=", "LANGUAGE=",
	)
	env = append(env, extraEnv...)
	return runApp(t, false, display, bin, env, args...)
}

// runApp runs bin with args and env on display and waits for its board, and
// unless boardOnly for the panel's rows too.
func runApp(t *testing.T, boardOnly bool, display, bin string, env []string, args ...string) *app {
	a := &app{t: t, display: display, bin: bin, env: env, boardOnly: boardOnly}
	a.start(args)
	t.Cleanup(func() {
		a.proc.Process.Kill()
		<-a.exited
		if t.Failed() {
			t.Logf("app output:\n%s", a.log)
		}
	})
	var why error
	defer func() {
		if why != nil {
			t.Logf("locating the board: %v", why)
		}
	}()
	retried := false
	a.waitFor("the board to appear", func(img image.Image) bool {
		select {
		case <-a.exited:
			// Now and then GLFW finds no display on a fresh Xvfb and the
			// app ends at once ("PlatformUnavailable"): start it again, once.
			if !retried && strings.Contains(a.log.String(), "PlatformUnavailable") {
				retried = true
				t.Logf("GLFW found no display; starting the app again:\n%s", a.log)
				time.Sleep(time.Second) // the X server, busy a moment ago
				a.start(args)
			}
		default:
		}
		// The board found must be where it was on the screenshot before:
		// a window that lays itself out again after its first frame moves
		// it.
		was := a.board
		why = a.locate(img)
		return why == nil && a.board == was
	})
	return a
}

// start starts the app's binary with args, its output going to a new
// a.log, and a.exited closing when it ends (a.waitErr then says how).
func (a *app) start(args []string) {
	a.t.Helper()
	a.log = &bytes.Buffer{}
	a.proc = exec.Command(a.bin, args...)
	a.proc.Env = a.env
	a.proc.Stdout, a.proc.Stderr = a.log, a.log
	if err := a.proc.Start(); err != nil {
		a.t.Fatalf("starting the app: %v", err)
	}
	exited, proc := make(chan struct{}), a.proc
	go func() { a.waitErr = proc.Wait(); close(exited) }()
	a.exited = exited
}

// screenshot returns the whole screen.
func (a *app) screenshot() image.Image {
	a.t.Helper()
	var out []byte
	var err error
	for try := range 3 { // a busy X server can refuse one
		cmd := exec.Command("xwd", "-root", "-silent")
		cmd.Env = append(os.Environ(), "DISPLAY="+a.display)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if out, err = cmd.Output(); err == nil {
			break
		}
		err = fmt.Errorf("%w: %s", err, bytes.TrimSpace(stderr.Bytes()))
		time.Sleep(time.Duration(try+1) * 200 * time.Millisecond)
	}
	if err != nil {
		a.t.Fatalf("xwd: %v", err)
	}
	img, err := readXWD(out)
	if err != nil {
		a.t.Fatalf("reading the screenshot: %v", err)
	}
	return img
}

// waitFor takes screenshots until cond holds, failing the test after 15 s.
func (a *app) waitFor(what string, cond func(image.Image) bool) image.Image {
	a.t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for {
		img := a.screenshot()
		if cond(img) {
			return img
		}
		if time.Now().After(deadline) {
			path := filepath.Join(a.t.TempDir(), "last.png")
			if f, err := os.Create(path); err == nil {
				png.Encode(f, img)
				f.Close()
			}
			if dir := os.Getenv("SUDOKU_E2E_FAILED"); dir != "" {
				if f, err := os.Create(filepath.Join(dir, "e2e-failed.png")); err == nil {
					png.Encode(f, img)
					f.Close()
				}
			}
			a.t.Fatalf("waited 15 s for %s", what)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

func (a *app) xdotool(args ...string) {
	a.t.Helper()
	cmd := exec.Command("xdotool", args...)
	cmd.Env = append(os.Environ(), "DISPLAY="+a.display)
	if out, err := cmd.CombinedOutput(); err != nil {
		a.t.Fatalf("xdotool %v: %v\n%s", args, err, out)
	}
}

func (a *app) click(x, y, button int) {
	a.t.Helper()
	a.xdotool("mousemove", fmt.Sprint(x), fmt.Sprint(y), "click", fmt.Sprint(button))
}

func (a *app) clickCell(cell, button int) {
	a.t.Helper()
	c := a.cellRect(cell)
	a.click((c.Min.X+c.Max.X)/2, (c.Min.Y+c.Max.Y)/2, button)
}

func (a *app) clickNumber(d int) {
	a.t.Helper()
	a.click(a.buttons[0][d-1].mid(), a.rows[0], 1)
}

// clickPen clicks the k-th button of the row of pens: Digit, Corner,
// Centre, Colour, then Fill notes.
func (a *app) clickPen(k int) {
	a.t.Helper()
	a.click(a.pens[k].mid(), a.pensRow, 1)
}

// clickControl clicks the k-th control of the row of New and Check: New,
// Check, Help, Undo, Redo.
func (a *app) clickControl(k int) {
	a.t.Helper()
	a.click(a.buttons[1][k].mid(), a.rows[1], 1)
}

// locate finds the board and the panel's rows on a screenshot of the light
// theme: the grid's left line is the first dark pixel from the left halfway
// down, its top where that line ends going up,
// and the two button rows are the first two bands below the grid that differ
// from the window's background.
func (a *app) locate(img image.Image) error {
	if dark(img.At(1, 1)) {
		return fmt.Errorf("no light window yet")
	}
	b := img.Bounds()
	// A row 200 pixels down meets the board's left line, unless a grid
	// line drawn across it lies there: then a row a little lower does.
	midY, x0 := b.Min.Y+200, -1
	for _, dy := range []int{0, 7, 13} {
		for x := 0; x < b.Max.X/2; x++ {
			if dark(img.At(x, b.Min.Y+200+dy)) {
				midY, x0 = b.Min.Y+200+dy, x
				break
			}
		}
		if x0 >= 0 {
			break
		}
	}
	if x0 < 0 {
		return fmt.Errorf("no board")
	}
	// Up and down the left line to its ends (above the board is the main
	// menu's bar); thin grid lines cross it in a lighter colour, so short gaps
	// are skipped. The vertical line is measured rather than the top one,
	// which the selected cell's outline may cover (the tests never select a
	// cell in column 1).
	y0, y1 := midY, midY
	for y := midY; y > 0 && y0-y < 4; y-- {
		if dark(img.At(x0, y)) {
			y0 = y
		}
	}
	for y := midY; y < b.Max.Y && y-y1 < 4; y++ {
		if dark(img.At(x0, y)) {
			y1 = y
		}
	}
	x1 := x0 + y1 - y0
	side := x1 - x0 + 1
	if side < 9*30 || y0+side >= b.Max.Y {
		return fmt.Errorf("board %d px wide", side)
	}
	a.board = image.Rect(x0, y0, x0+side, y0+side)
	if a.boardOnly {
		return nil
	}
	// The window's background, in the padding left of the board, and its
	// right edge: the end of that background right of the board.
	bg := img.At(x0/2, midY)
	right := x1 + 1
	for right < b.Max.X && same(img.At(right, midY), bg) {
		right++
	}
	a.right, a.bg = right, bg
	// The button rows, scanned down just inside the board's left edge, then
	// inside the first number toggle's, where no row's first control has
	// text (the pens' Digit is white on blue).
	x := x0 + 4
	y := a.board.Max.Y
	var bands, tops [3]int
	for k := range bands {
		for y < b.Max.Y && same(img.At(x, y), bg) {
			y++
		}
		top := y
		for y < b.Max.Y && !same(img.At(x, y), bg) {
			y++
		}
		if y-top < 10 {
			return fmt.Errorf("no button row %d", k)
		}
		bands[k], tops[k] = (top+y)/2, top
		if k == 0 {
			// The panel's rows start where its first toggle does, which
			// is left of the board when the panel is the wider: the
			// other rows are scanned just inside that edge, where no
			// control has text.
			if r := runs(img, bands[0], bg, right); len(r) > 0 {
				x = r[0].from + 3
			}
		}
	}
	a.rows[0], a.pensRow, a.rows[1] = bands[0], bands[1], bands[2]
	for k, y := range a.rows {
		a.buttons[k] = runs(img, y, bg, right)
	}
	a.pens = runs(img, tops[1]+3, bg, right) // above the text: Digit's is white on blue
	if len(a.buttons[0]) != 9 || len(a.pens) != 5 || len(a.buttons[1]) < 3 {
		return fmt.Errorf("found %d number toggles, %d pens and Fill notes, %d controls", len(a.buttons[0]), len(a.pens), len(a.buttons[1]))
	}
	return nil
}

// runs returns the runs of pixels along row y, left of right, that differ from
// bg; the faint shadows at the rounded corners of buttons count as bg.
func runs(img image.Image, y int, bg color.Color, right int) []span {
	return runsOf(img, y, right, func(x, y int) bool { return !near(img.At(x, y), bg, 12) })
}

// runsOf returns the runs of pixels of row y, left of right, that in holds.
func runsOf(img image.Image, y, right int, in func(x, y int) bool) []span {
	var out []span
	for x := img.Bounds().Min.X; x < right; x++ {
		if !in(x, y) {
			continue
		}
		if n := len(out); n > 0 && x-out[n-1].to == 1 {
			out[n-1].to = x
		} else {
			out = append(out, span{x, x})
		}
	}
	return out
}

// inner returns the part of cell i that cellPixels looks at: the cell less a
// margin that keeps clear of the grid lines.
func (a *app) inner(i int) image.Rectangle { c := a.cellRect(i); return c.Inset(c.Dx() / 5) }

func (a *app) cellRect(i int) image.Rectangle {
	side, n := a.board.Dx(), 9
	if a.n != 0 {
		n = a.n
	}
	x := a.board.Min.X + (i%n)*side/n
	y := a.board.Min.Y + (i/n)*side/n
	return image.Rect(x, y, x+side/n, y+side/n)
}

// cellPixels counts the pixels of cell i's inner part for which f holds.
func (a *app) cellPixels(img image.Image, i int, f func(r, g, b int) bool) int {
	c := a.inner(i)
	n := 0
	for y := c.Min.Y; y < c.Max.Y; y++ {
		for x := c.Min.X; x < c.Max.X; x++ {
			r, g, b := rgb(img.At(x, y))
			if f(r, g, b) {
				n++
			}
		}
	}
	return n
}

func rgb(c color.Color) (int, int, int) {
	r, g, b, _ := c.RGBA()
	return int(r >> 8), int(g >> 8), int(b >> 8)
}

func dark(c color.Color) bool { return darkInk(rgb(c)) }

func darkInk(r, g, b int) bool { return r+g+b < 3*0x70 }

func same(c, d color.Color) bool { return near(c, d, 6) }

// near reports whether c and d differ by less than tol, summed over red, green
// and blue (0–255 each).
func near(c, d color.Color, tol int) bool {
	r1, g1, b1 := rgb(c)
	r2, g2, b2 := rgb(d)
	return abs(r1-r2)+abs(g1-g2)+abs(b1-b2) < tol
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Colour tests for the light theme: the player's digits are in the primary
// blue, help tints cells with a pale blue, check fills cells green or red.
func blueInk(r, g, b int) bool   { return b > 225 && b-r > 80 } // not the deeper blue of centre marks
func paleBlue(r, g, b int) bool  { return b > 200 && b-r > 15 && r > 150 }
func greenFill(r, g, b int) bool { return g > 120 && g-r > 40 && g-b > 40 }
func redFill(r, g, b int) bool   { return r > 150 && r-g > 60 && r-b > 60 }

// TestWindow plays the real app under Xvfb with the mouse: select a number,
// click an open cell, right-click it, toggle help, press Check.
func TestWindow(t *testing.T) {
	a := startApp(t)
	area := a.inner(0).Dx() * a.inner(0).Dy()

	img := a.screenshot()
	if n := a.cellPixels(img, r1c3, blueInk); n != 0 {
		t.Fatalf("open r1c3 shows %d blue pixels before any move", n)
	}
	if n := a.cellPixels(img, r1c1, darkInk); n < 20 {
		t.Fatalf("given r1c1 shows %d dark pixels; want its digit", n)
	}

	// Select 4 and click r1c3: a blue digit appears.
	a.clickNumber(4)
	a.clickCell(r1c3, 1)
	a.waitFor("a 4 in r1c3", func(img image.Image) bool { return a.cellPixels(img, r1c3, blueInk) > 20 })

	// Right-click it: the digit goes away.
	a.clickCell(r1c3, 3)
	a.waitFor("r1c3 to clear", func(img image.Image) bool { return a.cellPixels(img, r1c3, blueInk) == 0 })

	// Help: the open cells where 4 is legal are tinted, givens are not.
	a.clickControl(2)
	img = a.waitFor("help to tint r1c3", func(img image.Image) bool { return a.cellPixels(img, r1c3, paleBlue) > area/2 })
	if n := a.cellPixels(img, r1c1, paleBlue); n > 0 {
		t.Errorf("help tints given r1c1 (%d pixels)", n)
	}
	if n := a.cellPixels(img, r1c4, paleBlue); n > 0 {
		t.Errorf("help tints r1c4, where 4 is not legal (r8c4 holds 4) (%d pixels)", n)
	}
	a.clickControl(2) // help off again

	// A right and a wrong digit, then Check: green and red.
	a.clickCell(r1c3, 1)
	a.clickNumber(9)
	a.clickCell(r1c4, 1)
	// The 9 repeats the given 9 in r2c5 (same box): conflicts are shown by
	// default, so it is drawn in red.
	a.waitFor("a red 9 in r1c4", func(img image.Image) bool { return a.cellPixels(img, r1c4, redFill) > 20 })
	a.clickControl(1)
	a.waitFor("r1c3 green and r1c4 red", func(img image.Image) bool {
		return a.cellPixels(img, r1c3, greenFill) > area/2 && a.cellPixels(img, r1c4, redFill) > area/2
	})
	if dir := os.Getenv("SUDOKU_SCREENSHOT_DIR"); dir != "" {
		f, err := os.Create(filepath.Join(dir, "e2e-checked.png"))
		if err == nil {
			png.Encode(f, a.screenshot())
			f.Close()
		}
	}
}

// TestKillAndRestore plays some moves, kills the app with SIGKILL — no chance
// to save on the way out — starts it again, and checks from the screen that
// the game comes back paused and, once resumed, shows the same moves: the
// game is saved after every change.
func TestKillAndRestore(t *testing.T) {
	a := startApp(t)
	a.clickNumber(4)
	a.clickCell(r1c3, 1)
	a.clickNumber(6)
	a.clickCell(r1c4, 1)
	a.waitFor("a 4 in r1c3 and a 6 in r1c4", func(img image.Image) bool {
		return a.cellPixels(img, r1c3, blueInk) > 20 && a.cellPixels(img, r1c4, blueInk) > 20
	})
	// The cursor goes down three rows with the keys, to an open cell, 6
	// still picked: the restored game must show both where they were, not
	// a cell away.
	const r4c4 = 30
	a.xdotool("key", "Down", "Down", "Down")
	a.eventually("the cursor on r4c4 saved", 10*time.Second, func() bool {
		c, _ := a.saved()["cursor"].(float64)
		return int(c) == r4c4
	})
	time.Sleep(time.Second) // drawn
	before := a.screenshot()
	if !a.numberSelected(before, 6) {
		t.Fatal("6 is not shown picked before the kill")
	}
	if err := a.proc.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatalf("SIGKILL: %v", err)
	}
	<-a.exited

	b := runApp(t, true, a.display, a.bin, a.env) // no -puzzle: the saved game
	b.resume()                                    // a restored game comes back paused
	b.waitFor("the moves back on the board", func(img image.Image) bool {
		return b.cellPixels(img, r1c3, blueInk) > 20 && b.cellPixels(img, r1c4, blueInk) > 20
	})
	// Each screenshot is read at its own app's cells: a board that a
	// second start (see runApp) lays out elsewhere still shows the same
	// cells.
	if a.board.Size() != b.board.Size() {
		t.Fatalf("the board is %v after the restart, %v before the kill", b.board, a.board)
	}
	img := b.waitFor("the cursor back on r4c4", func(img image.Image) bool {
		return sameCell(before, a, img, b, r4c4)
	})
	// Every cell shows the same ink as before the kill, and looks the
	// same: the cursor, the house it lights and the digits.
	for i := range 81 {
		was, is := a.cellPixels(before, i, blueInk), b.cellPixels(img, i, blueInk)
		if (was > 0) != (is > 0) {
			t.Errorf("%s: %d blue pixels before the kill, %d after the restart", cellName(i), was, is)
		}
		if !sameCell(before, a, img, b, i) {
			t.Errorf("%s looks otherwise after the restart", cellName(i))
		}
	}
	if !a.numberSelected(img, 6) { // the same window size: the toggles where they were
		t.Error("after the restart 6 is not shown picked, as it was before the kill")
	}
	if dir := os.Getenv("SUDOKU_SCREENSHOT_DIR"); dir != "" {
		if f, err := os.Create(filepath.Join(dir, "e2e-restored.png")); err == nil {
			png.Encode(f, img)
			f.Close()
		}
	}
}

func cellName(i int) string { return fmt.Sprintf("r%dc%d", i/9+1, i%9+1) }

// sameCell reports whether cell i looks the same on screenshot imgA of app a
// and on imgB of app b, each found where its app's board lies: at most one
// pixel in fifty differs (see differingPixels).
func sameCell(imgA image.Image, a *app, imgB image.Image, b *app, i int) bool {
	ra, rb := a.cellRect(i), b.cellRect(i)
	shifted := image.NewRGBA(ra)
	for y := ra.Min.Y; y < ra.Max.Y; y++ {
		for x := ra.Min.X; x < ra.Max.X; x++ {
			shifted.Set(x, y, imgB.At(x-ra.Min.X+rb.Min.X, y-ra.Min.Y+rb.Min.Y))
		}
	}
	return samePixels(imgA, shifted, ra)
}

// samePixels reports whether images a and b look the same in r: at most
// one pixel in fifty differs (see differingPixels; antialiasing).
func samePixels(a, b image.Image, r image.Rectangle) bool {
	return differingPixels(a, b, r)*50 <= r.Dx()*r.Dy()
}

// differingPixels counts the pixels of r that differ by more than 24 in a
// channel between images a and b.
func differingPixels(a, b image.Image, r image.Rectangle) int {
	differ := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			r1, g1, b1 := rgb(a.At(x, y))
			r2, g2, b2 := rgb(b.At(x, y))
			if abs(r1-r2) > 24 || abs(g1-g2) > 24 || abs(b1-b2) > 24 {
				differ++
			}
		}
	}
	return differ
}

// orangeFill is the theme's warning colour, which marks the cell a hint is
// about.
func orangeFill(r, g, b int) bool { return r > 200 && g > 110 && g < 190 && b < 80 }

// TestHint asks for a hint with F1 and checks from the screen that the cell
// it is about — r1c6, where 8 is a hidden single of box 2 — is filled in the
// warning colour and that the next move takes the mark away.
func TestHint(t *testing.T) {
	a := startApp(t)
	area := a.inner(0).Dx() * a.inner(0).Dy()
	const r1c6, r9c9 = 5, 80
	a.clickCell(r9c9, 1) // no number picked: selects the cell and focuses the board
	a.xdotool("key", "F1")
	img := a.waitFor("the hint to mark r1c6", func(img image.Image) bool { return a.cellPixels(img, r1c6, orangeFill) > area/2 })
	for _, c := range []int{r1c1, r1c3, r1c4} {
		if n := a.cellPixels(img, c, orangeFill); n > 0 {
			t.Errorf("%s shows %d hint pixels; want none", cellName(c), n)
		}
	}
	if dir := os.Getenv("SUDOKU_SCREENSHOT_DIR"); dir != "" {
		if f, err := os.Create(filepath.Join(dir, "e2e-hint.png")); err == nil {
			png.Encode(f, img)
			f.Close()
		}
	}
	a.clickNumber(8)
	a.clickCell(r1c6, 1)
	a.waitFor("the 8 in r1c6 and the mark gone", func(img image.Image) bool {
		return a.cellPixels(img, r1c6, blueInk) > 20 && a.cellPixels(img, r1c6, orangeFill) == 0
	})
}

// hardest is the puzzle the solver's search is watched on: thousands of
// placements and backtracks, so it is still at work when Stop is clicked.
const hardest = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."

// filledCells returns the cells of img with a digit in the primary colour:
// the player's, or those the solver's search has placed.
func (a *app) filledCells(img image.Image) []int { return a.cellsWith(img, blueInk) }

// cellsWith returns the cells of img that show more than 20 pixels of ink.
func (a *app) cellsWith(img image.Image, ink func(r, g, b int) bool) []int {
	var cells []int
	for i := range 81 {
		if a.cellPixels(img, i, ink) > 20 {
			cells = append(cells, i)
		}
	}
	return cells
}

// thirdRow returns the y of the middle of the panel's third row, below the
// row of New and Check, scanned down the middle of its first control.
func (a *app) thirdRow(img image.Image) (y int, ok bool) {
	x := a.buttons[1][0].mid()
	bg := img.At(a.board.Min.X/2, a.board.Min.Y+200)
	y = a.rows[1]
	maxY := img.Bounds().Max.Y
	for y < maxY && !same(img.At(x, y), bg) {
		y++
	}
	for y < maxY && same(img.At(x, y), bg) {
		y++
	}
	top := y
	for y < maxY && !same(img.At(x, y), bg) {
		y++
	}
	return (top + y) / 2, y-top >= 10 && y < maxY
}

// TestWatchSolver starts the solver's search with Ctrl+T on the hardest
// known puzzle, checks from two screenshots that cells fill and change,
// clicks Stop, and checks that the board shows the givens only again.
func TestWatchSolver(t *testing.T) {
	a := startAppWith(t, hardest)
	const r9c9 = 80
	a.clickCell(r9c9, 1) // no number picked: selects the cell and focuses the board
	before := a.screenshot()
	if got := a.filledCells(before); len(got) != 0 {
		t.Fatalf("cells %v show blue digits before the search", got)
	}
	a.xdotool("key", "ctrl+t")
	var first []int
	shot := a.waitFor("the search to fill cells", func(img image.Image) bool {
		first = a.filledCells(img)
		return len(first) >= 3
	})
	if dir := os.Getenv("SUDOKU_SCREENSHOT_DIR"); dir != "" {
		if f, err := os.Create(filepath.Join(dir, "e2e-watch.png")); err == nil {
			png.Encode(f, shot)
			f.Close()
		}
	}
	a.waitFor("the filled cells to change", func(img image.Image) bool {
		return fmt.Sprint(a.filledCells(img)) != fmt.Sprint(first)
	})
	y, ok := a.thirdRow(shot)
	if !ok {
		t.Fatal("no third panel row with Stop")
	}
	a.click(a.buttons[1][0].mid(), y, 1)
	// The search's digits go: every cell as dark as before it (the last
	// move's tinted digit is no player's blue, so blue alone cannot tell).
	differ := func(img image.Image) []string {
		var out []string
		for i := range 81 {
			if got, want := a.cellPixels(img, i, darkInk), a.cellPixels(before, i, darkInk); i != r9c9 && abs(got-want) > 4 {
				out = append(out, fmt.Sprintf("%s %d/%d", cellName(i), got, want))
			}
		}
		return out
	}
	asBefore := func(img image.Image) bool { return len(differ(img)) == 0 && len(a.filledCells(img)) == 0 }
	// Under the race detector on a loaded machine this step has failed now
	// and then, the cause unknown: say what the board shows after 5 s, and
	// whether the search still runs (its cells still change), before the
	// wait that fails.
	deadline := time.Now().Add(5 * time.Second)
	for img := a.screenshot(); !asBefore(img); img = a.screenshot() {
		if time.Now().After(deadline) {
			time.Sleep(500 * time.Millisecond)
			running := fmt.Sprint(a.filledCells(img)) != fmt.Sprint(a.filledCells(a.screenshot()))
			t.Logf("5 s after Stop: cells differing from before the search (dark pixels now/before) %v, filled %v, search still running: %v",
				differ(img), a.filledCells(img), running)
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	a.waitFor("the board to show the givens only", asBefore)
	img := a.screenshot()
	for i := range 81 {
		if i == r9c9 {
			continue // its outline changes colour with the focus
		}
		if got, want := a.cellPixels(img, i, darkInk), a.cellPixels(before, i, darkInk); abs(got-want) > 4 {
			t.Errorf("%s after Stop: %d dark pixels; want %d as before the search", cellName(i), got, want)
		}
	}
	if got := a.filledCells(a.screenshot()); len(got) != 0 {
		t.Errorf("cells %v filled after Stop", got)
	}
}
