package game_test

import (
	"bytes"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

const (
	puzzleText   = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	solutionText = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
)

// Cells of the puzzle above.
const (
	r1c1 = 0  // given 5
	r1c3 = 2  // open, solution 4
	r1c4 = 3  // open, solution 6
	r2c2 = 10 // open, solution 7
)

func grid(t *testing.T, s string) sudoku.Grid {
	t.Helper()
	g, err := sudoku.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// recorder collects the events a Game emits.
// recorder keeps the kinds and cells of the events it hears; TestViews
// checks their Views.
type recorder struct{ events []game.Event }

func (r *recorder) listen(ev game.Event) {
	ev.Views = nil
	r.events = append(r.events, ev)
}

func (r *recorder) take() []game.Event {
	evs := r.events
	r.events = nil
	return evs
}

// newGame returns a started game of the puzzle above and a recorder subscribed
// after the start.
func newGame(t *testing.T) (*game.Game, *recorder) {
	t.Helper()
	g := game.New()
	if err := g.Start(sudoku.Puzzle{Givens: grid(t, puzzleText)}, grid(t, solutionText)); err != nil {
		t.Fatalf("Start: %v", err)
	}
	rec := &recorder{}
	g.Subscribe(rec.listen)
	return g, rec
}

func wantEvents(t *testing.T, rec *recorder, want ...game.Event) {
	t.Helper()
	got := rec.take()
	if len(got) == 0 && len(want) == 0 {
		return
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("events = %v; want %v", got, want)
	}
}

func TestStart(t *testing.T) {
	g := game.New()
	rec := &recorder{}
	g.Subscribe(rec.listen)
	if g.Status().Started {
		t.Fatal("New().Status().Started = true; want false")
	}
	if err := g.PlaceDigit(r1c3, 4); !errors.Is(err, game.ErrNoPuzzle) {
		t.Errorf("PlaceDigit before Start = %v; want ErrNoPuzzle", err)
	}
	p, sol := grid(t, puzzleText), grid(t, solutionText)
	bad := sol
	bad[0] = 6
	tests := []struct {
		name     string
		solution sudoku.Grid
		wantErr  string
	}{
		{"incomplete", p, "solution is not complete"},
		{"changes a given", grid(t, "634578912"+solutionText[9:]), "solution breaks a rule: duplicate 6 in column 1 and box 1: r1c1 and r2c1"},
		{"breaks a rule", bad, "solution breaks a rule: duplicate 6 in row 1: r1c1 and r1c4"},
	}
	for _, tt := range tests {
		if err := g.Start(sudoku.Puzzle{Givens: p}, tt.solution); err == nil || err.Error() != tt.wantErr {
			t.Errorf("Start(%s) = %v; want %q", tt.name, err, tt.wantErr)
		}
	}
	wantEvents(t, rec)
	if err := g.Start(sudoku.Puzzle{Givens: p}, sol); err != nil {
		t.Fatalf("Start = %v; want nil", err)
	}
	wantEvents(t, rec, game.Event{Kind: game.NewGame})
	if g.Board() != p || g.Puzzle().Givens != p || g.Solution() != sol || !(g.Puzzle().Givens[r1c1] != 0) || (g.Puzzle().Givens[r1c3] != 0) {
		t.Errorf("after Start: board %s, puzzle %s, solution %s; want the puzzle on the board", g.Board(), g.Puzzle().Givens, g.Solution())
	}
}

func TestStartPuzzle(t *testing.T) {
	g := game.New()
	tests := []struct {
		name, puzzle, wantErr string
	}{
		{"duplicate", "55" + strings.Repeat(".", 79), "duplicate 5 in row 1 and box 1: r1c1 and r1c2"},
		{"several", strings.Repeat(".", 81), "more than one solution"},
		{"none", "12345678.........9" + strings.Repeat(".", 63), "no solution"},
	}
	for _, tt := range tests {
		if err := g.StartPuzzle(sudoku.Puzzle{Givens: grid(t, tt.puzzle)}); err == nil || err.Error() != tt.wantErr {
			t.Errorf("StartPuzzle(%s) = %v; want %q", tt.name, err, tt.wantErr)
		}
	}
	if g.Status().Started {
		t.Error("a refused StartPuzzle started a game")
	}
	if err := g.StartPuzzle(sudoku.Puzzle{Givens: grid(t, puzzleText)}); err != nil || g.Solution() != grid(t, solutionText) {
		t.Errorf("StartPuzzle = %v with solution %s; want nil, %s", err, g.Solution(), solutionText)
	}
}

func TestPlaceAndClear(t *testing.T) {
	g, rec := newGame(t)
	if err := g.Place(r1c3); !errors.Is(err, game.ErrNoNumber) {
		t.Errorf("Place with no number = %v; want ErrNoNumber", err)
	}
	if err := g.SelectNumber(4); err != nil {
		t.Fatal(err)
	}
	wantEvents(t, rec, game.Event{Kind: game.NumberSelected})
	if err := g.Place(r1c3); err != nil {
		t.Fatalf("Place(r1c3) = %v", err)
	}
	wantEvents(t, rec, game.Event{Kind: game.CellChanged, Cells: []int{r1c3}}, game.Event{Kind: game.FirstMove})
	if got := g.Board()[r1c3]; got != 4 {
		t.Errorf("after Place(r1c3) with 4 selected, r1c3 = %d; want 4", got)
	}
	if err := g.Place(r1c3); err != nil {
		t.Errorf("placing the same digit again = %v; want nil", err)
	}
	wantEvents(t, rec) // nothing changed, nothing told

	// Givens never change.
	for _, op := range []struct {
		name string
		do   func() error
	}{
		{"Place", func() error { return g.Place(r1c1) }},
		{"PlaceDigit", func() error { return g.PlaceDigit(r1c1, 5) }},
		{"Clear", func() error { return g.Clear(r1c1) }},
	} {
		err := op.do()
		if !errors.Is(err, game.ErrGiven) || !strings.Contains(err.Error(), "r1c1") {
			t.Errorf("%s on given r1c1 = %v; want ErrGiven naming r1c1", op.name, err)
		}
	}
	if g.Board()[r1c1] != 5 {
		t.Errorf("given r1c1 = %d; want 5", g.Board()[r1c1])
	}
	wantEvents(t, rec)

	// Out of range.
	for _, err := range []error{g.PlaceDigit(81, 1), g.PlaceDigit(-1, 1), g.PlaceDigit(r1c3, 10), g.PlaceDigit(r1c3, 0), g.Clear(100), g.SelectNumber(10), g.SelectNumber(-1)} {
		if err == nil {
			t.Error("out-of-range move accepted")
		}
	}
	wantEvents(t, rec)

	if err := g.Clear(r1c3); err != nil {
		t.Fatalf("Clear(r1c3) = %v", err)
	}
	wantEvents(t, rec, game.Event{Kind: game.CellChanged, Cells: []int{r1c3}})
	if g.Board()[r1c3] != 0 {
		t.Errorf("after Clear, r1c3 = %d; want 0", g.Board()[r1c3])
	}
	if err := g.Clear(r1c3); err != nil {
		t.Errorf("Clear of an empty cell = %v; want nil", err)
	}
	wantEvents(t, rec)
}

func TestSelectNumberIsARadioGroup(t *testing.T) {
	g, rec := newGame(t)
	for _, d := range []int{3, 7, 7, 0} {
		if err := g.SelectNumber(d); err != nil {
			t.Fatalf("SelectNumber(%d) = %v", d, err)
		}
		if g.Selected() != d {
			t.Errorf("after SelectNumber(%d), Selected() = %d", d, g.Selected())
		}
	}
	// 3, 7 and 0 changed the selection; the second 7 did not.
	wantEvents(t, rec, game.Event{Kind: game.NumberSelected}, game.Event{Kind: game.NumberSelected}, game.Event{Kind: game.NumberSelected})
}

func TestHelp(t *testing.T) {
	g, rec := newGame(t)
	g.SetHighlights(game.Highlights{Conflicts: true}) // help's marks alone
	rec.take()
	g.SetHelp(true)
	wantEvents(t, rec, game.Event{Kind: game.HelpToggled})
	if n := countHighlighted(g); n != 0 {
		t.Errorf("help on, no number: %d cells highlighted; want 0", n)
	}
	_ = g.SelectNumber(5)
	// Work out the legal cells independently of the engine.
	want := 0
	board := g.Board()
	for i := range 81 {
		legal := board[i] == 0
		for j := range 81 {
			sameHouse := sudoku.Row(i) == sudoku.Row(j) || sudoku.Col(i) == sudoku.Col(j) || sudoku.Box(i) == sudoku.Box(j)
			if i != j && sameHouse && board[j] == 5 {
				legal = false
			}
		}
		if legal != highlighted(g, i) {
			t.Errorf("Highlighted(%s) = %v; want %v", sudoku.CellName(i), highlighted(g, i), legal)
		}
		if legal {
			want++
		}
	}
	if want == 0 {
		t.Fatal("test puzzle has no legal cell for 5")
	}
	if highlighted(g, r1c1) {
		t.Error("given r1c1 highlighted")
	}
	// A 5 placed in a highlighted cell removes its own highlight and its peers'.
	first := -1
	for i := range 81 {
		if highlighted(g, i) && first < 0 {
			first = i
		}
	}
	_ = g.PlaceDigit(first, 5)
	if highlighted(g, first) {
		t.Errorf("filled %s still highlighted", sudoku.CellName(first))
	}
	for _, p := range sudoku.Peers[first] {
		if highlighted(g, int(p)) {
			t.Errorf("%s highlighted although its peer %s holds 5", sudoku.CellName(int(p)), sudoku.CellName(first))
		}
	}
	g.SetHelp(false)
	if n := countHighlighted(g); n != 0 {
		t.Errorf("help off: %d cells highlighted; want 0", n)
	}
}

func countHighlighted(g *game.Game) int {
	n := 0
	for i := range 81 {
		if highlighted(g, i) {
			n++
		}
	}
	return n
}

func TestCheck(t *testing.T) {
	g, rec := newGame(t)
	_ = g.PlaceDigit(r1c3, 4) // right
	_ = g.PlaceDigit(r1c4, 9) // wrong: 6
	rec.take()
	if mark(g, r1c3) != sudoku.Blank || g.Status().Checking {
		t.Errorf("before Check: Mark(r1c3) = %v, Checking = %v; want blank, false", mark(g, r1c3), g.Status().Checking)
	}
	g.Check()
	wantEvents(t, rec, game.Event{Kind: game.Checked, Cells: []int{r1c3, r1c4}})
	tests := []struct {
		cell int
		want sudoku.Status
	}{
		{r1c1, sudoku.Given},
		{r1c3, sudoku.Right},
		{r1c4, sudoku.Wrong},
		{r2c2, sudoku.Blank},
		{-1, sudoku.Blank},
	}
	for _, tt := range tests {
		if got := mark(g, tt.cell); got != tt.want {
			t.Errorf("after Check, Mark(%d) = %v; want %v", tt.cell, got, tt.want)
		}
	}
	// The marks go away on the next change of the board.
	_ = g.PlaceDigit(r2c2, 7)
	if g.Status().Checking || mark(g, r1c3) != sudoku.Blank || mark(g, r1c4) != sudoku.Blank {
		t.Errorf("after a move: Checking = %v, marks %v %v; want false, blank, blank", g.Status().Checking, mark(g, r1c3), mark(g, r1c4))
	}
	// Selecting a number is no change of the board.
	g.Check()
	_ = g.SelectNumber(2)
	if !g.Status().Checking {
		t.Error("selecting a number cleared the check marks")
	}
}

func TestWon(t *testing.T) {
	g, rec := newGame(t)
	sol := grid(t, solutionText)
	p := g.Puzzle().Givens
	var last int
	for i := range 81 {
		if p[i] == 0 {
			last = i
		}
	}
	for i := range 81 {
		if p[i] == 0 && i != last {
			if err := g.PlaceDigit(i, int(sol[i])); err != nil {
				t.Fatal(err)
			}
		}
	}
	if g.Status().Won {
		t.Fatal("Won() before the last cell")
	}
	rec.take()
	_ = g.PlaceDigit(last, int(sol[last])%9+1) // wrong digit: complete but not won
	if g.Status().Won {
		t.Error("Won() with a wrong digit")
	}
	wantEvents(t, rec, game.Event{Kind: game.CellChanged, Cells: []int{last}})
	_ = g.PlaceDigit(last, int(sol[last]))
	wantEvents(t, rec, game.Event{Kind: game.CellChanged, Cells: []int{last}}, game.Event{Kind: game.Won})
	if !g.Status().Won {
		t.Error("Won = false on the solved board")
	}
}

func TestSubscribe(t *testing.T) {
	g, rec := newGame(t)
	var order []string
	unsubA := g.Subscribe(func(game.Event) { order = append(order, "a") })
	g.Subscribe(func(game.Event) { order = append(order, "b") })
	_ = g.SelectNumber(1)
	unsubA()
	unsubA()
	_ = g.SelectNumber(2)
	if got := strings.Join(order, ""); got != "abb" {
		t.Errorf("listener calls = %q; want %q (in order, none after unsubscribe)", got, "abb")
	}
	if n := len(rec.take()); n != 2 {
		t.Errorf("first listener got %d events; want 2", n)
	}
}

func TestSaveLoad(t *testing.T) {
	g, _ := newGame(t)
	_ = g.PlaceDigit(r1c3, 4)
	_ = g.PlaceDigit(r1c4, 9)
	_ = g.SelectNumber(7)
	g.SetHelp(true)
	var buf bytes.Buffer
	if err := g.Save(&buf); err != nil {
		t.Fatalf("Save = %v", err)
	}
	saved := buf.String()

	h := game.New()
	rec := &recorder{}
	h.Subscribe(rec.listen)
	if err := h.Load(strings.NewReader(saved)); err != nil {
		t.Fatalf("Load(Save()) = %v", err)
	}
	if h.Board() != g.Board() || h.Puzzle().Givens != g.Puzzle().Givens || h.Solution() != g.Solution() || h.Selected() != 7 || !h.Status().Help || !h.Status().Started {
		t.Errorf("Load(Save()) gave board %s sel %d help %v; want %s sel 7 help true", h.Board(), h.Selected(), h.Status().Help, g.Board())
	}
	wantEvents(t, rec, game.Event{Kind: game.NewGame}, game.Event{Kind: game.NumberSelected}, game.Event{Kind: game.HelpToggled})

	if err := game.New().Save(&buf); !errors.Is(err, game.ErrNoPuzzle) {
		t.Errorf("Save with no puzzle = %v; want ErrNoPuzzle", err)
	}

	bad := []struct {
		name, doc, wantErr string
	}{
		{"not json", "{", "saved game: unexpected EOF"},
		{"version", strings.Replace(saved, `"version": 10`, `"version": 11`, 1), "saved game: version 11; want 1 to 10"},
		{"puzzle", strings.Replace(saved, puzzleText, "x"+puzzleText[1:], 1), "saved game: puzzle: character 1 (r1c1) is 'x', which a puzzle cannot hold: only digits 1 to 9, and 0 or . for an empty cell"},
		{"solution", strings.Replace(saved, solutionText, "6"+solutionText[1:], 1), "saved game: solution breaks a rule: duplicate 6 in row 1: r1c1 and r1c4"},
		{"board changes a given", strings.Replace(saved, `"board": "53`, `"board": "63`, 1), "saved game: board changes given r1c1"},
		{"selected", strings.Replace(saved, `"selected": 7`, `"selected": 12`, 1), "saved game: selected number 12 out of range 0-9"},
	}
	for _, tt := range bad {
		h := game.New()
		if err := h.Load(strings.NewReader(tt.doc)); err == nil || err.Error() != tt.wantErr {
			t.Errorf("Load(%s) = %v; want %q", tt.name, err, tt.wantErr)
		}
		if h.Status().Started {
			t.Errorf("Load(%s) failed but started a game", tt.name)
		}
	}
}

func TestEventKindString(t *testing.T) {
	if got := game.CellChanged.String(); got != "cell changed" {
		t.Errorf("CellChanged.String() = %q; want %q", got, "cell changed")
	}
	if got := game.EventKind(99).String(); got != "EventKind(99)" {
		t.Errorf("EventKind(99).String() = %q", got)
	}
}
