// Package ui is the Sudoku window: the board and panel widgets, which draw a
// game.Game and send the player's clicks to it, and the window that holds them.
package ui

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// Line widths of the board, in Fyne units (pixels at scale 1).
const (
	thinLine  = 1
	thickLine = 3
)

// Board is the 9x9 Sudoku board. It draws the game it was made with — givens
// in bold, the player's digits in the primary colour, help highlights and
// check marks — and redraws whenever the game changes. A left tap places the
// selected number in the tapped cell, a right tap clears it. The board stays
// square and centred in whatever size it is given.
type Board struct {
	widget.BaseWidget

	// OnRefused, when set, is called with the cell (0–80) and the game's error
	// when a tap is refused, e.g. a tap on a given.
	OnRefused func(cell int, err error)

	game *game.Game
}

var (
	_ fyne.Widget            = (*Board)(nil)
	_ fyne.Tappable          = (*Board)(nil)
	_ fyne.SecondaryTappable = (*Board)(nil)
)

// NewBoard returns a board that shows g and subscribes to its changes.
func NewBoard(g *game.Game) *Board {
	b := &Board{game: g}
	b.ExtendBaseWidget(b)
	g.Subscribe(func(game.Event) { b.Refresh() })
	return b
}

// CreateRenderer implements fyne.Widget.
func (b *Board) CreateRenderer() fyne.WidgetRenderer {
	r := &boardRenderer{board: b, frame: canvas.NewRectangle(color.Transparent)}
	for i := range r.cells {
		r.cells[i] = canvas.NewRectangle(color.Transparent)
		r.digits[i] = canvas.NewText("", color.Black)
		r.digits[i].Alignment = fyne.TextAlignCenter
	}
	for i := range r.lines {
		r.lines[i] = canvas.NewRectangle(color.Black)
	}
	r.objects = append(r.objects, r.frame)
	for i := range r.cells {
		r.objects = append(r.objects, r.cells[i])
	}
	for i := range r.lines {
		r.objects = append(r.objects, r.lines[i])
	}
	for i := range r.digits {
		r.objects = append(r.objects, r.digits[i])
	}
	r.Refresh()
	return r
}

// Tapped places the selected number in the tapped cell.
func (b *Board) Tapped(ev *fyne.PointEvent) {
	if i := b.CellAt(ev.Position); i >= 0 {
		b.refused(i, b.game.Place(i))
	}
}

// TappedSecondary clears the tapped cell.
func (b *Board) TappedSecondary(ev *fyne.PointEvent) {
	if i := b.CellAt(ev.Position); i >= 0 {
		b.refused(i, b.game.Clear(i))
	}
}

func (b *Board) refused(i int, err error) {
	if err != nil && b.OnRefused != nil {
		b.OnRefused(i, err)
	}
}

// CellAt returns the cell (0–80) under pos, a position relative to the board,
// or -1 when pos is outside the grid.
func (b *Board) CellAt(pos fyne.Position) int {
	g := boardGeometry(b.Size())
	x, y := pos.X-g.origin.X, pos.Y-g.origin.Y
	if x < 0 || y < 0 || x >= g.side || y >= g.side {
		return -1
	}
	col := min(int(x/g.pitch), 8)
	row := min(int(y/g.pitch), 8)
	return row*9 + col
}

// CellCenter returns the centre of cell i (0–80) relative to the board.
func (b *Board) CellCenter(i int) fyne.Position {
	g := boardGeometry(b.Size())
	return fyne.NewPos(g.origin.X+(float32(sudoku.Col(i))+0.5)*g.pitch, g.origin.Y+(float32(sudoku.Row(i))+0.5)*g.pitch)
}

// geometry is where the grid sits inside the board widget.
type geometry struct {
	origin fyne.Position // top left corner of the grid
	side   float32       // width and height of the grid
	pitch  float32       // width and height of one cell
}

func boardGeometry(size fyne.Size) geometry {
	side := min(size.Width, size.Height)
	return geometry{
		origin: fyne.NewPos((size.Width-side)/2, (size.Height-side)/2),
		side:   side,
		pitch:  side / 9,
	}
}

type boardRenderer struct {
	board   *Board
	frame   *canvas.Rectangle
	cells   [81]*canvas.Rectangle
	digits  [81]*canvas.Text
	lines   [20]*canvas.Rectangle // 10 vertical then 10 horizontal, left/top to right/bottom
	objects []fyne.CanvasObject
}

func (r *boardRenderer) Destroy() {}

func (r *boardRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *boardRenderer) MinSize() fyne.Size { return fyne.NewSquareSize(9 * 34) }

func (r *boardRenderer) Layout(size fyne.Size) {
	g := boardGeometry(size)
	r.frame.Move(g.origin)
	r.frame.Resize(fyne.NewSquareSize(g.side))
	textSize := g.pitch * 0.6
	for i := range r.cells {
		pos := fyne.NewPos(g.origin.X+float32(sudoku.Col(i))*g.pitch, g.origin.Y+float32(sudoku.Row(i))*g.pitch)
		r.cells[i].Move(pos)
		r.cells[i].Resize(fyne.NewSquareSize(g.pitch))
		t := r.digits[i]
		t.TextSize = textSize
		h := fyne.MeasureText("8", textSize, t.TextStyle).Height
		t.Move(fyne.NewPos(pos.X, pos.Y+(g.pitch-h)/2))
		t.Resize(fyne.NewSize(g.pitch, h))
	}
	for k := 0; k <= 9; k++ {
		w := float32(thinLine)
		if k%3 == 0 {
			w = thickLine
		}
		// Centre the line on the cell boundary, but keep the outer ones inside.
		at := min(max(float32(k)*g.pitch-w/2, 0), g.side-w)
		r.lines[k].Move(fyne.NewPos(g.origin.X+at, g.origin.Y))
		r.lines[k].Resize(fyne.NewSize(w, g.side))
		r.lines[10+k].Move(fyne.NewPos(g.origin.X, g.origin.Y+at))
		r.lines[10+k].Resize(fyne.NewSize(g.side, w))
	}
}

// Refresh re-reads the game and recolours every cell from the theme.
func (r *boardRenderer) Refresh() {
	b := r.board
	th := b.Theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	col := func(n fyne.ThemeColorName) color.Color { return th.Color(n, v) }

	r.frame.FillColor = col(theme.ColorNameInputBackground)
	board := b.game.Board()
	for i := range r.cells {
		fill, ink := color.Color(color.Transparent), col(theme.ColorNamePrimary)
		bold := false
		switch b.game.Mark(i) {
		case sudoku.Given:
			ink, bold = col(theme.ColorNameForeground), true
		case sudoku.Right:
			fill, ink = col(theme.ColorNameSuccess), col(theme.ColorNameForegroundOnSuccess)
		case sudoku.Wrong:
			fill, ink = col(theme.ColorNameError), col(theme.ColorNameForegroundOnError)
		}
		if b.game.Highlighted(i) {
			fill = col(theme.ColorNameSelection)
		}
		r.cells[i].FillColor = fill
		t := r.digits[i]
		t.Text = ""
		if d := board[i]; d != 0 {
			t.Text = strconv.Itoa(int(d))
		}
		t.Color = ink
		t.TextStyle = fyne.TextStyle{Bold: bold}
	}
	for k := 0; k <= 9; k++ {
		c := col(theme.ColorNameForeground)
		if k%3 != 0 {
			c = col(theme.ColorNameDisabled)
		}
		r.lines[k].FillColor = c
		r.lines[10+k].FillColor = c
	}
	r.Layout(b.Size())
	for _, o := range r.objects {
		o.Refresh()
	}
}
