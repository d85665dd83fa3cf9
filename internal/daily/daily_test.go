package daily

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// pinned are the daily puzzles of a week: players compare them, so no
// change of the generator may alter them. A failure here means a change
// made every daily puzzle different; keep the old way for the dates
// already served (see Seed's version number) instead of updating this.
var pinned = []struct{ date, puzzle string }{
	{"2026-11-30", "..7..3..4..5...1...4.52........5.21.1.4...5.3.68.1........98.6...1...4..3..1..7.."},
	{"2026-12-01", "93......5.....9.6.4...327...9.1..4..6.......7..1..7.5...352...9.8.4.....5......83"},
	{"2026-12-02", ".1.9..3...8..536....4.268..7........2.3.8.4.9........7..826.9....639..2...9..4.6."},
	{"2026-12-03", ".2..3....35.......87.596.....7.1..3.9..7.5..1.1..2.7.....942.57.......82....6..9."},
	{"2026-12-04", "6..32..15.........3...652.7.2.8.71.6.........1.54.2.3.5.164...9.........43..79..1"},
	{"2026-12-05", "..1........56...8...7.35..63.872..4...........7..492.37..41.9...6...35........1.."},
	{"2026-12-06", ".96..5...53......2..1.6......4..9.18...4.2...96.7..4......7.9..1......37...3..15."},
}

func mustDate(t testing.TB, s string) time.Time {
	t.Helper()
	d, err := ParseDate(s)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// TestPinned makes the pinned week's puzzles: each is the pinned one, has
// one solution, and grades at the level its weekday names; no two are
// alike.
func TestPinned(t *testing.T) {
	seen := map[sudoku.Grid]string{}
	for _, tc := range pinned {
		p, err := Make(context.Background(), mustDate(t, tc.date))
		if err != nil {
			t.Fatalf("%s: %v", tc.date, err)
		}
		if got := p.Givens.String(); got != tc.puzzle {
			t.Errorf("%s: puzzle\n%s\nwant the pinned\n%s", tc.date, got, tc.puzzle)
		}
		if p.Date != tc.date {
			t.Errorf("%s: Date %q", tc.date, p.Date)
		}
		if other, ok := seen[p.Givens]; ok {
			t.Errorf("%s: the same puzzle as %s", tc.date, other)
		}
		seen[p.Givens] = tc.date
		sp := sudoku.Puzzle{Givens: p.Givens}
		if n := sudoku.CountSolutions(sp, 2); n != 1 {
			t.Errorf("%s: %d solutions; want 1", tc.date, n)
		}
		if sol, err := sudoku.Solve(sp); err != nil || sol != p.Solution {
			t.Errorf("%s: Solution is not the puzzle's solution (%v)", tc.date, err)
		}
		d, err := logic.GradePuzzle(&sp)
		if err != nil || d.Level != p.Level {
			t.Errorf("%s: graded %v (%v); want the level it names, %v", tc.date, d.Level, err, p.Level)
		}
	}
}

// TestSameEverywhere makes one date's puzzle, and its daily killer, on one
// CPU, from four goroutines at once with the CPU busy: every one is the
// pinned puzzle. The
// generator reads no clock, CPU count or load; this holds it to that.
func TestSameEverywhere(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	stop := make(chan struct{})
	var load sync.WaitGroup
	for range 2 {
		load.Add(1)
		go func() {
			defer load.Done()
			for {
				select {
				case <-stop:
					return
				default:
					_ = sudoku.CountSolutions(sudoku.Puzzle{}, 2)
				}
			}
		}()
	}
	want, wantKiller := pinned[1], pinnedVariants[0]
	got := make([]string, 4)
	gotKiller := make([]string, len(got))
	var wg sync.WaitGroup
	for k := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if p, err := Make(context.Background(), mustDate(t, want.date)); err == nil {
				got[k] = p.Givens.String()
			}
			if p, err := MakeVariant(context.Background(), mustDate(t, wantKiller.date), wantKiller.v); err == nil {
				gotKiller[k] = fingerprint(p)
			}
		}()
	}
	wg.Wait()
	close(stop)
	load.Wait()
	for k, g := range got {
		if g != want.puzzle {
			t.Errorf("goroutine %d, one CPU, under load: %s\nwant %s", k, g, want.puzzle)
		}
		if gotKiller[k] != wantKiller.fingerprint {
			t.Errorf("goroutine %d, one CPU, under load: the %v of %s has the fingerprint %s; want %s", k, wantKiller.v, wantKiller.date, gotKiller[k], wantKiller.fingerprint)
		}
	}
}

// TestLevel checks the week's levels and that only the date counts: the
// same day in another time zone, at another hour, is the same puzzle.
func TestLevel(t *testing.T) {
	want := map[time.Weekday]logic.Level{
		time.Monday: logic.Easy, time.Tuesday: logic.Medium, time.Wednesday: logic.Medium,
		time.Thursday: logic.Hard, time.Friday: logic.Hard, time.Saturday: logic.Expert, time.Sunday: logic.Extreme,
	}
	for day := mustDate(t, "2026-11-30"); day.Before(mustDate(t, "2026-12-07")); day = day.AddDate(0, 0, 1) {
		if got := Level(day); got != want[day.Weekday()] {
			t.Errorf("%s (%v): level %v; want %v", day.Format(DateLayout), day.Weekday(), got, want[day.Weekday()])
		}
	}
	tokyo := time.FixedZone("UTC+9", 9*3600)
	late := time.Date(2026, 12, 1, 23, 59, 0, 0, tokyo)
	if Seed(late) != Seed(mustDate(t, "2026-12-01")) {
		t.Error("2026-12-01 23:59 in UTC+9 seeds another puzzle than 2026-12-01")
	}
}

// pinnedVariants are daily puzzles of variants, by the fingerprint of
// their whole puzzle: like pinned, players compare them, so no change of
// the generator may alter them (sudokucli daily -variant V -date D shows
// one).
var pinnedVariants = []struct {
	v                 sudoku.Variant
	date, fingerprint string
}{
	{sudoku.Killer, "2026-11-30", "23f30fc4a340a906"},
	{sudoku.Killer, "2026-12-03", "452e2bc7fbe415e2"},
	{sudoku.Jigsaw, "2026-12-06", "40bfce9c4f288587"},
	{sudoku.XVariant, "2026-12-03", "73b2db89fcfade43"},
	{sudoku.Killer | sudoku.XVariant, "2026-12-06", "539707070eb7df5a"},
	{sudoku.Jigsaw | sudoku.Killer | sudoku.XVariant, "2026-12-03", "cf492225c3d5cbb5"},
}

// TestPinnedVariants makes the pinned daily variants: each is the pinned
// puzzle, of its variant, with one solution, grading at the level its
// weekday names, and titled so; a variant's puzzle differs from the
// classic one and from another variant's of the same date.
func TestPinnedVariants(t *testing.T) {
	for _, tc := range pinnedVariants {
		p, err := MakeVariant(context.Background(), mustDate(t, tc.date), tc.v)
		if err != nil {
			t.Fatalf("MakeVariant(%s, %v): %v", tc.date, tc.v, err)
		}
		if got := fingerprint(p); got != tc.fingerprint {
			t.Errorf("MakeVariant(%s, %v): fingerprint %s; want the pinned %s", tc.date, tc.v, got, tc.fingerprint)
		}
		sp := p.Sudoku()
		if p.Date != tc.date || p.Variant != tc.v || sp.Variant() != tc.v {
			t.Errorf("MakeVariant(%s, %v): Date %q, Variant %v, a %v puzzle; want %s, %v", tc.date, tc.v, p.Date, p.Variant, sp.Variant(), tc.date, tc.v)
		}
		if sol, err := sudoku.Solve(sp); err != nil || sol != p.Solution || sudoku.CountSolutions(sp, 2) != 1 {
			t.Errorf("MakeVariant(%s, %v): Solve = %v, %v; want its one solution %v", tc.date, tc.v, sol, err, p.Solution)
		}
		// Graded as it was made (the techniques of its day), it is of the
		// weekday's level; the techniques added since may only find it
		// easier, never need Trial.
		if d, err := logic.GradePuzzleStable(&sp); err != nil || d.Level != Level(mustDate(t, tc.date)) || p.Level != d.Level {
			t.Errorf("MakeVariant(%s, %v): graded %v (%v) as made, Level %v; want %v", tc.date, tc.v, d.Level, err, p.Level, Level(mustDate(t, tc.date)))
		}
		if d, err := logic.GradePuzzle(&sp); err != nil || d.Level > p.Level || d.Hardest == logic.Trial {
			t.Errorf("MakeVariant(%s, %v): graded %v (%v, hardest %v) now; want %v or easier, without Trial", tc.date, tc.v, d.Level, err, d.Hardest, p.Level)
		}
		if want := "Daily " + tc.date + " · " + logic.KindName(tc.v, p.Level); p.Title() != want {
			t.Errorf("MakeVariant(%s, %v).Title() = %q; want %q", tc.date, tc.v, p.Title(), want)
		}
	}
	date := mustDate(t, pinnedVariants[0].date)
	seeds := map[[32]byte]sudoku.Variant{}
	for _, v := range []sudoku.Variant{sudoku.Classic, sudoku.Killer, sudoku.Jigsaw, sudoku.XVariant, sudoku.Killer | sudoku.XVariant} {
		seed := VariantSeed(date, v)
		if other, ok := seeds[seed]; ok {
			t.Errorf("VariantSeed(%s, %v) = VariantSeed of %v", pinnedVariants[0].date, v, other)
		}
		seeds[seed] = v
	}
}

// TestMakeVariantClassic checks that the classic daily puzzle stays
// Make's, and that the size variant, which has no levels, is refused.
func TestMakeVariantClassic(t *testing.T) {
	date := mustDate(t, pinned[2].date)
	p, err := MakeVariant(context.Background(), date, sudoku.Classic)
	if err != nil || p.Givens.String() != pinned[2].puzzle || p.Variant != sudoku.Classic || p.Title() != "Daily "+pinned[2].date+" · Medium" {
		t.Errorf("MakeVariant(%s, classic) = %s, %q, %v; want the pinned %s, titled Daily %s · Medium", pinned[2].date, p.Givens, p.Title(), err, pinned[2].puzzle, pinned[2].date)
	}
	if VariantSeed(date, sudoku.Classic) != Seed(date) {
		t.Errorf("VariantSeed(%s, classic) is not Seed's", pinned[2].date)
	}
	if _, err := MakeVariant(context.Background(), date, sudoku.SizeVariant); err == nil || !strings.Contains(err.Error(), "no levels") {
		t.Errorf("MakeVariant(%s, size) = %v; want an error saying it has no levels", pinned[2].date, err)
	}
}

func TestParseDate(t *testing.T) {
	for _, s := range []string{"", "2026-13-01", "2026-02-30", "1.12.2026", "2026-12-01x"} {
		if _, err := ParseDate(s); err == nil {
			t.Errorf("ParseDate(%q): no error", s)
		}
	}
	if d, err := ParseDate("2026-12-01"); err != nil || d.Format(DateLayout) != "2026-12-01" {
		t.Errorf("ParseDate(2026-12-01) = %v, %v", d, err)
	}
}

// BenchmarkMake makes the daily puzzles of a year, 2027, one an iteration
// in turn; the CPU time of each is the benchmark's ns/op, and the slowest
// date's time is reported as max-ms.
func BenchmarkMake(b *testing.B) {
	day := mustDate(b, "2027-01-01")
	var slowest time.Duration
	for b.Loop() {
		start := time.Now()
		if _, err := Make(context.Background(), day); err != nil {
			b.Fatal(err)
		}
		slowest = max(slowest, time.Since(start))
		if day = day.AddDate(0, 0, 1); day.Year() > 2027 {
			day = mustDate(b, "2027-01-01")
		}
	}
	b.ReportMetric(float64(slowest.Microseconds())/1000, "max-ms")
}

// fingerprint returns the first 16 hex digits of the SHA-256 of p's
// puzzle written out in full: its givens, its regions (a digit 0-9 a
// cell), "x" for the diagonals and each cage as "sum:cell,cell;". Two
// puzzles have the same fingerprint when they are the same.
func fingerprint(p Puzzle) string {
	var b strings.Builder
	b.WriteString(p.Givens.String())
	b.WriteByte(' ')
	for _, r := range p.Regions {
		b.WriteByte('0' + r)
	}
	if p.Diagonals {
		b.WriteString(" x")
	}
	for _, c := range p.Cages {
		fmt.Fprintf(&b, " %d:", c.Sum)
		for _, i := range c.Cells {
			fmt.Fprintf(&b, "%d,", i)
		}
	}
	sum := sha256.Sum256([]byte(b.String()))
	return hex.EncodeToString(sum[:8])
}
