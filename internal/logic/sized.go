package logic

import (
	words "github.com/sudoku-devs/sudoku/internal/message"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// The steps of a grid of any size, 4x4 to 16x16: a setter's grid the
// classic board (Board, 81 cells) does not hold. They are the steps that
// work on any houses — the singles, over the rules' rows, columns and
// regions and every constraint the rules consult — and Trial where those
// run out. Teaching each constraint on such grids is the ladder's next
// rung; this is what keeps Hint and grade going on every puzzle.

// SizedStep returns the next step of the solve of a grid of any size under
// rules from board (its cells row by row, 0 for open), whose solution is
// solution (as many cells): the first open cell, row by row, where rules
// leave one digit (NakedSingle, which takes in every constraint rules
// consult); else the first house, in the rules' order, where a digit fits
// in one open cell only (HiddenSingle, with the house in Houses); else
// Trial, placing the solution's digit in the open cell with the fewest
// candidates, the first of them (sound, as the puzzle has one solution:
// every other digit there fails). It reports false when board has no open
// cell. Each step places one digit; Digits holds it, Cells its cell.
func SizedStep(rules *sudoku.Rules, board, solution []uint8) (Step, bool) {
	n := rules.Size()
	// Cells and houses are named on the grid's own rows and columns.
	var cell func(i int) any = func(i int) any { return Cell(i) }
	if n != 9 {
		cell = func(i int) any { return words.GridCell{Cell: i, Size: n} }
	}
	single := func(t Technique, i, d int) Step {
		s := Step{Technique: t, Digits: sudoku.Digits(0).Add(d), Cells: []int{i}, Placements: []Candidate{{Cell: i, Digit: d}}}
		if n != 9 {
			s.size = n
		}
		switch t {
		case NakedSingle:
			s.msg = message("step.nakedSingle", args{"Cell": cell(i), "Digit": d})
		case Trial:
			s.msg = message("step.trial.sized", args{"Cell": cell(i), "Digit": d})
		}
		return s
	}
	trial, fewest := -1, sudoku.MaxDigit+1
	for i, x := range board {
		if x != 0 {
			continue
		}
		c := rules.Candidates(board, i)
		if c.Count() == 1 {
			return single(NakedSingle, i, c.Single()), true
		}
		if c.Count() < fewest {
			trial, fewest = i, c.Count()
		}
	}
	if trial < 0 {
		return Step{}, false
	}
	for h, house := range rules.Houses() {
		for d := 1; d <= n; d++ {
			at, places := -1, 0
			for _, c := range house {
				if board[c] == uint8(d) {
					places = 2 // placed already
					break
				}
				if board[c] == 0 && rules.Allows(board, int(c), d) {
					at, places = int(c), places+1
				}
			}
			if places == 1 {
				s := single(HiddenSingle, at, d)
				s.Houses = []int{h}
				var house any = House(h)
				if n != 9 {
					house = words.GridHouse{House: h, Size: n, Region: rules.Jigsaw()}
				}
				s.msg = message("step.hiddenSingle", args{"House": house, "Digit": d, "Cell": cell(at)})
				return s, true
			}
		}
	}
	return single(Trial, trial, int(solution[trial])), true
}

// GradeSized grades a grid of any size as GradePuzzle grades a 9x9 one,
// by the steps of SizedStep from givens to the full grid whose solution
// is solution: the level and rating of the hardest technique the solve
// needs (Easy for singles only, Extreme for Trial).
func GradeSized(rules *sudoku.Rules, givens, solution []uint8) Difficulty {
	var d Difficulty
	for _, s := range ExplainSized(rules, givens, solution) {
		d.add(s, s.Rating())
	}
	return d
}

// ExplainSized returns the steps of SizedStep from givens to the full grid
// whose solution is solution: the explanation of a grid of any size.
func ExplainSized(rules *sudoku.Rules, givens, solution []uint8) []Step {
	var steps []Step
	b := append([]uint8(nil), givens...)
	for {
		s, ok := SizedStep(rules, b, solution)
		if !ok {
			return steps
		}
		steps = append(steps, s)
		p := s.Placements[0]
		b[p.Cell] = uint8(p.Digit)
	}
}
