package ui

import (
	"image"
	"image/color"
	"math"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"golang.org/x/image/vector"

	"github.com/sudoku-devs/sudoku/internal/outline"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
	"github.com/sudoku-devs/sudoku/internal/variant"
)

// constraintLayer draws a setter's constraints (package variant's
// Elements) as SudokuPad draws them: thermometers, arrows, coloured lines,
// kropki dots, odd circles and even squares, extra regions, quadruple
// circles, cages the shape layer does not draw, and the clues outside the
// grid. Its shapes are one raster, anti-aliased (golang.org/x/image's
// vector rasterizer), over the cells' fills and under the digits, each
// kind of shape in one translucent colour, so that a highlight under a
// line still shows and the joints of a line do not darken; its words
// (sums, letters, a quadruple's digits) are texts above the raster. The
// raster covers the grid and, when a constraint has clues outside it, a
// ring of one cell around it, which the board leaves room for (Board.geometry).
type constraintLayer struct {
	raster  *canvas.Raster
	texts   []*canvas.Text
	puzzle  *variant.Puzzle // nil: nothing to draw
	els     []variant.Element
	ring    float32     // cells of room around the grid for clues outside it: 0 or 1
	fg, bg  color.Color // the theme's ink and board
	dark    bool
	objects []fyne.CanvasObject // the raster, then the texts
}

// newConstraintLayer returns an empty layer.
func newConstraintLayer() *constraintLayer {
	l := &constraintLayer{fg: color.Black, bg: color.White}
	l.raster = canvas.NewRaster(l.draw)
	l.raster.Hidden = true
	return l
}

// set makes the layer draw the constraints of p, leaving out the killer
// cages p carries as its own (the shape layer draws those), and reports
// whether that changed what it draws.
func (l *constraintLayer) set(p sudoku.Puzzle) bool {
	vp := variant.Setter(&p)
	if vp == l.puzzle {
		return false
	}
	l.puzzle, l.els, l.ring = vp, nil, 0
	if vp != nil {
		for _, c := range vp.Constraints {
			for _, e := range c.Elements() {
				if e.Kind == variant.ElementCage && slices.ContainsFunc(p.Cages, func(k sudoku.Cage) bool { return slices.Equal(k.Cells, e.Cells) }) {
					continue
				}
				l.els = append(l.els, e)
				if e.Kind == variant.ElementClue {
					l.ring = 1 // clues outside the grid take a ring of cells around it
				}
			}
		}
	}
	l.texts = l.texts[:0]
	for _, e := range l.els {
		if e.Text == "" {
			continue
		}
		t := canvas.NewText(e.Text, l.fg)
		t.Alignment = fyne.TextAlignCenter
		t.TextStyle.Bold = e.Kind == variant.ElementDot || e.Kind == variant.ElementClue
		l.texts = append(l.texts, t)
	}
	l.raster.Hidden = vp == nil
	l.objects = append(l.objects[:0], l.raster)
	for _, t := range l.texts {
		l.objects = append(l.objects, t)
	}
	return true
}

// layout places the raster over the grid of g and its ring, and the texts
// where their elements are.
func (l *constraintLayer) layout(g geometry) {
	ring := l.ring * g.pitch
	l.raster.Move(fyne.NewPos(g.origin.X-ring, g.origin.Y-ring))
	l.raster.Resize(fyne.NewSquareSize(g.side + 2*ring))
	k := 0
	for _, e := range l.els {
		if e.Text == "" {
			continue
		}
		t := l.texts[k]
		k++
		fx, fy, fsize := e.TextAt(l.puzzle.Size)
		x, y, size := float32(fx), float32(fy), float32(fsize)
		t.TextSize = size * g.pitch
		t.Color = l.fg
		h := fyne.MeasureText(t.Text, t.TextSize, t.TextStyle).Height
		w := fyne.MeasureText(t.Text, t.TextSize, t.TextStyle).Width + 4
		t.Move(fyne.NewPos(g.origin.X+x*g.pitch-w/2, g.origin.Y+y*g.pitch-h/2))
		t.Resize(fyne.NewSize(w, h))
		t.Refresh()
	}
}

// styleInk returns the colour of a line of style s (variant.LineInk),
// translucent so that what is under it shows.
func (l *constraintLayer) styleInk(s string) color.NRGBA {
	rgb := variant.LineInk(s)
	a := uint8(0x78)
	if l.dark {
		a = 0x70
	}
	return color.NRGBA{rgb[0], rgb[1], rgb[2], a}
}

// pen draws shapes in cell units into one rasterizer, which draw then
// lays down in one colour: shapes of one pen overlap without darkening.
type pen struct {
	z    *vector.Rasterizer
	unit float64 // pixels a cell
	off  float64 // the ring, in cells
}

func newPen(w, h int, unit, off float64) *pen {
	return &pen{z: vector.NewRasterizer(w, h), unit: unit, off: off}
}

// poly adds the polygon pts (in cells), turned so that every polygon of
// the pen winds the same way (a hole winds the other way: see ring).
func (p *pen) poly(pts [][2]float64, hole bool) {
	area := 0.0
	for k, a := range pts {
		b := pts[(k+1)%len(pts)]
		area += a[0]*b[1] - b[0]*a[1]
	}
	if (area > 0) != hole {
		slices.Reverse(pts)
	}
	for k, a := range pts {
		x, y := float32((a[0]+p.off)*p.unit), float32((a[1]+p.off)*p.unit)
		if k == 0 {
			p.z.MoveTo(x, y)
		} else {
			p.z.LineTo(x, y)
		}
	}
	p.z.ClosePath()
}

// circlePts returns a circle of radius r about (x, y) as a polygon.
func circlePts(x, y, r float64) [][2]float64 {
	pts := make([][2]float64, 32)
	for k := range pts {
		a := 2 * math.Pi * float64(k) / float64(len(pts))
		pts[k] = [2]float64{x + r*math.Cos(a), y + r*math.Sin(a)}
	}
	return pts
}

// disc adds a filled circle.
func (p *pen) disc(x, y, r float64) { p.poly(circlePts(x, y, r), false) }

// ring adds a circle's outline, width w.
func (p *pen) ring(x, y, r, w float64) {
	p.poly(circlePts(x, y, r+w/2), false)
	p.poly(circlePts(x, y, r-w/2), true)
}

// segment adds a straight stroke from a to b, w wide, with round ends.
func (p *pen) segment(a, b [2]float64, w float64) {
	dx, dy := b[0]-a[0], b[1]-a[1]
	d := math.Hypot(dx, dy)
	if d > 0 {
		nx, ny := -dy/d*w/2, dx/d*w/2
		p.poly([][2]float64{{a[0] + nx, a[1] + ny}, {b[0] + nx, b[1] + ny}, {b[0] - nx, b[1] - ny}, {a[0] - nx, a[1] - ny}}, false)
	}
	p.disc(a[0], a[1], w/2)
	p.disc(b[0], b[1], w/2)
}

// rect adds a rectangle at (x, y), w by h cells.
func (p *pen) rect(x, y, w, h float64) {
	p.poly([][2]float64{{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}}, false)
}

// paint lays the pen's shapes onto img in c.
func (p *pen) paint(img *image.NRGBA, c color.Color) {
	p.z.Draw(img, img.Bounds(), image.NewUniform(c), image.Point{})
}

// draw paints the layer's shapes for a raster of w by h pixels.
func (l *constraintLayer) draw(w, h int) image.Image {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	if l.puzzle == nil || w < 9 || h < 9 {
		return img
	}
	n := l.puzzle.Size
	unit := float64(w) / (float64(n) + 2*float64(l.ring))
	off := float64(l.ring)
	at := func(i int) [2]float64 { x, y := variant.CellCentre(i, n); return [2]float64{x, y} }
	grey := mix(l.fg, l.bg, 0.45)
	soft := color.NRGBAModel.Convert(l.fg).(color.NRGBA)
	soft.A = 0x20
	if l.dark {
		soft.A = 0x28
	}
	// Tints first (regions), then lines, then what sits on them. Clones
	// take a hue a pair, so that each cell's twin reads at a glance.
	tints := newPen(w, h, unit, off)
	clones := 0
	for _, e := range l.els {
		if e.Kind != variant.ElementRegion {
			continue
		}
		p := tints
		if e.Style == "clone" {
			p = newPen(w, h, unit, off)
		}
		for _, i := range e.Cells {
			x, y := variant.CellCentre(i, n)
			p.rect(x-0.46, y-0.46, 0.92, 0.92)
		}
		if e.Style == "clone" {
			c := regionTints[clones/2%len(regionTints)]
			c.A = 0x60
			if l.dark {
				c.A = 0x40
			}
			p.paint(img, c)
			clones++
		}
	}
	tints.paint(img, soft)
	styles := map[string]*pen{}
	var order []string
	stylePen := func(s string) *pen {
		if p, ok := styles[s]; ok {
			return p
		}
		p := newPen(w, h, unit, off)
		styles[s] = p
		order = append(order, s)
		return p
	}
	for _, e := range l.els {
		switch e.Kind {
		case variant.ElementLine:
			p := stylePen(e.Style)
			for k := 1; k < len(e.Cells); k++ {
				p.segment(at(e.Cells[k-1]), at(e.Cells[k]), variant.LineWidth(e.Style))
			}
		case variant.ElementBulb:
			switch e.Style {
			case "thermometer", "slowthermometer":
				for _, i := range e.Cells {
					c := at(i)
					stylePen(e.Style).disc(c[0], c[1], 0.38)
				}
			case "odd":
				for _, i := range e.Cells {
					c := at(i)
					stylePen("odd").disc(c[0], c[1], 0.38)
				}
			}
		case variant.ElementSquare:
			for _, i := range e.Cells {
				c := at(i)
				stylePen("even").rect(c[0]-0.36, c[1]-0.36, 0.72, 0.72)
			}
		case variant.ElementDiagonal:
			if len(e.Cells) > 1 {
				a, b := at(e.Cells[0]), at(e.Cells[len(e.Cells)-1])
				dx, dy := (b[0]-a[0])/float64(len(e.Cells)-1)/2, (b[1]-a[1])/float64(len(e.Cells)-1)/2
				stylePen("diagonal").segment([2]float64{a[0] - dx, a[1] - dy}, [2]float64{b[0] + dx, b[1] + dy}, 0.08)
			}
		}
	}
	for _, s := range order {
		styles[s].paint(img, l.styleInk(s))
	}
	// Outlines in the grey ink: arrows and their bulbs, between lines'
	// ends, cages of the setter's own, minimum and maximum chevrons.
	ink := newPen(w, h, unit, off)
	for _, e := range l.els {
		switch e.Kind {
		case variant.ElementBulb:
			if e.Style == "arrow" || e.Style == "betweenline" {
				l.bulbOutline(ink, e.Cells, at)
			}
		case variant.ElementArrow:
			arrow(ink, e.Cells, at)
		case variant.ElementCage:
			cageOutline(ink, e.Cells, n)
		case variant.ElementMark:
			for _, i := range e.Cells {
				chevrons(ink, at(i), e.Style == "maximum")
			}
		case variant.ElementClue:
			if e.Direction != "" {
				x, y := float64(e.Col)-0.5, float64(e.Row)-0.5
				dx, dy := variant.ClueStep(e.Direction)
				a := [2]float64{x + 0.2*dx, y + 0.2*dy}
				b := [2]float64{x + 0.42*dx, y + 0.42*dy}
				ink.segment(a, b, 0.03)
				head(ink, a, b)
			}
		}
	}
	ink.paint(img, grey)
	// Dots and circles, which a fill must keep clear of what is under
	// them: their face in the board's colour, their rim in the ink.
	// Kropki dots keep their own colours in either theme: a white dot is
	// white with a dark rim, a black one black with a light rim.
	face, rim, white, black, light := newPen(w, h, unit, off), newPen(w, h, unit, off), newPen(w, h, unit, off), newPen(w, h, unit, off), newPen(w, h, unit, off)
	corner := newPen(w, h, unit, off) // a quadruple's circle, in the theme's ink
	for _, e := range l.els {
		switch e.Kind {
		case variant.ElementDot:
			x, y := variant.EdgeCentre(e.Cells[0], e.Cells[1], n)
			switch {
			case e.Style == "xv":
				face.disc(x, y, 0.16)
			case e.Filled:
				black.disc(x, y, 0.12)
				light.ring(x, y, 0.12, 0.02)
			default:
				white.disc(x, y, 0.12)
				rim.ring(x, y, 0.12, 0.03)
			}
		case variant.ElementCorner:
			x, y := variant.CornerOf(e.Cells, n)
			face.disc(x, y, 0.27)
			corner.ring(x, y, 0.27, 0.025)
		}
	}
	face.paint(img, l.bg)
	white.paint(img, color.White)
	black.paint(img, color.Black)
	rim.paint(img, color.NRGBA{0x40, 0x40, 0x40, 0xff})
	light.paint(img, color.NRGBA{0xb0, 0xb0, 0xb0, 0xff})
	corner.paint(img, l.fg)
	return img
}

// bulbOutline adds the outline of an arrow's bulb: a circle in one cell, a
// pill around several in a line, a circle in each of several otherwise.
func (l *constraintLayer) bulbOutline(p *pen, cells []int, at func(int) [2]float64) {
	const r, w = 0.38, 0.04
	if len(cells) == 1 {
		c := at(cells[0])
		p.ring(c[0], c[1], r, w)
		return
	}
	a, b := at(slices.Min(cells)), at(slices.Max(cells))
	if a[0] != b[0] && a[1] != b[1] { // not in a line
		for _, i := range cells {
			c := at(i)
			p.ring(c[0], c[1], r, w)
		}
		return
	}
	// A pill: two half circles joined by straight sides.
	for _, rad := range []float64{r + w/2, r - w/2} {
		var pts [][2]float64
		horizontal := a[1] == b[1]
		for k := 0; k <= 16; k++ {
			t := math.Pi/2 + math.Pi*float64(k)/16
			if !horizontal {
				t -= math.Pi / 2
			}
			pts = append(pts, [2]float64{a[0] + rad*math.Cos(t), a[1] + rad*math.Sin(t)})
		}
		for k := 0; k <= 16; k++ {
			t := -math.Pi/2 + math.Pi*float64(k)/16
			if !horizontal {
				t -= math.Pi / 2
			}
			pts = append(pts, [2]float64{b[0] + rad*math.Cos(t), b[1] + rad*math.Sin(t)})
		}
		p.poly(pts, rad < r)
	}
}

// arrow adds an arrow's line from the edge of its bulb, cells[0], through
// the centres of the other cells, with its head at the last.
func arrow(p *pen, cells []int, at func(int) [2]float64) {
	if len(cells) < 2 {
		return
	}
	const w = 0.04
	a, b := at(cells[0]), at(cells[1])
	d := math.Hypot(b[0]-a[0], b[1]-a[1])
	start := [2]float64{a[0] + (b[0]-a[0])/d*0.4, a[1] + (b[1]-a[1])/d*0.4}
	prev := start
	for _, i := range cells[1:] {
		c := at(i)
		p.segment(prev, c, w)
		prev = c
	}
	head(p, at(cells[len(cells)-2]), prev)
	if len(cells) == 2 {
		head(p, start, prev)
	}
}

// head adds an arrowhead at b for a line from a.
func head(p *pen, a, b [2]float64) {
	d := math.Hypot(b[0]-a[0], b[1]-a[1])
	if d == 0 {
		return
	}
	ux, uy := (b[0]-a[0])/d, (b[1]-a[1])/d
	for _, s := range []float64{1, -1} {
		cos, sin := math.Cos(0.6), s*math.Sin(0.6)
		bx, by := -(ux*cos - uy*sin), -(ux*sin + uy*cos)
		p.segment(b, [2]float64{b[0] + 0.2*bx, b[1] + 0.2*by}, 0.04)
	}
}

// cageOutline adds a cage's outline, inset in its cells (outline.Cage),
// as thin lines.
func cageOutline(p *pen, cells []int, n int) {
	const in, w = 0.08, 0.025
	for _, l := range outline.Cage(cells, n, in) {
		p.rect(l.X0-w/2, l.Y0-w/2, l.X1-l.X0+w, l.Y1-l.Y0+w)
	}
}

// chevrons adds four small chevrons at the sides of the cell centred at c,
// pointing out of it for a maximum (its digit is above its neighbours')
// and into it for a minimum.
func chevrons(p *pen, c [2]float64, out bool) {
	for _, d := range [][2]float64{{0, -1}, {1, 0}, {0, 1}, {-1, 0}} {
		tip, back := 0.44, 0.34
		if !out {
			tip, back = back, tip
		}
		t := [2]float64{c[0] + d[0]*tip, c[1] + d[1]*tip}
		for _, s := range []float64{1, -1} {
			e := [2]float64{c[0] + d[0]*back + d[1]*0.08*s, c[1] + d[1]*back + d[0]*0.08*s}
			p.segment(t, e, 0.03)
		}
	}
}
