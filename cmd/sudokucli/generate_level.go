package main

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/sudoku-devs/sudoku/internal/fpuzzles"
	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// puzzleGenerator returns the function generate calls for each puzzle, which
// returns the line to print: the engine's minimal-puzzle carver when
// difficulty and symmetry are both empty, otherwise logic.Generate at that
// level and symmetry (none by default). Variant "sml" makes puzzles of the
// size variant: the puzzle, a space and its 81 letters; "killer", "jigsaw",
// "x" and their mixes ("killer+x") an f-puzzles JSON document a line, of
// the level asked for (logic.GenerateVariant) or, without one, of any.
// An unknown level, symmetry or variant, a symmetry without a level or
// with a variant, or a level with the size variant is an error.
func puzzleGenerator(difficulty, symmetry, variant string) (func(*rand.Rand) (string, error), error) {
	v := sudoku.Classic
	if variant != "" {
		var err error
		if v, err = sudoku.ParseVariant(variant); err != nil {
			return nil, err
		}
	}
	if v != sudoku.Classic && v != sudoku.SizeVariant {
		if symmetry != "" {
			return nil, fmt.Errorf("-variant %v takes no -symmetry", v)
		}
		if difficulty == "" {
			return func(r *rand.Rand) (string, error) {
				p, _ := sudoku.Generate(r, v)
				return fpuzzles.Write(p, ""), nil
			}, nil
		}
		level, err := logic.ParseLevel(difficulty)
		if err != nil {
			return nil, err
		}
		return func(r *rand.Rand) (string, error) {
			p, _, err := logic.GenerateVariant(context.Background(), r, v, level)
			return fpuzzles.Write(p, ""), err
		}, nil
	}
	if v == sudoku.SizeVariant {
		if difficulty != "" || symmetry != "" {
			return nil, errors.New("-variant sml takes no -difficulty or -symmetry")
		}
		return func(r *rand.Rand) (string, error) {
			p, _ := sudoku.Generate(r, sudoku.SizeVariant)
			return p.String(), nil
		}, nil
	}
	if difficulty == "" {
		if symmetry != "" {
			return nil, errors.New("-symmetry needs -difficulty")
		}
		return func(r *rand.Rand) (string, error) {
			p, _ := sudoku.Generate(r, sudoku.Classic)
			return p.String(), nil
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
	return func(r *rand.Rand) (string, error) {
		p, _, err := logic.Generate(r, level, sym)
		return p.String(), err
	}, nil
}

// techniqueGenerator returns the function generate calls for -technique:
// logic.GenerateTechnique for the technique named name (see
// logic.ParseTechnique), with symmetry (none by default). A level, a
// variant other than classic, or an unknown technique or symmetry is an
// error.
func techniqueGenerator(name, difficulty, symmetry, variant string) (func(*rand.Rand) (string, error), error) {
	if difficulty != "" {
		return nil, errors.New("-technique sets the level: it takes no -difficulty")
	}
	if variant != "" && variant != "classic" {
		return nil, errors.New("-technique makes classic puzzles: it takes no -variant")
	}
	t, err := logic.ParseTechnique(name)
	if err != nil {
		return nil, err
	}
	if t.Killer() {
		return nil, fmt.Errorf("%v is a killer technique: a classic puzzle never needs it", t)
	}
	sym := logic.NoSymmetry
	if symmetry != "" {
		if sym, err = logic.ParseSymmetry(symmetry); err != nil {
			return nil, err
		}
	}
	return func(r *rand.Rand) (string, error) {
		p, _, err := logic.GenerateTechnique(context.Background(), r, t, sym)
		return p.String(), err
	}, nil
}
