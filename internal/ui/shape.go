package ui

import (
	"image"
	"image/color"
	"math"

	"fyne.io/fyne/v2/canvas"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// shapeLayer draws what a variant adds to the grid, above the cells' fills
// and below the digits: a jigsaw's region borders as thick lines, X
// Sudoku's diagonals as thin ones, and each killer cage as a dashed
// outline inset in its cells (its sum is drawn in its first cell's corner,
// where a size puzzle's letter goes). It is one raster, drawn again only
// when the puzzle's shape, the theme or the board's size changes.
type shapeLayer struct {
	raster *canvas.Raster
	rules  *sudoku.Rules // nil: a classic or size puzzle, nothing to draw
	jigsaw bool
	x      bool
	cages  bool
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
	if s.x {
		thick := math.Max(1, pitch/30)
		line(img, 0, 0, float64(w), float64(h), thick, s.diag)
		line(img, float64(w), 0, 0, float64(h), thick, s.diag)
	}
	if s.jigsaw {
		thick := math.Max(2, pitch/14)
		for i := range 81 {
			r, c := i/9, i%9
			x0, y0 := float64(c)*pitch, float64(r)*pitch
			if c < 8 && s.rules.Region(i) != s.rules.Region(i+1) {
				fill(img, x0+pitch-thick/2, y0, thick, pitch, s.border)
			}
			if r < 8 && s.rules.Region(i) != s.rules.Region(i+9) {
				fill(img, x0, y0+pitch-thick/2, pitch, thick, s.border)
			}
		}
	}
	if s.cages {
		s.drawCages(img, pitch)
	}
	return img
}

// drawCages draws each cage as a dashed outline inset in its cells: a side
// of a cell is drawn where the neighbour across it is in another cage, and
// reaches to the cell's edge where the next cell along it is in the cage.
func (s *shapeLayer) drawCages(img *image.NRGBA, pitch float64) {
	in := pitch * 0.09
	thick := math.Max(1, pitch/40)
	dash := pitch / 9
	same := func(a, b int) bool {
		return b >= 0 && b < 81 && s.rules.CageOf(a) >= 0 && s.rules.CageOf(a) == s.rules.CageOf(b)
	}
	for i := range 81 {
		if s.rules.CageOf(i) < 0 {
			continue
		}
		r, c := i/9, i%9
		x0, y0 := float64(c)*pitch, float64(r)*pitch
		left, right := c > 0 && same(i, i-1), c < 8 && same(i, i+1)
		up, down := r > 0 && same(i, i-9), r < 8 && same(i, i+9)
		// Where a side starts and ends: inset, or at the cell's edge
		// when the cage goes on that way.
		xa, xb := x0+in, x0+pitch-in
		if left {
			xa = x0
		}
		if right {
			xb = x0 + pitch
		}
		ya, yb := y0+in, y0+pitch-in
		if up {
			ya = y0
		}
		if down {
			yb = y0 + pitch
		}
		// The sum, in the first cell's corner, keeps the outline off it.
		top, side := xa, ya
		if s.rules.SumAt(i) > 0 {
			top, side = max(xa, x0+pitch*0.42), max(ya, y0+pitch*0.36)
		}
		if !up {
			dashed(img, top, y0+in, xb, y0+in, thick, dash, s.dash)
		}
		if !down {
			dashed(img, xa, y0+pitch-in, xb, y0+pitch-in, thick, dash, s.dash)
		}
		if !left {
			dashed(img, x0+in, side, x0+in, yb, thick, dash, s.dash)
		}
		if !right {
			dashed(img, x0+pitch-in, ya, x0+pitch-in, yb, thick, dash, s.dash)
		}
	}
}

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
