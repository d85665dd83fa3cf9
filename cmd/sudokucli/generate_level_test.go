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
