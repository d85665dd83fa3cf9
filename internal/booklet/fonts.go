package booklet

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"unicode"

	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
)

// Covers reports whether the TrueType or OpenType font ttf has a glyph for
// every printable rune of s (spaces need none); false when ttf does not
// parse.
func Covers(ttf []byte, s string) bool {
	f, err := sfnt.Parse(ttf)
	if err != nil {
		return false
	}
	var buf sfnt.Buffer
	for _, r := range s {
		if !hasGlyph(f, &buf, r) {
			return false
		}
	}
	return true
}

// hasGlyph reports whether f has a glyph for r; spaces and unprintable
// runes need none.
func hasGlyph(f *sfnt.Font, buf *sfnt.Buffer, r rune) bool {
	if unicode.IsSpace(r) || !unicode.IsPrint(r) {
		return true
	}
	i, err := f.GlyphIndex(buf, r)
	return err == nil && i != 0
}

// goFont is the Go font the PDF is set in, parsed once.
var goFont = sync.OnceValue(func() *sfnt.Font {
	f, err := sfnt.Parse(goregular.TTF)
	if err != nil {
		panic("booklet: the Go font does not parse: " + err.Error())
	}
	return f
})

// inGoFonts reports whether the Go fonts have a glyph for r.
func inGoFonts(r rune) bool {
	var buf sfnt.Buffer
	return hasGlyph(goFont(), &buf, r)
}

// GoFontsCover reports whether the Go fonts, which the PDF is set in, have a
// glyph for every printable rune of s. They cover the Latin, Greek and
// Cyrillic scripts; titles in Japanese, Chinese or Korean need a TitleFont.
func GoFontsCover(s string) bool {
	for _, r := range s {
		if !inGoFonts(r) {
			return false
		}
	}
	return true
}

// lacking returns the runes of s that the Go fonts have no glyph for.
func lacking(s string) string {
	return strings.Map(func(r rune) rune {
		if inGoFonts(r) {
			return -1
		}
		return r
	}, s)
}

// FontDirs returns the folders where a Linux or BSD system keeps its fonts:
// the user's ($XDG_DATA_HOME/fonts, ~/.local/share/fonts, ~/.fonts) first,
// then the system's (/usr/local/share/fonts, /usr/share/fonts).
func FontDirs() []string {
	var dirs []string
	if d := os.Getenv("XDG_DATA_HOME"); d != "" {
		dirs = append(dirs, filepath.Join(d, "fonts"))
	}
	if home, err := os.UserHomeDir(); err == nil {
		dirs = append(dirs, filepath.Join(home, ".local", "share", "fonts"), filepath.Join(home, ".fonts"))
	}
	return append(dirs, "/usr/local/share/fonts", "/usr/share/fonts")
}

// FindFont returns the contents and path of the first TrueType font file
// (.ttf, in the order of dirs, then of their paths) under dirs that has a
// glyph for every printable rune of s that the Go fonts lack (the titles
// take the others from the Go fonts), or nil and "" when none has. The PDF
// library embeds TrueType outlines only, so OpenType CFF fonts (.otf) and
// collections (.ttc) are not looked at. Folders and files that cannot be
// read are passed over.
func FindFont(dirs []string, s string) ([]byte, string) {
	s = lacking(s)
	for _, dir := range dirs {
		var found []byte
		var path string
		filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.EqualFold(filepath.Ext(p), ".ttf") {
				return nil
			}
			data, err := os.ReadFile(p)
			if err == nil && Covers(data, s) {
				found, path = data, p
				return fs.SkipAll
			}
			return nil
		})
		if found != nil {
			return found, path
		}
	}
	return nil, ""
}
