package logic

import (
	"math"
	"strconv"

	words "github.com/sudoku-devs/sudoku/internal/message"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// StepData is a Step as plain data: names and numbers only, no indexes to
// decode and no method to call. It is what a tool reads (its JSON, through
// the struct tags, is a line of `sudokucli hint -json`); a text in another
// language is made from Step.Message instead. Every slice is non-nil, so
// the JSON form always has every key, with [] for nothing. A line looks like
//
//	{"technique":"X-Wing","rating":3.2,"place":[],"eliminate":[{"cell":"r4c3","digit":6}],
//	 "digits":[6],"cells":["r2c3","r2c8","r7c3","r7c8"],"houses":["r2","r7","c3","c8"],
//	 "text":"X-Wing: in rows 2 and 7, 6 fits only in columns 3 and 8, so 6 goes from r4c3"}
//
// (on one line).
type StepData struct {
	// Technique is the step's name as Step.Name gives it, in English:
	// "Hidden single", "X-Wing", "Forcing chain", a constraint's lesson
	// ("Thermometer").
	Technique string `json:"technique"`
	// Rating is Step.Rating rounded to one decimal, on the Sudoku Explainer
	// scale: 1.2 for a hidden single in a box, 3.2 for an X-Wing.
	Rating float64 `json:"rating"`
	// Place holds the digits the step puts in cells, in Step.Placements order.
	Place []CellDigit `json:"place"`
	// Eliminate holds the candidates the step removes, in Step.Eliminations
	// order.
	Eliminate []CellDigit `json:"eliminate"`
	// Digits are the digits the pattern is about (Step.Digits), increasing.
	Digits []int `json:"digits"`
	// Cells are the pattern's cells (Step.Cells), named "r1c1" … "r9c9", in
	// chain order for a chain.
	Cells []string `json:"cells"`
	// Houses are the pattern's houses (Step.Houses), defining house first,
	// named "r1" … "r9" for rows, "c1" … "c9" for columns, "b1" … "b9"
	// for boxes (box 1 top left, box 9 bottom right) or a jigsaw's regions,
	// and "d1" (r1c1-r9c9) and "d2" (r1c9-r9c1) for X Sudoku's diagonals.
	Houses []string `json:"houses"`
	// Text is the step described for a player in English, as Step.String
	// gives it: the technique's name, a colon and the deduction.
	Text string `json:"text"`
}

// CellDigit is a digit in a named cell, a placement or an elimination of
// StepData: Cell is "r1c1" … "r9c9" (row first), Digit 1–9.
type CellDigit struct {
	Cell  string `json:"cell"`
	Digit int    `json:"digit"`
}

// Data returns s as plain data: its technique's name, its rating rounded to
// one decimal, its placements, eliminations, digits, cells and houses by
// name, and its text. The result shares no memory with s.
func (s Step) Data() StepData {
	name, house := sudoku.CellName, houseTag
	if n := s.size; n != 0 { // a step of a grid of another size (SizedBoard)
		name = func(c int) string { return words.GridCell{Cell: c, Size: n}.English() }
		house = func(h int) string { return string("rcb"[min(h/n, 2)]) + strconv.Itoa(h%n+1) }
	}
	d := StepData{
		Technique: s.Name().English(),
		Rating:    math.Round(s.Rating()*10) / 10,
		Place:     cellDigits(s.Placements, name),
		Eliminate: cellDigits(s.Eliminations, name),
		Digits:    make([]int, 0, s.Digits.Count()),
		Cells:     make([]string, len(s.Cells)),
		Houses:    make([]string, len(s.Houses)),
		Text:      s.String(),
	}
	d.Digits = append(d.Digits, s.Digits.List()...)
	for i, c := range s.Cells {
		d.Cells[i] = name(c)
	}
	for i, h := range s.Houses {
		d.Houses[i] = house(h)
	}
	return d
}

// cellDigits converts candidates to cells named by name; the result is
// never nil.
func cellDigits(cs []Candidate, name func(int) string) []CellDigit {
	out := make([]CellDigit, len(cs))
	for i, c := range cs {
		out[i] = CellDigit{name(c.Cell), c.Digit}
	}
	return out
}

// houseTag names house h "r3", "c5" or "b9" (a box, or a jigsaw's region
// 9), and X Sudoku's diagonals "d1" (r1c1-r9c9) and "d2" (r1c9-r9c1).
func houseTag(h int) string {
	if h >= 27 {
		return "d" + strconv.Itoa(h-26)
	}
	return string("rcb"[h/9]) + strconv.Itoa(h%9+1)
}
