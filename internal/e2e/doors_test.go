package e2e

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestNoDisplay starts the game on a display with no X server (DISPLAY=:99
// of an X server that is not there, and no DISPLAY at all) after a game
// was played and saved: it exits with status 1 within a few seconds,
// having said so in one sentence, with no Go trace, and game.json is as it
// was (issue "Every door held").
func TestNoDisplay(t *testing.T) {
	a := startKilledAfterAMove(t)
	saved, err := os.ReadFile(filepath.Join(a.storage(), "game.json"))
	if err != nil {
		t.Fatal(err)
	}
	free := freeDisplay(t)
	for _, display := range []string{free, ""} {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		cmd := exec.CommandContext(ctx, a.bin)
		for _, e := range a.env {
			if !strings.HasPrefix(e, "DISPLAY=") && !strings.HasPrefix(e, "WAYLAND_DISPLAY=") {
				cmd.Env = append(cmd.Env, e)
			}
		}
		if display != "" {
			cmd.Env = append(cmd.Env, "DISPLAY="+display)
		}
		out, err := cmd.CombinedOutput()
		cancel()
		code := -1
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		}
		if code != 1 {
			t.Errorf("DISPLAY=%q: exit %v; want status 1\n%s", display, err, out)
		}
		text := string(out)
		want := "no display (DISPLAY=" + display + ")"
		if display == "" {
			want = "no display (DISPLAY is not set)"
		}
		if !strings.Contains(text, "sudoku: cannot open a window: "+want) || !strings.Contains(text, "command-line tools") {
			t.Errorf("DISPLAY=%q: output\n%s\nwant the sentence %q", display, text, "sudoku: cannot open a window: "+want)
		}
		if strings.Contains(text, "goroutine ") || strings.Contains(text, "panic") || strings.Count(strings.TrimSpace(text), "\n") > 0 {
			t.Errorf("DISPLAY=%q: output of more than the one sentence:\n%s", display, text)
		}
		if now, err := os.ReadFile(filepath.Join(a.storage(), "game.json")); err != nil || string(now) != string(saved) {
			t.Errorf("DISPLAY=%q: game.json changed or gone: %v", display, err)
		}
	}
}

// startKilledAfterAMove starts the app, places a 4 in r1c3, waits for the
// game with it to be saved and kills the app: its storage then holds a
// game a start must bring back.
func startKilledAfterAMove(t *testing.T) *app {
	a := startApp(t)
	a.clickNumber(4)
	a.clickCell(r1c3, 1)
	a.eventually("the move saved", 10*time.Second, func() bool {
		board, _ := a.saved()["board"].(string)
		return len(board) == 81 && board[2] == '4'
	})
	a.kill()
	return a
}

// freeDisplay returns the name of an X display no server listens on.
func freeDisplay(t *testing.T) string {
	for n := 99; n < 200; n++ {
		if _, err := os.Stat(fmt.Sprintf("/tmp/.X11-unix/X%d", n)); os.IsNotExist(err) {
			if _, err := os.Stat(fmt.Sprintf("/tmp/.X%d-lock", n)); os.IsNotExist(err) {
				return ":" + strconv.Itoa(n)
			}
		}
	}
	t.Skip("no free X display number from :99 to :199")
	return ""
}

// TestSettingsWindowSize starts the game on settings.json files whose
// window size ranges from 5000 to 1e38 (the X server's screen is 1280x1024),
// which once made every start die with an X BadValue or a panic in Fyne:
// the board appears every time, the window is no larger than the screen,
// the saved game with its move is restored, and a size the game never
// writes has its file set aside (issue "Every door held").
func TestSettingsWindowSize(t *testing.T) {
	a := startKilledAfterAMove(t)
	dir := a.storage()
	for _, side := range []string{"5000", "10000", "100000", "1e6", "1e9", "1e20", "1e30", "1e38"} {
		t.Run(side, func(t *testing.T) {
			doc := fmt.Sprintf(`{"theme": "light", "level": "Hard", "width": %s, "height": %s}`, side, side)
			if err := os.WriteFile(filepath.Join(dir, "settings.json"), []byte(doc), 0o600); err != nil {
				t.Fatal(err)
			}
			before, _ := filepath.Glob(filepath.Join(dir, "settings.json.unreadable-*"))
			b := runApp(t, true, a.display, a.bin, a.env)
			for _, id := range b.windows() {
				out, err := b.command("xdotool", "getwindowgeometry", id).Output()
				if err != nil {
					t.Fatalf("xdotool getwindowgeometry: %v", err)
				}
				var w, h int
				for _, line := range strings.Split(string(out), "\n") {
					if _, rest, ok := strings.Cut(line, "Geometry: "); ok {
						fmt.Sscanf(rest, "%dx%d", &w, &h)
					}
				}
				if w > 1280 || h > 1024 || w == 0 {
					t.Errorf("window %dx%d; want within the 1280x1024 screen", w, h)
				}
			}
			var v float64
			fmt.Sscan(side, &v)
			if v > 8192 {
				// A dialog says the settings were set aside; Escape closes it.
				time.Sleep(500 * time.Millisecond)
				b.xdotool("key", "Escape")
			}
			b.resume()
			b.waitFor("the saved 4 in r1c3", b.hasDigit(r1c3, true))
			after, _ := filepath.Glob(filepath.Join(dir, "settings.json.unreadable-*"))
			if setAside := len(after) > len(before); setAside != (v > 8192) {
				t.Errorf("settings.json set aside: %v; want %v", setAside, v > 8192)
			}
			b.kill()
			for _, f := range after {
				os.Remove(f)
			}
		})
	}
}

// TestHugeStock starts the game on a stock.json of 200,000 puzzles, far
// more than the game keeps (three of each kind), which once kept the
// window from showing for 18 s while each was checked: the board shows
// within 2 s of the start, or on a loaded machine within twice the time a
// start without it takes and a second, and the file is set aside (issue
// "Every door held"). The bound is on a hang that was there, not a
// benchmark; the times are logged.
func TestHugeStock(t *testing.T) {
	a := startApp(t)
	a.kill()
	start := time.Now()
	b := runApp(t, true, a.display, a.bin, a.env, "-puzzle", puzzle)
	plain := time.Since(start)
	b.kill()
	dir := a.storage()
	one := `{"level": "Easy", "symmetry": "none", "puzzle": "` + puzzle + `", "solution": "` + solution + `"}`
	doc := `{"version": 1, "puzzles": [` + strings.Repeat(one+",", 200_000-1) + one + `]}`
	if err := os.WriteFile(filepath.Join(dir, "stock.json"), []byte(doc), 0o600); err != nil {
		t.Fatal(err)
	}
	start = time.Now()
	b = runApp(t, true, a.display, a.bin, a.env, "-puzzle", puzzle)
	took := time.Since(start)
	t.Logf("the board showed %v after the start, on a stock.json of %d MB (%v without)", took, len(doc)>>20, plain)
	if took > max(2*time.Second, 2*plain+time.Second) { // a loaded machine slows both; the old code took 15 s
		t.Errorf("the board showed %v after the start (%v without the stock); want under 2 s", took, plain)
	}
	if aside, _ := filepath.Glob(filepath.Join(dir, "stock.json.unreadable-*")); len(aside) != 1 {
		t.Errorf("stock.json set aside as %v; want one file", aside)
	}
	b.kill()
}
