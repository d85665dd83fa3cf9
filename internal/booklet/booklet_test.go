package booklet_test

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-devs/sudoku/internal/booklet"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

const (
	wikiPuzzle   = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	wikiSolution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
)

func grid(t *testing.T, s string) sudoku.Grid {
	t.Helper()
	g, err := sudoku.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// render writes puzzles to a PDF and renders its pages with pdftoppm at 72
// dots per inch; it returns the pages.
func render(t *testing.T, puzzles []booklet.Puzzle, opts booklet.Options) []image.Image {
	t.Helper()
	if _, err := exec.LookPath("pdftoppm"); err != nil {
		if os.Getenv("SUDOKU_E2E") == "1" {
			t.Fatalf("SUDOKU_E2E=1 but pdftoppm is missing: %v", err)
		}
		t.Skip("pdftoppm not installed (Debian: poppler-utils); make test installs it")
	}
	dir := t.TempDir()
	var buf bytes.Buffer
	if err := booklet.Write(&buf, puzzles, opts); err != nil {
		t.Fatalf("Write: %v", err)
	}
	pdf := filepath.Join(dir, "out.pdf")
	if err := os.WriteFile(pdf, buf.Bytes(), 0o600); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("pdftoppm", "-r", "72", "-gray", "-png", pdf, filepath.Join(dir, "page")).CombinedOutput(); err != nil {
		t.Fatalf("pdftoppm: %v\n%s", err, out)
	}
	names, _ := filepath.Glob(filepath.Join(dir, "page-*.png"))
	var pages []image.Image
	for _, n := range names {
		f, err := os.Open(n)
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(f)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		pages = append(pages, img)
	}
	return pages
}

const pxPerMM = 72 / 25.4

func dark(img image.Image, x, y int) bool {
	r, g, b, _ := img.At(x, y).RGBA()
	return r+g+b < 3*0x8000
}

// hasInk reports whether a pixel is clearly not white: thin grey digits at 72
// dots per inch come out anti-aliased.
func hasInk(img image.Image, x, y int) bool {
	r, g, b, _ := img.At(x, y).RGBA()
	return r+g+b < 3*0xC000
}

// inkedCells returns, for the grid in slot of a page with perPage puzzles, which
// cells have ink in their middle.
func inkedCells(img image.Image, perPage, slot int) (inked [81]bool) {
	x0, y0, side := booklet.GridRect(perPage, slot)
	pitch := side / 9
	for i := range 81 {
		cx := (x0 + (float64(sudoku.Col(i))+0.5)*pitch) * pxPerMM
		cy := (y0 + (float64(sudoku.Row(i))+0.5)*pitch) * pxPerMM
		r := pitch * 0.3 * pxPerMM
		n := 0
		for y := int(cy - r); y <= int(cy+r); y++ {
			for x := int(cx - r); x <= int(cx+r); x++ {
				if hasInk(img, x, y) {
					n++
				}
			}
		}
		inked[i] = n >= 3
	}
	return inked
}

// gridLinesDrawn reports whether the ten vertical and ten horizontal lines of
// the grid in slot are there, sampled at a third and two thirds of each line.
func gridLinesDrawn(img image.Image, perPage, slot int) bool {
	x0, y0, side := booklet.GridRect(perPage, slot)
	pitch := side / 9
	for k := 0; k <= 9; k++ {
		at := float64(k) * pitch
		for _, f := range []float64{1.0 / 3, 2.0 / 3} {
			if !nearDark(img, (x0+at)*pxPerMM, (y0+f*side)*pxPerMM) || !nearDark(img, (x0+f*side)*pxPerMM, (y0+at)*pxPerMM) {
				return false
			}
		}
	}
	return true
}

// nearDark reports whether a pixel within one pixel of (x, y) is dark.
func nearDark(img image.Image, x, y float64) bool {
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			if dark(img, int(x+0.5)+dx, int(y+0.5)+dy) {
				return true
			}
		}
	}
	return false
}

func TestOnePuzzleWithSolution(t *testing.T) {
	p := booklet.Puzzle{Title: "Puzzle 1", Givens: grid(t, wikiPuzzle), Solution: grid(t, wikiSolution)}
	pages := render(t, []booklet.Puzzle{p}, booklet.Options{PerPage: 1, Solutions: true, Title: "test"})
	if len(pages) != 2 {
		t.Fatalf("%d pages; want 2 (the puzzle, then its solution)", len(pages))
	}
	if !gridLinesDrawn(pages[0], 1, 0) {
		t.Error("page 1: grid lines missing")
	}
	inked := inkedCells(pages[0], 1, 0)
	for i := range 81 {
		if want := p.Givens[i] != 0; inked[i] != want {
			t.Errorf("page 1: %s inked = %v; want %v (given %d)", sudoku.CellName(i), inked[i], want, p.Givens[i])
		}
	}
	if !gridLinesDrawn(pages[1], 6, 0) {
		t.Error("page 2: solution grid lines missing")
	}
	for i, ink := range inkedCells(pages[1], 6, 0) {
		if !ink {
			t.Errorf("page 2: solution cell %s is blank", sudoku.CellName(i))
		}
	}
}

// TestBooklet prints 12 new puzzles, 4 a page, with solutions: 3 pages of
// puzzles and 2 of solutions, each grid showing exactly its givens.
func TestBooklet(t *testing.T) {
	var puzzles []booklet.Puzzle
	for i := range 12 {
		g, sol := sudoku.Generate(randFor(uint64(i)), sudoku.Classic)
		puzzles = append(puzzles, booklet.Puzzle{Title: "Puzzle " + string(rune('A'+i)), Givens: g.Givens, Solution: sol})
	}
	pages := render(t, puzzles, booklet.Options{PerPage: 4, Solutions: true})
	if len(pages) != 5 {
		t.Fatalf("%d pages; want 5", len(pages))
	}
	for i, p := range puzzles {
		page, slot := pages[i/4], i%4
		if !gridLinesDrawn(page, 4, slot) {
			t.Errorf("puzzle %d: grid lines missing", i+1)
		}
		inked := inkedCells(page, 4, slot)
		for c := range 81 {
			if want := p.Givens[c] != 0; inked[c] != want {
				t.Errorf("puzzle %d: %s inked = %v; want %v", i+1, sudoku.CellName(c), inked[c], want)
			}
		}
	}
	for i := range puzzles {
		for c, ink := range inkedCells(pages[3+i/6], 6, i%6) {
			if !ink {
				t.Fatalf("solution %d: %s is blank", i+1, sudoku.CellName(c))
			}
		}
	}
}

func TestWriteErrors(t *testing.T) {
	p := booklet.Puzzle{Title: "x", Givens: grid(t, wikiPuzzle)}
	tests := []struct {
		name    string
		puzzles []booklet.Puzzle
		opts    booklet.Options
		wantErr string
	}{
		{"none", nil, booklet.Options{PerPage: 1}, "no puzzles to print"},
		{"per page", []booklet.Puzzle{p}, booklet.Options{PerPage: 3}, "3 puzzles a page; want 1, 2, 4 or 6"},
		{"no solution", []booklet.Puzzle{p}, booklet.Options{PerPage: 1, Solutions: true}, "puzzle 1 (x) has no solution to print"},
	}
	for _, tt := range tests {
		var buf bytes.Buffer
		if err := booklet.Write(&buf, tt.puzzles, tt.opts); err == nil || err.Error() != tt.wantErr {
			t.Errorf("Write(%s) = %v; want %q", tt.name, err, tt.wantErr)
		}
	}
}

// TestWriteIsReproducible writes the same puzzles twice with the same
// Options.Created: the same bytes.
func TestWriteIsReproducible(t *testing.T) {
	p := []booklet.Puzzle{{Title: "Puzzle 1", Givens: grid(t, wikiPuzzle), Solution: grid(t, wikiSolution)}}
	opts := booklet.Options{PerPage: 2, Solutions: true, Created: time.Date(2027, 3, 4, 5, 6, 7, 0, time.UTC)}
	var a, b bytes.Buffer
	if err := booklet.Write(&a, p, opts); err != nil {
		t.Fatal(err)
	}
	time.Sleep(1100 * time.Millisecond) // the PDF's dates are to the second
	_ = booklet.Write(&b, p, opts)
	if !bytes.Equal(a.Bytes(), b.Bytes()) || !strings.HasPrefix(a.String(), "%PDF-") {
		t.Error("the same puzzles and date gave different PDFs, or not a PDF")
	}
}

// pdfDates matches the creation and modification dates of a PDF's
// metadata, as fpdf writes them: "/CreationDate (D:20261201093000)".
var pdfDates = regexp.MustCompile(`/(CreationDate|ModDate) \(D:(\d{14})\)`)

// TestCreationDate checks the PDF's dates: the time it was written, or
// the one Options.Created fixes.
func TestCreationDate(t *testing.T) {
	p := []booklet.Puzzle{{Title: "Puzzle 1", Givens: grid(t, wikiPuzzle)}}
	const layout = "20060102150405"
	tests := []struct {
		name    string
		created time.Time // zero: now
	}{
		{"now", time.Time{}},
		{"fixed", time.Date(2031, 5, 6, 7, 8, 9, 0, time.UTC)},
		{"fixed, in its own zone", time.Date(2031, 12, 31, 23, 59, 58, 0, time.FixedZone("UTC+9", 9*3600))},
	}
	for _, tt := range tests {
		before := time.Now().Truncate(time.Second)
		var buf bytes.Buffer
		if err := booklet.Write(&buf, p, booklet.Options{PerPage: 1, Created: tt.created}); err != nil {
			t.Fatal(err)
		}
		after := time.Now()
		dates := pdfDates.FindAllStringSubmatch(buf.String(), -1)
		if len(dates) != 2 {
			t.Errorf("%s: the PDF has the dates %q; want a CreationDate and a ModDate", tt.name, dates)
			continue
		}
		for _, d := range dates {
			if !tt.created.IsZero() {
				if want := tt.created.Format(layout); d[2] != want {
					t.Errorf("%s: %s D:%s; want D:%s", tt.name, d[1], d[2], want)
				}
				continue
			}
			got, err := time.ParseInLocation(layout, d[2], time.Local)
			if err != nil || got.Before(before) || got.After(after) {
				t.Errorf("%s: %s D:%s (%v); want the time of writing, %s to %s", tt.name, d[1], d[2], err, before.Format(layout), after.Format(layout))
			}
		}
	}
}

// TestTitlesInAnyLanguage prints a puzzle with titles in Polish and checks,
// with pdftotext (Debian: poppler-utils), that they are in the PDF whole: the
// embedded Go fonts cover more than Latin-1.
func TestTitlesInAnyLanguage(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext not installed (Debian: poppler-utils); make test installs it")
	}
	p := booklet.Puzzle{Title: "Łamigłówka 1 · Średni", SolutionTitle: "Rozwiązanie: Łamigłówka 1",
		Givens: grid(t, wikiPuzzle), Solution: grid(t, wikiSolution)}
	var buf bytes.Buffer
	if err := booklet.Write(&buf, []booklet.Puzzle{p}, booklet.Options{PerPage: 1, Solutions: true, Title: "Sudoku"}); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("pdftotext", "-", "-")
	cmd.Stdin = &buf
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	for _, want := range []string{p.Title, p.SolutionTitle} {
		if !strings.Contains(string(out), want) {
			t.Errorf("PDF text %q; want %q in it", out, want)
		}
	}
}
