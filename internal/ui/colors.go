package ui

import (
	"image"
	"image/color"
	"math"

	"fyne.io/fyne/v2/canvas"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// markColors are the nine colours a player paints cells with, colour 1 to
// 9: the eight of Okabe and Ito's palette for colour-blind readers ("Color
// Universal Design", 2002; jfly.uni-koeln.de/color), black last, and a grey
// before it. Their order and hues are the same in both themes.
var markColors = [9]color.NRGBA{
	{0xE6, 0x9F, 0x00, 0xff}, // orange
	{0x56, 0xB4, 0xE9, 0xff}, // sky blue
	{0x00, 0x9E, 0x73, 0xff}, // bluish green
	{0xF0, 0xE4, 0x42, 0xff}, // yellow
	{0x00, 0x72, 0xB2, 0xff}, // blue
	{0xD5, 0x5E, 0x00, 0xff}, // vermillion
	{0xCC, 0x79, 0xA7, 0xff}, // reddish purple
	{0x99, 0x99, 0x99, 0xff}, // grey
	{0x00, 0x00, 0x00, 0xff}, // black
}

// colorPaint returns colour k (1–9) as the board lays it over a cell of a
// board whose background is bg: half see-through, so that the digits and
// marks over it read and the tints under it (Check's right and wrong, the
// highlights) show through. On a dark board black would vanish: it is laid
// as a dark grey there, still the darkest of the nine.
func colorPaint(k int, bg color.Color) color.NRGBA {
	c := markColors[k-1]
	if k == 9 && luminance(bg) < 0.2 {
		c = color.NRGBA{0x6a, 0x6a, 0x6a, 0xff}
	}
	c.A = 0x88
	return c
}

// colorSwatch returns colour k (1–9) as the panel's swatch shows it on bg:
// the colour a cell painted with it has.
func colorSwatch(k int, bg color.Color) color.Color { return opaque(colorPaint(k, bg), bg) }

// paintLayer draws the colours of the cells, over their fills and under the
// lines, digits and marks: a cell with one colour is filled with it, a cell
// with several is cut into as many slices around its centre, the first at
// twelve o'clock, clockwise. It is one raster, drawn again when a cell's
// colours, the theme or the board's size change.
type paintLayer struct {
	raster *canvas.Raster
	colors [sudoku.MaxCells]game.Colors // row by row, n*n of them
	n      int                          // the cells a side of the grid
	bg     color.Color
}

// newPaintLayer returns a layer with no colours.
func newPaintLayer() *paintLayer {
	l := &paintLayer{bg: color.White, n: 9}
	l.raster = canvas.NewRaster(l.draw)
	return l
}

// draw paints the layer for a grid of w by h pixels.
func (l *paintLayer) draw(w, h int) image.Image {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	if w < 9 || h < 9 {
		return img
	}
	n := l.n
	for i, cs := range l.colors[:n*n] {
		if cs == 0 {
			continue
		}
		list := cs.List()
		paints := make([]color.NRGBA, len(list))
		for k, c := range list {
			paints[k] = colorPaint(c, l.bg)
		}
		x0, x1 := (i%n)*w/n, (i%n+1)*w/n
		y0, y1 := (i/n)*h/n, (i/n+1)*h/n
		cx, cy := float64(x0+x1)/2, float64(y0+y1)/2
		for y := y0 + 1; y < y1-1; y++ {
			for x := x0 + 1; x < x1-1; x++ {
				k := 0
				if len(paints) > 1 {
					// The angle from twelve o'clock, clockwise, 0 to 1.
					a := math.Atan2(float64(x)+0.5-cx, cy-float64(y)-0.5) / (2 * math.Pi)
					if a < 0 {
						a++
					}
					k = min(int(a*float64(len(paints))), len(paints)-1)
				}
				img.SetNRGBA(x, y, paints[k])
			}
		}
	}
	return img
}
