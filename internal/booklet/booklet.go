// Package booklet prints puzzles to PDF: one puzzle, or a booklet of many with
// 1, 2, 4 or 6 puzzles a page and the solutions at the back.
//
// Pages are A4 portrait. Each puzzle is a square grid with thin lines between
// cells and thick lines between boxes (or a jigsaw's regions), the givens in
// bold, a title above it and, for the size variant, each cell's letter small
// in its top-left corner; a killer's cages are dashed outlines with their
// sums in that corner, and X Sudoku's diagonals thin grey lines. A setter's
// puzzle of any size, 4x4 to 16x16, is printed with its constraints as the
// window draws them (see Puzzle.Setter).
// The PDF is written with codeberg.org/go-pdf/fpdf (the maintained
// continuation of gofpdf) in the Go fonts (golang.org/x/image/font/gofont),
// embedded as UTF-8 fonts so that titles in any language print whole. The
// PDF's creation date is the time it is written, or the one
// Options.Created fixes: the same puzzles and date give the same bytes.
package booklet

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"codeberg.org/go-pdf/fpdf"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"

	"github.com/sudoku-devs/sudoku/internal/outline"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
	"github.com/sudoku-devs/sudoku/internal/variant"
)

// Page sizes and margins, in millimetres.
const (
	pageWidth  = 210.0
	pageHeight = 297.0
	margin     = 15.0
	titleSpace = 9.0 // room above each grid for its title
)

// font is the family of the Go fonts in the PDF.
const font = "Go"

// Puzzle is one puzzle to print.
type Puzzle struct {
	// Title is printed above the grid, e.g. "Puzzle 3 · Hard".
	Title string
	// SolutionTitle is printed above the puzzle's solution at the back;
	// empty, it is "Solution: " and the Title.
	SolutionTitle string
	// Givens is the puzzle (0 for blank cells).
	Givens sudoku.Grid
	// Solution is the completed grid, printed at the back when Options.Solutions
	// is set; it may be zero otherwise.
	Solution sudoku.Grid
	// Letters are the size variant's letters, or zero for a classic puzzle.
	Letters sudoku.Letters
	// Regions, Diagonals and Cages are a jigsaw's regions (zero for the
	// boxes), X Sudoku's diagonals and a killer's cages, drawn as on
	// screen: regions by thick borders, the diagonals thin and grey, each
	// cage as a dashed outline inset in its cells with its sum small in its
	// first cell's corner.
	Regions   sudoku.Regions
	Diagonals bool
	Cages     []sudoku.Cage
	// Setter, when not nil, is a setter's puzzle of any size, 4x4 to
	// 16x16, printed in place of Givens, Letters, Regions, Diagonals and
	// Cages: its grid and its regions' borders, its givens, and its
	// constraints drawn as the window draws them (thermometers, arrows,
	// dots, lines, cages, the clues around the grid). SetterSolution is
	// then its solution, Setter.Size*Setter.Size digits row by row, printed
	// at the back; Solution is not read.
	Setter         *variant.Puzzle
	SetterSolution []int
}

// solved reports whether p has its solution to print at the back.
func (p *Puzzle) solved() bool {
	if p.Setter != nil {
		return len(p.SetterSolution) == p.Setter.Cells() && !slices.Contains(p.SetterSolution, 0)
	}
	return p.Solution.Complete()
}

// shape returns the puzzle's rules for drawing its shape; nil when it has
// none.
func (p *Puzzle) shape() *sudoku.Rules {
	q := sudoku.Puzzle{Regions: p.Regions, Diagonals: p.Diagonals, Cages: p.Cages}
	if !q.HasShape() {
		return nil
	}
	return q.Rules()
}

// Options says how to lay the puzzles out.
type Options struct {
	// PerPage is how many puzzles go on a page: 1, 2, 4 or 6.
	PerPage int
	// Solutions adds pages with every solution after the puzzles, six to a
	// page.
	Solutions bool
	// Title is the document's title in the PDF's metadata.
	Title string
	// TitleFont, when not nil, is a TrueType font (.ttf) that the puzzles'
	// titles are set in, for scripts the Go fonts lack (see GoFontsCover
	// and FindFont); the digits and letters stay in the Go fonts.
	TitleFont []byte
	// Created is the PDF's creation (and modification) date in its
	// metadata, written to the second in Created's own time zone; zero,
	// it is the time Write is called. Tests fix it to compare bytes.
	Created time.Time
}

// perPageLayouts gives the columns and rows of the grids on a page for each
// allowed number of puzzles a page.
var perPageLayouts = map[int][2]int{1: {1, 1}, 2: {1, 2}, 4: {2, 2}, 6: {2, 3}}

// Write writes a PDF of puzzles to w as opts says. It returns an error for no
// puzzles, for a PerPage other than 1, 2, 4 or 6, for a puzzle whose solution
// is missing while Solutions is set, and w's or the PDF library's error.
func Write(w io.Writer, puzzles []Puzzle, opts Options) error {
	if len(puzzles) == 0 {
		return fmt.Errorf("no puzzles to print")
	}
	if _, ok := perPageLayouts[opts.PerPage]; !ok {
		return fmt.Errorf("%d puzzles a page; want 1, 2, 4 or 6", opts.PerPage)
	}
	if opts.Solutions {
		for i, p := range puzzles {
			if !p.solved() {
				return fmt.Errorf("puzzle %d (%s) has no solution to print", i+1, p.Title)
			}
		}
	}
	pdf := fpdf.New("P", "mm", "A4", "")
	created := opts.Created
	if created.IsZero() {
		created = time.Now()
	}
	pdf.SetCreationDate(created)
	pdf.SetModificationDate(created)
	pdf.SetCatalogSort(true)
	pdf.SetCreator("Sudoku", true)
	pdf.AddUTF8FontFromBytes(font, "", goregular.TTF)
	pdf.AddUTF8FontFromBytes(font, "B", gobold.TTF)
	titleFont := font
	if opts.TitleFont != nil {
		titleFont = "Titles"
		pdf.AddUTF8FontFromBytes(titleFont, "", opts.TitleFont)
	}
	pdf.SetTitle(opts.Title, true)
	pdf.SetAutoPageBreak(false, 0)

	layout(pdf, puzzles, opts.PerPage, titleFont, false)
	if opts.Solutions {
		sols := make([]Puzzle, len(puzzles))
		for i, p := range puzzles {
			title := p.SolutionTitle
			if title == "" {
				title = "Solution: " + p.Title
			}
			sols[i] = p
			sols[i].Title = title
		}
		layout(pdf, sols, 6, titleFont, true)
	}
	if err := pdf.Error(); err != nil {
		return err
	}
	return pdf.Output(w)
}

// layout puts puzzles on as many pages as they need, perPage to a page,
// their titles in the font family titleFont.
func layout(pdf *fpdf.Fpdf, puzzles []Puzzle, perPage int, titleFont string, solved bool) {
	for i, p := range puzzles {
		slot := i % perPage
		if slot == 0 {
			pdf.AddPage()
		}
		x, y, side := GridRect(perPage, slot)
		drawPuzzle(pdf, p, x, y, side, titleFont, solved)
	}
}

// GridRect returns where the grid of the slot-th puzzle (0-based, left to
// right then top to bottom) of a page with perPage puzzles sits: its top-left
// corner and side, in millimetres from the page's top-left corner. perPage
// must be 1, 2, 4 or 6.
func GridRect(perPage, slot int) (x, y, side float64) {
	cr := perPageLayouts[perPage]
	cols, rows := float64(cr[0]), float64(cr[1])
	gap := 10.0
	cellW := (pageWidth - 2*margin - (cols-1)*gap) / cols
	cellH := (pageHeight - 2*margin - (rows-1)*gap) / rows
	side = min(cellW, cellH-titleSpace)
	col, row := float64(slot%cr[0]), float64(slot/cr[0])
	x = margin + col*(cellW+gap) + (cellW-side)/2
	y = margin + row*(cellH+gap) + titleSpace + (cellH-titleSpace-side)/2
	return x, y, side
}

// drawTitle writes title with its baseline's left end at x, y in size
// points: the runs of characters the Go fonts have in them, the others in
// the font family titleFont (see Options.TitleFont).
func drawTitle(pdf *fpdf.Fpdf, x, y, size float64, title, titleFont string) {
	for title != "" {
		r, _ := utf8.DecodeRuneInString(title)
		inGo := inGoFonts(r)
		n := strings.IndexFunc(title, func(r rune) bool { return inGoFonts(r) != inGo })
		if n < 0 {
			n = len(title)
		}
		family := font
		if !inGo {
			family = titleFont
		}
		pdf.SetFont(family, "", size)
		pdf.Text(x, y, title[:n])
		x += pdf.GetStringWidth(title[:n])
		title = title[n:]
	}
}

// drawPuzzle draws one grid with its title (in the font family titleFont); with solved, the solution's
// digits fill the blank cells in a lighter grey.
func drawPuzzle(pdf *fpdf.Fpdf, p Puzzle, x, y, side float64, titleFont string, solved bool) {
	if p.Setter != nil {
		drawSetter(pdf, p, x, y, side, titleFont, solved)
		return
	}
	pitch := side / 9
	pdf.SetTextColor(0, 0, 0)
	drawTitle(pdf, x, y-3, min(12, 4+side/12), p.Title, titleFont)

	rules := p.shape()
	jigsaw := !p.Regions.IsZero()
	pdf.SetDrawColor(0, 0, 0)
	for k := 0; k <= 9; k++ {
		w := side / 400
		if k%3 == 0 && !jigsaw || k == 0 || k == 9 {
			w = side / 120
		}
		pdf.SetLineWidth(w)
		at := float64(k) * pitch
		pdf.Line(x+at, y, x+at, y+side)
		pdf.Line(x, y+at, x+side, y+at)
	}
	if rules != nil {
		drawShape(pdf, p, rules, x, y, side)
	}

	fontPt := pitch * 0.62 / 0.3528 // digit height about 62% of a cell; 1 pt = 0.3528 mm
	for i := 0; i < 81; i++ {
		cx := x + float64(sudoku.Col(i))*pitch
		cy := y + float64(sudoku.Row(i))*pitch
		if sum := sumAt(rules, i); sum > 0 {
			pdf.SetFont(font, "", fontPt*0.3)
			pdf.SetTextColor(0, 0, 0)
			pdf.Text(cx+pitch*0.06, cy+pitch*0.26, strconv.Itoa(sum))
		}
		if z := p.Letters[i]; z != sudoku.NoLetter {
			pdf.SetFont(font, "", fontPt*0.3)
			pdf.SetTextColor(90, 90, 90)
			pdf.Text(cx+pitch*0.08, cy+pitch*0.3, z.String())
		}
		d := p.Givens[i]
		style := "B"
		pdf.SetTextColor(0, 0, 0)
		if d == 0 && solved {
			d, style = p.Solution[i], ""
			pdf.SetTextColor(80, 80, 80)
		}
		if d == 0 {
			continue
		}
		pdf.SetFont(font, style, fontPt)
		s := strconv.Itoa(int(d))
		tw := pdf.GetStringWidth(s)
		// Text's y is the baseline; a digit's height is about 0.72 of the font size.
		pdf.Text(cx+(pitch-tw)/2, cy+pitch/2+fontPt*0.3528*0.72/2, s)
	}
}

// sumAt returns the sum to write in cell i: its cage's, when i is the
// cage's first cell; 0 otherwise or without rules.
func sumAt(rules *sudoku.Rules, i int) int {
	if rules == nil {
		return 0
	}
	return rules.SumAt(i)
}

// cageSum is the room, in cells, a cage's sum takes in its first cell's
// corner: the outline keeps clear of it.
var cageSum = outline.Sum{W: 0.4, H: 0.32}

// drawShape draws what p's variant adds to the grid at (x, y), side
// millimetres wide: a jigsaw's region borders thick, X Sudoku's diagonals
// thin and grey, and the cages' dashed outlines.
func drawShape(pdf *fpdf.Fpdf, p Puzzle, rules *sudoku.Rules, x, y, side float64) {
	pitch := side / 9
	if p.Diagonals {
		pdf.SetDrawColor(150, 150, 150)
		pdf.SetLineWidth(side / 300)
		pdf.Line(x, y, x+side, y+side)
		pdf.Line(x+side, y, x, y+side)
		pdf.SetDrawColor(0, 0, 0)
	}
	if !p.Regions.IsZero() {
		pdf.SetLineWidth(side / 120)
		pdf.SetLineCapStyle("square")
		for _, l := range outline.Regions(rules) {
			pdf.Line(x+l.X0*pitch, y+l.Y0*pitch, x+l.X1*pitch, y+l.Y1*pitch)
		}
		pdf.SetLineCapStyle("butt")
	}
	if len(p.Cages) > 0 {
		pdf.SetLineWidth(side / 500)
		pdf.SetDashPattern([]float64{pitch / 10, pitch / 12}, 0)
		for _, l := range outline.Cages(rules, 0.09, cageSum) {
			pdf.Line(x+l.X0*pitch, y+l.Y0*pitch, x+l.X1*pitch, y+l.Y1*pitch)
		}
		pdf.SetDashPattern(nil, 0)
	}
}
