package solo_test

import (
	"strings"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/solo"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// TestParse reads a game ID of each kind and checks what it holds.
func TestParse(t *testing.T) {
	tests := []struct {
		id      string
		variant sudoku.Variant
		givens  int
		cages   int
	}{
		{"3x3x:f8g8b6b4_2b3a5c8b1a3i6a5b7c4a8b3_5b9b4g1f", sudoku.XVariant, 20, 0},
		{"9j:a9d6d2f1f7_8a6b8q9b3a7_8f4f7d3d1a,facc_aaba___baaba_cba_ab_bbcee_bb_ad_c__a_a_aaaba__aa_ba__ccb", sudoku.Jigsaw, 16, 0},
	}
	for _, tt := range tests {
		p, err := solo.Parse(tt.id)
		if err != nil {
			t.Errorf("%s: %v", tt.id, err)
			continue
		}
		if p.Variant() != tt.variant || p.Givens.Filled() != tt.givens || len(p.Cages) != tt.cages {
			t.Errorf("%s: variant %v, %d givens, %d cages; want %v, %d, %d", tt.id, p.Variant(), p.Givens.Filled(), len(p.Cages), tt.variant, tt.givens, tt.cages)
		}
	}
	for _, bad := range []string{"", "3x3", "4x4:abc", "3x3k:zzzc", "9j:zzzc", "3x3:zzzb", "3x3:zzzc,a"} {
		if _, err := solo.Parse(bad); err == nil {
			t.Errorf("Parse(%q) = nil error; want one", bad)
		}
	}
}

// FuzzParse feeds Parse any text: it returns an error or a puzzle that
// passes Validate, and never panics.
func FuzzParse(f *testing.F) {
	f.Add("3x3x:f8g8b6b4_2b3a5c8b1a3i6a5b7c4a8b3_5b9b4g1f")
	f.Add("3x3k:zzzc,a_ab_baa_a_aaaa______a____aa____a______b__a_aabaa_a_____a___a____a__a_aa__aaa_aaa___aa____aabaaa_,7a24_7a24b11_9c7a8c13a18_16a6a12_18c11a5_7a12a4b7b15b13a16a15_9a8a22b17b3c14_15b19a13h")
	f.Fuzz(func(t *testing.T, id string) {
		p, err := solo.Parse(id)
		if err == nil {
			if verr := p.Validate(); verr != nil {
				t.Fatalf("%q parsed to a puzzle that fails Validate: %v", id, verr)
			}
		}
	})
}

// TestParseOutOfRange checks that a given or a killer sum out of range is
// an error naming its cell, not a number cut to a byte: 256 would be a
// blank and 264 an 8.
func TestParseOutOfRange(t *testing.T) {
	const (
		x      = "3x3x:f8g8b6b4_2b3a5c8b1a3i6a5b7c4a8b3_5b9b4g1f"
		cages  = "3x3k:zzzc,a_ab_baa_a_aaaa______a____aa____a______b__a_aabaa_a_____a___a____a__a_aa__aaa_aaa___aa____aabaaa_,"
		sums   = "7a24_7a24b11_9c7a8c13a18_16a6a12_18c11a5_7a12a4b7b15b13a16a15_9a8a22b17b3c14_15b19a13h"
		killer = cages + sums
	)
	if _, err := solo.Parse(killer); err != nil {
		t.Fatalf("Parse(%q) = %v; want a killer", killer, err)
	}
	tests := []struct {
		name, id, want string
	}{
		{"given 256", strings.Replace(x, "f8", "f256", 1), "solo: r1c7 holds 256; want 1 to 9"},
		{"given 264", strings.Replace(x, "f8", "f264", 1), "solo: r1c7 holds 264; want 1 to 9"},
		{"given 300", strings.Replace(x, "f8", "f300", 1), "solo: r1c7 holds 300; want 1 to 9"},
		{"given 10", strings.Replace(x, "f8", "f10", 1), "solo: r1c7 holds 10; want 1 to 9"},
		{"given 0", strings.Replace(x, "f8", "f0", 1), "solo: r1c7 holds 0; want 1 to 9"},
		{"given 08", strings.Replace(x, "f8", "f08", 1), "solo: r1c7 holds 08; want 1 to 9"},
		{"given past int", strings.Replace(x, "f8", "f"+strings.Repeat("9", 30), 1), "solo: r1c7 holds 9999999999…; want 1 to 9"},
		{"sum 256", cages + "256" + sums[1:], "solo: the killer sum at r1c1 is 256; want 1 to 45"},
		{"sum 263", cages + "263" + sums[1:], "solo: the killer sum at r1c1 is 263; want 1 to 45"},
		{"sum 300", cages + "300" + sums[1:], "solo: the killer sum at r1c1 is 300; want 1 to 45"},
		{"sum 46", cages + "46" + sums[1:], "solo: the killer sum at r1c1 is 46; want 1 to 45"},
		{"sum 0", cages + "0" + sums[1:], "solo: the killer sum at r1c1 is 0; want 1 to 45"},
	}
	for _, tt := range tests {
		_, err := solo.Parse(tt.id)
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != tt.want {
			t.Errorf("%s: Parse(%q) = %q; want %q", tt.name, tt.id, got, tt.want)
		}
	}
}

// TestParseQuotes checks that an error quoting the game ID escapes its
// control characters, so that printing it sends no escape sequence to a
// terminal.
func TestParseQuotes(t *testing.T) {
	tests := []struct {
		id, want string
	}{
		{"\x1b[2J", `solo: "\x1b[2J" has no colon`},
		{"4x4\x1b[2J:a", `solo: "4x4\x1b[2J" is not a 9x9 puzzle (3x3 or 9j)`},
		{"3x3\x1b[2J:a,b", `solo: 2 parts after the colon; want 1 for "3x3\x1b[2J"`},
		{"3x3:\x1b[2J", `solo: bad character '\x1b' in a grid`},
		{"3x3:é", `solo: bad character 'é' in a grid`},
		{"9j:zzzc,\x1b[2J", `solo: bad character '\x1b' in a block structure`},
	}
	for _, tt := range tests {
		_, err := solo.Parse(tt.id)
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != tt.want {
			t.Errorf("Parse(%q) = %q; want %q", tt.id, got, tt.want)
		}
	}
}
