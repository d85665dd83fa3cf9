package puzzletext_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/fpuzzles"
	"github.com/sudoku-devs/sudoku/internal/lzstring"
	"github.com/sudoku-devs/sudoku/internal/puzzletext"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// TestRead reads one puzzle in each form and checks the kind it reads.
func TestRead(t *testing.T) {
	x := "3x3x:f8g8b6b4_2b3a5c8b1a3i6a5b7c4a8b3_5b9b4g1f"
	p, err := puzzletext.Read(x)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		text string
		want sudoku.Variant
	}{
		{"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79", sudoku.Classic},
		{x, sudoku.XVariant},
		{fpuzzles.Write(p, "") + "\n", sudoku.XVariant},
		{"  " + fpuzzles.Link(p, "X"), sudoku.XVariant},
	} {
		got, err := puzzletext.Read(tt.text)
		if err != nil || got.Variant() != tt.want || !puzzletext.HasShape(tt.text) != (tt.want == sudoku.Classic) {
			t.Errorf("Read(%.30s…) = %v, %v; want a %v puzzle", tt.text, got.Variant(), err, tt.want)
		}
	}
	if _, err := puzzletext.Read("{not json"); err == nil {
		t.Error("Read of a broken document: no error")
	}
}

// TestReadQuotes reads text of each form with an escape sequence (ESC [2J,
// which clears a terminal) where its reader quotes it in the error: the
// error holds the sequence escaped, \x1b, and no control character.
func TestReadQuotes(t *testing.T) {
	const esc = "\x1b[2J"
	grid := "[" + strings.Repeat("[{},{},{},{},{},{},{},{},{}],", 8) + "[{},{},{},{},{},{},{},{},{}]]"
	// JSON holds the ESC escaped; raw, it would not be JSON.
	const jsonEsc = `\u001b[2J`
	doc := `{"size":9,"grid":` + grid + `,"killercage":[{"cells":["` + jsonEsc + `"],"value":"3"}]}`
	tests := []struct {
		name, text string
	}{
		{"puzzle text", esc + strings.Repeat(".", 77)},
		{"puzzle text, size letters", strings.Repeat(".", 81) + " " + esc + strings.Repeat("S", 77)},
		{"nine lines", strings.Repeat(".........\n", 8) + "....." + esc},
		{"Solo parameters", "3x3" + esc + ":a,b"},
		{"Solo grid", "3x3:" + esc},
		{"f-puzzles document", doc},
		{"f-puzzles constraint", `{"size":9,"grid":` + grid + `,"` + jsonEsc + `":[1]}`},
		{"f-puzzles raw ESC", `{"size":9,"grid":` + esc + `}`},
		{"f-puzzles link", fpuzzles.LinkPrefix + lzstring.CompressToBase64(doc)},
	}
	for _, tt := range tests {
		_, err := puzzletext.Read(tt.text)
		if err == nil {
			t.Errorf("%s: Read(%q) = nil error; want one", tt.name, tt.text)
			continue
		}
		msg := err.Error()
		for _, r := range msg {
			if !strconv.IsPrint(r) {
				t.Errorf("%s: Read(%q) = %q, with the control character %U; want it escaped", tt.name, tt.text, msg, r)
				break
			}
		}
		if !strings.Contains(msg, `\x1b`) {
			t.Errorf("%s: Read(%q) = %q; want the ESC quoted as \\x1b", tt.name, tt.text, msg)
		}
	}
}
