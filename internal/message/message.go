// Package message is words as data, for everything the program says to a
// person: a hint's step, the reason a puzzle cannot be played, what is
// wrong in a line of puzzle text. A Message is a key naming the sentence,
// its English form as a text/template ("duplicate {{.Digit}} in
// {{.House}}: {{.A}} and {{.B}}") and the values for it. A window that
// speaks another language looks the key up in its translations, renders
// each value in that language and executes the translated template on
// them; English does the same in English (Message.English), which is what
// an error's Error method says. Keys never depend on the values: one key is
// one sentence shape, whatever the digits, cells and houses.
//
// The values are of the types of this package (Cell, CellWords, Cells,
// House, Houses, Digits, DigitsOr, Char), of any type with an English method (the logic
// package adds the notations of chains), or ints, which stay numbers so
// that a template can choose a word by a count: {{if eq .Count 1}}sees{{else}}see{{end}}.
//
// Errors a person reads are *Error values, or types with a Message method
// (Messager), so that Of finds the words of any error in a chain and a
// window words every error in one place.
package message

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"text/template"
)

// Message is a sentence as data: Key names it, Text is its English
// template, and Args holds the values for the template's {{.Name}}s.
type Message struct {
	Key  string
	Text string
	Args map[string]any
}

// English renders m in English: its template executed on its values, each
// written by its type's English method, ints as numbers. A template that
// does not parse, or names a value m lacks, gives "%!" followed by the key
// and the error in parentheses, in the manner of fmt.
func (m Message) English() string {
	t, err := parsed(m.Text)
	if err != nil {
		return "%!" + m.Key + "(" + err.Error() + ")"
	}
	data := make(map[string]any, len(m.Args))
	for name, v := range m.Args {
		data[name] = english(v)
	}
	var sb strings.Builder
	if err := t.Execute(&sb, data); err != nil {
		return "%!" + m.Key + "(" + err.Error() + ")"
	}
	return sb.String()
}

// english returns v as a template value: an int as itself, any other value
// as its English text.
func english(v any) any {
	switch v := v.(type) {
	case int:
		return v
	case interface{ English() string }:
		return v.English()
	}
	return fmt.Sprint(v)
}

// templates caches parsed templates by their text.
var templates sync.Map // string → *template.Template

// parsed returns the template of text, parsing it on first use.
func parsed(text string) (*template.Template, error) {
	if t, ok := templates.Load(text); ok {
		return t.(*template.Template), nil
	}
	t, err := template.New("").Option("missingkey=error").Parse(text)
	if err != nil {
		return nil, err
	}
	templates.Store(text, t)
	return t, nil
}

// Cell is a cell 0–80, row by row, written "r1c1" … "r9c9" in every
// language.
type Cell int

// English returns the cell's name, "r1c1" … "r9c9".
func (c Cell) English() string {
	return "r" + strconv.Itoa(int(c)/9+1) + "c" + strconv.Itoa(int(c)%9+1)
}

// CellWords is a cell 0–80, row by row, written in words for any player:
// "row 1, column 5". Steps and the command line name cells as solvers do
// (Cell); a sentence for a player who may not know that notation (a
// refusal, an error, a hint's first line) uses CellWords.
type CellWords int

// English returns the cell in words, "row 1, column 5".
func (c CellWords) English() string {
	return "row " + strconv.Itoa(int(c)/9+1) + ", column " + strconv.Itoa(int(c)%9+1)
}

// Cells are cells written as a list joined with "and": "r1c1", "r1c1 and
// r2c2", "r1c1, r2c2 and r3c3".
type Cells []int

// English returns the cells' names joined with "and".
func (cs Cells) English() string {
	names := make([]string, len(cs))
	for i, c := range cs {
		names[i] = Cell(c).English()
	}
	return List(names, "and")
}

// House is a house: rows 0–8, columns 9–17, boxes 18–26, and X Sudoku's
// diagonals 27 (r1c1-r9c9) and 28 (r1c9-r9c1), written "row 3", "column 5",
// "box 9", "diagonal r1c1-r9c9".
type House int

// English returns the house's name, "row 3", "column 5", "box 9" or
// "diagonal r1c1-r9c9".
func (h House) English() string {
	switch h {
	case 27:
		return "diagonal r1c1-r9c9"
	case 28:
		return "diagonal r1c9-r9c1"
	}
	return [3]string{"row", "column", "box"}[h/9] + " " + strconv.Itoa(int(h)%9+1)
}

// HouseList is houses of any kinds joined with "and": "row 1 and box 1".
type HouseList []int

// English returns the houses' names joined with "and".
func (hs HouseList) English() string {
	names := make([]string, len(hs))
	for i, h := range hs {
		names[i] = House(h).English()
	}
	return List(names, "and")
}

// GridCell is cell Cell (row by row from 0) of a grid of Size cells a
// side, 4 to 16, written as solvers write it, "r1c1" … "r16c16", in every
// language; with Words, for any player, "row 1, column 5".
type GridCell struct {
	Cell, Size int
	Words      bool
}

// English returns the cell's name, "r1c5", or with Words "row 1, column 5".
func (c GridCell) English() string {
	r, col := strconv.Itoa(c.Cell/c.Size+1), strconv.Itoa(c.Cell%c.Size+1)
	if c.Words {
		return "row " + r + ", column " + col
	}
	return "r" + r + "c" + col
}

// GridCells are cells of a grid of Size cells a side, 4 to 16, written
// as GridCell writes each (with Words, in words) and joined with "and":
// "r1c1 and r12c3".
type GridCells struct {
	Cells []int
	Size  int
	Words bool
}

// English returns the cells' names joined with "and".
func (cs GridCells) English() string {
	names := make([]string, len(cs.Cells))
	for i, c := range cs.Cells {
		names[i] = GridCell{Cell: c, Size: cs.Size, Words: cs.Words}.English()
	}
	return List(names, "and")
}

// GridHouse is house House of a grid of Size cells a side: rows 0 to
// Size-1, then the columns, then the boxes, written "row 3", "column 12",
// "box 16". A jigsaw region, which the board does not number, is a
// RegionOf.
type GridHouse struct {
	House, Size int
}

// English returns the house's name, "row 3".
func (h GridHouse) English() string {
	kind := [3]string{"row", "column", "box"}[min(h.House/h.Size, 2)]
	return kind + " " + strconv.Itoa(h.House%h.Size+1)
}

// RegionOf is a jigsaw region named by a cell in it (Cell, of a grid of
// Size cells a side; Size 0 is 9), as the board numbers no region:
// "the region of r4c2", or with Words "the region of row 4, column 2".
type RegionOf struct {
	Cell, Size int
	Words      bool
}

// English returns the region's name, "the region of r4c2".
func (r RegionOf) English() string {
	size := r.Size
	if size == 0 {
		size = 9
	}
	return "the region of " + GridCell{Cell: r.Cell, Size: size, Words: r.Words}.English()
}

// Houses are houses of one kind (all rows, all columns or all boxes),
// written with the kind once and the numbers joined with "and": "row 2",
// "rows 2 and 7", "columns 2, 5 and 8".
type Houses []int

// English returns the kind of the first house, plural when there are
// several, and the houses' numbers joined with "and": "rows 2 and 7". It
// returns "" for no houses.
func (hs Houses) English() string {
	if len(hs) == 0 {
		return ""
	}
	kind := [3]string{"row", "column", "box"}[hs[0]/9]
	if len(hs) > 1 {
		kind = [3]string{"rows", "columns", "boxes"}[hs[0]/9]
	}
	nums := make([]string, len(hs))
	for i, h := range hs {
		nums[i] = strconv.Itoa(h%9 + 1)
	}
	return kind + " " + List(nums, "and")
}

// GridHouses are houses of one kind (all rows or all columns) of a grid
// of Size cells a side, numbered as GridHouse numbers them, written as
// Houses writes them: "rows 2 and 11", "columns 3, 5 and 14".
type GridHouses struct {
	Houses []int
	Size   int
}

// English returns the kind of the first house, plural when there are
// several, and the houses' numbers joined with "and": "rows 2 and 11". It
// returns "" for no houses.
func (hs GridHouses) English() string {
	if len(hs.Houses) == 0 {
		return ""
	}
	k := min(hs.Houses[0]/hs.Size, 2)
	kind := [3]string{"row", "column", "box"}[k]
	if len(hs.Houses) > 1 {
		kind = [3]string{"rows", "columns", "boxes"}[k]
	}
	nums := make([]string, len(hs.Houses))
	for i, h := range hs.Houses {
		nums[i] = strconv.Itoa(h%hs.Size + 1)
	}
	return kind + " " + List(nums, "and")
}

// Digits are digits 1–9 written as a list joined with "and": "4", "4 and
// 7", "1, 4 and 7".
type Digits []int

// English returns the digits joined with "and".
func (ds Digits) English() string { return List(Itoas(ds), "and") }

// DigitsOr are digits 1–9 written as a list joined with "or", the
// candidates a cell may hold: "4 or 7", "1, 4 or 7".
type DigitsOr []int

// English returns the digits joined with "or".
func (ds DigitsOr) English() string { return List(Itoas(ds), "or") }

// Char is a character of text a person typed, written quoted as Go quotes
// a rune: 'x', '\t'.
type Char rune

// English returns the character quoted.
func (c Char) English() string { return strconv.QuoteRune(rune(c)) }

// List joins items as "a", "a and b" or "a, b and c", with conj in place
// of "and".
func List(items []string, conj string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " " + conj + " " + items[len(items)-1]
}

// Itoas returns the numbers ds as decimal strings.
func Itoas(ds []int) []string {
	out := make([]string, len(ds))
	for i, d := range ds {
		out[i] = strconv.Itoa(d)
	}
	return out
}

// Messager is an error (or anything) that says itself as a Message.
type Messager interface {
	Message() Message
}

// Error is an error whose words are a Message: its Error is the English.
// Sentinel errors are *Error values made with New, compared with
// errors.Is.
type Error struct {
	Msg Message
}

// New returns an error with the message of key and English text text, and
// no values.
func New(key, text string) *Error { return &Error{Message{Key: key, Text: text}} }

// Error returns the message in English.
func (e *Error) Error() string { return e.Msg.English() }

// Message returns the message.
func (e *Error) Message() Message { return e.Msg }

// Of returns the Message of the first error in err's chain (see errors.As)
// that has one, and false when none has.
func Of(err error) (Message, bool) {
	var m Messager
	if errors.As(err, &m) {
		return m.Message(), true
	}
	return Message{}, false
}
