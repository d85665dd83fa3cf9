package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Two puzzles of top1465.txt, one that needs a pointing step (Medium) and
// the first, which needs forcing chains (Extreme), and an Expert one.
const (
	mediumPuzzle  = ".......92.37.......4.......8...6.1.......43.......9...2...5...6...1..74....8....."
	extremePuzzle = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
	// expertPuzzle needs an X-Wing; Sudoku Explainer rates it by a hidden pair.
	expertPuzzle = "..8.6...........4..1.9..56..51.2...9.9...17..2.7...4.1.6....8....2.4615...5..9..."
)

func TestGrade(t *testing.T) {
	tests := []struct {
		name, in, out string
		status        int
	}{
		{"easy", wikiPuzzle + "\n", "Easy 1.2 Hidden single; ER 1.2 Hidden Single\n", 0},
		{"extreme", extremePuzzle + "\n", "Extreme 9.0 Dynamic forcing chain; ER 9.0 Dynamic Contradiction Forcing Chains\n", 0},
		{"expert set by an X-Wing", expertPuzzle + "\n", "Expert 3.2 X-Wing; ER 3.4 Hidden Pair\n", 0},
		{"comments and blanks", "# graded\n\n" + wikiPuzzle + "\n", "Easy 1.2 Hidden single; ER 1.2 Hidden Single\n", 0},
		{"errors", "55" + wikiPuzzle[2:] + "\n" + strings.Repeat(".", 81) + "\nabc\n" + wikiPuzzle + "\n",
			"error: duplicate 5 in row 1 and box 1: r1c1 and r1c2\nerror: more than one solution\n" +
				"error: character 1 (r1c1) is 'a', which a puzzle cannot hold: only digits 1 to 9, and 0 or . for an empty cell\nEasy 1.2 Hidden single; ER 1.2 Hidden Single\n", 1},
	}
	for _, tt := range tests {
		status, out, _ := runCLI([]string{"grade"}, tt.in)
		if status != tt.status || out != tt.out {
			t.Errorf("grade of %s = %d, %q; want %d, %q", tt.name, status, out, tt.status, tt.out)
		}
	}
}

// fourByFour is a setter's 4x4 grid with two cells open, which naked
// singles fill.
const fourByFour = `{"size":4,"grid":[[{},{"value":2,"given":true},{"value":3,"given":true},{"value":4,"given":true}],` +
	`[{"value":3,"given":true},{},{"value":1,"given":true},{"value":2,"given":true}],` +
	`[{"value":2,"given":true},{"value":1,"given":true},{"value":4,"given":true},{"value":3,"given":true}],` +
	`[{"value":4,"given":true},{"value":3,"given":true},{"value":2,"given":true},{"value":1,"given":true}]]}`

// smallMurders is DiMono's 4x4 Small Murders, of little killers only, as
// internal/variant/testdata/setters.txt has it (its source named there).
const smallMurders = "https://sudokupad.app/fpuzzlesN4IgzglgXgpiBcAWANCALhNAbO8QGUBbAQyywAIBZAVwCcATGWsEVY6tACwHtaEQAIhErcAdt1Yha1HGBhp+AOV4kKiAB6JyYavW4BrauWmzyxAA7msATwB0AHVGOAgrVrcA7mHIRR9CADGxGgw5FyhOoTk3ABmYZyh/gDmmN6kYknxob7+QSH05P7ESWKktuRCKWjeJNbGMOYwwT5xpFieMAUARnXc4bTGMjBgtpJJtBD0CADa08AAvsgLS4sLALrIc6vbKxtbKwfrm8sn22sbIFiY2DD6EGRMkTOgATBk/ABKiADCAKySrzILHg0xAHwAzN9EJIPgAmb7gmEARm+sJAF38tBgAQwYn4AFUADKSABupGouBAADYQKsQICsJ8UQAGAFvLDA0Fw75ImGQtGoL4I9GoTHY3GifgCD6k8mUgDstKW9PZn2ZULZQJmYJRiMF8IFYMhvIxECxOIgeLwAmJqDJWAp/AAHEqXqq8B9fjzNRztULDRDhfqNabzRKCTK7XL+ABOWlreZAA==="

// TestGradeSized grades setters' grids of other sizes than 9x9: by the
// singles where they do, by a forcing chain through the constraints where
// the lessons run out (Small Murders, whose little killers cross).
func TestGradeSized(t *testing.T) {
	tests := []struct{ name, in, out string }{
		{"4x4 by singles", fourByFour, "Easy 2.3 Naked single\n"},
		{"Small Murders", smallMurders, "Extreme 8.4 Constraint forcing chain\n"},
	}
	for _, tt := range tests {
		status, out, errOut := runCLI([]string{"grade"}, tt.in+"\n")
		if status != 0 || out != tt.out {
			t.Errorf("grade of %s = %d, %q (%s); want 0, %q", tt.name, status, out, errOut, tt.out)
		}
	}
}

func TestGradeFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "p.txt")
	if err := os.WriteFile(path, []byte(wikiPuzzle+"\n"+extremePuzzle+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	want := "Easy 1.2 Hidden single; ER 1.2 Hidden Single\nExtreme 9.0 Dynamic forcing chain; ER 9.0 Dynamic Contradiction Forcing Chains\n"
	if status, out, _ := runCLI([]string{"grade", path}, ""); status != 0 || out != want {
		t.Errorf("grade FILE = %d, %q; want 0, %q", status, out, want)
	}
	if status, _, errOut := runCLI([]string{"grade", path + ".missing"}, ""); status != 1 || !strings.Contains(errOut, "no such file") {
		t.Errorf("grade of a missing file = %d, %q; want 1 and an error", status, errOut)
	}
	if status, _, _ := runCLI([]string{"grade", path, path}, ""); status != 2 {
		t.Errorf("grade with two files = %d; want 2", status)
	}
}

func TestHint(t *testing.T) {
	tests := []struct {
		args   []string
		status int
		out    string
	}{
		{[]string{"hint", wikiPuzzle}, 0, "Hidden single: in box 2, 8 fits only in r1c6\n"},
		{[]string{"hint", mediumPuzzle}, 0, "Hidden single: in box 1, 2 fits only in r3c3\n"},
		{[]string{"hint", wikiSolution}, 0, "the puzzle is already solved\n"},
		{[]string{"hint", "55" + wikiPuzzle[2:]}, 1, "error: duplicate 5 in row 1 and box 1: r1c1 and r1c2\n"},
		{[]string{"hint", strings.Repeat(".", 81)}, 1, "error: more than one solution\n"},
		{[]string{"hint"}, 2, ""},
		{[]string{"hint", wikiPuzzle, wikiPuzzle}, 2, ""},
		// A setter's 4x4 grid: its own rows and columns name the cell.
		{[]string{"hint", fourByFour}, 0, "Naked single: r1c1 can only be 1\n"},
		{[]string{"hint", "-all", fourByFour}, 0, "Naked single: r1c1 can only be 1\nNaked single: r2c2 can only be 4\n"},
	}
	for _, tt := range tests {
		if status, out, _ := runCLI(tt.args, ""); status != tt.status || out != tt.out {
			t.Errorf("run(%q) = %d, %q; want %d, %q", tt.args, status, out, tt.status, tt.out)
		}
	}
}

// TestHintAll checks that the explainer prints one step per blank cell or
// more, each naming its technique, and that the medium puzzle's path uses a
// locked-candidates step.
func TestHintAll(t *testing.T) {
	status, out, _ := runCLI([]string{"hint", "-all", mediumPuzzle}, "")
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	blanks := strings.Count(mediumPuzzle, ".")
	if status != 0 || len(lines) < blanks {
		t.Fatalf("hint -all = %d, %d lines; want 0, at least %d", status, len(lines), blanks)
	}
	if !strings.Contains(out, "Pointing: ") && !strings.Contains(out, "Claiming: ") {
		t.Errorf("hint -all of a medium puzzle uses no locked candidates:\n%s", out)
	}
	for _, l := range lines {
		if !strings.Contains(l, ": ") {
			t.Errorf("hint -all line %q names no technique", l)
		}
	}
}
