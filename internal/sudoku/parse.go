package sudoku

import (
	"strings"
	"unicode/utf8"

	"github.com/sudoku-devs/sudoku/internal/message"
)

// ParseError reports puzzle text that is not a puzzle: a character that is not
// 1–9, 0 or '.', or the wrong number of characters or lines.
type ParseError struct {
	// Line is the 1-based line of the 9-line form the problem is on, or 0 for
	// the one-line form.
	Line int
	// Pos is the 1-based character position of the problem: within the line
	// for the 9-line form, within the text otherwise; 0 when the problem is the
	// text's length or shape.
	Pos int
	// Char is the offending character when Pos is set.
	Char rune
	// Kind says what is wrong, and Count how many characters, lines or
	// letters there were when that is it (for BadLetter, which letter).
	Kind  ParseErrorKind
	Count int
}

// ParseErrorKind is what is wrong with puzzle text.
type ParseErrorKind uint8

// The kinds of ParseError.
const (
	BadCharacter ParseErrorKind = iota + 1 // Char, at Pos (of Line), is not 1–9, 0 or '.'
	WrongLength                            // Count characters: the one-line form, or Line of the 9-line form, is too short or long
	WrongLines                             // Count lines: not 9
	BadLetter                              // Char, letter Count of a size puzzle's letters, is not S, M or L
	WrongLetters                           // Count letters after a size puzzle: not 81
)

// Message returns what is wrong as a message: key "parse.badCharLine"
// ("line {{.Line}}, character {{.Pos}} ({{.Cell}}) is {{.Char}}, which a
// puzzle cannot hold: …"), "parse.badChar" (the same without the line),
// "parse.lineLength" ("line {{.Line}} has {{.Count}} characters, not 9"),
// "parse.length" ("the puzzle has {{.Count}} characters, not 81 …"),
// "parse.lines" ("the puzzle has {{.Count}} lines, not 9 lines of 9 …"),
// "parse.badLetter" ("letter {{.Count}} ({{.Cell}}) is {{.Char}}, but a
// size puzzle's letters are S, M and L") or "parse.letters" ("{{.Count}}
// letters follow the puzzle, not 81"); parseTexts holds them whole.
func (e *ParseError) Message() message.Message {
	a := map[string]any{"Line": e.Line, "Pos": e.Pos, "Count": e.Count, "Char": message.Char(e.Char)}
	key := ""
	switch {
	case e.Kind == BadCharacter && e.Line > 0:
		key, a["Cell"] = "parse.badCharLine", message.Cell((e.Line-1)*9+e.Pos-1)
	case e.Kind == BadCharacter:
		key, a["Cell"] = "parse.badChar", message.Cell(e.Pos-1)
	case e.Kind == WrongLength && e.Line > 0:
		key = "parse.lineLength"
	case e.Kind == WrongLength:
		key = "parse.length"
	case e.Kind == WrongLines:
		key = "parse.lines"
	case e.Kind == BadLetter:
		key, a["Cell"] = "parse.badLetter", message.Cell(e.Count-1)
	default:
		key = "parse.letters"
	}
	return message.Message{Key: key, Text: parseTexts[key], Args: a}
}

// parseTexts are the English templates of ParseError's messages, by key.
var parseTexts = map[string]string{
	"parse.badCharLine": "line {{.Line}}, character {{.Pos}} ({{.Cell}}) is {{.Char}}, which a puzzle cannot hold: only digits 1 to 9, and 0 or . for an empty cell",
	"parse.badChar":     "character {{.Pos}} ({{.Cell}}) is {{.Char}}, which a puzzle cannot hold: only digits 1 to 9, and 0 or . for an empty cell",
	"parse.lineLength":  "line {{.Line}} has {{.Count}} characters, not 9",
	"parse.length":      "the puzzle has {{.Count}} characters, not 81 (or 9 lines of 9)",
	"parse.lines":       "the puzzle has {{.Count}} lines, not 9 lines of 9 characters (or one line of 81)",
	"parse.badLetter":   "letter {{.Count}} ({{.Cell}}) is {{.Char}}, but a size puzzle's letters are S, M and L",
	"parse.letters":     "{{.Count}} letters follow the puzzle, not 81",
}

// Error returns the message in English: "line 2, position 5 (r2c5): bad
// character 'x'; want 1-9, 0 or .", "puzzle has 80 characters; want 81 (or
// 9 lines of 9)".
func (e *ParseError) Error() string { return e.Message().English() }

// Parse reads one puzzle from text in either form of the puzzle text format:
// 81 characters row by row, or 9 lines of 9 characters; '1'–'9' are givens and
// '0' or '.' blanks. Leading and trailing white space (and '\r' at line ends) is
// ignored. Anything else returns a *ParseError that names the first offending
// character and its position, or the length or line count that is wrong.
func Parse(text string) (Grid, error) {
	text = strings.TrimSpace(text)
	if strings.ContainsRune(text, '\n') {
		return parseLines(text)
	}
	var g Grid
	n := utf8.RuneCountInString(text)
	pos := 0
	for _, r := range text {
		pos++
		if pos > 81 {
			break
		}
		d, ok := cellValue(r)
		if !ok {
			return Grid{}, badChar(0, pos, r)
		}
		g[pos-1] = d
	}
	if n != 81 {
		return Grid{}, &ParseError{Kind: WrongLength, Count: n}
	}
	return g, nil
}

func parseLines(text string) (Grid, error) {
	var g Grid
	lines := strings.Split(text, "\n")
	if len(lines) != 9 {
		return Grid{}, &ParseError{Kind: WrongLines, Count: len(lines)}
	}
	for li, line := range lines {
		line = strings.TrimSpace(line)
		pos := 0
		for _, r := range line {
			pos++
			if pos > 9 {
				break
			}
			d, ok := cellValue(r)
			if !ok {
				return Grid{}, badChar(li+1, pos, r)
			}
			g[li*9+pos-1] = d
		}
		if n := utf8.RuneCountInString(line); n != 9 {
			return Grid{}, &ParseError{Line: li + 1, Kind: WrongLength, Count: n}
		}
	}
	return g, nil
}

func cellValue(r rune) (uint8, bool) {
	switch {
	case r >= '1' && r <= '9':
		return uint8(r - '0'), true
	case r == '0' || r == '.':
		return 0, true
	}
	return 0, false
}

func badChar(line, pos int, r rune) *ParseError {
	return &ParseError{Line: line, Pos: pos, Char: r, Kind: BadCharacter}
}

// String formats g in the one-line puzzle text form: 81 characters row by row,
// '1'–'9' for digits and '.' for blanks.
func (g Grid) String() string {
	var b [81]byte
	for i, d := range g {
		b[i] = '.'
		if d >= 1 && d <= 9 {
			b[i] = '0' + d
		}
	}
	return string(b[:])
}

// Lines formats g in the 9-line form: nine lines of nine characters, each
// ending in '\n', '.' for blanks.
func (g Grid) Lines() string {
	s := g.String()
	var b strings.Builder
	for r := 0; r < 9; r++ {
		b.WriteString(s[r*9 : r*9+9])
		b.WriteByte('\n')
	}
	return b.String()
}

// Messages returns every message the package's errors say, key to English
// template: ParseError's, ConflictError's, shape's (shapeTexts), and those of
// ErrNoSolution and ErrMultipleSolutions; for a translation to cover them all. It returns a
// new map on every call.
func Messages() map[string]string {
	m := map[string]string{}
	for k, t := range parseTexts {
		m[k] = t
	}
	for k, t := range shapeTexts {
		m[k] = t
	}
	for _, msg := range []message.Message{(&ConflictError{}).Message(), (&ConflictError{House: -1}).Message(),
		ErrNoSolution.Msg, ErrMultipleSolutions.Msg} {
		m[msg.Key] = msg.Text
	}
	return m
}
