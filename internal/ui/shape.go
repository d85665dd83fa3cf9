package ui

import (
	"image"
	"image/color"
	"math"

	"fyne.io/fyne/v2/canvas"

	"github.com/sudoku-devs/sudoku/internal/outline"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
	"github.com/sudoku-devs/sudoku/internal/variant"
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
	// cageAlpha is the opacity of the cages' tints, of 255: fainter on a
	// dark board, where a tint shows more.
	cageAlpha uint8
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
	var rules *sudoku.Rules
	if vp := variant.Setter(&p); vp != nil && vp.Size != 9 {
		// A setter's grid of another size: its regions, when they are
		// not boxes, are drawn as a jigsaw's.
		rules = vp.GameRules()
		jigsaw = rules.Jigsaw()
	}
	if !jigsaw && !x && !cages {
		changed := s.rules != nil
		s.rules, s.jigsaw, s.x, s.cages = nil, false, false, false
		s.raster.Hidden = true
		return changed
	}
	if rules == nil {
		rules = p.Rules()
	}
	s.rules, s.jigsaw, s.x, s.cages = rules, jigsaw, x, cages
	s.raster.Hidden = false
	return true
}

// draw paints the layer for a board of w by h pixels.
func (s *shapeLayer) draw(w, h int) image.Image {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	if s.rules == nil || w < 9 || h < 9 {
		return img
	}
	n := s.rules.Size()
	pitch := float64(w) / float64(n)
	if s.jigsaw && s.tint {
		for i := range n * n {
			fill(img, float64(i%n)*pitch, float64(i/n)*pitch, pitch, pitch, regionTints[s.rules.Region(i)%len(regionTints)])
		}
	}
	if s.cages && !(s.jigsaw && s.tint) {
		// A soft tint for each cage, neighbours apart, so that a cage
		// reads whole across the box lines it crosses.
		colour := cageColours(s.rules)
		in := float64(thickLine)/2 + 1 // clear of the grid lines under the layer
		for i := range n * n {
			if k := s.rules.CageOf(i); k >= 0 {
				c := cageTints[colour[k]]
				c.A = s.cageAlpha
				fill(img, float64(i%9)*pitch+in, float64(i/9)*pitch+in, pitch-2*in, pitch-2*in, c)
			}
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
		size := map[int]int{} // cells a cage
		for i := range n * n {
			size[s.rules.CageOf(i)]++
		}
		for _, l := range outline.Cages(s.rules, 0.09, cageSum) {
			// A cage of one cell, whose sum is its digit, is drawn whole,
			// not dashed, to stand apart from the rest.
			cell := int((l.Y0+l.Y1)/2)*9 + int((l.X0+l.X1)/2)
			if k := s.rules.CageOf(min(max(cell, 0), 80)); k >= 0 && size[k] == 1 {
				fill(img, l.X0*pitch-thick/2, l.Y0*pitch-thick/2, (l.X1-l.X0)*pitch+thick, (l.Y1-l.Y0)*pitch+thick, s.dash)
				continue
			}
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

// cageTints are the hues of killer cages' soft tints: four, so that no two
// cages side by side share one (see cageColours); the layer's cageAlpha
// makes them fainter than a jigsaw's region tints, for the cage's dashes
// and sum to stay the strongest mark.
var cageTints = [4]color.NRGBA{{70, 130, 230, 0}, {230, 160, 50, 0}, {90, 190, 80, 0}, {200, 90, 180, 0}}

// cageColours returns, for each cage of r by its index, which of
// cageTints it takes, so that no two cages side by side (across a cell's
// side) share one. The cages form a map, which four colours always do
// (the four colour theorem); a search that backtracks, in the order of the
// cages' first cells, finds them among a puzzle's 20 to 40 cages at once.
// Should it not, within a bound, the cages left take the first tint.
func cageColours(r *sudoku.Rules) map[int]int {
	var order []int
	seen := map[int]bool{}
	near := map[int]map[int]bool{}
	for i := range 81 {
		k := r.CageOf(i)
		if k < 0 {
			continue
		}
		if !seen[k] {
			seen[k] = true
			order = append(order, k)
		}
		if near[k] == nil {
			near[k] = map[int]bool{}
		}
		for _, n := range [2]int{i + 1, i + 9} {
			if n >= 81 || (n == i+1 && i%9 == 8) {
				continue
			}
			if m := r.CageOf(n); m >= 0 && m != k {
				if near[m] == nil {
					near[m] = map[int]bool{}
				}
				near[k][m], near[m][k] = true, true
			}
		}
	}
	colour := map[int]int{}
	steps := 0
	var try func(at int) bool
	try = func(at int) bool {
		if at == len(order) {
			return true
		}
		if steps++; steps > 100_000 {
			return false
		}
		k := order[at]
	next:
		for c := range len(cageTints) {
			for m := range near[k] {
				if mc, ok := colour[m]; ok && mc == c {
					continue next
				}
			}
			colour[k] = c
			if try(at + 1) {
				return true
			}
			delete(colour, k)
		}
		return false
	}
	if !try(0) {
		for _, k := range order {
			if _, ok := colour[k]; !ok {
				colour[k] = 0
			}
		}
	}
	return colour
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
