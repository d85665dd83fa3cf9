package ui

import (
	"bytes"
	"context"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

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
