package main

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/fpuzzles"
	"github.com/sudoku-devs/sudoku/internal/solo"
)

// TestSolveVariants solves Solo's puzzles (killer, jigsaw, X and their
// mixes, internal/sudoku/testdata/solo.txt) given as Solo's game IDs, as
// f-puzzles JSON documents and as f-puzzles links: solve -count says each
// has one solution, and solve gives the same solution in every form.
func TestSolveVariants(t *testing.T) {
	f, err := os.Open("../../internal/sudoku/testdata/solo.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var ids, docs, links []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		id := sc.Text()
		if id == "" || strings.HasPrefix(id, "#") {
			continue
		}
		p, err := solo.Parse(id)
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		ids = append(ids, id)
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
	for _, cmd := range [][]string{{"grade"}, {"hint", links[0]}} {
		in := ""
		if cmd[0] == "grade" {
			in = docs[0] + "\n"
		}
		if status, out, _ := runCLI(cmd, in); status != 1 || !strings.Contains(out, "classic puzzles only") {
			t.Errorf("%s of a killer = %d, %q; want an error saying it takes classic puzzles only", cmd[0], status, out)
		}
	}
}

// TestGenerateVariants generates puzzles of every variant with a shape as
// f-puzzles documents: each reads back as its variant, has one solution,
// and the same seed gives the same lines; a level is refused for now.
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
	if status, _, errOut := runCLI([]string{"generate", "-variant", "killer", "-difficulty", "easy"}, ""); status != 2 || !strings.Contains(errOut, "no -difficulty") {
		t.Errorf("generate -variant killer -difficulty easy = %d, %q; want 2 and why", status, errOut)
	}
}
