package ui

import (
	"bytes"
	"context"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode/utf16"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-devs/sudoku/internal/booklet"
	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// TestPrintTo prints the puzzle in play and a booklet of new Easy puzzles
// to files and checks that each is a PDF and that the status says where.
func TestPrintTo(t *testing.T) {
	w := newTestWindow(t, t.TempDir(), Options{Puzzle: testPuzzle, Seed: 3})
	dir := t.TempDir()
	tests := []struct {
		name string
		job  printJob
	}{
		{"this puzzle", printJob{current: true, perPage: 1}},
		{"this puzzle with its solution", printJob{current: true, solutions: true, perPage: 1}},
		{"booklet", printJob{count: 3, kind: printKind(int(logic.Easy), sudoku.Classic), perPage: 2, solutions: true}},
		{"booklet of size puzzles", printJob{count: 2, kind: printKind(printSize, sudoku.Classic), perPage: 2, solutions: true}},
		{"booklet of 6x6 puzzles", printJob{count: 2, kind: booklet.Kind{Level: new(logic.Medium), Size: 6}, perPage: 2, solutions: true}},
	}
	for _, tc := range tests {
		path := filepath.Join(dir, strings.ReplaceAll(tc.name, " ", "-")+".pdf")
		w.printTo(tc.job, path)
		w.jobs.Wait()
		data, err := os.ReadFile(path)
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if !bytes.HasPrefix(data, []byte("%PDF-")) {
			t.Errorf("%s: file starts %q; want %%PDF-", tc.name, data[:min(len(data), 8)])
		}
		if got, want := w.panel.Status(), "Saved the PDF as "+path+"."; got != want {
			t.Errorf("%s: status %q; want %q", tc.name, got, want)
		}
		if w.jobs.runs(jobPrint) {
			t.Errorf("%s: the print job is still recorded after it ended", tc.name)
		}
	}
}

// TestMakePDF checks the pages: with solutions the PDF has more pages, a
// booklet reports its progress, and a cancelled one stops with
// context.Canceled.
func TestMakePDF(t *testing.T) {
	w := newTestWindow(t, t.TempDir(), Options{Puzzle: testPuzzle})
	cur := booklet.Puzzle{Title: "Sudoku", Givens: w.game.Puzzle().Givens, Solution: w.game.Solution()}
	r := rand.New(rand.NewPCG(1, 2))
	pages := func(pdf []byte) int { return bytes.Count(pdf, []byte("/Type /Page\n")) }
	bare, err := makePDF(context.Background(), printJob{current: true}, cur, r, nil)
	if err != nil {
		t.Fatal(err)
	}
	solved, err := makePDF(context.Background(), printJob{current: true, solutions: true}, cur, r, nil)
	if err != nil {
		t.Fatal(err)
	}
	if pages(bare) != 1 || pages(solved) != 2 {
		t.Errorf("pages without, with the solution: %d, %d; want 1, 2", pages(bare), pages(solved))
	}
	var calls []int
	book, err := makePDF(context.Background(), printJob{count: 5, kind: printKind(int(logic.Easy), sudoku.Classic), perPage: 4}, cur, r, func(done, total int) {
		if total != 5 {
			t.Errorf("progress total %d; want 5", total)
		}
		calls = append(calls, done)
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(calls) != 5 || calls[4] != 5 || pages(book) != 2 {
		t.Errorf("booklet of 5 at 4 a page: progress %v, %d pages; want 1…5, 2 pages", calls, pages(book))
	}
	one, err := makePDF(context.Background(), printJob{count: 1, kind: printKind(int(logic.Easy), sudoku.Classic), perPage: 1}, cur, r, nil)
	if err != nil {
		t.Fatal(err)
	}
	if title := pdfTitle(t, one); title != "Sudoku · 1 puzzle · Easy" {
		t.Errorf("booklet of 1: title %q; want %q", title, "Sudoku · 1 puzzle · Easy")
	}
	if title := pdfTitle(t, book); title != "Sudoku · 5 puzzles · Easy" {
		t.Errorf("booklet of 5: title %q; want %q", title, "Sudoku · 5 puzzles · Easy")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := makePDF(ctx, printJob{count: 5, kind: printKind(int(logic.Easy), sudoku.Classic), perPage: 4}, cur, r, func(int, int) {}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled booklet: error %v; want context.Canceled", err)
	}
}

// TestPrintKind checks the print dialog's level select: the levels by
// index, then Size.
func TestPrintKind(t *testing.T) {
	for i := range printSize {
		if k := printKind(i, sudoku.Classic); k.Variant != sudoku.Classic || k.Level == nil || *k.Level != logic.Level(i) {
			t.Errorf("printKind(%d) = %+v; want classic puzzles of %v", i, k, logic.Level(i))
		}
	}
	if k := printKind(printSize, sudoku.Classic); k.Variant != sudoku.SizeVariant || k.Level != nil {
		t.Errorf("printKind(printSize, sudoku.Classic) = %+v; want size puzzles", k)
	}
}

// TestClockStillWhilePrinting starts a booklet and checks that the clock
// stands still under the progress dialog, and that Cancel (closing the
// dialog) stops the job, says so and lets the clock go on.
func TestClockStillWhilePrinting(t *testing.T) {
	w := newTestWindow(t, t.TempDir(), Options{Puzzle: testPuzzle, Seed: 3})
	now := time.Unix(1000, 0)
	w.game.SetClock(func() time.Time { return now })
	w.game.SetPaused(false)
	before := w.game.Status().Elapsed
	w.printTo(printJob{count: 200, kind: printKind(int(logic.Hard), sudoku.Classic), perPage: 6}, filepath.Join(t.TempDir(), "b.pdf"))
	now = now.Add(time.Minute)
	if got := w.game.Status().Elapsed; got != before {
		t.Errorf("a minute under the print progress: time played %v; want %v", got, before)
	}
	if len(w.dialogs) == 0 {
		t.Fatal("no progress dialog")
	}
	w.dialogs[len(w.dialogs)-1].Hide() // Cancel and Escape close it
	w.jobs.Wait()
	if w.jobs.runs(jobPrint) || w.panel.Status() != "Printing cancelled." {
		t.Errorf("after closing the progress: printing %v, status %q; want false, Printing cancelled.", w.jobs.runs(jobPrint), w.panel.Status())
	}
	now = now.Add(time.Second)
	if got := w.game.Status().Elapsed; got != before+time.Second {
		t.Errorf("a second after printing stopped: time played %v; want %v", got, before+time.Second)
	}
}

// TestNewGameShowsItsTime plays a while, deals a new puzzle and checks that
// the timer shows the new game's time at once, not the last game's.
func TestNewGameShowsItsTime(t *testing.T) {
	w := newTestWindow(t, t.TempDir(), Options{Puzzle: testPuzzle, Seed: 3})
	now := time.Unix(1000, 0)
	w.game.SetClock(func() time.Time { return now })
	w.game.SetPaused(false)
	now = now.Add(15 * time.Second)
	w.tick()
	if got := w.panel.Time(); got != "0:15" {
		t.Fatalf("timer %q; want 0:15", got)
	}
	w.newGame()
	w.jobs.Wait()
	if got := w.panel.Time(); got != "0:00" {
		t.Errorf("timer after New %q; want 0:00", got)
	}
}

// TestPrintDialogKinds opens Print… while new puzzles are killers at Hard:
// the booklet's kind and level selects start there, offer every kind New
// deals but the setters' (jigsaws of every size among them), and Size,
// which has no levels, turns the level select off; and while they are 8x8
// jigsaws, the kind select starts on those.
func TestPrintDialogKinds(t *testing.T) {
	w := newTestWindow(t, t.TempDir(), Options{Puzzle: testPuzzle})
	w.SetMode(sudoku.Killer)
	w.SetLevel(logic.Hard)
	w.Print()
	top := w.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("Print opened no dialog")
	}
	var selects []*widget.Select
	walkObjects(top, func(o fyne.CanvasObject) bool {
		if s, ok := o.(*widget.Select); ok {
			selects = append(selects, s)
		}
		return true
	})
	if len(selects) != 4 {
		t.Fatalf("the print dialog has %d selects; want Print, Kind, Level and Per page", len(selects))
	}
	what, kind, level := selects[0], selects[1], selects[2]
	what.SetSelectedIndex(printBooklet)
	if kind.Selected != "Killer" || level.Selected != "Hard" {
		t.Errorf("kind %q, level %q; want Killer, Hard, those of new puzzles", kind.Selected, level.Selected)
	}
	if len(kind.Options) != len(modeVariants)+len(modeGrids)+len(modeJigsaws) || kind.Options[len(modeVariants)+1] != "6x6" ||
		!slices.Contains(kind.Options, "16x16 Jigsaw") {
		t.Errorf("kinds %v; want every kind New deals but the setters', 6x6 and 16x16 Jigsaw among them", kind.Options)
	}
	kind.SetSelected("6x6")
	if level.Disabled() {
		t.Error("6x6 picked: the level select is off; want it on")
	}
	kind.SetSelected(variantName(sudoku.SizeVariant))
	if !level.Disabled() {
		t.Error("Size picked: the level select is on; want it off, size puzzles have no levels")
	}
	kind.SetSelected(variantName(sudoku.Jigsaw))
	if level.Disabled() {
		t.Error("Jigsaw picked: the level select is off")
	}
	kind.SetSelected("6x6 Jigsaw")
	if level.Disabled() {
		t.Error("6x6 Jigsaw picked: the level select is off")
	}

	// New dealing 8x8 jigsaws: the booklet starts on them.
	j := newTestWindow(t, t.TempDir(), Options{Puzzle: testPuzzle})
	j.SetGrid(8, true)
	j.Print()
	var kinds []*widget.Select
	walkObjects(j.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) bool {
		if s, ok := o.(*widget.Select); ok {
			kinds = append(kinds, s)
		}
		return true
	})
	if len(kinds) != 4 || kinds[1].Selected != "8x8 Jigsaw" {
		t.Errorf("Print while New deals 8x8 jigsaws: %d selects, kind %q; want 8x8 Jigsaw", len(kinds), kinds[1].Selected)
	}
}

// pdfTitle returns the /Title of a PDF's information dictionary, a string
// in UTF-16 with its byte order mark, as the PDF library writes it (with no
// escaped bytes in the titles tested).
func pdfTitle(t *testing.T, pdf []byte) string {
	t.Helper()
	_, rest, ok := bytes.Cut(pdf, []byte("/Title (\xfe\xff"))
	text, _, closed := bytes.Cut(rest, []byte(")\n"))
	if !ok || !closed || len(text)%2 != 0 {
		t.Fatal("the PDF has no /Title in UTF-16")
	}
	units := make([]uint16, len(text)/2)
	for i := range units {
		units[i] = uint16(text[2*i])<<8 | uint16(text[2*i+1])
	}
	return string(utf16.Decode(units))
}
