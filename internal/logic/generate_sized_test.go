package logic_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/variant"
)

// TestGenerateSized checks every puzzle GenerateSized deals: the size's
// boxes, givens of its solution, exactly one solution (counted by the
// variant solver, which knows nothing of the generator), the level asked
// (graded again from the game's own solve), every step of that solve
// against the solution and none a Trial, the givens' symmetry, and the
// same puzzle again from the same seed.
func TestGenerateSized(t *testing.T) {
	tests := []struct {
		n     int
		level logic.Level
		sym   logic.Symmetry
	}{
		{4, logic.Easy, logic.NoSymmetry},
		{4, logic.Easy, logic.Rotational},
		{6, logic.Easy, logic.Mirror},
		{6, logic.Medium, logic.NoSymmetry},
		{8, logic.Easy, logic.Diagonal},
		{8, logic.Medium, logic.Rotational},
		{8, logic.Expert, logic.Rotational},
		{8, logic.Extreme, logic.NoSymmetry},
		{12, logic.Easy, logic.NoSymmetry},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%dx%d/%v/%v", tt.n, tt.n, tt.level, tt.sym), func(t *testing.T) {
			checkSized(t, tt.n, tt.level, tt.sym, func(r *rand.Rand) (*variant.Puzzle, []int, error) {
				return logic.GenerateSized(context.Background(), r, tt.n, tt.level, tt.sym)
			})
		})
	}
}

// checkSized generates two n×n puzzles by generate, which is to make them
// of level with sym, and checks them: one solution, which keeps the
// puzzle's constraints and whose digits the givens are, the grade, the
// symmetry, and the same puzzle again from the same seed.
func checkSized(t *testing.T, n int, level logic.Level, sym logic.Symmetry, generate func(r *rand.Rand) (*variant.Puzzle, []int, error)) {
	checkRegions(t, n, level, sym, true, generate)
}

// checkRegions is checkSized on the boxes, or without boxes on regions
// that pass Validate.
func checkRegions(t *testing.T, n int, level logic.Level, sym logic.Symmetry, boxes bool, generate func(r *rand.Rand) (*variant.Puzzle, []int, error)) {
	t.Helper()
	for seed := range uint64(2) {
		p, solution, err := generate(rand.New(rand.NewPCG(seed, 7)))
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		name := fmt.Sprintf("seed %d, %s", seed, variant.Link(p))
		if p.Size != n || boxes && !slices.Equal(p.Regions, variant.BoxRegions(n)) || p.Validate() != nil {
			t.Fatalf("%s: size %d, regions %v (%v); want %d and the boxes (%v)", name, p.Size, p.Regions, p.Validate(), n, boxes)
		}
		givens, sol := make([]uint8, n*n), make([]uint8, n*n)
		for i, d := range p.Givens {
			if d != 0 && d != solution[i] {
				t.Fatalf("%s: given %d at cell %d, solution %d", name, d, i, solution[i])
			}
			givens[i], sol[i] = uint8(d), uint8(solution[i])
		}
		count, first, err := p.Count(context.Background(), 2)
		if err != nil || count != 1 || !slices.Equal(first, solution) {
			t.Fatalf("%s: %d solutions (%v), first %v; want one, %v", name, count, err, first, solution)
		}
		if !p.Holds(solution) {
			t.Fatalf("%s: the solution breaks a rule", name)
		}
		// The grade is the level of the hardest step of the game's solve
		// (logic.GradePuzzle's and GradeSized's Level).
		steps := stepsOf(t, p, givens, sol)
		graded := logic.Easy
		for _, s := range steps {
			graded = max(graded, s.Technique.Level())
		}
		if graded != level {
			t.Errorf("%s: graded %v; want %v", name, graded, level)
		}
		for _, s := range steps {
			if s.Technique == logic.Trial {
				t.Fatalf("%s: %s: a dealt puzzle needs Trial", name, s)
			}
			for _, e := range s.Eliminations {
				if int(sol[e.Cell]) == e.Digit {
					t.Fatalf("%s: %s takes out the solution's %d", name, s, e.Digit)
				}
			}
			for _, pl := range s.Placements {
				if int(sol[pl.Cell]) != pl.Digit {
					t.Fatalf("%s: %s places %d, not the solution's %d", name, s, pl.Digit, sol[pl.Cell])
				}
			}
		}
		for i, d := range p.Givens {
			r, c := i/n, i%n
			image := map[logic.Symmetry]int{
				logic.NoSymmetry: i, logic.Rotational: n*n - 1 - i,
				logic.Mirror: r*n + n - 1 - c, logic.Diagonal: c*n + r,
			}[sym]
			if (d == 0) != (p.Givens[image] == 0) {
				t.Fatalf("%s: cell %d and its image %d: givens %d and %d", name, i, image, d, p.Givens[image])
			}
		}
		if seed == 0 {
			again, _, _ := generate(rand.New(rand.NewPCG(seed, 7)))
			if again == nil || !slices.Equal(again.Givens, p.Givens) || variant.Write(again) != variant.Write(p) {
				t.Errorf("%s: another puzzle from the same seed", name)
			}
		}
	}
}

// stepsOf returns the steps of the solve of p, whose givens and solution
// are those given, as the game explains it: a 9x9 grid by its Board
// (logic.ExplainPuzzle), another size by logic.ExplainSized.
func stepsOf(t *testing.T, p *variant.Puzzle, givens, solution []uint8) []logic.Step {
	t.Helper()
	if p.Size != 9 {
		return logic.ExplainSized(p.GameRules(), givens, solution)
	}
	sp, err := p.Sudoku()
	if err != nil {
		t.Fatal(err)
	}
	steps, err := logic.ExplainPuzzle(&sp)
	if err != nil {
		t.Fatal(err)
	}
	return steps
}

// TestGenerateSizedRefuses checks the sizes and levels GenerateSized does
// not deal, and a cancelled context.
func TestGenerateSizedRefuses(t *testing.T) {
	tests := []struct {
		n     int
		level logic.Level
		want  string
	}{
		{7, logic.Easy, "no 7x7 grid with boxes"},
		{3, logic.Easy, "no 3x3 grid with boxes"},
		{17, logic.Easy, "no 17x17 grid with boxes"},
		{4, logic.Medium, "4x4 puzzles are all Easy (singles finish every one), not Medium"},
		{6, logic.Hard, "6x6 puzzles are dealt from Easy to Medium, not Hard"},
		{8, logic.Extreme + 1, "8x8 puzzles are dealt from Easy to Extreme, not"},
	}
	for _, tt := range tests {
		p, _, err := logic.GenerateSized(context.Background(), rand.New(rand.NewPCG(1, 2)), tt.n, tt.level, logic.NoSymmetry)
		if err == nil || !strings.Contains(err.Error(), tt.want) || p != nil {
			t.Errorf("GenerateSized(%d, %v) = %v, %v; want an error with %q", tt.n, tt.level, p, err, tt.want)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := logic.GenerateSized(ctx, rand.New(rand.NewPCG(1, 2)), 16, logic.Hard, logic.NoSymmetry); !errors.Is(err, context.Canceled) {
		t.Errorf("GenerateSized with a cancelled context: %v; want context.Canceled", err)
	}
}

// BenchmarkGenerateSized times GenerateSized for each size and level it
// deals (a 9x9 grid by its steps, not Generate's).
func BenchmarkGenerateSized(b *testing.B) {
	for _, n := range []int{4, 6, 8, 9, 10, 12, 16} {
		for l := logic.Easy; l <= logic.SizedLevels(n); l++ {
			b.Run(fmt.Sprintf("%dx%d/%v", n, n, l), func(b *testing.B) {
				r := rand.New(rand.NewPCG(1, uint64(n)))
				for b.Loop() {
					if _, _, err := logic.GenerateSized(context.Background(), r, n, l, logic.NoSymmetry); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// TestGenerateJigsaw generates jigsaw puzzles of 6x6 (Medium) and 8x8
// (Easy), and but under the race detector or -short of 16x16 (Easy,
// reshaped regions), and checks them as TestGenerateSized does
// (checkSized), on regions that are not the boxes.
func TestGenerateJigsaw(t *testing.T) {
	type test struct {
		n     int
		level logic.Level
	}
	tests := []test{{6, logic.Medium}, {8, logic.Easy}}
	if !testing.Short() && !logic.RaceEnabled {
		tests = append(tests, test{16, logic.Easy})
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%dx%d/%v", tt.n, tt.n, tt.level), func(t *testing.T) {
			checkRegions(t, tt.n, tt.level, logic.NoSymmetry, false, func(r *rand.Rand) (*variant.Puzzle, []int, error) {
				p, sol, err := logic.GenerateJigsaw(context.Background(), r, tt.n, tt.level, logic.NoSymmetry)
				if err == nil && slices.Equal(p.Regions, variant.BoxRegions(tt.n)) {
					t.Fatalf("a %dx%d jigsaw on the boxes", tt.n, tt.n)
				}
				return p, sol, err
			})
		})
	}
}
