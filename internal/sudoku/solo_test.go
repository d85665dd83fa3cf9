package sudoku_test

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// parseSolo reads a game ID of Simon Tatham's Solo for a 9x9 grid
// ("3x3k:…", "9j:…", "3x3x:…", with k for killer, x for X, and 9j for
// jigsaw) into a Puzzle. Solo writes a grid as runs of blanks (a–z for 1–26)
// and givens, with _ between two givens; a block structure (jigsaw regions,
// killer cages) as the walls between cells, first those between the
// columns of each row in reading order, then those between the rows of
// each column, each letter counting the non-walls before a wall (_ none, a
// one, …, y 25; z is 25 non-walls without a wall); and a killer's sums as
// a grid holding each cage's sum in its first cell.
func parseSolo(id string) (sudoku.Puzzle, error) {
	params, desc, ok := strings.Cut(id, ":")
	if !ok {
		return sudoku.Puzzle{}, fmt.Errorf("no colon")
	}
	jigsaw := strings.HasPrefix(params, "9j")
	killer := strings.Contains(params, "k")
	var p sudoku.Puzzle
	p.Diagonals = strings.Contains(strings.TrimPrefix(params, "3x3"), "x")
	parts := strings.Split(desc, ",")
	grid, err := soloGrid(parts[0])
	if err != nil {
		return p, err
	}
	p.Givens = grid
	next := 1
	if jigsaw {
		blocks, err := soloBlocks(parts[next])
		if err != nil {
			return p, err
		}
		next++
		for i, b := range blocks {
			p.Regions[i] = uint8(b + 1)
		}
	}
	if killer {
		cages, err := soloBlocks(parts[next])
		if err != nil {
			return p, err
		}
		sums, err := soloGrid(parts[next+1])
		if err != nil {
			return p, err
		}
		byBlock := map[int]int{}
		for i, b := range cages {
			k, ok := byBlock[b]
			if !ok {
				k = len(p.Cages)
				byBlock[b] = k
				p.Cages = append(p.Cages, sudoku.Cage{})
			}
			p.Cages[k].Cells = append(p.Cages[k].Cells, i)
			p.Cages[k].Sum += int(sums[i])
		}
	}
	return p, nil
}

// soloGrid reads Solo's grid encoding; a killer sum above 9 is kept whole
// in a cell (the Grid holds it as a byte).
func soloGrid(s string) (sudoku.Grid, error) {
	var g sudoku.Grid
	i := 0
	for k := 0; k < len(s); {
		c := s[k]
		switch {
		case c >= 'a' && c <= 'z':
			i += int(c-'a') + 1
			k++
		case c == '_':
			k++
		case c >= '0' && c <= '9':
			j := k
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			n, _ := strconv.Atoi(s[k:j])
			if i >= 81 {
				return g, fmt.Errorf("too much data")
			}
			g[i] = uint8(n)
			i++
			k = j
		default:
			return g, fmt.Errorf("bad character %q", c)
		}
	}
	if i != 81 {
		return g, fmt.Errorf("%d cells", i)
	}
	return g, nil
}

// soloBlocks reads Solo's block structure encoding into each cell's block
// number, blocks numbered in order of their first cell.
func soloBlocks(s string) ([81]int, error) {
	var parent [81]int
	for i := range parent {
		parent[i] = i
	}
	find := func(x int) int {
		for parent[x] != x {
			x = parent[x]
		}
		return x
	}
	const edges = 2 * 9 * 8
	edge := func(e int) (int, int) {
		if e < 72 {
			y, x := e/8, e%8
			return y*9 + x, y*9 + x + 1
		}
		x, y := (e-72)/8, (e-72)%8
		return y*9 + x, (y+1)*9 + x
	}
	e := 0
	join := func(n int) {
		for ; n > 0 && e < edges; n-- {
			a, b := edge(e)
			parent[find(a)] = find(b)
			e++
		}
	}
	for _, c := range s {
		switch {
		case c == 'z':
			join(25)
		case c == '_':
			e++ // a wall
		case c >= 'a' && c <= 'y':
			join(int(c-'a') + 1)
			e++
		default:
			return [81]int{}, fmt.Errorf("bad character %q", c)
		}
	}
	var blocks [81]int
	number := map[int]int{}
	for i := range blocks {
		r := find(i)
		n, ok := number[r]
		if !ok {
			n = len(number)
			number[r] = n
		}
		blocks[i] = n
	}
	return blocks, nil
}

// soloPuzzles returns the puzzles of testdata/solo.txt whose game ID
// starts with prefix ("" for all).
func soloPuzzles(tb testing.TB, prefix string) []sudoku.Puzzle {
	f, err := os.Open("testdata/solo.txt")
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var out []sudoku.Puzzle
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if id := sc.Text(); strings.HasPrefix(id, prefix) && id != "" && !strings.HasPrefix(id, "#") {
			p, err := parseSolo(id)
			if err != nil {
				tb.Fatalf("%s: %v", id, err)
			}
			out = append(out, p)
		}
	}
	return out
}

// BenchmarkSolveKiller solves Solo's killer puzzles, which have no givens,
// every level: ns/op is the time of one solve with the uniqueness check.
func BenchmarkSolveKiller(b *testing.B) {
	puzzles := soloPuzzles(b, "3x3k:")
	b.ResetTimer()
	for i := range b.N {
		if _, err := sudoku.Solve(puzzles[i%len(puzzles)]); err != nil {
			b.Fatal(err)
		}
	}
}

// TestSoloPuzzles solves the puzzles of Solo in testdata/solo.txt (killer,
// jigsaw, X and their combinations, every level Solo has): each has
// exactly one solution, which keeps every rule of its shape.
func TestSoloPuzzles(t *testing.T) {
	f, err := os.Open("testdata/solo.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		id := sc.Text()
		if id == "" || strings.HasPrefix(id, "#") {
			continue
		}
		n++
		p, err := parseSolo(id)
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
		t.Errorf("read %d puzzles; want the 72 of testdata/solo.txt", n)
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
