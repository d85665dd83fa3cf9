package variant

import (
	"context"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/fpuzzles"
	"github.com/sudoku-devs/sudoku/internal/message"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// TestSameAsTheClassicEngine reads killer, jigsaw and X puzzles that the
// classic engine made, as f-puzzles documents, and solves them: each has
// one solution, the classic engine's.
func TestSameAsTheClassicEngine(t *testing.T) {
	for _, v := range []sudoku.Variant{sudoku.Classic, sudoku.Killer, sudoku.Jigsaw, sudoku.XVariant, sudoku.Killer | sudoku.XVariant, sudoku.Killer | sudoku.Jigsaw} {
		for seed := range uint64(4) {
			p, sol := sudoku.Generate(rand.New(rand.NewPCG(seed, 7)), v)
			vp, err := Read(fpuzzles.Write(p, ""))
			if err != nil {
				t.Fatalf("%v seed %d: Read: %v", v, seed, err)
			}
			got, err := vp.Solve(context.Background())
			if err != nil {
				t.Fatalf("%v seed %d: Solve: %v", v, seed, err)
			}
			for i, d := range sol {
				if got[i] != int(d) {
					t.Fatalf("%v seed %d: solution %v; want %v", v, seed, got, sol)
				}
			}
			if !vp.Holds(got) {
				t.Errorf("%v seed %d: the solution does not hold", v, seed)
			}
		}
	}
}

// solution9 is a 9x9 solution grid, row by row, that the hand-made puzzles
// below are built on.
const solution9 = "123456789456789123789123456214365897365897214897214365531642978642978531978531642"

func grid(s string) []int {
	g := make([]int, len(s))
	for i, r := range s {
		g[i] = int(r - '0')
	}
	return g
}

// everyConstraint is a 9x9 document with one of nearly every constraint,
// each true of solution9 (its values worked out by hand from it), and no
// givens.
const everyConstraint = `{"size":9,"title":"Every constraint","author":"test","ruleset":"All of them.",
"grid":[[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}]],
"killercage":[{"cells":["R1C1","R1C2","R2C1"],"value":"7"},{"cells":["R9C8","R9C9"]}],
"thermometer":[{"lines":[["R1C1","R1C2","R1C3","R1C4"]]}],
"slowthermometer":[{"lines":[["R2C1","R2C2","R2C3"]]}],
"arrow":[{"cells":["R1C9"],"lines":[["R1C9","R2C9","R3C9"]]}],
"difference":[{"cells":["R1C1","R1C2"]},{"cells":["R1C1","R2C1"],"value":"3"}],
"ratio":[{"cells":["R2C3","R1C3"]},{"cells":["R4C1","R4C2"],"value":"2"}],
"xv":[{"cells":["R3C3","R3C4"],"value":"x"},{"cells":["R1C1","R2C1"],"value":"V"}],
"odd":[{"cell":"R1C1"}],"even":[{"cell":"R1C2"}],
"littlekillersum":[{"cell":"R0C7","direction":"DR","value":"11","cells":["R1C8","R2C9"]}],
"sandwichsum":[{"cell":"R0C1","value":"35"}],
"xsum":[{"cell":"R1C0","value":"1"}],
"skyscraper":[{"cell":"R1C0","value":"9"}],
"whispers":[{"lines":[["R3C1","R4C1"]]}],
"renban":[{"lines":[["R1C5","R1C6","R1C7"]]}],
"nabner":[{"lines":[["R1C1","R2C1","R3C1"]]}],
"palindrome":[{"lines":[["R3C3","R4C4","R5C5"]]}],
"clone":[{"cells":["R1C1"],"cloneCells":["R2C7"]}],
"extraregion":[{"cells":["R1C1","R5C5","R9C9"]}],
"betweenline":[{"lines":[["R1C1","R1C2","R1C3"]]}],
"minimum":[{"cell":"R1C1"}],"maximum":[{"cell":"R3C3"}],
"quadruple":[{"cells":["R1C1","R1C2","R2C1","R2C2"],"values":[1,5]}],
"regionsumline":[{"lines":[["R3C3","R3C4","R2C5"]]}],
"entropicline":[{"lines":[["R1C1","R2C1","R3C1","R4C1"]]}],
"modularline":[{"lines":[["R1C1","R1C2","R1C3"]]}],
"zipperline":[{"lines":[["R1C1","R2C2","R2C1"]]}],
"line":[{"lines":[["R9C1","R9C2"]],"outlineC":"#FF0000","width":0.1}],
"highlightConflicts":true}`

// TestEveryConstraintKeepsTheSolution reads everyConstraint: each
// constraint holds on solution9 and never takes its digit from a cell,
// whatever else is solved; the solver finds solution9 among the puzzle's
// solutions once its givens are enough.
func TestEveryConstraintKeepsTheSolution(t *testing.T) {
	p, err := Read(everyConstraint)
	if err != nil {
		t.Fatal(err)
	}
	sol := grid(solution9)
	keys := map[string]bool{}
	for _, c := range p.Constraints {
		keys[c.Key()] = true
		if !c.Holds(sol) {
			t.Errorf("%s on %v does not hold on the solution", c.Key(), c.Cells())
		}
	}
	if len(keys) < 25 {
		t.Errorf("read %d kinds of constraint: %v", len(keys), keys)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for trial := range 200 {
		b := &Board{n: 9, cand: make([]Set, 81)}
		for i := range b.cand {
			b.cand[i] = Full(9)
			if r.IntN(3) == 0 {
				b.cand[i] = Of(sol[i])
			}
		}
		for range 3 {
			for _, c := range p.Constraints {
				if !c.Restrict(b) {
					t.Fatalf("trial %d: %s on %v finds the board broken", trial, c.Key(), c.Cells())
				}
				for i, s := range b.cand {
					if !s.Has(sol[i]) {
						t.Fatalf("trial %d: %s on %v took %d from %v", trial, c.Key(), c.Cells(), sol[i], CellOf(i, 9))
					}
				}
			}
		}
	}
	// Givens: every third cell of the solution.
	for i := 0; i < 81; i += 3 {
		p.Givens[i] = sol[i]
	}
	n, first, err := p.Count(context.Background(), 1)
	if err != nil || n != 1 || !p.Holds(first) {
		t.Errorf("Count = %d, %v, %v; want a solution that holds", n, first, err)
	}
}

// TestWriteReadsBack writes everyConstraint and reads it back: the same
// document again, the same constraints, the words and the kept marks.
func TestWriteReadsBack(t *testing.T) {
	p, err := Read(everyConstraint)
	if err != nil {
		t.Fatal(err)
	}
	doc := Write(p)
	back, err := Read(Link(p))
	if err != nil {
		t.Fatalf("reading back %s: %v", doc, err)
	}
	if again := Write(back); again != doc {
		t.Errorf("written twice:\n%s\n%s", doc, again)
	}
	if back.Title != "Every constraint" || back.Author != "test" || back.Rules != "All of them." || len(back.Kept) != 2 {
		t.Errorf("words %q, %q, %q and %d kept keys; want the setter's and line, highlightConflicts", back.Title, back.Author, back.Rules, len(back.Kept))
	}
	if len(back.Constraints) != len(p.Constraints) {
		t.Errorf("%d constraints back; want %d", len(back.Constraints), len(p.Constraints))
	}
}

// TestSizes solves puzzles of the sizes setters use: the boxes f-puzzles
// gives each size, and an empty grid has some solution.
func TestSizes(t *testing.T) {
	for _, n := range []int{4, 6, 8, 9, 10, 12, 15, 16} {
		regions := BoxRegions(n)
		if regions == nil {
			t.Fatalf("size %d: no boxes", n)
		}
		p := &Puzzle{Size: n, Regions: regions, Givens: make([]int, n*n)}
		count, sol, err := p.Count(context.Background(), 1)
		if err != nil || count != 1 || !p.Holds(sol) {
			t.Errorf("size %d: Count = %d, %v; want a solution", n, count, err)
		}
	}
	for _, n := range []int{5, 7, 11, 13} {
		if BoxRegions(n) != nil {
			t.Errorf("size %d: boxes; want none, it is prime", n)
		}
	}
	if got, want := BoxRegions(6)[:12], []int{0, 0, 0, 1, 1, 1, 0, 0, 0, 1, 1, 1}; !equal(got, want) {
		t.Errorf("6x6 boxes start %v; want 2 rows of 3 columns", got)
	}
	// A grid of a prime size names the regions it has; a cell that names
	// none is in its row's, as f-puzzles has it. Here r1c5 and r2c1 swap
	// regions, and the rest keep their rows'.
	p, err := Read(`{"size":5,"grid":[[{},{},{},{},{"region":1}],[{"region":0},{},{},{},{}],[{},{},{},{},{}],[{},{},{},{},{}],[{},{},{},{},{}]]}`)
	if err != nil {
		t.Fatal(err)
	}
	want := []int{0, 0, 0, 0, 1, 0, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4}
	if !equal(p.Regions, want) {
		t.Errorf("5x5 regions %v; want %v", p.Regions, want)
	}
	if q, err := Read(Write(p)); err != nil || !equal(q.Regions, want) {
		t.Errorf("written and read back: %v, %v; want regions %v", err, q, want)
	}
}

func equal(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestReadRefuses reads bad documents and links: each is refused with a
// sentence that says what and where.
func TestReadRefuses(t *testing.T) {
	empty9 := `"grid":[[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}]]`
	tests := []struct{ name, in, want string }{
		{"broken JSON", `{"size":9,`, "the puzzle is not a JSON document"},
		{"size 17", `{"size":17}`, "the grid is 17x17; want 4x4 to 16x16"},
		{"size 2", `{"size":2}`, "the grid is 2x2; want 4x4 to 16x16"},
		{"rows", `{"size":4,"grid":[[{},{},{},{}]]}`, "the grid has 1 rows; want 4"},
		{"unknown", `{"size":9,` + empty9 + `,"chaosconstruction":true,"antiking":true}`, `the puzzle uses Chaos Construction, which this game does not play`},
		{"unknown key", `{"size":9,` + empty9 + `,"zigzag":true,"doublearrow":[]}`, `the puzzle uses Double Arrows and "zigzag", which this game does not play`},
		{"off the grid", `{"size":9,` + empty9 + `,"odd":[{"cell":"R10C1"}]}`, `odd names the cell "R10C1", which is not on the 9x9 grid`},
		{"thermo twice", `{"size":9,` + empty9 + `,"thermometer":[{"lines":[["R1C1","R1C2","R1C1"]]}]}`, "thermometer passes through r1c1 twice"},
		{"thermo jump", `{"size":9,` + empty9 + `,"thermometer":[{"lines":[["R1C1","R1C3"]]}]}`, "thermometer jumps from r1c1 to r1c3, which do not touch"},
		{"arrow without bulb", `{"size":9,` + empty9 + `,"arrow":[{"cells":[],"lines":[["R1C1","R1C2"]]}]}`, "an arrow has no bulb"},
		{"dot apart", `{"size":9,` + empty9 + `,"ratio":[{"cells":["R1C1","R2C2"]}]}`, "ratio joins r1c1, r2c2; want two cells that share an edge"},
		{"cage sum", `{"size":9,` + empty9 + `,"killercage":[{"cells":["R1C1","R1C2"],"value":"18"}]}`, "the killer cage at r1c1 has 2 cells and the sum 18; different digits make 3 to 17"},
		{"cage sum text", `{"size":9,` + empty9 + `,"killercage":[{"cells":["R1C1","R1C2"],"value":"ten"}]}`, `killercage at r1c1 has the value "ten"; want a whole number`},
		{"given", `{"size":4,"grid":[[{"value":5,"given":true},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}`, "r1c1 holds 5; want 1 to 4"},
		{"regions", `{"size":4,"grid":[[{"region":0},{"region":0},{"region":0},{"region":0}],[{"region":0},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}`, "region 1 has 6 cells; want 4"},
		// A 5x5 grid has no boxes: a cell with no region is in its
		// row's, and row 1's fifth cell is in region 2.
		{"prime with a row's region short", `{"size":5,"grid":[[{},{},{},{},{"region":1}],[{},{},{},{},{}],[{},{},{},{},{}],[{},{},{},{},{}],[{},{},{},{},{}]]}`, "region 1 has 4 cells"},
		{"duplicate", `{"size":4,"grid":[[{"value":1,"given":true},{"value":1,"given":true},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}`, "duplicate 1: r1c1 and r1c2"},
		{"SudokuPad short", "https://sudokupad.app/abcd1234", "this SudokuPad link holds a short name"},
		{"SudokuPad scl", "https://sudokupad.app/scl12345", "this SudokuPad link holds a short name"},
		{"not data", "https://www.f-puzzles.com/?load=!!!!", "the link's data is not an f-puzzles puzzle"},
		{"huge", `{"size":9,"title":"` + strings.Repeat("x", MaxDocument) + `"}`, "want at most 4 MiB"},
	}
	for _, tt := range tests {
		_, err := Read(tt.in)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: Read error %v; want it to say %q", tt.name, err, tt.want)
			continue
		}
		if _, ok := message.Of(err); !ok {
			t.Errorf("%s: error %v has no words for other languages", tt.name, err)
		}
	}
}

// TestLinks reads one puzzle in every form a player pastes: f-puzzles
// links with and without www. and https://, SudokuPad's and its beta's
// links, the data alone, the JSON.
func TestLinks(t *testing.T) {
	p, err := Read(everyConstraint)
	if err != nil {
		t.Fatal(err)
	}
	link := Link(p)
	data := strings.TrimPrefix(link, LinkPrefix)
	for _, in := range []string{link, "f-puzzles.com/?load=" + data, "https://f-puzzles.com/?load=" + data + "&x=1",
		"https://sudokupad.app/fpuzzles" + data, "https://sudokupad.app/fpuz" + data, "https://beta.sudokupad.app/fpuzzles" + data, "sudokupad.app/?puzzleid=fpuzzles" + data,
		data, Write(p), "  " + link + "\n"} {
		q, err := Read(in)
		if err != nil {
			t.Errorf("Read(%.60s…): %v", in, err)
			continue
		}
		if Write(q) != Write(p) {
			t.Errorf("Read(%.60s…) reads another puzzle", in)
		}
	}
}

// TestSolveErrors counts an empty 4x4 grid's solutions up to a limit and
// solves a puzzle with none.
func TestSolveErrors(t *testing.T) {
	p := &Puzzle{Size: 4, Regions: BoxRegions(4), Givens: make([]int, 16)}
	if n, _, err := p.Count(context.Background(), 1000); err != nil || n != 288 {
		t.Errorf("an empty 4x4 grid has %d solutions (%v); want 288", n, err)
	}
	if _, err := p.Solve(context.Background()); !errors.Is(err, ErrMultipleSolutions) {
		t.Errorf("Solve(empty 4x4) = %v; want ErrMultipleSolutions", err)
	}
	p.Constraints = []Constraint{&killerCage{cells: []int{0, 1}, sum: 3}, &killerCage{cells: []int{4, 5}, sum: 3}}
	if _, err := p.Solve(context.Background()); !errors.Is(err, ErrNoSolution) {
		t.Errorf("two cages of 1 and 2 in one box: Solve = %v; want ErrNoSolution", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	big := &Puzzle{Size: 16, Regions: BoxRegions(16), Givens: make([]int, 256)}
	if _, _, err := big.Count(ctx, 1<<30); !errors.Is(err, context.Canceled) {
		t.Errorf("Count with a done context = %v; want context.Canceled", err)
	}
}
