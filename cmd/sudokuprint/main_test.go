package main

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/booklet"
	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// runPrint runs the command line args and returns its exit status and
// output.
func runPrint(args []string) (status int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	status = run(args, &out, &errOut)
	return status, out.String(), errOut.String()
}

func TestPrint(t *testing.T) {
	out := filepath.Join(t.TempDir(), "booklet.pdf")
	status, stdout, errOut := runPrint([]string{"-n", "12", "-difficulty", "easy", "-per-page", "4", "-seed", "3", "-o", out})
	if status != 0 || !strings.Contains(stdout, "12 puzzles") {
		t.Fatalf("print = %d, %q, %q; want 0", status, stdout, errOut)
	}
	data, err := os.ReadFile(out)
	if err != nil || !strings.HasPrefix(string(data), "%PDF-") {
		t.Fatalf("print wrote %d bytes (%v); want a PDF", len(data), err)
	}
	for _, args := range [][]string{
		{"-n", "1"},
		{"-n", "0", "-o", out},
		{"-per-page", "3", "-o", out, "-seed", "1"},
		{"-difficulty", "impossible", "-o", out},
		{"-variant", "killer+sml", "-o", out},
		{"-variant", "sml", "-difficulty", "easy", "-o", out},
	} {
		if status, _, _ := runPrint(args); status != 2 {
			t.Errorf("%q = %d; want 2", args, status)
		}
	}
}

// TestPrintSizeVariant prints puzzles of the size variant, and checks that
// the booklet gets each with its letters, its solution and no other.
func TestPrintSizeVariant(t *testing.T) {
	out := filepath.Join(t.TempDir(), "size.pdf")
	status, stdout, errOut := runPrint([]string{"-n", "2", "-variant", "sml", "-seed", "5", "-o", out})
	if status != 0 || !strings.Contains(stdout, "2 puzzles") {
		t.Fatalf("print -variant sml = %d, %q, %q; want 0", status, stdout, errOut)
	}
	if data, err := os.ReadFile(out); err != nil || !strings.HasPrefix(string(data), "%PDF-") {
		t.Fatalf("print -variant sml wrote %d bytes (%v); want a PDF", len(data), err)
	}
	puzzles, err := makePuzzles(rand.New(rand.NewPCG(5, 0)), 3, booklet.Kind{Variant: sudoku.SizeVariant})
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range puzzles {
		pz := sudoku.Puzzle{Givens: p.Givens, Letters: p.Letters}
		if !pz.HasLetters() || !strings.HasSuffix(p.Title, " · Size") {
			t.Errorf("%s: %s; want a size puzzle, titled so", p.Title, pz)
		}
		if sol, err := sudoku.Solve(pz); err != nil || sol != p.Solution {
			t.Errorf("%s: Solve = %s, %v; want its one solution %s", p.Title, sol, err, p.Solution)
		}
	}
}

// TestPrintVariants prints a booklet of killer X puzzles at a level, and
// checks that the booklet gets each with its cages and diagonals, titled
// with its variant and level, grading at that level, with its solution.
func TestPrintVariants(t *testing.T) {
	out := filepath.Join(t.TempDir(), "killer.pdf")
	status, stdout, errOut := runPrint([]string{"-n", "2", "-variant", "killer+x", "-difficulty", "hard", "-seed", "5", "-per-page", "2", "-o", out})
	if status != 0 || !strings.Contains(stdout, "2 puzzles") {
		t.Fatalf("print -variant killer+x = %d, %q, %q; want 0", status, stdout, errOut)
	}
	if data, err := os.ReadFile(out); err != nil || !strings.HasPrefix(string(data), "%PDF-") {
		t.Fatalf("print -variant killer+x wrote %d bytes (%v); want a PDF", len(data), err)
	}
	hard := logic.Hard
	puzzles, err := makePuzzles(rand.New(rand.NewPCG(5, 0)), 2, booklet.Kind{Variant: sudoku.Killer | sudoku.XVariant, Level: &hard})
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range puzzles {
		pz := sudoku.Puzzle{Givens: p.Givens, Diagonals: p.Diagonals, Cages: p.Cages}
		if pz.Variant() != sudoku.Killer|sudoku.XVariant || !strings.HasSuffix(p.Title, " · killer+x · Hard") {
			t.Errorf("%s: a %v puzzle; want killer+x, titled so", p.Title, pz.Variant())
		}
		if d, err := logic.GradePuzzle(&pz); err != nil || d.Level != logic.Hard {
			t.Errorf("%s: graded %v, %v; want Hard", p.Title, d.Level, err)
		}
		if sol, err := sudoku.Solve(pz); err != nil || sol != p.Solution {
			t.Errorf("%s: Solve = %s, %v; want its one solution %s", p.Title, sol, err, p.Solution)
		}
	}
}
