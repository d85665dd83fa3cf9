package sudoku_test

import (
	"fmt"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/puzzlesets"
	"github.com/sudoku-devs/sudoku/internal/solo"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// soloPuzzles returns the puzzles of Solo's sample (puzzlesets.Solo) of
// variant v.
func soloPuzzles(tb testing.TB, v sudoku.Variant) []sudoku.Puzzle {
	var out []sudoku.Puzzle
	for _, p := range puzzlesets.SoloPuzzles(tb) {
		if p.Variant() == v {
			out = append(out, p)
		}
	}
	return out
}

// BenchmarkSolveKiller solves Solo's killer puzzles, which have no givens,
// every level: ns/op is the time of one solve with the uniqueness check.
func BenchmarkSolveKiller(b *testing.B) {
	puzzles := soloPuzzles(b, sudoku.Killer)
	b.ResetTimer()
	for i := range b.N {
		if _, err := sudoku.Solve(puzzles[i%len(puzzles)]); err != nil {
			b.Fatal(err)
		}
	}
}

// TestSoloPuzzles solves the puzzles of Solo's sample (killer, jigsaw, X
// and their combinations, every level Solo has): each has exactly one
// solution, which keeps every rule of its shape.
func TestSoloPuzzles(t *testing.T) {
	n := 0
	for _, id := range puzzlesets.Sample(puzzlesets.Solo) {
		n++
		p, err := solo.Parse(id)
		if err != nil {
			t.Errorf("%s: %v", id, err)
			continue
		}
		if err := p.Validate(); err != nil {
			t.Errorf("%s: Validate() = %v", id, err)
			continue
		}
		if got := sudoku.CountSolutions(p, 2); got != 1 {
			t.Errorf("%s: CountSolutions = %d; want 1", id, got)
			continue
		}
		sol, err := sudoku.Solve(p)
		if err != nil {
			t.Errorf("%s: Solve = %v", id, err)
			continue
		}
		if err := keepsRules(p, sol); err != nil {
			t.Errorf("%s: solution %s: %v", id, sol, err)
		}
	}
	if n < 70 {
		t.Errorf("read %d puzzles; want the 72 of Solo's sample", n)
	}
}

// keepsRules returns what of p's rules the complete grid sol breaks: a
// given changed, a digit twice in a row, column, box or region, diagonal
// or cage, or a cage's sum missed.
func keepsRules(p sudoku.Puzzle, sol sudoku.Grid) error {
	for i, d := range p.Givens {
		if d != 0 && sol[i] != d {
			return fmt.Errorf("given %d in %s changed", d, sudoku.CellName(i))
		}
	}
	houses := testHouses(p)
	for _, h := range houses {
		seen := map[uint8]bool{}
		for _, c := range h {
			if sol[c] < 1 || sol[c] > 9 || seen[sol[c]] {
				return fmt.Errorf("house %v holds %d twice or out of range", h, sol[c])
			}
			seen[sol[c]] = true
		}
	}
	for _, c := range p.Cages {
		seen, sum := map[uint8]bool{}, 0
		for _, i := range c.Cells {
			if seen[sol[i]] {
				return fmt.Errorf("cage %v holds %d twice", c, sol[i])
			}
			seen[sol[i]] = true
			sum += int(sol[i])
		}
		if sum != c.Sum {
			return fmt.Errorf("cage %v sums to %d", c, sum)
		}
	}
	return nil
}

// testHouses returns the houses of p as the tests read them from its
// fields, independently of the package: rows, columns, regions (or boxes)
// and, for X Sudoku, the two diagonals.
func testHouses(p sudoku.Puzzle) [][]int {
	regions := p.Regions
	if regions.IsZero() {
		regions = sudoku.BoxRegions()
	}
	var houses [][]int
	for k := range 9 {
		var row, col, region, down, up []int
		for j := range 9 {
			row, col = append(row, k*9+j), append(col, j*9+k)
			down, up = append(down, j*10), append(up, j*8+8)
		}
		for i, r := range regions {
			if int(r) == k+1 {
				region = append(region, i)
			}
		}
		houses = append(houses, row, col, region)
		if k == 0 && p.Diagonals {
			houses = append(houses, down, up)
		}
	}
	return houses
}
