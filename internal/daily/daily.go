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
// The level rises through the week, as a newspaper's crossword does (the
// New York Times' is easiest on Monday and hardest late in the week): Monday
// Easy, Tuesday and Wednesday Medium, Thursday and Friday Hard, Saturday
// Expert and Sunday Extreme, the hardest classic level.
package daily

import (
	"context"
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
	Date     string      // its date, "2026-12-01" (DateLayout)
	Level    logic.Level // its level, set by the date's weekday (see Level)
	Givens   sudoku.Grid // the puzzle: 81 cells row by row, 0 for an empty cell
	Solution sudoku.Grid // its one solution
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

// ParseDate reads a date written as DateLayout ("2026-12-01") and returns
// it at midnight UTC; an error says what is wrong with s.
func ParseDate(s string) (time.Time, error) {
	t, err := time.Parse(DateLayout, s)
	if err != nil {
		return time.Time{}, fmt.Errorf("date %q: want year-month-day, as 2026-12-01", s)
	}
	return t, nil
}
