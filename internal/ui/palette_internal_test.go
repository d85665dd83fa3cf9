package ui

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// TestPaletteContrast checks, in the light and the dark theme, that the
// board's lines, cursor and marks keep 3:1 against what they lie on (WCAG 2.1,
// 1.4.11) and that text on every fill keeps 4.5:1.
func TestPaletteContrast(t *testing.T) {
	for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		th := theme.DefaultTheme()
		p := newPalette(th, v)
		checks := []struct {
			name string
			a, b color.Color
			min  float64
		}{
			{"thin line on the background", p.thin, p.bg, 3},
			{"thick line on the background", p.thick, p.bg, 3},
			{"cursor on the background", p.cursor, p.bg, 3},
			{"cursor on a highlighted house", p.cursor, p.house, 3},
			{"unfocused cursor on the background", p.unfocused, p.bg, 3},
			{"marked cell's edge on its fill", p.markEdge, p.mark, 3},
			{"marked cell's edge on the background", p.markEdge, p.bg, 3},
			{"hint cell's edge on the background", p.edge, p.bg, 3},
			{"text on the background", opaque(th.Color(theme.ColorNameForeground, v), p.bg), p.bg, 4.5},
			{"text on a highlighted house", opaque(th.Color(theme.ColorNameForeground, v), p.bg), p.house, 4.5},
			{"text on a marked cell", opaque(th.Color(theme.ColorNameForeground, v), p.bg), p.mark, 4.5},
			{"notes on the hint cell", inkOn(p.change), p.change, 4.5},
		}
		for _, c := range checks {
			if got := contrast(c.a, c.b); got < c.min {
				t.Errorf("variant %d: %s: contrast %.2f; want at least %.1f", v, c.name, got, c.min)
			}
		}
	}
}

func TestContrast(t *testing.T) {
	if got := contrast(color.Black, color.White); got < 20.9 || got > 21.1 {
		t.Errorf("contrast(black, white) = %.2f; want 21", got)
	}
	if got := contrast(color.White, color.White); got != 1 {
		t.Errorf("contrast(white, white) = %.2f; want 1", got)
	}
}

func TestPrintPalette(t *testing.T) {
	for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		p := newPalette(theme.DefaultTheme(), v)
		for _, c := range []struct {
			n string
			c color.Color
		}{{"bg", p.bg}, {"thin", p.thin}, {"house", p.house}, {"mark", p.mark}, {"markEdge", p.markEdge}, {"change", p.change}, {"edge", p.edge}, {"cursor", p.cursor}} {
			n := color.NRGBAModel.Convert(c.c).(color.NRGBA)
			t.Logf("%d %-9s #%02x%02x%02x %.2f", v, c.n, n.R, n.G, n.B, contrast(c.c, p.bg))
		}
	}
}
