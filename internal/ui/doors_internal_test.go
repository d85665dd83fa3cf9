package ui

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"github.com/sudoku-devs/sudoku/internal/game"
)

// fyne1280x1024 is the screen of the tests' X server, as Options.Screen.
var fyne1280x1024 = fyne.NewSize(1280, 1024)

// TestSettingsSizesOutOfRange starts the window on settings files whose
// window size ranges from one a large screen has (5000) to 1e38, which once
// made every start die in X or in Fyne: a size the game can write is kept;
// beyond maxWindowSide the file is set aside, a dialog says so, the size
// goes back to the default and the rest of the settings (the dark theme,
// the Hard level) is kept.
func TestSettingsSizesOutOfRange(t *testing.T) {
	for _, side := range []string{"5000", "8192", "10000", "100000", "1e6", "1e9", "1e20", "1e38", "-1"} {
		t.Run(side, func(t *testing.T) {
			dir := t.TempDir()
			doc := fmt.Sprintf(`{"theme": "dark", "level": "Hard", "width": %s, "height": %s}`, side, side)
			if err := os.WriteFile(filepath.Join(dir, settingsFile), []byte(doc), 0o600); err != nil {
				t.Fatal(err)
			}
			w := newTestWindow(t, dir, Options{Puzzle: testPuzzle, Screen: fyne1280x1024})
			var v float64
			fmt.Sscan(side, &v)
			inRange := v >= 0 && v <= maxWindowSide
			aside, _ := filepath.Glob(filepath.Join(dir, settingsFile+".unreadable-*"))
			if got := len(aside) == 1; got == inRange {
				t.Errorf("settings set aside: %v; want %v", aside, !inRange)
			}
			if got := w.win.Canvas().Overlays().Top() != nil; got == inRange {
				t.Errorf("a dialog shown %v; want %v", got, !inRange)
			}
			if w.settings.Theme != "dark" || w.level.String() != "Hard" {
				t.Errorf("theme %q, level %v; want dark, Hard kept", w.settings.Theme, w.level)
			}
			wantSide := 0.0
			if inRange {
				wantSide = v
			}
			if w.settings.Width != wantSide || w.settings.Height != wantSide {
				t.Errorf("settings' size %gx%g; want %gx%g", w.settings.Width, w.settings.Height, wantSide, wantSide)
			}
			if size := w.win.Canvas().Size(); size.Width > 1280 || size.Height > 1024 {
				t.Errorf("window %v; want at most the screen, 1280x1024", size)
			}
		})
	}
}

// TestParseSettings checks what parseSettings keeps, what it puts back to
// its default, and when it says so.
func TestParseSettings(t *testing.T) {
	tests := []struct {
		name, doc string
		want      func(s *settings)
		wantErr   string // "" for none; a repaired file's error wraps game.ErrRepaired
		repaired  bool
	}{
		{"empty", `{}`, func(*settings) {}, "", false},
		{"all kept", `{"theme": "light", "level": "Expert", "mode": "killer+x", "width": 800, "height": 900, "regionTint": true}`,
			func(s *settings) {
				s.Theme, s.Level, s.Mode, s.Width, s.Height, s.RegionTint = "light", "Expert", "killer+x", 800, 900, true
			}, "", false},
		{"size mode", `{"mode": "Size"}`, func(s *settings) { s.Mode = modeSize }, "", false},
		{"unknown theme", `{"theme": "neon", "level": "Easy"}`, func(s *settings) { s.Level = "Easy" },
			`settings: theme "neon" out of range: brought back into range`, true},
		{"unknown level and kind", `{"level": "Insane", "mode": "sandwich"}`, func(*settings) {},
			`settings: level "Insane", kind of puzzle "sandwich" out of range: brought back into range`, true},
		{"huge width", `{"width": 1e20, "height": 700}`, func(*settings) {},
			`settings: window size 1e+20x700 out of range: brought back into range`, true},
		{"negative height", `{"width": 700, "height": -3}`, func(*settings) {},
			`settings: window size 700x-3 out of range: brought back into range`, true},
		{"folder kept", `{"folder": "/home/ann/puzzles"}`, func(s *settings) { s.Folder = "/home/ann/puzzles" }, "", false},
		{"relative folder", `{"folder": "puzzles"}`, func(*settings) {},
			`settings: folder "puzzles" out of range: brought back into range`, true},
		{"beyond float64", `{"theme": "dark", "width": 1e400}`, func(*settings) {}, "settings: json: cannot unmarshal", false},
		{"not JSON", `{"theme": `, func(*settings) {}, "settings: unexpected EOF", false},
	}
	for _, tt := range tests {
		got, err := parseSettings(strings.NewReader(tt.doc))
		want := defaultSettings()
		tt.want(&want)
		if got != want {
			t.Errorf("parseSettings(%s) = %+v; want %+v", tt.name, got, want)
		}
		switch {
		case tt.wantErr == "" && err != nil:
			t.Errorf("parseSettings(%s) error %v; want none", tt.name, err)
		case tt.wantErr != "" && (err == nil || !strings.HasPrefix(err.Error(), tt.wantErr)):
			t.Errorf("parseSettings(%s) error %v; want one starting %q", tt.name, err, tt.wantErr)
		case err != nil && errors.Is(err, game.ErrRepaired) != tt.repaired:
			t.Errorf("parseSettings(%s) error %v wraps ErrRepaired: %v; want %v", tt.name, err, !tt.repaired, tt.repaired)
		}
	}
}

// FuzzParseSettings decodes arbitrary settings files: parseSettings never
// panics, and whatever it returns is in range and survives the round trip
// through saveSettings' JSON unchanged and without complaint.
func FuzzParseSettings(f *testing.F) {
	f.Add([]byte(`{"theme": "dark", "level": "Hard", "width": 100000, "height": 1e38}`))
	f.Add([]byte(`{"highlights": {"house": true}, "mode": "jigsaw+x", "regionTint": true, "width": 640, "height": 720}`))
	f.Add([]byte(`{"width": -0, "height": 5e-324}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, _ := parseSettings(bytes.NewReader(data))
		if !(s.Width >= 0 && s.Width <= maxWindowSide && s.Height >= 0 && s.Height <= maxWindowSide) || math.IsNaN(s.Width) {
			t.Fatalf("size %gx%g out of range", s.Width, s.Height)
		}
		out, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		back, err := parseSettings(bytes.NewReader(out))
		if err != nil || back != s {
			t.Fatalf("parseSettings(%s) = %+v, %v; want %+v, nil", out, back, err, s)
		}
	})
}

// TestOversizedFilesSetAside starts the window on a game.json of 100 MB
// (sparse: nothing is read) and a stock.json of 200,000 puzzles, which
// once took 512 MB to refuse and 18 s before the window showed: each is
// set aside unread, the game starts afresh and a dialog says why.
func TestOversizedFilesSetAside(t *testing.T) {
	dir := t.TempDir()
	f, err := os.Create(filepath.Join(dir, saveFile))
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(100 << 20); err != nil {
		t.Fatal(err)
	}
	f.Close()
	one := `{"level": "Easy", "symmetry": "none", "puzzle": "` + testPuzzle + `", "solution": "534678912672195348198342567859761423426853791713924856961537284287419635345286179"},`
	stockDoc := `{"version": 1, "puzzles": [` + strings.Repeat(one, 200_000)
	stockDoc = strings.TrimSuffix(stockDoc, ",") + "]}"
	if err := os.WriteFile(filepath.Join(dir, stockFile), []byte(stockDoc), 0o600); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	w := newBusyTestWindow(t, dir, Options{Puzzle: testPuzzle})
	if took := time.Since(start); took > 10*time.Second {
		t.Errorf("the window took %v to open; the files should be refused unread", took) // a bound on a hang, not a benchmark
	}
	w.jobs.Wait()
	for _, name := range []string{saveFile, stockFile} {
		if aside, _ := filepath.Glob(filepath.Join(dir, name+".unreadable-*")); len(aside) != 1 {
			t.Errorf("%s set aside as %v; want one file", name, aside)
		}
	}
	if w.win.Canvas().Overlays().Top() == nil {
		t.Error("no dialog says the saved game was too big to read")
	}
	if got := w.game.Puzzle().String(); got != testPuzzle {
		t.Errorf("playing %s; want the -puzzle %s", got, testPuzzle)
	}
}

// TestSavedTimeAtTheLimit restores a game whose time played is the int64
// limit in milliseconds, which once loaded, was saved back as -1 and then
// refused: the game is restored with its moves and the clock at
// game.MaxElapsed, the old file kept aside, a dialog says so, and the
// next save holds a time the next start takes.
func TestSavedTimeAtTheLimit(t *testing.T) {
	dir := t.TempDir()
	w := newTestWindow(t, dir, Options{Puzzle: testPuzzle})
	_ = w.game.PlaceDigit(2, 4)
	w.closed()
	path := filepath.Join(dir, saveFile)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	data = regexp.MustCompile(`"elapsedMs": \d+`).ReplaceAll(data, []byte(`"elapsedMs": 9223372036854775807`))
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	w = newTestWindow(t, dir, Options{})
	if w.game.Board()[2] != 4 || w.game.Status().Elapsed != game.MaxElapsed {
		t.Errorf("restored r1c3 %d, time %v; want 4, %v", w.game.Board()[2], w.game.Status().Elapsed, game.MaxElapsed)
	}
	if aside, _ := filepath.Glob(path + ".unreadable-*"); len(aside) != 1 {
		t.Errorf("set aside %v; want one file", aside)
	}
	if w.win.Canvas().Overlays().Top() == nil {
		t.Error("no dialog says the time was out of range")
	}
	w.closed()
	g := game.New()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := g.Load(f); err != nil || g.Status().Elapsed != game.MaxElapsed {
		t.Errorf("the next start's Load = %v, time %v; want nil, %v", err, g.Status().Elapsed, game.MaxElapsed)
	}
}

// TestStaleTemporaryFilesRemoved starts the window on a storage folder
// holding the temporary files of writes killed mid-way, an hour old and a
// minute old: the old ones are gone, the young one (a write that may still
// be going on) stays, and so does every other file.
func TestStaleTemporaryFilesRemoved(t *testing.T) {
	dir := t.TempDir()
	old := time.Now().Add(-2 * time.Hour)
	files := map[string]bool{ // name: whether it should stay
		saveFile + ".tmp-123456":   false,
		stockFile + ".tmp-99":      false,
		settingsFile + ".tmp-7":    true, // a minute old
		saveFile + ".unreadable-1": true,
		"notes.txt":                true,
	}
	for name := range files {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte("x"), 0o600); err != nil {
			t.Fatal(err)
		}
		mtime := old
		if name == settingsFile+".tmp-7" {
			mtime = time.Now().Add(-time.Minute)
		}
		if err := os.Chtimes(path, mtime, mtime); err != nil {
			t.Fatal(err)
		}
	}
	newTestWindow(t, dir, Options{Puzzle: testPuzzle})
	for name, stays := range files {
		_, err := os.Stat(filepath.Join(dir, name))
		if got := err == nil; got != stays {
			t.Errorf("%s there after the start: %v; want %v", name, got, stays)
		}
	}
}

// TestReopenedAndEmptyClipboardSay checks the words of two quiet moments:
// a solved game reopened says it was solved and in what time, one whose
// solution was shown says so, and Ctrl+V with nothing on the clipboard says
// the clipboard is empty instead of counting its 0 characters.
func TestReopenedAndEmptyClipboardSay(t *testing.T) {
	for _, gaveUp := range []bool{false, true} {
		dir := t.TempDir()
		w := newTestWindow(t, dir, Options{Puzzle: testPuzzle})
		if gaveUp {
			_ = w.game.ShowSolution()
		} else {
			for i, d := range w.game.Solution() {
				_ = w.game.PlaceDigit(i, int(d))
			}
		}
		if !w.game.Status().Over {
			t.Fatal("the game is not over")
		}
		w.closed()
		w = newTestWindow(t, dir, Options{})
		want := "You solved this puzzle in "
		if gaveUp {
			want = "This puzzle's solution is shown."
		}
		if got := w.panel.Status(); !strings.HasPrefix(got, want) {
			t.Errorf("reopened (solution shown %v): status %q; want it to start %q", gaveUp, got, want)
		}
	}
	w := newTestWindow(t, t.TempDir(), Options{Puzzle: testPuzzle})
	w.app.Clipboard().SetContent("")
	w.ImportClipboard()
	if got := w.panel.Status(); !strings.HasPrefix(got, "The clipboard holds no text") {
		t.Errorf("Ctrl+V on an empty clipboard: status %q; want it to say the clipboard is empty", got)
	}
}
