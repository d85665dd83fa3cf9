// Package lzstring reads and writes text in the base64 form of lz-string,
// the LZ-based compression of JavaScript strings by Pieroxy
// (https://github.com/pieroxy/lz-string) that f-puzzles and SudokuPad put
// in their links. No maintained Go port is served by the module proxy, so
// this is one, tested byte for byte against the JavaScript original's
// output (testdata/vectors.json, with the script that made them).
//
// lz-string works on UTF-16 code units, as JavaScript strings are; the
// functions here take and give Go strings (UTF-8) and convert at the edge.
// Compression is LZW with a dictionary that grows from single code units,
// each code written in as many bits as the dictionary needs at that point,
// least significant bit first; the bits are packed six to a base64
// character.
package lzstring

import (
	"errors"
	"strings"
	"unicode/utf16"
)

// alphabet is lz-string's base64 alphabet; '=' pads the end.
const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/="

// ErrCorrupt is returned by DecompressFromBase64 for input that is not
// lz-string's base64: a character outside the alphabet, a code that names
// no dictionary entry, or data that ends before the end mark.
var ErrCorrupt = errors.New("not lz-string base64 data")

// bitWriter packs bits, least significant first within each value, into
// base64 characters of six bits, most significant bit first.
type bitWriter struct {
	out strings.Builder
	val int
	pos int
}

// write writes the n low bits of v, lowest first.
func (w *bitWriter) write(v, n int) {
	for range n {
		w.val = w.val<<1 | v&1
		v >>= 1
		if w.pos == 5 {
			w.out.WriteByte(alphabet[w.val])
			w.val, w.pos = 0, 0
		} else {
			w.pos++
		}
	}
}

// flush writes the last, partly filled character.
func (w *bitWriter) flush() {
	for {
		w.val <<= 1
		if w.pos == 5 {
			w.out.WriteByte(alphabet[w.val])
			return
		}
		w.pos++
	}
}

// key returns the dictionary key of a sequence of code units.
func key(units []uint16) string {
	b := make([]byte, 0, 2*len(units))
	for _, u := range units {
		b = append(b, byte(u>>8), byte(u))
	}
	return string(b)
}

// CompressToBase64 returns s compressed as lz-string's compressToBase64
// does, padded with '=' to a multiple of four characters.
func CompressToBase64(s string) string {
	units := utf16.Encode([]rune(s))
	dict := map[string]int{}
	toCreate := map[string]bool{}
	var w bitWriter
	dictSize, numBits, enlargeIn := 3, 2, 2
	grow := func() {
		enlargeIn--
		if enlargeIn == 0 {
			enlargeIn = 1 << numBits
			numBits++
		}
	}
	emit := func(seq []uint16) {
		k := key(seq)
		if toCreate[k] {
			if c := seq[0]; c < 256 {
				w.write(0, numBits)
				w.write(int(c), 8)
			} else {
				w.write(1, numBits)
				w.write(int(c), 16)
			}
			grow()
			delete(toCreate, k)
		} else {
			w.write(dict[k], numBits)
		}
		grow()
	}
	var cur []uint16
	for i, c := range units {
		ck := key(units[i : i+1])
		if _, ok := dict[ck]; !ok {
			dict[ck] = dictSize
			dictSize++
			toCreate[ck] = true
		}
		wc := append(cur[:len(cur):len(cur)], c)
		if _, ok := dict[key(wc)]; ok {
			cur = wc
			continue
		}
		emit(cur)
		dict[key(wc)] = dictSize
		dictSize++
		cur = units[i : i+1]
	}
	if len(cur) > 0 {
		emit(cur)
	}
	w.write(2, numBits)
	w.flush()
	out := w.out.String()
	if pad := len(out) % 4; pad != 0 {
		out += strings.Repeat("=", 4-pad)
	}
	return out
}

// bitReader reads bits from base64 characters, most significant first.
type bitReader struct {
	in    string
	index int // the next character to read
	val   int
	pos   int  // the mask of the next bit within val
	bad   bool // a character outside the alphabet was read
}

// next loads the next character; past the end it loads zeros, as the
// JavaScript original does, and counts on, so that the reading stops.
func (r *bitReader) next() {
	v := 0
	if r.index < len(r.in) {
		if v = strings.IndexByte(alphabet, r.in[r.index]); v < 0 {
			r.bad, v = true, 0
		}
	}
	r.val, r.pos = v, 32
	r.index++
}

// read returns the next n bits as a number, the first bit lowest.
func (r *bitReader) read(n int) int {
	bits := 0
	for k := range n {
		if r.val&r.pos != 0 {
			bits |= 1 << k
		}
		r.pos >>= 1
		if r.pos == 0 {
			r.next()
		}
	}
	return bits
}

// DecompressFromBase64 returns the text that CompressToBase64 (or
// lz-string's compressToBase64) made s from. Spaces in s are read as '+',
// since a link's query string may carry '+' as a space. It returns
// ErrCorrupt for s that is not such data.
func DecompressFromBase64(s string) (string, error) {
	s = strings.ReplaceAll(s, " ", "+")
	if s == "" {
		return "", ErrCorrupt
	}
	r := &bitReader{in: s}
	r.next()
	dict := [][]uint16{nil, nil, nil}
	enlargeIn, numBits := 4, 3
	var w []uint16
	switch r.read(2) {
	case 0:
		w = []uint16{uint16(r.read(8))}
	case 1:
		w = []uint16{uint16(r.read(16))}
	default:
		return "", nil
	}
	dict = append(dict, w)
	result := append([]uint16(nil), w...)
	for {
		if r.bad || r.index > len(s) {
			return "", ErrCorrupt
		}
		c := r.read(numBits)
		switch c {
		case 0, 1:
			n := 8
			if c == 1 {
				n = 16
			}
			dict = append(dict, []uint16{uint16(r.read(n))})
			c = len(dict) - 1
			enlargeIn--
		case 2:
			if r.bad {
				return "", ErrCorrupt
			}
			return string(utf16.Decode(result)), nil
		}
		if enlargeIn == 0 {
			enlargeIn = 1 << numBits
			numBits++
		}
		var entry []uint16
		switch {
		case c < len(dict) && dict[c] != nil:
			entry = dict[c]
		case c == len(dict):
			entry = append(w[:len(w):len(w)], w[0])
		default:
			return "", ErrCorrupt
		}
		result = append(result, entry...)
		dict = append(dict, append(w[:len(w):len(w)], entry[0]))
		enlargeIn--
		w = entry
		if enlargeIn == 0 {
			enlargeIn = 1 << numBits
			numBits++
		}
		if len(result) > 1<<24 {
			return "", ErrCorrupt
		}
	}
}
