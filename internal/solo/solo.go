// Package solo reads the game IDs of Simon Tatham's Solo (in Debian's
// sgt-puzzles), the desktop Sudoku that offers killer, jigsaw and X
// puzzles: "3x3k:…" for a killer, "9j:…" for a jigsaw, "3x3x:…" for X, and
// their mixes. The command line and the tests read Solo's puzzles with it;
// its errors are in English.
package solo

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// Parse reads a game ID of Simon Tatham's Solo for a 9x9 grid
// ("3x3k:…", "9j:…", "3x3x:…", with k for killer, x for X, and 9j for
// jigsaw) into a Puzzle. Solo writes a grid as runs of blanks (a–z for 1–26)
// and givens, with _ between two givens; a block structure (jigsaw regions,
// killer cages) as the walls between cells, first those between the
// columns of each row in reading order, then those between the rows of
// each column, each letter counting the non-walls before a wall (_ none, a
// one, …, y 25; z is 25 non-walls without a wall); and a killer's sums as
// a grid holding each cage's sum in its first cell.
//
// The errors say what is wrong and where, quoting the ID's text with its
// control characters escaped: no colon, a size other than 9x9, the wrong
// number of parts, a bad character, the wrong number of cells, a given
// out of 1 to 9 or a killer sum out of 1 to 45 (naming its cell, "r1c5"),
// or the puzzle's Validate error for a rule it breaks.
func Parse(id string) (sudoku.Puzzle, error) {
	params, desc, ok := strings.Cut(id, ":")
	if !ok {
		return sudoku.Puzzle{}, fmt.Errorf("solo: %q has no colon", id)
	}
	if !strings.HasPrefix(params, "3x3") && !strings.HasPrefix(params, "9j") {
		return sudoku.Puzzle{}, fmt.Errorf("solo: %q is not a 9x9 puzzle (3x3 or 9j)", params)
	}
	jigsaw := strings.HasPrefix(params, "9j")
	killer := strings.Contains(params, "k")
	var p sudoku.Puzzle
	p.Diagonals = strings.Contains(strings.TrimPrefix(params, "3x3"), "x")
	parts := strings.Split(desc, ",")
	if want := 1 + b2i(jigsaw) + 2*b2i(killer); len(parts) != want {
		return sudoku.Puzzle{}, fmt.Errorf("solo: %d parts after the colon; want %d for %q", len(parts), want, params)
	}
	grid, err := soloGrid(parts[0], false)
	if err != nil {
		return p, err
	}
	for i, d := range grid {
		p.Givens[i] = uint8(d)
	}
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
		sums, err := soloGrid(parts[next+1], true)
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
			p.Cages[k].Sum += sums[i]
		}
	}
	if err := p.Validate(); err != nil {
		return sudoku.Puzzle{}, fmt.Errorf("solo: %w", err)
	}
	return p, nil
}

// b2i returns 1 for true, 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// maxGiven and maxSum are the largest given and killer sum of a 9x9 grid:
// a cage of nine cells sums to 45.
const (
	maxGiven = 9
	maxSum   = 45
)

// soloGrid reads Solo's grid encoding into each cell's number, 0 for a
// blank: givens of 1 to maxGiven, or with sums a killer's sums, 1 to
// maxSum. A number out of range, or written with a leading 0 (which Solo
// never writes), is an error that names its cell.
func soloGrid(s string, sums bool) ([81]int, error) {
	var g [81]int
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
			if i >= 81 {
				return g, fmt.Errorf("solo: more than 81 cells")
			}
			n, err := strconv.Atoi(s[k:j])
			if err != nil || s[k] == '0' || n > maxGiven && !sums || n > maxSum {
				return g, outOfRange(i, s[k:j], sums)
			}
			g[i] = n
			i++
			k = j
		default:
			r, _ := utf8.DecodeRuneInString(s[k:])
			return g, fmt.Errorf("solo: bad character %q in a grid", r)
		}
	}
	if i != 81 {
		return g, fmt.Errorf("solo: %d cells in a grid; want 81", i)
	}
	return g, nil
}

// outOfRange returns the error of the number written digits in cell i of
// a grid of givens, or with sums of killer sums; a long number is cut
// short.
func outOfRange(i int, digits string, sums bool) error {
	if len(digits) > 10 {
		digits = digits[:10] + "…"
	}
	if sums {
		return fmt.Errorf("solo: the killer sum at %s is %s; want 1 to %d", sudoku.CellName(i), digits, maxSum)
	}
	return fmt.Errorf("solo: %s holds %s; want 1 to %d", sudoku.CellName(i), digits, maxGiven)
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
			return [81]int{}, fmt.Errorf("solo: bad character %q in a block structure", c)
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
