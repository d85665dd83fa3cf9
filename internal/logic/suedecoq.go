package logic

import "github.com/sudoku-devs/sudoku/internal/sudoku"

// sueDeCoq finds a Sue de Coq: two or three blank cells where a box meets
// a row or column (the core), holding at least two digits more than they
// are cells, with some other cells of the line and some other cells of the
// box whose two sets of digits share none, such that all these cells
// together hold exactly as many digits as they are cells. The cells of the
// core and of the line see each other, so do those of the core and of the
// box, and a line cell and a box cell share no digit: so all the cells
// hold different digits, each digit of the lot exactly once. A digit of
// the line cells can then only be in the line cells or the core, so it
// goes from the rest of the line; a digit of the box cells goes from the
// rest of the box; any other digit is in the core and goes from the rest
// of both. The line and box cells are at most two each.
func (b *Board) sueDeCoq() (Step, bool) {
	for box := 18; box < 27; box++ {
		for _, line := range boxLines(box) {
			var core, lineRest, boxRest uint16 // positions in line, line, box
			for j, c := range sudoku.Houses[line] {
				if b.cands[c] == 0 {
					continue
				}
				if sudoku.CellHouses[c][2] == uint8(box) {
					core |= 1 << j
				} else {
					lineRest |= 1 << j
				}
			}
			for j, c := range sudoku.Houses[box] {
				if b.cands[c] != 0 && sudoku.CellHouses[c][line/9] != uint8(line) {
					boxRest |= 1 << j
				}
			}
			var step Step
			found := false
			for n := 2; n <= 3 && !found; n++ {
				found = subsets(core, n, func(cs uint16) bool {
					var ok bool
					step, ok = b.sueDeCoqWith(box, line, b.houseCells(line, cs), lineRest, boxRest)
					return ok
				})
			}
			if found {
				return step, true
			}
		}
	}
	return Step{}, false
}

// sueDeCoqWith looks for the line and box cells that make a Sue de Coq
// with core, the cells lineRest and boxRest (positions in line and box)
// to choose them from.
func (b *Board) sueDeCoqWith(box, line int, core []int, lineRest, boxRest uint16) (Step, bool) {
	var v sudoku.Digits
	for _, c := range core {
		v |= b.cands[c]
	}
	if v.Count() < len(core)+2 {
		return Step{}, false
	}
	digitsOf := func(cells []int) sudoku.Digits {
		var ds sudoku.Digits
		for _, c := range cells {
			ds |= b.cands[c]
		}
		return ds
	}
	var step Step
	for nl := 1; nl <= 2; nl++ {
		for nb := 1; nb <= 2; nb++ {
			if subsets(lineRest, nl, func(ls uint16) bool {
				lineCells := b.houseCells(line, ls)
				dl := digitsOf(lineCells)
				return subsets(boxRest, nb, func(bs uint16) bool {
					boxCells := b.houseCells(box, bs)
					db := digitsOf(boxCells)
					if dl&db != 0 || (v|dl|db).Count() != len(core)+nl+nb {
						return false
					}
					var ok bool
					step, ok = b.sueDeCoqStep(box, line, core, lineCells, boxCells, v, dl, db)
					return ok
				})
			}) {
				return step, true
			}
		}
	}
	return Step{}, false
}

// sueDeCoqStep returns the step of a Sue de Coq, if it removes anything.
func (b *Board) sueDeCoqStep(box, line int, core, lineCells, boxCells []int, v, dl, db sudoku.Digits) (Step, bool) {
	all := v | dl | db
	var elim []Candidate
	in := func(c int, cells ...[]int) bool {
		for _, cs := range cells {
			if inCells(cs, c) {
				return true
			}
		}
		return false
	}
	var seen [81]bool
	for _, h := range []int{line, box} {
		for _, x := range sudoku.Houses[h] {
			c := int(x)
			if seen[c] || in(c, core, lineCells, boxCells) {
				continue
			}
			seen[c] = true
			inLine := sudoku.CellHouses[c][line/9] == uint8(line)
			inBox := sudoku.CellHouses[c][2] == uint8(box)
			for _, d := range (b.cands[c] & all).List() {
				switch {
				case dl.Has(d) && !inLine, db.Has(d) && !inBox:
				default:
					elim = append(elim, Candidate{c, d})
				}
			}
		}
	}
	if len(elim) == 0 {
		return Step{}, false
	}
	sortCandidates(elim)
	cells := append(append(append([]int(nil), core...), lineCells...), boxCells...)
	n := len(cells)
	return Step{
		Technique:    SueDeCoq,
		Digits:       all,
		Cells:        cells,
		Houses:       []int{box, line},
		Eliminations: elim,
		length:       n + all.Count(),
		msg: message("step.sueDeCoq", args{
			"Cells": Cells(core), "Box": House(box), "Line": House(line), "Digits": Digits(v.List()),
			"LineCells": Cells(lineCells), "LineDigits": Digits(dl.List()),
			"BoxCells": Cells(boxCells), "BoxDigits": Digits(db.List()),
			"Count": n, "Removals": removalClauses(elim)}),
	}, true
}
