// This file is part of package se, a port to Go of Sudoku Explainer 1.2.1
// (as 1to9only/SudokuExplainer keeps it). It follows
// diuf.sudoku.solver.Solver (getDifficulty and its list of hint producers),
// as diuf.sudoku.test.serate runs it.
//
// Copyright (C) 2006-2009 Nicolas Juillerat
// Copyright (C) 2019-2023 1to9only
// Copyright (C) 2026 The Sudoku developers
//
// Licensed under the GNU Lesser General Public License, version 2.1 or (at
// your option) any later version; COPYING.LESSER beside this file has its
// text.
//
// SPDX-License-Identifier: LGPL-2.1-or-later

package se

import (
	"context"
	"fmt"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// Rating is what Sudoku Explainer 1.2.1 says of a puzzle: its ER, the
// difficulty of the hardest step of its solve, and that step's technique.
type Rating struct {
	// Tenths is the ER in tenths (72 for 7.2); 200 when no technique of
	// Sudoku Explainer's applies, as serate writes 20.0.
	Tenths int
	// Hardest is Sudoku Explainer's name of the technique of the hardest
	// step ("Hidden Single", "Forcing Chain", "Dynamic Cell Forcing
	// Chains", …); empty for a full grid.
	Hardest string
	// Steps is the number of steps of the solve.
	Steps int
}

// ER returns the rating as Sudoku Explainer prints it: a number with one
// decimal, such as 7.2.
func (r Rating) ER() float64 { return float64(r.Tenths) / 10 }

// String returns the ER with one decimal and the hardest technique,
// "7.2 Forcing Chain".
func (r Rating) String() string {
	return fmt.Sprintf("%d.%d %s", r.Tenths/10, r.Tenths%10, r.Hardest)
}

// Rate rates puzzle (81 cells row by row, 0 for empty) as Sudoku
// Explainer's serate does (Solver.getDifficulty): at each step the first
// hint of the first of its techniques, in its order, that finds one is
// applied, and the rating is the highest difficulty among the steps.
// The error is sudoku.Solve's when the puzzle breaks a rule, has no
// solution or has more than one.
func Rate(puzzle sudoku.Grid) (Rating, error) {
	return RateContext(context.Background(), puzzle)
}

// RateContext is Rate that gives up with ctx's error soon after ctx ends:
// the nested forcing chains that the hardest puzzles need take seconds.
func RateContext(ctx context.Context, puzzle sudoku.Grid) (Rating, error) {
	if _, err := sudoku.Solve(sudoku.Puzzle{Givens: puzzle}); err != nil {
		return Rating{}, err
	}
	g := newGrid(puzzle)
	ladder := newLadder(ctx)
	var r Rating
	for !g.solved() {
		if err := ctx.Err(); err != nil {
			return Rating{}, err
		}
		h := ladder.next(g)
		if err := ctx.Err(); err != nil {
			return Rating{}, err
		}
		if h == nil {
			r.Tenths = 200
			break
		}
		r.Steps++
		if h.diff > r.Tenths {
			r.Tenths, r.Hardest = h.diff, h.name
		}
		h.apply(g)
	}
	return r, nil
}

// ladder is Solver's list of hint producers, in its order.
type ladder []producer

func newLadder(ctx context.Context) ladder {
	known := newKnownHints()
	return ladder{
		// directHintProducers
		hiddenSingle,
		locking(true),
		hiddenSet(2, true),
		nakedSingle,
		hiddenSet(3, true),
		// indirectHintProducers
		locking(false),
		nakedSet(2),
		fish(2),
		hiddenSet(2, false),
		nakedSet(3),
		fish(3),
		hiddenSet(3, false),
		xyWing(false),
		xyWing(true),
		uniqueLoops,
		nakedSet(4),
		fish(4),
		hiddenSet(4, false),
		bug,
		alignedPairExclusion,
		// chainingHintProducers
		(&chaining{parallel: true, ctx: ctx}).produce,
		alignedTripletExclusion,
		(&chaining{dynamic: true, nishio: true, parallel: true, ctx: ctx}).produce,
		(&chaining{multiple: true, parallel: true, ctx: ctx}).produce,
		(&chaining{multiple: true, dynamic: true, parallel: true, ctx: ctx}).produce,
		// chainingHintProducers2, advancedHintProducers,
		// experimentalHintProducers
		(&chaining{multiple: true, dynamic: true, level: 1, parallel: true, ctx: ctx, known: known}).produce,
		(&chaining{multiple: true, dynamic: true, level: 2, parallel: true, ctx: ctx, known: known}).produce,
		(&chaining{multiple: true, dynamic: true, level: 3, parallel: true, ctx: ctx, known: known}).produce,
		(&chaining{multiple: true, dynamic: true, level: 4, parallel: true, ctx: ctx, known: known}).produce,
		(&chaining{multiple: true, dynamic: true, level: 5, parallel: true, ctx: ctx, known: known}).produce,
	}
}

// next returns the hint Sudoku Explainer applies next on g, or nil.
func (l ladder) next(g *grid) *hint {
	var found *hint
	for _, p := range l {
		p(g, func(h *hint) bool { found = h; return false })
		if found != nil {
			return found
		}
	}
	return nil
}
