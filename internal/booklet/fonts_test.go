package booklet

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

func TestCovers(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"Puzzle 1 · Hard", true},
		{"Rätsel 1 · Schwer, Łamigłówka, Головоломка", true},
		{"", true},
		{"問題 1 · 初級", false},
		{"퍼즐 1", false},
	} {
		if got := GoFontsCover(tc.text); got != tc.want {
			t.Errorf("GoFontsCover(%q) = %v; want %v", tc.text, got, tc.want)
		}
	}
	if Covers([]byte("not a font"), "a") {
		t.Errorf("Covers(not a font, %q) = true; want false", "a")
	}
}

func TestFindFont(t *testing.T) {
	dir := t.TempDir()
	for name, data := range map[string][]byte{"b/GoBold.TTF": gobold.TTF, "a/Go.ttf": goregular.TTF, "a/broken.ttf": []byte("x"), "c/Go.otf": goregular.TTF} {
		os.MkdirAll(filepath.Join(dir, filepath.Dir(name)), 0o755)
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if font, path := FindFont([]string{filepath.Join(dir, "missing"), dir}, "Puzzle"); !bytes.Equal(font, goregular.TTF) || path != filepath.Join(dir, "a/Go.ttf") {
		t.Errorf("FindFont(Puzzle) = %d bytes from %q; want the Go font from a/Go.ttf, the first in order", len(font), path)
	}
	if font, path := FindFont([]string{dir}, "Puzzle 1 · 数独"); font != nil || path != "" {
		t.Errorf("FindFont(数独) = %d bytes from %q; want none: no font there has the glyphs", len(font), path)
	}
}

// TestTitleFont prints booklets whose titles are Japanese, Chinese and
// Korean, each in the TrueType font FindFont finds for it on the system
// (Debian's fonts-droid-fallback for the first two, fonts-nanum for
// Korean), and reads the titles back from the PDF with pdftotext (all
// installed by make test; skipped, saying so, where they are missing).
func TestTitleFont(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext not installed (Debian: poppler-utils); make test installs it")
	}
	g, _ := sudoku.Parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	for _, tc := range []struct{ lang, title, pkg string }{
		{"ja", "問題 1 · 初級", "fonts-droid-fallback"},
		{"zh", "题目 2 · 简单", "fonts-droid-fallback"},
		{"ko", "퍼즐 3 · 쉬움", "fonts-nanum"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			font, path := FindFont(FontDirs(), tc.title)
			if font == nil {
				t.Skipf("no TrueType font here has the glyphs of %q (Debian: %s); make test installs it", tc.title, tc.pkg)
			}
			var buf bytes.Buffer
			if err := Write(&buf, []Puzzle{{Title: tc.title, Givens: g}}, Options{PerPage: 1, Title: tc.title, TitleFont: font}); err != nil {
				t.Fatal(err)
			}
			pdf := filepath.Join(t.TempDir(), tc.lang+".pdf")
			if err := os.WriteFile(pdf, buf.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			out, err := exec.Command("pdftotext", pdf, "-").Output()
			if err != nil {
				t.Fatalf("pdftotext: %v", err)
			}
			if !strings.Contains(string(out), tc.title) {
				t.Errorf("the PDF's text, its title in %s, lacks %q:\n%s", path, tc.title, out)
			}
		})
	}
}
