package sudoku_test

import (
	"errors"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// TestValidateShape checks that Validate names what is wrong with a
// puzzle's regions, diagonals and cages in a person's words.
func TestValidateShape(t *testing.T) {
	boxes := sudoku.BoxRegions()
	swapped := boxes
	swapped[0], swapped[80] = 9, 1 // r1c1 and r9c9 change regions: both cut off
	short := boxes
	short[0] = 2 // region 1 has 8 cells, region 2 ten
	bad := boxes
	bad[40] = 12
	var diag sudoku.Grid
	diag[0], diag[80] = 5, 5
	var caged, cageOnly sudoku.Grid
	caged[0], caged[1] = 3, 3
	cageOnly[20], cageOnly[30] = 5, 5
	tests := []struct {
		name string
		p    sudoku.Puzzle
		want string
	}{
		{"boxes as regions", sudoku.Puzzle{Regions: boxes}, ""},
		{"a region value", sudoku.Puzzle{Regions: bad}, "r5c5 is in region 12; want 1 to 9"},
		{"a region short", sudoku.Puzzle{Regions: short}, "region 1 has 8 cells; want 9"},
		{"a region apart", sudoku.Puzzle{Regions: swapped}, "region 1 is not connected: r9c9 is apart from the rest"},
		{"X: a repeat on a diagonal", sudoku.Puzzle{Givens: diag, Diagonals: true}, "duplicate 5 in diagonal r1c1-r9c9: r1c1 and r9c9"},
		{"a cell in two cages", sudoku.Puzzle{Cages: []sudoku.Cage{{Sum: 3, Cells: []int{0, 1}}, {Sum: 4, Cells: []int{1, 2}}}}, "r1c2 is in two cages"},
		{"a sum too big", sudoku.Puzzle{Cages: []sudoku.Cage{{Sum: 50, Cells: []int{0, 1}}}}, "cage at r1c1 sums to 50; 2 cells sum to 3 to 17"},
		{"a cage apart", sudoku.Puzzle{Cages: []sudoku.Cage{{Sum: 10, Cells: []int{0, 2}}}}, "cage at r1c1 is not connected: r1c3 is apart from the rest"},
		{"a cage of ten", sudoku.Puzzle{Cages: []sudoku.Cage{{Sum: 45, Cells: []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}}}, "a cage has 10 cells; want 1 to 9"},
		{"a cell out of range", sudoku.Puzzle{Cages: []sudoku.Cage{{Sum: 5, Cells: []int{81}}}}, "a cage names cell 81; want 0 to 80"},
		{"givens over the sum", sudoku.Puzzle{Givens: sudoku.Grid{9}, Cages: []sudoku.Cage{{Sum: 9, Cells: []int{0, 1}}}}, "cage at r1c1 sums to 9, but its givens add up to 9"},
		{"a repeat in a row and a cage", sudoku.Puzzle{Givens: caged, Cages: []sudoku.Cage{{Sum: 12, Cells: []int{0, 9, 10, 1}}}}, "duplicate 3 in row 1 and box 1: r1c1 and r1c2"},
		{"a repeat in a cage only", sudoku.Puzzle{Givens: cageOnly, Cages: []sudoku.Cage{{Sum: 15, Cells: []int{20, 21, 30}}}}, "duplicate 5 in a cage: r3c3 and r4c4"},
		{"letters with cages", sudoku.Puzzle{Letters: sudoku.LettersOf(solvedGrid()), Cages: []sudoku.Cage{{Sum: 3, Cells: []int{0, 1}}}}, "the size variant does not combine with regions, diagonals or cages"},
	}
	for _, tt := range tests {
		err := tt.p.Validate()
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != tt.want {
			t.Errorf("%s: Validate() = %q; want %q", tt.name, got, tt.want)
		}
		if tt.want != "" && sudoku.CountSolutions(tt.p, 2) != 0 {
			t.Errorf("%s: CountSolutions > 0 for a puzzle that breaks a rule", tt.name)
		}
	}
	var conflict *sudoku.ConflictError
	jig := sudoku.Puzzle{Regions: boxes}
	jig.Givens[0], jig.Givens[10] = 4, 4
	if err := jig.Validate(); !errors.As(err, &conflict) || err.Error() != "duplicate 4 in the region of r1c1: r1c1 and r2c2" {
		t.Errorf("jigsaw repeat: Validate() = %v; want a *ConflictError naming the region by a cell in it (r1c1)", err)
	}
	cage := sudoku.Puzzle{Cages: []sudoku.Cage{{Sum: 10, Cells: []int{0, 9}}}}
	cage.Givens[0], cage.Givens[9] = 5, 5
	if err := cage.Validate(); err == nil || err.Error() != "duplicate 5 in column 1 and box 1: r1c1 and r2c1" {
		t.Errorf("cage repeat: Validate() = %v", err)
	}
}

// solvedGrid returns a complete valid grid.
func solvedGrid() sudoku.Grid {
	g, err := sudoku.FirstSolution(sudoku.Puzzle{})
	if err != nil {
		panic(err)
	}
	return g
}

// TestVariantSolverAgrees checks the variant solver against the classic
// one: a classic puzzle given as a jigsaw of its own boxes has the same
// solutions, and an X puzzle's solution keeps both diagonals.
func TestVariantSolverAgrees(t *testing.T) {
	for _, text := range []string{
		"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
		"1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
		"..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
	} {
		g, err := sudoku.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		classic, cerr := sudoku.Solve(sudoku.Puzzle{Givens: g})
		jig, jerr := sudoku.Solve(sudoku.Puzzle{Givens: g, Regions: sudoku.BoxRegions()})
		if classic != jig || (cerr == nil) != (jerr == nil) {
			t.Errorf("%s: classic %s, %v; as a jigsaw %s, %v", text, classic, cerr, jig, jerr)
		}
	}
	var empty sudoku.Puzzle
	empty.Diagonals = true
	if n := sudoku.CountSolutions(empty, 2); n != 2 {
		t.Errorf("empty X grid: %d solutions; want 2 (several)", n)
	}
	sol, err := sudoku.FirstSolution(empty)
	if err != nil {
		t.Fatal(err)
	}
	if err := keepsRules(empty, sol); err != nil {
		t.Errorf("empty X grid's first solution %s: %v", sol, err)
	}
}
