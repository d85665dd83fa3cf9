package logic

import (
	"fmt"
	"strings"
)

// Technique names a pattern of human deduction. The constants are declared in
// the order Next tries them: by Level first, then by rating within a level,
// so a cheapest-first solve never uses a technique of a higher level while
// one of a lower level still makes progress. The zero Technique means none.
type Technique uint8

// The techniques of the ladder, cheapest first; the package doc describes
// each one.
const (
	HiddenSingle            Technique = iota + 1 // a digit with one place left in a house
	NakedSingle                                  // a cell with one candidate left
	Pointing                                     // locked candidates: a digit of a box confined to one line
	Claiming                                     // locked candidates: a digit of a line confined to one box
	NakedPair                                    // two cells of a house holding only the same two digits
	HiddenPair                                   // two digits of a house with the same two places
	NakedTriple                                  // three cells of a house holding only three digits
	HiddenTriple                                 // three digits of a house confined to three cells
	NakedQuad                                    // four cells of a house holding only four digits
	HiddenQuad                                   // four digits of a house confined to four cells
	XWing                                        // fish of size 2
	Swordfish                                    // fish of size 3
	XYWing                                       // bivalue pivot with two bivalue pincers
	XYZWing                                      // trivalue pivot with two bivalue pincers
	WWing                                        // two equal bivalue cells joined by a strong link
	Jellyfish                                    // fish of size 4
	Skyscraper                                   // two parallel strong links on one digit with ends in one line
	TwoStringKite                                // a row's and a column's strong link on one digit with ends in one box
	EmptyRectangle                               // a digit confined to a cross in a box, and a strong link from the cross
	FinnedXWing                                  // X-Wing with fins in one box (also sashimi)
	FinnedSwordfish                              // Swordfish with fins in one box (also sashimi)
	UniqueRectangle                              // four cells that must not end as a swappable rectangle (types 1–4)
	FinnedJellyfish                              // Jellyfish with fins in one box (also sashimi)
	BUG                                          // bivalue universal grave plus one: the one cell with three candidates
	AlignedPairExclusion                         // two cells whose every pair of digits but some empties a cell seeing both
	SimpleColoring                               // two-colouring of one digit's conjugate pairs
	XChain                                       // alternating chain of strong and weak links on one digit
	XYChain                                      // alternating chain through cells with two candidates
	AIC                                          // alternating inference chain over candidates and groups, or a nice loop
	ALSXZ                                        // two almost locked sets with a restricted common digit
	ALSXYWing                                    // three almost locked sets, the pivot linked to the two others
	SueDeCoq                                     // a box-line intersection with line and box cells that lock its digits
	ForcingChain                                 // a candidate whose consequences by singles contradict
	DynamicForcingChain                          // a forcing net by singles: contradiction, double, cell or region
	DynamicForcingChainPlus                      // the same with locked candidates and subsets on the way
	NestedForcingChain                           // the same with nested forcing nets on the way
	Trial                                        // a candidate that a search shows leads to no solution
	numTechniques
)

var techniqueNames = [numTechniques]string{
	"none", "Hidden single", "Naked single", "Pointing", "Claiming",
	"Naked pair", "Hidden pair", "Naked triple", "Hidden triple", "Naked quad", "Hidden quad",
	"X-Wing", "Swordfish", "XY-Wing", "XYZ-Wing", "W-Wing", "Jellyfish",
	"Skyscraper", "Two-string kite", "Empty rectangle", "Finned X-Wing", "Finned Swordfish",
	"Unique rectangle", "Finned Jellyfish", "BUG+1", "Aligned pair exclusion",
	"Simple coloring", "X-Chain", "XY-Chain", "Alternating inference chain",
	"ALS-XZ", "ALS-XY-Wing", "Sue de Coq", "Forcing chain",
	"Dynamic forcing chain", "Dynamic forcing chain (+)", "Nested forcing chain", "Trial",
}

// techniqueIDs names the techniques in message keys: "hiddenSingle" for
// "technique.hiddenSingle" and "step.hiddenSingle".
var techniqueIDs = [numTechniques]string{
	"none", "hiddenSingle", "nakedSingle", "pointing", "claiming",
	"nakedPair", "hiddenPair", "nakedTriple", "hiddenTriple", "nakedQuad", "hiddenQuad",
	"xWing", "swordfish", "xyWing", "xyzWing", "wWing", "jellyfish",
	"skyscraper", "twoStringKite", "emptyRectangle", "finnedXWing", "finnedSwordfish",
	"uniqueRectangle", "finnedJellyfish", "bug", "alignedPairExclusion",
	"simpleColoring", "xChain", "xyChain", "aic",
	"alsXZ", "alsXYWing", "sueDeCoq", "forcingChain",
	"dynamicForcingChain", "dynamicForcingChainPlus", "nestedForcingChain", "trial",
}

// Key returns the message key of the technique's name, "technique."
// followed by the name in lower camel case: "technique.hiddenSingle",
// "technique.xWing"; the zero Technique gives "technique.none". Its English
// template (see Messages) is String's text. A Technique out of range gives
// "".
func (t Technique) Key() string {
	if t < numTechniques {
		return "technique." + techniqueIDs[t]
	}
	return ""
}

// String returns the technique's name as players know it, e.g. "Hidden
// single", "X-Wing"; the zero Technique gives "none".
func (t Technique) String() string {
	if t < numTechniques {
		return techniqueNames[t]
	}
	return fmt.Sprintf("Technique(%d)", uint8(t))
}

// baseRatings holds each technique's rating on the Sudoku Explainer scale;
// Step.Rating adjusts it for hidden singles in a line and for chain length.
var baseRatings = [numTechniques]float64{
	0, 1.2, 2.3, 2.6, 2.8,
	3.0, 3.4, 3.6, 4.0, 5.0, 5.4,
	3.2, 3.8, 4.2, 4.4, 4.4, 5.2,
	4.0, 4.1, 4.2, 4.3, 4.4, 4.5, 5.4, 5.6, 6.2,
	6.6, 6.6, 7.0, 7.0, 7.0, 7.0, 7.0, 7.0,
	8.5, 9.0, 9.5, 10.0,
}

// Level returns the difficulty level a technique belongs to: Easy for the
// singles, Medium for locked candidates and pairs, Hard for triples and quads,
// Expert for fish and wings, Extreme for the rest: the patterns added after
// the levels were set (see the package doc), chains and trial.
func (t Technique) Level() Level {
	switch {
	case t <= NakedSingle:
		return Easy
	case t <= HiddenPair:
		return Medium
	case t <= HiddenQuad:
		return Hard
	case t <= Jellyfish:
		return Expert
	}
	return Extreme
}

// Level is a difficulty level, named by the hardest kind of technique a
// cheapest-first solve needs.
type Level uint8

// The levels, easiest first.
const (
	Easy    Level = iota // singles only
	Medium               // + locked candidates, naked and hidden pairs
	Hard                 // + naked and hidden triples and quads
	Expert               // + X-Wing, Swordfish, Jellyfish, XY-Wing, XYZ-Wing, W-Wing
	Extreme              // + single-digit patterns, finned fish, uniqueness, chains and trial, or nothing logical left
	numLevels
)

var levelNames = [numLevels]string{"Easy", "Medium", "Hard", "Expert", "Extreme"}

// String returns the level's name: "Easy", "Medium", "Hard", "Expert" or
// "Extreme".
func (l Level) String() string {
	if l < numLevels {
		return levelNames[l]
	}
	return fmt.Sprintf("Level(%d)", uint8(l))
}

// ParseLevel returns the level named s, in any mix of case ("easy",
// "Expert"); an unknown name is an error that lists the valid ones.
func ParseLevel(s string) (Level, error) {
	for l, name := range levelNames {
		if strings.EqualFold(s, name) {
			return Level(l), nil
		}
	}
	return 0, fmt.Errorf("unknown level %q; want easy, medium, hard, expert or extreme", s)
}

// hardest returns the last technique of level l in ladder order: a solve
// limited to it uses no technique above l.
func (l Level) hardest() Technique {
	switch l {
	case Easy:
		return NakedSingle
	case Medium:
		return HiddenPair
	case Hard:
		return HiddenQuad
	case Expert:
		return Jellyfish
	}
	return Trial
}
