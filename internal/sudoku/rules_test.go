package sudoku_test

import (
	"slices"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// TestRules checks what Rules say of cells: classic peers, a jigsaw's
// regions instead of boxes, X's diagonals, and a killer cage's sum.
func TestRules(t *testing.T) {
	classic := (&sudoku.Puzzle{}).Rules()
	if n := len(classic.Peers(40)); n != 20 {
		t.Errorf("classic r5c5 has %d peers; want 20", n)
	}
	x := (&sudoku.Puzzle{Diagonals: true}).Rules()
	peer := func(i, j uint8) bool { return slices.Contains(x.Peers(int(i)), j) }
	if n := len(x.Peers(40)); n != 20+12 || !peer(0, 80) || !peer(8, 72) || peer(1, 80) {
		t.Errorf("X r5c5 has %d peers, r1c1~r9c9 %v; want 32 and the diagonals as houses", n, peer(0, 80))
	}
	k := (&sudoku.Puzzle{Cages: []sudoku.Cage{{Sum: 4, Cells: []int{0, 1}}, {Sum: 17, Cells: []int{30, 31}}}}).Rules()
	var b sudoku.Grid
	if got := k.Candidates(b[:], 0); got != sudoku.DigitSet(1, 3) {
		t.Errorf("a 2-cell 4: candidates %v; want 1 and 3", got.List())
	}
	if got := k.Candidates(b[:], 30); got != sudoku.DigitSet(8, 9) {
		t.Errorf("a 2-cell 17: candidates %v; want 8 and 9", got.List())
	}
	b[0] = 3
	if got := k.Candidates(b[:], 1); got != sudoku.DigitSet(1) {
		t.Errorf("a 2-cell 4 with 3: candidates %v; want 1", got.List())
	}
	b[1] = 2
	if !k.Conflict(b[:], 0) || !k.Conflict(b[:], 1) {
		t.Error("a 2-cell 4 holding 3 and 2: no conflict shown")
	}
	b[1] = 1
	if k.Conflict(b[:], 0) || k.Conflict(b[:], 1) {
		t.Error("a 2-cell 4 holding 3 and 1: a conflict shown")
	}
	b[30] = 7
	if !k.Conflict(b[:], 30) {
		t.Error("a 2-cell 17 holding 7: no conflict shown (the other cell would need 10)")
	}
}

// TestAllowedShape checks AllowedShape against AllowsShape asked of each
// digit, on every cell of a half-filled killer, of an X
// puzzle and of a 6x6 grid.
func TestAllowedShape(t *testing.T) {
	killer := &sudoku.Puzzle{Cages: []sudoku.Cage{{Sum: 4, Cells: []int{0, 1}}, {Sum: 17, Cells: []int{30, 31}}, {Sum: 15, Cells: []int{60, 61, 62}}}}
	var g sudoku.Grid
	for i, c := range "534678912672195348198342567859761423426853791713924856961537284287419635345286179" {
		if i%3 != 0 {
			g[i] = uint8(c - '0')
		}
	}
	regions := make([]uint8, 36)
	for i := range regions {
		regions[i] = uint8(i/6/2*2 + i%6/3)
	}
	b6 := make([]uint8, 36)
	b6[0], b6[7], b6[14] = 1, 3, 5
	for _, tt := range []struct {
		name  string
		rules *sudoku.Rules
		b     []uint8
	}{
		{"killer", killer.Rules(), g[:]},
		{"X", (&sudoku.Puzzle{Diagonals: true}).Rules(), g[:]},
		{"6x6", sudoku.NewRules(6, regions, false, nil), b6},
	} {
		n := tt.rules.Size()
		for i := range n * n {
			var want sudoku.Digits
			for d := 1; d <= n; d++ {
				if tt.rules.AllowsShape(tt.b, i, d) {
					want = want.Add(d)
				}
			}
			if got := tt.rules.AllowedShape(tt.b, i); got != want {
				t.Errorf("%s: AllowedShape(cell %d) = %v; want %v", tt.name, i, got.List(), want.List())
			}
		}
	}
}
