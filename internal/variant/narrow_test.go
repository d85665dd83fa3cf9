package variant

import "testing"

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
