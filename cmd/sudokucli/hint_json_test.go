package main

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-devs/sudoku/internal/fpuzzles"
	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/puzzlesets"
	"github.com/sudoku-devs/sudoku/internal/puzzletext"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// logicFull is set by LOGIC_FULL=1 in the environment, as in package logic:
// TestHintJSONSound then goes through every puzzle of the full sets too.
var logicFull = os.Getenv("LOGIC_FULL") != ""

// parseCellName returns the index (0–80) of a cell named "r1c1" … "r9c9".
func parseCellName(s string) (int, bool) {
	if len(s) != 4 || s[0] != 'r' || s[2] != 'c' || s[1] < '1' || s[1] > '9' || s[3] < '1' || s[3] > '9' {
		return 0, false
	}
	return int(s[1]-'1')*9 + int(s[3]-'1'), true
}

// validHouseName reports whether s names a house: "r1" … "r9", "c1" … "c9",
// "b1" … "b9" (boxes or regions), or a diagonal "d1" or "d2".
func validHouseName(s string) bool {
	return len(s) == 2 && (strings.ContainsRune("rcb", rune(s[0])) && s[1] >= '1' && s[1] <= '9' || s == "d1" || s == "d2")
}

// testPeers returns the peers of each cell of p, worked out here from p's
// rules (not package sudoku's tables): the cells of its row, column, box or
// region, diagonals and cage.
func testPeers(p *sudoku.Puzzle) [81][]int {
	region := func(i int) int {
		if p.Regions.IsZero() {
			return i/27*3 + i%9/3
		}
		return int(p.Regions[i])
	}
	cage := make([]int, 81)
	for i := range cage {
		cage[i] = -1
	}
	for k, c := range p.Cages {
		for _, i := range c.Cells {
			cage[i] = k
		}
	}
	var peers [81][]int
	for i := range 81 {
		for j := range 81 {
			if j != i && (j/9 == i/9 || j%9 == i%9 || region(j) == region(i) ||
				p.Diagonals && (j/9 == j%9 && i/9 == i%9 || j/9+j%9 == 8 && i/9+i%9 == 8) ||
				cage[i] >= 0 && cage[j] == cage[i]) {
				peers[i] = append(peers[i], j)
			}
		}
	}
	return peers
}

// checkHintJSON runs `hint -all -json puzzle` and checks every line against
// the solution with its own bookkeeping of digits and candidates (not
// package logic's): each line is one JSON object with every key, a technique
// and a text that starts with its name, a rating, and valid cell, house and
// digit names; each placement is the solution's digit in an open cell where
// it is a candidate; each eliminated digit is a candidate and not the
// solution's; and the steps together fill the grid to the solution. It
// returns the number of steps by technique.
func checkHintJSON(t *testing.T, puzzle string) map[string]int {
	t.Helper()
	p, err := puzzletext.Read(puzzle)
	if err != nil {
		t.Fatalf("puzzletext.Read(%q): %v", puzzle, err)
	}
	sol, err := sudoku.Solve(p)
	if err != nil {
		t.Fatalf("Solve(%s): %v", puzzle, err)
	}
	status, out, errOut := runCLI([]string{"hint", "-all", "-json", puzzle}, "")
	if status != 0 {
		t.Fatalf("hint -all -json %s = %d, %q; want 0", puzzle, status, errOut)
	}

	grid := p.Givens
	peers := testPeers(&p)
	var cands [81]sudoku.Digits
	for i, d := range grid {
		if d != 0 {
			continue
		}
		cands[i] = sudoku.AllDigits
		for _, j := range peers[i] {
			cands[i] = cands[i].Remove(int(grid[j]))
		}
	}
	counts := make(map[string]int)
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	for n, line := range lines {
		fail := func(format string, args ...any) {
			t.Helper()
			t.Fatalf("hint -all -json %s, step %d %s: %s", puzzle, n+1, line, fmt.Sprintf(format, args...))
		}
		dec := json.NewDecoder(strings.NewReader(line))
		dec.DisallowUnknownFields()
		var s logic.StepData
		if err := dec.Decode(&s); err != nil || dec.More() {
			fail("not one JSON object of a step: %v", err)
		}
		if s.Place == nil || s.Eliminate == nil || s.Digits == nil || s.Cells == nil || s.Houses == nil {
			fail("a key is missing or null; want every key, [] for none")
		}
		if s.Technique == "" || s.Technique == "none" || !strings.HasPrefix(s.Text, s.Technique+": ") {
			fail("technique %q, text %q; want a technique and a text starting with its name", s.Technique, s.Text)
		}
		if s.Rating < 1 || s.Rating > 20 {
			fail("rating %v; want 1.0–20.0", s.Rating)
		}
		if len(s.Place)+len(s.Eliminate) == 0 {
			fail("the step places nothing and removes nothing")
		}
		for _, d := range s.Digits {
			if d < 1 || d > 9 {
				fail("digit %d; want 1–9", d)
			}
		}
		for _, c := range s.Cells {
			if _, ok := parseCellName(c); !ok {
				fail("cell %q; want r1c1 … r9c9", c)
			}
		}
		for _, h := range s.Houses {
			if !validHouseName(h) {
				fail("house %q; want r1 … r9, c1 … c9 or b1 … b9", h)
			}
		}
		// Check the whole step on the grid before it, then carry it out.
		place := make([]logic.Candidate, len(s.Place))
		for i, pl := range s.Place {
			c, ok := parseCellName(pl.Cell)
			switch {
			case !ok:
				fail("placement in cell %q; want r1c1 … r9c9", pl.Cell)
			case pl.Digit != int(sol[c]):
				fail("places %d in %s; the solution has %d", pl.Digit, pl.Cell, sol[c])
			case grid[c] != 0:
				fail("places %d in %s, which already holds %d", pl.Digit, pl.Cell, grid[c])
			case !cands[c].Has(pl.Digit):
				fail("places %d in %s, which is not a candidate there", pl.Digit, pl.Cell)
			}
			place[i] = logic.Candidate{Cell: c, Digit: pl.Digit}
		}
		elim := make([]logic.Candidate, len(s.Eliminate))
		for i, e := range s.Eliminate {
			c, ok := parseCellName(e.Cell)
			switch {
			case !ok:
				fail("elimination in cell %q; want r1c1 … r9c9", e.Cell)
			case e.Digit == int(sol[c]):
				fail("removes the solution's %d from %s", e.Digit, e.Cell)
			case !cands[c].Has(e.Digit):
				fail("removes %d from %s, which is not a candidate there", e.Digit, e.Cell)
			}
			elim[i] = logic.Candidate{Cell: c, Digit: e.Digit}
		}
		for _, pl := range place {
			grid[pl.Cell] = uint8(pl.Digit)
			cands[pl.Cell] = 0
			for _, peer := range peers[pl.Cell] {
				cands[peer] = cands[peer].Remove(pl.Digit)
			}
		}
		for _, e := range elim {
			cands[e.Cell] = cands[e.Cell].Remove(e.Digit)
		}
		counts[s.Technique]++
	}
	if grid != sol {
		t.Fatalf("hint -all -json %s: its %d steps fill the grid to %s; want the solution %s", puzzle, len(lines), grid, sol)
	}
	return counts
}

// TestHintJSONSound is the property test of `hint -all -json`: every line of
// every solve, decoded, agrees with the solution and the steps fill the grid
// (see checkHintJSON). The subtests "sample" go through every puzzle of the
// samples of top1465.txt and hardest1106.txt that the repository carries
// (293 and all 375); "full" through every puzzle of the full sets in
// ../shared/data with LOGIC_FULL=1, skipped without it or without the
// folder. Under -short the samples are cut to 20 puzzles each, and under
// -race (about 14 times slower) to every 4th puzzle of the top1465 sample
// and every 16th of the hardest1106 one, whose forcing nets would take
// minutes there, unless LOGIC_FULL is set.
func TestHintJSONSound(t *testing.T) {
	check := func(t *testing.T, puzzles []string, every int) {
		if every > 1 {
			var some []string
			for i := 0; i < len(puzzles); i += every {
				some = append(some, puzzles[i])
			}
			puzzles = some
		}
		if testing.Short() && len(puzzles) > 20 {
			puzzles = puzzles[:20]
		}
		start := time.Now()
		counts := make(map[string]int)
		for _, p := range puzzles {
			for tech, n := range checkHintJSON(t, p) {
				counts[tech] += n
			}
		}
		t.Logf("%d puzzles in %v; steps by technique: %v", len(puzzles), time.Since(start).Round(time.Millisecond), counts)
	}
	sets := []struct {
		name  string
		every int // every every-th puzzle of the sample under -race
	}{{puzzlesets.Top1465, 4}, {puzzlesets.Hardest1106, 16}}
	for _, set := range sets {
		t.Run(set.name, func(t *testing.T) {
			t.Run("sample", func(t *testing.T) {
				every := 1
				if raceEnabled && !logicFull {
					every = set.every
				}
				check(t, puzzlesets.Sample(set.name), every)
			})
			t.Run("full", func(t *testing.T) {
				if !logicFull {
					t.Skip("set LOGIC_FULL=1 to check every puzzle of the full set")
				}
				check(t, puzzlesets.Full(t, set.name), 1)
			})
		})
	}
}

// TestHintJSONVariants is TestHintJSONSound for the variants: every step
// of `hint -all -json` agrees with the solution on Solo's puzzles (read
// from f-puzzles links) and on killer, jigsaw and X puzzles (and their
// mixes) that `generate -variant V -difficulty L` writes at every level.
// Under -short or the race detector it takes a third of Solo's puzzles
// and the Easy and Extreme levels only.
func TestHintJSONVariants(t *testing.T) {
	var puzzles []string
	for i, p := range puzzlesets.SoloPuzzles(t) {
		if i%3 == 0 || !testing.Short() && !raceEnabled {
			puzzles = append(puzzles, fpuzzles.Link(p, "Solo"))
		}
	}
	levels := []string{"easy", "medium", "hard", "expert", "extreme"}
	if testing.Short() || raceEnabled {
		levels = []string{"easy", "extreme"}
	}
	for _, v := range []string{"killer", "jigsaw", "x", "killer+x", "killer+jigsaw", "jigsaw+x"} {
		for _, l := range levels {
			status, out, errOut := runCLI([]string{"generate", "-variant", v, "-difficulty", l, "-seed", "5"}, "")
			if status != 0 {
				t.Fatalf("generate -variant %s -difficulty %s = %d, %s", v, l, status, errOut)
			}
			puzzles = append(puzzles, strings.TrimSpace(out))
		}
	}
	counts := make(map[string]int)
	for _, p := range puzzles {
		for tech, n := range checkHintJSON(t, p) {
			counts[tech] += n
		}
	}
	t.Logf("%d puzzles; steps by technique: %v", len(puzzles), counts)
}

// TestHintJSON checks the JSON lines of hint against its lines in words,
// and its answers for a solved puzzle and for bad ones.
func TestHintJSON(t *testing.T) {
	for _, p := range []string{wikiPuzzle, mediumPuzzle, expertPuzzle} {
		_, words, _ := runCLI([]string{"hint", "-all", p}, "")
		status, out, _ := runCLI([]string{"hint", "-all", "-json", p}, "")
		var texts []string
		dec := json.NewDecoder(strings.NewReader(out))
		for dec.More() {
			var s logic.StepData
			if err := dec.Decode(&s); err != nil {
				t.Fatalf("hint -all -json %s: %v", p, err)
			}
			texts = append(texts, s.Text+"\n")
		}
		if got := strings.Join(texts, ""); status != 0 || got != words {
			t.Errorf("hint -all -json %s = %d, texts\n%s; want 0, the lines of hint -all\n%s", p, status, got, words)
		}
		if strings.Count(out, "\n") != len(texts) {
			t.Errorf("hint -all -json %s wrote %d lines for %d steps; want one a step", p, strings.Count(out, "\n"), len(texts))
		}
	}

	tests := []struct {
		args   []string
		status int
		out    string
	}{
		{[]string{"hint", "-json", wikiPuzzle}, 0,
			`{"technique":"Hidden single","rating":1.2,"place":[{"cell":"r1c6","digit":8}],"eliminate":[],` +
				`"digits":[8],"cells":["r1c6"],"houses":["b2"],"text":"Hidden single: in box 2, 8 fits only in r1c6"}` + "\n"},
		{[]string{"hint", "-json", "-all", wikiSolution}, 0, ""},
		{[]string{"hint", "-json", "55" + wikiPuzzle[2:]}, 1, `{"error":"duplicate 5 in row 1 and box 1: r1c1 and r1c2"}` + "\n"},
		{[]string{"hint", "-json", strings.Repeat(".", 81)}, 1, `{"error":"more than one solution"}` + "\n"},
	}
	for _, tt := range tests {
		if status, out, _ := runCLI(tt.args, ""); status != tt.status || out != tt.out {
			t.Errorf("run(%q) = %d, %q; want %d, %q", tt.args, status, out, tt.status, tt.out)
		}
	}
}
