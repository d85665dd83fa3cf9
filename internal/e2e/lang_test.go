package e2e

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// translation returns the text of key in the language l's file of the
// window's translations.
func translation(t *testing.T, l, key string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(moduleRoot(t), "internal", "ui", "translations", l+".json"))
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]string
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	if m[key] == "" {
		t.Fatalf("%s.json has no %q", l, key)
	}
	return m[key]
}

// TestLanguages starts the app with LANG set to German, French and Spanish:
// the window's title names the kind of puzzle and its grade in that language,
// and the number toggles line up with the board (issue "a second look",
// point 4). With
// SUDOKU_README_SHOTS set it saves the German window for the README.
func TestLanguages(t *testing.T) {
	for _, l := range []struct{ lang, locale string }{{"de", "de_DE.UTF-8"}, {"fr", "fr_FR.UTF-8"}, {"es", "es_ES.UTF-8"}} {
		t.Run(l.lang, func(t *testing.T) {
			a := startAppWith(t, puzzle, "LANG="+l.locale, "LC_ALL="+l.locale)
			graded := strings.NewReplacer("{{.Difficulty}}", translation(t, l.lang, "difficulty.custom"),
				"{{.Level}}", translation(t, l.lang, "level.easy"), "{{.Rating}}", "1.2").Replace(translation(t, l.lang, "difficulty.graded"))
			want := strings.ReplaceAll(translation(t, l.lang, "window.title"), "{{.Difficulty}}", graded)
			a.eventually("the title "+want, 5*time.Second, func() bool { return a.title() == want })
			// At the first size the controls line up with the board: the
			// language's words set the window's width and height.
			first, last := a.buttons[0][0], a.buttons[0][8]
			if first.from < a.board.Min.X-12 || last.to > a.board.Max.X+12 {
				t.Errorf("the number toggles span x %d–%d; want them under the board, %d–%d", first.from, last.to, a.board.Min.X, a.board.Max.X)
			}
			if dir := os.Getenv("SUDOKU_README_SHOTS"); dir != "" {
				a.clickCell(r1c3, 1)
				a.xdotool("key", "F1")
				a.shot(dir, "screenshots/lang-"+l.lang+".png")
			}
		})
	}
}
