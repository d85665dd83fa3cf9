package main

import (
	"context"
	"strings"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
	"github.com/sudoku-devs/sudoku/internal/variant"
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

// TestGenerateSize makes puzzles of other sizes with -size, as JSON and as
// links, and reads each back: its size, its title, one solution and the
// level asked by grade; the same seed gives the same puzzles.
func TestGenerateSize(t *testing.T) {
	tests := []struct {
		args  []string
		size  int
		title string
		grade string
	}{
		{[]string{"-size", "4"}, 4, "4x4 · Easy", "Easy"},
		{[]string{"-size", "6", "-difficulty", "medium", "-link"}, 6, "6x6 · Medium", "Medium"},
		{[]string{"-size", "8", "-symmetry", "rotational", "-variant", "classic"}, 8, "8x8 · Easy", "Easy"},
		{[]string{"-variant", "thermo", "-difficulty", "medium"}, 9, "Thermo · Medium", "Medium"},
		{[]string{"-variant", "kropki", "-size", "6", "-link"}, 6, "6x6 Kropki · Easy", "Easy"},
		{[]string{"-variant", "littlekiller", "-symmetry", "diagonal"}, 9, "Little killer · Easy", "Easy"},
	}
	for _, tt := range tests {
		args := append([]string{"generate", "-n", "2", "-seed", "5"}, tt.args...)
		status, out, errOut := runCLI(args, "")
		lines := strings.Split(strings.TrimSpace(out), "\n")
		if status != 0 || len(lines) != 2 {
			t.Fatalf("run(%q) = %d, %q, %q; want 0 and 2 puzzles", args, status, out, errOut)
		}
		for _, l := range lines {
			p, err := variant.Read(l)
			if err != nil {
				t.Fatalf("run(%q) wrote %q: %v", args, l, err)
			}
			if p.Size != tt.size || p.Title != tt.title {
				t.Errorf("run(%q) wrote a %dx%d puzzle titled %q; want %dx%d, %q", args, p.Size, p.Size, p.Title, tt.size, tt.size, tt.title)
			}
			if _, err := p.Solve(context.Background()); err != nil {
				t.Errorf("run(%q) wrote %s: %v", args, l, err)
			}
			if status, graded, errOut := runCLI([]string{"grade"}, l+"\n"); status != 0 || !strings.HasPrefix(graded, tt.grade+" ") {
				t.Errorf("grade %s = %d, %q, %q; want %s", l, status, graded, errOut, tt.grade)
			}
		}
		if _, again, _ := runCLI(args, ""); again != out {
			t.Errorf("run(%q) twice gave different puzzles", args)
		}
	}
}

// TestGenerateSizeUsage checks the sizes and flags -size and -variant
// with constraints refuse, each with a message that names what is wrong.
func TestGenerateSizeUsage(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"-size", "7"}, "-size 7: no 7x7 grid with boxes"},
		{[]string{"-size", "17"}, "-size 17: no 17x17 grid with boxes"},
		{[]string{"-size", "4", "-difficulty", "medium"}, "-size 4: 4x4 puzzles are all Easy (singles finish every one), not Medium"},
		{[]string{"-size", "6", "-difficulty", "hard"}, "-size 6: 6x6 puzzles are dealt from Easy to Medium, not Hard"},
		{[]string{"-size", "6", "-difficulty", "extreme"}, "-size 6: 6x6 puzzles are dealt from Easy to Medium, not Extreme"},
		{[]string{"-size", "6", "-variant", "killer"}, `-size 6 makes classic and jigsaw puzzles: it takes no -variant "killer"`},
		{[]string{"-size", "6", "-technique", "xwing"}, "-size 6 takes no -technique"},
		{[]string{"-size", "6", "-symmetry", "spiral"}, `unknown symmetry "spiral"`},
		{[]string{"-variant", "arrow", "-size", "7"}, "-size 7: no 7x7 grid with boxes"},
		{[]string{"-variant", "xv", "-technique", "xwing"}, "-variant xv takes no -technique"},
		{[]string{"-variant", "sandwich"}, "or antiking, antiknight, arrow, cages, kropki, littlekiller, oddeven, thermo, xv for puzzles with those constraints, or a mix of them joined with + (antiknight+killer)"},
		{[]string{"-variant", "antiking+antiking"}, `"antiking" is named twice`},
		{[]string{"-size", "15", "-variant", "jigsaw", "-difficulty", "extreme", "-symmetry", "none", "-technique", "xwing"}, "-size 15 takes no -technique"},
	} {
		args := append([]string{"generate"}, tt.args...)
		if status, _, errOut := runCLI(args, ""); status != 2 || !strings.Contains(errOut, tt.want) {
			t.Errorf("run(%q) = %d, %q; want 2 and %q", args, status, errOut, tt.want)
		}
	}
}
