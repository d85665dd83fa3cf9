package fpuzzles_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/fpuzzles"
	"github.com/sudoku-devs/sudoku/internal/lzstring"
	"github.com/sudoku-devs/sudoku/internal/puzzlesets"
)

// TestRoundTrip writes every Solo puzzle as a document and as a link and
// reads both back to the same puzzle.
func TestRoundTrip(t *testing.T) {
	for _, p := range puzzlesets.SoloPuzzles(t) {
		doc := fpuzzles.Write(p, "")
		got, err := fpuzzles.Read(doc)
		if err != nil || !reflect.DeepEqual(got, p) {
			t.Errorf("Read(Write(p)) = %v, %v; want the puzzle of %s", got.Variant(), err, doc)
			continue
		}
		link := fpuzzles.Link(p, "A title")
		if !fpuzzles.IsLink(link) || fpuzzles.IsDocument(link) || !fpuzzles.IsDocument(doc) {
			t.Errorf("IsLink/IsDocument wrong for %s", link)
		}
		got, err = fpuzzles.ReadLink(link)
		if err != nil || !reflect.DeepEqual(got, p) {
			t.Errorf("ReadLink(Link(p)) = %v, %v", got.Variant(), err)
		}
	}
}

// TestRead reads documents as f-puzzles writes them, with what it adds
// that this package reads past, and refuses what it cannot take, saying
// what.
func TestRead(t *testing.T) {
	row := `[{},{},{},{},{},{},{},{},{}]`
	grid := `[` + strings.Repeat(row+`,`, 8) + row + `]`
	withGiven := strings.Replace(grid, `[{}`, `[{"value":5,"given":true,"c":[1,2]}`, 1)
	tests := []struct {
		name, doc, want string
	}{
		{"a given and cosmetic fields", `{"size":9,"title":"T","author":"A","ruleset":"R","grid":` + withGiven + `,"arrow":[],"antiknight":false}`, ""},
		{"both diagonals and a cage", `{"size":9,"grid":` + grid + `,"diagonal+":true,"diagonal-":true,"killercage":[{"cells":["R1C1","r1c2"],"value":"3"}]}`, ""},
		{"one diagonal", `{"size":9,"grid":` + grid + `,"diagonal+":true}`, "f-puzzles: the puzzle has only one diagonal, diagonal r1c9-r9c1; this game plays X Sudoku with both"},
		{"unknown constraints", `{"size":9,"grid":` + grid + `,"thermometer":[{"lines":[["R1C1","R1C2"]]}],"arrow":[{"cells":["R1C1"]}]}`, "f-puzzles: the puzzle has constraints this game does not know: arrow and thermometer"},
		{"a 6x6", `{"size":6,"grid":[]}`, "f-puzzles: the puzzle is 6x6; this game plays 9x9"},
		{"a short grid", `{"size":9,"grid":[` + row + `]}`, "f-puzzles: the grid has 1 rows of cells; want 9 of 9"},
		{"a bad cage cell", `{"size":9,"grid":` + grid + `,"killercage":[{"cells":["R0C1"],"value":"3"}]}`, "f-puzzles: a killer cage names the cell R0C1; want R1C1 to R9C9"},
		{"a cage without a sum", `{"size":9,"grid":` + grid + `,"killercage":[{"cells":["R2C1"],"value":""}]}`, `f-puzzles: the killer cage at r2c1 has the sum ""; want a number`},
		{"a region out of range", `{"size":9,"grid":` + strings.Replace(grid, `[{}`, `[{"region":9}`, 1) + `}`, "f-puzzles: r1c1 is in region 9; want 0 to 8"},
		{"a rule broken", `{"size":9,"grid":` + grid + `,"killercage":[{"cells":["R1C1","R1C2"],"value":"50"}]}`, "cage at r1c1 sums to 50; 2 cells sum to 3 to 17"},
		{"not JSON", `{"size":`, "f-puzzles: the puzzle is not a JSON document: unexpected end of JSON input"},
	}
	for _, tt := range tests {
		_, err := fpuzzles.Read(tt.doc)
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != tt.want {
			t.Errorf("%s: Read = %q; want %q", tt.name, got, tt.want)
		}
	}
	if _, err := fpuzzles.ReadLink("https://www.f-puzzles.com/?load=" + lzstring.CompressToBase64(`{"size":9,"grid":`+withGiven+`}`) + "&x=1"); err != nil {
		t.Errorf("a link with a parameter after load: %v", err)
	}
	if _, err := fpuzzles.ReadLink("https://www.f-puzzles.com/?load=!!!"); err == nil {
		t.Error("a link with no readable document: no error")
	}
}

// FuzzRead feeds Read any text: an error, or a puzzle that passes
// Validate and reads back from its own document.
func FuzzRead(f *testing.F) {
	f.Add(`{"size":9,"grid":[[{"value":5,"given":true}]]}`)
	f.Fuzz(func(t *testing.T, doc string) {
		p, err := fpuzzles.Read(doc)
		if err != nil {
			return
		}
		if err := p.Validate(); err != nil {
			t.Fatalf("%q read to a puzzle that fails Validate: %v", doc, err)
		}
		back, err := fpuzzles.Read(fpuzzles.Write(p, ""))
		if err != nil || !reflect.DeepEqual(back, p) {
			t.Fatalf("%q does not read back from its own document: %v", doc, err)
		}
	})
}
