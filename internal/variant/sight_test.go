package variant

import (
	"slices"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// TestSeen places digits on an empty 9x9 grid under one constraint at a
// time and asks which placed digit the constraint keeps out of which
// cells, and in what words.
func TestSeen(t *testing.T) {
	empty := `[[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}]]`
	tests := []struct {
		name      string
		rules     string         // the document's constraints
		grid      map[string]int // cells filled, by name
		gone      []string       // cells whose candidates lack the placed digit already
		wantBy    string         // the placed cell named, "" for none
		wantCells []string
		wantKey   string // the relation's message key
	}{
		{"anti-knight from a corner", `"antiknight":true`, map[string]int{"r1c1": 5}, nil, "r1c1", []string{"r2c3", "r3c2"}, "sight.antiknight"},
		{"anti-knight, a candidate already gone", `"antiknight":true`, map[string]int{"r1c1": 5}, []string{"r2c3"}, "r1c1", []string{"r3c2"}, "sight.antiknight"},
		{"anti-knight, both gone", `"antiknight":true`, map[string]int{"r1c1": 5}, []string{"r2c3", "r3c2"}, "", nil, ""},
		{"anti-king: the corners (the sides share a row or column)", `"antiking":true`, map[string]int{"r5c5": 3}, nil, "r5c5", []string{"r4c4", "r4c6", "r6c4", "r6c6"}, "sight.antiking"},
		{"a diagonal", `"diagonal-":true`, map[string]int{"r3c3": 7}, nil, "r3c3", []string{"r1c1", "r2c2", "r4c4", "r5c5", "r6c6", "r7c7", "r8c8", "r9c9"}, "sight.diagonal"},
		{"a killer cage", `"killercage":[{"cells":["R1C1","R1C2","R2C1"],"value":"10"}]`, map[string]int{"r1c2": 4}, nil, "r1c2", []string{"r1c1", "r2c1"}, "sight.killercage"},
		{"a renban line, by its name", `"renban":[{"lines":[["R5C1","R5C2","R6C3"]]}]`, map[string]int{"r6c3": 2}, nil, "r6c3", []string{"r5c1", "r5c2"}, "sight.group"},
		{"nothing placed", `"antiknight":true`, nil, nil, "", nil, ""},
	}
	for _, tt := range tests {
		p, err := Read(`{"size":9,"grid":` + empty + `,` + tt.rules + `}`)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		b := make([]uint8, 81)
		cands := make([]sudoku.Digits, 81)
		for i := range cands {
			cands[i] = 0b11_1111_1110
		}
		for name, d := range tt.grid {
			b[cellIndex(t, name)] = uint8(d)
			for _, g := range tt.gone {
				cands[cellIndex(t, g)] = cands[cellIndex(t, g)].Remove(d)
			}
		}
		s, ok := p.Checker().Seen(b, cands)
		if tt.wantBy == "" {
			if ok {
				t.Errorf("%s: Seen = %s=%d takes %v; want none", tt.name, CellOf(s.By, 9).English(), s.Digit, s.Cells)
			}
			continue
		}
		var want []int
		for _, c := range tt.wantCells {
			want = append(want, cellIndex(t, c))
		}
		if !ok || s.By != cellIndex(t, tt.wantBy) || s.Digit != tt.grid[tt.wantBy] || !slices.Equal(s.Cells, want) || s.Relation.Key != tt.wantKey {
			t.Errorf("%s: Seen = %+v, %v; want %s=%d taken from %v, relation %q", tt.name, s, ok, tt.wantBy, tt.grid[tt.wantBy], want, tt.wantKey)
		}
	}
}
