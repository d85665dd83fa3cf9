package game

import (
	"errors"
	"fmt"

	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/message"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// Role says what part a cell plays in the hint or the step of the
// explanation shown: the board colours each role its own way.
type Role uint8

// The roles a cell can play, weakest first.
const (
	// RoleNone: the cell takes no part.
	RoleNone Role = iota
	// RoleHouse: the cell lies in a house of the step's pattern.
	RoleHouse
	// RolePattern: the cell is one of the pattern's cells, the proof.
	RolePattern
	// RoleChange: the step places a digit in the cell or removes candidates
	// from it.
	RoleChange
	// RoleWrong: the cell holds a wrong digit of the player's, which a hint
	// names instead of a step.
	RoleWrong
)

// Hint is a hint shown: its words as data, the step it names and the role
// of every cell. Game.ShowHint shows one and Game.Hint returns it until the
// next change of the board; its methods answer for a nil Hint or one taken
// away as for no hint.
type Hint struct {
	g       *Game // set when shown
	msg     logic.Message
	step    logic.Step
	hasStep bool // false for a hint that names wrong digits
	roles   roles
}

// roles are the roles of the cells of a grid of any size in a step, row
// by row.
type roles [sudoku.MaxCells]Role

// rolesOf returns the role of every cell in step s: its houses (indexes
// into houses, the puzzle's: sudoku.Rules.Houses), its pattern cells and
// the cells it changes.
func rolesOf(s logic.Step, houses [][]uint8) roles {
	var roles roles
	set := func(c int, r Role) {
		if c >= 0 && c < len(roles) && roles[c] < r {
			roles[c] = r
		}
	}
	for _, h := range s.Houses {
		if h >= 0 && h < len(houses) {
			for _, c := range houses[h] {
				set(int(c), RoleHouse)
			}
		}
	}
	for _, c := range s.Cells {
		set(c, RolePattern)
	}
	for _, p := range s.Placements {
		set(p.Cell, RoleChange)
	}
	for _, e := range s.Eliminations {
		set(e.Cell, RoleChange)
	}
	return roles
}

// ShowHint works out the next logical step from the player's position — the
// givens and the player's digits, with the candidates the player's notes and
// earlier hints have ruled out (only those that are truly out) — and shows
// it until the next change of the board as Hint: its Text gives its words,
// e.g. "Hidden single: in box 5, 7 fits only in r5c6", and its Role the part
// each cell plays. When a player's digit is wrong the hint says so instead
// ("r4c5 holds a wrong digit") and marks that cell RoleWrong, since no sound
// step can be built on a wrong digit. In a size puzzle the hint is a single
// found with the letters: "Size: r3c4 is the S of its run r3c4-r3c6, so only
// 1 fits", a hidden single, or "No simple step found; try Check". Listeners
// get a HintShown event naming the cells marked. It returns the errors of
// Allowed(ActionHint): no puzzle, a paused or ended (solved) game, an
// explanation or search shown, or a puzzle being entered (ErrEntering). A
// hint changes no cell. Asked again while the hint shown still asks for a
// digit or for candidates to come out of the player's notes, it shows the
// same hint, not the step after it; one whose eliminations the player's
// notes do not hold is taken as followed.
//
// ShowHint does the search where it is called, which takes milliseconds
// (tens of them on the hardest positions); a window asks with AskHint and
// searches off its UI goroutine.
func (g *Game) ShowHint() error {
	s, err := g.AskHint()
	if err != nil {
		return err
	}
	s.Search()
	return s.Show()
}

// HintSearch is a hint asked for and not shown yet, for a window that must
// not wait for the search: AskHint makes it from the position on the
// game's goroutine, Search works out the step on any goroutine (it reads
// nothing of the Game), and Show shows it on the game's goroutine again,
// unless the position changed meanwhile.
type HintSearch struct {
	g     *Game
	p     *play
	board grid         // the position asked about
	notes marks        // its notes
	elims int          // how many candidates earlier hints had eliminated
	b     *logic.Board // the candidates to search; nil when h is ready
	sized *sizedSearch // on a grid logic.Board does not hold, the search instead of b
	h     *Hint
	again bool // h is the hint shown already, asked for again
	err   error
}

// AskHint takes the player's position for a hint (see ShowHint) and returns
// the search to run; its errors are ShowHint's. A hint that needs no search,
// one naming wrong digits, is ready at once.
func (g *Game) AskHint() (*HintSearch, error) {
	p, err := g.playing()
	if err != nil {
		return nil, err
	}
	s := &HintSearch{g: g, p: p, board: p.board, notes: p.notes, elims: len(p.hintElims)}
	if h := p.hint; h != nil && h.unheeded(p) {
		// The hint shown still asks the player for something: asked
		// again, it is shown again, not the step after it.
		s.h, s.again = h, true
		return s, nil
	}
	h := &Hint{}
	var wrong []int
	for i, d := range p.digits() {
		if d != 0 && d != p.solution[i] {
			wrong = append(wrong, i)
			h.roles[i] = RoleWrong
		}
	}
	if len(wrong) > 0 {
		h.msg = wrongMessage(wrong, p.size)
		s.h = h
		return s, nil
	}
	if p.puzzle.HasLetters() || p.size != 9 {
		s.sized = p.sizedSearch()
		return s, nil
	}
	q := p.puzzle
	q.Givens = sudokuGrid(&p.board)
	b, err := logic.NewPuzzleBoard(&q)
	if err != nil { // cannot happen: every digit is the solution's
		return nil, fmt.Errorf("hint: %w", err)
	}
	if err := b.Apply(logic.Step{Eliminations: p.ruledOut(b.Candidates)}); err != nil {
		return nil, fmt.Errorf("hint: %w", err)
	}
	s.b = b
	return s, nil
}

// Search works out the step of the hint, if it is not ready; it may run on
// any goroutine, once.
func (s *HintSearch) Search() {
	if s.sized != nil {
		s.sized.search()
		return
	}
	if s.b == nil {
		return
	}
	step, ok := s.b.Next()
	if !ok { // cannot happen: the candidates all hold the solution
		s.err = errors.New("hint: no step found")
		return
	}
	s.h = &Hint{msg: stepMessage(step), step: step, hasStep: true, roles: rolesOf(step, s.p.rules.Houses())}
}

// Show shows the hint Search worked out, on the game's goroutine. It
// returns ErrStale, showing nothing, when the game, its digits, its notes
// or the hints given changed since AskHint, and the errors of ShowHint
// when the game can no longer show a hint (paused, solved, explaining).
func (s *HintSearch) Show() error {
	if s.err != nil {
		return s.err
	}
	g := s.g
	p, err := g.playing()
	if err != nil {
		return err
	}
	if p != s.p || p.board != s.board || p.notes != s.notes || len(p.hintElims) != s.elims {
		return ErrStale
	}
	if s.sized != nil {
		if s.h = p.sizedHint(s.sized); s.h == nil {
			s.h = &Hint{msg: noHint}
		}
	}
	if s.h == nil {
		return ErrStale
	}
	if s.h.hasStep && !s.again {
		p.hintElims = append(p.hintElims, s.h.step.Eliminations...)
	}
	p.helped = true
	return g.showHint(s.h)
}

// unheeded reports whether the hint h, shown on p's board, still asks the
// player for something they can do: a digit to place, or a candidate to
// take out of notes that hold it. An elimination where the player keeps no
// notes asks nothing; the next hint then builds on it.
func (h *Hint) unheeded(p *play) bool {
	if !h.hasStep {
		return true
	}
	for _, pl := range h.step.Placements {
		if p.board[pl.Cell] == 0 {
			return true
		}
	}
	for _, e := range h.step.Eliminations {
		if p.notes[e.Cell].Has(e.Digit) {
			return true
		}
	}
	return false
}

// ruledOut returns the candidates of a board that the player's notes leave
// out (in cells that have notes) and that earlier hints eliminated, keeping
// only those that are not the solution's digit: a note removed by mistake
// never makes a hint wrong. candidates gives the board's candidates of a
// cell: logic.Board's or logic.SizedBoard's.
func (p *play) ruledOut(candidates func(i int) sudoku.Digits) []logic.Candidate {
	var out []logic.Candidate
	seen := func(c, d int) bool { return candidates(c).Has(d) && int(p.solution[c]) != d }
	for i, n := range p.notes[:p.cells()] {
		if n == 0 || p.board[i] != 0 {
			continue
		}
		for _, d := range candidates(i).List() {
			if !n.Has(d) && seen(i, d) {
				out = append(out, logic.Candidate{Cell: i, Digit: d})
			}
		}
	}
	for _, e := range p.hintElims {
		if seen(e.Cell, e.Digit) {
			out = append(out, e)
		}
	}
	return out
}

// wrongMessage returns the words of a hint that names cells with wrong
// digits, the first of them in words: "The digit at row 4, column 5 is
// wrong", or "3 of your digits are wrong, the first at row 2, column 7"
// (the board marks them all).
func wrongMessage(cells []int, size int) logic.Message {
	words, _ := cellNames(cells[0], size)
	return logic.Message{Key: "hint.wrong",
		Text: "{{if eq .Count 1}}The digit at {{.Cell}} is wrong{{else}}{{.Count}} of your digits are wrong, the first at {{.Cell}}{{end}}",
		Args: map[string]any{"Cell": words, "Count": len(cells)}}
}

// cellNames returns cell i of a grid of size cells a side as message
// values: in words ("row 1, column 6") and as solvers write it ("r1c6").
func cellNames(i, size int) (words, name any) {
	if size != 9 {
		return message.GridCell{Cell: i, Size: size, Words: true}, message.GridCell{Cell: i, Size: size}
	}
	return message.CellWords(i), logic.Cell(i)
}

// lookMessage returns the words of a hint that names a step: a first line
// that names its cell in words and as solvers write it, which teaches a
// player who does not read r1c6 yet how the step's words name cells, then
// the step: "Look at row 1, column 6 (r1c6).\nHidden single: in box 2, 8
// fits only in r1c6".
func lookMessage(cell, size int, step logic.Message) logic.Message {
	words, name := cellNames(cell, size)
	return logic.Message{Key: "hint.look", Text: "Look at {{.Cell}} ({{.Name}}).\n{{.Hint}}",
		Args: map[string]any{"Cell": words, "Name": name, "Hint": step}}
}

// stepMessage returns the words of a hint that names step s: "Hidden
// single: in box 5, 7 fits only in r5c6", the technique's name and the
// step's message as data.
func stepMessage(s logic.Step) logic.Message {
	return logic.Message{Key: "hint.step", Text: "{{.Technique}}: {{.Step}}", Args: map[string]any{
		"Technique": s.Name(),
		"Step":      s.Message(),
	}}
}

// showHint shows h: the cursor goes to the cell it names, which then waits
// for a number (see PressNumber), and listeners get a HintShown event naming
// the cells it marks.
func (g *Game) showHint(h *Hint) error {
	if c := h.Cell(); c >= 0 {
		g.Selection().Set(c)
		g.chosen = true
	}
	h.g = g
	g.play.hint = h
	var cells []int
	for i, r := range h.roles {
		if r != RoleNone {
			cells = append(cells, i)
		}
	}
	g.emit(HintShown, cells...)
	return nil
}

// Hint returns the hint shown, or nil when none is.
func (g *Game) Hint() *Hint {
	if p := g.current(); p != nil && p.hint != nil {
		return p.hint
	}
	return nil
}

// shown reports whether h is the hint the game shows.
func (h *Hint) shown() bool {
	if h == nil || h.g == nil {
		return false
	}
	p := h.g.current()
	return p != nil && p.hint == h
}

// Hide takes the hint away; listeners get a HintShown event with no cells.
// When h is not shown it does nothing.
func (h *Hint) Hide() {
	if !h.shown() {
		return
	}
	h.g.play.hint = nil
	h.g.emit(HintShown)
}

// Text returns the words of the hint in English, e.g. "Look at row 5,
// column 6 (r5c6).\nHidden single: in box 5, 7 fits only in r5c6", or "" when h is
// not shown.
func (h *Hint) Text() string {
	if !h.shown() {
		return ""
	}
	return h.words().English()
}

// words returns the hint's words: a step's after the line that names its
// cell in words (see lookMessage), any other as it is.
func (h *Hint) words() logic.Message {
	if c := h.Cell(); h.hasStep && c >= 0 {
		return lookMessage(c, h.g.size(), h.msg)
	}
	return h.msg
}

// Message returns the words of the hint as data, for a window to say in the
// player's language (Text is their English), and false when h is not
// shown. A hint that names a step is "hint.look" ("Look at {{.Cell}}
// ({{.Name}}).\n{{.Hint}}", the cell in words and as solvers write it) around the step's words: "hint.step" ("{{.Technique}}:
// {{.Step}}" with a technique name's message and a step's, see
// logic.Step.Message), "hint.size.naked" (Digit, Cell), "hint.size.run"
// (Cell, Letter, First, Last, Digit) or "hint.size.hidden" (House, Digit,
// Cell). The others are "hint.wrong" (Cell in words, Count) and
// "hint.none".
func (h *Hint) Message() (logic.Message, bool) {
	if !h.shown() {
		return logic.Message{}, false
	}
	return h.words(), true
}

// Cell returns the cell (0–80) the hint names, which it moves the cursor
// to: the first wrong digit's, else the first cell its step places a digit
// in, else the first it removes candidates from; -1 when it names none.
// Unlike the other methods it answers for a hint not shown too.
func (h *Hint) Cell() int {
	if h == nil {
		return -1
	}
	for i, r := range h.roles {
		if r == RoleWrong {
			return i
		}
	}
	if !h.hasStep {
		return -1
	}
	if len(h.step.Placements) > 0 {
		return h.step.Placements[0].Cell
	}
	if len(h.step.Eliminations) > 0 {
		return h.step.Eliminations[0].Cell
	}
	return -1
}

// Step returns the step the hint names, and false when h is not shown, the
// hint names wrong digits instead of a step, or a size puzzle's hint found
// no step.
func (h *Hint) Step() (logic.Step, bool) {
	if !h.shown() || !h.hasStep {
		return logic.Step{}, false
	}
	return h.step, true
}

// Role returns the part cell i (0–80) plays in the hint: RoleNone for i
// out of range and when h is not shown.
func (h *Hint) Role(i int) Role {
	if !h.shown() || !h.g.validCell(i) {
		return RoleNone
	}
	return h.roles[i]
}
