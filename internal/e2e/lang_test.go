package e2e

import (
	"encoding/json"
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
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

// gradedTitle returns the window's title in language l for puzzle, an
// Easy puzzle of the player's own that Sudoku Explainer rates 1.2 for its
// hidden singles.
func gradedTitle(t *testing.T, l string) string {
	graded := strings.NewReplacer("{{.Difficulty}}", translation(t, l, "difficulty.custom"),
		"{{.Level}}", translation(t, l, "level.easy"), "{{.Rating}}", "1.2").Replace(translation(t, l, "difficulty.graded"))
	graded = strings.NewReplacer("{{.Difficulty}}", graded,
		"{{.Technique}}", translation(t, l, "technique.hiddenSingle")).Replace(translation(t, l, "difficulty.gradedTechnique"))
	return strings.ReplaceAll(translation(t, l, "window.title"), "{{.Difficulty}}", graded)
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
			want := gradedTitle(t, l.lang)
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

// cjkFont is the font file of Debian's fonts-noto-cjk that gives the
// window's Japanese, Chinese and Korean glyphs (Fyne draws what its own font
// lacks from the system's fonts).
const cjkFont = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"

// TestLanguagesCJK starts the real build of the app (system fonts are not
// used under Fyne's ci and test tags) with LANG set to Japanese, Chinese and
// Korean: the window's title is in that language, and the labels of the
// Digit and Centre pens, two different words of two characters each in all
// three, are drawn as different glyphs. Where a glyph is missing Fyne draws
// its font's one missing-glyph shape, so that two such words would look
// alike. With SUDOKU_README_SHOTS set it saves each window for the README.
func TestLanguagesCJK(t *testing.T) {
	if _, err := os.Stat(cjkFont); err != nil {
		if os.Getenv("SUDOKU_E2E") == "1" {
			t.Fatalf("SUDOKU_E2E=1 but the CJK font is missing (Debian: fonts-noto-cjk): %v", err)
		}
		t.Skipf("no CJK font (Debian: fonts-noto-cjk); make test installs it: %v", err)
	}
	for _, l := range []struct{ lang, locale, shot string }{{"ja", "ja_JP.UTF-8", "ja"}, {"zh_Hans", "zh_CN.UTF-8", "zh"}, {"ko", "ko_KR.UTF-8", "ko"}} {
		t.Run(l.lang, func(t *testing.T) {
			digit, centre := translation(t, l.lang, "panel.digit"), translation(t, l.lang, "panel.centre")
			if n := utf8.RuneCountInString(digit); n != 2 || utf8.RuneCountInString(centre) != 2 || digit == centre {
				t.Fatalf("%s: the pens Digit %q and Centre %q are not two different words of two characters", l.lang, digit, centre)
			}
			a := startAppWith(t, puzzle, "LANG="+l.locale, "LC_ALL="+l.locale)
			want := gradedTitle(t, l.lang)
			a.eventually("the title "+want, 5*time.Second, func() bool { return a.title() == want })
			// The Colour pen leaves Digit and Centre alike: neither chosen.
			a.clickPen(3)
			time.Sleep(300 * time.Millisecond)
			img := a.screenshot()
			d, c := a.labelInk(img, a.pens[0]), a.labelInk(img, a.pens[2])
			if len(d) == 0 || len(c) == 0 {
				t.Fatalf("%s: no ink in the labels of Digit (%d px) or Centre (%d px)", l.lang, len(d), len(c))
			}
			if same := inkOverlap(d, c); same > 0.75 {
				t.Errorf("%s: the labels %q and %q are drawn alike (%.0f%% of their ink in the same places): missing glyphs?", l.lang, digit, centre, 100*same)
			}
			if dir := os.Getenv("SUDOKU_README_SHOTS"); dir != "" {
				a.clickPen(0)
				a.clickCell(r1c3, 1)
				a.xdotool("key", "F1")
				a.shot(dir, "screenshots/lang-"+l.shot+".png")
			}
		})
	}
}

// labelInk returns the pixels of the label of the pen button s in img whose
// colour differs from the button's face (sampled inside its left edge), as
// points relative to the top left of their bounding box.
func (a *app) labelInk(img image.Image, s span) []image.Point {
	face := img.At(s.from+4, a.pensRow)
	var ink []image.Point
	for y := a.pensRow - 10; y <= a.pensRow+10; y++ {
		for x := s.from + 4; x < s.to-4; x++ {
			if !near(img.At(x, y), face, 200) {
				ink = append(ink, image.Pt(x, y))
			}
		}
	}
	if len(ink) == 0 {
		return nil
	}
	minX, minY := ink[0].X, ink[0].Y
	for _, p := range ink {
		minX, minY = min(minX, p.X), min(minY, p.Y)
	}
	for i := range ink {
		ink[i] = ink[i].Sub(image.Pt(minX, minY))
	}
	return ink
}

// inkOverlap returns the share of the ink of a and b (see labelInk) that
// lies in the same places in both: 1 for two drawings of the same glyphs.
func inkOverlap(a, b []image.Point) float64 {
	in := map[image.Point]bool{}
	for _, p := range a {
		in[p] = true
	}
	both := 0
	for _, p := range b {
		if in[p] {
			both++
		}
	}
	return float64(both) / float64(max(len(a), len(b)))
}
