package game

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
	"github.com/sudoku-devs/sudoku/internal/variant"
)

// saveVersion is the version of the document Save writes. Version 1 (puzzle,
// solution, board, selected number and help), version 2 (no letters) and
// version 3 (no record of the first move), version 4 (no regions,
// diagonals or cages), version 5 (no notes taken by placed digits) and
// version 6 (no daily date, corner marks or colours), version 8 (no
// setter's constraints) and version 9 (no grids of other sizes than 9x9)
// are still read.
const saveVersion = 10

// document is the saved form of a Game. Grids are in the one-line puzzle text
// format; Notes holds 81 digit sets (sudoku.Digits bits) or is empty.
type document struct {
	Version  int    `json:"version"`
	Puzzle   string `json:"puzzle"`
	Solution string `json:"solution"`
	Board    string `json:"board"`
	Selected int    `json:"selected"`
	Help     bool   `json:"help"`

	// Since version 2.
	Notes      []sudoku.Digits `json:"notes,omitempty"`
	Cursor     int             `json:"cursor"`
	NotesMode  bool            `json:"notesMode,omitempty"` // until version 7; now Pen LayerCentre
	Difficulty string          `json:"difficulty,omitempty"`
	ElapsedMS  int64           `json:"elapsedMs"`
	Paused     bool            `json:"paused,omitempty"` // still written; Load pauses every restored game instead
	GaveUp     bool            `json:"gaveUp,omitempty"`
	Undo       []step          `json:"undo,omitempty"`
	Redo       []step          `json:"redo,omitempty"`

	// Since version 3: the letters of a size puzzle, 81 of "S", "M", "L"
	// row by row; empty for a classic puzzle.
	Sizes string `json:"sizes,omitempty"`

	// Since version 4: whether the player has made a move (see FirstMove),
	// and in a game given up the board as it was when the solution was
	// shown (see Shown).
	Moved    bool   `json:"moved,omitempty"`
	GaveUpOn string `json:"gaveUpOn,omitempty"`
	// Since version 4: 81 digit sets, the notes under the player's digits
	// that Clear brings back, or empty when there are none.
	Under []sudoku.Digits `json:"under,omitempty"`

	// Since version 5: a jigsaw's regions, 81 digits 1–9 row by row, or
	// empty for the boxes; X Sudoku's diagonals; a killer's cages.
	Regions   string      `json:"regions,omitempty"`
	Diagonals bool        `json:"diagonals,omitempty"`
	Cages     []savedCage `json:"cages,omitempty"`

	// Since version 6: 81 digit sets, the notes of open cells that digits
	// placed in their peers took, which clearing those digits brings back,
	// or empty when there are none.
	Taken []sudoku.Digits `json:"taken,omitempty"`

	// Since version 7: the date of a daily puzzle, "2026-12-01", or empty;
	// 81 digit sets, the corner marks, and 81 colour sets, or empty when
	// there are none.
	Daily  string          `json:"daily,omitempty"`
	Corner []sudoku.Digits `json:"corner,omitempty"`
	Colors []Colors        `json:"colors,omitempty"`

	// Since version 8: the layer digits write in (see Marks.Pen), which
	// replaces NotesMode.
	Pen Layer `json:"pen,omitempty"`

	// Added within version 8, which readers of it ignore: a hint was shown
	// in the game (see Status.Helped); absent, none was or it is not known.
	Helped bool `json:"helped,omitempty"`
	// Added within version 8: the selected number is picked to be placed
	// by clicks (see Game.Placing); absent, it is only shown, as a number
	// typed is, which is what a game saved before says least wrongly.
	Placing bool `json:"placing,omitempty"`

	// Since version 9: a setter's puzzle with constraints (see
	// sudoku.Puzzle.Constraints) as its f-puzzles document (package
	// variant), whose givens are Puzzle's; empty for any other.
	Setter string `json:"setter,omitempty"`

	// Since version 10: the cells a side of a setter's grid of another
	// size than 9x9, 4 to 16, which Setter holds; 0 for 9x9. Its grids
	// are then Size*Size characters, "." for an open cell and 10 to 16
	// written A to G (variant.Text), and its marks Size*Size sets.
	Size int `json:"size,omitempty"`
}

// savedCage is a killer cage as a saved game holds it: its sum and its
// cells, 0–80.
type savedCage struct {
	Sum   int   `json:"sum"`
	Cells []int `json:"cells"`
}

// Save writes the game in progress to w as a versioned JSON document: puzzle,
// solution, board, notes, selected number and cell, help, notes mode,
// difficulty, time played, paused or given up, the letters of a size
// puzzle, whether the player has made a move, the player's board when the
// solution was shown, the notes under the player's digits, and the whole
// undo and redo history. Check marks and highlight settings are not saved. It returns
// ErrNoPuzzle when no puzzle has started, ErrEntering while a puzzle is
// being entered, and w's error.
func (g *Game) Save(w io.Writer) error {
	s, err := g.Snapshot()
	if err != nil {
		return err
	}
	return s.Write(w)
}

// Saved is a copy of a game's state that Write writes as Save would, on any
// goroutine while the game goes on: the window takes one on the UI goroutine
// after a move and writes it in the background. The zero Saved writes
// nothing useful.
type Saved struct {
	doc    document
	setter *variant.Puzzle // the setter's puzzle, which Write writes into doc
}

// Snapshot returns a copy of the game's state to be written later, with the
// errors of Save. Its cost hardly grows with the history: it copies the undo
// and redo lists (a few words a step), whose steps never change once made,
// and encodes nothing.
func (g *Game) Snapshot() (Saved, error) {
	if g.Entry() != nil {
		return Saved{}, ErrEntering
	}
	p := g.play
	if p == nil {
		return Saved{}, ErrNoPuzzle
	}
	doc := document{
		Version:    saveVersion,
		Puzzle:     p.text(&p.givens),
		Solution:   p.text(&p.solution),
		Board:      p.text(&p.board),
		Selected:   g.selected,
		Placing:    g.Placing(),
		Help:       g.help,
		Cursor:     g.cursor,
		Pen:        g.pen,
		Difficulty: p.difficulty,
		Daily:      p.daily,
		Helped:     p.helped,
		ElapsedMS:  g.elapsed().Milliseconds(),
		Paused:     p.paused,
		GaveUp:     p.gaveUp,
		Undo:       slices.Clone(p.undo),
		Redo:       slices.Clone(p.redo),
		Moved:      p.moved,
	}
	n := p.cells()
	for _, f := range []struct {
		to   *[]sudoku.Digits
		from *marks
	}{{&doc.Notes, &p.notes}, {&doc.Under, &p.under}, {&doc.Taken, &p.taken}, {&doc.Corner, &p.corner}, {&doc.Colors, &p.colors}} {
		if *f.from != (marks{}) {
			*f.to = slices.Clone(f.from[:n])
		}
	}
	if p.size != 9 {
		doc.Size = p.size
	}
	if p.puzzle.HasLetters() {
		doc.Sizes = p.puzzle.Letters.String()
	}
	if !p.puzzle.Regions.IsZero() {
		var b strings.Builder
		for _, r := range p.puzzle.Regions {
			b.WriteByte('0' + r)
		}
		doc.Regions = b.String()
	}
	doc.Diagonals = p.puzzle.Diagonals
	for _, c := range p.puzzle.Cages {
		doc.Cages = append(doc.Cages, savedCage{Sum: c.Sum, Cells: slices.Clone(c.Cells)})
	}
	if p.gaveUp {
		doc.GaveUpOn = p.text(&p.gaveUpOn)
	}
	return Saved{doc, p.setter}, nil
}

// text returns the cells of b, a board of p's grid, in the saved form:
// package sudoku's puzzle text for 9x9, variant.Text for other sizes.
func (p *play) text(b *grid) string {
	if p.size == 9 {
		return sudokuGrid(b).String()
	}
	g := make([]int, p.cells())
	for i := range g {
		g[i] = int(b[i])
	}
	return variant.Text(g, p.size)
}

// parseCells reads a board of a grid of n cells a side from its saved
// form (see play.text), or says what is wrong with it.
func parseCells(s string, n int) (grid, error) {
	var b grid
	if len(s) != n*n {
		return b, fmt.Errorf("%d cells; want %d", len(s), n*n)
	}
	for i := range len(s) {
		c, d := s[i], 0
		switch {
		case c == '.' || c == '0':
		case c >= '1' && c <= '9':
			d = int(c - '0')
		case c >= 'A' && c <= 'G':
			d = int(c-'A') + 10
		default:
			d = 99
		}
		if d > n {
			return b, fmt.Errorf("%s: %q is no digit of a %dx%d grid", variant.CellOf(i, n), c, n, n)
		}
		b[i] = uint8(d)
	}
	return b, nil
}

// Write writes s to w as Save does, and returns w's error.
func (s Saved) Write(w io.Writer) error {
	doc := s.doc
	if s.setter != nil {
		doc.Setter = variant.Write(s.setter)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(doc)
}

// Load replaces the game with the one Save wrote to r (version 9, or versions
// 1 to 8 of earlier releases) and tells listeners with a NewGame event (and
// NumberSelected, HelpToggled, PenChanged and CursorMoved when those
// change). The game comes back paused, with the time saved, whatever state
// it was saved in (Paused in the document is not read), unless it is over;
// Restored then reports true until the player resumes. Holds of HoldClock
// stay in force. A game given up before version 4 comes back with every open
// cell Shown and no Wrong marks, since those documents do not say what the
// player had. It returns an error, and changes nothing, when r does not hold
// such a document: bad JSON, an unknown version, a grid that does not parse,
// a solution that does not fit the puzzle, letters that are not a full set
// or that the solution breaks, a board (or board given up) that changes a
// given, a board given up in a game that was not, notes out of place, or an
// undo history that does not lead to the board. A time played over
// MaxElapsed is brought down to it: the game is loaded then, and the error
// returned wraps ErrRepaired.
func (g *Game) Load(r io.Reader) error {
	var doc document
	dec := json.NewDecoder(r)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&doc); err != nil {
		return fmt.Errorf("saved game: %w", err)
	}
	p, err := doc.play()
	if err != nil {
		return err
	}
	var repaired error // play brought the time down to MaxElapsed
	if most := MaxElapsed.Milliseconds(); doc.ElapsedMS > most {
		repaired = fmt.Errorf("saved game: time %d ms, more than a game lasts; now %d ms: %w", doc.ElapsedMS, most, ErrRepaired)
	}
	g.begin(p)
	g.emit(NewGame)
	g.setSelected(doc.Selected) // in range: checked by play
	g.placing, g.chosen = doc.Placing && doc.Selected != 0, false
	g.setHelp(doc.Help)
	g.setPen(doc.pen())
	g.Selection().Set(doc.Cursor)
	return repaired
}

// pen returns the pen doc saved: notes mode, from before version 8, is the
// centre marks' pen.
func (doc *document) pen() Layer {
	if doc.NotesMode && doc.Pen == LayerDigit {
		return LayerCentre
	}
	return doc.Pen
}

// play returns the game doc saved, or an error that says what in it is
// wrong: a version it does not know, a grid that does not parse, a board or
// history that changes a given, a solution that does not fit, a value out
// of range. It checks the selected number and cursor too, which Load sets.
// A document of version 1 has its cursor set to -1.
func (doc *document) play() (*play, error) {
	if doc.Version < 1 || doc.Version > saveVersion {
		return nil, fmt.Errorf("saved game: version %d; want 1 to %d", doc.Version, saveVersion)
	}
	if doc.Version < 3 && doc.Sizes != "" {
		return nil, fmt.Errorf("saved game: letters in a version %d document", doc.Version)
	}
	if doc.Version == 1 {
		doc.Cursor = -1
	}
	gs, err := doc.grids()
	if err != nil {
		return nil, err
	}
	size, n := gs.size, gs.size*gs.size
	if doc.Selected < 0 || doc.Selected > size {
		return nil, fmt.Errorf("saved game: selected number %d out of range 0-%d", doc.Selected, size)
	}
	if doc.Cursor < -1 || doc.Cursor >= n {
		return nil, fmt.Errorf("saved game: cursor %d out of range -1-%d", doc.Cursor, n-1)
	}
	if doc.Pen > LayerColor {
		return nil, fmt.Errorf("saved game: pen %d out of range 0-%d", doc.Pen, LayerColor)
	}
	if doc.ElapsedMS < 0 {
		return nil, fmt.Errorf("saved game: negative time %d ms", doc.ElapsedMS)
	}
	for i := range n {
		if d := gs.givens[i]; d != 0 && gs.board[i] != d {
			return nil, fmt.Errorf("saved game: board changes given %s", variant.CellOf(i, size))
		}
	}
	var p *play
	if gs.setter != nil && size != 9 {
		if err := fitsSetter(gs.setter, &gs.solution); err != nil {
			return nil, fmt.Errorf("saved game: %w", err)
		}
		p = newSetterPlay(gs.setter, gs.solution)
	} else {
		if err := fits(gs.puzzle, sudokuGrid(&gs.solution)); err != nil {
			return nil, fmt.Errorf("saved game: %w", err)
		}
		p = newPlay(gs.puzzle, sudokuGrid(&gs.solution), sudoku.Grid{}, marks{})
	}
	p.board = gs.board
	for _, f := range []struct {
		to   *marks
		from []sudoku.Digits
		what string
	}{{&p.notes, doc.Notes, "notes"}, {&p.under, doc.Under, "notes under digits"}, {&p.taken, doc.Taken, "notes taken by digits"},
		{&p.corner, doc.Corner, "corner marks"}, {&p.colors, doc.Colors, "colours"}} {
		switch len(f.from) {
		case 0:
		case n:
			copy(f.to[:], f.from)
		default:
			return nil, fmt.Errorf("saved game: %d cells of %s; want %d", len(f.from), f.what, n)
		}
	}
	var cells [sudoku.MaxCells]cellState
	for i := range n {
		cells[i] = p.cell(i)
		if err := checkState(&gs.givens, size, i, cells[i]); err != nil {
			return nil, fmt.Errorf("saved game: %w", err)
		}
	}
	if err := checkHistory(&gs.givens, size, cells, doc.Undo, doc.Redo); err != nil {
		return nil, fmt.Errorf("saved game: %w", err)
	}
	p.undo, p.redo = doc.Undo, doc.Redo
	p.difficulty = doc.Difficulty
	p.daily = doc.Daily
	p.helped = doc.Helped
	p.gaveUp = doc.GaveUp
	if p.gaveUp {
		p.gaveUpOn = gs.gaveUpOn
	}
	// Documents before version 4 do not say whether the player moved: the
	// history, or a board that is not the puzzle's, does. Later ones do (a
	// restart that only set the clock back is history but no move).
	p.moved = doc.Moved || doc.Version < 4 && (len(doc.Undo) > 0 || len(doc.Redo) > 0 ||
		(!doc.GaveUp && (gs.board != gs.givens || p.notes != marks{})))
	p.over = doc.GaveUp || gs.board == gs.solution
	p.paused, p.restored = !p.over, !p.over
	p.elapsed = time.Duration(min(doc.ElapsedMS, MaxElapsed.Milliseconds())) * time.Millisecond
	return p, nil
}

// savedGrids are the grids a saved game holds: its puzzle, its solution,
// the player's board and the board when the game was given up, of a grid
// of size cells a side.
type savedGrids struct {
	size                              int
	puzzle                            sudoku.Puzzle   // a 9x9 puzzle, with its letters, shape and constraints
	setter                            *variant.Puzzle // a setter's puzzle, of any size; nil for others
	givens, solution, board, gaveUpOn grid
}

// grids returns the grids doc saved: the puzzle (with its letters), its
// solution, the player's board, and the board when the game was given up
// (the givens for a game given up before version 4, which did not say, so
// that every open cell counts as shown by the solution).
func (doc *document) grids() (savedGrids, error) {
	var gs savedGrids
	fail := func(err error) (savedGrids, error) { return savedGrids{}, err }
	gs.size = 9
	if doc.Size != 0 {
		switch {
		case doc.Version < 10:
			return fail(fmt.Errorf("saved game: a grid of size %d in a version %d document", doc.Size, doc.Version))
		case doc.Size < 4 || doc.Size > sudoku.MaxSize || doc.Size == 9:
			return fail(fmt.Errorf("saved game: size %d; want 4 to %d, 9 left out", doc.Size, sudoku.MaxSize))
		case doc.Setter == "":
			return fail(fmt.Errorf("saved game: a grid of size %d without its setter's puzzle", doc.Size))
		}
		gs.size = doc.Size
	}
	var grids [3]grid
	for k, s := range []string{doc.Puzzle, doc.Solution, doc.Board} {
		var gr grid
		var err error
		if gs.size == 9 {
			var g sudoku.Grid
			g, err = sudoku.Parse(s)
			gr = gridOf(g)
		} else {
			gr, err = parseCells(s, gs.size)
		}
		if err != nil {
			return fail(fmt.Errorf("saved game: %s: %w", [3]string{"puzzle", "solution", "board"}[k], err))
		}
		grids[k] = gr
	}
	gs.givens, gs.solution, gs.board = grids[0], grids[1], grids[2]
	puzzle := sudoku.Puzzle{Givens: sudokuGrid(&gs.givens)}
	if len(doc.Regions) != 0 {
		if len(doc.Regions) != 81 {
			return fail(fmt.Errorf("saved game: %d regions; want 81", len(doc.Regions)))
		}
		for i := range 81 {
			puzzle.Regions[i] = doc.Regions[i] - '0'
		}
	}
	puzzle.Diagonals = doc.Diagonals
	for _, c := range doc.Cages {
		puzzle.Cages = append(puzzle.Cages, sudoku.Cage{Sum: c.Sum, Cells: slices.Clone(c.Cells)})
	}
	if doc.Setter != "" {
		if doc.Version < 9 {
			return fail(fmt.Errorf("saved game: a setter's puzzle in a version %d document", doc.Version))
		}
		vp, err := variant.Read(doc.Setter)
		if err != nil {
			return fail(fmt.Errorf("saved game: setter's puzzle: %w", err))
		}
		if vp.Size != gs.size {
			return fail(fmt.Errorf("saved game: the setter's puzzle is %dx%d; the grids %dx%d", vp.Size, vp.Size, gs.size, gs.size))
		}
		if gs.size == 9 {
			q, err := vp.Sudoku()
			if err != nil {
				return fail(fmt.Errorf("saved game: setter's puzzle: %w", err))
			}
			if q.Givens != puzzle.Givens || q.Regions != puzzle.Regions {
				return fail(fmt.Errorf("saved game: the setter's puzzle has other givens or regions than the puzzle"))
			}
			puzzle.Constraints = q.Constraints
		} else {
			if err := vp.Validate(); err != nil {
				return fail(fmt.Errorf("saved game: setter's puzzle: %w", err))
			}
			for i, d := range vp.Givens {
				if uint8(d) != gs.givens[i] {
					return fail(fmt.Errorf("saved game: the setter's puzzle has other givens than the puzzle"))
				}
			}
			gs.setter = vp
		}
	}
	if doc.Sizes != "" {
		p, err := sudoku.ParsePuzzle(doc.Puzzle + " " + doc.Sizes)
		if err != nil {
			return fail(fmt.Errorf("saved game: letters: %w", err))
		}
		puzzle.Letters = p.Letters
	}
	gs.puzzle = puzzle
	// A game given up before version 4 does not say what the player had:
	// then every open cell counts as shown by the solution.
	gs.gaveUpOn = gs.givens
	switch {
	case doc.GaveUpOn != "" && !doc.GaveUp:
		return fail(fmt.Errorf("saved game: a board of a game given up, in a game that was not"))
	case doc.GaveUpOn != "":
		var gr grid
		var err error
		if gs.size == 9 {
			var g sudoku.Grid
			g, err = sudoku.Parse(doc.GaveUpOn)
			gr = gridOf(g)
		} else {
			gr, err = parseCells(doc.GaveUpOn, gs.size)
		}
		if err != nil {
			return fail(fmt.Errorf("saved game: board given up: %w", err))
		}
		for i, d := range gs.givens {
			if d != 0 && gr[i] != d {
				return fail(fmt.Errorf("saved game: board given up changes given %s", variant.CellOf(i, gs.size)))
			}
		}
		gs.gaveUpOn = gr
	}
	return gs, nil
}

// checkState returns an error unless st is a possible state of cell i in a
// game of puzzle, a grid of size cells a side: a digit 0 to size that keeps
// a given, notes only of the grid's digits and only on a cell with no
// digit, notes under a digit only of the grid's digits and only under a
// player's digit, colours 1–9.
func checkState(puzzle *grid, size, i int, st cellState) error {
	name := variant.CellOf(i, size).English()
	all, top := sudoku.DigitsTo(size), size
	switch {
	case int(st.Digit) > size:
		return fmt.Errorf("%s holds %d", name, st.Digit)
	case puzzle[i] != 0 && st.Digit != puzzle[i]:
		return fmt.Errorf("history changes given %s", name)
	case st.Notes&^all != 0:
		return fmt.Errorf("%s has notes out of range 1-%d", name, top)
	case st.Notes != 0 && st.Digit != 0:
		return fmt.Errorf("%s has both a digit and notes", name)
	case st.Under&^all != 0:
		return fmt.Errorf("%s has notes under its digit out of range 1-%d", name, top)
	case st.Under != 0 && (st.Digit == 0 || puzzle[i] != 0):
		return fmt.Errorf("%s has notes under no digit of the player's", name)
	case st.Taken&^all != 0:
		return fmt.Errorf("%s has taken notes out of range 1-%d", name, top)
	case st.Taken != 0 && st.Digit != 0:
		return fmt.Errorf("%s has both a digit and taken notes", name)
	case st.Corner&^all != 0:
		return fmt.Errorf("%s has corner marks out of range 1-%d", name, top)
	case st.Corner != 0 && puzzle[i] != 0:
		return fmt.Errorf("%s is a given with corner marks", name)
	case st.Colors&^AllColors != 0:
		return fmt.Errorf("%s has colours out of range 1-9", name)
	}
	return nil
}

// errHistory is returned by checkHistory for steps that do not lead to the
// board they were saved with.
var errHistory = errors.New("undo history does not match the board")

// checkHistory returns an error unless walking the undo steps back from the
// state of the cells, and the redo steps forward, meets at each step the
// state the step says it left (undo) or found (redo), and every state is
// possible.
func checkHistory(puzzle *grid, size int, cells [sudoku.MaxCells]cellState, undo, redo []step) error {
	walk := func(steps []step, back bool) error {
		b := cells
		for k := len(steps) - 1; k >= 0; k-- {
			if c := steps[k].Clock; c < 0 || c > MaxElapsed.Milliseconds() {
				return fmt.Errorf("undo history: restart's time %d ms out of range 0-%d", c, MaxElapsed.Milliseconds())
			}
			for _, c := range steps[k].Changes {
				if c.Cell < 0 || c.Cell >= size*size {
					return fmt.Errorf("undo history: cell %d out of range 0-%d", c.Cell, size*size-1)
				}
				for _, st := range []cellState{c.Before, c.After} {
					if err := checkState(puzzle, size, c.Cell, st); err != nil {
						return err
					}
				}
				from, to := c.After, c.Before
				if !back {
					from, to = c.Before, c.After
				}
				if b[c.Cell] != from {
					return fmt.Errorf("%w at %s", errHistory, variant.CellOf(c.Cell, size))
				}
				b[c.Cell] = to
			}
		}
		return nil
	}
	if err := walk(undo, true); err != nil {
		return err
	}
	return walk(redo, false)
}
