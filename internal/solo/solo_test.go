package solo_test

import (
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
