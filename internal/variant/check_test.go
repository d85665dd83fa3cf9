package variant

import (
	"slices"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// thermoArrowKropki is a 9x9 document with a thermometer, an arrow, a
// white and a black kropki dot and an anti-knight rule, each true of
// solution9, and no givens.
const thermoArrowKropki = `{"size":9,"title":"Checks","grid":[[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}]],
"thermometer":[{"lines":[["R1C1","R1C2","R1C3","R1C4"]]}],
"arrow":[{"cells":["R1C9"],"lines":[["R1C9","R2C9","R3C9"]]}],
"difference":[{"cells":["R4C1","R4C2"]}],
"ratio":[{"cells":["R2C3","R1C3"]}]}`

// TestCheckerBroken writes digits into an empty grid one at a time and
// asks which constraint each breaks.
func TestCheckerBroken(t *testing.T) {
	p, err := Read(thermoArrowKropki)
	if err != nil {
		t.Fatal(err)
	}
	ch := p.Checker()
	tests := []struct {
		name  string
		grid  map[string]int // cells filled before, by name
		cell  string
		digit int
		want  string // the key of the constraint broken, or ""
	}{
		{"a rising thermometer", map[string]int{"r1c1": 1}, "r1c2", 2, ""},
		{"a falling thermometer", map[string]int{"r1c1": 5}, "r1c2", 3, "thermometer"},
		{"a bulb too high for its tube", nil, "r1c1", 7, "thermometer"},
		{"the arrow's sum", map[string]int{"r2c9": 4, "r3c9": 3}, "r1c9", 7, ""},
		{"the arrow's sum broken", map[string]int{"r2c9": 4, "r3c9": 3}, "r1c9", 8, "arrow"},
		{"a white dot, consecutive", map[string]int{"r4c1": 2}, "r4c2", 3, ""},
		{"a white dot broken", map[string]int{"r4c1": 2}, "r4c2", 5, "difference"},
		{"a black dot, double", map[string]int{"r1c3": 3}, "r2c3", 6, ""},
		{"a black dot broken", map[string]int{"r1c3": 3}, "r2c3", 7, "ratio"},
		{"a digit on no constraint", map[string]int{"r1c1": 5}, "r5c5", 9, ""},
	}
	for _, tt := range tests {
		g := make([]int, 81)
		for name, d := range tt.grid {
			g[cellIndex(t, name)] = d
		}
		c := ch.Broken(g, cellIndex(t, tt.cell), tt.digit)
		got := ""
		if c != nil {
			got = c.Key()
		}
		if got != tt.want {
			t.Errorf("%s: Broken(%s=%d) = %q; want %q", tt.name, tt.cell, tt.digit, got, tt.want)
		}
	}
	// A thermometer broken elsewhere does not mark a digit that keeps
	// with what it touches.
	g := make([]int, 81)
	g[cellIndex(t, "r1c1")], g[cellIndex(t, "r1c2")] = 5, 3
	if c := ch.Broken(g, cellIndex(t, "r1c4"), 9); c != nil {
		t.Errorf("r1c4=9 on a thermometer broken at r1c1-r1c2: Broken = %s; want none", c.Key())
	}
}

func cellIndex(t *testing.T, name string) int {
	t.Helper()
	r, c, ok := parseCellName(name, 9)
	if !ok {
		t.Fatalf("bad cell %q", name)
	}
	return (r-1)*9 + c - 1
}

// TestSudoku plays a setter's 9x9 puzzle through package sudoku: its rules
// mark a digit that breaks a constraint as a conflict, and its solver
// finds the setter's solution, once.
func TestSudoku(t *testing.T) {
	p, err := Read(thermoArrowKropki)
	if err != nil {
		t.Fatal(err)
	}
	sol := grid(solution9)
	for i := 0; i < 81; i += 2 {
		p.Givens[i] = sol[i]
	}
	q, err := p.Sudoku()
	if err != nil {
		t.Fatal(err)
	}
	if Setter(&q) != p {
		t.Errorf("Setter(Sudoku()) is not the puzzle")
	}
	got, err := sudoku.Solve(q)
	if err != nil {
		t.Fatalf("sudoku.Solve: %v", err)
	}
	for i, d := range got {
		if int(d) != sol[i] {
			t.Fatalf("sudoku.Solve = %v; want %s", got, solution9)
		}
	}
	rules := q.Rules()
	b := q.Givens
	b[1] = 1 // r1c2 below r1c1's 1 on the thermometer
	if !rules.Conflict(b[:], 1) {
		t.Errorf("r1c2=1 after r1c1=1 on the thermometer: no conflict")
	}
	b[1] = 2
	if rules.Conflict(b[:], 1) {
		t.Errorf("r1c2=2 after r1c1=1: a conflict")
	}
	if !rules.Related(0, 3) || rules.Related(0, 80) {
		t.Errorf("Related(r1c1, r1c4) = %v, Related(r1c1, r9c9) = %v; want true, false", rules.Related(0, 3), rules.Related(0, 80))
	}
	big := &Puzzle{Size: 6, Regions: BoxRegions(6), Givens: make([]int, 36)}
	if _, err := big.Sudoku(); err == nil {
		t.Errorf("a 6x6 puzzle as a 9x9 one: no error")
	}
}

// TestRefused fills a few cells of a grid under a thermometer, an arrow
// and kropki dots and checks Refused against Broken asked of every
// candidate, on the constraints with a digit placed on them: the first
// candidate broken names the constraint, and every candidate that breaks
// that one first goes.
func TestRefused(t *testing.T) {
	p, err := Read(thermoArrowKropki)
	if err != nil {
		t.Fatal(err)
	}
	ch := p.Checker()
	refusals := 0
	for _, grid := range []map[string]int{
		nil,
		{"r1c1": 5},
		{"r1c2": 3, "r2c9": 4},
		{"r2c9": 4, "r3c9": 3, "r4c1": 2},
		{"r5c5": 9},
	} {
		b := make([]uint8, 81)
		g := make([]int, 81)
		for name, d := range grid {
			b[cellIndex(t, name)], g[cellIndex(t, name)] = uint8(d), d
		}
		cands := make([]sudoku.Digits, 81)
		for i := range cands {
			if b[i] == 0 {
				cands[i] = 0b11_1111_1110
			}
		}
		// Broken on the constraints with a digit placed on them.
		placed := *p
		placed.Constraints = nil
		for _, c := range p.Constraints {
			if slices.ContainsFunc(c.Cells(), func(i int) bool { return b[i] != 0 }) {
				placed.Constraints = append(placed.Constraints, c)
			}
		}
		var want Constraint
		wantRemoved := make([]sudoku.Digits, 81)
		for i := range 81 {
			for _, d := range cands[i].List() {
				if c := placed.Checker().Broken(g, i, d); c != nil && (want == nil || c == want) {
					want = c
					wantRemoved[i] = wantRemoved[i].Add(d)
				}
			}
		}
		r, ok := ch.Refused(b, cands)
		name, cells, removed := r.Name, r.Cells, r.Removed
		if want != nil {
			refusals++
		}
		switch {
		case want == nil && ok:
			t.Errorf("%v: Refused = %s %v; want none", grid, name.Key, removed)
		case want == nil:
		case !ok || name.Key != want.Name().Key || !slices.Equal(cells, want.Cells()) || !slices.Equal(removed, wantRemoved):
			t.Errorf("%v: Refused = %v %s %v %v; want %s %v %v", grid, ok, name.Key, cells, removed, want.Name().Key, want.Cells(), wantRemoved)
		default:
			var wantPlaced []int
			for _, i := range want.Cells() {
				if b[i] != 0 {
					wantPlaced = append(wantPlaced, i)
				}
			}
			slices.Sort(wantPlaced)
			if !slices.Equal(r.Placed, wantPlaced) {
				t.Errorf("%v: Refused's placed cells = %v; want %v", grid, r.Placed, wantPlaced)
			}
		}
	}
	if refusals < 3 {
		t.Errorf("%d of the grids have a candidate refused; the test wants at least 3", refusals)
	}
}
