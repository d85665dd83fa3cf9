package variant

import (
	"bytes"
	"encoding/json"
	"net/url"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/sudoku-devs/sudoku/internal/lzstring"
)

// MaxDocument is the longest f-puzzles document or link Read takes, in
// bytes: a 16x16 puzzle with every cell marked and hundreds of constraints
// is under a megabyte.
const MaxDocument = 4 << 20

// codec reads the constraints of one kind from an f-puzzles document: the
// document keys it reads, and the reader.
type codec struct {
	keys []string
	read func(d *docReader) ([]Constraint, error)
}

// codecs are the kinds of constraint Read knows, each registered by the
// file of its type (see register).
var codecs []codec

// register makes Read read the constraints that read finds under keys.
// Each constraint's file calls it once, in an init function.
func register(read func(d *docReader) ([]Constraint, error), keys ...string) {
	codecs = append(codecs, codec{keys: keys, read: read})
}

// kept are the document keys that change no rule, which Read keeps as
// written and Write writes back: the words around the puzzle, cosmetic
// lines, shapes and text, and the setter's settings.
var kept = []string{"line", "rectangle", "circle", "text", "cage", "highlightConflicts", "activeConstraints",
	"disabledlogic", "truecandidatesoptions", "onlyShowConstraints", "successMessage", "metadata"}

// Read returns the puzzle in s: an f-puzzles link (f-puzzles.com/?load=…,
// with or without www. and https://), a SudokuPad link that carries
// f-puzzles data (sudokupad.app/fpuzzles… or /fpuz…, beta.sudokupad.app
// too), the
// compressed data alone, or the JSON document. Every key of the document
// is read: its size, givens and regions, every constraint this package
// knows (see the package doc), and the words and cosmetic marks, which are
// kept (see Puzzle.Kept). A document with a rule this package does not
// know is refused by that rule's name, as is a SudokuPad link that holds
// no f-puzzles data (a short name or SudokuPad's own format). Every error
// names the key and the cell it is about.
func Read(s string) (*Puzzle, error) {
	s = strings.TrimSpace(s)
	if len(s) > MaxDocument {
		return nil, readError("variant.tooLong", "the puzzle is {{.Bytes}} bytes long; want at most 4 MiB", map[string]any{"Bytes": len(s)})
	}
	if !strings.HasPrefix(s, "{") {
		doc, err := unpack(s)
		if err != nil {
			return nil, err
		}
		s = doc
	}
	return readDocument([]byte(s))
}

// unpack returns the JSON document a link or its data carries.
func unpack(s string) (string, error) {
	data := s
	lower := strings.ToLower(s)
	switch {
	case strings.Contains(lower, "f-puzzles.com"):
		_, d, ok := strings.Cut(s, "load=")
		if !ok {
			return "", readError("variant.link", "the f-puzzles link has no puzzle after load=", nil)
		}
		data = d
	case strings.Contains(lower, "sudokupad.app") || strings.Contains(lower, "sudokupad.svencodes.com"):
		k := strings.Index(s, "fpuz") // "fpuzzles" or SudokuPad's short "fpuz"
		if k < 0 {
			return "", readError("variant.sudokupad", "this SudokuPad link holds a short name or SudokuPad's own format, which draws a puzzle but does not say its rules; paste the puzzle's f-puzzles link instead (most setters share one beside the SudokuPad link, and f-puzzles gives it under Export)", nil)
		}
		data = strings.TrimPrefix(s[k+len("fpuz"):], "zles")
	}
	if k := strings.IndexAny(data, "&#"); k >= 0 {
		data = data[:k]
	}
	if un, err := url.QueryUnescape(data); err == nil {
		data = un
	}
	data = strings.ReplaceAll(data, " ", "+") // a "+" read back as a space
	doc, err := lzstring.DecompressFromBase64(data)
	if err != nil || !strings.HasPrefix(strings.TrimSpace(doc), "{") {
		return "", readError("variant.data", "the link's data is not an f-puzzles puzzle", nil)
	}
	return doc, nil
}

// gridCell is a cell of an f-puzzles grid: its value, whether it is given,
// and its region (0 to size-1; none for the default box).
type gridCell struct {
	Value  json.RawMessage `json:"value"`
	Given  bool            `json:"given"`
	Region json.RawMessage `json:"region"`
}

// readDocument reads an f-puzzles JSON document.
func readDocument(data []byte) (*Puzzle, error) {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, readError("variant.json", "the puzzle is not a JSON document: {{.Err}}", map[string]any{"Err": err.Error()})
	}
	var unknown []string
	for key := range raw {
		if !knownKey(key) {
			unknown = append(unknown, key)
		}
	}
	if len(unknown) > 0 {
		sort.Strings(unknown)
		return nil, readError("variant.unknown", "the puzzle uses {{.Names}}, which this game does not play",
			map[string]any{"Names": UnknownNames(unknown)})
	}
	d := &docReader{raw: raw}
	var size int
	if err := d.decode("size", &size); err != nil {
		return nil, err
	}
	if size < MinSize || size > MaxSize {
		return nil, readError("variant.size", "the grid is {{.Size}}x{{.Size}}; want 4x4 to 16x16", map[string]any{"Size": size})
	}
	d.n = size
	p := &Puzzle{Size: size, Givens: make([]int, size*size)}
	if err := d.readGrid(p); err != nil {
		return nil, err
	}
	d.regions = p.Regions
	for key, into := range map[string]*string{"title": &p.Title, "author": &p.Author, "ruleset": &p.Rules} {
		if _, ok := raw[key]; ok {
			var s string
			if err := json.Unmarshal(raw[key], &s); err != nil {
				return nil, readError("variant.text", "{{.Key}} is not text", map[string]any{"Key": key})
			}
			*into = s
		}
	}
	if err := d.readSolution(p); err != nil {
		return nil, err
	}
	for _, c := range codecs {
		cs, err := c.read(d)
		if err != nil {
			return nil, err
		}
		p.Constraints = append(p.Constraints, cs...)
	}
	for _, key := range kept {
		if v, ok := raw[key]; ok {
			if p.Kept == nil {
				p.Kept = map[string]json.RawMessage{}
			}
			p.Kept[key] = v
		}
	}
	if err := p.Validate(); err != nil {
		return nil, err
	}
	return p, nil
}

// knownKey reports whether Read knows the document key: the grid's, the
// words', a constraint's (see register) or one it keeps (see kept).
func knownKey(key string) bool {
	switch key {
	case "size", "grid", "title", "author", "ruleset", "solution":
		return true
	}
	if slices.Contains(kept, key) {
		return true
	}
	for _, c := range codecs {
		if slices.Contains(c.keys, key) {
			return true
		}
	}
	return false
}

// UnknownNames are the names of rules Read does not know, as the document
// keys them, written joined with "and".
type UnknownNames []string

// ruleNames are the words for the rules of keys that f-puzzles, its add-on
// script or SudokuPad write and this package does not play.
var ruleNames = map[string]string{
	"doublearrow": "Double Arrows", "boxindexer": "Box Indexers", "foglight": "Fog of War",
	"fog": "Fog of War", "inequality": "Inequality Signs", "regionsum": "Region Sums",
	"chaosconstruction": "Chaos Construction", "chaos": "Chaos Construction",
	"multisumkillercage": "Multi-sum Killer Cages", "taxicab": "Taxicab", "selftaxicab": "Self-taxicab",
	"knightmare": "Knightmare", "equalsums": "Equal Sums", "diagonalnonconsecutive": "Diagonal Non-consecutive",
}

// English returns the rules' names, in words where the rule is known
// ("Double Arrows"), else the key quoted, joined with "and".
func (u UnknownNames) English() string {
	q := make([]string, len(u))
	for i, s := range u {
		if w, ok := ruleNames[strings.ToLower(s)]; ok {
			q[i] = w
		} else {
			q[i] = strconv.Quote(s)
		}
	}
	switch len(q) {
	case 1:
		return q[0]
	}
	return strings.Join(q[:len(q)-1], ", ") + " and " + q[len(q)-1]
}

// readGrid reads the grid's givens and regions into p.
func (d *docReader) readGrid(p *Puzzle) error {
	n := d.n
	var grid [][]gridCell
	if err := d.decode("grid", &grid); err != nil {
		return err
	}
	if len(grid) != n {
		return readError("variant.gridRows", "the grid has {{.Count}} rows; want {{.Size}}", map[string]any{"Count": len(grid), "Size": n})
	}
	p.Regions = defaultRegions(n)
	for r, row := range grid {
		if len(row) != n {
			return readError("variant.gridRow", "row {{.Row}} of the grid has {{.Count}} cells; want {{.Size}}",
				map[string]any{"Row": r + 1, "Count": len(row), "Size": n})
		}
		for c, cell := range row {
			i := r*n + c
			if cell.Given && !nullish(cell.Value) {
				v, ok := intValue(cell.Value)
				if !ok || v < 1 || v > n {
					return readError("variant.given", "{{.Cell}} holds {{.Digit}}; want 1 to {{.Size}}",
						map[string]any{"Cell": CellOf(i, n), "Digit": printable(cell.Value), "Size": n})
				}
				p.Givens[i] = v
			}
			if nullish(cell.Region) {
				continue
			}
			v, ok := intValue(cell.Region)
			if !ok || v < 0 || v >= n {
				return readError("variant.regionRange", "{{.Cell}} is in region {{.Region}}; want 1 to {{.Size}}",
					map[string]any{"Cell": CellOf(i, n), "Region": printable(cell.Region), "Size": n})
			}
			p.Regions[i] = v
		}
	}
	return nil
}

// readSolution reads the setter's solution, when there is one: n*n digits,
// as numbers or strings; one with a cell left open is left out.
func (d *docReader) readSolution(p *Puzzle) error {
	v, ok := d.raw["solution"]
	if !ok || nullish(v) {
		return nil
	}
	var cells []json.RawMessage
	if err := json.Unmarshal(v, &cells); err != nil || len(cells) != d.n*d.n {
		return readError("variant.solution", "the solution is not {{.Count}} digits", map[string]any{"Count": d.n * d.n})
	}
	sol := make([]int, len(cells))
	for i, c := range cells {
		x, ok := intValue(c)
		if !ok || x < 1 || x > d.n {
			return nil // a partial solution: none
		}
		sol[i] = x
	}
	p.Solution = sol
	return nil
}

// docReader is an f-puzzles document being read: its keys as written, the
// keys read so far, and the grid's size.
type docReader struct {
	n       int
	regions []int // each cell's region, once the grid is read
	raw     map[string]json.RawMessage
}

// decode reads key into v; a key that is absent leaves v as it is. Its
// error names the key.
func (d *docReader) decode(key string, v any) error {
	data, ok := d.raw[key]
	if !ok || nullish(data) {
		return nil
	}
	if err := json.Unmarshal(data, v); err != nil {
		return readError("variant.key", "{{.Key}} is not as f-puzzles writes it: {{.Err}}", map[string]any{"Key": key, "Err": err.Error()})
	}
	return nil
}

// flag reads a key whose value is true or false.
func (d *docReader) flag(key string) (bool, error) {
	var on bool
	err := d.decode(key, &on)
	return on, err
}

// negative reports whether the document's "negative" list names kind
// ("ratio", "xv"): every such mark the grid could hold is given.
func (d *docReader) negative(kind string) (bool, error) {
	var kinds []string
	if err := d.decode("negative", &kinds); err != nil {
		return false, err
	}
	for _, k := range kinds {
		if k != "ratio" && k != "xv" {
			return false, readError("variant.negative", "the puzzle gives every mark of the kind {{.Name}}, which this game does not know",
				map[string]any{"Name": strconv.Quote(k)})
		}
	}
	return slices.Contains(kinds, kind), nil
}

// cell reads a grid cell named as f-puzzles names it, "R1C1", in key.
func (d *docReader) cell(key, s string) (int, error) {
	r, c, ok := parseCellName(s, d.n)
	if !ok || r < 1 || c < 1 || r > d.n || c > d.n {
		return 0, readError("variant.cell", "{{.Key}} names the cell {{.Name}}, which is not on the {{.Size}}x{{.Size}} grid",
			map[string]any{"Key": key, "Name": strconv.Quote(s), "Size": d.n})
	}
	return (r-1)*d.n + c - 1, nil
}

// cells reads the grid cells ss, in key; with distinct set a cell named
// twice is an error.
func (d *docReader) cells(key string, ss []string, unique bool) ([]int, error) {
	out := make([]int, 0, len(ss))
	for _, s := range ss {
		i, err := d.cell(key, s)
		if err != nil {
			return nil, err
		}
		if unique && slices.Contains(out, i) {
			return nil, readError("variant.twice", "{{.Key}} passes through {{.Cell}} twice", map[string]any{"Key": key, "Cell": CellOf(i, d.n)})
		}
		out = append(out, i)
	}
	return out, nil
}

// line reads a line's cells, each next to the one before it (orthogonally
// or diagonally), none twice.
func (d *docReader) line(key string, ss []string) ([]int, error) {
	cells, err := d.cells(key, ss, true)
	if err != nil {
		return nil, err
	}
	for k := 0; k+1 < len(cells); k++ {
		a, b := cells[k], cells[k+1]
		if abs(a/d.n-b/d.n) > 1 || abs(a%d.n-b%d.n) > 1 {
			return nil, readError("variant.gap", "{{.Key}} jumps from {{.A}} to {{.B}}, which do not touch",
				map[string]any{"Key": key, "A": CellOf(a, d.n), "B": CellOf(b, d.n)})
		}
	}
	return cells, nil
}

// clue reads the place of a clue outside the grid, "R0C3" above column 3,
// "R4C10" right of row 4 on a 9x9 grid: its row and column from 0 to n+1.
func (d *docReader) clue(key, s string) (row, col int, err error) {
	r, c, ok := parseCellName(s, d.n)
	if !ok {
		return 0, 0, readError("variant.cell", "{{.Key}} names the cell {{.Name}}, which is not on the {{.Size}}x{{.Size}} grid",
			map[string]any{"Key": key, "Name": strconv.Quote(s), "Size": d.n})
	}
	return r, c, nil
}

// number reads a clue's value, a whole number written as text or as a
// number, in key at cell (the clue's place, for the error).
func (d *docReader) number(key string, v json.RawMessage, where string) (int, error) {
	x, ok := intValue(v)
	if !ok {
		return 0, readError("variant.value", "{{.Key}} at {{.Name}} has the value {{.Value}}; want a whole number",
			map[string]any{"Key": key, "Name": where, "Value": printable(v)})
	}
	return x, nil
}

// nullish reports whether v is absent, null or "".
func nullish(v json.RawMessage) bool {
	t := bytes.TrimSpace(v)
	return len(t) == 0 || string(t) == "null" || string(t) == `""`
}

// intValue reads a whole number written as a JSON number or a string.
func intValue(v json.RawMessage) (int, bool) {
	var s string
	if err := json.Unmarshal(v, &s); err == nil {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		return n, err == nil && n > -1e6 && n < 1e6
	}
	var f float64
	if err := json.Unmarshal(v, &f); err != nil || f != float64(int(f)) || f < -1e6 || f > 1e6 {
		return 0, false
	}
	return int(f), true
}

// printable returns a JSON value as text for an error, cut to 20 bytes.
func printable(v json.RawMessage) string {
	s := string(bytes.TrimSpace(v))
	if len(s) > 20 {
		s = s[:20] + "…"
	}
	return s
}

// The shapes of f-puzzles' constraint entries.
type (
	// cellEntry is one cell and its value: odd, even, minimum, maximum,
	// and the clues outside the grid (sandwich, X-sum, skyscraper).
	cellEntry struct {
		Cell  string          `json:"cell"`
		Value json.RawMessage `json:"value,omitempty"`
	}
	// cellsEntry is cells and a value: a killer cage, a kropki dot, an
	// XV, an extra region, an indexer.
	cellsEntry struct {
		Cells []string        `json:"cells"`
		Value json.RawMessage `json:"value,omitempty"`
	}
	// linesEntry is lines of cells and a value: thermometers, whispers,
	// renban and every other line.
	linesEntry struct {
		Lines [][]string      `json:"lines"`
		Value json.RawMessage `json:"value,omitempty"`
	}
)

// readLines reads every line under key, each with its entry's value.
func (d *docReader) readLines(key string, each func(cells []int, value json.RawMessage) (Constraint, error)) ([]Constraint, error) {
	var entries []linesEntry
	if err := d.decode(key, &entries); err != nil {
		return nil, err
	}
	var out []Constraint
	for _, e := range entries {
		for _, l := range e.Lines {
			cells, err := d.line(key, l)
			if err != nil {
				return nil, err
			}
			if len(cells) == 0 {
				continue
			}
			c, err := each(cells, e.Value)
			if err != nil {
				return nil, err
			}
			out = append(out, c)
		}
	}
	return out, nil
}

// readCells reads every entry of cells under key, each with its value.
func (d *docReader) readCells(key string, each func(cells []int, value json.RawMessage) (Constraint, error)) ([]Constraint, error) {
	var entries []cellsEntry
	if err := d.decode(key, &entries); err != nil {
		return nil, err
	}
	var out []Constraint
	for _, e := range entries {
		cells, err := d.cells(key, e.Cells, true)
		if err != nil {
			return nil, err
		}
		if len(cells) == 0 {
			continue
		}
		c, err := each(cells, e.Value)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

// allCells reads the cells of every entry under key, one list, for the
// constraints that are one over all of them (indexers).
func (d *docReader) allCells(key string) ([]int, error) {
	var entries []cellsEntry
	if err := d.decode(key, &entries); err != nil {
		return nil, err
	}
	var all []int
	for _, e := range entries {
		cells, err := d.cells(key, e.Cells, true)
		if err != nil {
			return nil, err
		}
		all = append(all, cells...)
	}
	return all, nil
}

// cellList reads the cell of every entry under key (odd, even, minimum).
func (d *docReader) cellList(key string) ([]int, error) {
	var entries []cellEntry
	if err := d.decode(key, &entries); err != nil {
		return nil, err
	}
	out := make([]int, 0, len(entries))
	for _, e := range entries {
		i, err := d.cell(key, e.Cell)
		if err != nil {
			return nil, err
		}
		out = append(out, i)
	}
	return out, nil
}

// readCell reads every entry of one cell under key.
func (d *docReader) readCell(key string, each func(cell int) Constraint) ([]Constraint, error) {
	cells, err := d.cellList(key)
	if err != nil {
		return nil, err
	}
	out := make([]Constraint, len(cells))
	for k, i := range cells {
		out[k] = each(i)
	}
	return out, nil
}

// pairOf checks that a dot's or XV's cells are two that share an edge.
func (d *docReader) pairOf(key string, cells []int) error {
	if len(cells) != 2 || !adjacent(cells[0], cells[1], d.n) {
		names := make([]string, len(cells))
		for k, i := range cells {
			names[k] = CellOf(i, d.n).English()
		}
		return readError("variant.pair", "{{.Key}} joins {{.Cells}}; want two cells that share an edge",
			map[string]any{"Key": key, "Cells": strings.Join(names, ", ")})
	}
	return nil
}

// markedPairs returns the pairs of cells that a mark under any of keys
// joins (kropki dots, XV), for the negative rules, which hold on every
// other pair.
func (d *docReader) markedPairs(keys ...string) (map[[2]int]bool, error) {
	out := map[[2]int]bool{}
	for _, key := range keys {
		var entries []cellsEntry
		if err := d.decode(key, &entries); err != nil {
			return nil, err
		}
		for _, e := range entries {
			cells, err := d.cells(key, e.Cells, true)
			if err != nil {
				return nil, err
			}
			if len(cells) == 2 {
				out[pairKey(cells[0], cells[1])] = true
			}
		}
	}
	return out, nil
}

// unmarked returns the pairs of cells of an n×n grid that share an edge
// and are not in marked.
func unmarked(n int, marked map[[2]int]bool) [][2]int {
	var out [][2]int
	for _, p := range orthogonalPairs(n) {
		if !marked[p] {
			out = append(out, p)
		}
	}
	return out
}

// IsShared reports whether s, without surrounding white space, looks like a
// puzzle as setters share it, which Read reads: an f-puzzles or SudokuPad
// link, a JSON document, or f-puzzles' compressed data alone (which starts
// "N4Ig", lz-string's start of a JSON object).
func IsShared(s string) bool {
	s = strings.TrimSpace(s)
	lower := strings.ToLower(s)
	return strings.HasPrefix(s, "{") || strings.HasPrefix(s, "N4Ig") ||
		strings.Contains(lower, "f-puzzles.com") || strings.Contains(lower, "sudokupad.app")
}

// Text writes grid g of a puzzle of size n as one line: each digit as a
// character, 10 to 16 as A to G, 0 (open) as '.'.
func Text(g []int, n int) string {
	var b strings.Builder
	for _, d := range g {
		switch {
		case d == 0:
			b.WriteByte('.')
		case d < 10:
			b.WriteByte(byte('0' + d))
		default:
			b.WriteByte(byte('A' + d - 10))
		}
	}
	return b.String()
}
