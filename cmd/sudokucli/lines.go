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

// answerLines answers every puzzle of the input, one line in and one line out:
// the input is fs's one argument, a FILE, or stdin when there is none. Blank
// lines and lines starting with '#' are skipped. For each other line it
// writes answer's result, or "error: MESSAGE" (also to stderr with the input
// line number). It returns the exit status: 1 when any line failed or the
// input could not be read, 2 for more than one FILE, else 0.
//
// Input and output go through buffers of ioBuffer bytes, and answer appends
// straight into the output buffer, so a line costs no allocation here.
// stdout and stderr are flushed whenever the input buffer is empty, before
// a read that may wait (for a person typing, or a pipe), and at the end:
// one write each per buffer of input, not one per line, yet every answer
// shows before the command waits for the next line.
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
		if text := bytes.TrimSpace(b); len(text) > 0 && text[0] != '#' {
			result, aerr := answer(out.AvailableBuffer(), text)
			if aerr != nil {
				failed = true
				msg := aerr.Error() // once: a message's template costs more than the line
				fmt.Fprintf(out, "error: %s\n", msg)
				fmt.Fprintf(errs, "%s:%d: %s\n", name, line, msg)
			} else {
				out.Write(append(result, '\n'))
			}
		}
		if err == io.EOF {
			break
		}
	}
	if failed {
		return 1
	}
	return 0
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
