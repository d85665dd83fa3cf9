package game

import (
	"fmt"
	"strings"

	"github.com/sudoku-devs/sudoku/internal/logic"
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

// hint is the hint shown: its words and the role of every cell.
type hint struct {
	text    string
	step    logic.Step
	hasStep bool // false for a hint that names wrong digits
	roles   [81]Role
}

// rolesOf returns the role of every cell in step s: its houses, its pattern
// cells and the cells it changes.
func rolesOf(s logic.Step) [81]Role {
	var roles [81]Role
	set := func(c int, r Role) {
		if c >= 0 && c < 81 && roles[c] < r {
			roles[c] = r
		}
	}
	for _, h := range s.Houses {
		if h >= 0 && h < len(sudoku.Houses) {
			for _, c := range sudoku.Houses[h] {
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
// it until the next change of the board: HintText gives its words, e.g.
// "Hidden single: in box 5, 7 fits only in r5c6", and Role the part each
// cell plays. When a player's digit is wrong the hint says so instead
// ("r4c5 holds a wrong digit") and marks that cell RoleWrong, since no sound
// step can be built on a wrong digit. In a size puzzle the hint is a single
// found with the letters: "Size: r3c4 is the S of its run r3c4-r3c6, so only
// 1 fits", a hidden single, or "No simple step found; try Check". Listeners get a HintShown event naming
// the cells marked. It returns the errors of a move for no puzzle, a paused or
// ended (solved) game, an explanation shown or a puzzle being entered
// (ErrEntering). A hint changes no cell.
func (g *Game) ShowHint() error {
	if err := g.playable(); err != nil {
		return err
	}
	if g.entering {
		return ErrEntering
	}
	h := &hint{}
	var wrong []int
	for i, d := range g.board {
		if d != 0 && d != g.solution[i] {
			wrong = append(wrong, i)
			h.roles[i] = RoleWrong
		}
	}
	if len(wrong) > 0 {
		h.text = wrongText(wrong)
		return g.showHint(h)
	}
	if g.Variant() {
		return g.showHint(g.sizeHint())
	}
	b, err := logic.NewBoard(g.board)
	if err != nil { // cannot happen: every digit is the solution's
		return fmt.Errorf("hint: %w", err)
	}
	if err := b.Apply(logic.Step{Eliminations: g.ruledOut(b)}); err != nil {
		return fmt.Errorf("hint: %w", err)
	}
	s, ok := b.Next()
	if !ok { // cannot happen: the candidates all hold the solution
		return fmt.Errorf("hint: no step found")
	}
	h.text, h.step, h.hasStep, h.roles = s.String(), s, true, rolesOf(s)
	g.hintElims = append(g.hintElims, s.Eliminations...)
	return g.showHint(h)
}

// ruledOut returns the candidates of b that the player's notes leave out (in
// cells that have notes) and that earlier hints eliminated, keeping only those
// that are not the solution's digit: a note removed by mistake never makes a
// hint wrong.
func (g *Game) ruledOut(b *logic.Board) []logic.Candidate {
	var out []logic.Candidate
	seen := func(c, d int) bool { return b.Candidates(c).Has(d) && int(g.solution[c]) != d }
	for i, n := range g.notes {
		if n == 0 || g.board[i] != 0 {
			continue
		}
		for _, d := range b.Candidates(i).List() {
			if !n.Has(d) && seen(i, d) {
				out = append(out, logic.Candidate{Cell: i, Digit: d})
			}
		}
	}
	for _, e := range g.hintElims {
		if seen(e.Cell, e.Digit) {
			out = append(out, e)
		}
	}
	return out
}

// wrongText says which cells hold wrong digits: "r4c5 holds a wrong digit",
// "r4c5 and r7c2 hold wrong digits", naming at most three.
func wrongText(cells []int) string {
	names := make([]string, 0, 4)
	for _, c := range cells[:min(len(cells), 3)] {
		names = append(names, sudoku.CellName(c))
	}
	if n := len(cells) - len(names); n > 0 {
		names = append(names, fmt.Sprintf("%d more", n))
	}
	list := names[0]
	if len(names) > 1 {
		list = strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
	}
	if len(cells) == 1 {
		return list + " holds a wrong digit"
	}
	return list + " hold wrong digits"
}

func (g *Game) showHint(h *hint) error {
	g.hint = h
	var cells []int
	for i, r := range h.roles {
		if r != RoleNone {
			cells = append(cells, i)
		}
	}
	g.emit(HintShown, cells...)
	return nil
}

// HideHint takes the hint away, if one is shown; listeners get a HintShown
// event with no cells.
func (g *Game) HideHint() {
	if g.hint == nil {
		return
	}
	g.hint = nil
	g.emit(HintShown)
}

// HintText returns the words of the hint shown, or "" when none is.
func (g *Game) HintText() string {
	if g.hint == nil {
		return ""
	}
	return g.hint.text
}

// HintStep returns the step the hint shown names, and false when no hint is
// shown, the hint names wrong digits instead of a step, or a size puzzle's
// hint found no step.
func (g *Game) HintStep() (logic.Step, bool) {
	if g.hint == nil || !g.hint.hasStep {
		return logic.Step{}, false
	}
	return g.hint.step, true
}

// Role returns the part cell i (0–80) plays in what the board explains: the
// step of the explanation while one is shown, else the hint shown, else
// RoleNone.
func (g *Game) Role(i int) Role {
	if !validCell(i) {
		return RoleNone
	}
	if g.explain != nil {
		return g.explain.roles[i]
	}
	if g.hint != nil {
		return g.hint.roles[i]
	}
	return RoleNone
}
