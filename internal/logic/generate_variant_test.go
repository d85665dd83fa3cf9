package logic

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// shapedVariants are the variants GenerateVariant makes.
var shapedVariants = []sudoku.Variant{sudoku.Killer, sudoku.Jigsaw, sudoku.XVariant,
	sudoku.Killer | sudoku.XVariant, sudoku.Killer | sudoku.Jigsaw, sudoku.Jigsaw | sudoku.XVariant}

// TestGenerateVariantLevels makes puzzles of every variant at every level
// and checks each: its kind, no givens for a killer, exactly one solution
// by the variant solver, and again by the cheapest-first solve, which
// reaches the solution by sound steps alone (checkPuzzle checks each
// against it) and so proves that no other exists without the solver's
// search; that solve never uses Trial, and grading gives the level asked
// for. It makes 4 of each (1 with -short or under the race detector, 10
// with LOGIC_FULL=1) and logs the time they took.
func TestGenerateVariantLevels(t *testing.T) {
	n := 4
	switch {
	case fullRun:
		n = 10
	case testing.Short() || raceEnabled:
		n = 1
	}
	for _, v := range shapedVariants {
		for level := Easy; level < numLevels; level++ {
			t.Run(fmt.Sprintf("%v/%v", v, level), func(t *testing.T) {
				r := rand.New(rand.NewPCG(uint64(v), uint64(level)))
				var took time.Duration
				for range n {
					start := time.Now()
					p, sol, err := GenerateVariant(context.Background(), r, v, level)
					took += time.Since(start)
					if err != nil {
						t.Fatalf("GenerateVariant: %v", err)
					}
					if p.Variant() != v || v&sudoku.Killer != 0 && p.Givens.Filled() != 0 {
						t.Errorf("made a %v puzzle with %d givens", p.Variant(), p.Givens.Filled())
					}
					if got := sudoku.CountSolutions(p, 2); got != 1 {
						t.Fatalf("%s: %d solutions", puzzleName(&p), got)
					}
					if s, _ := sudoku.Solve(p); s != sol {
						t.Errorf("%s: returned solution %s; the puzzle's is %s", puzzleName(&p), sol, s)
					}
					for _, tech := range checkPuzzle(t, &p) {
						if tech == Trial {
							t.Errorf("%s: the solve uses Trial", puzzleName(&p))
						}
					}
					if d, err := GradePuzzle(&p); err != nil || d.Level != level {
						t.Errorf("%s: graded %v (set by %v), %v; want %v", puzzleName(&p), d.Level, d.SetBy, err, level)
					}
				}
				t.Logf("%d puzzles, %v a puzzle", n, took/time.Duration(n))
			})
		}
	}
}

// TestGenerateVariantBadInput checks GenerateVariant's refusals.
func TestGenerateVariantBadInput(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 1))
	for _, tt := range []struct {
		v     sudoku.Variant
		level Level
	}{{sudoku.Classic, Easy}, {sudoku.SizeVariant, Easy}, {sudoku.Killer | sudoku.SizeVariant, Easy}, {sudoku.Killer, numLevels}} {
		if _, _, err := GenerateVariant(context.Background(), r, tt.v, tt.level); err == nil {
			t.Errorf("GenerateVariant(%v, %v) gave no error", tt.v, tt.level)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := GenerateVariant(ctx, r, sudoku.Killer, Extreme); err != context.Canceled {
		t.Errorf("GenerateVariant with a done context: %v; want %v", err, context.Canceled)
	}
}

// BenchmarkGenerateVariant times GenerateVariant for every variant and
// level: the figures docs/benchmarks.md gives beside Solo's generator.
func BenchmarkGenerateVariant(b *testing.B) {
	for _, v := range shapedVariants {
		for level := Easy; level < numLevels; level++ {
			b.Run(fmt.Sprintf("%v/%v", v, level), func(b *testing.B) {
				r := rand.New(rand.NewPCG(uint64(v), uint64(level)))
				for b.Loop() {
					if _, _, err := GenerateVariant(context.Background(), r, v, level); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
