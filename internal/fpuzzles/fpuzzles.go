// Package fpuzzles reads and writes puzzles in the form f-puzzles
// (f-puzzles.com, by Eric Fox) gives them, which variant setters share and
// SudokuPad reads too: a JSON document, and a link that carries it
// compressed with lz-string (package lzstring) after "?load=".
//
// The document holds the grid as 9 rows of 9 cells, each with its given
// value ("value" with "given": true) and, for a jigsaw, its region
// ("region", 0–8); "diagonal+" (r9c1-r1c9) and "diagonal-" (r1c1-r9c9) for
// X Sudoku; and "killercage", each cage a list of cells named "R1C1" and
// its sum as a string ("value"). Those are the constraints this package
// reads, into a sudoku.Puzzle; a document with any other constraint, or
// with only one of the diagonals, is refused with an error that names it,
// since solving it without that rule would give a wrong answer. The title,
// the author, the rules in words and a solution are read past; Write
// writes a title.
package fpuzzles

import (
	"encoding/json"
	"fmt"
	"net/url"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/sudoku-devs/sudoku/internal/lzstring"
	"github.com/sudoku-devs/sudoku/internal/message"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// LinkPrefix is how an f-puzzles link starts; the compressed document
// follows it.
const LinkPrefix = "https://www.f-puzzles.com/?load="

// document is the part of an f-puzzles document this package reads and
// writes.
type document struct {
	Size      int      `json:"size"`
	Title     string   `json:"title,omitempty"`
	Author    string   `json:"author,omitempty"`
	Ruleset   string   `json:"ruleset,omitempty"`
	Grid      [][]cell `json:"grid"`
	DiagPlus  bool     `json:"diagonal+,omitempty"`
	DiagMinus bool     `json:"diagonal-,omitempty"`
	Cages     []cage   `json:"killercage,omitempty"`
	Solution  []any    `json:"solution,omitempty"`
}

// cell is a cell of the grid. Its value and region are kept as written,
// so that one out of range, too large for an int or not a number at all
// is an error that names the cell.
type cell struct {
	Value  json.RawMessage `json:"value,omitempty"`
	Given  bool            `json:"given,omitempty"`
	Region json.RawMessage `json:"region,omitempty"`
}

// cage is a killer cage.
type cage struct {
	Cells []string `json:"cells"`
	Value string   `json:"value"`
}

// known are the keys of a document this package reads or reads past.
var known = map[string]bool{"size": true, "title": true, "author": true, "ruleset": true, "grid": true,
	"diagonal+": true, "diagonal-": true, "killercage": true, "solution": true}

// texts are the English templates of the messages of the errors Read and
// ReadLink return (*message.Error values) for what in a document or link
// cannot be read, in a person's words: "f-puzzles: the puzzle has
// constraints this game does not know: arrow and thermometer".
var texts = map[string]string{
	"fpuzzles.link":       "f-puzzles: the link holds no puzzle that can be read",
	"fpuzzles.json":       "f-puzzles: the puzzle is not a JSON document: {{.Err}}",
	"fpuzzles.size":       "f-puzzles: the puzzle is {{.Size}}x{{.Size}}; this game plays 9x9",
	"fpuzzles.grid":       "f-puzzles: the grid has {{.Count}} rows of cells; want 9 of 9",
	"fpuzzles.value":      "f-puzzles: {{.Cell}} holds {{.Value}}; want 1 to 9",
	"fpuzzles.region":     "f-puzzles: {{.Cell}} is in region {{.Value}}; want 0 to 8",
	"fpuzzles.cell":       "f-puzzles: a killer cage names the cell {{.Name}}; want R1C1 to R9C9",
	"fpuzzles.sum":        "f-puzzles: the killer cage at {{.Cell}} has the sum {{.Name}}; want a number",
	"fpuzzles.constraint": "f-puzzles: the puzzle has constraints this game does not know: {{.Names}}",
	"fpuzzles.diagonal":   "f-puzzles: the puzzle has only one diagonal, {{.House}}; this game plays X Sudoku with both",
}

// Messages returns every message of the package's errors, key to English
// template, for a
// translation to cover them all. It returns a new map on every call.
func Messages() map[string]string {
	m := make(map[string]string, len(texts))
	for k, t := range texts {
		m[k] = t
	}
	return m
}

// fail returns the error of key (see texts) with the values args.
func fail(key string, args map[string]any) *message.Error {
	return &message.Error{Msg: message.Message{Key: key, Text: texts[key], Args: args}}
}

// IsLink reports whether s, without surrounding white space, is an
// f-puzzles link (or one of SudokuPad's that carries an f-puzzles document
// after "?load=").
func IsLink(s string) bool {
	s = strings.TrimSpace(s)
	return strings.HasPrefix(s, "http") && strings.Contains(s, "load=")
}

// IsDocument reports whether s, without surrounding white space, looks like
// a JSON document: it starts with '{'.
func IsDocument(s string) bool { return strings.HasPrefix(strings.TrimSpace(s), "{") }

// ReadLink returns the puzzle of an f-puzzles link: the lz-string base64
// after "load=" (spaces and percent escapes undone) holds the document
// that Read reads. Its errors are *message.Error values: a link with no readable
// document, or Read's.
func ReadLink(link string) (sudoku.Puzzle, error) {
	link = strings.TrimSpace(link)
	_, data, ok := strings.Cut(link, "load=")
	if !ok {
		return sudoku.Puzzle{}, fail("fpuzzles.link", nil)
	}
	if k := strings.IndexAny(data, "&#"); k >= 0 {
		data = data[:k]
	}
	if un, err := url.PathUnescape(data); err == nil {
		data = un
	}
	doc, err := lzstring.DecompressFromBase64(data)
	if err != nil {
		return sudoku.Puzzle{}, fail("fpuzzles.link", nil)
	}
	return Read(doc)
}

// Read returns the puzzle of an f-puzzles JSON document. The errors are
// *message.Error values for what it cannot take (a size other than 9, a grid of
// other than 9 rows of 9, a given other than a whole number 1 to 9 or a
// region other than 0 to 8, naming the cell; a cage cell other than R1C1
// to R9C9 or a sum that is not a whole number; a constraint it does not
// know; one diagonal without the other), and the puzzle's own Validate
// errors for rules it breaks (regions not of 9 connected cells, cages that
// overlap or sum out of range, a repeated given). Text of the document
// that an error quotes has its control characters escaped. A given with
// no value is a blank; a value that is not a given (a solver's entry) is
// read past.
func Read(doc string) (sudoku.Puzzle, error) {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal([]byte(doc), &raw); err != nil {
		return sudoku.Puzzle{}, fail("fpuzzles.json", map[string]any{"Err": printable(err.Error())})
	}
	var d document
	if err := json.Unmarshal([]byte(doc), &d); err != nil {
		return sudoku.Puzzle{}, fail("fpuzzles.json", map[string]any{"Err": printable(err.Error())})
	}
	var unknown []string
	for k, v := range raw {
		if !known[k] && !empty(v) {
			unknown = append(unknown, k)
		}
	}
	if len(unknown) > 0 {
		sort.Strings(unknown)
		for i, k := range unknown {
			unknown[i] = printable(k)
		}
		return sudoku.Puzzle{}, fail("fpuzzles.constraint", map[string]any{"Names": message.List(unknown, "and")})
	}
	if d.Size != 9 {
		return sudoku.Puzzle{}, fail("fpuzzles.size", map[string]any{"Size": d.Size})
	}
	var p sudoku.Puzzle
	if err := d.readGrid(&p); err != nil {
		return sudoku.Puzzle{}, err
	}
	switch {
	case d.DiagPlus && d.DiagMinus:
		p.Diagonals = true
	case d.DiagPlus:
		return sudoku.Puzzle{}, fail("fpuzzles.diagonal", map[string]any{"House": message.House(sudoku.DiagonalUp)})
	case d.DiagMinus:
		return sudoku.Puzzle{}, fail("fpuzzles.diagonal", map[string]any{"House": message.House(sudoku.DiagonalDown)})
	}
	for _, c := range d.Cages {
		var k sudoku.Cage
		for _, name := range c.Cells {
			i, ok := parseCell(name)
			if !ok {
				return sudoku.Puzzle{}, fail("fpuzzles.cell", map[string]any{"Name": strconv.Quote(name)})
			}
			k.Cells = append(k.Cells, i)
		}
		sum, err := strconv.Atoi(strings.TrimSpace(c.Value))
		if err != nil {
			first := message.Cell(0)
			if len(k.Cells) > 0 {
				first = message.Cell(k.Cells[0])
			}
			return sudoku.Puzzle{}, fail("fpuzzles.sum", map[string]any{"Cell": first, "Name": strconv.Quote(c.Value)})
		}
		k.Sum = sum
		p.Cages = append(p.Cages, k)
	}
	if err := p.Validate(); err != nil {
		return sudoku.Puzzle{}, err
	}
	return p, nil
}

// readGrid reads the givens and regions of the grid into p.
func (d *document) readGrid(p *sudoku.Puzzle) error {
	rows := len(d.Grid)
	for _, row := range d.Grid {
		if len(row) != 9 {
			rows = -1
		}
	}
	if rows != 9 {
		return fail("fpuzzles.grid", map[string]any{"Count": len(d.Grid)})
	}
	regions := false
	for r, row := range d.Grid {
		for c, x := range row {
			i := r*9 + c
			if v, ok := number(x.Value); x.Given && !empty(x.Value) {
				if !ok || v < 1 || v > 9 {
					return fail("fpuzzles.value", map[string]any{"Cell": message.Cell(i), "Value": printable(string(x.Value))})
				}
				p.Givens[i] = uint8(v)
			}
			if !empty(x.Region) {
				v, ok := number(x.Region)
				if !ok || v < 0 || v > 8 {
					return fail("fpuzzles.region", map[string]any{"Cell": message.Cell(i), "Value": printable(string(x.Region))})
				}
				p.Regions[i] = uint8(v + 1)
				regions = true
			}
		}
	}
	if !regions {
		return nil
	}
	for i := range p.Regions { // cells without a region keep their box
		if p.Regions[i] == 0 {
			p.Regions[i] = uint8(sudoku.Box(i) + 1)
		}
	}
	if p.Regions == sudoku.BoxRegions() {
		p.Regions = sudoku.Regions{}
	}
	return nil
}

// empty reports whether a JSON value says nothing: null, false, "", [] or
// {}, or is absent (no bytes at all).
func empty(v json.RawMessage) bool {
	switch strings.TrimSpace(string(v)) {
	case "", "null", "false", `""`, "[]", "{}":
		return true
	}
	return false
}

// number returns the whole number v holds, written as JSON writes one
// ("5", "-1"); ok is false for anything else: a fraction, an exponent, a
// number too large for an int, a string, true.
func number(v json.RawMessage) (n int, ok bool) {
	n, err := strconv.Atoi(strings.TrimSpace(string(v)))
	return n, err == nil
}

// printable returns s as it is when it holds only printable characters
// (strconv.IsPrint) and is not empty, and quoted as Go quotes a string
// otherwise, so that an error shows input with its control characters
// (an ESC that would start a terminal's escape sequence, a line break)
// escaped.
func printable(s string) string {
	if s == "" {
		return strconv.Quote(s)
	}
	for _, r := range s {
		if r == utf8.RuneError || !strconv.IsPrint(r) {
			return strconv.Quote(s)
		}
	}
	return s
}

// parseCell reads a cell named as f-puzzles does, "R1C1" to "R9C9" (any
// case), into 0–80.
func parseCell(name string) (int, bool) {
	n := strings.ToUpper(strings.TrimSpace(name))
	if len(n) != 4 || n[0] != 'R' || n[2] != 'C' || n[1] < '1' || n[1] > '9' || n[3] < '1' || n[3] > '9' {
		return 0, false
	}
	return int(n[1]-'1')*9 + int(n[3]-'1'), true
}

// Write returns p as an f-puzzles JSON document on one line: the givens,
// the regions of a jigsaw (every cell's, 0–8), both diagonals of X Sudoku,
// and the killer cages with their sums. A size puzzle's letters have no
// place in it and are left out. Every document has a title ("title", which
// f-puzzles and SudokuPad show above the grid): title, or when it is ""
// the name of the variant the document holds ("Killer X", "Classic"; see
// sudoku.Variant.Name). A title that says the level too, in the game's
// words, is logic.KindName's ("Killer · Hard").
func Write(p sudoku.Puzzle, title string) string {
	if title == "" {
		title = (p.Variant() &^ sudoku.SizeVariant).Name()
	}
	d := document{Size: 9, Title: title, Grid: make([][]cell, 9)}
	jigsaw := !p.Regions.IsZero()
	for r := range 9 {
		d.Grid[r] = make([]cell, 9)
		for c := range 9 {
			i := r*9 + c
			x := cell{Given: p.Givens[i] != 0}
			if x.Given {
				x.Value = json.RawMessage(strconv.Itoa(int(p.Givens[i])))
			}
			if jigsaw {
				x.Region = json.RawMessage(strconv.Itoa(int(p.Regions[i]) - 1))
			}
			d.Grid[r][c] = x
		}
	}
	d.DiagPlus, d.DiagMinus = p.Diagonals, p.Diagonals
	for _, k := range p.Cages {
		c := cage{Value: strconv.Itoa(k.Sum)}
		for _, i := range k.Cells {
			c.Cells = append(c.Cells, fmt.Sprintf("R%dC%d", i/9+1, i%9+1))
		}
		d.Cages = append(d.Cages, c)
	}
	data, err := json.Marshal(d)
	if err != nil { // cannot happen: the document holds only plain values
		panic(err)
	}
	return string(data)
}

// Link returns p as an f-puzzles link: LinkPrefix and Write's document,
// titled as Write titles it, compressed with lz-string (its
// compressToBase64).
func Link(p sudoku.Puzzle, title string) string {
	return LinkPrefix + lzstring.CompressToBase64(Write(p, title))
}
