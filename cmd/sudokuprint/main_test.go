package main

import (
	"bytes"
	"errors"
	"io/fs"
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

// TestPrintOutput prints to paths -o must write through or refuse: a
// symbolic link is written through to its file and stays, a FIFO and a
// missing folder are refused (status 1, the path named) and left as they
// are.
func TestPrintOutput(t *testing.T) {
	for _, tc := range []struct {
		name   string
		setup  func(t *testing.T, dir string) (out string)
		status int
		say    string // in stderr, TMP for the folder
		check  func(t *testing.T, dir string)
	}{{
		name: "symbolic link",
		setup: func(t *testing.T, dir string) string {
			if err := os.WriteFile(filepath.Join(dir, "target.pdf"), []byte("old"), 0o644); err != nil {
				t.Fatal(err)
			}
			link := filepath.Join(dir, "link.pdf")
			if err := os.Symlink("target.pdf", link); err != nil {
				t.Skipf("no symbolic links: %v", err)
			}
			return link
		},
		check: func(t *testing.T, dir string) {
			if got, err := os.Readlink(filepath.Join(dir, "link.pdf")); err != nil || got != "target.pdf" {
				t.Errorf("link.pdf links to %q (%v); want target.pdf", got, err)
			}
			if data, err := os.ReadFile(filepath.Join(dir, "target.pdf")); err != nil || !strings.HasPrefix(string(data), "%PDF-") {
				t.Errorf("target.pdf holds %.8q (%v); want a PDF", data, err)
			}
		},
	}, {
		name: "FIFO",
		setup: func(t *testing.T, dir string) string {
			fifo := filepath.Join(dir, "fifo.pdf")
			mkfifo(t, fifo)
			return fifo
		},
		status: 1,
		say:    "TMP/fifo.pdf is a FIFO, not a regular file",
		check: func(t *testing.T, dir string) {
			if fi, err := os.Lstat(filepath.Join(dir, "fifo.pdf")); err != nil || fi.Mode().Type() != fs.ModeNamedPipe {
				t.Errorf("fifo.pdf is %v (%v) after the refusal; want a FIFO", fi.Mode().Type(), err)
			}
		},
	}, {
		name:   "missing folder",
		setup:  func(t *testing.T, dir string) string { return filepath.Join(dir, "no", "such", "x.pdf") },
		status: 1,
		say:    "folder TMP/no/such does not exist",
		check: func(t *testing.T, dir string) {
			if _, err := os.Lstat(filepath.Join(dir, "no")); !errors.Is(err, fs.ErrNotExist) {
				t.Errorf("Lstat(no) = %v after the refusal; want no such folder", err)
			}
		},
	}} {
		t.Run(tc.name, func(t *testing.T) {
			dir, err := filepath.EvalSymlinks(t.TempDir())
			if err != nil {
				t.Fatal(err)
			}
			out := tc.setup(t, dir)
			args := []string{"-n", "1", "-seed", "1", "-o", out}
			status, _, errOut := runPrint(args)
			say := filepath.FromSlash(strings.ReplaceAll(tc.say, "TMP", dir))
			if status != tc.status || !strings.Contains(errOut, say) {
				t.Errorf("%q = %d, stderr %q; want %d, saying %q", args, status, errOut, tc.status, say)
			}
			tc.check(t, dir)
		})
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
