package variant

import (
	"context"
	"slices"
	"strings"
	"testing"
)

// TestSumRepeating narrows cells whose digits may repeat to the digits of
// the fillings that add up to a target.
func TestSumRepeating(t *testing.T) {
	tests := []struct {
		name   string
		cands  []Set
		target int
		want   []Set // nil: no filling
	}{
		{"the smallest sum", []Set{Full(9), Full(9), Full(9)}, 3, []Set{Of(1), Of(1), Of(1)}},
		{"the largest sum", []Set{Full(9), Full(9), Full(9)}, 27, []Set{Of(9), Of(9), Of(9)}},
		{"below every filling", []Set{Full(9), Full(9), Full(9)}, 2, nil},
		{"a repeat allowed", []Set{Of(2, 5), Of(2, 5)}, 4, []Set{Of(2), Of(2)}},
		{"a cell that settles the rest", []Set{Of(8), Full(9), Of(1, 2)}, 11, []Set{Of(8), Of(1, 2), Of(1, 2)}},
	}
	for _, tt := range tests {
		b := &Board{n: 9, cand: make([]Set, len(tt.cands))}
		copy(b.cand, tt.cands)
		cells := make([]int, len(tt.cands))
		for i := range cells {
			cells[i] = i
		}
		ok := sumRepeating(b, cells, tt.target)
		if ok != (tt.want != nil) {
			t.Errorf("%s: sumRepeating = %v; want %v", tt.name, ok, tt.want != nil)
			continue
		}
		for i, w := range tt.want {
			if b.cand[i] != w {
				t.Errorf("%s: cell %d keeps %v; want %v", tt.name, i, b.cand[i], w)
			}
		}
	}
}

// classicSeen returns the peers of an empty classic 9x9 puzzle as the
// solver hands them to a Board: rows, columns and boxes.
func classicSeen(t *testing.T) ([]uint64, int) {
	t.Helper()
	row := "[" + strings.Repeat("{},", 8) + "{}]"
	p, err := Read(`{"size":9,"grid":[` + strings.Repeat(row+",", 8) + row + `]}`)
	if err != nil {
		t.Fatal(err)
	}
	s := newSolver(p)
	return s.seen, s.words
}

// TestLineRestrict narrows the lines and clues whose cells add up or
// count: each keeps exactly the digits of some filling that keeps the rule,
// with different digits where cells see each other.
func TestLineRestrict(t *testing.T) {
	seen, words := classicSeen(t)
	row := []int{0, 1, 2, 3, 4, 5, 6, 7, 8}
	// A line of 17 cells of which no two in a row see each other, each
	// 1 or 9: it adds up to 17 plus a multiple of 8, up to 153.
	winding := []int{0, 12, 24, 28, 40, 52, 56, 68, 80, 1, 13, 25, 29, 41, 53, 57, 69}
	ones := map[int]Set{72: Of(1), 73: Of(4, 5), 74: Of(2, 5)}
	onesWant := map[int]Set{72: Of(1), 73: Of(4), 74: Of(5)}
	for _, i := range winding {
		ones[i], onesWant[i] = Of(1, 9), Of(1, 9)
	}
	tests := []struct {
		name  string
		c     Constraint
		cands map[int]Set // the others hold every digit
		want  map[int]Set // nil: no filling
	}{
		// Of 142, 145, 152 and 155, the line makes 145 only (16 nines).
		{"a pill past 128 over a line of 17", &arrow{bulb: []int{72, 73, 74}, line: winding}, ones, onesWant},
		{"a pill's numbers bound its line", &arrow{bulb: []int{0, 1}, line: []int{9, 10, 11}},
			map[int]Set{0: Of(1), 1: Of(4, 5, 6), 9: Of(3, 4), 10: Of(4, 5), 11: Of(5, 6)},
			map[int]Set{0: Of(1), 1: Of(4, 5), 9: Of(3, 4), 10: Of(5), 11: Of(6)}},
		{"a one-cell bulb", &arrow{bulb: []int{0}, line: []int{9, 10}},
			map[int]Set{0: Of(3, 9), 9: Of(1, 2), 10: Of(1, 2)},
			map[int]Set{0: Of(3), 9: Of(1, 2), 10: Of(1, 2)}},
		{"a little killer differs within a box", &littleKiller{cells: []int{0, 10, 20}, sum: 6}, nil,
			map[int]Set{0: Of(1, 2, 3), 10: Of(1, 2, 3), 20: Of(1, 2, 3)}},
		{"a little killer's sum three cells of a box cannot make", &littleKiller{cells: []int{0, 10, 20}, sum: 3}, nil, nil},
		{"a little killer repeats across boxes", &littleKiller{cells: []int{2, 12}, sum: 2}, nil,
			map[int]Set{2: Of(1), 12: Of(1)}},
		{"an X-sum's first digit needs a combination after it", &xSum{line: row, sum: 10},
			map[int]Set{0: Of(2, 3, 4), 1: Of(1, 2, 3, 6)},
			map[int]Set{0: Of(3, 4), 1: Of(1, 2, 3, 6), 2: Of(1, 2, 3, 5, 6), 3: Full(9)}},
		{"one skyscraper seen", &skyscraper{line: row, n: 9, count: 1}, nil,
			map[int]Set{0: Of(9), 1: Full(9)}},
		{"every skyscraper seen", &skyscraper{line: row, n: 9, count: 9}, nil,
			map[int]Set{0: Of(1), 4: Of(5), 8: Of(9)}},
		{"two skyscrapers seen behind a nine", &skyscraper{line: row, n: 9, count: 2},
			map[int]Set{0: Of(9)}, nil},
		{"a zipper's pairs share the centre's sum", &zipperLine{cells: []int{0, 1, 2}},
			map[int]Set{0: Of(1, 2), 1: Of(3, 4, 9), 2: Of(2, 3)},
			map[int]Set{0: Of(1), 1: Of(3, 4), 2: Of(2, 3)}},
	}
	for _, tt := range tests {
		b := openBoard(81, tt.cands)
		b.seen, b.words = seen, words
		wantNarrowed(t, tt.name+": Restrict", b, tt.c.Restrict(b), tt.want)
	}
}

// openBoard returns a 9x9 Board of cells cells, each holding every digit
// but those of cands.
func openBoard(cells int, cands map[int]Set) *Board {
	b := &Board{n: 9, cand: make([]Set, cells)}
	for i := range b.cand {
		b.cand[i] = Full(9)
	}
	for i, s := range cands {
		b.cand[i] = s
	}
	return b
}

// wantNarrowed checks what a narrowing of b that reported ok left: the
// candidates of want, or, for want nil, a refusal.
func wantNarrowed(t *testing.T, what string, b *Board, ok bool, want map[int]Set) {
	t.Helper()
	ok = ok && !b.broken
	if ok != (want != nil) {
		t.Errorf("%s = %v; want %v", what, ok, want != nil)
		return
	}
	for i, w := range want {
		if b.cand[i] != w {
			t.Errorf("%s: cell %d keeps %v; want %v", what, i, b.cand[i].Digits(), w.Digits())
		}
	}
}

// TestNakedSubsets takes the digits of k cells of a house that hold k
// digits between them from the house's other cells.
func TestNakedSubsets(t *testing.T) {
	house := []int{0, 1, 2, 3, 4, 5, 6, 7, 8}
	tests := []struct {
		name  string
		cands map[int]Set // the others hold every digit
		want  map[int]Set // nil: the house cannot be completed
	}{
		{"a pair", map[int]Set{0: Of(1, 2), 5: Of(1, 2)},
			map[int]Set{0: Of(1, 2), 5: Of(1, 2), 1: Range(3, 9), 8: Range(3, 9)}},
		{"a triple of pairs", map[int]Set{0: Of(1, 2), 1: Of(2, 3), 2: Of(1, 3)},
			map[int]Set{2: Of(1, 3), 3: Range(4, 9)}},
		{"a quad", map[int]Set{0: Of(1, 2), 1: Of(3, 4), 2: Of(1, 4), 3: Of(2, 3)},
			map[int]Set{4: Range(5, 9), 0: Of(1, 2)}},
		{"a solved cell is no subset", map[int]Set{0: Of(1), 1: Of(1, 2)},
			map[int]Set{0: Of(1), 1: Of(1, 2), 2: Full(9)}},
		{"three cells for two digits", map[int]Set{0: Of(1, 2), 1: Of(1, 2), 2: Of(1, 2)}, nil},
	}
	for _, tt := range tests {
		b := openBoard(9, tt.cands)
		wantNarrowed(t, tt.name+": nakedSubsets", b, nakedSubsets(b, house), tt.want)
	}
}

// TestRestartsKeepTheCount counts the solutions of real setters' puzzles
// and of grids with many, with the search probing its root and starting
// again after a handful of branches, and wants what a search that never
// starts again finds.
func TestRestartsKeepTheCount(t *testing.T) {
	empty := func(n int) string {
		row := "[" + strings.Repeat("{},", n-1) + "{}]"
		return `{"size":` + itoa(n) + `,"grid":[` + strings.Repeat(row+",", n-1) + row + `]}`
	}
	texts := []string{empty(4), empty(6), empty(9)}
	for k, sp := range setterPuzzles(t) {
		if k%4 == 0 { // a quarter of them: enough kinds, in a few seconds
			texts = append(texts, sp.text)
		}
	}
	for _, text := range texts {
		p, err := Read(text)
		if err != nil {
			t.Fatal(err)
		}
		for _, limit := range []int{2, 5} {
			want, wantSol, err := p.count(context.Background(), limit, 0)
			if err != nil {
				t.Fatal(err)
			}
			got, gotSol, err := p.count(context.Background(), limit, 3)
			if err != nil {
				t.Fatal(err)
			}
			if got != want || (want == 1 && !slices.Equal(gotSol, wantSol)) {
				t.Errorf("%.60s, limit %d: %d solutions with restarts; want %d", p.Title+text, limit, got, want)
			}
		}
	}
}
