package game

import (
	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// runOf returns the first cell of cell i's run: the three cells of its row
// inside its box.
func runOf(i int) int { return sudoku.RunOf(i) }

// legal reports whether digit d may go in cell i of board b with letters z:
// no equal digit in its row, column or box, and the letters of its run
// allow it.
func legal(b *sudoku.Grid, z *sudoku.Letters, i, d int) bool {
	return b.Legal(i, d) && z.Allows(b, i, d)
}

// sizeHint finds the hint of a size puzzle whose player's digits are all
// right (the package logic knows no letters): the first open cell, row by
// row, where the classic candidates that the run's letters and digits allow
// leave one digit; else the first house, rows then columns then boxes, where
// a digit fits in one open cell only; else no step, saying so. Every digit
// it names is the solution's, since the solution's digit is always legal.
func (p *play) sizeHint() *Hint {
	h := &Hint{}
	b, z := &p.board, &p.puzzle.Letters
	for i := range b {
		if b[i] != 0 {
			continue
		}
		c := z.Candidates(b, i)
		if c.Count() != 1 {
			continue
		}
		d := c.Single()
		r := runOf(i)
		h.step = logic.Step{Technique: logic.NakedSingle, Digits: sudoku.Digits(0).Add(d),
			Cells: []int{r, r + 1, r + 2}, Placements: []logic.Candidate{{Cell: i, Digit: d}}}
		if b.Candidates(i).Count() == 1 {
			h.msg = sizeNaked(i, d)
		} else {
			h.msg = sizeRun(i, d, z[i].String())
		}
		h.hasStep = true
		h.roles = rolesOf(h.step)
		return h
	}
	for k, house := range sudoku.Houses {
		for d := 1; d <= 9; d++ {
			at, n := -1, 0
			for _, c := range house {
				if b[c] == uint8(d) {
					n = 2 // placed already
					break
				}
				if b[c] == 0 && legal(b, z, int(c), d) {
					at, n = int(c), n+1
				}
			}
			if n != 1 {
				continue
			}
			h.step = logic.Step{Technique: logic.HiddenSingle, Digits: sudoku.Digits(0).Add(d),
				Houses: []int{k}, Cells: []int{at}, Placements: []logic.Candidate{{Cell: at, Digit: d}}}
			h.msg = sizeHidden(at, d, k)
			h.hasStep = true
			h.roles = rolesOf(h.step)
			return h
		}
	}
	h.msg = noHint
	return h
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
