package main

import (
	"strings"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

func TestGenerateDifficulty(t *testing.T) {
	tests := []struct {
		level, symmetry string
		want            logic.Level
	}{
		{"easy", "", logic.Easy},
		{"Medium", "rotational", logic.Medium},
		{"expert", "mirror", logic.Expert},
		{"extreme", "diagonal", logic.Extreme},
	}
	for _, tt := range tests {
		args := []string{"generate", "-n", "2", "-seed", "5", "-difficulty", tt.level}
		if tt.symmetry != "" {
			args = append(args, "-symmetry", tt.symmetry)
		}
		status, out, errOut := runCLI(args, "")
		lines := strings.Fields(out)
		if status != 0 || len(lines) != 2 {
			t.Fatalf("run(%q) = %d, %q, %q; want 0 and 2 puzzles", args, status, out, errOut)
		}
		for _, l := range lines {
			p, err := sudoku.Parse(l)
			if err != nil {
				t.Fatalf("run(%q) wrote %q: %v", args, l, err)
			}
			if d, err := logic.Grade(p); err != nil || d.Level != tt.want {
				t.Errorf("Grade(%s) = %v, %v; want %v", l, d.Level, err, tt.want)
			}
		}
		if _, again, _ := runCLI(args, ""); again != out {
			t.Errorf("run(%q) twice gave different puzzles", args)
		}
	}
}

func TestGenerateDifficultyUsage(t *testing.T) {
	for _, args := range [][]string{
		{"generate", "-difficulty", "diabolical"},
		{"generate", "-difficulty", "easy", "-symmetry", "spiral"},
		{"generate", "-symmetry", "mirror"},
	} {
		if status, _, errOut := runCLI(args, ""); status != 2 || errOut == "" {
			t.Errorf("run(%q) = %d, %q; want 2 and a message", args, status, errOut)
		}
	}
}

// TestGenerateTechnique makes puzzles with -technique and grades them: grade
// names the technique as the one that sets each puzzle's level, for a
// killer technique a killer's. A level, a variant not the technique's own,
// a symmetry for a killer technique or an unknown technique is refused.
func TestGenerateTechnique(t *testing.T) {
	status, out, errOut := runCLI([]string{"generate", "-technique", "Swordfish", "-n", "2", "-seed", "11"}, "")
	if status != 0 || strings.Count(out, "\n") != 2 {
		t.Fatalf("generate -technique Swordfish = %d, %q, %q; want two puzzles", status, out, errOut)
	}
	status, graded, _ := runCLI([]string{"grade"}, out)
	for _, line := range strings.Split(strings.TrimSpace(graded), "\n") {
		if status != 0 || !strings.HasPrefix(line, "Expert 3.8 Swordfish") {
			t.Errorf("grade of a -technique Swordfish puzzle = %d, %q; want \"Expert 3.8 Swordfish…\"", status, line)
		}
	}
	status, out, errOut = runCLI([]string{"generate", "-technique", "Innies", "-n", "2", "-seed", "11"}, "")
	if status != 0 || strings.Count(out, "\n") != 2 || !strings.Contains(out, "killercage") {
		t.Fatalf("generate -technique Innies = %d, %q, %q; want two killers", status, out, errOut)
	}
	status, graded, _ = runCLI([]string{"grade"}, out)
	for _, line := range strings.Split(strings.TrimSpace(graded), "\n") {
		if status != 0 || !strings.HasPrefix(line, "Easy 2.5 Innies") {
			t.Errorf("grade of a -technique Innies killer = %d, %q; want \"Easy 2.5 Innies…\"", status, line)
		}
	}
	for _, args := range [][]string{
		{"-technique", "xwing", "-difficulty", "expert"},
		{"-technique", "xwing", "-variant", "killer"},
		{"-technique", "Cage combination", "-variant", "jigsaw"},
		{"-technique", "Cage combination", "-symmetry", "rotational"},
		{"-technique", "Golden nugget"},
	} {
		if status, _, errOut := runCLI(append([]string{"generate"}, args...), ""); status != 2 || errOut == "" {
			t.Errorf("generate %v = %d, %q; want 2 and an error", args, status, errOut)
		}
	}
}
