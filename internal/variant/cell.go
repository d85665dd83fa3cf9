package variant

import "strconv"

// Cell names one cell of a grid of a given size as solvers write it: row
// and column from 1, "r1c1" … "r16c16". A cell index is row*Size+col, from 0.
type Cell struct{ Row, Col int }

// CellOf returns the name of cell index i of a grid of size n.
func CellOf(i, n int) Cell { return Cell{Row: i/n + 1, Col: i%n + 1} }

// English returns the cell as solvers write it, "r1c5".
func (c Cell) English() string { return "r" + strconv.Itoa(c.Row) + "c" + strconv.Itoa(c.Col) }

// String is English.
func (c Cell) String() string { return c.English() }

// parseCellName reads a cell as f-puzzles writes it, "R1C1" (either case),
// into its row and column from 1; rows and columns 0 and n+1 are the clue
// positions outside the grid, which only clues use. It reports false for
// anything else.
func parseCellName(s string, n int) (row, col int, ok bool) {
	if len(s) < 4 || (s[0] != 'R' && s[0] != 'r') {
		return 0, 0, false
	}
	k := 1
	for k < len(s) && s[k] >= '0' && s[k] <= '9' {
		k++
	}
	if k == 1 || k > 3 || k >= len(s) || (s[k] != 'C' && s[k] != 'c') {
		return 0, 0, false
	}
	r, err1 := strconv.Atoi(s[1:k])
	c, err2 := strconv.Atoi(s[k+1:])
	if err1 != nil || err2 != nil || len(s)-k-1 > 2 || r > n+1 || c > n+1 {
		return 0, 0, false
	}
	return r, c, true
}
