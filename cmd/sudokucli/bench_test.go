package main

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestTimeInTurn checks the turn order of a timed comparison with rounds
// of fixed cost: whichever has spent less goes next (theirs on a tie), theirs
// runs until it has spent minTime, and ours ends with at least as much.
func TestTimeInTurn(t *testing.T) {
	tests := []struct {
		name              string
		oursCost, theirs  time.Duration // CPU time of one round; 0: no theirs
		minTime           time.Duration
		wantOrder         string // o: a round of ours, t: one of theirs
		wantOurs, wantThe time.Duration
	}{
		{"ours alone", 3, 0, 10, "oooo", 12, 0},
		{"theirs slow", 2, 5, 6, "toootoo", 10, 10},
		{"same cost", 5, 5, 10, "toto", 10, 10},
		{"minTime zero still runs once each", 4, 3, 0, "to", 4, 3},
	}
	for _, tt := range tests {
		var order strings.Builder
		ours := &rounds{run: func() (time.Duration, error) { order.WriteByte('o'); return tt.oursCost, nil }}
		var theirs *rounds
		if tt.theirs > 0 {
			theirs = &rounds{run: func() (time.Duration, error) { order.WriteByte('t'); return tt.theirs, nil }}
		}
		if err := timeInTurn(tt.minTime, ours, theirs); err != nil {
			t.Errorf("%s: error %v", tt.name, err)
		}
		if got := order.String(); got != tt.wantOrder {
			t.Errorf("%s: order %q, want %q", tt.name, got, tt.wantOrder)
		}
		if ours.cpu != tt.wantOurs || (theirs != nil && theirs.cpu != tt.wantThe) {
			t.Errorf("%s: ours %v, theirs %v; want %v, %v", tt.name, ours.cpu, theirs, tt.wantOurs, tt.wantThe)
		}
	}
}

// TestTimeInTurnError checks that a failing other solver stops its turns
// and is reported, while ours still gets its minTime.
func TestTimeInTurnError(t *testing.T) {
	boom := errors.New("boom")
	ours := &rounds{run: func() (time.Duration, error) { return 4, nil }}
	theirs := &rounds{run: func() (time.Duration, error) { return 0, boom }}
	if err := timeInTurn(10, ours, theirs); !errors.Is(err, boom) {
		t.Errorf("error %v, want %v", err, boom)
	}
	if ours.cpu != 12 || theirs.n != 0 {
		t.Errorf("ours spent %v, theirs ran %d times; want 12 and 0", ours.cpu, theirs.n)
	}
}

// TestBenchLevel checks that bench -generate -difficulty reports the puzzles
// generate makes, checked, with the techniques that set their level.
func TestBenchLevel(t *testing.T) {
	args := []string{"bench", "-generate", "4", "-seed", "3", "-difficulty", "medium", "-symmetry", "mirror"}
	status, out, errOut := runCLI(args, "")
	if status != 0 || !strings.Contains(out, "Medium, symmetry mirror: 4 puzzles (seed 3), 4 isomorph classes; CPU s per puzzle: mean ") ||
		!strings.Contains(out, "\nset by: ") || errOut != "" {
		t.Errorf("run(%q) = %d, %q, %q; want 0, a line of figures and one of techniques", args, status, out, errOut)
	}
	for _, bad := range [][]string{
		{"bench", "-difficulty", "hard"},
		{"bench", "-generate", "2", "-symmetry", "mirror"},
		{"bench", "-generate", "2", "-difficulty", "diabolical"},
		{"bench", "-generate", "2", "-difficulty", "hard", "-symmetry", "spiral"},
	} {
		if status, _, errOut := runCLI(bad, ""); status != 2 || errOut == "" {
			t.Errorf("run(%q) = %d, %q; want 2 and a message", bad, status, errOut)
		}
	}
}

// TestBenchTdoku checks bench -tdoku with stand-ins for tdoku-count: one
// that answers right gets a ratio, one that answers wrong or is missing an
// error naming the puzzle or the command.
func TestBenchTdoku(t *testing.T) {
	t.Setenv("SUDOKUCLI_TEST_MAIN", "1") // bench runs this test binary as sudokucli
	dir := t.TempDir()
	puzzles := filepath.Join(dir, "two.txt")
	os.WriteFile(puzzles, []byte("# two puzzles\n"+wikiPuzzle+"\n\n"+"..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9\n"), 0o600)
	script := func(name, answer string) string {
		path := filepath.Join(dir, name)
		body := "#!/bin/sh\n[ \"$1\" = count ] || exit 2\ngrep -E '^[0-9.]{81}' \"$2\" | sed 's/.*/" + answer + "/'\n"
		if err := os.WriteFile(path, []byte(body), 0o700); err != nil {
			t.Fatal(err)
		}
		return path
	}
	right, wrong := script("right", "1"), script("wrong", "2")

	args := []string{"bench", "-count", "-time", "1ms", "-rounds", "2", "-tdoku", right, puzzles}
	status, out, errOut := runCLI(args, "")
	if status != 0 || !strings.Contains(out, "tdoku puzzles/s") || !strings.Contains(out, "vs tdoku") || errOut != "" {
		t.Fatalf("run(%q) = %d, %q, %q; want 0 and a tdoku column", args, status, out, errOut)
	}
	row := strings.Fields(out[strings.Index(out, "two.txt"):])
	if len(row) < 9 || !strings.HasSuffix(row[8], "x") {
		t.Errorf("row %q; want 6 figures of ours, then CLI and tdoku puzzles/s and a ratio", row)
	}

	args = []string{"bench", "-time", "1ms", "-rounds", "1", "-tdoku", wrong, puzzles}
	if status, _, errOut := runCLI(args, ""); status != 1 || !strings.Contains(errOut, `puzzle 1: "2" solutions, want "1"`) {
		t.Errorf("run(%q) = %d, %q; want 1 and the puzzle it got wrong", args, status, errOut)
	}
	args = []string{"bench", "-time", "1ms", "-tdoku", filepath.Join(dir, "missing"), puzzles}
	if status, _, errOut := runCLI(args, ""); status != 1 || !strings.Contains(errOut, "missing count") {
		t.Errorf("run(%q) = %d, %q; want 1 and the command that failed", args, status, errOut)
	}
	if status, _, _ := runCLI([]string{"bench", "-rounds", "0", puzzles}, ""); status != 2 {
		t.Errorf("bench -rounds 0 = %d; want 2", status)
	}
}
