package ui

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/sudoku-devs/sudoku/internal/game"
)

// TestStatusFitsEveryLanguage is the status line's width test: every status
// message and refusal of every language, filled with the values a player
// meets (a cell in words, an error, a level, the clipboard), wraps to at
// most statusLines lines in the status line of the window at its minimum
// width (the English one, the narrowest), so that nothing a player is told hides below the fold (issue "a
// second look", point 8). Step messages, which can be chains of any
// length, scroll instead and are not checked.
func TestStatusFitsEveryLanguage(t *testing.T) {
	p, _ := newTestPanel(t, 0) // the window's minimum width, in English
	width := p.statusScroll.Size().Width - 2*theme.InnerPadding()
	exitEN := fyne.MeasureText("Exit", theme.TextSize(), fyne.TextStyle{}).Width
	for _, l := range languages {
		tr := readTranslations(t, l)
		// The Exit button beside the status line is wider in some
		// languages.
		avail := width - (fyne.MeasureText(tr["panel.exit"], theme.TextSize(), fyne.TextStyle{}).Width - exitEN)
		values := strings.NewReplacer(
			"{{.Cell}}", fillIn(tr["cell.words"], "{{.Row}}", "1", "{{.Col}}", "5"),
			"{{.Err}}", fillIn(tr["error.cellCanHold"], "{{.Cell}}", fillIn(tr["cell.words"], "{{.Row}}", "1", "{{.Col}}", "1"), "{{.Digits}}", "3 / 5"),
			"{{.File}}", "/home/anna/sudoku.pdf", "{{.Path}}", "/home/anna/sudoku.pdf",
			"{{.From}}", tr["import.clipboard"], "{{.Givens}}", "30", "{{.Kind}}", tr["variant.killer"],
			"{{.Level}}", tr["level.extreme"], "{{.Time}}", "12:34",
			"{{.Puzzle}}", "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
		for key, text := range tr {
			if !strings.HasPrefix(key, "status.") && !strings.HasPrefix(key, "refusal.") {
				continue
			}
			msg := values.Replace(text)
			if n := wrappedLines(msg, avail); n > statusLines {
				t.Errorf("%s: %q takes %d lines at %.0f px; want at most %d: %q", l, key, n, avail, statusLines, msg)
			}
		}
	}
}

// readTranslations returns language l's translations.
func readTranslations(t *testing.T, l string) map[string]string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("translations", l+".json"))
	if err != nil {
		t.Fatal(err)
	}
	var tr map[string]string
	if err := json.Unmarshal(data, &tr); err != nil {
		t.Fatal(err)
	}
	return tr
}

// fillIn replaces each placeholder of pairs (placeholder, value, …) in s.
func fillIn(s string, pairs ...string) string { return strings.NewReplacer(pairs...).Replace(s) }

// wrappedLines returns how many lines text takes when wrapped at width as a
// label wraps words: at spaces, a word longer than a line broken where it
// must be; a newline starts a new line.
func wrappedLines(text string, width float32) int {
	size, style := theme.TextSize(), fyne.TextStyle{}
	measure := func(s string) float32 { return fyne.MeasureText(wideAsDash(s), size, style).Width }
	n := 0
	for _, para := range strings.Split(text, "\n") {
		n++
		line := ""
		for _, word := range strings.Fields(para) {
			next := strings.TrimSpace(line + " " + word)
			if measure(next) <= width {
				line = next
				continue
			}
			if line != "" {
				n++
			}
			line = word
			for measure(line) > width { // a word wider than the line
				cut := len(line)
				for cut > 1 && measure(line[:cut]) > width {
					cut--
				}
				line = line[cut:]
				n++
			}
		}
	}
	return n
}

// wideAsDash returns s with every wide character (the ideographs, kana and
// hangul of Japanese, Chinese and Korean, and their full-width punctuation)
// replaced by an em dash, which is as wide. The test driver's font has none
// of them, so it would measure them by its missing glyph; the real window
// draws them from the system's fonts, a full em each.
func wideAsDash(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul) ||
			r >= 0x3000 && r <= 0x303f || r >= 0xff01 && r <= 0xff60 || r == 0x30fc {
			return '—'
		}
		return r
	}, s)
}

// newTestPanel returns a panel of a new game in a test window of the given
// width (0: the panel's minimum width).
func newTestPanel(t *testing.T, width float32) (*Panel, fyne.Window) {
	t.Helper()
	test.NewTempApp(t)
	p := NewPanel(game.New())
	w := test.NewTempWindow(t, p)
	if width == 0 {
		width = p.MinSize().Width
	}
	w.Resize(fyne.NewSize(width, 260))
	return p, w
}

// TestStatusStartsAtOneX checks that the status line starts at the same x
// whatever the clock and the difficulty beside it say, and while the
// activity indicator turns (issue "a second look", point 15).
func TestStatusStartsAtOneX(t *testing.T) {
	p, w := newTestPanel(t, 560)
	x := func() float32 {
		return fyne.CurrentApp().Driver().AbsolutePositionForObject(p.statusScroll).X
	}
	want := x()
	for _, step := range []struct {
		name string
		do   func()
	}{
		{"a long difficulty", func() { p.SetDifficulty("Custom · Nightmare 11.1", "Dynamic forcing chain (+)") }},
		{"an hour on the clock", func() { p.ShowTime(time.Hour + 2*time.Minute) }},
		{"busy", func() { p.SetBusy(true) }},
		{"a short difficulty", func() { p.SetDifficulty("Easy", ""); p.SetBusy(false) }},
	} {
		step.do()
		w.Content().Refresh()
		if got := x(); got != want {
			t.Errorf("after %s the status line starts at x %v; want %v", step.name, got, want)
		}
	}
}
