package ui

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/variant"
)

// TestSettersOpenInTheWindow imports every real setter's puzzle of
// internal/variant/testdata/setters.txt, of every size, as a player pastes
// it: each plays at once, on a grid of its size with its givens shown as
// givens, its constraints kept, and the status line naming it.
func TestSettersOpenInTheWindow(t *testing.T) {
	f, err := os.Open("../variant/testdata/setters.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	w := newTestWindow(t, t.TempDir(), Options{Puzzle: testPuzzle})
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, variant.MaxDocument)
	about := ""
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "":
			about = ""
			continue
		case strings.HasPrefix(line, "#"):
			if about == "" {
				about = strings.TrimSpace(strings.TrimPrefix(line, "#"))
			}
			continue
		}
		vp, err := variant.Read(line)
		if err != nil {
			t.Errorf("line %d (%.60s): %v", n, about, err)
			continue
		}
		w.Import(line, "the clipboard")
		w.jobs.Wait()
		p := w.game.Puzzle()
		got := variant.Setter(&p)
		switch {
		case got == nil:
			t.Errorf("line %d (%.60s): the window does not play it; status %q", n, about, w.panel.Status())
			continue
		case got.Title != vp.Title || w.game.Status().Size != vp.Size:
			t.Errorf("line %d (%.60s): the window plays %q of size %d; want %q of size %d", n, about, got.Title, w.game.Status().Size, vp.Title, vp.Size)
			continue
		}
		for i, d := range vp.Givens {
			if v := w.game.CellView(i); v.Given != (d != 0) || d != 0 && v.Digit != d {
				t.Errorf("line %d (%.60s): cell %d shows %d (given %v); want the given %d", n, about, i, v.Digit, v.Given, d)
				break
			}
		}
		if vp.Title != "" && !strings.Contains(w.panel.Status(), vp.Title) {
			t.Errorf("line %d (%.60s): status %q does not name the puzzle", n, about, w.panel.Status())
		}
		about = ""
	}
}
