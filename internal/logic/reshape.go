package logic

import (
	"math/rand/v2"
	"slices"

	"github.com/sudoku-devs/sudoku/internal/variant"
)

// reshapeRounds is how many moves reshapedJigsaw tries, a cell of the
// grid each: enough to move about half the cells of a 16x16 grid out of
// their boxes, as far as random regions of 12x12 lie from theirs.
const reshapeRounds = 3000

// reshapedJigsaw returns jigsaw regions of an n×n grid (a region's number
// by cell, row by row) and a full grid that keeps them (n*n digits, row
// by row), both drawn from r: the way GenerateJigsaw makes grids above
// maxFilledJigsaw, where random regions (variant.JigsawRegions) seldom
// have a grid, or one that a search finds in time.
//
// It starts from a grid filled on the boxes (fillSized) and the boxes as
// regions, and makes moves that keep the grid a solution, of two kinds
// in turn:
//   - a trade: a cell and the cell of a neighbouring region that holds the
//     same digit change regions, kept when both regions stay connected;
//     each region still holds every digit once;
//   - a swap: the cells holding digits x and y that a row, a column or a
//     region ties together (the x of a row and its y, and so on, as far
//     as it goes) trade digits, when they are not all the grid's x and y
//     cells (that would rename the digits only); each row, column and
//     region that has one of them has both, so each still holds every
//     digit once.
//
// Trades alone soon stall near the boxes: a region's digit seldom lies on
// its border with the region that holds the same digit on the other side.
// The swaps move digits about, so that other trades open.
func reshapedJigsaw(r *rand.Rand, n int) (regions, grid []int) {
	regions = slices.Clone(variant.BoxRegions(n))
	grid = fillSized(r, n, regions)
	s := newReshaper(n, regions, grid)
	for k := range reshapeRounds * n * n {
		if k%4 == 0 {
			s.swap(r)
		} else {
			s.trade(r)
		}
	}
	return regions, grid
}

// reshaper is reshapedJigsaw's state: the regions and the grid, and where
// each digit lies in each row, column and region.
type reshaper struct {
	n             int
	regions, grid []int
	inRow         [][]int // inRow[row][d]: the cell of the row holding d
	inCol         [][]int
	inRegion      [][]int
	seen          []bool // scratch: the cells reached, by cell
	stack         []int  // scratch
}

// newReshaper returns the reshaper of regions and grid, which it changes.
func newReshaper(n int, regions, grid []int) *reshaper {
	s := &reshaper{n: n, regions: regions, grid: grid, seen: make([]bool, n*n)}
	table := func() [][]int {
		t := make([][]int, n)
		for i := range t {
			t[i] = make([]int, n+1)
		}
		return t
	}
	s.inRow, s.inCol, s.inRegion = table(), table(), table()
	for i := range grid {
		s.put(i, grid[i])
	}
	return s
}

// put writes digit d in cell i, in the grid and the tables.
func (s *reshaper) put(i, d int) {
	s.grid[i] = d
	s.inRow[i/s.n][d] = i
	s.inCol[i%s.n][d] = i
	s.inRegion[s.regions[i]][d] = i
}

// trade moves a random cell into the region of a random neighbour, and
// that region's cell of the same digit the other way, when both regions
// stay connected.
func (s *reshaper) trade(r *rand.Rand) {
	n := s.n
	a := r.IntN(n * n)
	var near [4]int
	k := 0
	for _, j := range [4]int{a - n, a + n, a - 1, a + 1} {
		if j >= 0 && j < n*n && (j/n == a/n || j%n == a%n) {
			near[k] = j
			k++
		}
	}
	ra, rb := s.regions[a], s.regions[near[r.IntN(k)]]
	if ra == rb {
		return
	}
	d := s.grid[a]
	b := s.inRegion[rb][d]
	s.regions[a], s.regions[b] = rb, ra
	if !s.connected(ra, b) || !s.connected(rb, a) {
		s.regions[a], s.regions[b] = ra, rb
		return
	}
	s.inRegion[ra][d], s.inRegion[rb][d] = b, a
}

// swap trades digits x and y, drawn at random, over the cells that a row,
// a column or a region ties to the x of a random region, when those are
// not all the grid's cells of x and y.
func (s *reshaper) swap(r *rand.Rand) {
	n := s.n
	x, y := 1+r.IntN(n), 1+r.IntN(n)
	if x == y {
		return
	}
	clear(s.seen)
	start := s.inRegion[r.IntN(n)][x]
	s.seen[start] = true
	part := []int{start}
	for k := 0; k < len(part); k++ {
		i := part[k]
		other := x + y - s.grid[i]
		for _, j := range [3]int{s.inRow[i/n][other], s.inCol[i%n][other], s.inRegion[s.regions[i]][other]} {
			if !s.seen[j] {
				s.seen[j] = true
				part = append(part, j)
			}
		}
	}
	if len(part) == 2*n {
		return
	}
	for _, i := range part {
		s.put(i, x+y-s.grid[i])
	}
}

// connected reports whether region k's cells are orthogonally connected:
// all n of them reached from cell from, one of them.
func (s *reshaper) connected(k, from int) bool {
	n := s.n
	clear(s.seen)
	s.stack = append(s.stack[:0], from)
	s.seen[from] = true
	count := 0
	for len(s.stack) > 0 {
		i := s.stack[len(s.stack)-1]
		s.stack = s.stack[:len(s.stack)-1]
		count++
		for _, j := range [4]int{i - n, i + n, i - 1, i + 1} {
			if j >= 0 && j < n*n && (j/n == i/n || j%n == i%n) && !s.seen[j] && s.regions[j] == k {
				s.seen[j] = true
				s.stack = append(s.stack, j)
			}
		}
	}
	return count == n
}
