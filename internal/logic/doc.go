// Package logic solves Sudoku the way a person does: one named deduction at a
// time, cheapest first. It finds the next step of a solve (the technique, the
// pattern that proves it, and the digits it places or the candidates it
// removes), describes it in words a player understands, grades a puzzle by
// the hardest technique its solve needs, and generates puzzles of a chosen
// level.
//
// # Board and steps
//
// A Board holds a grid and, for each blank cell, its candidates: the digits
// still open there, as a sudoku.Digits. Board.Next returns the next Step and
// Board.Apply carries it out. Every step is sound: a placement is the
// solution's digit and an elimination never removes it, because each
// technique below is a proof from the rules and the candidates alone, or,
// for the uniqueness techniques, from those and the puzzle having a single
// solution. The package's property test checks this on every step of full
// solves of thousands of published hard puzzles.
//
// A step is data first: its technique, digits, cells, houses, placements
// and eliminations are fields, and its English description (Step.String)
// is made from them. Step.Data gives all of it as a StepData of names and
// numbers (cells "r1c1" … "r9c9", houses "r1", "c5", "b9", the rating
// rounded to one decimal), whose JSON is what `sudokucli hint -json` writes.
//
// The words are data too. Step.Message gives the description as a Message:
// a key naming the sentence ("step.xWing"), its English template ("in
// {{.Base}}, {{.Digit}} fits only in {{.Cover}}, so {{.Removals}}") and
// typed values (Cell, Cells, House, Houses, Digits, a nested Message, …)
// that a window renders in the player's language, with its own translation
// of the template; Messages lists every key with its English template, and
// Technique.Key names a technique for translation. Message.English renders
// the English, which is what Step.String says after the technique's name.
//
// # The technique ladder
//
// Next tries the techniques in the order of the Technique constants. They are
// grouped in five levels, and within a level ordered by their rating on the
// scale of Sudoku Explainer (Nicolas Juillerat's solver, whose numbers the
// Sudoku community quotes when it lists puzzles by difficulty). Everything
// the package knows of a technique is one entry of one table (ladder, in
// technique.go): its name, the ID of its message keys, its rating, its level
// and its finder. Adding a technique is a constant in ladder order, that
// entry, the finder, and its step message ("step.ID" in messageTexts, in
// message.go); the
// table below is checked against the ladder by a test:
//
//	Level    Technique         Rating  Pattern
//	Easy     Hidden single     1.2/1.5 a digit has one place left in a box (1.2), row or column (1.5)
//	         Naked single      2.3     a cell has one candidate left
//	         Constraint elimination 2.3 a setter's puzzle: a candidate that breaks a thermometer, an arrow, a dot… with the digits placed
//	         Constraint rule   2.3+    a constraint's own logic on its cells' candidates, an Easy lesson: a thermometer, a kropki dot (see below)
//	         Cage combination  2.4     killer: a candidate in none of the combinations its cage's cells can hold
//	         Innies            2.5     killer: the one open cell of a group of houses outside the cages inside it
//	         Outies            2.5     killer: the one open cell outside a group of houses of the cages over it
//	Medium   Pointing          2.6     a digit's places in a box lie in one line: it goes from the rest of the line
//	         Constraint combinations 2.6+ a Medium lesson: the sums or sets a constraint's cells can make (an arrow, a renban)
//	         Claiming          2.8     a digit's places in a line lie in one box: it goes from the rest of the box
//	         Locked cage digit 2.9     killer: a digit every combination of a cage holds goes from the cells its places all see
//	         Naked pair        3.0     two cells of a house hold only the same two digits
//	         Hidden cage       3.1     killer: a group's innies or outies, two to four, add up to a known sum
//	         Hidden pair       3.4     two digits of a house fit only in the same two cells
//	Hard     Constraint inference 3.6+ a Hard lesson: sums compared across the regions a line crosses
//	         Naked triple      3.6     three cells of a house hold only three digits between them
//	         Combination elimination 3.7 killer: a candidate with which the cage's other cells complete no combination
//	         Cage interaction  3.8     killer: two cages that see each other share no digit: a combination ruled out, or a digit locked in them
//	         Innie-outie difference 3.9 killer: a house's innies less its outies, over the cages chosen to cover it, are what 45 leaves
//	         Hidden triple     4.0     three digits of a house fit only in three cells
//	         Naked quad        5.0     four cells, four digits
//	         Hidden quad       5.4     four digits, four cells
//	Expert   Rule of 45 over several houses 3.2 killer: the innies or outies of two or three adjacent rows or columns
//	         X-Wing            3.2     a digit's places in two rows lie in two columns (or the reverse)
//	         Swordfish         3.8     the same with three lines
//	         XY-Wing           4.2     a cell {x,y} sees cells {x,z} and {y,z}: one of them is z
//	         XYZ-Wing          4.4     a cell {x,y,z} sees cells {x,z} and {y,z}: one of the three is z
//	         W-Wing            4.4     two cells {x,y} whose x's are tied by a house where x has two places
//	         Jellyfish         5.2     the fish with four lines
//	Extreme  Skyscraper        4.0     two rows with two places each for a digit, one of each in one column (or the reverse)
//	         Two-string kite   4.1     a row and a column with two places each for a digit, one of each in one box
//	         Empty rectangle   4.2     a digit's places in a box lie in one row and column, and a strong link leaves them
//	         Finned X-Wing     4.3     an X-Wing but for fins in one box: the cover's cells in that box lose the digit
//	         Finned Swordfish  4.4     the same with three lines; sashimi fish (a line with one place in the cover) +0.1
//	         Unique rectangle  4.5+    four cells in two rows, columns and boxes, all holding x and y, must not keep only those
//	         Finned Jellyfish  5.4     the finned fish with four lines
//	         BUG+1             5.6     all open cells hold two candidates but one, which takes the digit that breaks the pattern
//	         Aligned pair exclusion 6.2 two cells whose pairs of digits cells with two candidates seeing both rule out
//	         Simple coloring   6.6+    a digit's conjugate pairs split into two colours, one of them true
//	         X-Chain           6.6+    strong and weak links on one digit, alternating, strong at both ends; a loop 6.5+
//	         Sue de Coq        7.0+    a box-line intersection whose digits line and box cells lock in place
//	         XY-Chain          7.0+    the same through cells with two candidates; a loop of them 6.5+
//	         Alternating inference chain 7.0+  the same over any candidates, 8.0+ with groups; nice loops
//	         ALS-XZ            7.0+    two almost locked sets (n cells, n+1 digits) sharing a digit only one can hold
//	         ALS-XY-Wing       7.0+    a pivot set tied that way to two others, which share a third digit
//	         Forcing chain     7.0+    a candidate whose consequences by singles on two-way links contradict the rules
//	         Constraint forcing chain   8.0+  a setter's puzzle: a candidate whose consequences by every rule, the constraints' too, contradict
//	         Dynamic forcing chain      8.5+  a forcing net by singles (see below)
//	         Dynamic forcing chain (+)  9.0+  the same, with locked candidates, pairs and X-Wings on the way
//	         Nested constraint forcing chain 9.0+ a setter's puzzle: the constraint forcing chain, with constraint forcing chains nested on the way
//	         Nested forcing chain       9.5+  the same, with forcing chains nested on the way
//	         Trial             10.0    a candidate with which a search finds no solution
//
// # Variants
//
// A Board made by NewPuzzleBoard solves a jigsaw, X Sudoku or killer
// puzzle (and their mixes) with the same ladder: every technique asks the
// board's layout (layout.go) for its houses and for which cells see each
// other, so a hidden single, a naked pair or an X-Chain works in a jigsaw
// region or on a diagonal as in a box, and two cells of one killer cage
// see each other. Pointing and claiming become locked candidates between
// any box or region and any line or diagonal. The techniques marked
// classicOnly in the ladder find nothing on such a board: those that rely
// on the 3×3 boxes, on a unique solution under the classic rules alone,
// or on the forcing nets' classic propagation.
//
// Killer puzzles add nine rungs (killer.go), rated by this package (Sudoku
// Explainer has no killer) where a killer player meets them: a cage's
// combinations (a 2-cell cage of 3 holds 1+2) from the start, the rule of
// 45 — a row, column, box or region, or two or three adjacent rows or
// columns, adds up to 45 per house, so the cells it holds outside the cages
// wholly inside it (its innies), or the cells outside it of the cages that
// cross its edge (its outies), add up to what the cages leave — placing a
// single innie or outie at Easy and ruling out candidates of two to four
// as a hidden cage at Medium, a digit every combination of a cage holds
// (cages that see each other meet this way) at Medium, the candidates
// that leave a cage's other cells no combination at Hard, and at Hard too
// two cages whose cells all see each other, which share no digit: a
// combination of one that shares a digit with each of the other's goes,
// and a digit that every pair of their combinations holds is locked in
// them (the cage interactions of killer solvers' guides); and the rule of
// 45 with innies and outies both, which splits the cages that cross a
// house's edge: the cages wholly inside a house and some of those that
// cross its edge cover it but for an innie or two and go beyond it by an
// outie or two, so the innies add up to what 45 less those cages' sums
// leaves more than the outies. The rule of 45
// and the cage combinations are the ones taught in the killer guides of
// SudokuWiki.org and of the Killer Sudoku entry of Wikipedia.
//
// The forcing nets (nets.go) assume one candidate on or off and follow
// what must then hold, each conclusion changing the candidates the next is
// drawn from, as Sudoku Explainer's dynamic forcing chains do: an
// assumption that contradicts itself is false; a candidate that a
// candidate and its negation, every candidate of a cell, or every place of
// a digit in a house all make true (or false) is true (false). Their
// ratings are Sudoku Explainer's: 8.5 for dynamic chains, 9.0 for dynamic
// (+), 9.5 for its first nested level, plus the chain-length rule over the
// number of conclusions the proof rests on (those of nested nets counted).
// The nested nets here are contradictions of dynamic nets by singles,
// assumed inside a dynamic (+) net; Sudoku Explainer's nested levels nest
// static forcing chains first (9.5) and dynamic ones last (10.5), so a
// proof it rates 10.0 or 10.5 before length is rated 9.5 here. With them no
// puzzle of top1465, hardest1106 or forum-hardest needs Trial.
//
// Aligned pair exclusion is Sudoku Explainer's (6.2): two cells with two
// or more candidates and at least two cells with two candidates that see
// both; the two cannot take the two digits of such a cell, nor one digit
// twice if they see each other, and a digit of one of them with which the
// other could take none of its own goes.
//
// The alternating inference chains (aic.go) follow the definitions of
// HoDoKu's technique reference and of the Sudoku community (Eureka
// notation): nodes are candidates and, for AIC, groups (the two or three
// places of a digit in a box that lie in one row or column, taken as
// one); a strong link joins two nodes of which at least one is true (the
// two candidates of a cell with two, the two parts of a digit's places in
// a house), a weak link two of which at most one is (two candidates of a
// cell, two nodes of a digit that all see each other). A chain alternates
// the two, strong at both ends, so one end is true and whatever sees both
// ends goes; if its ends are weakly linked it closes into a continuous
// nice loop, where every link holds exactly one true node and each link
// rules out what sees both its nodes; a chain from a candidate back to
// itself through two strong links proves the candidate (a discontinuous
// loop). The chain kept is the one Sudoku Explainer would rate lowest, as
// its chaining rates them: a loop on one digit or through cells with two
// candidates (its bidirectional X- and Y-cycles) 6.5, a chain on one
// digit (its forcing X-chain) 6.6, any other chain or loop (its forcing
// chain and bidirectional cycle) 7.0, each plus the chain-length rule on
// the chain's candidates (two fewer for a loop), as Sudoku Explainer
// counts them. Sudoku Explainer has no group nodes: it finds those
// deductions only with its multiple forcing chains (8.0), so a chain with
// a group rates 8.0 plus length; of 7.0, 7.5, 8.0 and 8.5 for them, 8.0
// agreed best with its ratings of the calibration set (docs/benchmarks.md
// has the figures). With these chains the
// ladder's forcing chain by singles seldom has anything left to do (none
// of the samples of top1465 and hardest1106 reach it), but it stays as
// the last static rung. The breadth-first search from each node finds the
// shortest chain from it; chains are at most 19 links long.
//
// The almost locked sets (als.go) and the Sue de Coq (suedecoq.go) follow
// HoDoKu's technique reference. An almost locked set is n cells of one
// house with n+1 digits between them, so they end with all of those digits
// but one; two disjoint sets that both hold a digit x whose places in them
// all see each other cannot both keep x (x is a restricted common digit),
// so one of them keeps all its other digits. ALS-XZ: a second digit z of
// both is then in one of them, and goes from every cell that sees all its
// places there. ALS-XY-Wing: a pivot set with restricted common digits x
// with one set and y with another keeps x or y, so one of the two others
// keeps all its digits but x or y, and their common digit z goes the same
// way. Sets of up to four cells are looked for, the fewest cells first. A
// Sue de Coq takes two or three cells where a box meets a line, holding
// at least two digits more than they are cells, and cells of the rest of
// the line and of the rest of the box whose digits are disjoint, so that
// all of them hold as many digits as they are cells: each digit is then in
// them exactly once, the line cells' digits stay in the line, the box
// cells' in the box, and the others in the intersection. Sudoku Explainer
// has neither: its forcing chains reach the same deductions through the
// cells of the sets, so they rate as its forcing chain, 7.0, plus the
// length rule on the sets' candidates (each set's cells plus one) or, for
// a Sue de Coq, its cells and digits. The sets are tried after the chains
// (tried before XY-chains, at 6.8 or 7.0, the calibration error rose from
// 0.40 to 0.43), and their rating hardly moves the agreement, as they seldom
// set a puzzle's rating. Sue de Coq comes first of the 7.0 rung, before
// the XY-chain, where HoDoKu's default order puts it too (Options.java,
// DEFAULT_SOLVER_STEPS: Sue de Coq 5300, X-Chain 5400, XY-Chain 5500, Nice
// Loop 5600, ALS-XZ 5700): after the chains and sets, no puzzle of 775
// hard ones (top1465's first 400 and hardest1106) needed it to set its
// level, so none could be made to practise it; where it is, the
// calibration error moves from 0.402 to 0.409 (0.439 to 0.448 held out).
//
// Sudoku Explainer rates no W-Wing and no simple coloring; this package puts
// W-Wing with XYZ-Wing and simple coloring with X-chains. Chains cost an
// extra 0.1 each time their length passes 4, 6, 8, 12, 16, … links, in the
// manner of Sudoku Explainer; an X-chain's length is its cells, two fewer
// for an X-cycle (a chain whose ends see each other, closed into a loop,
// where every link holds the digit in one of its cells), which rates 6.5.
// A forcing chain assumes one candidate and
// follows naked and hidden singles from it until a contradiction, keeping
// only chains whose every single is a cell with two candidates on the board
// or a digit with two places in a house (a two-way link), the kind Sudoku
// Explainer rates 7.0 as a "Forcing Chain"; a chain that needs the
// candidates its own placements leave is a dynamic forcing chain (8.5).
// The chain shown is only the placements the contradiction rests on, and
// its length counts two links for each (the placement and the removal that
// forces the next), as Sudoku Explainer counts a chain's nodes. This
// split between the two and the 7.0 base, rating steps by Sudoku
// Explainer's direct techniques (see Difficulty.Rating), and then aligned
// pair exclusion, the X-cycles, XY-chains and alternating inference chains,
// the almost locked sets and Sue de Coq each brought the ratings of the
// calibration set (testdata/se) closer to Sudoku Explainer's; TestSERatings
// measures the agreement, and docs/benchmarks.md records it.
// Trial is the last rung so that a solve always ends: it is sound, since a
// candidate with which the puzzle cannot be completed is false, but it is a
// search, not a pattern.
//
// Extreme begins with named patterns rated below Expert's hardest: they
// came to this package after the levels Easy to Expert were set, and they
// stay in Extreme so that those levels, on which the generator and the
// comparison with QQWing rely, do not move. A puzzle that needs one is
// Extreme, and its solve uses it before any chain. Sudoku Explainer has no
// single-digit patterns but X-chains (it finds a skyscraper or a
// two-string kite as a short one, a forcing X-chain of 6.6); the
// skyscraper, two-string kite and empty rectangle are rated here in the
// order in which HoDoKu tries them, around the hidden triple (HoDoKu scores
// them 130, 150 and 120). Rating them 6.6 as Sudoku Explainer would rate
// the same deduction made the agreement worse: here they are found where Sudoku Explainer finds
// something cheaper first, a jellyfish, a unique rectangle or a quad. Finned
// fish, which Sudoku Explainer lacks too, come after them, as in HoDoKu:
// every skyscraper that removes anything is also a sashimi X-Wing, and the
// skyscraper is the pattern players learn first. The finned X-Wing and
// Swordfish are rated just above the empty rectangle, the finned Jellyfish
// 0.2 above the Jellyfish, and a sashimi fish (a base line with one place
// left in the cover lines) 0.1 above a finned one, as HoDoKu scores sashimi
// fish above finned ones.
//
// The unique rectangle and BUG+1 rest on the puzzle having exactly one
// solution: they rule out what would give the puzzle a second. Every puzzle
// this package grades, explains or generates has one (Grade and Explain
// refuse others, and the game only plays such puzzles), but on a Board of a
// puzzle with several solutions their steps may remove a solution's digit.
// Sudoku Explainer rates unique rectangles of types 1, 2 and 4 4.5, type 3
// 4.5 plus 0.1 for each digit of its naked set beyond the first (4.6 for a
// pair), and BUG+1 (its "BUG type 1") 5.6; the types of unique rectangle
// rated 4.5 are looked for first. Only rectangles are: not Sudoku
// Explainer's longer unique loops, nor the hidden form of type 3, nor BUG
// types 2 to 4.
//
// Levels come first in the ordering so that a solve uses a technique of a
// higher level only when no technique of a lower level makes progress; the
// level of a puzzle is then the lowest at which its solve gets through. The
// price is that the rating may differ from Sudoku Explainer's for a puzzle
// where Sudoku Explainer would use a fish where this package uses a triple.
//
// The ratings of this package's steps are its estimate of Sudoku
// Explainer's for the teaching path, which uses patterns Sudoku Explainer
// lacks. The rating Sudoku Explainer itself gives a classic puzzle is
// package se's, which walks Sudoku Explainer's own ladder.
//
// A setter's constraints (thermometers, arrows, kropki dots: package
// variant's) teach their own logic. ConstraintElimination takes what a
// constraint refuses with the digits placed. Beyond that, each kind of
// constraint has a lesson (variant.Lesson): its name as players know it
// ("Thermometer", "White dot"), the clause that says why ("digits rise
// along the thermometer from r1c1: …"), and a rating that sets its level.
// A lesson is taught, as a step named by it, at its level of the ladder:
// ConstraintRule for the Easy ones (below 2.6), ConstraintCombination for
// the Medium ones (below 3.6), ConstraintInference for the Hard ones; a
// step's rating is its lesson's. The killer cages that a 9x9 puzzle holds
// as its own cages are left to the killer techniques.
//
// A setter's grid of another size than 9x9 (4x4 to 16x16), and the size
// variant's letters, have no Board: SizedBoard takes the steps that work on
// any houses of sudoku.Rules (singles, pointing and claiming, naked and
// hidden subsets, the basic fish and the XY-, XYZ- and W-Wings), the
// constraints' eliminations and lessons and forcing chains, as on a 9x9
// setter's grid, and Trial where they run out; ExplainSized and GradeSized
// go by them (sized.go, sized_wings.go).
//
// The patterns are described in Andrew Stuart's SudokuWiki.org strategy
// pages and in the technique reference of Bernhard Hobiger's HoDoKu; the
// descriptions in this package are its own.
//
// # Grading and generating
//
// Grade solves a puzzle cheapest first and reports its level, the technique
// that sets the level (the highest-rated step among those of that level: an
// X-Wing makes a puzzle Expert even where a hidden pair, a Medium technique,
// is rated higher), and the highest rating and its technique.
//
// Generate makes a puzzle of exactly the level asked for, with an optional
// symmetry of the givens, new for every call: no stored list of puzzles
// stands in for the search. It draws the techniques that are to set the
// level (for Hard now and then a quad or a hidden subset, for Expert now and
// then a fish, since left to chance a naked triple and the wings would set
// nearly all of them), then carves random minimal puzzles and keeps the
// first whose solve, limited to the level's techniques, gets through, needs
// the level, and is set by one of the drawn techniques. The Generate doc
// says why plain rejection beats steering the carving here, with the
// measured rates; docs/benchmarks.md gives the time per puzzle.
//
// GenerateSized makes classic puzzles of the other grid sizes with boxes,
// 4x4 to 16x16, by the other way: it empties cells only while the size
// steps up to the level still solve the puzzle, which keeps its solution
// one without a count, and is cheap there since those steps stop at quads.
// Minimal puzzles of those sizes are rarely of the level asked (few 12x12
// ones need singles only), so rejection alone is slow; the sizes' levels
// (SizedLevels) are what carvings reach: 4x4 puzzles are all Easy, 6x6
// ones at most Medium. Extreme, on those sizes and with a setter's
// constraints, is carved to Expert first and then loses one cell more,
// which leaves a puzzle that only forcing chains solve: searching for
// those chains at every cell of a carving would take seconds.
package logic
