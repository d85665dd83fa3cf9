package ui

import (
	"embed"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/message"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// translations holds the window's words in every language it speaks, one
// JSON file a language (go-i18n's simple form, as Fyne's lang package reads
// it): key to text, with {{.Name}} where a value goes. English is the
// fallback written in the code; en.json repeats it for translators.
//
//go:embed translations
var translations embed.FS

// addTranslations gives Fyne's lang package the window's words; it picks the
// language from the system's locale, English when it has none of them.
// Where the system lends no fonts (a browser), the languages whose glyphs
// Fyne's own font lacks (see needsSystemFonts) are left out, so that their
// players read English rather than boxes.
func addTranslations() {
	files, err := translations.ReadDir("translations")
	if err != nil {
		fyne.LogError("loading the translations", err)
		return
	}
	for _, f := range files {
		name := f.Name()
		if !systemFonts && needsSystemFonts[strings.TrimSuffix(name, ".json")] {
			continue
		}
		data, err := translations.ReadFile("translations/" + name)
		if err == nil {
			err = lang.AddTranslations(fyne.NewStaticResource(name, data))
		}
		if err != nil {
			fyne.LogError("loading the translations of "+name, err)
		}
	}
}

// needsSystemFonts are the languages of the translations whose glyphs
// Fyne's own font lacks: the window draws them from the system's fonts.
var needsSystemFonts = map[string]bool{"ja": true, "zh_Hans": true, "ko": true}

// errData is the template data of a message about err: {{.Err}}, err in the
// player's language (see errorText).
func errData(err error) map[string]any { return map[string]any{"Err": errorText(err)} }

// levelName returns the name of level l in the player's language.
func levelName(l logic.Level) string {
	switch l {
	case logic.Easy:
		return lang.X("level.easy", "Easy")
	case logic.Medium:
		return lang.X("level.medium", "Medium")
	case logic.Hard:
		return lang.X("level.hard", "Hard")
	case logic.Expert:
		return lang.X("level.expert", "Expert")
	case logic.Extreme:
		return lang.X("level.extreme", "Extreme")
	}
	return l.String()
}

// nightmareRating is the Sudoku Explainer rating from which a puzzle of the
// player's own is named Nightmare, above Extreme: only forcing nets with
// locked candidates and subsets on the way (9.0), or nested nets, solve it.
const nightmareRating = 9.0

// gradeName returns the name of a graded puzzle's level in the player's
// language: its level's, or Nightmare from nightmareRating up. Generated
// puzzles go no further than Extreme.
func gradeName(d logic.Difficulty) string {
	if d.Rating >= nightmareRating {
		return lang.X("level.nightmare", "Nightmare")
	}
	return levelName(d.Level)
}

// difficultyName returns the name of a difficulty as the game and the
// statistics store it ("Hard", "Custom", "Size", or "" for an unknown one)
// in the player's language.
func difficultyName(d string) string {
	switch d {
	case custom:
		return lang.X("difficulty.custom", "Custom")
	case modeSize:
		return modeName(true)
	case "killer", "jigsaw", "x": // kept before variants had levels
		return variantName(modeOf(d))
	case "":
		return lang.X("difficulty.unknown", "Unknown")
	}
	if title, ok := strings.CutPrefix(d, setterPrefix); ok {
		if title == "" {
			return lang.X("difficulty.setter", "A setter's puzzle")
		}
		return title
	}
	if l, err := logic.ParseLevel(d); err == nil {
		return levelName(l)
	}
	if kind, ok := practisedKind(d); ok {
		return lang.X("difficulty.practice", "Practising · {{.Technique}}", map[string]any{"Technique": setterName(kind)})
	}
	if t, ok := practised(d); ok {
		return lang.X("difficulty.practice", "Practising · {{.Technique}}", map[string]any{"Technique": techniqueName(t)})
	}
	if v, l, ok := parseVariantDifficulty(d); ok {
		return lang.X("difficulty.variant", "{{.Kind}} · {{.Level}}", map[string]any{"Kind": variantName(v), "Level": levelName(l)})
	}
	return d
}

// modeName returns the name of the kind of puzzle, Size (size true) or
// Classic, in the player's language.
func modeName(size bool) string {
	if size {
		return lang.X("mode.size", "Size")
	}
	return lang.X("mode.classic", "Classic")
}

// gridName returns the name of classic puzzles of an n×n grid in the
// mode select, the statistics and the settings: "6x6", as setters and
// f-puzzles write a size, in every language.
func gridName(n int) string { return fmt.Sprintf("%dx%d", n, n) }

// setterName returns the name of the kind of constraint kind (one of
// modeSetters) in the player's language: "Thermo", "Kropki"; a mix
// ("antiknight+killer") by its parts' names: "Anti-knight + Killer cages".
func setterName(kind string) string {
	switch kind {
	case "thermo":
		return lang.X("kind.thermo", "Thermo")
	case "arrow":
		return lang.X("kind.arrow", "Arrow")
	case "kropki":
		return lang.X("kind.kropki", "Kropki")
	case "xv":
		return lang.X("kind.xv", "XV")
	case "oddeven":
		return lang.X("kind.oddeven", "Odd-even")
	case "littlekiller":
		return lang.X("kind.littlekiller", "Little killer")
	case "antiknight":
		return lang.X("kind.antiknight", "Anti-knight")
	case "antiking":
		return lang.X("kind.antiking", "Anti-king")
	case "cages", "killer":
		return lang.X("kind.cages", "Killer cages")
	}
	if parts := strings.Split(kind, "+"); len(parts) > 1 {
		for k, p := range parts {
			parts[k] = setterName(p)
		}
		return strings.Join(parts, " + ")
	}
	return kind
}

// gridKindName returns the name of classic puzzles of an n×n grid in the
// mode select and the status line, gridName's "6x6", or with jigsaw of
// jigsaw ones in the player's language, "6x6 Jigsaw".
func gridKindName(n int, jigsaw bool) string {
	if !jigsaw {
		return gridName(n)
	}
	return lang.X("kind.gridKind", "{{.Size}} {{.Kind}}", map[string]any{"Size": gridName(n), "Kind": variantName(sudoku.Jigsaw)})
}

// gridKey returns the name under which the settings keep classic puzzles
// of an n×n grid, gridName's "6x6", or with jigsaw jigsaw ones, "6x6
// jigsaw", in every language.
func gridKey(n int, jigsaw bool) string {
	if jigsaw {
		return gridName(n) + " jigsaw"
	}
	return gridName(n)
}

// gridOf returns the rows of the grid gridKey named name, whether its
// puzzles are jigsaws, and true; or false for another name, or a size not
// in modeGrids (modeJigsaws for a jigsaw).
func gridOf(name string) (n int, jigsaw, ok bool) {
	for _, n := range modeGrids {
		if name == gridKey(n, false) {
			return n, false, true
		}
	}
	for _, n := range modeJigsaws {
		if name == gridKey(n, true) {
			return n, true, true
		}
	}
	return 0, false, false
}

// newPuzzleText is what the status line says when a new puzzle of level
// with givens givens starts.
func newPuzzleText(level logic.Level, givens int) string {
	return lang.X("status.newPuzzle", "New puzzle: {{.Level}}, {{.Givens}} givens. Click a cell, then a number (or a number, then cells).",
		map[string]any{"Level": levelName(level), "Givens": givens})
}

// pausedText is what the status line says while the game is paused.
func pausedText() string {
	return lang.X("status.paused", "Paused: press P or the play button to go on.")
}

// noNumberHelp is what the status line says when Help goes on with no
// number picked.
func noNumberHelp() string {
	return lang.X("status.helpNoNumber", "Help is on: pick a number to see the cells where it fits.")
}

// checkText is what the status line says after Check, with right and wrong
// of the player's digits: false when there are no check marks.
func checkText(right, wrong int) (string, bool) {
	data := map[string]any{"Right": right, "Wrong": wrong}
	switch {
	case right+wrong == 0:
		return lang.X("check.none", "You have placed no digits yet."), true
	case wrong == 0:
		return lang.X("check.allRight", "No wrong digit so far ({{.Right}} right).", data), true
	}
	return lang.X("check.wrong", "Your digits: {{.Right}} right, {{.Wrong}} wrong, marked in red.", data), true
}

// watchText is what the status line says while the solver's search is
// watched: its moves so far, and whether it has solved the grid; once it
// is stopped or closed, that the player's own game is back.
func watchText(g *game.Game) string {
	w := g.Watch()
	if w == nil {
		return lang.X("watch.stopped", "Your own game is back, as you left it.")
	}
	placed, back := w.Counts()
	data := map[string]any{"Placed": placed, "Back": back}
	if w.Solved() {
		return lang.X("watch.solved", "Solved by trial and error: {{.Placed}} placed, {{.Back}} taken back.", data)
	}
	return lang.X("watch.trying", "Trying digits: {{.Placed}} placed, {{.Back}} taken back.", data)
}

// explainText is what the status line says while the explanation is shown:
// the step at its position ("Step 3 of 41: …"), or at the end how many
// steps the solve took; "" when none is shown.
func explainText(g *game.Game) string {
	e := g.Explanation()
	if e == nil {
		return ""
	}
	at, n := e.Pos()
	if s, ok := e.Step(); ok {
		return lang.X("explain.step", "Step {{.N}} of {{.Total}}: {{.Step}}", map[string]any{"N": at + 1, "Total": n, "Step": stepText(s)})
	}
	return lang.X("explain.done", "Solved in {{.Total}} steps.", map[string]any{"Total": n})
}

// stepText describes the step s of a solve in the player's language: the
// technique's name, then what it finds.
func stepText(s logic.Step) string {
	return messageText(logic.Message{Key: "hint.step", Text: "{{.Technique}}: {{.Step}}", Args: map[string]any{
		"Technique": s.Name(),
		"Step":      s.Message(),
	}})
}

// messageText says m, words as data from the engine or the game, in the
// player's language: its key's translation (its English template when there
// is none) filled with its values, each written in that language. This is
// the one place where a key is not written in the code (TestTranslations
// asks every language for logic.Messages, game.Messages and sudoku.Messages
// instead).
func messageText(m logic.Message) string { return say(m, false) }

// say says m as messageText does; with inWords it writes the cells of its
// values in words ("row 1, column 5") instead of as solvers do (r1c5), for
// the errors a player reads (see errorText).
func say(m logic.Message, inWords bool) string {
	data := make(map[string]any, len(m.Args))
	for name, v := range m.Args {
		data[name] = valueText(v, inWords)
	}
	return lang.X(m.Key, m.Text, data)
}

// cellWords writes cell i (0–80) in words in the player's language: "row
// 1, column 5".
func cellWords(i int) string {
	return lang.X("cell.words", "row {{.Row}}, column {{.Col}}", map[string]any{"Row": i/9 + 1, "Col": i%9 + 1})
}

// gridCellWords writes cell i of a grid of n cells a side in words, "row
// 1, column 5", in the player's language.
func gridCellWords(i, n int) string {
	return lang.X("cell.words", "row {{.Row}}, column {{.Col}}", map[string]any{"Row": i/n + 1, "Col": i%n + 1})
}

// cellText writes cell i as solvers do (r1c5), or in words.
func cellText(i int, inWords bool) string {
	if inWords {
		return cellWords(i)
	}
	return sudoku.CellName(i)
}

// valueText writes a value of a logic.Message in the player's language:
// an int stays a number (templates may count with it), cells and chains
// are written as everywhere (in words with inWords, and CellWords always),
// houses, lists and clauses are translated.
func valueText(v any, inWords bool) any {
	switch v := v.(type) {
	case int:
		return v
	case logic.Cell:
		return cellText(int(v), inWords)
	case message.CellWords:
		return cellWords(int(v))
	case message.GridCell:
		if v.Words || inWords {
			return gridCellWords(v.Cell, v.Size)
		}
		return v.English()
	case message.GridHouse:
		return gridHouseName(v)
	case message.GridCells:
		names := make([]string, len(v.Cells))
		for i, c := range v.Cells {
			if v.Words || inWords {
				names[i] = gridCellWords(c, v.Size)
			} else {
				names[i] = message.GridCell{Cell: c, Size: v.Size}.English()
			}
		}
		return andList(names)
	case logic.Cells:
		names := make([]string, len(v))
		for i, c := range v {
			names[i] = cellText(c, inWords)
		}
		return andList(names)
	case logic.House:
		return houseName(int(v))
	case message.RegionOf:
		var cell string
		switch {
		case v.Size == 0 || v.Size == 9:
			cell = cellText(v.Cell, inWords || v.Words)
		case inWords || v.Words:
			cell = gridCellWords(v.Cell, v.Size)
		default:
			cell = message.GridCell{Cell: v.Cell, Size: v.Size}.English()
		}
		return lang.X("house.regionOf", "the region of {{.Cell}}", map[string]any{"Cell": cell})
	case logic.Houses:
		return housesName(v, 9)
	case message.GridHouses:
		return housesName(v.Houses, v.Size)
	case message.HouseList:
		names := make([]string, len(v))
		for i, h := range v {
			names[i] = houseName(h)
		}
		return andList(names)
	case logic.Digits:
		return andList(itoas(v))
	case logic.DigitsOr:
		return orList(itoas(v))
	case logic.Combos:
		return orList(v.Strings())
	case logic.Chain:
		return v.English() // cells and = / -, the same in every language
	case logic.Candidates:
		names := make([]string, len(v))
		for i, c := range v {
			names[i] = c.String()
		}
		return andList(names)
	case logic.Items:
		texts := make([]string, len(v))
		for i, m := range v {
			texts[i] = say(m, inWords)
		}
		return andList(texts)
	case logic.Clauses:
		texts := make([]string, len(v))
		for i, m := range v {
			texts[i] = say(m, inWords)
		}
		return clauseList(texts)
	case logic.Branches:
		texts := make([]string, len(v))
		for i, m := range v {
			texts[i] = say(m, inWords)
		}
		return strings.Join(texts, "; ")
	case logic.Message:
		return say(v, inWords)
	case interface{ English() string }:
		return v.English()
	}
	return v
}

// itoas returns the digits as strings.
func itoas(ds []int) []string {
	out := make([]string, len(ds))
	for i, d := range ds {
		out[i] = strconv.Itoa(d)
	}
	return out
}

// andList returns items as a list joined by "and": "a", "a and b", "a, b
// and c".
func andList(items []string) string {
	return joinList(items, func(d map[string]any) string { return lang.X("list.and", "{{.Items}} and {{.Last}}", d) })
}

// clauseList returns clauses as a list: "A", "A, and B", "A, B, and C".
func clauseList(items []string) string {
	return joinList(items, func(d map[string]any) string { return lang.X("list.clauses", "{{.Items}}, and {{.Last}}", d) })
}

// housesName returns houses of one kind of a grid of size cells a side
// (rows 0 to size-1, then the columns, then the boxes) as "rows 2 and 7",
// "columns 3, 5 and 8" or, for one, its name.
func housesName(hs []int, size int) string {
	switch {
	case len(hs) == 0:
		return ""
	case len(hs) == 1 && size == 9:
		return houseName(hs[0])
	case len(hs) == 1:
		return gridHouseName(message.GridHouse{House: hs[0], Size: size})
	}
	nums := make([]string, len(hs))
	for i, h := range hs {
		nums[i] = strconv.Itoa(h%size + 1)
	}
	data := map[string]any{"Numbers": andList(nums)}
	switch {
	case hs[0] < size:
		return lang.X("houses.rows", "rows {{.Numbers}}", data)
	case hs[0] < 2*size:
		return lang.X("houses.columns", "columns {{.Numbers}}", data)
	}
	return lang.X("houses.boxes", "boxes {{.Numbers}}", data)
}

// houseName returns house h (0–26, see sudoku.Houses: rows, then columns,
// then boxes) in the player's language: "row 3", "column 5", "box 9".
func houseName(h int) string {
	data := map[string]any{"N": h%9 + 1}
	switch {
	case h == sudoku.DiagonalDown:
		return lang.X("house.diagonalDown", "diagonal r1c1-r9c9")
	case h == sudoku.DiagonalUp:
		return lang.X("house.diagonalUp", "diagonal r1c9-r9c1")
	case h < 9:
		return lang.X("house.row", "row {{.N}}", data)
	case h < 18:
		return lang.X("house.column", "column {{.N}}", data)
	}
	return lang.X("house.box", "box {{.N}}", data)
}

// gridHouseName names house h of a grid of any size in the player's
// language: "row 3", "column 12", "box 16", "region 2".
func gridHouseName(h message.GridHouse) string {
	data := map[string]any{"N": h.House%h.Size + 1}
	switch {
	case h.House < h.Size:
		return lang.X("house.row", "row {{.N}}", data)
	case h.House < 2*h.Size:
		return lang.X("house.column", "column {{.N}}", data)
	}
	return lang.X("house.box", "box {{.N}}", data)
}

// orList returns items as a list joined by "or" in the player's language:
// "4", "4 or 6", "4, 6 or 9".
func orList(items []string) string {
	return joinList(items, func(d map[string]any) string { return lang.X("list.or", "{{.Items}} or {{.Last}}", d) })
}

// joinList joins items as a list: none gives "", one itself, and more the
// message of join made with {{.Items}}, all but the last joined by ", ", and
// {{.Last}}.
func joinList(items []string, join func(data map[string]any) string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return join(map[string]any{"Items": strings.Join(items[:len(items)-1], ", "), "Last": items[len(items)-1]})
}

// errorText says err in the player's language: the message of the first
// error in its chain that has one (see message.Of: the game's, the
// engine's and the puzzle text's errors), its cells in words, any other
// in English; "" for nil.
func errorText(err error) string {
	if err == nil {
		return ""
	}
	if m, ok := message.Of(err); ok {
		return say(m, true)
	}
	return err.Error()
}

// variantName names the kinds of rule of v in the player's language, joined
// with spaces: "Killer", "Jigsaw X"; the size variant is "Size".
func variantName(v sudoku.Variant) string {
	var names []string
	if v&sudoku.SizeVariant != 0 {
		names = append(names, modeName(true))
	}
	if v&sudoku.Jigsaw != 0 {
		names = append(names, lang.X("variant.jigsaw", "Jigsaw"))
	}
	if v&sudoku.Killer != 0 {
		names = append(names, lang.X("variant.killer", "Killer"))
	}
	if v&sudoku.XVariant != 0 {
		names = append(names, lang.X("variant.x", "X"))
	}
	if len(names) == 0 {
		return modeName(false)
	}
	return strings.Join(names, " ")
}
