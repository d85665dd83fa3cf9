// This file is part of package se, a port to Go of Sudoku Explainer 1.2.1:
// its tests, which are the port's own.
//
// Copyright (C) 2026 The Sudoku developers
//
// Licensed under the GNU Lesser General Public License, version 2.1 or (at
// your option) any later version; COPYING.LESSER beside this file has its
// text.
//
// SPDX-License-Identifier: LGPL-2.1-or-later

package se

import (
	"bufio"
	"context"
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// TestRateAsSerate rates the puzzles of testdata/serate.txt and wants the
// ER that serate, Sudoku Explainer's own rater, wrote for each.
func TestRateAsSerate(t *testing.T) {
	f, err := os.Open("testdata/serate.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	n := 0
	for line := 1; sc.Scan(); line++ {
		text := sc.Text()
		if strings.HasPrefix(text, "#") || text == "" {
			continue
		}
		n++
		if raceEnabled && n%5 != 0 {
			continue
		}
		puzzle, ed, ok := strings.Cut(text, " ED=")
		er, _, _ := strings.Cut(ed, "/")
		want, err := strconv.ParseFloat(er, 64)
		if !ok || err != nil {
			t.Fatalf("serate.txt:%d: %q is not PUZZLE ED=ER/EP/ED", line, text)
		}
		p, err := sudoku.Parse(puzzle)
		if err != nil {
			t.Fatalf("serate.txt:%d: %v", line, err)
		}
		got, err := Rate(p)
		if err != nil {
			t.Fatalf("serate.txt:%d: Rate: %v", line, err)
		}
		if got.Tenths != int(want*10+0.5) {
			t.Errorf("serate.txt:%d: Rate(%s) = %v; serate says %.1f", line, puzzle, got, want)
		}
	}
	if n < 250 {
		t.Errorf("read %d puzzles; want the 250 of serate.txt", n)
	}
}

func TestRateTechniques(t *testing.T) {
	tests := []struct {
		puzzle string
		want   string
	}{
		// The first lines of testdata/serate.txt.
		{"....4..3.....96.7...67.8..29.4.1....861..4....25.......8.3..96....9.5.........1.3", "2.0 Direct Hidden Pair"},
		{"...413....628.....35.....19.......5.....4.3..5.79.6.2.6....12....9......7.....4.8", "1.5 Hidden Single"},
		{"57..8.4.........3...32..1.5...4.8........5...2.7.....19.1.....4.8.7.9.....2....6.", "8.8 Dynamic Region Forcing Chains"},
	}
	for _, tt := range tests {
		p, err := sudoku.Parse(tt.puzzle)
		if err != nil {
			t.Fatal(err)
		}
		got, err := Rate(p)
		if err != nil || got.String() != tt.want {
			t.Errorf("Rate(%s) = %v, %v; want %s", tt.puzzle, got, err, tt.want)
		}
	}
}

func TestRateErrors(t *testing.T) {
	two, _ := sudoku.Parse(strings.Repeat(".", 81))
	if _, err := Rate(two); err == nil {
		t.Errorf("Rate(empty grid) = nil error; want the error of a puzzle with many solutions")
	}
	bad := two
	bad[0], bad[1] = 5, 5
	if _, err := Rate(bad); err == nil {
		t.Errorf("Rate(two 5s in row 1) = nil error; want an error")
	}
	p, _ := sudoku.Parse("57..8.4.........3...32..1.5...4.8........5...2.7.....19.1.....4.8.7.9.....2....6.")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := RateContext(ctx, p); !errors.Is(err, context.Canceled) {
		t.Errorf("RateContext(cancelled) error = %v; want context.Canceled", err)
	}
	// Easter Monster needs nested forcing chains, which take Sudoku
	// Explainer minutes: a deadline stops the rating within its step.
	monster, _ := sudoku.Parse("1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1")
	ctx, cancel = context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	start := time.Now()
	if _, err := RateContext(ctx, monster); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("RateContext(Easter Monster, 300 ms) error = %v; want context.DeadlineExceeded", err)
	}
	if d := time.Since(start); d > 30*time.Second {
		t.Errorf("RateContext(Easter Monster, 300 ms) returned after %v; want it to stop soon after the deadline", d)
	}
}

// TestHouseCause checks what follows from r5c5 (cell 40) holding 5 on an
// empty grid in the implications the unary chains walk, in the X mode
// (the value's places alone): its block's eight cells go off by the block,
// then the six others of its row by the row, then the six others of its
// column by the column, in Cell.getHouseCells' order.
func TestHouseCause(t *testing.T) {
	want := []cause{}
	for _, n := range []struct {
		cs cause
		k  int
	}{{causeBlock, 8}, {causeRow, 6}, {causeCol, 6}} {
		for range n.k {
			want = append(want, n.cs)
		}
	}
	im := (&chaining{}).implications(newGrid([81]uint8{}))
	edges := view{im, false, true}.from(int16(potKey(40, 5, true)))
	if len(edges) != len(want) || len(houseCells[40]) != len(want) {
		t.Fatalf("r5c5: %d edges, %d house cells; want %d", len(edges), len(houseCells[40]), len(want))
	}
	for i, e := range edges {
		d := houseCells[40][i]
		if k := potKey(d, 5, false); int(e.to) != k || e.cause != want[i] {
			t.Errorf("edge %d: to key %d cause %d, want r%dc%d 5 off (key %d) cause %d",
				i, e.to, e.cause, d/9+1, d%9+1, k, want[i])
		}
	}
}
