package lzstring_test

import (
	"encoding/json"
	"errors"
	"os"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/lzstring"
)

// vector is a text and its compressToBase64 by lz-string 1.5.0 (see
// testdata/make-vectors.js).
type vector struct {
	Text   string `json:"text"`
	Base64 string `json:"base64"`
}

// TestAgainstJavaScript checks that CompressToBase64 writes what the
// JavaScript original wrote for each text of testdata/vectors.json, byte
// for byte, and that DecompressFromBase64 reads it back.
func TestAgainstJavaScript(t *testing.T) {
	data, err := os.ReadFile("testdata/vectors.json")
	if err != nil {
		t.Fatal(err)
	}
	var vectors []vector
	if err := json.Unmarshal(data, &vectors); err != nil {
		t.Fatal(err)
	}
	if len(vectors) < 40 {
		t.Fatalf("%d vectors; want the 47 of testdata/vectors.json", len(vectors))
	}
	for _, v := range vectors {
		short := v.Text
		if len(short) > 40 {
			short = short[:40] + "…"
		}
		if got := lzstring.CompressToBase64(v.Text); got != v.Base64 {
			t.Errorf("CompressToBase64(%q) = %q; want %q", short, got, v.Base64)
		}
		if got, err := lzstring.DecompressFromBase64(v.Base64); err != nil || got != v.Text {
			t.Errorf("DecompressFromBase64 of %q = %q, %v", short, got, err)
		}
	}
}

// TestCorrupt checks that text that is not lz-string's base64 is an error,
// not a crash or a wrong text.
func TestCorrupt(t *testing.T) {
	for _, s := range []string{"", "!!!!", "N4Ig", "AAAAAAAA"} {
		if got, err := lzstring.DecompressFromBase64(s); !errors.Is(err, lzstring.ErrCorrupt) {
			t.Errorf("DecompressFromBase64(%q) = %q, %v; want ErrCorrupt", s, got, err)
		}
	}
}

// FuzzDecompress feeds DecompressFromBase64 any text: it must return an
// error or a text that compresses and reads back to itself.
func FuzzDecompress(f *testing.F) {
	f.Add("BYUwNmD2A0AECWsCGBbZtDUzkA==")
	f.Add("N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF8BdEooA")
	f.Fuzz(func(t *testing.T, s string) {
		text, err := lzstring.DecompressFromBase64(s)
		if err != nil {
			return
		}
		back, err := lzstring.DecompressFromBase64(lzstring.CompressToBase64(text))
		if err != nil || back != text {
			t.Fatalf("%q read as %q, which compresses and reads back as %q, %v", s, text, back, err)
		}
	})
}
