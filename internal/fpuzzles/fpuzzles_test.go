package fpuzzles_test

import (
	"encoding/json"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/fpuzzles"
	"github.com/sudoku-devs/sudoku/internal/lzstring"
	"github.com/sudoku-devs/sudoku/internal/puzzlesets"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
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
		{"a bad cage cell", `{"size":9,"grid":` + grid + `,"killercage":[{"cells":["R0C1"],"value":"3"}]}`, `f-puzzles: a killer cage names the cell "R0C1"; want R1C1 to R9C9`},
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

// TestWriteTitle checks that every document Write writes and every link
// Link makes has a title, f-puzzles' "title": the one given, or the name
// of the variant the document holds.
func TestWriteTitle(t *testing.T) {
	cage := []sudoku.Cage{{Cells: []int{0, 1}, Sum: 3}}
	letters := sudoku.LettersOf(sudoku.Grid{5, 3, 4, 6, 7, 8, 9, 1, 2})
	tests := []struct {
		name  string
		p     sudoku.Puzzle
		title string
		want  string
	}{
		{"killer titled", sudoku.Puzzle{Cages: cage}, "Killer · Hard", "Killer · Hard"},
		{"killer X untitled", sudoku.Puzzle{Cages: cage, Diagonals: true}, "", "Killer X"},
		{"X untitled", sudoku.Puzzle{Diagonals: true}, "", "X"},
		{"classic untitled", sudoku.Puzzle{}, "", "Classic"},
		{"size untitled, its letters left out", sudoku.Puzzle{Letters: letters}, "", "Classic"},
	}
	for _, tt := range tests {
		for form, doc := range map[string]string{"Write": fpuzzles.Write(tt.p, tt.title), "Link": fpuzzles.Link(tt.p, tt.title)} {
			if form == "Link" {
				var err error
				if doc, err = lzstring.DecompressFromBase64(strings.TrimPrefix(doc, fpuzzles.LinkPrefix)); err != nil {
					t.Fatalf("%s: the link holds no document: %v", tt.name, err)
				}
			}
			var d struct {
				Title *string `json:"title"`
			}
			err := json.Unmarshal([]byte(doc), &d)
			got := "no title"
			if d.Title != nil {
				got = strconv.Quote(*d.Title)
			}
			if err != nil || got != strconv.Quote(tt.want) {
				t.Errorf("%s: %s(p, %q) has %s (%v); want the title %q", tt.name, form, tt.title, got, err, tt.want)
			}
		}
	}
}

// gridWith returns a document's grid of empty cells but for cell i
// (0–80), which is the JSON object c.
func gridWith(i int, c string) string {
	var b strings.Builder
	b.WriteString("[")
	for r := range 9 {
		if r > 0 {
			b.WriteString(",")
		}
		b.WriteString("[")
		for k := range 9 {
			if k > 0 {
				b.WriteString(",")
			}
			if r*9+k == i {
				b.WriteString(c)
			} else {
				b.WriteString("{}")
			}
		}
		b.WriteString("]")
	}
	return b.String() + "]"
}

// TestReadOutOfRange checks that a given, region, cage cell or killer sum
// out of range, too large for an int or not a whole number is an error
// that names the cell (or the cell's name as written), never a number cut
// short or taken as a blank.
func TestReadOutOfRange(t *testing.T) {
	doc := func(i int, c string) string { return `{"size":9,"grid":` + gridWith(i, c) + `}` }
	cage := func(cells, sum string) string {
		return `{"size":9,"grid":` + gridWith(0, "{}") + `,"killercage":[{"cells":[` + cells + `],"value":"` + sum + `"}]}`
	}
	tests := []struct {
		name, doc, want string
	}{
		{"given 5 at r9c9", doc(80, `{"value":5,"given":true}`), ""},
		{"given 0", doc(4, `{"value":0,"given":true}`), "f-puzzles: r1c5 holds 0; want 1 to 9"},
		{"given 10", doc(4, `{"value":10,"given":true}`), "f-puzzles: r1c5 holds 10; want 1 to 9"},
		{"given -1", doc(80, `{"value":-1,"given":true}`), "f-puzzles: r9c9 holds -1; want 1 to 9"},
		{"given 256", doc(9, `{"value":256,"given":true}`), "f-puzzles: r2c1 holds 256; want 1 to 9"},
		{"given 1e9", doc(4, `{"value":1e9,"given":true}`), "f-puzzles: r1c5 holds 1e9; want 1 to 9"},
		{"given 5.0", doc(4, `{"value":5.0,"given":true}`), "f-puzzles: r1c5 holds 5.0; want 1 to 9"},
		{"given past int", doc(4, `{"value":99999999999999999999,"given":true}`), "f-puzzles: r1c5 holds 99999999999999999999; want 1 to 9"},
		{"given as a string", doc(4, `{"value":"5","given":true}`), `f-puzzles: r1c5 holds "5"; want 1 to 9`},
		{"given true", doc(4, `{"value":true,"given":true}`), "f-puzzles: r1c5 holds true; want 1 to 9"},
		{"given with no value", doc(4, `{"given":true}`), ""},
		{"a player's 10 is read past", doc(4, `{"value":10}`), ""},
		{"region -1", doc(4, `{"region":-1}`), "f-puzzles: r1c5 is in region -1; want 0 to 8"},
		{"region 1e9", doc(4, `{"region":1e9}`), "f-puzzles: r1c5 is in region 1e9; want 0 to 8"},
		{"region 4294967297", doc(4, `{"region":4294967297}`), "f-puzzles: r1c5 is in region 4294967297; want 0 to 8"},
		{"cell R99C1", cage(`"R99C1"`, "5"), `f-puzzles: a killer cage names the cell "R99C1"; want R1C1 to R9C9`},
		{"cell R0C1", cage(`"R1C1","R0C1"`, "5"), `f-puzzles: a killer cage names the cell "R0C1"; want R1C1 to R9C9`},
		{"cell R1C10", cage(`"R1C10"`, "5"), `f-puzzles: a killer cage names the cell "R1C10"; want R1C1 to R9C9`},
		{"cell with no name", cage(`""`, "5"), `f-puzzles: a killer cage names the cell ""; want R1C1 to R9C9`},
		{"sum 0", cage(`"R1C1"`, "0"), "cage at r1c1 sums to 0; 1 cells sum to 1 to 9"},
		{"sum -1", cage(`"R1C1","R1C2"`, "-1"), "cage at r1c1 sums to -1; 2 cells sum to 3 to 17"},
		{"sum 46", cage(`"R1C1","R1C2","R1C3","R2C1","R2C2","R2C3","R3C1","R3C2","R3C3"`, "46"), "cage at r1c1 sums to 46; 9 cells sum to 45 to 45"},
		{"sum 256", cage(`"R1C1","R1C2"`, "256"), "cage at r1c1 sums to 256; 2 cells sum to 3 to 17"},
		{"sum 1e9", cage(`"R5C5"`, "1e9"), `f-puzzles: the killer cage at r5c5 has the sum "1e9"; want a number`},
		{"sum past int", cage(`"R5C5"`, "99999999999999999999"), `f-puzzles: the killer cage at r5c5 has the sum "99999999999999999999"; want a number`},
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
}

// TestReadQuotes checks that an error quoting the document escapes its
// control characters, so that printing it sends no escape sequence to a
// terminal.
func TestReadQuotes(t *testing.T) {
	grid := gridWith(0, "{}")
	tests := []struct {
		name, doc, want string
	}{
		{"a cage cell", `{"size":9,"grid":` + grid + `,"killercage":[{"cells":["\u001b[2J"],"value":"3"}]}`, `f-puzzles: a killer cage names the cell "\x1b[2J"; want R1C1 to R9C9`},
		{"a cage sum", `{"size":9,"grid":` + grid + `,"killercage":[{"cells":["R1C1"],"value":"\u001b[2J"}]}`, `f-puzzles: the killer cage at r1c1 has the sum "\x1b[2J"; want a number`},
		{"a constraint", `{"size":9,"grid":` + grid + `,"arrow":[1],"\u001b[2J":[1],"a\u009bb":[1],"":[1]}`, `f-puzzles: the puzzle has constraints this game does not know: "", "\x1b[2J", arrow and "a\u009bb"`},
		{"a given", `{"size":9,"grid":` + gridWith(0, "{\"value\":\"\u009b2J\",\"given\":true}") + `}`, `f-puzzles: r1c1 holds "\"\u009b2J\""; want 1 to 9`},
		{"a raw control byte", "{\"size\":\x1b[2J", `f-puzzles: the puzzle is not a JSON document: invalid character '\x1b' looking for beginning of value`},
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
