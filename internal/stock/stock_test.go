package stock

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/logic"
)

// made returns a new puzzle of kind k, from seed.
func made(t *testing.T, k Kind, seed uint64) Entry {
	t.Helper()
	p, s, err := logic.Generate(rand.New(rand.NewPCG(seed, 1)), k.Level, k.Symmetry)
	if err != nil {
		t.Fatal(err)
	}
	return Entry{p, s}
}

func TestTakeAddMissing(t *testing.T) {
	medium, easy := Kind{Level: logic.Medium}, Kind{Level: logic.Easy, Symmetry: logic.Rotational}
	s := New(2)
	if _, ok := s.Take(medium); ok {
		t.Fatal("Take from an empty stock: ok; want none")
	}
	s.Prefer(medium)
	if k, ok := s.Missing([]Kind{easy}); !ok || k != medium {
		t.Errorf("Missing = %v, %v; want the preferred %v", k, ok, medium)
	}
	a, b, c := made(t, medium, 1), made(t, medium, 2), made(t, medium, 3)
	s.Add(medium, a)
	s.Add(medium, b)
	s.Add(medium, c) // beyond the size: dropped
	if n := s.Len(medium); n != 2 {
		t.Errorf("Len after three Adds to a stock of 2 = %d; want 2", n)
	}
	if k, ok := s.Missing([]Kind{medium, easy}); !ok || k != easy {
		t.Errorf("Missing with %v full = %v, %v; want %v", medium, k, ok, easy)
	}
	if e, ok := s.Take(medium); !ok || e != a {
		t.Errorf("Take = %v, %v; want the oldest, %v", e.Puzzle, ok, a.Puzzle)
	}
	s.Add(easy, made(t, easy, 4))
	s.Add(easy, made(t, easy, 5))
	s.Add(medium, c)
	if k, ok := s.Missing([]Kind{medium, easy}); ok {
		t.Errorf("Missing of a full stock = %v, true; want none", k)
	}
}

func TestSaveLoad(t *testing.T) {
	kinds := []Kind{{Level: logic.Medium}, {Level: logic.Expert, Symmetry: logic.Mirror}}
	s := New(3)
	for i, k := range kinds {
		s.Add(k, made(t, k, uint64(i)))
	}
	var buf bytes.Buffer
	if err := s.Save(&buf); err != nil {
		t.Fatal(err)
	}
	back := New(3)
	if err := back.Load(bytes.NewReader(buf.Bytes())); err != nil {
		t.Fatalf("Load(Save) = %v", err)
	}
	for _, k := range kinds {
		want, _ := s.Take(k)
		if got, ok := back.Take(k); !ok || got != want {
			t.Errorf("%v read back: %v, %v; want %v", k, got.Puzzle, ok, want.Puzzle)
		}
	}
}

// TestLoadRejects feeds Load damaged documents: each is refused with an
// error that says what, and the stock keeps what it had.
func TestLoadRejects(t *testing.T) {
	medium := made(t, Kind{Level: logic.Medium}, 7)
	easy := made(t, Kind{Level: logic.Easy}, 7)
	doc := func(level, puzzle, solution string) string {
		return `{"version": 1, "puzzles": [{"level": "` + level + `", "symmetry": "none", "puzzle": "` + puzzle + `", "solution": "` + solution + `"}]}`
	}
	wrong := medium.Solution
	wrong[0], wrong[1] = wrong[1], wrong[0]
	tests := []struct {
		name, text, want string
	}{
		{"not JSON", `{"version": 1, "puz`, "stock:"},
		{"version", `{"version": 9, "puzzles": []}`, "version 9"},
		{"level", doc("Hardest", medium.Puzzle.String(), medium.Solution.String()), "puzzle 1"},
		{"puzzle", doc("Medium", "12x", medium.Solution.String()), "puzzle 1: puzzle"},
		{"solution", doc("Medium", medium.Puzzle.String(), wrong.String()), "not the puzzle's"},
		{"graded level", doc("Medium", easy.Puzzle.String(), easy.Solution.String()), "grades Easy"},
		{"no single solution", doc("Medium", strings.Repeat(".", 81), medium.Solution.String()), "puzzle 1"},
		{"more than a stock holds", many(61, medium), "stock: 61 puzzles; a stock of 3 a kind holds at most 60"},
		{"200,000 puzzles", many(200_000, medium), "stock: 200000 puzzles"},
	}
	for _, tt := range tests {
		s := New(3)
		s.Add(Kind{Level: logic.Medium}, medium)
		err := s.Load(strings.NewReader(tt.text))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: Load = %v; want an error containing %q", tt.name, err, tt.want)
		}
		if s.Len(Kind{Level: logic.Medium}) != 1 {
			t.Errorf("%s: a refused Load changed the stock", tt.name)
		}
	}
}

func TestKindString(t *testing.T) {
	for _, tt := range []struct {
		k    Kind
		want string
	}{{Kind{Level: logic.Medium}, "Medium"}, {Kind{Level: logic.Expert, Symmetry: logic.Rotational}, "Expert rotational"}} {
		if got := tt.k.String(); got != tt.want {
			t.Errorf("%#v.String() = %q; want %q", tt.k, got, tt.want)
		}
	}
}

// many returns a stock document of n copies of the Medium puzzle e, which
// a stock of 3 a kind takes only as many of as it holds.
func many(n int, e Entry) string {
	one := `{"level": "Medium", "symmetry": "none", "puzzle": "` + e.Puzzle.String() + `", "solution": "` + e.Solution.String() + `"}`
	return `{"version": 1, "puzzles": [` + strings.Repeat(one+",", n-1) + one + `]}`
}
