package booklet

import (
	"math"
	"slices"
	"strconv"

	"codeberg.org/go-pdf/fpdf"

	"github.com/sudoku-devs/sudoku/internal/outline"
	"github.com/sudoku-devs/sudoku/internal/variant"
)

// A setter's puzzle is printed as the window draws it (see package ui's
// constraint layer), in vectors: its regions' borders, then each
// constraint's elements (variant.Element) in SudokuPad's kinds — tints,
// coloured lines, bulbs, arrows, cages, dots, quadruple circles and the
// clues outside the grid, which take a ring of one cell around it — and
// the digits over them.

// lineInk returns the colour of a line of style s (variant.LineInk) as it
// shows on the page at 60% over white: opaque, so that a line's segments
// do not darken where they meet.
func lineInk(s string) (r, g, b int) {
	c := variant.LineInk(s)
	on := func(v uint8) int { return (int(v)*6 + 255*4) / 10 }
	return on(c[0]), on(c[1]), on(c[2])
}

// elements returns the elements of vp's constraints, and whether any is a
// clue outside the grid.
func elements(vp *variant.Puzzle) (els []variant.Element, ring bool) {
	for _, c := range vp.Constraints {
		for _, e := range c.Elements() {
			els = append(els, e)
			ring = ring || e.Kind == variant.ElementClue
		}
	}
	return els, ring
}

// drawSetter draws the setter's puzzle p.Setter with its title in the
// square at (x, y), side millimetres wide (the grid, and the ring of clues
// around it when it has any); with solved, p.SetterSolution's digits fill
// the open cells in grey.
func drawSetter(pdf *fpdf.Fpdf, p Puzzle, x, y, side float64, titleFont string, solved bool) {
	vp := p.Setter
	n := vp.Size
	pdf.SetTextColor(0, 0, 0)
	drawTitle(pdf, x, y-3, min(12, 4+side/12), p.Title, titleFont)
	els, ring := elements(vp)
	if ring {
		pitch := side / float64(n+2)
		x, y, side = x+pitch, y+pitch, side-2*pitch
	}
	pitch := side / float64(n)
	at := func(cx, cy float64) (float64, float64) { return x + cx*pitch, y + cy*pitch }

	// Tints: extra regions and clones.
	pdf.SetFillColor(0, 0, 0)
	for _, e := range els {
		if e.Kind != variant.ElementRegion {
			continue
		}
		pdf.SetAlpha(0.12, "Normal")
		for _, i := range e.Cells {
			cx, cy := variant.CellCentre(i, n)
			px, py := at(cx-0.5, cy-0.5)
			pdf.Rect(px, py, pitch, pitch, "F")
		}
	}
	pdf.SetAlpha(1, "Normal")

	// Lines, bulbs and shapes under the digits, each kind in its colour.
	pdf.SetLineCapStyle("round")
	pdf.SetLineJoinStyle("round")
	for _, e := range els {
		switch e.Kind {
		case variant.ElementLine:
			r, g, b := lineInk(e.Style)
			pdf.SetDrawColor(r, g, b)
			pdf.SetLineWidth(variant.LineWidth(e.Style) * pitch)
			for k := 1; k < len(e.Cells); k++ {
				ax, ay := variant.CellCentre(e.Cells[k-1], n)
				bx, by := variant.CellCentre(e.Cells[k], n)
				x0, y0 := at(ax, ay)
				x1, y1 := at(bx, by)
				pdf.Line(x0, y0, x1, y1)
			}
		case variant.ElementBulb:
			switch e.Style {
			case "thermometer", "slowthermometer", "odd":
				pdf.SetFillColor(lineInk(e.Style))
				for _, i := range e.Cells {
					cx, cy := at(variant.CellCentre(i, n))
					pdf.Circle(cx, cy, 0.38*pitch, "F")
				}
			default: // an arrow's bulb, a between line's ends: an outline
				pdf.SetDrawColor(0x60, 0x60, 0x60)
				pdf.SetFillColor(255, 255, 255)
				pdf.SetLineWidth(0.04 * pitch)
				drawBulb(pdf, e.Cells, n, pitch, at)
			}
		case variant.ElementSquare:
			pdf.SetFillColor(lineInk("even"))
			for _, i := range e.Cells {
				cx, cy := at(variant.CellCentre(i, n))
				pdf.Rect(cx-0.36*pitch, cy-0.36*pitch, 0.72*pitch, 0.72*pitch, "F")
			}
		case variant.ElementDiagonal:
			if len(e.Cells) > 1 {
				ax, ay := variant.CellCentre(e.Cells[0], n)
				bx, by := variant.CellCentre(e.Cells[len(e.Cells)-1], n)
				dx, dy := (bx-ax)/float64(len(e.Cells)-1)/2, (by-ay)/float64(len(e.Cells)-1)/2
				pdf.SetDrawColor(150, 150, 150)
				pdf.SetLineWidth(0.05 * pitch)
				x0, y0 := at(ax-dx, ay-dy)
				x1, y1 := at(bx+dx, by+dy)
				pdf.Line(x0, y0, x1, y1)
			}
		}
	}
	// Outlines in grey: arrows, cages, minimum and maximum chevrons, a
	// little killer's arrow.
	pdf.SetDrawColor(0x60, 0x60, 0x60)
	for _, e := range els {
		switch e.Kind {
		case variant.ElementArrow:
			pdf.SetLineWidth(0.04 * pitch)
			drawArrow(pdf, e.Cells, n, pitch, at)
		case variant.ElementCage:
			pdf.SetLineWidth(0.025 * pitch)
			pdf.SetDashPattern([]float64{pitch / 10, pitch / 12}, 0)
			drawCage(pdf, e.Cells, n, at)
			pdf.SetDashPattern(nil, 0)
		case variant.ElementMark:
			pdf.SetLineWidth(0.03 * pitch)
			for _, i := range e.Cells {
				cx, cy := variant.CellCentre(i, n)
				drawChevrons(pdf, cx, cy, e.Style == "maximum", at)
			}
		case variant.ElementClue:
			if e.Direction != "" {
				pdf.SetLineWidth(0.03 * pitch)
				cx, cy := float64(e.Col)-0.5, float64(e.Row)-0.5
				dx, dy := variant.ClueStep(e.Direction)
				ax, ay := cx+0.2*dx, cy+0.2*dy
				bx, by := cx+0.42*dx, cy+0.42*dy
				x0, y0 := at(ax, ay)
				x1, y1 := at(bx, by)
				pdf.Line(x0, y0, x1, y1)
				drawHead(pdf, ax, ay, bx, by, at)
			}
		}
	}
	pdf.SetLineCapStyle("butt")
	pdf.SetLineJoinStyle("miter")

	// The grid: thin lines between cells, thick ones between regions and
	// around the grid.
	pdf.SetDrawColor(0, 0, 0)
	pdf.SetLineWidth(side / 400)
	for k := 1; k < n; k++ {
		at := float64(k) * pitch
		pdf.Line(x+at, y, x+at, y+side)
		pdf.Line(x, y+at, x+side, y+at)
	}
	pdf.SetLineWidth(side / 120)
	pdf.SetLineCapStyle("square")
	for i := range n * n {
		r, c := float64(i/n), float64(i%n)
		if i%n < n-1 && vp.Regions[i] != vp.Regions[i+1] {
			pdf.Line(x+(c+1)*pitch, y+r*pitch, x+(c+1)*pitch, y+(r+1)*pitch)
		}
		if i/n < n-1 && vp.Regions[i] != vp.Regions[i+n] {
			pdf.Line(x+c*pitch, y+(r+1)*pitch, x+(c+1)*pitch, y+(r+1)*pitch)
		}
	}
	pdf.SetLineCapStyle("butt")
	pdf.Rect(x, y, side, side, "D")

	// Dots and quadruple circles over the lines.
	for _, e := range els {
		switch e.Kind {
		case variant.ElementDot:
			cx, cy := at(variant.EdgeCentre(e.Cells[0], e.Cells[1], n))
			pdf.SetLineWidth(0.025 * pitch)
			switch {
			case e.Style == "xv":
				pdf.SetFillColor(255, 255, 255)
				pdf.Circle(cx, cy, 0.16*pitch, "F")
			case e.Filled:
				pdf.SetFillColor(0, 0, 0)
				pdf.SetDrawColor(0, 0, 0)
				pdf.Circle(cx, cy, 0.12*pitch, "FD")
			default:
				pdf.SetFillColor(255, 255, 255)
				pdf.SetDrawColor(0x40, 0x40, 0x40)
				pdf.Circle(cx, cy, 0.12*pitch, "FD")
			}
		case variant.ElementCorner:
			cx, cy := at(variant.CornerOf(e.Cells, n))
			pdf.SetFillColor(255, 255, 255)
			pdf.SetDrawColor(0, 0, 0)
			pdf.SetLineWidth(0.025 * pitch)
			pdf.Circle(cx, cy, 0.27*pitch, "FD")
		}
	}

	// The elements' texts: sums, clues, dots' values, quadruples' digits.
	for _, e := range els {
		if e.Text == "" {
			continue
		}
		cx, cy, size := e.TextAt(n)
		style := ""
		if e.Kind == variant.ElementDot || e.Kind == variant.ElementClue {
			style = "B"
		}
		pt := size * pitch / 0.3528 / 0.72 // the text's digits size*pitch tall
		pdf.SetFont(font, style, pt)
		pdf.SetTextColor(0, 0, 0)
		if e.Kind == variant.ElementDot && e.Filled { // on a black dot
			pdf.SetTextColor(255, 255, 255)
		}
		px, py := at(cx, cy)
		tw := pdf.GetStringWidth(e.Text)
		pdf.Text(px-tw/2, py+pt*0.3528*0.72/2, e.Text)
	}

	// The digits: givens in bold, the solution's in grey.
	fontPt := pitch * 0.62 / 0.3528
	if n > 9 {
		fontPt *= 0.85 // two digits a cell
	}
	for i := range n * n {
		d, style := vp.Givens[i], "B"
		pdf.SetTextColor(0, 0, 0)
		if d == 0 && solved && i < len(p.SetterSolution) {
			d, style = p.SetterSolution[i], ""
			pdf.SetTextColor(80, 80, 80)
		}
		if d == 0 {
			continue
		}
		pdf.SetFont(font, style, fontPt)
		s := strconv.Itoa(d)
		tw := pdf.GetStringWidth(s)
		cx, cy := at(variant.CellCentre(i, n))
		pdf.Text(cx-tw/2, cy+fontPt*0.3528*0.72/2, s)
	}
	pdf.SetTextColor(0, 0, 0)
}

// drawBulb draws an arrow's bulb around cells: a circle in one cell, a
// pill around several in a line, a circle in each otherwise.
func drawBulb(pdf *fpdf.Fpdf, cells []int, n int, pitch float64, at func(x, y float64) (float64, float64)) {
	const r = 0.38
	ax, ay := variant.CellCentre(slices.Min(cells), n)
	bx, by := variant.CellCentre(slices.Max(cells), n)
	if len(cells) == 1 || ax != bx && ay != by {
		for _, i := range cells {
			cx, cy := at(variant.CellCentre(i, n))
			pdf.Circle(cx, cy, r*pitch, "FD")
		}
		return
	}
	var pts []fpdf.PointType
	horizontal := ay == by
	for _, end := range []struct{ x, y, from float64 }{{ax, ay, math.Pi / 2}, {bx, by, -math.Pi / 2}} {
		for k := 0; k <= 16; k++ {
			t := end.from + math.Pi*float64(k)/16
			if !horizontal {
				t -= math.Pi / 2
			}
			px, py := at(end.x+r*math.Cos(t), end.y+r*math.Sin(t))
			pts = append(pts, fpdf.PointType{X: px, Y: py})
		}
	}
	pdf.Polygon(pts, "FD")
}

// drawArrow draws an arrow's line from the edge of its bulb, cells[0],
// through the centres of the other cells, with its head at the last.
func drawArrow(pdf *fpdf.Fpdf, cells []int, n int, pitch float64, at func(x, y float64) (float64, float64)) {
	if len(cells) < 2 {
		return
	}
	ax, ay := variant.CellCentre(cells[0], n)
	bx, by := variant.CellCentre(cells[1], n)
	d := math.Hypot(bx-ax, by-ay)
	px, py := ax+(bx-ax)/d*0.4, ay+(by-ay)/d*0.4
	sx, sy := px, py
	for _, i := range cells[1:] {
		cx, cy := variant.CellCentre(i, n)
		x0, y0 := at(px, py)
		x1, y1 := at(cx, cy)
		pdf.Line(x0, y0, x1, y1)
		px, py = cx, cy
	}
	fx, fy := variant.CellCentre(cells[len(cells)-2], n)
	if len(cells) == 2 {
		fx, fy = sx, sy
	}
	drawHead(pdf, fx, fy, px, py, at)
}

// drawHead draws an arrowhead at (bx, by), in cells, for a line from (ax,
// ay).
func drawHead(pdf *fpdf.Fpdf, ax, ay, bx, by float64, at func(x, y float64) (float64, float64)) {
	d := math.Hypot(bx-ax, by-ay)
	if d == 0 {
		return
	}
	ux, uy := (bx-ax)/d, (by-ay)/d
	for _, s := range []float64{1, -1} {
		cos, sin := math.Cos(0.6), s*math.Sin(0.6)
		hx, hy := -(ux*cos - uy*sin), -(ux*sin + uy*cos)
		x0, y0 := at(bx, by)
		x1, y1 := at(bx+0.2*hx, by+0.2*hy)
		pdf.Line(x0, y0, x1, y1)
	}
}

// drawCage draws a cage's outline, inset in its cells (outline.Cage).
func drawCage(pdf *fpdf.Fpdf, cells []int, n int, at func(x, y float64) (float64, float64)) {
	for _, l := range outline.Cage(cells, n, 0.08) {
		x0, y0 := at(l.X0, l.Y0)
		x1, y1 := at(l.X1, l.Y1)
		pdf.Line(x0, y0, x1, y1)
	}
}

// drawChevrons draws four small chevrons at the sides of the cell centred
// at (cx, cy), pointing out of it for a maximum and into it for a minimum.
func drawChevrons(pdf *fpdf.Fpdf, cx, cy float64, out bool, at func(x, y float64) (float64, float64)) {
	for _, d := range [][2]float64{{0, -1}, {1, 0}, {0, 1}, {-1, 0}} {
		tip, back := 0.44, 0.34
		if !out {
			tip, back = back, tip
		}
		tx, ty := at(cx+d[0]*tip, cy+d[1]*tip)
		for _, s := range []float64{1, -1} {
			ex, ey := at(cx+d[0]*back+d[1]*0.08*s, cy+d[1]*back+d[0]*0.08*s)
			pdf.Line(tx, ty, ex, ey)
		}
	}
}
