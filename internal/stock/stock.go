// Package stock keeps puzzles made ahead of time, a few of each kind (level
// and symmetry), so that a new game starts at once even at a level whose
// generation can take seconds. The window fills the stock in the background
// while the player plays, takes from it on New, and keeps it in the app's
// storage with Save and Load. A Stock is safe for use by several goroutines.
package stock

import (
	"encoding/json"
	"fmt"
	"io"
	"sync"

	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// Kind is what a puzzle of the stock is made for: its level and the symmetry
// of its givens.
type Kind struct {
	Level    logic.Level
	Symmetry logic.Symmetry
}

// String returns the kind as "Hard" or, with a symmetry, "Hard rotational".
func (k Kind) String() string {
	if k.Symmetry == logic.NoSymmetry {
		return k.Level.String()
	}
	return k.Level.String() + " " + k.Symmetry.String()
}

// Entry is one puzzle of the stock and its solution.
type Entry struct {
	Puzzle, Solution sudoku.Grid
}

// Stock holds up to Size puzzles of each kind, oldest first.
type Stock struct {
	mu      sync.Mutex
	size    int
	entries map[Kind][]Entry
	prefer  Kind // Missing looks at this kind first
}

// New returns an empty stock that keeps up to size puzzles of each kind.
func New(size int) *Stock {
	return &Stock{size: size, entries: make(map[Kind][]Entry)}
}

// Take removes and returns the oldest puzzle of kind k; ok is false when the
// stock has none.
func (s *Stock) Take(k Kind) (e Entry, ok bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	list := s.entries[k]
	if len(list) == 0 {
		return Entry{}, false
	}
	e, s.entries[k] = list[0], list[1:]
	return e, true
}

// Add puts e into the stock as a puzzle of kind k, unless the stock holds
// Size of them already.
func (s *Stock) Add(k Kind, e Entry) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.entries[k]) < s.size {
		s.entries[k] = append(s.entries[k], e)
	}
}

// Len returns how many puzzles of kind k the stock holds.
func (s *Stock) Len(k Kind) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.entries[k])
}

// Prefer makes Missing look at kind k before the others: the kind the player
// plays now.
func (s *Stock) Prefer(k Kind) {
	s.mu.Lock()
	s.prefer = k
	s.mu.Unlock()
}

// Missing returns a kind, of the preferred one and kinds, that the stock
// holds fewer than Size puzzles of: the preferred one if it does, else the
// first such of kinds. ok is false when none is short.
func (s *Stock) Missing(kinds []Kind) (k Kind, ok bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.entries[s.prefer]) < s.size {
		return s.prefer, true
	}
	for _, k := range kinds {
		if len(s.entries[k]) < s.size {
			return k, true
		}
	}
	return Kind{}, false
}

// version is the version of the document Save writes.
const version = 1

type document struct {
	Version int         `json:"version"`
	Puzzles []docPuzzle `json:"puzzles"`
}

type docPuzzle struct {
	Level    string `json:"level"`
	Symmetry string `json:"symmetry"`
	Puzzle   string `json:"puzzle"`
	Solution string `json:"solution"`
}

// Save writes the stock to w as a versioned JSON document, and returns w's
// error.
func (s *Stock) Save(w io.Writer) error {
	s.mu.Lock()
	doc := document{Version: version, Puzzles: []docPuzzle{}}
	for l := logic.Easy; l <= logic.Extreme; l++ {
		for sym := logic.NoSymmetry; sym <= logic.Diagonal; sym++ {
			for _, e := range s.entries[Kind{l, sym}] {
				doc.Puzzles = append(doc.Puzzles, docPuzzle{l.String(), sym.String(), e.Puzzle.String(), e.Solution.String()})
			}
		}
	}
	s.mu.Unlock()
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(doc)
}

// Load replaces the stock's puzzles with those Save wrote to r. Every puzzle
// is checked: a known level and symmetry, a complete and valid solution that
// agrees with the givens and is the puzzle's only one, and the level given
// (logic.Grade). It returns an error that names the first bad puzzle (by its
// place in the file, from 1) and why, and then changes nothing; puzzles
// beyond Size of a kind are dropped. A document with more puzzles than the
// stock holds of every kind together is refused before any is checked.
func (s *Stock) Load(r io.Reader) error {
	var doc document
	if err := json.NewDecoder(r).Decode(&doc); err != nil {
		return fmt.Errorf("stock: %w", err)
	}
	if doc.Version != version {
		return fmt.Errorf("stock: version %d; want %d", doc.Version, version)
	}
	kinds := int(logic.Extreme-logic.Easy+1) * int(logic.Diagonal-logic.NoSymmetry+1)
	if most := s.size * kinds; len(doc.Puzzles) > most {
		return fmt.Errorf("stock: %d puzzles; a stock of %d a kind holds at most %d", len(doc.Puzzles), s.size, most)
	}
	entries := make(map[Kind][]Entry)
	for i, p := range doc.Puzzles {
		k, e, err := p.entry()
		if err != nil {
			return fmt.Errorf("stock: puzzle %d: %w", i+1, err)
		}
		if len(entries[k]) < s.size {
			entries[k] = append(entries[k], e)
		}
	}
	s.mu.Lock()
	s.entries = entries
	s.mu.Unlock()
	return nil
}

// entry checks p and returns its kind and entry.
func (p docPuzzle) entry() (Kind, Entry, error) {
	var k Kind
	var e Entry
	var err error
	if k.Level, err = logic.ParseLevel(p.Level); err != nil {
		return k, e, err
	}
	if k.Symmetry, err = logic.ParseSymmetry(p.Symmetry); err != nil {
		return k, e, err
	}
	if e.Puzzle, err = sudoku.Parse(p.Puzzle); err != nil {
		return k, e, fmt.Errorf("puzzle: %w", err)
	}
	if e.Solution, err = sudoku.Parse(p.Solution); err != nil {
		return k, e, fmt.Errorf("solution: %w", err)
	}
	sol, err := sudoku.Solve(sudoku.Puzzle{Givens: e.Puzzle})
	if err != nil {
		return k, e, err
	}
	if sol != e.Solution {
		return k, e, fmt.Errorf("the solution given is not the puzzle's")
	}
	d, err := logic.Grade(e.Puzzle)
	if err != nil {
		return k, e, err
	}
	if d.Level != k.Level {
		return k, e, fmt.Errorf("the puzzle grades %v, not %v", d.Level, k.Level)
	}
	return k, e, nil
}
