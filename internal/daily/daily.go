// Package daily makes the daily puzzle: one classic puzzle for each
// calendar date, the same for every player, made offline from the date
// alone.
//
// The date is the only input. It seeds math/rand/v2's ChaCha8 generator,
// whose output the Go project specifies and does not change between
// releases (the ChaCha8Rand specification, and the package's regression
// tests of its methods), and the puzzle is made by
// logic.GenerateAnyTechnique, which counts carvings, not time: no CPU
// count, load, clock or time budget changes what comes out. The tests pin
// the puzzles of a few dates, so that no later change of the generator
// alters puzzles players already compare.
//
// A daily puzzle of a variant (killer, jigsaw, X or a mix; MakeVariant)
// is made the same way from the date and the variant's name alone, at the
// same level as the classic one of that date; the classic daily puzzle is
// Make's, unchanged.
//
// The level rises through the week, as a newspaper's crossword does (the
// New York Times' is easiest on Monday and hardest late in the week): Monday
// Easy, Tuesday and Wednesday Medium, Thursday and Friday Hard, Saturday
// Expert and Sunday Extreme, the hardest classic level.
package daily

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// DateLayout is how a date is written in the command line, saved games and
// statistics: "2026-12-01".
const DateLayout = time.DateOnly

// Symmetry is the pattern of every daily puzzle's givens: rotational, the
// newspapers' own.
const Symmetry = logic.Rotational

// Puzzle is the daily puzzle of one date.
type Puzzle struct {
	Date     string         // its date, "2026-12-01" (DateLayout)
	Variant  sudoku.Variant // its kind: Classic (Make's), or a variant with a shape (MakeVariant's)
	Level    logic.Level    // its level, set by the date's weekday (see Level)
	Givens   sudoku.Grid    // the puzzle: 81 cells row by row, 0 for an empty cell
	Solution sudoku.Grid    // its one solution
	// Regions, Diagonals and Cages are a daily variant's jigsaw regions
	// (zero for the boxes), X Sudoku's diagonals and killer cages, as
	// sudoku.Puzzle holds them; a classic daily puzzle has none.
	Regions   sudoku.Regions
	Diagonals bool
	Cages     []sudoku.Cage
}

// Sudoku returns p as the engine and the game take a puzzle: its givens,
// regions, diagonals and cages.
func (p Puzzle) Sudoku() sudoku.Puzzle {
	return sudoku.Puzzle{Givens: p.Givens, Regions: p.Regions, Diagonals: p.Diagonals, Cages: p.Cages}
}

// Title returns p's English title, in the words of the window's title bar
// (and of logic.KindName): "Daily 2026-12-01 · Hard", "Daily 2026-12-01 ·
// Killer · Hard".
func (p Puzzle) Title() string {
	return "Daily " + p.Date + " · " + logic.KindName(p.Variant, p.Level)
}

// Level returns the level of the daily puzzle of date's weekday: Easy on
// Monday, Medium on Tuesday and Wednesday, Hard on Thursday and Friday,
// Expert on Saturday and Extreme on Sunday. Only date's year, month and day
// in its own location count.
func Level(date time.Time) logic.Level {
	return weekLevels[date.Weekday()]
}

var weekLevels = [7]logic.Level{
	time.Sunday:    logic.Extreme,
	time.Monday:    logic.Easy,
	time.Tuesday:   logic.Medium,
	time.Wednesday: logic.Medium,
	time.Thursday:  logic.Hard,
	time.Friday:    logic.Hard,
	time.Saturday:  logic.Expert,
}

// Seed returns the seed of the ChaCha8 generator for date: the bytes of
// "sudoku daily 1 " and the date as DateLayout writes it ("2026-12-01"),
// padded with zeros to 32 bytes. The 1 is the version of the way daily
// puzzles are made; a new way would take a new number and leave the old
// dates' puzzles as they are.
func Seed(date time.Time) [32]byte {
	var seed [32]byte
	copy(seed[:], "sudoku daily 1 "+date.Format(DateLayout))
	return seed
}

// Make returns the daily puzzle of date (its year, month and day in its own
// location). The result depends on the date and nothing else. It returns
// ctx's error when ctx is done first, or logic.ErrGiveUp, which no date
// has given.
func Make(ctx context.Context, date time.Time) (Puzzle, error) {
	seed := Seed(date)
	level := Level(date)
	givens, solution, err := logic.GenerateAnyTechnique(ctx, rand.New(rand.NewChaCha8(seed)), level, Symmetry)
	if err != nil {
		return Puzzle{}, fmt.Errorf("the daily puzzle of %s: %w", date.Format(DateLayout), err)
	}
	return Puzzle{Date: date.Format(DateLayout), Level: level, Givens: givens, Solution: solution}, nil
}

// VariantSeed returns the seed of the ChaCha8 generator for the daily
// puzzle of variant v on date: Seed(date) for Classic; for any other
// variant the SHA-256 of "sudoku daily 1 ", v's String ("killer+x", its
// kinds in a fixed order), a space and the date as DateLayout writes it
// ("sudoku daily 1 killer+x 2026-12-01"). The hash fits any name into the
// 32 bytes; the 1 is the version of the way daily puzzles are made, as in
// Seed.
func VariantSeed(date time.Time, v sudoku.Variant) [32]byte {
	if v == sudoku.Classic {
		return Seed(date)
	}
	return sha256.Sum256([]byte("sudoku daily 1 " + v.String() + " " + date.Format(DateLayout)))
}

// variantTries is how many times MakeVariant asks
// logic.GenerateVariantStable for a puzzle, drawing on the same generator, before it gives up; each
// try makes hundreds of shapes, and none has failed yet.
const variantTries = 5

// MakeVariant returns the daily puzzle of variant v on date (its year,
// month and day in its own location): Make's for Classic; for Killer,
// Jigsaw, XVariant or a mix, a puzzle of that variant at the weekday's
// Level, made by logic.GenerateVariantStable with ChaCha8 seeded by
// VariantSeed(date, v), tried again on the same generator when it finds
// no puzzle (logic.ErrNoPuzzle). The result depends on the date and v
// and nothing else, not on the techniques a later version adds to the
// ladder (which may grade it lower; logic.GradePuzzleStable grades it as
// made). It returns an error for the size variant, which has
// no levels, ctx's error when ctx is done first, or logic.ErrNoPuzzle
// after variantTries tries, which no date has given.
func MakeVariant(ctx context.Context, date time.Time, v sudoku.Variant) (Puzzle, error) {
	switch {
	case v == sudoku.Classic:
		return Make(ctx, date)
	case v&sudoku.SizeVariant != 0:
		return Puzzle{}, fmt.Errorf("no daily puzzle of the %v variant: it has no levels; want classic, killer, jigsaw, x or a mix", v)
	}
	level := Level(date)
	r := rand.New(rand.NewChaCha8(VariantSeed(date, v)))
	var err error
	for range variantTries {
		var p sudoku.Puzzle
		var solution sudoku.Grid
		p, solution, err = logic.GenerateVariantStable(ctx, r, v, level)
		if err == nil {
			return Puzzle{Date: date.Format(DateLayout), Variant: v, Level: level, Givens: p.Givens, Solution: solution,
				Regions: p.Regions, Diagonals: p.Diagonals, Cages: p.Cages}, nil
		}
		if !errors.Is(err, logic.ErrNoPuzzle) {
			break
		}
	}
	return Puzzle{}, fmt.Errorf("the daily %v puzzle of %s: %w", v, date.Format(DateLayout), err)
}

// ParseDate reads a date written as DateLayout ("2026-12-01") and returns
// it at midnight UTC; an error says what is wrong with s.
func ParseDate(s string) (time.Time, error) {
	t, err := time.Parse(DateLayout, s)
	if err != nil {
		return time.Time{}, fmt.Errorf("date %q: want year-month-day, as 2026-12-01", s)
	}
	return t, nil
}
