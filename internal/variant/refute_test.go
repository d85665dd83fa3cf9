package variant

import (
	"context"
	"strings"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// refuteStart reads sp and returns the puzzle, its solution and the
// candidates of its cells from the givens (givenCandidates).
func refuteStart(t *testing.T, sp setterPuzzle) (*Puzzle, []int, []sudoku.Digits) {
	t.Helper()
	p, err := Read(sp.text)
	if err != nil {
		t.Fatal(err)
	}
	sol, err := p.Solve(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return p, sol, givenCandidates(p)
}

// givenCandidates returns the candidates of p's cells before any
// deduction: a given alone, every digit in an open cell.
func givenCandidates(p *Puzzle) []sudoku.Digits {
	cands := make([]sudoku.Digits, p.Cells())
	for i, d := range p.Givens {
		if d != 0 {
			cands[i] = sudoku.Digits(0).Add(d)
			continue
		}
		for x := 1; x <= p.Size; x++ {
			cands[i] = cands[i].Add(x)
		}
	}
	return cands
}

// TestRefute refutes candidates of three real setters' puzzles, 9x9,
// 6x6 and 4x4, from their givens, 30 times or until none is refuted:
// every candidate refuted is not the solution's digit, the digits placed
// on the way are in open cells, each once, and what breaks is said in
// words.
func TestRefute(t *testing.T) {
	all := setterPuzzles(t)
	for _, sp := range []setterPuzzle{all[0], all[14], all[15]} {
		p, sol, cands := refuteStart(t, sp)
		n := p.Size
		ch := p.Checker()
		refuted := 0
		for range 30 {
			r, ok := ch.Refute(cands)
			if !ok {
				break
			}
			refuted++
			if sol[r.Cell] == r.Digit {
				t.Fatalf("%s: refutes %s=%d, the solution's digit", p.Title, CellOf(r.Cell, n), r.Digit)
			}
			if !cands[r.Cell].Has(r.Digit) {
				t.Fatalf("%s: refutes %s=%d, not a candidate", p.Title, CellOf(r.Cell, n), r.Digit)
			}
			seen := map[int]bool{r.Cell: true}
			for _, pl := range r.Then {
				if seen[pl.Cell] || cands[pl.Cell].Count() < 2 || !cands[pl.Cell].Has(pl.Digit) {
					t.Fatalf("%s: refuting %s=%d places %s=%d, not an open candidate or twice", p.Title, CellOf(r.Cell, n), r.Digit, CellOf(pl.Cell, n), pl.Digit)
				}
				seen[pl.Cell] = true
			}
			if w := r.Broken.English(); r.Broken.Key == "" || strings.Contains(w, "%!") {
				t.Fatalf("%s: refuting %s=%d breaks %q (%s)", p.Title, CellOf(r.Cell, n), r.Digit, w, r.Broken.Key)
			}
			cands[r.Cell] = cands[r.Cell].Remove(r.Digit)
		}
		t.Logf("%s (%dx%d): %d candidates refuted", p.Title, n, n, refuted)
		if refuted == 0 {
			t.Errorf("%s: no candidate refuted from the givens", p.Title)
		}
	}
}

// TestLessons says the lesson of every constraint of the real setters'
// puzzles in English: each has a name and a reason that fill their
// templates, a rating on Sudoku Explainer's scale, and every kind of
// constraint that narrows its cells (all but the groups alone) teaches a
// lesson of its own.
func TestLessons(t *testing.T) {
	kinds := map[string]bool{}
	for _, sp := range setterPuzzles(t) {
		p, err := Read(sp.text)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range p.Constraints {
			l := lessonOf(c, p.Size)
			name, why := l.Name.English(), l.Why.English()
			if name == "" || why == "" || strings.Contains(name+why, "%!") || l.Rating < 1 || l.Rating > 10 {
				t.Errorf("%s: the %s's lesson is %q, %q, %.1f", p.Title, c.Key(), name, why, l.Rating)
			}
			_, teaches := c.(Teacher)
			if _, grouper := c.(Grouper); !teaches && !grouper {
				kinds[c.Key()] = true
			}
		}
	}
	for k := range kinds {
		t.Errorf("the %s constraints teach no lesson of their own", k)
	}
}

// TestRefuteNested refutes candidates of Just 3 arrows (7x7), whose
// forcing chains run out before it is solved, by Refute while it can and
// then by RefuteNested, 40 times or until neither refutes one: every
// candidate refuted is not the solution's digit, and a nested refutation
// holds refutations of its own, in order along its digits, each saying
// what breaks.
func TestRefuteNested(t *testing.T) {
	var sp setterPuzzle
	for _, x := range setterPuzzles(t) {
		if strings.HasPrefix(x.about, "Just 3 arrows") {
			sp = x
		}
	}
	p, sol, cands := refuteStart(t, sp)
	n := p.Size
	ch := p.Checker()
	nested := 0
	for range 40 {
		r, ok := ch.Refute(cands)
		if !ok {
			if r, ok = ch.RefuteNested(cands); !ok {
				break
			}
			nested++
			if len(r.Nested) == 0 {
				t.Fatalf("RefuteNested refutes %s=%d with nothing nested; Refute would have", CellOf(r.Cell, n), r.Digit)
			}
			after := 0
			for _, in := range r.Nested {
				if in.After < after || in.After > len(r.Then) || in.Broken.Key == "" {
					t.Fatalf("refuting %s=%d: a nested refutation after %d of %d digits (the one before after %d), breaking %q",
						CellOf(r.Cell, n), r.Digit, in.After, len(r.Then), after, in.Broken.Key)
				}
				after = in.After
			}
		}
		if sol[r.Cell] == r.Digit || !cands[r.Cell].Has(r.Digit) {
			t.Fatalf("refutes %s=%d: the solution's digit, or not a candidate", CellOf(r.Cell, n), r.Digit)
		}
		cands[r.Cell] = cands[r.Cell].Remove(r.Digit)
	}
	t.Logf("%s: %d nested refutations", p.Title, nested)
	if nested == 0 {
		t.Errorf("%s: no nested refutation", p.Title)
	}
}
