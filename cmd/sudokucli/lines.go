package main

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"unicode/utf8"

	"github.com/sudoku-devs/sudoku/internal/puzzletext"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// ioBuffer is the size of the input and output buffers of answerLines, and
// the longest line they take (a longer one stops the command, naming its
// line): 16 reads a megabyte. Buffers of 1 MB cost a page fault for every
// 4 KB of a file read into them, 1% of a run on top1465 (1,465 puzzles).
const ioBuffer = 1 << 16

// answerFunc answers one line of input, text (trimmed, not blank, not a
// comment): it appends the answer, without a newline, to dst and returns
// the extended slice, or returns an error. dst may be reused for the next
// line, so answer must not keep it.
type answerFunc func(dst, text []byte) ([]byte, error)

// answerLines answers every puzzle of the input, one line out for each:
// the input is fs's one argument, a FILE, or stdin when there is none. Blank
// lines and lines starting with '#' are skipped. A puzzle is one line, or
// a grid of nine lines of nine characters, as the window's Import reads
// them (see grid). For each puzzle it writes answer's result, or
// "error: MESSAGE" (also to stderr with the input line number: a grid's
// first line, or the line of the row an error names). It returns the exit
// status: 1 when any puzzle failed or the input could not be read, 2 for
// more than one FILE, else 0.
//
// Input and output go through buffers of ioBuffer bytes, and answer appends
// straight into the output buffer, so a line costs no allocation here.
// stdout and stderr are flushed whenever the input buffer is empty, before
// a read that may wait (for a person typing, or a pipe), and at the end:
// one write each per buffer of input, not one per line, yet every answer
// shows before the command waits for the next line (a grid's once its
// ninth row is in).
func answerLines(fs *flag.FlagSet, stdin io.Reader, stdout, stderr io.Writer, answer answerFunc) int {
	src, name := stdin, "stdin"
	switch fs.NArg() {
	case 0:
	case 1:
		f, err := os.Open(fs.Arg(0))
		if err != nil {
			fmt.Fprintf(stderr, "sudokucli: %s\n", printable(err.Error()))
			return 1
		}
		defer f.Close()
		src, name = f, printable(fs.Arg(0))
	default:
		fmt.Fprintf(stderr, "sudokucli %s: want at most one FILE, got %d\n", fs.Name(), fs.NArg())
		return 2
	}
	out := bufio.NewWriterSize(stdout, ioBuffer)
	errs := bufio.NewWriterSize(stderr, ioBuffer)
	flush := func() {
		out.Flush()
		errs.Flush()
	}
	defer flush()
	failed := false
	// say answers text, the puzzle of input line line, or with g not nil
	// g's, and writes the answer or the error.
	say := func(text []byte, line int, g *grid) {
		result, aerr := answer(out.AvailableBuffer(), text)
		if aerr != nil {
			failed = true
			msg := aerr.Error() // once: a message's template costs more than the line
			if g != nil {
				line = g.line(aerr)
			}
			fmt.Fprintf(out, "error: %s\n", msg)
			fmt.Fprintf(errs, "%s:%d: %s\n", name, line, msg)
		} else {
			out.Write(append(result, '\n'))
		}
	}
	var g grid
	sayGrid := func() {
		say(g.text(), 0, &g)
		g.reset()
	}
	in := bufio.NewReaderSize(src, ioBuffer)
	for line := 1; ; line++ {
		if in.Buffered() == 0 {
			flush()
		}
		b, err := in.ReadSlice('\n')
		if errors.Is(err, bufio.ErrBufferFull) {
			fmt.Fprintf(errs, "%s:%d: line longer than %d bytes; a puzzle is one line of 81 (163 with letters)\n", name, line, ioBuffer)
			return 1
		}
		if err != nil && err != io.EOF {
			fmt.Fprintf(errs, "sudokucli: reading %s: %v\n", name, err)
			return 1
		}
		switch text := bytes.TrimSpace(b); {
		case len(text) > 0 && text[0] == '#':
		case isRow(text):
			if g.add(text, line); g.rows == 9 {
				sayGrid()
			}
		default:
			if g.rows > 0 { // a grid cut short
				sayGrid()
			}
			if len(text) > 0 {
				say(text, line, nil)
			}
		}
		if err == io.EOF {
			break
		}
	}
	if g.rows > 0 {
		sayGrid()
	}
	if failed {
		return 1
	}
	return 0
}

// isRow reports whether text, a trimmed line that is no comment, is a row
// of a nine-line grid: nine characters, whatever they are (a wrong one is
// the grid's error, named by its row and column).
func isRow(text []byte) bool {
	return len(text) >= 9 && len(text) <= 9*utf8.UTFMax && utf8.RuneCount(text) == 9
}

// grid gathers the rows of a puzzle in the nine-line form, as the
// window's Import reads it (nine lines of nine characters, '#' comment
// lines skipped), from lines of one-line puzzles: a line of nine
// characters starts a grid, and the grid ends after nine such lines, or
// cut short at a blank line, at any other line (a one-line puzzle, a link)
// or at the end of the input; a grid cut short is answered as it is, so
// that its error says how many lines it has (one line of nine is "the
// puzzle has 9 characters").
type grid struct {
	buf   []byte // the rows so far, joined by '\n'
	rows  int    // how many
	lines [9]int // the input line of each row
}

// add appends row, read on input line line.
func (g *grid) add(row []byte, line int) {
	if g.rows > 0 {
		g.buf = append(g.buf, '\n')
	}
	g.buf = append(g.buf, row...)
	g.lines[g.rows] = line
	g.rows++
}

// reset empties g for the next grid, keeping its buffer.
func (g *grid) reset() {
	g.buf = g.buf[:0]
	g.rows = 0
}

// text returns the rows, as sudoku.Parse reads a nine-line puzzle.
func (g *grid) text() []byte { return g.buf }

// line returns the input line to name for err, an error about the grid:
// the line of the row it names (a sudoku.ParseError's Line), else the
// grid's first line.
func (g *grid) line(err error) int {
	var pe *sudoku.ParseError
	if errors.As(err, &pe) && pe.Line >= 1 && pe.Line <= g.rows {
		return g.lines[pe.Line-1]
	}
	return g.lines[0]
}

// printable returns s as it is when it holds only printable characters
// (strconv.IsPrint), and quoted as Go quotes a string otherwise, so that
// a file name or message with an ESC sends no escape sequence to a
// terminal.
func printable(s string) string {
	for _, r := range s {
		if r == utf8.RuneError || !strconv.IsPrint(r) {
			return strconv.Quote(s)
		}
	}
	return s
}

// stringAnswer makes an answerFunc of a function on strings, for commands
// whose answers cost far more than the line's allocations.
func stringAnswer(answer func(text string) (string, error)) answerFunc {
	return func(dst, text []byte) ([]byte, error) {
		s, err := answer(string(text))
		return append(dst, s...), err
	}
}

// plainPuzzle reads text in the plain one-line form, exactly 81 bytes of
// '1'–'9', '0' or '.', straight into a grid; ok is false for anything else
// (the 9-line form, the size variant, a bad character or length), which
// sudoku.ParsePuzzle handles with their error messages.
//
// It reads eight bytes at a time in a 64-bit word (SWAR): a branch for each
// byte, digit or dot at random, cost a misprediction for every few bytes,
// and reading the lines of top1465 took a third of a microsecond a line.
func plainPuzzle(text []byte) (g sudoku.Grid, ok bool) {
	if len(text) != len(g) {
		return g, false
	}
	const (
		ones  = 0x0101010101010101
		lows  = 0x7F * ones
		highs = 0x80 * ones
	)
	bad := uint64(0)
	for i := 0; i < 80; i += 8 {
		// '0'–'9' become 0–9 in their bytes.
		x := binary.LittleEndian.Uint64(text[i:]) ^ '0'*ones
		// The high bit of a byte of notDigit is set when the byte is 10
		// or more (adding to the low seven bits carries into no other
		// byte), and of notDot when it is not '.' (0x2E^'0').
		notDigit := (x&lows + (0x80-10)*ones | x) & highs
		z := x ^ ('.'^'0')*ones
		notDot := (z&lows + lows | z) & highs
		bad |= notDigit & notDot
		binary.LittleEndian.PutUint64(g[i:], x&^(notDigit>>7*0xFF))
	}
	switch c := text[80]; {
	case c >= '0' && c <= '9':
		g[80] = c - '0'
	case c != '.':
		return g, false
	}
	return g, bad == 0
}

// appendDigits appends the 81 digits of g to dst, '0' for a blank.
func appendDigits(dst []byte, g *sudoku.Grid) []byte {
	n := len(dst)
	dst = append(dst, g[:]...)
	for i := n; i < len(dst); i++ {
		dst[i] += '0'
	}
	return dst
}

// readPuzzle reads a puzzle as puzzletext.Read does for grade and hint: a
// classic puzzle in any of its forms, or a killer, jigsaw or X puzzle (and
// their mixes) from an f-puzzles link or JSON document or a Solo game ID;
// for the size variant's letters the error of sudoku.Parse, since the
// human-style logic takes no letters.
func readPuzzle(text string) (sudoku.Puzzle, error) {
	if puzzletext.HasShape(text) {
		return puzzletext.Read(text)
	}
	g, err := sudoku.Parse(text)
	return sudoku.Puzzle{Givens: g}, err
}
