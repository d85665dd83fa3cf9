package sudoku

import (
	"math/bits"
	"strconv"
	"strings"
)

// Digits is a set of the digits 1–16 (1–9 on the classic grid, up to 16
// on a setter's grid of that size): bit d (1 << d) is set when digit d is
// in the set; bit 0 and bits above 16 are always clear.
//
//	bit:   9 8 7 6 5 4 3 2 1 0
//	{1,5}: 0 0 0 0 1 0 0 0 1 0  = 0x022
type Digits uint32

// MaxDigit is the largest digit a set holds: the digits of a 16x16 grid.
const MaxDigit = 16

// AllDigits is the set {1, …, 9}.
const AllDigits Digits = 0x3FE

// DigitsTo returns the set {1, …, n} of the digits of a grid of n cells
// a side (n 0–16; the empty set for 0).
func DigitsTo(n int) Digits { return Digits(1)<<(min(max(n, 0), MaxDigit)+1) - 2 }

// DigitSet returns the set holding the given digits; values outside 1–16
// are ignored.
func DigitSet(ds ...int) Digits {
	var s Digits
	for _, d := range ds {
		s = s.Add(d)
	}
	return s
}

// Has reports whether digit d is in s.
func (s Digits) Has(d int) bool { return d >= 1 && d <= MaxDigit && s&(1<<d) != 0 }

// Add returns s with digit d added; d outside 1–16 leaves s unchanged.
func (s Digits) Add(d int) Digits {
	if d < 1 || d > MaxDigit {
		return s
	}
	return s | 1<<d
}

// Remove returns s without digit d.
func (s Digits) Remove(d int) Digits {
	if d < 1 || d > MaxDigit {
		return s
	}
	return s &^ (1 << d)
}

// Count returns the number of digits in s.
func (s Digits) Count() int { return bits.OnesCount32(uint32(s)) }

// Single returns the only digit of s, or 0 when s holds none or more than one.
func (s Digits) Single() int {
	if s == 0 || s&(s-1) != 0 {
		return 0
	}
	return bits.TrailingZeros32(uint32(s))
}

// Min returns the smallest digit of s, or 0 when s is empty.
func (s Digits) Min() int {
	if s == 0 {
		return 0
	}
	return bits.TrailingZeros32(uint32(s))
}

// List returns the digits of s in increasing order.
func (s Digits) List() []int {
	out := make([]int, 0, s.Count())
	for t := s; t != 0; t &= t - 1 {
		out = append(out, bits.TrailingZeros32(uint32(t)))
	}
	return out
}

// String formats s as its digits in increasing order inside braces, e.g.
// "{1,5,9}" or "{9,12}".
func (s Digits) String() string {
	var b strings.Builder
	b.WriteByte('{')
	for i, d := range s.List() {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(d))
	}
	b.WriteByte('}')
	return b.String()
}
