package ui

import (
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// minContrast is the least contrast the board's marks keep against what they
// lie on: WCAG 2.1's 3:1 for non-text contrast (success criterion 1.4.11).
// Grid lines, the cursor and the edges of marked cells keep it against the
// board's background, and the cursor against a highlighted house too.
const minContrast = 3.0

// palette is the board's colours in one theme and variant. They come from
// the theme's own, so light and dark both work; where the theme's fall short
// of minContrast against the board's background (the thin lines, the hover
// tint), they are moved toward the foreground until they reach it, and text
// on a fill takes whichever of black and white reads better.
type palette struct {
	bg        color.Color // the board's background
	thick     color.Color // lines between boxes
	thin      color.Color // lines between cells
	house     color.Color // the tint of the selected cell's row, column and box
	mark      color.Color // the fill of cells marked: same digit, a hint's pattern
	markEdge  color.Color // their edge, thin, in the mark's hue (not the cursor's)
	change    color.Color // the fill of the cell a hint changes
	edge      color.Color // its edge
	cursor    color.Color // the selected cell's outline while the board has the keys
	unfocused color.Color // its outline otherwise
}

func newPalette(th fyne.Theme, v fyne.ThemeVariant) palette {
	col := func(n fyne.ThemeColorName) color.Color { return th.Color(n, v) }
	bg := boardBackground(th, v)
	fg := opaque(col(theme.ColorNameForeground), bg)
	p := palette{bg: bg, thick: fg}
	p.thin = lightest(fg, bg, bg, minContrast)
	p.house = mix(bg, fg, 0.14)
	p.mark = opaque(col(theme.ColorNameSelection), bg)
	// A marked cell's edge is the mark's own hue deepened, thin: the
	// cursor alone is drawn in the primary colour, thick.
	p.markEdge = darkestFrom(p.mark, fg, p.mark, minContrast)
	p.change = opaque(col(theme.ColorNameWarning), bg)
	p.edge = darkestFrom(p.change, fg, bg, minContrast)
	p.cursor = darkestFrom(opaque(col(theme.ColorNamePrimary), bg), fg, p.house, minContrast)
	p.unfocused = p.thin
	return p
}

// boardBackground returns the board's background in theme th's variant v:
// the input background, made opaque over the window's.
func boardBackground(th fyne.Theme, v fyne.ThemeVariant) color.Color {
	return opaque(th.Color(theme.ColorNameInputBackground, v), th.Color(theme.ColorNameBackground, v))
}

// inkOn returns black or white, whichever reads better on fill.
func inkOn(fill color.Color) color.Color {
	if contrast(fill, color.Black) >= contrast(fill, color.White) {
		return color.Black
	}
	return color.White
}

// luminance returns the relative luminance of c (WCAG 2.1), from 0 (black)
// to 1 (white); c's alpha is ignored.
func luminance(c color.Color) float64 {
	r, g, b, _ := c.RGBA()
	lin := func(v uint32) float64 {
		x := float64(v>>8) / 255
		if x <= 0.03928 {
			return x / 12.92
		}
		return math.Pow((x+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}

// contrast returns the contrast ratio of opaque colours a and b (WCAG 2.1),
// from 1 to 21.
func contrast(a, b color.Color) float64 {
	x, y := luminance(a), luminance(b)
	if x < y {
		x, y = y, x
	}
	return (x + 0.05) / (y + 0.05)
}

// mix returns a with t of b blended in (t from 0 to 1), opaque.
func mix(a, b color.Color, t float64) color.Color {
	ar, ag, ab, _ := a.RGBA()
	br, bg, bb, _ := b.RGBA()
	m := func(x, y uint32) uint8 { return uint8((float64(x>>8)*(1-t) + float64(y>>8)*t) + 0.5) }
	return color.NRGBA{m(ar, br), m(ag, bg), m(ab, bb), 0xff}
}

// opaque returns c drawn over the opaque colour under.
func opaque(c, under color.Color) color.Color {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	return mix(under, color.NRGBA{n.R, n.G, n.B, 0xff}, float64(n.A)/255)
}

// lightest returns c blended toward toward as far as it can go while keeping
// at least min contrast against against.
func lightest(c, toward, against color.Color, min float64) color.Color {
	best := c
	for t := 0.0; t <= 1; t += 0.01 {
		m := mix(c, toward, t)
		if contrast(m, against) < min {
			break
		}
		best = m
	}
	return best
}

// darkestFrom returns c unchanged when it has min contrast against against,
// and otherwise c blended toward toward just far enough to reach it (or
// toward itself when nothing does).
func darkestFrom(c, toward, against color.Color, min float64) color.Color {
	for t := 0.0; t <= 1; t += 0.01 {
		if m := mix(c, toward, t); contrast(m, against) >= min {
			return m
		}
	}
	return toward
}
