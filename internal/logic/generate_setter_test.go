package logic_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/variant"
)

// TestGenerateSetter generates puzzles with each kind of constraint
// variant.Deal makes and checks them as TestGenerateSized does (checkSized),
// with constraints on them: Easy 6x6 puzzles of every kind and of an
// anti-knight killer, an Extreme 6x6 with thermometers, and, but under the
// race detector or -short, Medium 9x9 ones with thermometers and kropki
// dots, a Hard 8x8 with arrows, an Expert anti-knight killer (graded as
// the game grades it, by a Board), an Expert 8x8 with kropki dots, and
// Extreme 9x9 ones with little killers and with killer cages.
func TestGenerateSetter(t *testing.T) {
	type test struct {
		kind  string
		n     int
		level logic.Level
		sym   logic.Symmetry
	}
	var tests []test
	for _, kind := range append(variant.DealKinds(), "antiknight+killer") {
		tests = append(tests, test{kind, 6, logic.Easy, logic.Rotational})
	}
	tests = append(tests, test{"thermo", 6, logic.Extreme, logic.NoSymmetry})
	if !testing.Short() && !logic.RaceEnabled {
		tests = append(tests, test{"thermo", 9, logic.Medium, logic.NoSymmetry}, test{"kropki", 9, logic.Medium, logic.Mirror}, test{"arrow", 8, logic.Hard, logic.NoSymmetry},
			test{"antiknight+killer", 9, logic.Expert, logic.NoSymmetry}, test{"kropki", 8, logic.Expert, logic.Rotational},
			test{"littlekiller", 9, logic.Extreme, logic.NoSymmetry}, test{"cages", 9, logic.Extreme, logic.NoSymmetry})
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%s/%dx%d/%v/%v", tt.kind, tt.n, tt.n, tt.level, tt.sym), func(t *testing.T) {
			checkSized(t, tt.n, tt.level, tt.sym, func(r *rand.Rand) (*variant.Puzzle, []int, error) {
				p, sol, err := logic.GenerateSetter(context.Background(), r, tt.kind, tt.n, tt.level, tt.sym)
				if err == nil && len(p.Constraints) == 0 {
					t.Fatalf("a %s puzzle without constraints", tt.kind)
				}
				return p, sol, err
			})
		})
	}
}

// TestGenerateSetterRefuses asks GenerateSetter for kinds, sizes and levels
// it does not deal, and stops it with a cancelled context.
func TestGenerateSetterRefuses(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 1))
	for _, tt := range []struct {
		kind  string
		n     int
		level logic.Level
		want  string
	}{
		{"sandwich", 9, logic.Easy, `no puzzles with "sandwich"`},
		{"thermo", 7, logic.Easy, "no 7x7 grid with boxes"},
		{"thermo", 9, logic.Extreme + 1, "Easy to Extreme, not"},
		{"antiking", 4, logic.Easy, "no 4x4 grid found that keeps the rules of Anti-king"},
	} {
		if _, _, err := logic.GenerateSetter(context.Background(), r, tt.kind, tt.n, tt.level, logic.NoSymmetry); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("GenerateSetter(%q, %d, %v) = %v; want an error saying %q", tt.kind, tt.n, tt.level, err, tt.want)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := logic.GenerateSetter(ctx, r, "thermo", 9, logic.Easy, logic.NoSymmetry); err != context.Canceled {
		t.Errorf("GenerateSetter with a cancelled context = %v; want context.Canceled", err)
	}
}

// BenchmarkGenerateSetter times GenerateSetter for each kind of constraint
// and level on a 9x9 grid (the target is under 1 s a puzzle on average),
// and the kinds at Easy on 6x6.
func BenchmarkGenerateSetter(b *testing.B) {
	for _, kind := range variant.DealKinds() {
		for _, c := range []struct {
			n     int
			level logic.Level
		}{{9, logic.Easy}, {9, logic.Medium}, {9, logic.Hard}, {6, logic.Easy}} {
			b.Run(fmt.Sprintf("%s/%dx%d/%v", kind, c.n, c.n, c.level), func(b *testing.B) {
				r := rand.New(rand.NewPCG(1, uint64(c.n)))
				for b.Loop() {
					if _, _, err := logic.GenerateSetter(context.Background(), r, kind, c.n, c.level, logic.NoSymmetry); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
