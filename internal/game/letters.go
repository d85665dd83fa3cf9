package game

import (
	"slices"

	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/message"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// runOf returns the first cell of cell i's run: the three cells of its row
// inside its box.
func runOf(i int) int { return sudoku.RunOf(i) }

// sizedSearch is the search of a hint on a puzzle whose player's digits
// are all right that package logic's 9x9 board does not search: a size
// puzzle (logic knows no letters) or a setter's grid of another size than
// 9x9. Its board is logic.SizedBoard's, from the player's digits with the
// candidates their notes and earlier hints ruled out (see ruledOut); its
// step the board's next: a naked single (the puzzle's houses and letters
// leave one digit in a cell), a hidden single, a constraint's
// eliminations, pointing, claiming, a subset, else Trial, the solution's
// digit in a cell with the fewest candidates.
type sizedSearch struct {
	b        *logic.SizedBoard // nil when the board could not be built
	solution []uint8
	step     logic.Step
	found    bool
}

// sizedSearch makes the search of a hint from p's position, on the game's
// goroutine; search runs it on any.
func (p *play) sizedSearch() *sizedSearch {
	s := &sizedSearch{solution: slices.Clone(p.solution[:p.cells()])}
	b, err := logic.NewSizedBoard(p.rules, p.digits())
	if err != nil || b.Apply(logic.Step{Eliminations: p.ruledOut(b.Candidates)}) != nil {
		return s // cannot happen: the board is the rules' size, the eliminations on it
	}
	s.b = b
	return s
}

// search finds the step; it reads nothing of the game.
func (s *sizedSearch) search() {
	if s.b != nil {
		s.step, s.found = s.b.Next(s.solution)
	}
}

// sizedHint returns the hint of the step s found, in words for p's
// puzzle; nil when the board is full.
func (p *play) sizedHint(ss *sizedSearch) *Hint {
	if !ss.found {
		return nil
	}
	h := &Hint{step: ss.step, hasStep: true, msg: stepMessage(ss.step)}
	if t := ss.step.Technique; t == logic.NakedSingle || t == logic.HiddenSingle {
		p.singleWords(h)
	}
	h.roles = rolesOf(h.step, p.rules.Houses())
	return h
}

// singleWords words h, a hint of a naked or hidden single, for p's puzzle:
// with the letters of a size puzzle, naming the cells by the grid's own
// rows and columns, and marking the run or the house the board shows.
func (p *play) singleWords(h *Hint) {
	s := h.step
	i, d := s.Placements[0].Cell, s.Placements[0].Digit
	var cell any = logic.Cell(i)
	if p.size != 9 {
		cell = message.GridCell{Cell: i, Size: p.size}
	}
	switch s.Technique {
	case logic.NakedSingle:
		if p.puzzle.HasLetters() {
			r := runOf(i)
			h.step.Cells = []int{r, r + 1, r + 2}
		}
		switch {
		case p.puzzle.HasLetters() && sudokuGrid(&p.board).Candidates(i).Count() != 1:
			h.msg = sizeRun(i, d, p.puzzle.Letters[i].String())
		default:
			h.msg = sizeNaked(cell, d)
		}
	case logic.HiddenSingle:
		k := s.Houses[0]
		if k >= 3*p.size || p.rules.Jigsaw() {
			h.step.Houses = nil // the board marks rows, columns and boxes
		}
		h.msg = hiddenMessage(p, i, d, k)
	}
}

// hiddenMessage returns the words of a hidden single of digit d in cell i,
// house k of p's rules: the size variant's (with the letters), or one
// naming the house, a jigsaw region or a diagonal.
func hiddenMessage(p *play, i, d, k int) logic.Message {
	if p.puzzle.HasLetters() {
		return sizeHidden(i, d, k)
	}
	var house any = message.House(k)
	var cell any = logic.Cell(i)
	if p.size != 9 {
		house, cell = message.GridHouse{House: k, Size: p.size}, message.GridCell{Cell: i, Size: p.size}
	}
	if p.rules.Jigsaw() && k >= 2*p.size {
		// The board numbers no region: its first cell names it.
		house = message.RegionOf{Cell: int(slices.Min(p.rules.Houses()[k])), Size: p.size}
	}
	return logic.Message{Key: "hint.hidden", Text: "Hidden single: in {{.House}}, {{.Digit}} fits only in {{.Cell}}",
		Args: map[string]any{"House": house, "Digit": d, "Cell": cell}}
}

// The words of a size puzzle's hints (see Hint.Message).

// sizeNaked: only digit d fits in cell (a logic.Cell, or a
// message.GridCell on a grid of another size).
func sizeNaked(cell any, d int) logic.Message {
	return logic.Message{Key: "hint.size.naked", Text: "Naked single: only {{.Digit}} fits in {{.Cell}}",
		Args: map[string]any{"Digit": d, "Cell": cell}}
}

// sizeRun: cell i is the letter of its run, so only digit d fits.
func sizeRun(i, d int, letter string) logic.Message {
	r := runOf(i)
	return logic.Message{Key: "hint.size.run", Text: "Size: {{.Cell}} is the {{.Letter}} of its run {{.First}}-{{.Last}}, so only {{.Digit}} fits",
		Args: map[string]any{"Cell": logic.Cell(i), "Letter": letter, "First": logic.Cell(r), "Last": logic.Cell(r + 2), "Digit": d}}
}

// sizeHidden: in house k, digit d fits only in cell i.
func sizeHidden(i, d, k int) logic.Message {
	return logic.Message{Key: "hint.size.hidden", Text: "Size: in {{.House}}, {{.Digit}} fits only in {{.Cell}} (with the letters)",
		Args: map[string]any{"House": logic.House(k), "Digit": d, "Cell": logic.Cell(i)}}
}

// noHint: no single found.
var noHint = logic.Message{Key: "hint.none", Text: "No simple step found; try Check"}
