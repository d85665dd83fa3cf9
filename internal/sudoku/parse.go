package sudoku

import (
	"fmt"
	"strings"
	"unicode/utf8"
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
	// Msg says what is wrong, in English.
	Msg string
	// Kind says what is wrong as data, and Count how many characters, lines
	// or letters there were when that is it, so that a program can say it in
	// another language.
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

// Error formats e as "line 2, position 5: …" or "position 17 (r2c8): …".
func (e *ParseError) Error() string {
	switch {
	case e.Line > 0 && e.Pos > 0:
		return fmt.Sprintf("line %d, position %d (%s): %s", e.Line, e.Pos, CellName((e.Line-1)*9+e.Pos-1), e.Msg)
	case e.Line > 0:
		return fmt.Sprintf("line %d: %s", e.Line, e.Msg)
	case e.Pos > 0 && e.Pos <= 81:
		return fmt.Sprintf("position %d (%s): %s", e.Pos, CellName(e.Pos-1), e.Msg)
	case e.Pos > 0:
		return fmt.Sprintf("position %d: %s", e.Pos, e.Msg)
	}
	return e.Msg
}

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
		return Grid{}, &ParseError{Kind: WrongLength, Count: n, Msg: fmt.Sprintf("puzzle has %d characters; want 81 (or 9 lines of 9)", n)}
	}
	return g, nil
}

func parseLines(text string) (Grid, error) {
	var g Grid
	lines := strings.Split(text, "\n")
	if len(lines) != 9 {
		return Grid{}, &ParseError{Kind: WrongLines, Count: len(lines), Msg: fmt.Sprintf("puzzle has %d lines; want 9 lines of 9 characters (or one line of 81)", len(lines))}
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
			return Grid{}, &ParseError{Line: li + 1, Kind: WrongLength, Count: n, Msg: fmt.Sprintf("%d characters; want 9", n)}
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
	return &ParseError{Line: line, Pos: pos, Char: r, Kind: BadCharacter, Msg: fmt.Sprintf("bad character %q; want 1-9, 0 or .", r)}
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
