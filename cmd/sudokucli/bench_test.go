package main

import (
	"errors"
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
