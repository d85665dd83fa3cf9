package logic

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/puzzlesets"
	"github.com/sudoku-devs/sudoku/internal/solo"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// row1 returns cells r1c1 … r1c9 numbered from 1: row1(1, 2) is r1c1, r1c2.
func row1(cols ...int) []int {
	out := make([]int, len(cols))
	for i, c := range cols {
		out[i] = c - 1
	}
	return out
}

// TestKillerTechniques finds each killer technique on a puzzle of a few
// cages with few digits or none, some candidates narrowed by hand, and checks
// what it removes or places and what it says.
func TestKillerTechniques(t *testing.T) {
	tests := []struct {
		name  string
		tech  Technique
		cages []sudoku.Cage
		cands map[string]string // candidates set by hand
		given map[string]int    // digits given
		place []Candidate
		elim  func(b *Board) []Candidate // nil: check only the count
		nElim int
		text  string
	}{{
		name:  "a 2-cell 3 is 1+2",
		tech:  CageCombination,
		cages: []sudoku.Cage{{Sum: 3, Cells: row1(1, 2)}},
		nElim: 14,
		text:  "the cage of 3 in r1c1 and r1c2 can only hold 1+2, so 3, 4, 5, 6, 7, 8 and 9 go from r1c1 and r1c2",
	}, {
		name:  "combinations the candidates cannot hold do not count",
		tech:  CageCombination,
		cages: []sudoku.Cage{{Sum: 10, Cells: row1(1, 2)}},
		cands: map[string]string{"r1c1": "1234", "r1c2": "378"},
		nElim: 2,
		text:  "the cage of 10 in r1c1 and r1c2 can only hold 2+8 or 3+7, so 1 and 4 go from r1c1",
	}, {
		name:  "a cage with a digit placed says its combinations whole",
		tech:  CageCombination,
		cages: []sudoku.Cage{{Sum: 7, Cells: row1(1, 2)}},
		given: map[string]int{"r1c2": 3},
		nElim: 7,
		text:  "the cage of 7 in r1c1 and r1c2 can only hold 3+4, so 1, 2, 5, 6, 7, 8 and 9 go from r1c1",
	}, {
		name:  "a digit whose partner is not there",
		tech:  CombinationElimination,
		cages: []sudoku.Cage{{Sum: 10, Cells: row1(1, 2)}},
		cands: map[string]string{"r1c1": "23", "r1c2": "378"},
		nElim: 1,
		text:  "the cage of 10 in r1c1 and r1c2 can only hold 2+8 or 3+7: 3 goes from r1c2, as r1c1 cannot hold 7 for 3+7",
	}, {
		name:  "a digit of the combination that only the cell could hold",
		tech:  CombinationElimination,
		cages: []sudoku.Cage{{Sum: 16, Cells: row1(1, 2, 3)}},
		cands: map[string]string{"r1c1": "19", "r1c2": "16", "r1c3": "16"},
		nElim: 1,
		text:  "the cage of 16 in r1c1, r1c2 and r1c3 can only hold 1+6+9: 1 goes from r1c1, as 1+6+9 needs 9 there",
	}, {
		name:  "the rest of the combination does not fit the other cells one each",
		tech:  CombinationElimination,
		cages: []sudoku.Cage{{Sum: 10, Cells: row1(1, 2, 3, 4)}},
		cands: map[string]string{"r1c1": "1234", "r1c2": "12", "r1c3": "12", "r1c4": "34"},
		nElim: 2,
		text: "the cage of 10 in r1c1, r1c2, r1c3 and r1c4 can only hold 1+2+3+4: " +
			"1 goes from r1c1, as 2, 3 and 4 do not fit r1c2, r1c3 and r1c4 one each for 1+2+3+4, " +
			"and 2 goes from r1c1, as 1, 3 and 4 do not fit r1c2, r1c3 and r1c4 one each for 1+2+3+4",
	}, {
		name:  "one innie",
		tech:  Innies,
		cages: []sudoku.Cage{{Sum: 3, Cells: row1(1, 2)}, {Sum: 7, Cells: row1(3, 4)}, {Sum: 11, Cells: row1(5, 6)}, {Sum: 15, Cells: row1(7, 8)}},
		place: []Candidate{{8, 9}},
		text:  "row 1 adds up to 45 and the cages wholly inside it to 36, so r1c9, its one open cell outside them, is 9",
	}, {
		name: "one outie",
		tech: Outies,
		cages: []sudoku.Cage{{Sum: 10, Cells: []int{0, 9}}, {Sum: 3, Cells: row1(2, 3)}, {Sum: 7, Cells: row1(4, 5)},
			{Sum: 11, Cells: row1(6, 7)}, {Sum: 17, Cells: row1(8, 9)}},
		place: []Candidate{{9, 3}},
		text:  "the cages over row 1 add up to 48, 45 of it inside, so r2c1, their one open cell outside it, is 3",
	}, {
		name:  "two innies make a hidden cage",
		tech:  HiddenCage,
		cages: []sudoku.Cage{{Sum: 3, Cells: row1(1, 2)}, {Sum: 7, Cells: row1(3, 4)}, {Sum: 18, Cells: row1(5, 6, 7)}},
		nElim: 14,
		text: "row 1 adds up to 45 and the cages wholly inside it to 28, so its open cells outside them, r1c8 and r1c9, " +
			"add up to 17, and 1, 2, 3, 4, 5, 6 and 7 go from r1c8 and r1c9",
	}, {
		name: "one innie of two rows",
		tech: MultiHouseCage,
		cages: []sudoku.Cage{{Sum: 3, Cells: []int{0, 9}}, {Sum: 5, Cells: []int{1, 10}}, {Sum: 7, Cells: []int{2, 11}},
			{Sum: 9, Cells: []int{3, 12}}, {Sum: 11, Cells: []int{4, 13}}, {Sum: 13, Cells: []int{5, 14}},
			{Sum: 15, Cells: []int{6, 15}}, {Sum: 17, Cells: []int{7, 16}}, {Sum: 4, Cells: []int{8}}},
		place: []Candidate{{17, 6}},
		text:  "rows 1 and 2 add up to 90 and the cages wholly inside them to 84, so r2c9, their one open cell outside those cages, is 6",
	}, {
		name:  "a cage's sure digit leaves the cells it sees",
		tech:  CageLock,
		cages: []sudoku.Cage{{Sum: 3, Cells: row1(1, 2)}},
		cands: map[string]string{"r1c1": "12", "r1c2": "12"},
		nElim: 13, // the rest of row 1 and of box 1
		text: "every combination the cage of 3 in r1c1 and r1c2 can hold (1+2) has 1, which can only go in r1c1 and r1c2, " +
			"so 1 goes from r1c3, r1c4, r1c5, r1c6, r1c7, r1c8, r1c9, r2c1, r2c2, r2c3, r3c1, r3c2 and r3c3",
	}, {
		name:  "a cage's combination ruled out by the cage it sees",
		tech:  CageInteraction,
		cages: []sudoku.Cage{{Sum: 7, Cells: row1(3, 4)}, {Sum: 5, Cells: row1(1, 2)}},
		cands: map[string]string{"r1c1": "1234", "r1c2": "1234", "r1c3": "123456", "r1c4": "123456"},
		nElim: 4,
		text: "the cage of 7 in r1c3 and r1c4 sees every cell of the cage of 5 in r1c1 and r1c2, so the two share no digit: " +
			"3+4 would share one with each of that cage's combinations (1+4 or 2+3), so the cage of 7 holds 1+6 or 2+5, " +
			"and 3 and 4 go from r1c3 and r1c4",
	}, {
		name:  "a digit every pair of two cages' combinations has",
		tech:  CageInteraction,
		cages: []sudoku.Cage{{Sum: 5, Cells: row1(1, 2)}, {Sum: 7, Cells: row1(3, 4)}},
		cands: map[string]string{"r1c1": "1234", "r1c2": "1234", "r1c3": "123456", "r1c4": "123456"},
		nElim: 5,
		text: "the cages of 5 in r1c1 and r1c2 and of 7 in r1c3 and r1c4 see each other, so they share no digit: " +
			"every way they can hold their combinations together has 1, which can only go in r1c1, r1c2, r1c3 and r1c4, " +
			"so 1 goes from r1c5, r1c6, r1c7, r1c8 and r1c9",
	}, {
		name: "an innie and an outie differ by what the house leaves",
		tech: InnieOutie,
		cages: []sudoku.Cage{{Sum: 3, Cells: row1(1, 2)}, {Sum: 7, Cells: row1(3, 4)}, {Sum: 18, Cells: row1(5, 6, 7)},
			{Sum: 10, Cells: []int{7, 16}}, {Sum: 12, Cells: []int{8, 17}}},
		nElim: 14,
		text: "row 1 adds up to 45; the cages wholly inside it and those that cross its edge to r2c8 add up to 38 " +
			"and leave out r1c9, so the digits of r1c9 add up to 7 more than those of r2c8, " +
			"and 1 and 2 go from r1c9, 3, 4, 5, 6 and 7 from r1c9 and r2c8, and 8 and 9 from r2c8",
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := &sudoku.Puzzle{Cages: tt.cages}
			for name, d := range tt.given {
				p.Givens[cell(name)] = uint8(d)
			}
			b, err := NewPuzzleBoard(p)
			if err != nil {
				t.Fatalf("NewPuzzleBoard: %v", err)
			}
			for name, ds := range tt.cands {
				c := cell(name)
				b.cands[c] = 0
				for _, r := range ds {
					b.cands[c] = b.cands[c].Add(int(r - '0'))
				}
			}
			s, ok := b.find(tt.tech)
			if !ok {
				t.Fatalf("find(%v) found nothing", tt.tech)
			}
			if !slices.Equal(s.Placements, tt.place) {
				t.Errorf("placements %v; want %v", s.Placements, tt.place)
			}
			if tt.place == nil && len(s.Eliminations) != tt.nElim {
				t.Errorf("%d eliminations %v; want %d", len(s.Eliminations), s.Eliminations, tt.nElim)
			}
			if got := s.Message().English(); tt.text != "" && got != tt.text {
				t.Errorf("text\n got %q\nwant %q", got, tt.text)
			}
		})
	}
}

// TestVariantStepsSound is TestStepsSound for the variants: every step of
// full cheapest-first solves of Solo's puzzles and of puzzles package
// sudoku generates (killer, jigsaw, X and their mixes) agrees with the
// solution, and the techniques that hold for the classic grid only never
// fire on them.
func TestVariantStepsSound(t *testing.T) {
	puzzles := puzzlesets.SoloPuzzles(t)
	r := rand.New(rand.NewPCG(25, 1))
	per := 3
	if testing.Short() || raceEnabled {
		per = 1
	}
	for _, v := range []sudoku.Variant{sudoku.Killer, sudoku.Jigsaw, sudoku.XVariant,
		sudoku.Killer | sudoku.XVariant, sudoku.Killer | sudoku.Jigsaw, sudoku.Jigsaw | sudoku.XVariant} {
		for range per {
			p, _ := sudoku.Generate(r, v)
			puzzles = append(puzzles, p)
		}
	}
	counts := map[Technique]int{}
	for _, p := range puzzles {
		for _, tech := range checkPuzzle(t, &p) {
			counts[tech]++
		}
	}
	for tech := range counts {
		switch tech {
		case TwoStringKite, EmptyRectangle, FinnedXWing, FinnedSwordfish, FinnedJellyfish, UniqueRectangle, BUG, SueDeCoq,
			ForcingChain, DynamicForcingChain, DynamicForcingChainPlus, NestedForcingChain:
			t.Errorf("%v, a classic technique, fired %d times on variants", tech, counts[tech])
		}
	}
	for _, tech := range []Technique{CageCombination, Innies, Outies, CageLock, HiddenCage, CombinationElimination, CageInteraction, InnieOutie} {
		if counts[tech] == 0 {
			t.Errorf("%v never fired on %d variant puzzles", tech, len(puzzles))
		}
	}
	t.Logf("%d puzzles; steps by technique: %v", len(puzzles), counts)
}

// TestSoloKillerLevels grades Solo's killers of four levels
// (puzzlesets.SoloKillers, ten each) and checks that our levels follow
// Solo's: as Solo's level rises, the median of our levels and the mean of
// our ratings never fall, and Solo's Extreme killers rate above its
// Intermediate ones. It logs the table of docs/benchmarks.md.
func TestSoloKillerLevels(t *testing.T) {
	order := []string{"Trivial", "Intermediate", "Advanced", "Extreme"}
	levels := map[string][]Level{}
	ratings := map[string]float64{}
	for _, id := range puzzlesets.Sample(puzzlesets.SoloKillers) {
		p, err := solo.Parse(id)
		if err != nil {
			t.Fatalf("%.20s…: %v", id, err)
		}
		d, err := GradePuzzle(&p)
		if err != nil {
			t.Fatalf("%.20s…: %v", id, err)
		}
		level := puzzlesets.SoloLevel(id)
		levels[level] = append(levels[level], d.Level)
		ratings[level] += d.Rating
	}
	var lastMedian Level
	lastMean := 0.0
	t.Log("| Solo's level | Easy | Medium | Hard | Expert | Extreme | median | mean rating |")
	for _, name := range order {
		ls := levels[name]
		if len(ls) == 0 {
			t.Fatalf("no killer of Solo's %s level in the sample", name)
		}
		slices.Sort(ls)
		median, mean := ls[(len(ls)-1)/2], ratings[name]/float64(len(ls))
		var by [Extreme + 1]int
		for _, l := range ls {
			by[l]++
		}
		t.Logf("| %s | %d | %d | %d | %d | %d | %v | %.2f |", name, by[Easy], by[Medium], by[Hard], by[Expert], by[Extreme], median, mean)
		if median < lastMedian || mean < lastMean {
			t.Errorf("Solo's %s killers: median level %v, mean rating %.2f; want no lower than the level before's %v and %.2f", name, median, mean, lastMedian, lastMean)
		}
		lastMedian, lastMean = median, mean
	}
	if in, ex := ratings["Intermediate"], ratings["Extreme"]; ex <= in {
		t.Errorf("Solo's Extreme killers rate %.1f in all, its Intermediate ones %.1f; want the Extreme ones above", ex, in)
	}
}
