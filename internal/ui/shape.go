package ui

import (
	"image"
	"image/color"
	"math"

	"fyne.io/fyne/v2/canvas"

	"github.com/sudoku-devs/sudoku/internal/outline"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// shapeLayer draws what a variant adds to the grid, above the cells' fills
// and below the digits: a jigsaw's region borders as thick lines, X
// Sudoku's diagonals as faint bands that digits read over, and each killer cage as a dashed
// outline inset in its cells (its sum is drawn in its first cell's corner,
// where a size puzzle's letter goes). It is one raster, drawn again only
// when the puzzle's shape, the theme or the board's size changes.
type shapeLayer struct {
	raster *canvas.Raster
	rules  *sudoku.Rules // nil: a classic or size puzzle, nothing to draw
	jigsaw bool
	x      bool
	cages  bool
	tint   bool        // a soft colour for each jigsaw region (View ▸ Tint jigsaw regions)
	border color.Color // region borders: the thick lines' colour
	dash   color.Color // cage outlines
	diag   color.Color // diagonals
}

// newShapeLayer returns an empty layer.
func newShapeLayer() *shapeLayer {
	s := &shapeLayer{border: color.Black, dash: color.Black, diag: color.Black}
	s.raster = canvas.NewRaster(s.draw)
	s.raster.Hidden = true
	return s
}

// set makes the layer draw the shape of puzzle p and reports whether that
// changed what it draws.
func (s *shapeLayer) set(p sudoku.Puzzle) bool {
	jigsaw, x, cages := !p.Regions.IsZero(), p.Diagonals, len(p.Cages) > 0
	if !jigsaw && !x && !cages {
		changed := s.rules != nil
		s.rules, s.jigsaw, s.x, s.cages = nil, false, false, false
		s.raster.Hidden = true
		return changed
	}
	s.rules, s.jigsaw, s.x, s.cages = p.Rules(), jigsaw, x, cages
	s.raster.Hidden = false
	return true
}

// draw paints the layer for a board of w by h pixels.
func (s *shapeLayer) draw(w, h int) image.Image {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	if s.rules == nil || w < 9 || h < 9 {
		return img
	}
	pitch := float64(w) / 9
	if s.jigsaw && s.tint {
		for i := range 81 {
			fill(img, float64(i%9)*pitch, float64(i/9)*pitch, pitch, pitch, regionTints[s.rules.Region(i)])
		}
	}
	if s.x {
		thick := math.Max(3, pitch/8) // a soft band (see the diag colour) that digits read over
		line(img, 0, 0, float64(w), float64(h), thick, s.diag)
		line(img, float64(w), 0, 0, float64(h), thick, s.diag)
	}
	if s.jigsaw {
		thick := math.Max(thickLine, pitch/14) // never thinner than the boxes' lines
		for _, l := range outline.Regions(s.rules) {
			fill(img, l.X0*pitch-thick/2, l.Y0*pitch-thick/2, (l.X1-l.X0)*pitch+thick, (l.Y1-l.Y0)*pitch+thick, s.border)
		}
	}
	if s.cages {
		thick := math.Max(1, pitch/40)
		for _, l := range outline.Cages(s.rules, 0.09, cageSum) {
			dashed(img, l.X0*pitch, l.Y0*pitch, l.X1*pitch, l.Y1*pitch, thick, pitch/9, s.dash)
		}
	}
	return img
}

// regionTints are the soft colours of the nine regions of a jigsaw when
// they are tinted: nine hues far apart, so that neighbouring regions
// differ, faint enough (alpha 40 of 255) over the light and the dark
// board alike that digits and marks stay as readable as without them.
var regionTints = [9]color.NRGBA{
	{230, 80, 80, 40}, {230, 160, 50, 40}, {200, 200, 40, 40},
	{90, 190, 80, 40}, {50, 180, 180, 40}, {70, 130, 230, 40},
	{150, 90, 220, 40}, {220, 90, 180, 40}, {140, 140, 140, 40},
}

// cageSum is the room a cage's sum takes in its first cell's corner, in
// cells, where the size variant's letter goes.
var cageSum = outline.Sum{W: 0.42, H: 0.36}

// dashed draws a horizontal or vertical dashed line from (x0, y0) to (x1,
// y1), thick pixels wide, dashes and gaps of dash pixels, aligned to the
// grid so that the dashes of neighbouring cells run on.
func dashed(img *image.NRGBA, x0, y0, x1, y1, thick, dash float64, c color.Color) {
	if y0 == y1 {
		for x := math.Floor(x0/(2*dash)) * 2 * dash; x < x1; x += 2 * dash {
			a, b := math.Max(x, x0), math.Min(x+dash, x1)
			if b > a {
				fill(img, a, y0-thick/2, b-a, thick, c)
			}
		}
		return
	}
	for y := math.Floor(y0/(2*dash)) * 2 * dash; y < y1; y += 2 * dash {
		a, b := math.Max(y, y0), math.Min(y+dash, y1)
		if b > a {
			fill(img, x0-thick/2, a, thick, b-a, c)
		}
	}
}

// fill paints the rectangle at (x, y) of w by h pixels in c.
func fill(img *image.NRGBA, x, y, w, h float64, c color.Color) {
	r := image.Rect(int(math.Round(x)), int(math.Round(y)), int(math.Round(x+w)), int(math.Round(y+h))).Intersect(img.Rect)
	nc := color.NRGBAModel.Convert(c).(color.NRGBA)
	for py := r.Min.Y; py < r.Max.Y; py++ {
		for px := r.Min.X; px < r.Max.X; px++ {
			img.SetNRGBA(px, py, nc)
		}
	}
}

// line paints a straight line from (x0, y0) to (x1, y1), thick pixels
// wide, in c.
func line(img *image.NRGBA, x0, y0, x1, y1, thick float64, c color.Color) {
	n := int(math.Max(math.Abs(x1-x0), math.Abs(y1-y0)))
	for k := 0; k <= n; k++ {
		t := float64(k) / float64(max(n, 1))
		x, y := x0+(x1-x0)*t, y0+(y1-y0)*t
		fill(img, x-thick/2, y-thick/2, thick, thick, c)
	}
}
