package e2e

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// storage returns the app's storage folder, where it keeps the game, the
// statistics and the stock of puzzles.
func (a *app) storage() string {
	for _, e := range a.env {
		if v, ok := strings.CutPrefix(e, "XDG_CONFIG_HOME="); ok {
			return filepath.Join(v, "fyne", "io.github.sudokudevs.sudoku")
		}
	}
	a.t.Fatal("no XDG_CONFIG_HOME")
	return ""
}

// stockOf returns the puzzles of level in the app's stock file, or nil when
// it cannot be read.
func (a *app) stockOf(level string) []string {
	data, err := os.ReadFile(filepath.Join(a.storage(), "stock.json"))
	if err != nil {
		return nil
	}
	var doc struct {
		Puzzles []struct{ Level, Symmetry, Puzzle string } `json:"puzzles"`
	}
	if json.Unmarshal(data, &doc) != nil {
		return nil
	}
	var out []string
	for _, p := range doc.Puzzles {
		if p.Level == level && p.Symmetry == "none" {
			out = append(out, p.Puzzle)
		}
	}
	return out
}

// eventually polls cond every 2 ms until it holds, failing the test after
// timeout.
func (a *app) eventually(what string, timeout time.Duration, cond func() bool) {
	a.t.Helper()
	deadline := time.Now().Add(timeout)
	for !cond() {
		if time.Now().After(deadline) {
			a.t.Fatalf("waited %v for %s", timeout, what)
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// newFromStock presses Ctrl+N, with no move on the board, and checks that
// the saved game holds one of the stock's puzzles of level within 500 ms of
// the key: at once on a quiet machine (about 50 ms, with xdotool's own
// start), and well before the seconds a puzzle made anew can take, on a
// machine loaded with other tests.
func (a *app) newFromStock(level string) {
	a.t.Helper()
	stocked := a.stockOf(level)
	before, _ := a.saved()["puzzle"].(string)
	start := time.Now() // before xdotool: its own start-up counts against the app
	a.xdotool("key", "ctrl+n")
	var now string
	a.eventually("a new game in the save file", 5*time.Second, func() bool {
		now, _ = a.saved()["puzzle"].(string)
		return now != before
	})
	took := time.Since(start)
	if !slices.Contains(stocked, now) {
		a.t.Errorf("New at %s started %s; want one of the stock's puzzles %v", level, now, stocked)
	}
	if took > 500*time.Millisecond {
		a.t.Errorf("New at %s with a stock took %v to start and save the game; want under 500 ms", level, took)
	}
	a.t.Logf("New at %s from the stock: %v from the key to the saved game", level, took)
}

// TestStock picks Hard, waits for the background stock to hold Hard
// puzzles, restarts the app — the stock survives it — and times Ctrl+N:
// the saved game must hold a puzzle from the stock within 500 ms; then the
// same at Expert. Then it
// damages the stock file and restarts again: the file is set aside and the
// stock remade.
func TestStock(t *testing.T) {
	a := startApp(t)
	row, y := a.panelRow(a.screenshot())
	a.click(row[1].mid(), y, 1)
	a.xdotool("key", "Down", "Down", "Down", "Return") // Hard
	a.eventually("the setting Hard", 10*time.Second, func() bool { return a.settings()["level"] == "Hard" })
	a.eventually("three Hard puzzles in stock", 60*time.Second, func() bool { return len(a.stockOf("Hard")) == 3 })
	a.kill()

	b := runApp(t, true, a.display, a.bin, a.env)
	b.newFromStock("Hard")
	// Expert: the filler makes every level's stock, so after a while it has
	// Expert puzzles too.
	b.eventually("Expert puzzles in stock", 60*time.Second, func() bool { return len(b.stockOf("Expert")) > 0 })
	b.boardOnly = false // find the panel's rows too
	if err := b.locate(b.screenshot()); err != nil {
		t.Fatal(err)
	}
	row, y = b.panelRow(b.screenshot())
	b.click(row[1].mid(), y, 1)
	b.xdotool("key", "Down", "Down", "Down", "Down", "Return") // Expert
	b.newFromStock("Expert")
	b.kill()

	path := filepath.Join(a.storage(), "stock.json")
	if err := os.WriteFile(path, []byte("{not a stock"), 0o644); err != nil {
		t.Fatal(err)
	}
	c := runApp(t, true, a.display, a.bin, a.env)
	c.eventually("the damaged stock set aside", 10*time.Second, func() bool {
		aside, _ := filepath.Glob(path + ".unreadable-*")
		return len(aside) == 1
	})
	c.eventually("the stock remade", 60*time.Second, func() bool { return len(c.stockOf("Hard")) > 0 })
}
