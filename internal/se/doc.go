// This file is part of package se, a port to Go of Sudoku Explainer 1.2.1
// (as 1to9only/SudokuExplainer keeps it). It follows Sudoku Explainer's
// rating: diuf.sudoku.solver.Solver.getDifficulty and the rules it calls, as
// diuf.sudoku.test.serate runs them.
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

// Package se rates a classic Sudoku as Sudoku Explainer 1.2.1 (Nicolas
// Juillerat's solver, LGPL) rates it: its ER, the number the Sudoku
// community quotes when it lists puzzles by difficulty. The reference is
// SE's own command-line rater serate (see ../shared/SE-RATINGS.md for why
// published numbers are not); this package is a port of what serate runs,
// read from SE's source as 1to9only/SudokuExplainer keeps it (commit
// b1f9ed4), and the file and method each part follows are named where it
// is defined.
//
// # The walk
//
// Solver.getDifficulty solves with a fixed list of hint producers, in
// this order, and at each step applies the first hint the first producer
// with any offers; the puzzle's ER is the highest difficulty among the
// steps (20.0 when no producer helps). The producers, with their ratings:
// hidden single (1.0 for the last cell of a region, 1.2 in a block, 1.5
// in a row or column), direct pointing and claiming (1.7, 1.9: locked
// candidates that leave a hidden single, which they place), direct hidden
// pair (2.0), naked single (2.3), direct hidden triplet (2.5), pointing
// and claiming (2.6, 2.8), naked pair (3.0), X-Wing (3.2), hidden pair
// (3.4), naked triplet (3.6), Swordfish (3.8), hidden triplet (4.0),
// XY-Wing (4.2), XYZ-Wing (4.4), unique rectangles and loops (4.5 and up,
// types 1 to 4), naked quad (5.0), Jellyfish (5.2), hidden quad (5.4),
// BUG types 1 to 4 (5.6 and up), aligned pair exclusion (6.2); then the
// chains: X- and Y-cycles (6.5), forcing X-chains (6.6) and forcing chains
// and cycles over both kinds of link (7.0), aligned triplet exclusion
// (7.5), Nishio forcing chains (7.5), multiple (cell and region) forcing
// chains (8.0), dynamic forcing chains (8.5), dynamic chains with locking,
// pairs and X-Wings on the way (9.0) and the nested levels (9.5, 10.0,
// 10.5, 11.0). Which hint comes first matters, since it decides the
// position the next step starts from, so each producer tries its regions,
// cells, values and combinations in SE's order.
//
// # Chains
//
// A chain (chain.go) follows potentials, a value of a cell assumed on or
// off: with one on, the cell's other values and the value's other places
// in its regions go off; with one off, the cell's other value goes on when
// it has two, and the value's other place in a region where it has two.
// Each implied potential keeps its parents, and a dynamic chain takes
// every potential it has turned off out of the grid while it runs, so that
// later links see the reduced grid (the potentials taken out become
// "hidden parents" of the links that need them). A hint's complexity is
// the number of distinct potentials its proof rests on, nested chains
// included, and its difficulty is its technique's base plus 0.1 each time
// the complexity less two passes 4, 6, 8, 12, 16, 24, 32, …
// (ChainingHint.getLengthDifficulty). Among the hints of one producer SE
// applies the one of least difficulty, then complexity, then kind.
//
// # Speed
//
// The chains of a step are spread over the cores, cell by cell, as SE
// spreads them over its threads; the order of the hints does not depend
// on it. A chaining reuses its potential sets and potentials from one
// search to the next: a hint keeps none of them, as what the chains
// nesting it need (its complexity, its identity and the singles its rule
// parents come from) is read from its chains when it is made. The nested
// levels keep the hints the other rules find on each grid a search
// reaches, which they depend on alone. A chain that is not dynamic never
// changes its grid, so what each potential implies there is worked out
// once per grid, as a graph (unary.go), and the unary searches walk it
// over potentials held by index, queueing none from which nothing
// follows. The X-chains of a value follow its places alone, and most
// find nothing: the ladder remembers, by the value's places, the cells
// whose X-chains found nothing and does not search them again. The
// static cell and region chains (static.go) search the chain from each
// on potential once per grid, hold its potentials as a bitset, and
// intersect bitsets, as the dynamic ones intersect the bitsets of their
// sets; only the targets of their hints become potentials with parents.
// The nested levels of one ladder share what the other rules found on
// each grid, since each level comes back to the grids of the level
// below. The nested levels that the hardest puzzles need still take
// seconds: RateContext stops when its context ends.
// docs/benchmarks.md gives the agreement with serate and the times.
//
// # License
//
// Unlike the rest of this repository (MIT, see LICENSE at its root), this
// package is a derived work of Sudoku Explainer and is licensed as it is:
// under the GNU Lesser General Public License, version 2.1 or (at your
// option) any later version; COPYING.LESSER in this folder has the text.
// Sudoku Explainer is Copyright (C) 2006-2009 Nicolas Juillerat; the
// changes of the fork this port reads, 1to9only/SudokuExplainer, are
// Copyright (C) 2019-2023 1to9only, and its serate is Glenn Fowler's. Its
// files say "Available under the terms of the Lesser General Public
// License (LGPL)" and it comes with the text of version 2.1; a library
// that names no version may be used under any (section 13 of the
// license). The port is Copyright (C) 2026 The Sudoku developers.
//
// The game and sudokucli link this package, which makes each a work that
// uses the library, under section 6 of the license: the game's About box
// names the package and its license, the README's License section and the
// Debian package's copyright file say the same, and the source of the
// package and of the programs is this repository,
// https://github.com/sudoku-devs/sudoku.
package se
