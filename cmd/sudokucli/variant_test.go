package main

import (
	"strings"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/fpuzzles"
	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/puzzlesets"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// TestSolveVariants solves Solo's puzzles (killer, jigsaw, X and their
// mixes, internal/puzzlesets/samples/solo.txt) given as Solo's game IDs, as
// f-puzzles JSON documents and as f-puzzles links: solve -count says each
// has one solution, and solve gives the same solution in every form.
func TestSolveVariants(t *testing.T) {
	ids := puzzlesets.Sample(puzzlesets.Solo)
	var docs, links []string
	for _, p := range puzzlesets.SoloPuzzles(t) {
		docs = append(docs, fpuzzles.Write(p, ""))
		links = append(links, fpuzzles.Link(p, "Solo"))
	}
	var solutions string
	for _, in := range [][]string{ids, docs, links} {
		status, out, errOut := runCLI([]string{"solve", "-count"}, strings.Join(in, "\n")+"\n")
		if want := strings.Repeat("1\n", len(in)); status != 0 || out != want {
			t.Errorf("solve -count of %.40s… = %d, %q, %s; want 0 and a 1 for each", in[0], status, out, errOut)
		}
		status, out, errOut = runCLI([]string{"solve"}, strings.Join(in, "\n")+"\n")
		if status != 0 || strings.Count(out, "\n") != len(in) {
			t.Errorf("solve of %.40s… = %d, %s", in[0], status, errOut)
		}
		if solutions == "" {
			solutions = out
		} else if out != solutions {
			t.Errorf("solve of %.40s… gave other solutions than Solo's game IDs", in[0])
		}
	}
}

// TestGradeVariants grades Solo's puzzles from JSON lines: one line each,
// a level and a technique, none Trial's; and a killer's hint names a
// killer technique.
func TestGradeVariants(t *testing.T) {
	var docs []string
	for _, p := range puzzlesets.SoloPuzzles(t) {
		docs = append(docs, fpuzzles.Write(p, ""))
	}
	status, out, errOut := runCLI([]string{"grade"}, strings.Join(docs, "\n")+"\n")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if status != 0 || len(lines) != len(docs) {
		t.Fatalf("grade of Solo's puzzles = %d, %d lines for %d puzzles, %s", status, len(lines), len(docs), errOut)
	}
	for i, line := range lines {
		if f := strings.Fields(line); len(f) < 3 || strings.HasPrefix(line, "error") {
			t.Errorf("grade of %s = %q; want a level, a rating and a technique", docs[i], line)
		}
	}
	status, out, _ = runCLI([]string{"hint", docs[0]}, "")
	if status != 0 || !strings.HasPrefix(out, "Cage combination: the cage of ") {
		t.Errorf("hint of a killer = %d, %q; want its first cage combination", status, out)
	}
}

// TestGenerateVariants generates puzzles of every variant with a shape as
// f-puzzles documents: each reads back as its variant, has one solution,
// and the same seed gives the same lines; with a level, grade says that
// level; a symmetry is refused.
func TestGenerateVariants(t *testing.T) {
	for _, v := range []string{"killer", "jigsaw", "x", "killer+x", "killer+jigsaw", "jigsaw+x"} {
		status, out, errOut := runCLI([]string{"generate", "-variant", v, "-n", "2", "-seed", "3"}, "")
		lines := strings.Split(strings.TrimSpace(out), "\n")
		if status != 0 || len(lines) != 2 {
			t.Errorf("generate -variant %s -n 2 = %d, %d lines, %s", v, status, len(lines), errOut)
			continue
		}
		for _, line := range lines {
			p, err := fpuzzles.Read(line)
			if err != nil || p.Variant().String() != v {
				t.Errorf("generate -variant %s wrote %.60s…: %v, a %v puzzle", v, line, err, p.Variant())
			}
		}
		if status, count, _ := runCLI([]string{"solve", "-count"}, out); status != 0 || count != "1\n1\n" {
			t.Errorf("generate -variant %s: solve -count = %d, %q; want 1 for each", v, status, count)
		}
		if _, again, _ := runCLI([]string{"generate", "-variant", v, "-n", "2", "-seed", "3"}, ""); again != out {
			t.Errorf("generate -variant %s: another puzzle from the same seed", v)
		}
	}
	for _, l := range []string{"Easy", "Hard", "Extreme"} {
		_, out, _ := runCLI([]string{"generate", "-variant", "killer", "-difficulty", l, "-seed", "2"}, "")
		if status, grade, errOut := runCLI([]string{"grade"}, out); status != 0 || !strings.HasPrefix(grade, l+" ") {
			t.Errorf("generate -variant killer -difficulty %s, then grade = %d, %q, %s; want that level", l, status, grade, errOut)
		}
	}
	if status, _, errOut := runCLI([]string{"generate", "-variant", "killer", "-difficulty", "easy", "-symmetry", "rotational"}, ""); status != 2 || !strings.Contains(errOut, "no -symmetry") {
		t.Errorf("generate -variant killer -symmetry rotational = %d, %q; want 2 and why", status, errOut)
	}
}

// TestBenchVariant times a few variant puzzles at a level and checks the
// flags it refuses, and Solo's parameters for each kind.
func TestBenchVariant(t *testing.T) {
	status, out, errOut := runCLI([]string{"bench", "-generate", "2", "-difficulty", "easy", "-variant", "jigsaw+x"}, "")
	if status != 0 || !strings.HasPrefix(out, "jigsaw+x Easy: 2 puzzles (seed 1); CPU s per puzzle: mean ") {
		t.Errorf("bench -variant jigsaw+x = %d, %q, %q", status, out, errOut)
	}
	for _, args := range [][]string{
		{"bench", "-generate", "2", "-variant", "killer"},
		{"bench", "-difficulty", "easy", "-variant", "killer"},
		{"bench", "-generate", "2", "-difficulty", "easy", "-variant", "sml"},
		{"bench", "-generate", "2", "-difficulty", "easy", "-solo", "sgt-solo"},
	} {
		if status, _, _ := runCLI(args, ""); status != 2 {
			t.Errorf("%q = %d; want 2", args, status)
		}
	}
	for _, tt := range []struct {
		v     sudoku.Variant
		level logic.Level
		want  string
	}{{sudoku.Killer, logic.Hard, "3x3kda"}, {sudoku.Jigsaw, logic.Easy, "9jdb"}, {sudoku.XVariant, logic.Extreme, "3x3xdu"},
		{sudoku.Jigsaw | sudoku.Killer | sudoku.XVariant, logic.Expert, "9jxkde"}} {
		if got := soloParams(tt.v, tt.level); got != tt.want {
			t.Errorf("soloParams(%v, %v) = %q; want %q", tt.v, tt.level, got, tt.want)
		}
	}
}

// TestBenchSized times a few puzzles of another size and with a setter's
// constraints, and checks the flags it refuses: no -generate or
// -difficulty, a size or level not dealt, Solo for constraints it does not
// make or a size it has no grid of.
func TestBenchSized(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"bench", "-generate", "2", "-difficulty", "easy", "-size", "4"}, "4x4 · Easy: 2 puzzles (seed 1); CPU s per puzzle: mean "},
		{[]string{"bench", "-generate", "2", "-difficulty", "easy", "-size", "6", "-variant", "thermo"}, "6x6 Thermo · Easy: 2 puzzles (seed 1); CPU s per puzzle: mean "},
	} {
		status, out, errOut := runCLI(tt.args, "")
		if status != 0 || !strings.HasPrefix(out, tt.want) {
			t.Errorf("%q = %d, %q, %q; want 0 and %q…", tt.args, status, out, errOut, tt.want)
		}
	}
	for _, args := range [][]string{
		{"bench", "-generate", "2", "-size", "6"},
		{"bench", "-difficulty", "easy", "-variant", "arrow"},
		{"bench", "-generate", "2", "-difficulty", "hard", "-size", "4"},
		{"bench", "-generate", "2", "-difficulty", "hard", "-size", "7", "-variant", "xv"},
		{"bench", "-generate", "2", "-difficulty", "easy", "-variant", "kropki", "-solo", "sgt-solo"},
		{"bench", "-generate", "2", "-difficulty", "easy", "-size", "14", "-solo", "sgt-solo"},
	} {
		if status, _, errOut := runCLI(args, ""); status != 2 || errOut == "" {
			t.Errorf("%q = %d, %q; want 2 and a message", args, status, errOut)
		}
	}
}
