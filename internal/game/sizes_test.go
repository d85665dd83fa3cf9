package game_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
	"github.com/sudoku-devs/sudoku/internal/variant"
)

// sizedSetter returns a setter's document of a grid of n cells a side,
// with boxes of h rows and n/h columns, whose solution is the pattern
// grid sol (a valid grid of that size), with every cell given but the
// cells of open, and the thermometer therm when it is not empty.
func sizedSetter(t testing.TB, n, h int, open []int, therm []string) (doc string, sol []int) {
	t.Helper()
	w := n / h
	sol = make([]int, n*n)
	for r := range n {
		for c := range n {
			sol[r*n+c] = (r*w+r/h+c)%n + 1
		}
	}
	grid := make([][]map[string]any, n)
	for r := range n {
		grid[r] = make([]map[string]any, n)
		for c := range n {
			grid[r][c] = map[string]any{"value": sol[r*n+c], "given": true}
		}
	}
	for _, i := range open {
		grid[i/n][i%n] = map[string]any{}
	}
	d := map[string]any{"size": n, "title": fmt.Sprintf("%dx%d", n, n), "grid": grid}
	if len(therm) > 0 {
		d["thermometer"] = []map[string]any{{"lines": [][]string{therm}}}
	}
	b, err := json.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	return string(b), sol
}

// sizedGame starts a game of sizedSetter's document (see there) and
// returns it with the puzzle and its solution.
func sizedGame(t testing.TB, n, h int, open []int, therm []string) (*game.Game, *variant.Puzzle, []int) {
	t.Helper()
	doc, sol := sizedSetter(t, n, h, open, therm)
	vp, err := variant.Read(doc)
	if err != nil {
		t.Fatal(err)
	}
	g := game.New()
	if err := g.StartSetter(vp, sol); err != nil {
		t.Fatal(err)
	}
	return g, vp, sol
}

// TestSetterSizes plays setters' grids of 6x6 and 16x16: every cell is
// shown and no more, digits up to the size are placed and one more is
// refused, a digit that repeats in a row is a conflict, Fill notes keeps
// the solution's digit, the hint is a single the solution keeps, the game
// saves and loads as it was, and the last digit wins.
func TestSetterSizes(t *testing.T) {
	tests := []struct {
		n, h  int
		open  []int // the cells left open, the first one in row 1
		therm []string
	}{
		{6, 2, []int{1, 2, 8, 14, 20, 35}, []string{"R1C1", "R1C2", "R1C3"}},
		{16, 4, []int{15, 16, 40, 100, 170, 255}, nil},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%dx%d", tt.n, tt.n), func(t *testing.T) {
			doc, sol := sizedSetter(t, tt.n, tt.h, tt.open, tt.therm)
			vp, err := variant.Read(doc)
			if err != nil {
				t.Fatal(err)
			}
			g := game.New()
			won := false
			g.Subscribe(func(e game.Event) { won = won || e.Kind == game.Won })
			if err := g.StartSetter(vp, sol); err != nil {
				t.Fatal(err)
			}
			last := tt.n*tt.n - 1
			if v := g.CellView(last); v.Digit == 0 && sol[last] != 0 && !contains(tt.open, last) {
				t.Errorf("CellView(%d) shows no digit; want the given %d", last, sol[last])
			}
			if v := g.CellView(last + 1); v != (game.CellView{}) {
				t.Errorf("CellView(%d), past the grid, = %+v; want nothing", last+1, v)
			}
			first := tt.open[0]
			if err := g.PlaceDigit(first, tt.n+1); err == nil {
				t.Errorf("PlaceDigit(%d, %d) = nil; want an error: no such digit", first, tt.n+1)
			}
			wrong := sol[first-1] // the digit of the cell on its left, in its row
			if err := g.PlaceDigit(first, wrong); err != nil {
				t.Fatal(err)
			}
			if v := g.CellView(first); v.Digit != wrong || v.Ink != game.InkConflict {
				t.Errorf("after %d in cell %d, which its row holds: CellView = %+v; want the digit in conflict", wrong, first, v)
			}
			if err := g.Undo(); err != nil {
				t.Fatal(err)
			}
			if err := g.Marks().FillNotes(); err != nil {
				t.Fatal(err)
			}
			for _, i := range tt.open {
				if n := g.Marks().Notes(i); !n.Has(sol[i]) {
					t.Errorf("FillNotes: cell %d has notes %v; want them to hold %d", i, n, sol[i])
				}
			}
			if err := g.ShowHint(); err != nil {
				t.Fatal(err)
			}
			st, ok := g.Hint().Step()
			if !ok || len(st.Placements) != 1 || st.Placements[0].Digit != sol[st.Placements[0].Cell] {
				t.Errorf("hint step %+v (%v); want one placement of the solution's digit", st, ok)
			}
			if ok {
				c := st.Placements[0].Cell
				look := fmt.Sprintf("Look at row %d, column %d (%s).", c/tt.n+1, c%tt.n+1, variant.CellOf(c, tt.n))
				if msg, _ := g.Hint().Message(); !strings.HasPrefix(msg.English(), look) {
					t.Errorf("hint %q; want it to start %q", msg.English(), look)
				}
			}
			if err := g.PlaceDigit(first, sol[first]); err != nil {
				t.Fatal(err)
			}
			var buf bytes.Buffer
			if err := g.Save(&buf); err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(buf.String(), fmt.Sprintf(`"size": %d`, tt.n)) {
				t.Errorf("Save wrote no size %d:\n%s", tt.n, buf.String())
			}
			h := game.New()
			if err := h.Load(bytes.NewReader(buf.Bytes())); err != nil {
				t.Fatalf("Load(Save) = %v", err)
			}
			h.SetPaused(false)
			for i := range tt.n * tt.n {
				if got, want := h.CellView(i), g.CellView(i); got.Digit != want.Digit || got.Notes != want.Notes || got.Given != want.Given {
					t.Fatalf("after Load, cell %d shows %+v; want %+v", i, got, want)
				}
			}
			for _, i := range tt.open[1:] {
				if err := g.PlaceDigit(i, sol[i]); err != nil {
					t.Fatal(err)
				}
			}
			if !won || !g.Status().Over {
				t.Errorf("the grid filled: won %v, over %v; want both", won, g.Status().Over)
			}
		})
	}
}

func contains(cells []int, i int) bool {
	for _, c := range cells {
		if c == i {
			return true
		}
	}
	return false
}

// TestSetterSizeExplained walks the explanation of a setter's 6x6 grid:
// logic.ExplainSized's steps, one placement each, from the givens to the
// solution; an open cell shows the candidates the rules leave, and steps
// that do not solve the puzzle are refused.
func TestSetterSizeExplained(t *testing.T) {
	open := []int{1, 2, 8, 14, 20, 35}
	g, vp, sol := sizedGame(t, 6, 2, open, []string{"R1C1", "R1C2", "R1C3"})
	givens, solution := make([]uint8, 36), make([]uint8, 36)
	for i := range givens {
		givens[i], solution[i] = uint8(vp.Givens[i]), uint8(sol[i])
	}
	steps := logic.ExplainSized(vp.GameRules(), givens, solution)
	if len(steps) != len(open) {
		t.Fatalf("%d steps; want one for each of the %d open cells", len(steps), len(open))
	}
	if err := g.StartExplain(steps[:2]); err == nil {
		t.Error("StartExplain(two steps of six) = nil; want an error: they do not solve the puzzle")
	}
	if err := g.StartExplain(steps); err != nil {
		t.Fatal(err)
	}
	e := g.Explanation()
	if v := g.CellView(open[0]); v.Digit != 0 || !v.Notes.Has(sol[open[0]]) {
		t.Errorf("at the first step, cell %d shows %+v; want it open with its solution's digit among its notes", open[0], v)
	}
	for e.Next() {
	}
	if at, n := e.Pos(); at != n {
		t.Fatalf("the walk stopped at %d of %d", at, n)
	}
	for i := range 36 {
		if v := g.CellView(i); v.Digit != sol[i] {
			t.Fatalf("at the end, cell %d shows %d; want %d", i, v.Digit, sol[i])
		}
	}
}

// TestSetterSizeAndEnterMode enters a puzzle while a 16x16 grid is in play:
// the selection, of a cell past the 9x9 grid, is dropped, enter mode types
// on a 9x9 grid, and Cancel brings the 16x16 game back as it was.
func TestSetterSizeAndEnterMode(t *testing.T) {
	g, _, sol := sizedGame(t, 16, 4, []int{15, 200}, nil)
	g.Selection().Set(200)
	if err := g.PlaceDigit(200, sol[200]); err != nil {
		t.Fatal(err)
	}
	if err := g.EnterPuzzle(sudoku.Grid{}); err != nil {
		t.Fatal(err)
	}
	if c := g.Selection().Cursor(); c != -1 {
		t.Errorf("in enter mode the cursor is on cell %d, past the 9x9 grid; want none", c)
	}
	if st := g.Status(); st.Size != 9 {
		t.Errorf("enter mode's grid is %dx%d; want 9x9", st.Size, st.Size)
	}
	if err := g.PlaceDigit(80, 9); err != nil {
		t.Errorf("enter mode: PlaceDigit(r9c9) = %v", err)
	}
	g.Entry().Cancel()
	if st := g.Status(); st.Size != 16 || g.CellView(200).Digit != sol[200] {
		t.Errorf("after Cancel: size %d, cell 200 shows %d; want the 16x16 game with %d there", st.Size, g.CellView(200).Digit, sol[200])
	}
}
