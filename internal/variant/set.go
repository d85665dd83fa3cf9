package variant

import (
	"math/bits"
	"strconv"
	"strings"
)

// Set is a set of digits 1–16, digit d in bit d: a cell's candidates, the
// digits a constraint allows. The zero Set is empty.
type Set uint32

// Full returns the set of the digits 1 to n (n from 1 to 16).
func Full(n int) Set { return Set(1)<<(n+1) - 2 }

// Of returns the set of the digits ds; digits outside 1–16 are left out.
func Of(ds ...int) Set {
	var s Set
	for _, d := range ds {
		if d >= 1 && d <= 16 {
			s |= 1 << d
		}
	}
	return s
}

// Has reports whether d is in s.
func (s Set) Has(d int) bool { return d >= 1 && d <= 16 && s&(1<<d) != 0 }

// Len returns how many digits s holds.
func (s Set) Len() int { return bits.OnesCount32(uint32(s)) }

// Min returns the smallest digit of s, or 0 for the empty set.
func (s Set) Min() int {
	if s == 0 {
		return 0
	}
	return bits.TrailingZeros32(uint32(s))
}

// Max returns the largest digit of s, or 0 for the empty set.
func (s Set) Max() int {
	if s == 0 {
		return 0
	}
	return 31 - bits.LeadingZeros32(uint32(s))
}

// Only returns the one digit of s, or 0 when s holds none or several.
func (s Set) Only() int {
	if s.Len() != 1 {
		return 0
	}
	return s.Min()
}

// Range returns the digits from lo to hi, both included, within 1–16.
func Range(lo, hi int) Set {
	lo, hi = max(lo, 1), min(hi, 16)
	if lo > hi {
		return 0
	}
	return Full(hi) &^ Full(lo-1)
}

// Digits returns the digits of s in increasing order.
func (s Set) Digits() []int {
	out := make([]int, 0, s.Len())
	for r := uint32(s); r != 0; r &= r - 1 {
		out = append(out, bits.TrailingZeros32(r))
	}
	return out
}

// String writes s as its digits in braces, "{1,5,12}".
func (s Set) String() string {
	ds := s.Digits()
	parts := make([]string, len(ds))
	for i, d := range ds {
		parts[i] = strconv.Itoa(d)
	}
	return "{" + strings.Join(parts, ",") + "}"
}
