package game_test

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// A puzzle of the size variant (sudoku.Generate with sudoku.SizeVariant, PCG seed 1, 2): four
// givens, r3c7 = 7, r4c4 = 6, r5c3 = 4 and r7c2 = 5. Row 1 reads
// 389 762 451 with the letters SML LMS MLS.
const (
	sizePuzzle   = "........................7.....6.......4................5........................."
	sizeSolution = "389762451547193268162854793235681947894275136716349582651428379973516824428937615"
	sizeLetters  = "SMLLMSMLSMSLSLMSMLSLMLMSMLSSMLMLSLSMMLSSLMSMLLSMSMLMLSLMSMSLSMLLMSMSLLSMMSLLSMLSM"
)

// sizeGame returns a game of the size puzzle above, just started.
func sizeGame(t *testing.T) *game.Game {
	t.Helper()
	p, err := sudoku.ParsePuzzle(sizePuzzle + " " + sizeLetters)
	if err != nil {
		t.Fatal(err)
	}
	g := game.New()
	if err := g.Start(p, grid(t, sizeSolution)); err != nil {
		t.Fatalf("Start: %v", err)
	}
	return g
}

// place puts each digit of moves (cell → digit) on g's board.
func place(t *testing.T, g *game.Game, moves map[int]int) {
	t.Helper()
	for c, d := range moves {
		if err := g.PlaceDigit(c, d); err != nil {
			t.Fatalf("PlaceDigit(%s, %d) = %v", sudoku.CellName(c), d, err)
		}
	}
}

func digits(ds ...int) sudoku.Digits {
	var s sudoku.Digits
	for _, d := range ds {
		s = s.Add(d)
	}
	return s
}

// TestSizeHighlighted checks that help marks a digit only where it keeps its
// run's letters in order with the run's other digits, with room for the
// letters between, on top of the classic rule.
func TestSizeHighlighted(t *testing.T) {
	const s1, m1, l1 = 0, 1, 2 // r1c1 S, r1c2 M, r1c3 L
	tests := []struct {
		name  string
		moves map[int]int
		cell  int
		digit int
		want  bool
	}{
		{"S below L", map[int]int{l1: 6}, s1, 4, true},
		{"S leaves no room for M", map[int]int{l1: 6}, s1, 5, false},
		{"S above L", map[int]int{l1: 6}, s1, 7, false},
		{"M between", map[int]int{l1: 6}, m1, 4, true},
		{"M leaves no room for S", map[int]int{l1: 6}, m1, 1, false},
		{"M classic: 5 in column 2", map[int]int{l1: 6}, m1, 5, false},
		{"L above S", map[int]int{s1: 3}, l1, 9, true},
		{"L leaves no room for M", map[int]int{s1: 3}, l1, 4, false},
		{"empty run: S at most 7", nil, s1, 7, true},
		{"empty run: S not 8", nil, s1, 8, false},
		{"empty run: L at least 3", nil, l1, 3, true},
		{"empty run: L not 2", nil, l1, 2, false},
		{"empty run: M not 9", nil, m1, 9, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := sizeGame(t)
			place(t, g, tt.moves)
			g.SetHelp(true)
			_ = g.SelectNumber(tt.digit)
			if got := highlighted(g, tt.cell); got != tt.want {
				t.Errorf("Highlighted(%s) with %d selected = %v; want %v", sudoku.CellName(tt.cell), tt.digit, got, tt.want)
			}
		})
	}
}

// TestSizeFillNotes checks that filled notes leave out what the letters rule
// out.
func TestSizeFillNotes(t *testing.T) {
	g := sizeGame(t)
	place(t, g, map[int]int{2: 6}) // r1c3 (L) = 6
	if err := g.Marks().FillNotes(); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		cell int
		want sudoku.Digits
	}{
		{0, digits(1, 2, 3, 4)},       // r1c1 S: below 6 with room for M
		{1, digits(2, 3, 4)},          // r1c2 M: between, not 5 (column 2)
		{3, digits(3, 4, 5, 7, 8, 9)}, // r1c4 L: at least 3, not 6 (row 1)
		{9, digits(2, 3, 4, 5, 7, 8)}, // r2c1 M: 2-8, not 6 (box 1)
	}
	for _, tt := range tests {
		if got := g.Marks().Notes(tt.cell); got != tt.want {
			t.Errorf("Notes(%s) = %v; want %v", sudoku.CellName(tt.cell), got, tt.want)
		}
	}
}

// TestSizeConflict checks that two digits of a run out of their letters'
// order are both marked, like a repeated digit.
func TestSizeConflict(t *testing.T) {
	tests := []struct {
		name  string
		moves map[int]int
		want  map[int]bool
	}{
		{"in order", map[int]int{0: 2, 1: 3}, map[int]bool{0: false, 1: false}},
		{"S above M", map[int]int{0: 5, 1: 3}, map[int]bool{0: true, 1: true, 2: false}},
		{"L below S", map[int]int{0: 5, 2: 4}, map[int]bool{0: true, 1: false, 2: true}},
		{"other run untouched", map[int]int{3: 1, 4: 2}, map[int]bool{3: true, 4: true, 0: false}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := sizeGame(t)
			place(t, g, tt.moves)
			for c, want := range tt.want {
				if got := conflict(g, c); got != want {
					t.Errorf("Conflict(%s) = %v; want %v", sudoku.CellName(c), got, want)
				}
			}
		})
	}
}

// TestSizeWin checks that the solution under the letters wins.
func TestSizeWin(t *testing.T) {
	g := sizeGame(t)
	sol := grid(t, sizeSolution)
	for i, d := range grid(t, sizePuzzle) {
		if d == 0 {
			_ = g.PlaceDigit(i, int(sol[i]))
		}
	}
	if !g.Status().Won || !g.Status().Over {
		t.Errorf("solution placed: Won %v, Over %v; want true, true", g.Status().Won, g.Status().Over)
	}
}

// TestStartWithLetters checks the accessors and what Start refuses of a
// size puzzle.
func TestStartWithLetters(t *testing.T) {
	g := sizeGame(t)
	if got := g.Puzzle().Letters.String(); g.Puzzle().Variant() != sudoku.SizeVariant || got != sizeLetters {
		t.Errorf("Variant() %v, Puzzle().Letters %s; want size, %s", g.Puzzle().Variant(), got, sizeLetters)
	}
	p, _ := sudoku.ParsePuzzle(sizePuzzle + " " + sizeLetters)
	z := p.Letters
	swapped := z
	swapped[0], swapped[1] = swapped[1], swapped[0] // r1c1 M, r1c2 S: 3 is no M
	bad := z
	bad[0] = sudoku.Large // run r1c1-r1c3 gets two L
	for _, tt := range []struct {
		name  string
		sizes sudoku.Letters
		want  string
	}{
		{"letters the solution breaks", swapped, "solution has 3 in r1c1, which is not the M of its run"},
		{"not a full set", bad, "run r1c1-r1c3"},
	} {
		h := game.New()
		err := h.Start(sudoku.Puzzle{Givens: grid(t, sizePuzzle), Letters: tt.sizes}, grid(t, sizeSolution))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: Start = %v; want an error containing %q", tt.name, err, tt.want)
		}
		if h.Status().Started {
			t.Errorf("%s: refused Start started a game", tt.name)
		}
	}
	if err := g.StartExplain(nil); !errors.Is(err, game.ErrVariant) {
		t.Errorf("StartExplain in a size game = %v; want %v", err, game.ErrVariant)
	}
	if _, err := g.StartWatch(); !errors.Is(err, game.ErrVariant) {
		t.Errorf("StartWatch in a size game = %v; want %v", err, game.ErrVariant)
	}
	if err := g.Start(sudoku.Puzzle{Givens: grid(t, puzzleText)}, grid(t, solutionText)); err != nil || g.Puzzle().Variant() != sudoku.Classic {
		t.Errorf("Start of a classic puzzle after a size one = %v, Variant() %v; want nil, classic", err, g.Puzzle().Variant())
	}
}

// TestSizeSaveLoad checks that the letters survive Save and Load, that a
// version 2 document still loads as a classic game, and that bad letters
// are refused.
func TestSizeSaveLoad(t *testing.T) {
	g := sizeGame(t)
	place(t, g, map[int]int{0: 3})
	var buf bytes.Buffer
	if err := g.Save(&buf); err != nil {
		t.Fatal(err)
	}
	saved := buf.String()
	if !strings.Contains(saved, `"version": 10`) || !strings.Contains(saved, `"sizes": "`+sizeLetters+`"`) {
		t.Fatalf("Save wrote %s; want version 10 with the letters", saved)
	}
	h := game.New()
	if err := h.Load(strings.NewReader(saved)); err != nil {
		t.Fatalf("Load(Save()) = %v", err)
	}
	if !reflect.DeepEqual(h.Puzzle(), g.Puzzle()) || h.Board() != g.Board() {
		t.Errorf("loaded puzzle %s, board %s; want %s, %s", h.Puzzle(), h.Board(), g.Puzzle(), g.Board())
	}

	c, _ := newGame(t)
	buf.Reset()
	if err := c.Save(&buf); err != nil {
		t.Fatal(err)
	}
	v2 := strings.Replace(buf.String(), `"version": 10`, `"version": 2`, 1)
	if err := h.Load(strings.NewReader(v2)); err != nil || h.Puzzle().Variant() != sudoku.Classic {
		t.Errorf("Load(version 2) = %v, Variant() %v; want nil, classic", err, h.Puzzle().Variant())
	}

	for _, tt := range []struct {
		name, doc, want string
	}{
		{"letters in version 2", strings.Replace(saved, `"version": 10`, `"version": 2`, 1), "saved game: letters in a version 2 document"},
		{"short letters", strings.Replace(saved, sizeLetters, "SML", 1), "saved game: letters: 3 letters follow the puzzle, not 81"},
		{"bad letter", strings.Replace(saved, sizeLetters, "X"+sizeLetters[1:], 1), `saved game: letters: letter 1 (r1c1) is 'X', but a size puzzle's letters are S, M and L`},
		{"letters the solution breaks", strings.Replace(saved, sizeLetters, "MS"+sizeLetters[2:], 1), "saved game: solution has 3 in r1c1, which is not the M of its run"},
	} {
		err := game.New().Load(strings.NewReader(tt.doc))
		if err == nil || err.Error() != tt.want {
			t.Errorf("%s: Load = %v; want %q", tt.name, err, tt.want)
		}
	}
}

// TestSizePlacePrunesRunNotes places a digit in a size puzzle and checks that
// the notes of the other cells of its run lose the digits the letters' order
// now rules out, and that Undo brings them back.
func TestSizePlacePrunesRunNotes(t *testing.T) {
	pz, solution := sudoku.Generate(rand.New(rand.NewPCG(1, 0)), sudoku.SizeVariant)
	puzzle, sizes := pz.Givens, pz.Letters
	g := game.New()
	if err := g.Start(pz, solution); err != nil {
		t.Fatal(err)
	}
	// A run with all three cells open.
	run := -1
	for c := 0; c < 81 && run < 0; c += 3 {
		if puzzle[c] == 0 && puzzle[c+1] == 0 && puzzle[c+2] == 0 {
			run = c
		}
	}
	if run < 0 {
		t.Fatal("no open run")
	}
	var small, medium, large int
	for k := run; k < run+3; k++ {
		switch sizes[k] {
		case sudoku.Small:
			small = k
		case sudoku.Medium:
			medium = k
		case sudoku.Large:
			large = k
		}
	}
	for _, c := range []int{small, medium} {
		for d := 1; d <= 9; d++ {
			if err := g.Marks().ToggleNote(c, d); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := g.PlaceDigit(large, 5); err != nil {
		t.Fatal(err)
	}
	// With L = 5: S leaves room for M below 5, so S is 1–3; M is 2–4.
	tests := []struct {
		cell int
		want sudoku.Digits
	}{
		{small, sudoku.DigitSet(1, 2, 3)},
		{medium, sudoku.DigitSet(2, 3, 4)},
	}
	for _, tt := range tests {
		if got := g.Marks().Notes(tt.cell); got != tt.want {
			t.Errorf("after 5 in the L cell %s, notes of %s (%v) = %v; want %v", sudoku.CellName(large), sudoku.CellName(tt.cell), sizes[tt.cell], got, tt.want)
		}
	}
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	if got := g.Marks().Notes(small); got != sudoku.AllDigits {
		t.Errorf("after Undo, notes of the S cell = %v; want all nine back", got)
	}
}
