package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/booklet"
	"github.com/sudoku-devs/sudoku/internal/daily"
	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
	"github.com/sudoku-devs/sudoku/internal/variant"
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

// TestPrintSizes prints a booklet of 6x6 puzzles at Medium and checks
// the puzzles it gets: 6x6 setters' grids titled "Puzzle 1 · 6x6 · Medium",
// each with one solution, its own; then one of an 8x8 jigsaw, on regions
// other than the boxes; and the sizes, levels and kinds -size refuses,
// each with a message.
func TestPrintSizes(t *testing.T) {
	out := filepath.Join(t.TempDir(), "six.pdf")
	status, stdout, errOut := runPrint([]string{"-n", "2", "-size", "6", "-difficulty", "medium", "-seed", "5", "-per-page", "2", "-o", out})
	if status != 0 || !strings.Contains(stdout, "2 puzzles") {
		t.Fatalf("print -size 6 = %d, %q, %q; want 0", status, stdout, errOut)
	}
	if data, err := os.ReadFile(out); err != nil || !strings.HasPrefix(string(data), "%PDF-") {
		t.Fatalf("print -size 6 wrote %d bytes (%v); want a PDF", len(data), err)
	}
	medium := logic.Medium
	puzzles, err := makePuzzles(rand.New(rand.NewPCG(5, 0)), 2, booklet.Kind{Level: &medium, Size: 6})
	if err != nil {
		t.Fatal(err)
	}
	for k, p := range puzzles {
		if want := fmt.Sprintf("Puzzle %d · 6x6 · Medium", k+1); p.Setter == nil || p.Setter.Size != 6 || p.Title != want {
			t.Fatalf("puzzle %d: %q, %v; want a 6x6 grid titled %q", k, p.Title, p.Setter, want)
		}
		if sol, err := p.Setter.Solve(context.Background()); err != nil || !slices.Equal(sol, p.SetterSolution) {
			t.Errorf("%s: Solve = %v, %v; want its one solution %v", p.Title, sol, err, p.SetterSolution)
		}
	}
	jig := filepath.Join(t.TempDir(), "jigsaw.pdf")
	if status, stdout, errOut := runPrint([]string{"-n", "1", "-size", "8", "-variant", "jigsaw", "-seed", "5", "-o", jig}); status != 0 || !strings.Contains(stdout, "1 puzzle") {
		t.Fatalf("print -size 8 -variant jigsaw = %d, %q, %q; want 0", status, stdout, errOut)
	}
	jigsaws, err := makePuzzles(rand.New(rand.NewPCG(5, 0)), 1, booklet.Kind{Variant: sudoku.Jigsaw, Size: 8, Jigsaw: true})
	if err != nil {
		t.Fatal(err)
	}
	if p := jigsaws[0]; p.Setter == nil || p.Setter.Size != 8 || p.Title != "Puzzle 1 · 8x8 Jigsaw · Easy" || slices.Equal(p.Setter.Regions, variant.BoxRegions(8)) {
		t.Fatalf("a booklet of 8x8 jigsaws: %q, %v; want an 8x8 grid on regions other than the boxes, titled Puzzle 1 · 8x8 Jigsaw · Easy", p.Title, p.Setter)
	}
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"-size", "7"}, "-size 7: no 7x7 grid with boxes"},
		{[]string{"-size", "4", "-difficulty", "hard"}, "-size 4: 4x4 puzzles are all Easy"},
		{[]string{"-size", "6", "-variant", "killer"}, "-size 6 prints new classic or jigsaw puzzles: it takes no -variant killer or -daily"},
		{[]string{"-size", "6", "-daily"}, "-size 6 prints new classic or jigsaw puzzles"},
	} {
		args := append(tt.args, "-o", filepath.Join(t.TempDir(), "x.pdf"))
		if status, _, errOut := runPrint(args); status != 2 || !strings.Contains(errOut, tt.want) {
			t.Errorf("print %q = %d, %q; want 2 and %q", args, status, errOut, tt.want)
		}
	}
}

// TestPrintVariants prints a booklet of killer X puzzles at a level, and
// checks that the booklet gets each with its cages and diagonals, titled
// with its variant and level in the window's words ("Puzzle 1 · Killer X ·
// Hard"), grading at that level, with its solution.
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
	for k, p := range puzzles {
		pz := sudoku.Puzzle{Givens: p.Givens, Diagonals: p.Diagonals, Cages: p.Cages}
		if pz.Variant() != sudoku.Killer|sudoku.XVariant || p.Title != "Puzzle "+strconv.Itoa(k+1)+" · Killer X · Hard" {
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

// pdfTool returns the path of a poppler-utils command (pdfinfo,
// pdftotext), or skips the test without it (fails it under SUDOKU_E2E=1,
// as make test installs them).
func pdfTool(t *testing.T, name string) string {
	t.Helper()
	path, err := exec.LookPath(name)
	if err != nil {
		if os.Getenv("SUDOKU_E2E") == "1" {
			t.Fatalf("SUDOKU_E2E=1 but %s is missing: %v", name, err)
		}
		t.Skipf("%s not installed (Debian: poppler-utils); make test installs it", name)
	}
	return path
}

// pdfTitle finds the title in pdfinfo's output.
var pdfTitle = regexp.MustCompile(`(?m)^Title:\s+(.*)$`)

// TestPrintTitles prints booklets and daily puzzles and reads back, with
// pdfinfo and pdftotext, the PDF's title and the puzzles' titles: the
// window's words, "Sudoku · 2 puzzles · Killer · Hard" and "Puzzle 1 ·
// Killer · Hard", and for -daily "Daily 2026-12-03 · Killer X · Hard".
func TestPrintTitles(t *testing.T) {
	pdfinfo, pdftotext := pdfTool(t, "pdfinfo"), pdfTool(t, "pdftotext")
	tests := []struct {
		args   []string
		title  string
		titles []string // on the pages
	}{
		{[]string{"-n", "2", "-variant", "killer", "-difficulty", "hard", "-seed", "5"}, "Sudoku · 2 puzzles · Killer · Hard",
			[]string{"Puzzle 1 · Killer · Hard", "Puzzle 2 · Killer · Hard", "Solution: Puzzle 2 · Killer · Hard"}},
		{[]string{"-n", "1", "-difficulty", "easy", "-seed", "5"}, "Sudoku · 1 puzzle · Easy", []string{"Puzzle 1 · Easy"}},
		{[]string{"-n", "2", "-seed", "5"}, "Sudoku · 2 puzzles", []string{"Puzzle 1\n", "Puzzle 2\n"}},
		{[]string{"-daily", "-date", "2026-12-03", "-variant", "killer+x"}, "Sudoku · Daily 2026-12-03 · Killer X · Hard",
			[]string{"Daily 2026-12-03 · Killer X · Hard"}},
		{[]string{"-daily", "-date", "2026-11-30", "-n", "2", "-per-page", "2"}, "Sudoku · Daily 2026-11-30 to 2026-12-01",
			[]string{"Daily 2026-11-30 · Easy", "Daily 2026-12-01 · Medium"}},
		{[]string{"-daily", "-date", "2026-12-05", "-n", "2", "-variant", "jigsaw"}, "Sudoku · Daily 2026-12-05 to 2026-12-06 · Jigsaw",
			[]string{"Daily 2026-12-05 · Jigsaw · Expert", "Daily 2026-12-06 · Jigsaw · Extreme"}},
	}
	for _, tt := range tests {
		out := filepath.Join(t.TempDir(), "titles.pdf")
		args := append(tt.args, "-o", out)
		if status, _, errOut := runPrint(args); status != 0 {
			t.Errorf("%q = %d, %q; want 0", args, status, errOut)
			continue
		}
		info, err := exec.Command(pdfinfo, out).Output()
		title := "none"
		if m := pdfTitle.FindSubmatch(info); m != nil {
			title = strconv.Quote(string(m[1]))
		}
		if err != nil || title != strconv.Quote(tt.title) {
			t.Errorf("%q: pdfinfo says the title is %s (%v); want %q", args, title, err, tt.title)
		}
		text, err := exec.Command(pdftotext, out, "-").Output()
		for _, want := range tt.titles {
			if err != nil || !strings.Contains(string(text), want) {
				t.Errorf("%q: the pages' text (%v)\n%s\nlacks %q", args, err, text, want)
			}
		}
	}
}

// TestPrintDaily checks that -daily prints the daily puzzles the game
// plays and sudokucli daily writes (daily.MakeVariant's), and refuses
// what the date sets or what has no daily puzzle.
func TestPrintDaily(t *testing.T) {
	from, err := daily.ParseDate("2026-11-30")
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range []sudoku.Variant{sudoku.Classic, sudoku.Killer} {
		puzzles, _, err := dailyPuzzles(context.Background(), from, 2, v)
		if err != nil || len(puzzles) != 2 {
			t.Fatalf("dailyPuzzles(2026-11-30, 2, %v) = %d puzzles, %v; want 2", v, len(puzzles), err)
		}
		for k, got := range puzzles {
			want, err := daily.MakeVariant(context.Background(), from.AddDate(0, 0, k), v)
			if err != nil || got.Title != want.Title() || got.Givens != want.Givens || got.Solution != want.Solution || len(got.Cages) != len(want.Cages) {
				t.Errorf("dailyPuzzles(2026-11-30, 2, %v)[%d] = %q %s; want %q %s (%v)", v, k, got.Title, got.Givens, want.Title(), want.Givens, err)
			}
		}
	}
	out := filepath.Join(t.TempDir(), "daily.pdf")
	for _, tt := range []struct {
		args []string
		say  string
	}{
		{[]string{"-daily", "-difficulty", "easy"}, "-daily takes no -difficulty or -seed"},
		{[]string{"-daily", "-seed", "3"}, "-daily takes no -difficulty or -seed"},
		{[]string{"-daily", "-variant", "sml"}, "the size variant has no levels"},
		{[]string{"-date", "2026-12-01"}, "-date needs -daily"},
		{[]string{"-daily", "-date", "2026-13-01"}, `date "2026-13-01": want year-month-day`},
	} {
		args := append(tt.args, "-o", out)
		if status, _, errOut := runPrint(args); status != 2 || !strings.Contains(errOut, tt.say) {
			t.Errorf("%q = %d, %q; want 2, saying %q", args, status, errOut, tt.say)
		}
	}
	if _, err := os.Lstat(out); err == nil {
		t.Errorf("a refused command line wrote %s", out)
	}
}
