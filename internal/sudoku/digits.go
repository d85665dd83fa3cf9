package sudoku

import (
	"math/bits"
	"strings"
)

// Digits is a set of the digits 1–9: bit d (1 << d) is set when digit d is in
// the set; bit 0 and bits above 9 are always clear.
//
//	bit:   9 8 7 6 5 4 3 2 1 0
//	{1,5}: 0 0 0 0 1 0 0 0 1 0  = 0x022
type Digits uint16

// AllDigits is the set {1, …, 9}.
const AllDigits Digits = 0x3FE

// DigitSet returns the set holding the given digits; values outside 1–9 are
// ignored.
func DigitSet(ds ...int) Digits {
	var s Digits
	for _, d := range ds {
		s = s.Add(d)
	}
	return s
}

// Has reports whether digit d is in s.
func (s Digits) Has(d int) bool { return d >= 1 && d <= 9 && s&(1<<d) != 0 }

// Add returns s with digit d added; d outside 1–9 leaves s unchanged.
func (s Digits) Add(d int) Digits {
	if d < 1 || d > 9 {
		return s
	}
	return s | 1<<d
}

// Remove returns s without digit d.
func (s Digits) Remove(d int) Digits {
	if d < 1 || d > 9 {
		return s
	}
	return s &^ (1 << d)
}

// Count returns the number of digits in s.
func (s Digits) Count() int { return bits.OnesCount16(uint16(s)) }

// Single returns the only digit of s, or 0 when s holds none or more than one.
func (s Digits) Single() int {
	if s == 0 || s&(s-1) != 0 {
		return 0
	}
	return bits.TrailingZeros16(uint16(s))
}

// Min returns the smallest digit of s, or 0 when s is empty.
func (s Digits) Min() int {
	if s == 0 {
		return 0
	}
	return bits.TrailingZeros16(uint16(s))
}

// List returns the digits of s in increasing order.
func (s Digits) List() []int {
	out := make([]int, 0, s.Count())
	for t := s; t != 0; t &= t - 1 {
		out = append(out, bits.TrailingZeros16(uint16(t)))
	}
	return out
}

// String formats s as its digits in increasing order inside braces, e.g. "{1,5,9}".
func (s Digits) String() string {
	var b strings.Builder
	b.WriteByte('{')
	for i, d := range s.List() {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteByte(byte('0' + d))
	}
	b.WriteByte('}')
	return b.String()
}
