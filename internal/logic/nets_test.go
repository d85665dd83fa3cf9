package logic

import (
	"strings"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/puzzlesets"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// TestForcingNetsOnKnownPosition checks each level of forcing nets on the
// first puzzle of hardest1106.txt where the forcing chain runs out: the
// dynamic net by singles finds nothing there, dynamic (+) finds nothing
// either, and the nested net removes a candidate that is not the
// solution's, saying why in words that name the assumption.
func TestForcingNetsOnKnownPosition(t *testing.T) {
	const hardest1 = "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3"
	p, _ := sudoku.Parse(hardest1)
	sol, _ := sudoku.Solve(sudoku.Puzzle{Givens: p})
	b := stuckAt(t, hardest1, DynamicForcingChain)
	for _, tech := range []Technique{DynamicForcingChain, DynamicForcingChainPlus} {
		if s, ok := b.find(tech); ok {
			t.Errorf("%v on %s found %q; want nothing (the solve needs nesting here)", tech, hardest1, s)
		}
	}
	s, ok := b.find(NestedForcingChain)
	if !ok {
		t.Fatalf("nested forcing chain on %s found nothing", hardest1)
	}
	checkSound(t, b, s, sol)
	if !strings.HasPrefix(s.String(), "Nested forcing chain: if r") || s.Rating() < 9.5 || s.Rating() > 12 {
		t.Errorf("nested forcing chain = %q, rating %.1f; want an assumption's contradiction rated 9.5 to 12", s, s.Rating())
	}
}

// checkSound fails t when step s, found on b, places a digit that is not
// the solution's or removes one that is, or when b cannot apply it.
func checkSound(t *testing.T, b *Board, s Step, sol sudoku.Grid) {
	t.Helper()
	for _, p := range s.Placements {
		if int(sol[p.Cell]) != p.Digit {
			t.Errorf("%q places %d in %s; the solution has %d", s, p.Digit, sudoku.CellName(p.Cell), sol[p.Cell])
		}
	}
	for _, e := range s.Eliminations {
		if int(sol[e.Cell]) == e.Digit {
			t.Errorf("%q removes the solution's %d from %s", s, e.Digit, sudoku.CellName(e.Cell))
		}
	}
	c := *b
	if err := c.Apply(s); err != nil {
		t.Errorf("Apply(%q) = %v", s, err)
	}
}

// TestForcingNetKinds solves the first 15 puzzles of hardest1106.txt and checks that
// the nets found there take every shape (a contradiction of an assumption
// on and off, a double net, a cell net, a region net), each sound, rated
// from its technique's base, and worded with its own sentence.
func TestForcingNetKinds(t *testing.T) {
	kinds := map[string]int{}
	sample := puzzlesets.Sample(puzzlesets.Hardest1106)
	for _, k := range []int{0, 1, 2, 17, 30} {
		line := sample[k]
		p, err := sudoku.Parse(line)
		if err != nil {
			t.Fatal(err)
		}
		sol, err := sudoku.Solve(sudoku.Puzzle{Givens: p})
		if err != nil {
			t.Fatal(err)
		}
		b, _ := NewBoard(p)
		for !b.Solved() {
			s, ok := b.Next()
			if !ok {
				t.Fatalf("%s: stuck", line)
			}
			if s.Technique >= DynamicForcingChain && s.Technique <= NestedForcingChain {
				checkSound(t, b, s, sol)
				key := s.Message().Key
				variant := key[strings.LastIndex(key, ".")+1:]
				kinds[variant]++
				base := s.Technique.baseRating()
				if r := s.Rating(); r < base || r > base+2.5 {
					t.Errorf("%s: %q rated %.1f; want %.1f to %.1f", line, s, r, base, base+2.5)
				}
				if key != stepKey(s.Technique, variant) {
					t.Errorf("%q has key %s; want one of %v's", s, key, s.Technique)
				}
			}
			if s.Technique == Trial {
				t.Fatalf("%s: Trial: %q", line, s)
			}
			if err := b.Apply(s); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, k := range []string{"off", "on", "double", "cell", "region"} {
		if kinds[k] == 0 {
			t.Errorf("no %q net in the sample's solves (%v)", k, kinds)
		}
	}
	t.Logf("nets by shape: %v", kinds)
}
