package ui

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
	"github.com/sudoku-devs/sudoku/internal/variant"
)

// ShowRules shows the rules of the puzzle in play (the R key, Help ▸
// Rules of this puzzle): for a setter's puzzle its title and setter, the
// rules in the setter's own words, and then each of its constraints' rule
// in the player's language; for any other puzzle the rules of its kind.
func (w *Window) ShowRules() {
	text := widget.NewRichText(rulesSegments(w.game.Puzzle())...)
	text.Wrapping = fyne.TextWrapWord
	scroll := container.NewVScroll(container.New(layout.NewCustomPaddedLayout(0, 0, 0, theme.ScrollBarSize()), text))
	scroll.SetMinSize(fyne.NewSize(480, 360))
	w.showClosing(dialog.NewCustom(lang.X("menu.rules", "Rules of this puzzle"), lang.X("dialog.close", "Close"), scroll, w.win))
}

// rulesSegments returns the rules of p as rich text: a heading (a setter's
// title and name), the setter's own words, and a list of the rules.
func rulesSegments(p sudoku.Puzzle) []widget.RichTextSegment {
	var segs []widget.RichTextSegment
	para := func(s string, style widget.RichTextStyle) {
		segs = append(segs, &widget.TextSegment{Text: s, Style: style})
	}
	vp := variant.Setter(&p)
	if vp != nil && vp.Title != "" {
		para(vp.Title, widget.RichTextStyleSubHeading)
		if vp.Author != "" {
			para(lang.X("rules.by", "by {{.Author}}", map[string]any{"Author": vp.Author}), block(fyne.TextStyle{Italic: true}))
		}
	}
	if vp != nil && strings.TrimSpace(vp.Rules) != "" {
		for _, l := range strings.Split(strings.TrimSpace(vp.Rules), "\n") {
			if l = strings.TrimSpace(l); l != "" {
				para(l, widget.RichTextStyleParagraph)
			}
		}
		para(lang.X("rules.each", "Each rule:"), block(fyne.TextStyle{Bold: true}))
	}
	var items []widget.RichTextSegment
	for _, r := range rulesOf(p) {
		items = append(items, &widget.ParagraphSegment{Texts: []widget.RichTextSegment{&widget.TextSegment{Text: r, Style: widget.RichTextStyleInline}}})
	}
	segs = append(segs, &widget.ListSegment{Items: items})
	return segs
}

// block returns a paragraph's style in text style t.
func block(t fyne.TextStyle) widget.RichTextStyle {
	s := widget.RichTextStyleParagraph
	s.TextStyle = t
	return s
}

// rulesOf returns the rules of p, one sentence each, in the player's
// language: the classic rule for its houses, then one for each kind of
// rule it adds (a setter's constraints each once, in the order they come).
func rulesOf(p sudoku.Puzzle) []string {
	out := []string{lang.X("rules.classic", "Place the digits 1 to 9 once in every row, every column and every box.")}
	if !p.Regions.IsZero() {
		out[0] = lang.X("rules.jigsaw", "Place the digits 1 to 9 once in every row, every column and every outlined region.")
	}
	if vp := variant.Setter(&p); vp != nil && vp.Size != 9 {
		out[0] = lang.X("rules.sized", "Place the digits 1 to {{.Size}} once in every row, every column and every outlined region.", map[string]any{"Size": vp.Size})
	}
	if p.Diagonals {
		out = append(out, lang.X("rules.x", "Each of the two long diagonals holds 1 to 9 once too."))
	}
	if p.HasLetters() {
		out = append(out, lang.X("rules.size", "In each run of three cells, the digit of the S cell is below the M cell's, which is below the L cell's."))
	}
	vp := variant.Setter(&p)
	if vp == nil {
		if len(p.Cages) > 0 {
			out = append(out, lang.X("rule.killercage", "Digits in a cage do not repeat, and add up to its sum when it has one."))
		}
		return out
	}
	var seen []string
	for _, c := range vp.Constraints {
		if slices.Contains(seen, c.Key()) {
			continue
		}
		seen = append(seen, c.Key())
		out = append(out, say(c.Rule(), true))
	}
	return out
}

// brokenText says which constraint of a setter's puzzle p the digit of
// one of cells on board g (its digits row by row, of any size) breaks,
// naming the cell and the constraint in the player's words: "The 3 in row
// 1, column 2 breaks the thermometer at row 1, column 1. Digits on a
// thermometer rise from its bulb." It returns "" when p has no constraints
// or the digits break none.
func brokenText(p sudoku.Puzzle, g []int, cells []int) string {
	ch, ok := p.Constraints.(*variant.Checker)
	if !ok {
		return ""
	}
	n := ch.Puzzle().Size
	cellWords := func(i int) string { return gridCellWords(i, n) }
	for _, i := range cells {
		if i < 0 || i >= len(g) || g[i] == 0 {
			continue
		}
		c := ch.Broken(g, i, g[i])
		if c == nil {
			continue
		}
		args := map[string]any{"Digit": g[i], "Cell": cellWords(i), "Constraint": say(c.Name(), true),
			"Rule": say(c.Rule(), true)}
		if cells := c.Cells(); len(cells) > 0 {
			args["At"] = cellWords(cells[0])
			return lang.X("status.brokenAt", "The {{.Digit}} in {{.Cell}} breaks the {{.Constraint}} at {{.At}}. {{.Rule}}", args)
		}
		return lang.X("status.broken", "The {{.Digit}} in {{.Cell}} breaks the {{.Constraint}} rule. {{.Rule}}", args)
	}
	return ""
}
