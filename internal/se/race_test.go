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

//go:build race

package se

// raceEnabled reports whether the tests run under the race detector, which
// makes rating many times slower: TestRateAsSerate then rates every fifth
// puzzle.
const raceEnabled = true
