package sudoku

import "github.com/sudoku-devs/sudoku/internal/message"

// Grid is a Sudoku grid: 81 cells row by row (cell i is in row i/9, column i%9,
// 0-based), each 0 for blank or a digit 1–9. The zero Grid is the empty grid.
type Grid [81]uint8

// Houses lists the cells of the 27 houses: Houses[0:9] are rows 1–9,
// Houses[9:18] columns 1–9 and Houses[18:27] boxes 1–9, each left to right and
// top to bottom.
var Houses [27][9]uint8

// Peers lists, for each of the 81 cells, the 20 other cells that share its row,
// column or box, in increasing order.
var Peers [81][20]uint8

// CellHouses gives, for each cell, the indexes into Houses of its row, column and
// box, in that order.
var CellHouses [81][3]uint8

func init() {
	for i := 0; i < 9; i++ {
		for j := 0; j < 9; j++ {
			Houses[i][j] = uint8(i*9 + j)
			Houses[9+i][j] = uint8(j*9 + i)
			Houses[18+i][j] = uint8((i/3*3+j/3)*9 + i%3*3 + j%3)
		}
	}
	for h, house := range Houses {
		for _, c := range house {
			CellHouses[c][h/9] = uint8(h)
		}
	}
	for c, hc := range CellHouses {
		n := 0
		for p, hp := range CellHouses {
			if p != c && (hp[0] == hc[0] || hp[1] == hc[1] || hp[2] == hc[2]) {
				Peers[c][n] = uint8(p)
				n++
			}
		}
	}
}

// Row returns the 0-based row (0–8) of cell i (0–80).
func Row(i int) int { return i / 9 }

// Col returns the 0-based column (0–8) of cell i (0–80).
func Col(i int) int { return i % 9 }

// Box returns the 0-based box (0–8, left to right, top to bottom) of cell i (0–80).
func Box(i int) int { return i/27*3 + i%9/3 }

// CellName returns the name people use for cell i (0–80): "r1c1" … "r9c9",
// row first, 1-based.
func CellName(i int) string { return message.Cell(i).English() }

// HouseName returns a readable name for house h (an index into Houses):
// "row 3", "column 5" or "box 9".
func HouseName(h int) string { return message.House(h).English() }

// Filled returns the number of cells of g that hold a digit: the givens of
// a puzzle.
func (g Grid) Filled() int {
	n := 0
	for _, d := range g {
		if d != 0 {
			n++
		}
	}
	return n
}

// Complete reports whether every cell of g holds a digit. It does not check
// the rules; Validate does.
func (g Grid) Complete() bool {
	for _, d := range g {
		if d == 0 {
			return false
		}
	}
	return true
}

// Candidates returns the digits that can go in cell i of g without repeating a
// digit in its row, column or box: the digits none of its peers hold. For a
// filled cell it returns the same as for a blank one, ignoring the cell's own
// digit.
func (g Grid) Candidates(i int) Digits {
	used := Digits(0)
	for _, p := range Peers[i] {
		used = used.Add(int(g[p]))
	}
	return AllDigits &^ used
}

// Legal reports whether digit d (1–9) can go in cell i of g: no peer holds d.
func (g Grid) Legal(i, d int) bool { return g.Candidates(i).Has(d) }
