package logic

import (
	"slices"
	"strings"
	"sync"

	words "github.com/sudoku-devs/sudoku/internal/message"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// Message is words as data: a key naming the sentence, its English form as
// a text/template ("in {{.House}}, {{.Digit}} fits only in {{.Cell}}"), and
// the values for it (see package message, where it is defined). Messages
// lists every key the package uses with its template, and a Message's Text
// is always the template Messages gives for its Key.
//
// The values in Args are of these types only, each written in English by its
// English method:
//
//	int        a digit 1–9 or a count       7
//	Cell       one cell                     r5c6
//	Cells      cells, joined with "and"     r1c1, r1c2 and r1c3
//	House      one house                    row 3, column 5, box 9
//	Houses     houses of one kind           rows 2 and 7
//	Digits     digits, joined with "and"    3, 4 and 5
//	DigitsOr   digits, joined with "or"     3, 4 or 5
//	Chain      the cells of an X-chain      r1c1 = r1c7 - r4c7 = r4c2
//	Nodes      the nodes of a chain         (5)r1c1 = (5)r1c7 - (3)r1c7 = (3)r4c7/r4c8
//	Candidates digits in cells              r1c1=5 and r2c2=6
//	Clauses    clauses, joined with ", and" 5 goes from r1c1, and 7 from r2c2
//	Branches   clauses, joined with "; "    with 4, r2c3 would be 7; with 5, …
//	Message    a clause of its own          r5c6 would have no candidate left
type Message = words.Message

// The value types of package message, by the names the step messages use.
type (
	// Cell is a cell 0–80, written "r1c1" … "r9c9".
	Cell = words.Cell
	// Cells are cells joined with "and".
	Cells = words.Cells
	// House is a house 0–28: rows, columns, boxes, X Sudoku's diagonals.
	House = words.House
	// RegionOf is a jigsaw region named by a cell in it, written "the
	// region of r4c2".
	RegionOf = words.RegionOf
	// Houses are houses of one kind.
	Houses = words.Houses
	// Digits are digits joined with "and".
	Digits = words.Digits
	// DigitsOr are digits joined with "or".
	DigitsOr = words.DigitsOr
)

// Chain is the cells of an X-chain in chain order, written with the links
// between them: "=" for a strong link (the first, third, … link), "-" for a
// weak one, as in "r1c1 = r1c7 - r4c7 = r4c2". The notation is the same in
// every language.
type Chain []int

// Candidates are digits in cells, written "r1c1=5" and joined with "and":
// "r1c1=5 and r2c2=6".
type Candidates []Candidate

// Items are short phrases, each a Message, joined with "and": "r1c2=5 and
// r1c3=7".
type Items []Message

// English returns the items in English joined with "and".
func (is Items) English() string {
	texts := make([]string, len(is))
	for i, m := range is {
		texts[i] = m.English()
	}
	return words.List(texts, "and")
}

// Clauses are clauses, each a Message, written one after the other with
// commas and ", and" before the last: "2 goes from r3c4, and 7 from r3c9",
// "r2c9 would be 4, r6c7 4, and 5 would have no place left in column 7".
type Clauses []Message

// English returns the cells' names with " = " and " - " between them in
// turn, starting with " = ".
func (ch Chain) English() string {
	var sb strings.Builder
	for i, c := range ch {
		sb.WriteString(chainLink(i))
		sb.WriteString(sudoku.CellName(c))
	}
	return sb.String()
}

// chainLink returns what comes before item i of a chain in chain notation:
// nothing before the first, then " = " (a strong link) and " - " (a weak
// one) in turn.
func chainLink(i int) string {
	switch {
	case i == 0:
		return ""
	case i%2 == 1:
		return " = "
	}
	return " - "
}

// English returns each candidate as "r1c1=5", joined with "and".
func (cs Candidates) English() string {
	names := make([]string, len(cs))
	for i, c := range cs {
		names[i] = c.String()
	}
	return words.List(names, "and")
}

// English returns the clauses in English separated by ", ", with ", and "
// before the last: "A", "A, and B", "A, B, and C".
func (cs Clauses) English() string {
	var sb strings.Builder
	for i, m := range cs {
		switch {
		case i == 0:
		case i == len(cs)-1:
			sb.WriteString(", and ")
		default:
			sb.WriteString(", ")
		}
		sb.WriteString(m.English())
	}
	return sb.String()
}

// messageTexts returns the English template of every message key: the step
// sentences ("step.…", one per technique and variant, and four for a step
// made by hand without one), the clauses they nest ("clause.…") and the
// technique names ("technique.…", from the ladder). The map is built
// on first use, not when the program starts: a program that only solves,
// such as sudokucli solve, does not pay for it.
var messageTexts = sync.OnceValue(func() map[string]string {
	m := map[string]string{
		"step.hiddenSingle":                  "in {{.House}}, {{.Digit}} fits only in {{.Cell}}",
		"step.nakedSingle":                   "{{.Cell}} can only be {{.Digit}}",
		"step.trial.sized":                   "{{.Digit}} is the one digit of {{.Cell}} with which the puzzle has a solution (found by search)",
		"step.constraintElimination":         "the {{.Constraint}} at {{.At}} cannot keep {{.Digits}} where they would go, so {{.Removals}}",
		"step.constraintElimination.seen":    "{{.By}} holds {{.Digit}}, so {{.Digit}} goes from {{.Cells}}, {{.Relation}}",
		"step.constraintElimination.placed":  "with {{.Placed}} on the {{.Constraint}} at {{.At}}, {{.Removals}}",
		"step.constraintElimination.rule":    "the {{.Constraint}} rule cannot keep {{.Digits}} where they would go, so {{.Removals}}",
		"step.constraintRule":                lessonText,
		"step.constraintCombination":         lessonText,
		"step.constraintInference":           lessonText,
		"step.constraintForcingChain":        "if {{.Cell}} were {{.Digit}}, the rules would place {{.Then}}; then {{.Broken}}; so {{.Digit}} goes from {{.Cell}}",
		"step.constraintForcingChain.direct": "if {{.Cell}} were {{.Digit}}, {{.Broken}}; so {{.Digit}} goes from {{.Cell}}",
		"step.constraintNestedForcingChain":  "if {{.Cell}} were {{.Digit}}: {{.Steps}}; then {{.Broken}}; so {{.Digit}} goes from {{.Cell}}",
		"step.pointing":                      "in {{.Box}}, {{.Digit}} lies only in {{.Line}}, so {{.Removals}}",
		"step.claiming":                      "in {{.Line}}, {{.Digit}} lies only in {{.Box}}, so {{.Removals}}",
		"step.cageCombination":               "the cage of {{.Sum}} in {{.Cage}} can only hold {{.Combos}}, so {{.Removals}}",
		"step.combinationElimination":        "the cage of {{.Sum}} in {{.Cage}} can only hold {{.Combos}}: {{.Removals}}",
		"clause.combinationElimination":      "{{.Digit}} goes from {{.Cell}}, as {{.Why}}",
		"clause.combination.cell":            "{{.Other}} cannot hold {{.Rest}} for {{.Combo}}",
		"clause.combination.digit":           "{{.Combo}} needs {{.Digit}} there",
		"clause.combination.fit":             "{{.Rest}} do not fit {{.Others}} one each for {{.Combo}}",
		"step.cageLock": "every combination the cage of {{.Sum}} in {{.Cage}} can hold ({{.Combos}}) has {{.Digit}}, " +
			"which can only go in {{.Cells}}, so {{.Removals}}",
		"step.innieOutie.more": innieOutieText + "so the digits of {{.Innies}} add up to {{.Diff}} more than those of {{.Outies}}, and {{.Removals}}",
		"step.innieOutie.less": innieOutieText + "so the digits of {{.Innies}} add up to {{.Diff}} less than those of {{.Outies}}, and {{.Removals}}",
		"step.innieOutie.same": innieOutieText + "so the digits of {{.Innies}} add up to as much as those of {{.Outies}}, and {{.Removals}}",
		"step.cageInteraction.combo": "the cage of {{.Sum}} in {{.Cage}} sees every cell of the cage of {{.OtherSum}} in {{.Other}}, " +
			"so the two share no digit: {{.Refused}} would share one with each of that cage's combinations ({{.OtherCombos}}), " +
			"so the cage of {{.Sum}} holds {{.Combos}}, and {{.Removals}}",
		"step.cageInteraction.lock": "the cages of {{.Sum}} in {{.Cage}} and of {{.OtherSum}} in {{.Other}} see each other, " +
			"so they share no digit: every way they can hold their combinations together has {{.Digit}}, " +
			"which can only go in {{.Cells}}, so {{.Removals}}",
		"step.innies": "{{.Group}} adds up to {{.Total}} and the cages wholly inside it to {{.Cover}}, " +
			"so {{.Cell}}, its one open cell outside them, is {{.Digit}}",
		"step.outies": "the cages over {{.Group}} add up to {{.Cover}}, {{.Total}} of it inside, " +
			"so {{.Cell}}, their one open cell outside it, is {{.Digit}}",
		"step.hiddenCage.innies": "{{.Group}} adds up to {{.Total}} and the cages wholly inside it to {{.Cover}}, " +
			"so its open cells outside them, {{.Cells}}, add up to {{.Sum}}, and {{.Removals}}",
		"step.multiHouseCage.innie": "{{.Group}} add up to {{.Total}} and the cages wholly inside them to {{.Cover}}, " +
			"so {{.Cell}}, their one open cell outside those cages, is {{.Digit}}",
		"step.multiHouseCage.outie": "the cages over {{.Group}} add up to {{.Cover}}, {{.Total}} of it inside, " +
			"so {{.Cell}}, the cages' one open cell outside {{.Group}}, is {{.Digit}}",
		"step.multiHouseCage.innies": "{{.Group}} add up to {{.Total}} and the cages wholly inside them to {{.Cover}}, " +
			"so their open cells outside those cages, {{.Cells}}, add up to {{.Sum}}, and {{.Removals}}",
		"step.multiHouseCage.outies": "the cages over {{.Group}} add up to {{.Cover}}, {{.Total}} of it inside, " +
			"so the cages' open cells outside {{.Group}}, {{.Cells}}, add up to {{.Sum}}, and {{.Removals}}",
		"step.hiddenCage.outies": "the cages over {{.Group}} add up to {{.Cover}}, {{.Total}} of it inside, " +
			"so their open cells outside it, {{.Cells}}, add up to {{.Sum}}, and {{.Removals}}",
		"step.nakedPair":       nakedSubsetText,
		"step.nakedTriple":     nakedSubsetText,
		"step.nakedQuad":       nakedSubsetText,
		"step.hiddenPair":      hiddenSubsetText,
		"step.hiddenTriple":    hiddenSubsetText,
		"step.hiddenQuad":      hiddenSubsetText,
		"step.xWing":           fishText,
		"step.swordfish":       fishText,
		"step.jellyfish":       fishText,
		"step.finnedXWing":     finnedFishText,
		"step.finnedSwordfish": finnedFishText,
		"step.finnedJellyfish": finnedFishText,
		"step.xyWing": "{{.Pivot}} holds {{.PivotDigits}} and sees {{.Pincer1}} ({{.Pincer1Digits}}) and " +
			"{{.Pincer2}} ({{.Pincer2Digits}}): one of those two is {{.Digit}}, so {{.Removals}}",
		"step.xyzWing": "{{.Pivot}} ({{.PivotDigits}}) sees {{.Pincer1}} ({{.Pincer1Digits}}) and " +
			"{{.Pincer2}} ({{.Pincer2Digits}}): one of the three is {{.Digit}}, so {{.Removals}}",
		"step.wWing": "{{.Cell1}} and {{.Cell2}} both hold {{.Digits}}, and in {{.House}}, {{.Digit}} lies only in " +
			"{{.End1}} (which sees {{.Cell1}}) or {{.End2}} (which sees {{.Cell2}}): the two cannot both be {{.Digit}}, " +
			"so one is {{.Other}} and {{.Removals}}",
		"step.skyscraper": turbotText,
		"step.emptyRectangle": "in {{.Box}}, {{.Digit}} lies only in {{.Row}} and {{.Column}}, and in {{.Link}} only in " +
			"{{.End1}} and {{.End2}}: if {{.End1}} is {{.Digit}}, {{.Box}} has it in {{.Line}}, and if not, {{.End2}} is {{.Digit}}; " +
			"either way {{.Removals}}",
		"step.twoStringKite":         turbotText,
		"step.uniqueRectangle.type1": rectangleText + ", and only {{.Cell}} holds more: were it {{.Either}}, " + swapText + "; so {{.Removals}}",
		"step.uniqueRectangle.type2": rectangleText + ", {{.Floor1}} and {{.Floor2}} nothing else, and {{.Roof1}} and {{.Roof2}} only {{.Extra}} besides: " +
			"one of those two is {{.Extra}}, or " + swapText + "; so {{.Removals}}",
		"step.uniqueRectangle.type3": rectangleText + ", {{.Floor1}} and {{.Floor2}} nothing else: {{.Roof1}} or {{.Roof2}} is {{.Extras}}, " +
			"or " + swapText + "; so in {{.House}} those two and {{.Cells}} hold {{.Set}} between them, and {{.Removals}}",
		"step.uniqueRectangle.type4": rectangleText + ", {{.Floor1}} and {{.Floor2}} nothing else, and in {{.House}}, {{.Digit}} lies only in " +
			"{{.Roof1}} and {{.Roof2}}: one of them is {{.Digit}}, and were the other {{.Other}}, " + swapText + "; so {{.Removals}}",
		"step.bug": "every open cell but {{.Cell}} has two candidates, and without {{.Digit}} in {{.Cell}} each digit would have " +
			"two places in every house where it is open: such a grid (a bivalue universal grave) never has just one solution, " +
			"so {{.Cell}} is {{.Digit}}",
		"step.simpleColoring.wrap": coloringText + "{{.Cell1}} and {{.Cell2}} are in the same house, " +
			"so the first group cannot be {{.Digit}}, so {{.Removals}}",
		"step.simpleColoring.trap": coloringText + "{{.Cells}} {{if eq .Count 1}}sees{{else}}see{{end}} both groups, " +
			"so {{.Removals}}",
		"step.xChain": xChainText + "if {{.Start}} is not {{.Digit}} then {{.End}} is, so {{.Removals}}",
		"step.xChain.cycle": xChainText + "the chain closes into a loop, so of the two cells of each link one is {{.Digit}}, " +
			"and {{.Removals}}",
		"step.xChain.loop": xChainText + "if {{.Start}} were not {{.Digit}} the chain would make it {{.Digit}}, " +
			"so it is {{.Digit}}",
		"step.alignedPairExclusion": "if {{.Cell}} were {{.Digit}}, {{.Other}} could be none of {{.Digits}}: {{.Reasons}}; " +
			"so {{.Digit}} goes from {{.Cell}}",
		"step.xyChain":       aicText,
		"step.xyChain.loop":  aicLoopText,
		"step.xyChain.place": aicPlaceText,
		"step.aic":           aicText,
		"step.aic.loop":      aicLoopText,
		"step.aic.place":     aicPlaceText,
		"step.alsXZ": "{{.Cells1}} {{if eq .Count1 1}}holds{{else}}hold{{end}} only {{.Digits1}} and {{.Cells2}} only {{.Digits2}}, so each group ends with all of its " +
			"digits but one; {{.X}} cannot be in both, as its places in them see each other, so one group ends with all its digits " +
			"but {{.X}}, {{.Z}} among them, and {{.Removals}}",
		"step.alsXYWing": "{{.Pivot}} {{if eq .PivotCount 1}}holds{{else}}hold{{end}} only {{.PivotDigits}}, {{.Cells1}} only {{.Digits1}} and {{.Cells2}} only {{.Digits2}}, " +
			"so each group ends with all of its digits but one: the first has {{.X}} or {{.Y}}. {{.X}} cannot be in both the first " +
			"and the second, nor {{.Y}} in both the first and the third, as their places see each other; so the second ends with " +
			"all its digits but {{.X}}, or the third with all but {{.Y}}: {{.Z}} is in one of them, and {{.Removals}}",
		"step.sueDeCoq": "{{.Cells}}, where {{.Box}} meets {{.Line}}, hold {{.Digits}}; with {{.LineCells}} ({{.LineDigits}}) " +
			"of {{.Line}} and {{.BoxCells}} ({{.BoxDigits}}) of {{.Box}}, which share no digit, these {{.Count}} cells hold " +
			"{{.Count}} digits, each once: {{.LineDigits}} stay in {{.Line}}, {{.BoxDigits}} in {{.Box}}, and the rest in {{.Cells}}, " +
			"so {{.Removals}}",
		"step.forcingChain": "if {{.Cell}} were {{.Digit}}, then by singles {{.Consequences}}; " +
			"so {{.Digit}} goes from {{.Cell}}",
		"step.forcingChain.direct": "if {{.Cell}} were {{.Digit}}, {{.Contradiction}}; so {{.Digit}} goes from {{.Cell}}",
		"step.trial": "with {{.Digit}} in {{.Cell}} the puzzle has no solution (found by search), " +
			"so {{.Digit}} goes from {{.Cell}}",
		"step.place":          "place {{.Placements}}",
		"step.eliminate":      "so {{.Removals}}",
		"step.placeEliminate": "place {{.Placements}}, so {{.Removals}}",
		"step.nothing":        "",

		"clause.removal":                                "{{.Digit}} goes from {{.Cells}}",
		"clause.removal.more":                           "{{.Digit}} from {{.Cells}}",
		"clause.removals":                               "{{.Digits}} go from {{.Cells}}",
		"clause.removals.more":                          "{{.Digits}} from {{.Cells}}",
		"clause.forcingChain.first":                     "{{.Cell}} would be {{.Digit}}",
		"clause.placed":                                 "{{.Cell}}={{.Digit}}",
		"clause.constraintForcingChain":                 "{{.Cell}}={{.Digit}}",
		"clause.constraintNestedForcingChain.place":     "the rules would place {{.Then}}",
		"clause.constraintNestedForcingChain.nested":    "{{.Cell}} could not be {{.Digit}} ({{.Why}})",
		"clause.constraintNestedForcingChain.why":       "if it were, the rules would place {{.Then}}, and then {{.Broken}}",
		"clause.constraintNestedForcingChain.whyDirect": "if it were, {{.Broken}}",
		"clause.forcingChain.next":                      "{{.Cell}} {{.Digit}}",
		"clause.forcingChain.noCandidate":               "{{.Cell}} would have no candidate left",
		"clause.forcingChain.noPlace":                   "{{.Digit}} would have no place left in {{.House}}",
		"clause.forcingChain.cannotBe":                  "{{.Cell}} could not be {{.Digit}} as it must",
		"clause.ape.sees":                               "not {{.Digit}}, which it sees in {{.Cell}}",
		"clause.ape.empties":                            "not {{.Digit}}, as {{.Cell}} ({{.Digits}}) would have no candidate left",
		"clause.aic.cell":                               "{{.Cell}} is {{.Digit}}",
		"clause.aic.group":                              "one of {{.Cells}} is {{.Digit}}",
		"clause.net.is":                                 "{{.Cell}} is {{.Digit}}",
		"clause.net.isNot":                              "{{.Cell}} is not {{.Digit}}",
		"clause.net.wouldNotBe":                         "{{.Cell}} would not be {{.Digit}}",
		"clause.net.with":                               "with {{.Digit}}, {{.Chain}}",
		"clause.net.at":                                 "in {{.Cell}}, {{.Chain}}",
	}
	for t := Technique(0); t < numTechniques; t++ {
		m[t.Key()] = t.String()
	}
	for _, t := range []Technique{DynamicForcingChain, DynamicForcingChainPlus, NestedForcingChain} {
		for _, n := range netTexts {
			m[stepKey(t, n.variant)] = n.text
		}
	}
	return m
})

// Templates shared by the keys of techniques that differ only in size.
const (
	lessonText     = "{{.Why}}, so {{.Removals}}"
	innieOutieText = "{{.Group}} adds up to {{.Total}}; the cages wholly inside it and those that cross its edge to {{.Outies}} " +
		"add up to {{.Cover}} and leave out {{.Innies}}, "
	nakedSubsetText  = "in {{.House}}, {{.Cells}} hold only {{.Digits}}, so {{.Removals}}"
	hiddenSubsetText = "in {{.House}}, {{.Digits}} fit only in {{.Cells}}, so {{.Removals}}"
	fishText         = "in {{.Base}}, {{.Digit}} fits only in {{.Cover}}, so {{.Removals}}"
	finnedFishText   = "in {{.Base}}, {{.Digit}} fits only in {{.Cover}} and in {{.Fins}} " +
		"({{if eq .Count 1}}the fin{{else}}the fins{{end}}, in {{.Box}}): " +
		"whether or not {{if eq .Count 1}}the fin{{else}}a fin{{end}} is {{.Digit}}, {{.Removals}}"
	coloringText  = "linked by houses where {{.Digit}} has only two places, either {{.Group1}} or {{.Group2}} are all {{.Digit}}; "
	xChainText    = "on {{.Digit}}, {{.Chain}} (= only two places in a house, - same house): "
	aicLegend     = "{{.Chain}} (= at least one of the two is true, - at most one): "
	aicText       = aicLegend + "{{.First}} or {{.Last}}, so {{.Removals}}"
	aicLoopText   = aicLegend + "the chain closes into a loop, so each link has exactly one true end, and {{.Removals}}"
	aicPlaceText  = aicLegend + "if {{.Cell}} were not {{.Digit}} the chain would make it {{.Digit}}, so it is {{.Digit}}"
	rectangleText = "{{.Corners}} (a rectangle in two boxes) all hold {{.Digits}}"
	swapText      = "the two digits could trade places in the four cells, giving the puzzle a second solution"
	turbotText    = "in {{.House1}}, {{.Digit}} lies only in {{.End1}} and {{.Link1}}, and in {{.House2}} only in " +
		"{{.End2}} and {{.Link2}}; {{.Link1}} and {{.Link2}} share {{.House}} and cannot both be {{.Digit}}, " +
		"so {{.End1}} or {{.End2}} is, and {{.Removals}}"
)

// netTexts are the sentences of the forcing nets, one per kind of proof;
// each of the three net techniques has them all, under its own keys.
var netTexts = [...]struct{ variant, text string }{
	{"off", "if {{.Cell}} were {{.Digit}}, then {{.Chain}}; so {{.Digit}} goes from {{.Cell}}"},
	{"on", "if {{.Cell}} were not {{.Digit}}, then {{.Chain}}; so {{.Cell}} is {{.Digit}}"},
	{"double", "{{.Result}} whether {{.Cell}} is {{.Digit}} or not: if it is, {{.IfOn}}; if it is not, {{.IfOff}}"},
	{"cell", "{{.Result}} whichever digit {{.Cell}} holds: {{.Branches}}"},
	{"region", "{{.Result}} wherever {{.Digit}} goes in {{.House}}: {{.Branches}}"},
}

// Messages returns every message key the package uses with its English
// template: "step.…" for the sentence of each kind of step (the text of
// Step.String after the technique's name), "clause.…" for the clauses
// nested in them, and "technique.…" for the technique names (a template
// without values: Technique.String's text). The map is new on every call.
func Messages() map[string]string {
	texts := messageTexts()
	out := make(map[string]string, len(texts))
	for k, v := range texts {
		out[k] = v
	}
	return out
}

// args holds the values of a message.
type args = map[string]any

// message returns the message of key with its template and the values a;
// the key must be one of messageTexts.
func message(key string, a args) Message {
	text, ok := messageTexts()[key]
	if !ok {
		panic("logic: no message " + key)
	}
	return Message{Key: key, Text: text, Args: a}
}

// stepKey returns the key of the sentence of technique t's steps, with
// variant appended after a dot when it is not empty.
func stepKey(t Technique, variant string) string {
	k := "step." + ladder[t%numTechniques].id
	if variant != "" {
		k += "." + variant
	}
	return k
}

// removalClauses describes eliminations grouped by digit, in increasing
// digit order: "4 goes from r2c5 and r2c7", then "7 from r3c4 and r3c9" for
// each further digit; digits that go from the same cells share a clause,
// "1 and 4 go from r1c1".
func removalClauses(es []Candidate) Clauses {
	return removalClausesBy(es, 9, func(cs []int) any { return Cells(cs) })
}

// removalClausesBy is removalClauses on a grid of size cells a side (the
// digits 1 to size), its cells written by cells.
func removalClausesBy(es []Candidate, size int, cells func([]int) any) Clauses {
	var byDigit [sudoku.MaxSize + 1][]int
	for _, e := range es {
		byDigit[e.Digit] = append(byDigit[e.Digit], e.Cell)
	}
	// Digits that go from the same cells make one clause: "1 and 4 go from r1c1".
	var groups [][]int // digits, grouped
	for d := 1; d <= size; d++ {
		if len(byDigit[d]) == 0 {
			continue
		}
		k := slices.IndexFunc(groups, func(g []int) bool { return slices.Equal(byDigit[g[0]], byDigit[d]) })
		if k < 0 {
			groups = append(groups, nil)
			k = len(groups) - 1
		}
		groups[k] = append(groups[k], d)
	}
	var out Clauses
	for _, g := range groups {
		key, a := "clause.removal", args{"Digit": g[0], "Cells": cells(byDigit[g[0]])}
		if len(g) > 1 {
			key, a = "clause.removals", args{"Digits": Digits(g), "Cells": cells(byDigit[g[0]])}
		}
		if len(out) > 0 {
			key += ".more"
		}
		out = append(out, message(key, a))
	}
	return out
}

// Message returns the description of s as data: the text after the
// technique's name and ": " in s.String(). A step a finder of this package
// made carries its own message; for a step made by hand it is built from
// the placements and eliminations ("place r1c1=5, so 4 goes from r1c2").
// The Args are shared with s and must not be changed.
func (s Step) Message() Message {
	if s.msg.Key != "" {
		return s.msg
	}
	switch {
	case len(s.Placements) > 0 && len(s.Eliminations) > 0:
		return message("step.placeEliminate", args{
			"Placements": Candidates(s.Placements), "Removals": removalClauses(s.Eliminations)})
	case len(s.Placements) > 0:
		return message("step.place", args{"Placements": Candidates(s.Placements)})
	case len(s.Eliminations) > 0:
		return message("step.eliminate", args{"Removals": removalClauses(s.Eliminations)})
	}
	return message("step.nothing", nil)
}
