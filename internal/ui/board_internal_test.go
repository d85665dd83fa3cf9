package ui

import (
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
			{"right", 2, theme.ColorNameSuccess, theme.ColorNameForegroundOnSuccess, false},
			{"wrong", 3, theme.ColorNameError, theme.ColorNameForegroundOnError, false},
			{"given", 0, "", theme.ColorNameForeground, true},
		}
		for _, tt := range tests {
			if tt.fill != "" && r.cells[tt.cell].FillColor != th.Color(tt.fill, variant) {
				t.Errorf("%s cell fill = %v; want theme %s", tt.name, r.cells[tt.cell].FillColor, tt.fill)
			}
			if r.digits[tt.cell].Color != th.Color(tt.text, variant) || r.digits[tt.cell].TextStyle.Bold != tt.bold {
				t.Errorf("%s digit colour %v bold %v; want theme %s bold %v", tt.name, r.digits[tt.cell].Color, r.digits[tt.cell].TextStyle.Bold, tt.text, tt.bold)
			}
		}
	}
}
