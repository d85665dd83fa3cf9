package logic

import (
	"context"
	"errors"
	"math"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/puzzlesets"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

func TestGrade(t *testing.T) {
	tests := []struct {
		puzzle  string
		level   Level
		setBy   Technique
		rating  float64
		hardest Technique
	}{
		{"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79", Easy, HiddenSingle, 1.2, HiddenSingle},
		{".......92.37.......4.......8...6.1.......43.......9...2...5...6...1..74....8.....", Medium, Pointing, 2.6, Pointing},
		// An X-Wing makes it Expert; its highest-rated step is a hidden pair.
		{"..8.6...........4..1.9..56..51.2...9.9...17..2.7...4.1.6....8....2.4615...5..9...", Expert, XWing, 3.4, HiddenPair},
		{"4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........", Extreme, DynamicForcingChain, 9.0, DynamicForcingChain},
		{"534678912672195348198342567859761423426853791713924856961537284287419635345286179", Easy, 0, 0, 0},
	}
	for _, tt := range tests {
		p, _ := sudoku.Parse(tt.puzzle)
		d, err := Grade(p)
		if err != nil || d.Level != tt.level || d.SetBy != tt.setBy || d.Rating != tt.rating || d.Hardest != tt.hardest {
			t.Errorf("Grade(%s) = %v by %v, %.1f %v, %v; want %v by %v, %.1f %v",
				tt.puzzle, d.Level, d.SetBy, d.Rating, d.Hardest, err, tt.level, tt.setBy, tt.rating, tt.hardest)
		}
		if d.SetBy != 0 && (d.SetBy.Level() != d.Level || d.SetByRating > d.Rating) {
			t.Errorf("Grade(%s) = %v set by %v (%.1f), hardest %.1f; want a technique of the level rated at most the hardest",
				tt.puzzle, d.Level, d.SetBy, d.SetByRating, d.Rating)
		}
	}
	for _, bad := range []string{"55" + tests[0].puzzle[2:], ".................................................................................", "12345678.........9..............................................................."} {
		p, _ := sudoku.Parse(bad)
		if d, err := Grade(p); err == nil {
			t.Errorf("Grade(%s) = %v, nil; want an error", bad, d)
		}
	}
}

// countdown is a context whose Err reports context.Canceled from its n-th
// call on, and counts the calls: a cancellation that comes in the middle
// of whatever search makes the n-th check, the same on every run.
type countdown struct {
	context.Context
	n, calls int
}

func (c *countdown) Err() error {
	c.calls++
	if c.calls >= c.n {
		return context.Canceled
	}
	return nil
}

// TestGradeContext checks that GradeContext stops with ctx's error: at
// once for a context already cancelled, and within a few checks of its end
// for one that ends in the middle of a hard puzzle's grade (the first of
// the forum-hardest sample, which needs nested forcing chains), wherever
// that is.
func TestGradeContext(t *testing.T) {
	p, err := sudoku.Parse(puzzlesets.Sample(puzzlesets.ForumHardest)[0])
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if d, err := GradeContext(ctx, p); !errors.Is(err, context.Canceled) || d != (Difficulty{}) {
		t.Errorf("GradeContext(cancelled, %s) = %v, %v; want a zero Difficulty, %v", p, d, err, context.Canceled)
	}

	all := &countdown{Context: context.Background(), n: math.MaxInt}
	if d, err := GradeContext(all, p); err != nil || d.Level != Extreme || d.SetBy != NestedForcingChain {
		t.Fatalf("GradeContext(%s) = %v by %v, %v; want Extreme by %v", p, d.Level, d.SetBy, err, NestedForcingChain)
	}
	for _, frac := range []int{2, 10} {
		ctx := &countdown{Context: context.Background(), n: all.calls / frac}
		d, err := GradeContext(ctx, p)
		if !errors.Is(err, context.Canceled) || d != (Difficulty{}) {
			t.Errorf("GradeContext(%s) cancelled at check %d of %d = %v, %v; want a zero Difficulty, %v",
				p, ctx.n, all.calls, d, err, context.Canceled)
		}
		if after := ctx.calls - ctx.n; after > 4 {
			t.Errorf("GradeContext(%s) cancelled at check %d of %d checked %d times more; want it to return at once",
				p, ctx.n, all.calls, after)
		}
	}
}

// TestGradeMatchesLevels checks on part of the sample of top1465.txt that the
// level of a grade is the lowest at which a solve limited to that level's
// techniques gets through.
func TestGradeMatchesLevels(t *testing.T) {
	for _, p := range parseEvery(t, puzzlesets.Sample(puzzlesets.Top1465), 6, 0) {
		d, err := Grade(p)
		if err != nil {
			t.Fatal(err)
		}
		var b Board
		if _, ok := rate(&b, p, d.Level.hardest()); !ok {
			t.Errorf("Grade(%s) = %v, but a solve within %v gets stuck", p, d.Level, d.Level)
		}
		if d.Level > Easy {
			if _, ok := rate(&b, p, (d.Level - 1).hardest()); ok {
				t.Errorf("Grade(%s) = %v, but a solve within %v gets through", p, d.Level, d.Level-1)
			}
		}
	}
}

func TestApplyErrors(t *testing.T) {
	p, _ := sudoku.Parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	b, _ := NewBoard(p)
	before := *b
	for _, s := range []Step{
		{Placements: []Candidate{{0, 5}}},  // r1c1 holds a given
		{Placements: []Candidate{{2, 5}}},  // 5 is not a candidate of r1c3
		{Placements: []Candidate{{81, 1}}}, // out of range
		{Eliminations: []Candidate{{2, 0}}},
	} {
		if err := b.Apply(s); err == nil {
			t.Errorf("Apply(%v) = nil; want an error", s)
		}
		if *b != before {
			t.Fatalf("Apply(%v) failed but changed the board", s)
		}
	}
}

// benchmarkGrade grades every step-th puzzle of the full set name (skipped
// without ../shared/data) and reports the time per puzzle.
func benchmarkGrade(b *testing.B, name string, step int) {
	puzzles := parseEvery(b, puzzlesets.Full(b, name), step, 0)
	for b.Loop() {
		for _, p := range puzzles {
			if _, err := Grade(p); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N*len(puzzles)), "µs/puzzle")
}

// BenchmarkGradeTop1465 grades every puzzle of top1465 (the goal: 50 ms a
// puzzle on average at most).
func BenchmarkGradeTop1465(b *testing.B) { benchmarkGrade(b, puzzlesets.Top1465, 1) }

// BenchmarkGradeHardest1106 grades every puzzle of hardest1106 (the goal:
// 1 s a puzzle on average at most).
func BenchmarkGradeHardest1106(b *testing.B) { benchmarkGrade(b, puzzlesets.Hardest1106, 1) }

// BenchmarkGradeForumHardest grades every 100th puzzle of forum-hardest.
func BenchmarkGradeForumHardest(b *testing.B) { benchmarkGrade(b, puzzlesets.ForumHardest, 100) }

// TestGradeDirectTechniques checks that a puzzle Sudoku Explainer rates 1.7
// for its direct pointing (a pointing that leaves a hidden single) grades
// 1.7 here too, while its level stays Medium, set by the pointing.
func TestGradeDirectTechniques(t *testing.T) {
	const se17 = "............2.9...694...852....7....5.2...1.834.8.1.29...6.5...8...9...17...3...4"
	p, err := sudoku.Parse(se17)
	if err != nil {
		t.Fatal(err)
	}
	d, err := Grade(p)
	if err != nil || d.Level != Medium || d.SetBy != Pointing || math.Abs(d.Rating-1.7) > 1e-9 {
		t.Errorf("Grade(%s) = %v by %v, rating %.1f, %v; want Medium by Pointing, rating 1.7", se17, d.Level, d.SetBy, d.Rating, err)
	}
}
