package main

import (
	"errors"
	"math/rand/v2"

	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// puzzleGenerator returns the function generate calls for each puzzle: the
// engine's minimal-puzzle carver when difficulty and symmetry are both empty,
// otherwise logic.Generate at that level and symmetry (none by default). An
// unknown level or symmetry, or a symmetry without a level, is an error.
func puzzleGenerator(difficulty, symmetry string) (func(*rand.Rand) (sudoku.Grid, error), error) {
	if difficulty == "" {
		if symmetry != "" {
			return nil, errors.New("-symmetry needs -difficulty")
		}
		return func(r *rand.Rand) (sudoku.Grid, error) {
			p, _ := sudoku.Generate(r)
			return p, nil
		}, nil
	}
	level, err := logic.ParseLevel(difficulty)
	if err != nil {
		return nil, err
	}
	sym := logic.NoSymmetry
	if symmetry != "" {
		if sym, err = logic.ParseSymmetry(symmetry); err != nil {
			return nil, err
		}
	}
	return func(r *rand.Rand) (sudoku.Grid, error) {
		p, _, err := logic.Generate(r, level, sym)
		return p, err
	}, nil
}
