package game

import (
	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/message"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// runOf returns the first cell of cell i's run: the three cells of its row
// inside its box.
func runOf(i int) int { return sudoku.RunOf(i) }

// singleHint finds the hint of a puzzle whose player's digits are all
// right that package logic does not search: a size puzzle (logic knows no
// letters) or a setter's grid of another size than 9x9. It is the first
// open cell, row by row, where the puzzle's rules (its houses, letters and
// constraints) leave one digit; else the first house, rows then columns
// then boxes, where a digit fits in one open cell only; else nil. Every
// digit it names is the solution's, since the solution's digit is always
// allowed.
func (p *play) singleHint() *Hint {
	h := &Hint{}
	b, z, rules := p.digits(), &p.puzzle.Letters, p.rules
	for i := range b {
		if b[i] != 0 {
			continue
		}
		c := rules.Candidates(b, i)
		if c.Count() != 1 {
			continue
		}
		d := c.Single()
		h.step = logic.Step{Technique: logic.NakedSingle, Digits: sudoku.Digits(0).Add(d),
			Cells: []int{i}, Placements: []logic.Candidate{{Cell: i, Digit: d}}}
		if p.puzzle.HasLetters() {
			r := runOf(i)
			h.step.Cells = []int{r, r + 1, r + 2}
		}
		switch {
		case p.puzzle.HasLetters() && sudokuGrid(&p.board).Candidates(i).Count() != 1:
			h.msg = sizeRun(i, d, z[i].String())
		case p.size != 9:
			h.msg = logic.Message{Key: "hint.size.naked", Text: "Naked single: only {{.Digit}} fits in {{.Cell}}",
				Args: map[string]any{"Digit": d, "Cell": message.GridCell{Cell: i, Size: p.size}}}
		default:
			h.msg = sizeNaked(i, d)
		}
		h.hasStep = true
		h.roles = rolesOf(h.step, rules.Houses())
		return h
	}
	for k, house := range rules.Houses() {
		for d := 1; d <= p.size; d++ {
			at, n := -1, 0
			for _, c := range house {
				if b[c] == uint8(d) {
					n = 2 // placed already
					break
				}
				if b[c] == 0 && rules.Allows(b, int(c), d) {
					at, n = int(c), n+1
				}
			}
			if n != 1 {
				continue
			}
			h.step = logic.Step{Technique: logic.HiddenSingle, Digits: sudoku.Digits(0).Add(d),
				Cells: []int{at}, Placements: []logic.Candidate{{Cell: at, Digit: d}}}
			if k < 3*p.size && !rules.Jigsaw() {
				h.step.Houses = []int{k} // a row, column or box, as the board marks them
			}
			h.msg = hiddenMessage(p, at, d, k)
			h.hasStep = true
			h.roles = rolesOf(h.step, rules.Houses())
			return h
		}
	}
	return nil
}

// hiddenMessage returns the words of a hidden single of digit d in cell i,
// house k of p's rules: the size variant's (with the letters), or one
// naming the house, a jigsaw region or a diagonal.
func hiddenMessage(p *play, i, d, k int) logic.Message {
	if p.puzzle.HasLetters() {
		return sizeHidden(i, d, k)
	}
	if p.size != 9 {
		return logic.Message{Key: "hint.hidden", Text: "Hidden single: in {{.House}}, {{.Digit}} fits only in {{.Cell}}",
			Args: map[string]any{"House": message.GridHouse{House: k, Size: p.size, Region: p.rules.Jigsaw()}, "Digit": d,
				"Cell": message.GridCell{Cell: i, Size: p.size}}}
	}
	var house any = message.House(k)
	if p.rules.Jigsaw() && k >= 18 && k < 27 {
		house = message.Region(k - 17)
	}
	return logic.Message{Key: "hint.hidden", Text: "Hidden single: in {{.House}}, {{.Digit}} fits only in {{.Cell}}",
		Args: map[string]any{"House": house, "Digit": d, "Cell": logic.Cell(i)}}
}

// The words of a size puzzle's hints (see Hint.Message).

// sizeNaked: only digit d fits in cell i.
func sizeNaked(i, d int) logic.Message {
	return logic.Message{Key: "hint.size.naked", Text: "Naked single: only {{.Digit}} fits in {{.Cell}}",
		Args: map[string]any{"Digit": d, "Cell": logic.Cell(i)}}
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
