package ui

import (
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// TestBoardRendererColours checks the renderer's colour for each kind of cell
// against the theme in use.
func TestBoardRendererColours(t *testing.T) {
	a := test.NewTempApp(t)
	{
		g := game.New()
		p, _ := sudoku.Parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
		s, _ := sudoku.Parse("534678912672195348198342567859761423426853791713924856961537284287419635345286179")
		_ = g.Start(sudoku.Puzzle{Givens: p}, s)
		b := NewBoard(g)
		r := test.TempWidgetRenderer(t, b).(*boardRenderer)
		_ = g.PlaceDigit(2, 4) // right
		_ = g.PlaceDigit(3, 9) // wrong
		g.Check()
		th, variant := b.Theme(), a.Settings().ThemeVariant()
		tests := []struct {
			name       string
			cell       int
			fill, text fyne.ThemeColorName
			bold       bool
		}{
			{"right", 2, "", "", false}, // the calmer green of r.inks, checked below
			{"wrong", 3, theme.ColorNameError, theme.ColorNameForegroundOnError, false},
			{"given", 0, "", theme.ColorNameForeground, true},
		}
		if r.cells[2].FillColor != r.inks.success || r.digits[2].Color != r.inks.onSuccess {
			t.Errorf("right cell fill %v, digit %v; want the calm success %v, %v", r.cells[2].FillColor, r.digits[2].Color, r.inks.success, r.inks.onSuccess)
		}
		if g := th.Color(theme.ColorNameSuccess, variant); r.inks.success == g {
			t.Errorf("right cell fill %v is the theme's full success green; want a calmer one", g)
		}
		for _, tt := range tests {
			if tt.text == "" {
				continue
			}
			if tt.fill != "" && r.cells[tt.cell].FillColor != th.Color(tt.fill, variant) {
				t.Errorf("%s cell fill = %v; want theme %s", tt.name, r.cells[tt.cell].FillColor, tt.fill)
			}
			if r.digits[tt.cell].Color != th.Color(tt.text, variant) || r.digits[tt.cell].TextStyle.Bold != tt.bold {
				t.Errorf("%s digit colour %v bold %v; want theme %s bold %v", tt.name, r.digits[tt.cell].Color, r.digits[tt.cell].TextStyle.Bold, tt.text, tt.bold)
			}
		}
	}
}

// TestCentreMarksSameEverywhere pencils the same centre marks into two
// cells, one of them with corner marks too, and checks that they sit the
// same in both (once they moved to a line when a corner mark came), in one
// centred row, in a colour of their own apart from the corner marks' and
// the player's digits'; nine marks take two rows.
func TestCentreMarksSameEverywhere(t *testing.T) {
	test.NewTempApp(t)
	g := game.New()
	p, _ := sudoku.Parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	s, _ := sudoku.Parse("534678912672195348198342567859761423426853791713924856961537284287419635345286179")
	_ = g.Start(sudoku.Puzzle{Givens: p}, s)
	b := NewBoard(g)
	b.Resize(fyne.NewSquareSize(450))
	r := test.TempWidgetRenderer(t, b).(*boardRenderer)
	const a, c, full = 2, 3, 18 // r1c3, r1c4, r3c1
	for _, d := range []int{1, 4, 6} {
		_ = g.Marks().ToggleNote(a, d)
		_ = g.Marks().ToggleNote(c, d)
	}
	_ = g.Marks().ToggleCorner([]int{c}, 2)
	for d := 1; d <= 9; d++ {
		_ = g.Marks().ToggleNote(full, d)
	}
	_ = g.PlaceDigit(11, 7)
	r.Refresh()
	pitch := r.geom.pitch
	for _, d := range []int{1, 4, 6} {
		na, nc := r.notes[a][d-1], r.notes[c][d-1]
		if na.Hidden || nc.Hidden {
			t.Fatalf("centre mark %d hidden: %v, %v", d, na.Hidden, nc.Hidden)
		}
		if dx, dy := nc.Position().X-na.Position().X, nc.Position().Y-na.Position().Y; math.Abs(float64(dx-pitch)) > 0.01 || dy != 0 || nc.TextSize != na.TextSize {
			t.Errorf("centre mark %d: at %v size %v in r1c4 (with a corner mark), %v size %v in r1c3; want one cell apart, the same size",
				d, nc.Position(), nc.TextSize, na.Position(), na.TextSize)
		}
	}
	if y1, y4 := r.notes[a][0].Position().Y, r.notes[a][3].Position().Y; y1 != y4 {
		t.Errorf("centre marks 1 and 4 at y %v and %v; want one row", y1, y4)
	}
	if r.notes[full][0].Position().Y == r.notes[full][8].Position().Y {
		t.Error("nine centre marks in one row; want two")
	}
	corner := r.corners[c][0]
	if corner.Hidden || corner.Color == r.notes[c][0].Color || r.notes[c][0].Color == r.digits[11].Color {
		t.Errorf("corner mark colour %v, centre mark %v, player's digit %v; want three apart", corner.Color, r.notes[c][0].Color, r.digits[11].Color)
	}
}
