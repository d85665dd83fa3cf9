package sudoku_test

import (
	"testing"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// TestLettersRule checks the size variant's rule as Letters states it, on
// the first run r1c1-r1c3 with letters S, L, M: which digits Allows lets a
// cell take with room for the letters between, what Candidates leaves, and
// which digits Conflict marks.
func TestLettersRule(t *testing.T) {
	var z sudoku.Letters
	z[0], z[1], z[2] = sudoku.Small, sudoku.Large, sudoku.Medium
	tests := []struct {
		name  string
		board map[int]uint8
		cell  int
		want  string // the digits 1–9 Allows lets cell take
		cands string // Candidates of the cell
		clash []int  // the cells Conflict marks
	}{
		{"empty run: S", nil, 0, "1234567", "1234567", nil},
		{"empty run: L", nil, 1, "3456789", "3456789", nil},
		{"empty run: M", nil, 2, "2345678", "2345678", nil},
		{"L is 5: S below M below 5", map[int]uint8{1: 5}, 0, "123", "123", nil},
		{"L is 5: M", map[int]uint8{1: 5}, 2, "234", "234", nil},
		{"S is 4, L is 9: M between", map[int]uint8{0: 4, 1: 9}, 2, "5678", "5678", nil},
		{"S is 6 above M's 2: L only weighs each", map[int]uint8{0: 6, 2: 2}, 1, "89", "89", []int{0, 2}},
		{"M and L in order, S free", map[int]uint8{1: 8, 2: 3}, 0, "12", "12", nil},
	}
	for _, tt := range tests {
		var b sudoku.Grid
		for c, d := range tt.board {
			b[c] = d
		}
		got := ""
		for d := 1; d <= 9; d++ {
			if z.Allows(&b, tt.cell, d) {
				got += string(rune('0' + d))
			}
		}
		if got != tt.want {
			t.Errorf("%s: Allows r1c%d = %q; want %q", tt.name, tt.cell+1, got, tt.want)
		}
		if b[tt.cell] == 0 {
			c := z.Candidates(&b, tt.cell)
			s := ""
			for _, d := range c.List() {
				s += string(rune('0' + d))
			}
			if s != tt.cands {
				t.Errorf("%s: Candidates r1c%d = %q; want %q", tt.name, tt.cell+1, s, tt.cands)
			}
		}
		var clash []int
		for c := 0; c < 81; c++ {
			if z.Conflict(&b, c) {
				clash = append(clash, c)
			}
		}
		if len(clash) != len(tt.clash) || (len(clash) > 0 && (clash[0] != tt.clash[0] || clash[len(clash)-1] != tt.clash[len(tt.clash)-1])) {
			t.Errorf("%s: Conflict marks %v; want %v", tt.name, clash, tt.clash)
		}
	}
	var none sudoku.Letters
	var b sudoku.Grid
	if c := none.Candidates(&b, 0); c != b.Candidates(0) {
		t.Errorf("no letters: Candidates = %v; want Grid.Candidates %v", c, b.Candidates(0))
	}
	for _, s := range []string{"classic", "sml", "size"} {
		if _, err := sudoku.ParseVariant(s); err != nil {
			t.Errorf("ParseVariant(%q) = %v", s, err)
		}
	}
	if _, err := sudoku.ParseVariant("snake"); err == nil {
		t.Error("ParseVariant(snake) = nil error; want one")
	}
}

// TestVariantName names every kind and mix in the words the game shows.
func TestVariantName(t *testing.T) {
	tests := []struct {
		v    sudoku.Variant
		want string
	}{
		{sudoku.Classic, "Classic"},
		{sudoku.SizeVariant, "Size"},
		{sudoku.Killer, "Killer"},
		{sudoku.Jigsaw, "Jigsaw"},
		{sudoku.XVariant, "X"},
		{sudoku.Killer | sudoku.XVariant, "Killer X"},
		{sudoku.Killer | sudoku.Jigsaw, "Jigsaw Killer"},
		{sudoku.Jigsaw | sudoku.XVariant, "Jigsaw X"},
		{sudoku.Killer | sudoku.Jigsaw | sudoku.XVariant, "Jigsaw Killer X"},
	}
	for _, tt := range tests {
		if got := tt.v.Name(); got != tt.want {
			t.Errorf("Variant(%v).Name() = %q; want %q", tt.v, got, tt.want)
		}
	}
}
