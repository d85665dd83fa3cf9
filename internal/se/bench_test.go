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
	"os"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// benchPuzzles reads up to n puzzles (all with n = 0) of
// ../../../shared/data/name, or skips b when the file is absent.
func benchPuzzles(b *testing.B, name string, n int) []sudoku.Grid {
	f, err := os.Open("../../../shared/data/" + name)
	if err != nil {
		b.Skipf("benchmark data absent: %v", err)
	}
	defer f.Close()
	var out []sudoku.Grid
	sc := bufio.NewScanner(f)
	for sc.Scan() && (n == 0 || len(out) < n) {
		if p, err := sudoku.Parse(sc.Text()); err == nil {
			out = append(out, p)
		}
	}
	return out
}

func benchRate(b *testing.B, name string, n int) {
	ps := benchPuzzles(b, name, n)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, p := range ps {
			if _, err := Rate(p); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N*len(ps)), "ms/puzzle")
}

// BenchmarkRateTop1465 rates the 1465 puzzles of top1465.
func BenchmarkRateTop1465(b *testing.B) { benchRate(b, "top1465.txt", 0) }

// BenchmarkRateHardest1106 rates the 375 puzzles of hardest1106 (about
// ten minutes on two cores). Its first puzzles are not its slowest: those
// that need the third and fourth nested levels come later.
func BenchmarkRateHardest1106(b *testing.B) { benchRate(b, "hardest1106.txt", 0) }
