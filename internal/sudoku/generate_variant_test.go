package sudoku_test

import (
	"math/rand/v2"
	"os"
	"slices"
	"testing"
	"time"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// slowRun reports whether the tests run with -short or under the race
// detector (see race_test.go), where a killer's plain count takes too
// long.
func slowRun() bool { return testing.Short() || raceEnabled }

// variants are the kinds Generate makes with a shape.
var variants = []sudoku.Variant{sudoku.Killer, sudoku.Jigsaw, sudoku.XVariant,
	sudoku.Killer | sudoku.XVariant, sudoku.Killer | sudoku.Jigsaw, sudoku.Jigsaw | sudoku.XVariant}

// TestGenerateVariants makes puzzles of every variant with a shape and
// checks each: its kind, exactly one solution (the variant solver's count,
// and a plain backtracking count of the test's own), the solution returned
// keeping every rule, no givens and small cages for a killer, irregular
// regions for a jigsaw, and the same puzzle again from the same seed.
func TestGenerateVariants(t *testing.T) {
	for _, v := range variants {
		for seed := range uint64(3) {
			start := time.Now()
			p, sol := sudoku.Generate(rand.New(rand.NewPCG(seed, 7)), v)
			took := time.Since(start)
			if p.Variant() != v {
				t.Errorf("%v seed %d: made a %v puzzle", v, seed, p.Variant())
			}
			if n := sudoku.CountSolutions(p, 2); n != 1 {
				t.Errorf("%v seed %d: %d solutions", v, seed, n)
			}
			// The plain count takes seconds on a killer and on jigsaw X:
			// with -short or under the race detector it counts the plain
			// jigsaw and X puzzles only, without them also the first of
			// each other variant, and with LOGIC_FULL=1 every one.
			plain := v == sudoku.Jigsaw || v == sudoku.XVariant || seed == 0 && !slowRun()
			if plain || os.Getenv("LOGIC_FULL") != "" {
				bstart := time.Now()
				if n := bruteCount(p, 2); n != 1 {
					t.Errorf("%v seed %d: the plain count finds %d solutions", v, seed, n)
				}
				t.Logf("%v seed %d: the plain count took %v", v, seed, time.Since(bstart))
			}
			if err := keepsRules(p, sol); err != nil {
				t.Errorf("%v seed %d: %v", v, seed, err)
			}
			if v&sudoku.Killer != 0 {
				if p.Givens.Filled() != 0 {
					t.Errorf("%v seed %d: %d givens; want none", v, seed, p.Givens.Filled())
				}
				for _, c := range p.Cages {
					if len(c.Cells) > 5 {
						t.Errorf("%v seed %d: a cage of %d cells", v, seed, len(c.Cells))
					}
				}
			}
			if v&sudoku.Jigsaw != 0 && p.Regions == sudoku.BoxRegions() {
				t.Errorf("%v seed %d: the regions are the boxes", v, seed)
			}
			again, _ := sudoku.Generate(rand.New(rand.NewPCG(seed, 7)), v)
			if again.String() != p.String() || again.Regions != p.Regions || len(again.Cages) != len(p.Cages) {
				t.Errorf("%v seed %d: another puzzle from the same seed", v, seed)
			}
			t.Logf("%v seed %d: %d givens, %d cages, %v", v, seed, p.Givens.Filled(), len(p.Cages), took)
		}
	}
}

// bruteCount counts the solutions of p up to limit by plain backtracking,
// independently of the package's solvers: it reads the houses (rows,
// columns, regions or boxes, diagonals) and cages from p itself, and fills
// next the open cell with the fewest digits that no peer holds and that
// leave each of its cages a sum the open cells can still make.
func bruteCount(p sudoku.Puzzle, limit int) int {
	regions := p.Regions
	if regions.IsZero() {
		regions = sudoku.BoxRegions()
	}
	cageOf := make([]int, 81)
	for i := range cageOf {
		cageOf[i] = -1
	}
	for k, c := range p.Cages {
		for _, i := range c.Cells {
			cageOf[i] = k
		}
	}
	var peers [81][]int
	for i := range 81 {
		for j := range 81 {
			if j != i && (j/9 == i/9 || j%9 == i%9 || regions[j] == regions[i] ||
				p.Diagonals && (j/9 == j%9 && i/9 == i%9 || j/9+j%9 == 8 && i/9+i%9 == 8) ||
				cageOf[i] >= 0 && cageOf[j] == cageOf[i]) {
				peers[i] = append(peers[i], j)
			}
		}
	}
	g := p.Givens
	// sumFits reports whether cage k, with d in cell i, can still reach
	// its sum: what is left lies between the least and the greatest sum
	// of as many distinct unused digits as it has open cells.
	sumFits := func(k, i int, d uint8) bool {
		c := p.Cages[k]
		left, open := c.Sum-int(d), 0
		used := map[uint8]bool{d: true}
		for _, j := range c.Cells {
			if j != i {
				if g[j] == 0 {
					open++
				} else {
					left -= int(g[j])
					used[g[j]] = true
				}
			}
		}
		lo, hi, n := 0, 0, 0
		for x := uint8(1); x <= 9 && n < open; x++ {
			if !used[x] {
				lo += int(x)
				n++
			}
		}
		n = 0
		for x := uint8(9); x >= 1 && n < open; x-- {
			if !used[x] {
				hi += int(x)
				n++
			}
		}
		return left >= lo && left <= hi
	}
	options := func(i int) []uint8 {
		var out []uint8
		for d := uint8(1); d <= 9; d++ {
			ok := true
			for _, j := range peers[i] {
				if g[j] == d {
					ok = false
					break
				}
			}
			if ok && (cageOf[i] < 0 || sumFits(cageOf[i], i, d)) {
				out = append(out, d)
			}
		}
		return out
	}
	houses := testHouses(p)
	count := 0
	var solve func()
	solve = func() {
		if count >= limit {
			return
		}
		var opts [81][]uint8
		best := -1
		for i := range 81 {
			if g[i] != 0 {
				continue
			}
			opts[i] = options(i)
			if len(opts[i]) == 0 {
				return
			}
			if best < 0 || len(opts[i]) < len(opts[best]) {
				best = i
			}
		}
		if best < 0 {
			count++
			return
		}
		// A digit with one place left in a house goes there.
		for _, h := range houses {
			for d := uint8(1); d <= 9; d++ {
				place, n := -1, 0
				for _, i := range h {
					if g[i] == d {
						n = -1
						break
					}
					if g[i] == 0 && slices.Contains(opts[i], d) {
						place, n = i, n+1
					}
				}
				if n == 0 {
					return
				}
				if n == 1 && len(opts[best]) > 1 {
					g[place] = d
					solve()
					g[place] = 0
					return
				}
			}
		}
		for _, d := range opts[best] {
			g[best] = d
			solve()
			g[best] = 0
		}
	}
	solve()
	return count
}

// BenchmarkGenerateVariant makes puzzles of each variant with a shape:
// ns/op is the time of one puzzle, with its uniqueness checks.
func BenchmarkGenerateVariant(b *testing.B) {
	for _, v := range variants {
		b.Run(v.String(), func(b *testing.B) {
			r := rand.New(rand.NewPCG(1, 2))
			for range b.N {
				sudoku.Generate(r, v)
			}
		})
	}
}
