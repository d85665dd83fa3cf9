package game_test

import (
	"math/rand/v2"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// TestSizeHintNeverWrong plays generated size puzzles to the end by hints
// alone (placing a solution digit when no simple step is found) and checks
// that every digit a hint names is the solution's, that no candidate a
// hint takes out is, and that the cells they change are marked.
func TestSizeHintNeverWrong(t *testing.T) {
	n := 100
	if testing.Short() {
		n = 5
	}
	var steps, elims, stuck int
	for seed := range uint64(n) {
		puzzle, solution := sudoku.Generate(rand.New(rand.NewPCG(seed, 7)), sudoku.SizeVariant)
		g := game.New()
		if err := g.Start(puzzle, solution); err != nil {
			t.Fatalf("seed %d: Start = %v", seed, err)
		}
		for !g.Status().Won {
			if err := g.ShowHint(); err != nil {
				t.Fatalf("seed %d: ShowHint = %v", seed, err)
			}
			s, ok := g.Hint().Step()
			if !ok {
				if got, want := g.Hint().Text(), "No simple step found; try Check"; got != want {
					t.Fatalf("seed %d: Hint.Text() = %q without a step; want %q", seed, got, want)
				}
				stuck++
				b := g.Board()
				for i := range b {
					if b[i] == 0 {
						_ = g.PlaceDigit(i, int(solution[i]))
						break
					}
				}
				continue
			}
			if len(s.Placements) == 0 {
				// A step that takes candidates out: the next hint
				// builds on it.
				for _, e := range s.Eliminations {
					if int(solution[e.Cell]) == e.Digit {
						t.Fatalf("seed %d: hint %q takes %d from %s, the solution's digit", seed, g.Hint().Text(), e.Digit, sudoku.CellName(e.Cell))
					}
					if role(g, e.Cell) != game.RoleChange {
						t.Errorf("seed %d: hint %q: Role(%s) = %v; want RoleChange", seed, g.Hint().Text(), sudoku.CellName(e.Cell), role(g, e.Cell))
					}
				}
				if len(s.Eliminations) == 0 {
					t.Fatalf("seed %d: hint %q changes nothing", seed, g.Hint().Text())
				}
				elims++
				continue
			}
			p := s.Placements[0]
			if int(solution[p.Cell]) != p.Digit {
				t.Fatalf("seed %d: hint %q puts %d in %s; the solution has %d", seed, g.Hint().Text(), p.Digit, sudoku.CellName(p.Cell), solution[p.Cell])
			}
			if role(g, p.Cell) != game.RoleChange {
				t.Errorf("seed %d: hint %q: Role(%s) = %v; want RoleChange", seed, g.Hint().Text(), sudoku.CellName(p.Cell), role(g, p.Cell))
			}
			if err := g.PlaceDigit(p.Cell, p.Digit); err != nil {
				t.Fatalf("seed %d: PlaceDigit(%s, %d) = %v", seed, sudoku.CellName(p.Cell), p.Digit, err)
			}
			steps++
		}
	}
	t.Logf("%d puzzles: %d hinted digits, %d hinted eliminations, %d times stuck", n, steps, elims, stuck)
}

// TestSizeHintText checks the words of the hints on the size puzzle of
// sizes_test.go: a wrong digit first, claiming where no single is found,
// then a single found with the letters.
func TestSizeHintText(t *testing.T) {
	tests := []struct {
		name  string
		moves map[int]int
		want  string
		cell  int
	}{
		{"wrong digit", map[int]int{0: 1}, "The digit at row 1, column 1 is wrong", 0},
		// No single at the start: the houses lock a digit.
		{"start: claiming", nil, "Look at row 9, column 2 (r9c2).\nClaiming: in column 3, 1 lies only in box 7, so 1 goes from r9c2", 73},
		// r2c4-r2c6 is S L M with 1 9 3: with r2c6 = 3 and a 2 in row 2
		// (r2c7), only 1 is left below the M.
		{"size single", map[int]int{14: 3, 15: 2}, "Look at row 2, column 4 (r2c4).\nSize: r2c4 is the S of its run r2c4-r2c6, so only 1 fits", 12},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := sizeGame(t)
			place(t, g, tt.moves)
			if err := g.ShowHint(); err != nil {
				t.Fatal(err)
			}
			if got := g.Hint().Text(); got != tt.want {
				t.Errorf("Hint.Text() = %q; want %q", got, tt.want)
			}
			if tt.cell >= 0 && role(g, tt.cell) < game.RoleChange {
				t.Errorf("Role(%s) = %v; want the hinted cell marked", sudoku.CellName(tt.cell), role(g, tt.cell))
			}
		})
	}
}
