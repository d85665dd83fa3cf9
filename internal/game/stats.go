package game

import (
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"slices"
	"sort"
	"strings"
	"time"
)

// Record is the statistics of one difficulty: games played and won, and the
// best and total time of the games won.
type Record struct {
	Played int           `json:"played"`
	Won    int           `json:"won"`
	Best   time.Duration `json:"best"`  // 0 before the first win
	Total  time.Duration `json:"total"` // sum of the times of the games won
}

// Average returns the average time of the games won, or 0 before the first
// win.
func (r Record) Average() time.Duration {
	if r.Won == 0 {
		return 0
	}
	return r.Total / time.Duration(r.Won)
}

// Stats holds a Record per difficulty, keyed by the difficulty's name ("" for
// an unknown one), the dates of the daily puzzles solved, and the
// techniques whose practice puzzles the player solved unaided. The zero
// value is empty and ready to use.
type Stats struct {
	records map[string]Record
	daily   map[string]bool // dates "2026-12-01" of the daily puzzles solved
	unaided map[string]bool // techniques, by logic.Technique.Key (or kinds of constraint, "constraint.thermo"), practised without a hint
}

// SolvedUnaided counts a puzzle practising technique (its
// logic.Technique.Key, "technique.xWing", or a kind of constraint's key,
// "constraint.thermo") as solved without a hint.
func (s *Stats) SolvedUnaided(technique string) {
	if s.unaided == nil {
		s.unaided = make(map[string]bool)
	}
	s.unaided[technique] = true
}

// Unaided reports whether a puzzle practising technique (its
// logic.Technique.Key) was solved without a hint.
func (s *Stats) Unaided(technique string) bool { return s.unaided[technique] }

// dateLayout is how Stats writes the date of a daily puzzle.
const dateLayout = time.DateOnly

// SolvedDaily counts the daily puzzle of date ("2026-12-01") as solved. It
// returns an error, and counts nothing, when date is not such a date.
func (s *Stats) SolvedDaily(date string) error {
	if _, err := time.Parse(dateLayout, date); err != nil {
		return fmt.Errorf("daily puzzle date %q: want year-month-day, as 2026-12-01", date)
	}
	if s.daily == nil {
		s.daily = make(map[string]bool)
	}
	s.daily[date] = true
	return nil
}

// DailySolved reports whether the daily puzzle of date ("2026-12-01") was
// solved.
func (s *Stats) DailySolved(date string) bool { return s.daily[date] }

// DailyStreak returns how many days in a row, up to today, the player
// solved the daily puzzle: counted back from today, or from the day before
// while today's is not solved yet (a streak lasts until a day is missed).
// Only today's year, month and day in its own location count.
func (s *Stats) DailyStreak(today time.Time) int {
	day := time.Date(today.Year(), today.Month(), today.Day(), 12, 0, 0, 0, time.UTC)
	if !s.daily[day.Format(dateLayout)] {
		day = day.AddDate(0, 0, -1)
	}
	n := 0
	for s.daily[day.Format(dateLayout)] {
		n++
		day = day.AddDate(0, 0, -1)
	}
	return n
}

// Record returns the statistics of difficulty; an unknown one has none.
func (s *Stats) Record(difficulty string) Record { return s.records[difficulty] }

// Difficulties returns the difficulties with statistics, sorted by name.
func (s *Stats) Difficulties() []string {
	out := make([]string, 0, len(s.records))
	for d := range s.records {
		out = append(out, d)
	}
	sort.Strings(out)
	return out
}

// Played counts a game of difficulty as played; call it once a game, when
// the Game reports its FirstMove, so that games started and left untouched
// do not count.
func (s *Stats) Played(difficulty string) {
	r := s.records[difficulty]
	r.Played++
	s.set(difficulty, r)
}

// Won counts a game of difficulty as won in time t and reports whether t is a
// personal best: the first win, or faster than every win before.
func (s *Stats) Won(difficulty string, t time.Duration) (best bool) {
	r := s.records[difficulty]
	best = r.Won == 0 || t < r.Best
	r.Won++
	r.Total += t
	if best {
		r.Best = t
	}
	r.Played = max(r.Played, r.Won)
	s.set(difficulty, r)
	return best
}

func (s *Stats) set(difficulty string, r Record) {
	if s.records == nil {
		s.records = make(map[string]Record)
	}
	s.records[difficulty] = r
}

// statsVersion is the version of the document Stats.Save writes.
const statsVersion = 1

type statsDocument struct {
	Version int               `json:"version"`
	Records map[string]Record `json:"records"`
	Daily   []string          `json:"daily,omitempty"` // the dates of the daily puzzles solved, in order
	// Unaided (added within version 1, which readers of it ignore): the
	// techniques practised without a hint, by logic.Technique.Key, in order.
	Unaided []string `json:"unaided,omitempty"`
}

// Save writes s to w as a versioned JSON document, and returns w's error.
func (s *Stats) Save(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	doc := statsDocument{Version: statsVersion, Records: s.records,
		Daily: slices.Sorted(maps.Keys(s.daily)), Unaided: slices.Sorted(maps.Keys(s.unaided))}
	return enc.Encode(doc)
}

// Load replaces s with the statistics Save wrote to r. It returns an error,
// and changes nothing, for bad JSON, an unknown version, impossible counts
// or times (a time over MaxElapsed, a total shorter than the best or longer
// than MaxElapsed for every win) or a daily puzzle's date that is not one.
func (s *Stats) Load(r io.Reader) error {
	var doc statsDocument
	if err := json.NewDecoder(r).Decode(&doc); err != nil {
		return fmt.Errorf("statistics: %w", err)
	}
	if doc.Version != statsVersion {
		return fmt.Errorf("statistics: version %d; want %d", doc.Version, statsVersion)
	}
	for d, rec := range doc.Records {
		if rec.Won < 0 || rec.Played < rec.Won || rec.Best < 0 || rec.Best > MaxElapsed ||
			rec.Total < rec.Best || rec.Total/MaxElapsed > time.Duration(rec.Won) {
			return fmt.Errorf("statistics: impossible record for %q", d)
		}
	}
	var daily map[string]bool
	for _, d := range doc.Daily {
		if _, err := time.Parse(dateLayout, d); err != nil {
			return fmt.Errorf("statistics: daily puzzle date %q: want year-month-day", d)
		}
		if daily == nil {
			daily = make(map[string]bool)
		}
		daily[d] = true
	}
	var unaided map[string]bool
	for _, t := range doc.Unaided {
		if !strings.HasPrefix(t, "technique.") && !strings.HasPrefix(t, "constraint.") {
			return fmt.Errorf("statistics: practised technique %q: want a key such as technique.xWing or constraint.thermo", t)
		}
		if unaided == nil {
			unaided = make(map[string]bool)
		}
		unaided[t] = true
	}
	s.records, s.daily, s.unaided = doc.Records, daily, unaided
	return nil
}
