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
	HiddenSingle                 Technique = iota + 1 // a digit with one place left in a house
	NakedSingle                                       // a cell with one candidate left
	ConstraintElimination                             // a setter's constraint: a candidate it cannot keep with the digits placed
	ConstraintRule                                    // a setter's constraint's own logic on its cells' candidates, an Easy lesson (a thermometer, a kropki dot)
	CageCombination                                   // killer: a digit in none of a cage's combinations
	Innies                                            // killer: rule of 45, the one open cell of a group outside its cages
	Outies                                            // killer: rule of 45, the one open cell outside a group of the cages over it
	Pointing                                          // locked candidates: a digit of a box confined to one line
	ConstraintCombination                             // a setter's constraint's own logic, a Medium lesson: the sums or sets its cells can make (an arrow, a renban)
	Claiming                                          // locked candidates: a digit of a line confined to one box
	CageLock                                          // killer: a digit every combination of a cage holds, its places seeing a cell
	NakedPair                                         // two cells of a house holding only the same two digits
	HiddenCage                                        // killer: rule of 45, the innies or outies of a group as a cage
	HiddenPair                                        // two digits of a house with the same two places
	ConstraintInference                               // a setter's constraint's own logic, a Hard lesson: sums compared across regions
	NakedTriple                                       // three cells of a house holding only three digits
	CombinationElimination                            // killer: a digit that leaves a cage's other cells no combination
	CageInteraction                                   // killer: two cages that see each other share no digit, which rules out combinations or locks a digit
	InnieOutie                                        // killer: rule of 45, a house's innies less its outies over the cages chosen to cover it
	HiddenTriple                                      // three digits of a house confined to three cells
	NakedQuad                                         // four cells of a house holding only four digits
	HiddenQuad                                        // four digits of a house confined to four cells
	MultiHouseCage                                    // killer: rule of 45 over two or three rows or columns
	XWing                                             // fish of size 2
	Swordfish                                         // fish of size 3
	XYWing                                            // bivalue pivot with two bivalue pincers
	XYZWing                                           // trivalue pivot with two bivalue pincers
	WWing                                             // two equal bivalue cells joined by a strong link
	Jellyfish                                         // fish of size 4
	Skyscraper                                        // two parallel strong links on one digit with ends in one line
	TwoStringKite                                     // a row's and a column's strong link on one digit with ends in one box
	EmptyRectangle                                    // a digit confined to a cross in a box, and a strong link from the cross
	FinnedXWing                                       // X-Wing with fins in one box (also sashimi)
	FinnedSwordfish                                   // Swordfish with fins in one box (also sashimi)
	UniqueRectangle                                   // four cells that must not end as a swappable rectangle (types 1–4)
	FinnedJellyfish                                   // Jellyfish with fins in one box (also sashimi)
	BUG                                               // bivalue universal grave plus one: the one cell with three candidates
	AlignedPairExclusion                              // two cells whose every pair of digits but some empties a cell seeing both
	SimpleColoring                                    // two-colouring of one digit's conjugate pairs
	XChain                                            // alternating chain of strong and weak links on one digit
	SueDeCoq                                          // a box-line intersection with line and box cells that lock its digits
	XYChain                                           // alternating chain through cells with two candidates
	AIC                                               // alternating inference chain over candidates and groups, or a nice loop
	ALSXZ                                             // two almost locked sets with a restricted common digit
	ALSXYWing                                         // three almost locked sets, the pivot linked to the two others
	ForcingChain                                      // a candidate whose consequences by singles contradict
	ConstraintForcingChain                            // a setter's puzzle: a candidate whose consequences by every rule, the constraints' too, contradict
	DynamicForcingChain                               // a forcing net by singles: contradiction, double, cell or region
	DynamicForcingChainPlus                           // the same with locked candidates and subsets on the way
	ConstraintNestedForcingChain                      // a setter's puzzle: a candidate whose consequences by every rule and by forcing chains within contradict
	NestedForcingChain                                // the same with nested forcing nets on the way
	Trial                                             // a candidate that a search shows leads to no solution
	numTechniques
)

// techniqueInfo is everything the package knows of a technique, in one
// entry of the table ladder: adding a technique is a constant in ladder
// order, an entry here, its finder, and its step message (messageTexts).
type techniqueInfo struct {
	name   string                    // as players know it: "Hidden single", "X-Wing"
	id     string                    // in message keys, lower camel case: "hiddenSingle" for "technique.hiddenSingle" and "step.hiddenSingle"
	rating float64                   // on the Sudoku Explainer scale; Step.Rating adjusts it for hidden singles in a line and for chain length
	level  Level                     // the difficulty level it belongs to
	find   func(*Board) (Step, bool) // the first instance on a board
}

// ladder is the technique table, indexed by Technique; the zero Technique is
// "none". It is filled by init, since finders such as the forcing nets
// search with the ladder themselves.
var ladder [numTechniques]techniqueInfo

func init() {
	ladder = [numTechniques]techniqueInfo{
		{name: "none", id: "none"},
		HiddenSingle:                 {"Hidden single", "hiddenSingle", 1.2, Easy, (*Board).hiddenSingle},
		NakedSingle:                  {"Naked single", "nakedSingle", 2.3, Easy, (*Board).nakedSingle},
		ConstraintElimination:        {"Constraint elimination", "constraintElimination", 2.3, Easy, (*Board).constraintElimination},
		ConstraintRule:               {"Constraint rule", "constraintRule", 2.3, Easy, func(b *Board) (Step, bool) { return b.constraintLesson(ConstraintRule) }},
		CageCombination:              {"Cage combination", "cageCombination", 2.4, Easy, (*Board).cageCombination},
		Innies:                       {"Innies", "innies", 2.5, Easy, func(b *Board) (Step, bool) { return b.rule45Single(false) }},
		Outies:                       {"Outies", "outies", 2.5, Easy, func(b *Board) (Step, bool) { return b.rule45Single(true) }},
		Pointing:                     {"Pointing", "pointing", 2.6, Medium, (*Board).pointing},
		ConstraintCombination:        {"Constraint combinations", "constraintCombination", 2.6, Medium, func(b *Board) (Step, bool) { return b.constraintLesson(ConstraintCombination) }},
		Claiming:                     {"Claiming", "claiming", 2.8, Medium, (*Board).claiming},
		CageLock:                     {"Locked cage digit", "cageLock", 2.9, Medium, (*Board).cageLock},
		NakedPair:                    {"Naked pair", "nakedPair", 3.0, Medium, func(b *Board) (Step, bool) { return b.nakedSubset(2, NakedPair) }},
		HiddenCage:                   {"Hidden cage", "hiddenCage", 3.1, Medium, (*Board).hiddenCage},
		HiddenPair:                   {"Hidden pair", "hiddenPair", 3.4, Medium, func(b *Board) (Step, bool) { return b.hiddenSubset(2, HiddenPair) }},
		ConstraintInference:          {"Constraint inference", "constraintInference", 3.6, Hard, func(b *Board) (Step, bool) { return b.constraintLesson(ConstraintInference) }},
		NakedTriple:                  {"Naked triple", "nakedTriple", 3.6, Hard, func(b *Board) (Step, bool) { return b.nakedSubset(3, NakedTriple) }},
		CombinationElimination:       {"Combination elimination", "combinationElimination", 3.7, Hard, (*Board).combinationElimination},
		CageInteraction:              {"Cage interaction", "cageInteraction", 3.8, Hard, (*Board).cageInteraction},
		InnieOutie:                   {"Innie-outie difference", "innieOutie", 3.9, Hard, (*Board).innieOutie},
		HiddenTriple:                 {"Hidden triple", "hiddenTriple", 4.0, Hard, func(b *Board) (Step, bool) { return b.hiddenSubset(3, HiddenTriple) }},
		NakedQuad:                    {"Naked quad", "nakedQuad", 5.0, Hard, func(b *Board) (Step, bool) { return b.nakedSubset(4, NakedQuad) }},
		HiddenQuad:                   {"Hidden quad", "hiddenQuad", 5.4, Hard, func(b *Board) (Step, bool) { return b.hiddenSubset(4, HiddenQuad) }},
		MultiHouseCage:               {"Rule of 45 over several houses", "multiHouseCage", 3.2, Expert, (*Board).multiHouseCage},
		XWing:                        {"X-Wing", "xWing", 3.2, Expert, func(b *Board) (Step, bool) { return b.fish(2, XWing) }},
		Swordfish:                    {"Swordfish", "swordfish", 3.8, Expert, func(b *Board) (Step, bool) { return b.fish(3, Swordfish) }},
		XYWing:                       {"XY-Wing", "xyWing", 4.2, Expert, func(b *Board) (Step, bool) { return xyWing(b) }},
		XYZWing:                      {"XYZ-Wing", "xyzWing", 4.4, Expert, func(b *Board) (Step, bool) { return xyzWing(b) }},
		WWing:                        {"W-Wing", "wWing", 4.4, Expert, func(b *Board) (Step, bool) { return wWing(b) }},
		Jellyfish:                    {"Jellyfish", "jellyfish", 5.2, Expert, func(b *Board) (Step, bool) { return b.fish(4, Jellyfish) }},
		Skyscraper:                   {"Skyscraper", "skyscraper", 4.0, Extreme, func(b *Board) (Step, bool) { return b.turbotFish(Skyscraper) }},
		TwoStringKite:                {"Two-string kite", "twoStringKite", 4.1, Extreme, classicOnly(func(b *Board) (Step, bool) { return b.turbotFish(TwoStringKite) })},
		EmptyRectangle:               {"Empty rectangle", "emptyRectangle", 4.2, Extreme, classicOnly((*Board).emptyRectangle)},
		FinnedXWing:                  {"Finned X-Wing", "finnedXWing", 4.3, Extreme, classicOnly(func(b *Board) (Step, bool) { return b.finnedFish(2, FinnedXWing) })},
		FinnedSwordfish:              {"Finned Swordfish", "finnedSwordfish", 4.4, Extreme, classicOnly(func(b *Board) (Step, bool) { return b.finnedFish(3, FinnedSwordfish) })},
		UniqueRectangle:              {"Unique rectangle", "uniqueRectangle", 4.5, Extreme, classicOnly((*Board).uniqueRectangle)},
		FinnedJellyfish:              {"Finned Jellyfish", "finnedJellyfish", 5.4, Extreme, classicOnly(func(b *Board) (Step, bool) { return b.finnedFish(4, FinnedJellyfish) })},
		BUG:                          {"BUG+1", "bug", 5.6, Extreme, classicOnly((*Board).bug)},
		AlignedPairExclusion:         {"Aligned pair exclusion", "alignedPairExclusion", 6.2, Extreme, (*Board).alignedPairExclusion},
		SimpleColoring:               {"Simple coloring", "simpleColoring", 6.6, Extreme, (*Board).simpleColoring},
		XChain:                       {"X-Chain", "xChain", 6.6, Extreme, (*Board).xChain},
		XYChain:                      {"XY-Chain", "xyChain", 7.0, Extreme, (*Board).xyChain},
		AIC:                          {"Alternating inference chain", "aic", 7.0, Extreme, (*Board).aic},
		ALSXZ:                        {"ALS-XZ", "alsXZ", 7.0, Extreme, (*Board).alsXZ},
		ALSXYWing:                    {"ALS-XY-Wing", "alsXYWing", 7.0, Extreme, (*Board).alsXYWing},
		SueDeCoq:                     {"Sue de Coq", "sueDeCoq", 7.0, Extreme, classicOnly((*Board).sueDeCoq)},
		ForcingChain:                 {"Forcing chain", "forcingChain", 7.0, Extreme, classicOnly((*Board).forcingChain)},
		ConstraintForcingChain:       {"Constraint forcing chain", "constraintForcingChain", 8.0, Extreme, (*Board).constraintForcingChain},
		DynamicForcingChain:          {"Dynamic forcing chain", "dynamicForcingChain", 8.5, Extreme, classicOnly(func(b *Board) (Step, bool) { return b.forcingNet(DynamicForcingChain) })},
		DynamicForcingChainPlus:      {"Dynamic forcing chain (+)", "dynamicForcingChainPlus", 9.0, Extreme, classicOnly(func(b *Board) (Step, bool) { return b.forcingNet(DynamicForcingChainPlus) })},
		ConstraintNestedForcingChain: {"Nested constraint forcing chain", "constraintNestedForcingChain", 9.0, Extreme, (*Board).constraintNestedForcingChain},
		NestedForcingChain:           {"Nested forcing chain", "nestedForcingChain", 9.5, Extreme, classicOnly(func(b *Board) (Step, bool) { return b.forcingNet(NestedForcingChain) })},
		Trial:                        {"Trial", "trial", 10.0, Extreme, (*Board).trial},
	}
}

// classicOnly wraps the finder of a technique that holds on the classic
// grid only: one that relies on the 3×3 boxes (a kite's box, a fin's box,
// Sue de Coq's box-line intersection), on a unique solution without
// further rules (a unique rectangle's swap could break a cage's sum or a
// diagonal), or on the classic propagation of the forcing nets. On a
// board with a shape it finds nothing.
func classicOnly(find func(*Board) (Step, bool)) func(*Board) (Step, bool) {
	return func(b *Board) (Step, bool) {
		if b.l.shaped {
			return Step{}, false
		}
		return find(b)
	}
}

// Killer reports whether t is one of the killer techniques, which only a
// killer puzzle's cages make possible.
func (t Technique) Killer() bool {
	switch t {
	case CageCombination, Innies, Outies, CageLock, HiddenCage, CombinationElimination, CageInteraction, InnieOutie, MultiHouseCage:
		return true
	}
	return false
}

// Constraint reports whether t is one of the techniques of a setter's
// constraints (thermometers, arrows, kropki dots), which only a setter's
// puzzle makes possible.
func (t Technique) Constraint() bool {
	switch t {
	case ConstraintElimination, ConstraintRule, ConstraintCombination, ConstraintInference, ConstraintForcingChain, ConstraintNestedForcingChain:
		return true
	}
	return false
}

// Practicable returns the techniques GenerateTechnique makes puzzles for:
// the classic techniques in ladder order, then the killer ones, whose
// puzzles are killers. It leaves out the forcing chain, which no puzzle of
// the public sets needs to set its level (the chains and sets before it
// make its deductions first), Trial, which none needs (the nested forcing
// chains solve them all), and the constraints' techniques, which only a
// setter's puzzle needs and no generated one has. docs/benchmarks.md gives
// the time each takes.
func Practicable() []Technique {
	var classic, killer []Technique
	for t := Technique(1); t < numTechniques; t++ {
		switch {
		case t == ForcingChain, t == Trial, t.Constraint():
		case t.Killer():
			killer = append(killer, t)
		default:
			classic = append(classic, t)
		}
	}
	return append(classic, killer...)
}

// ParseTechnique returns the technique named s, by its name as players
// know it ("X-Wing", "Hidden pair") or the ID of its message keys ("xWing",
// "hiddenPair"), in any case; spaces, hyphens and underscores are ignored
// ("xwing", "hidden_pair"). The error names s when no technique has it.
func ParseTechnique(s string) (Technique, error) {
	norm := func(x string) string {
		return strings.ToLower(strings.NewReplacer(" ", "", "-", "", "_", "").Replace(x))
	}
	want := norm(s)
	for t := Technique(1); t < numTechniques; t++ {
		if norm(ladder[t].name) == want || norm(ladder[t].id) == want {
			return t, nil
		}
	}
	return 0, fmt.Errorf("unknown technique %q", s)
}

// Key returns the message key of the technique's name, "technique."
// followed by the name in lower camel case: "technique.hiddenSingle",
// "technique.xWing"; the zero Technique gives "technique.none". Its English
// template (see Messages) is String's text. A Technique out of range gives
// "".
func (t Technique) Key() string {
	if t < numTechniques {
		return "technique." + ladder[t].id
	}
	return ""
}

// String returns the technique's name as players know it, e.g. "Hidden
// single", "X-Wing"; the zero Technique gives "none".
func (t Technique) String() string {
	if t < numTechniques {
		return ladder[t].name
	}
	return fmt.Sprintf("Technique(%d)", uint8(t))
}

// Level returns the difficulty level a technique belongs to: Easy for the
// singles, Medium for locked candidates and pairs, Hard for triples and quads,
// Expert for fish and wings, Extreme for the rest: the patterns added after
// the levels were set (see the package doc), chains and trial.
func (t Technique) Level() Level {
	if t < numTechniques {
		return ladder[t].level
	}
	return Extreme
}

// baseRating returns t's rating on the Sudoku Explainer scale before
// Step.Rating's adjustments; 0 for the zero Technique and one out of range.
func (t Technique) baseRating() float64 {
	if t < numTechniques {
		return ladder[t].rating
	}
	return 0
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
	last := Technique(0)
	for t := HiddenSingle; t < numTechniques; t++ {
		if ladder[t].level <= l {
			last = t
		}
	}
	return last
}
