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
// logic.ParseTechnique), with symmetry (none by default). A classic
// technique's puzzle is printed as 81 characters, a killer technique's as
// an f-puzzles JSON document, as -variant killer prints it. A level, a
// variant other than the technique's own (classic, or killer for a killer
// technique), a symmetry for a killer technique, or an unknown technique
// or symmetry is an error.
func techniqueGenerator(name, difficulty, symmetry, variant string) (func(*rand.Rand) (string, error), error) {
	if difficulty != "" {
		return nil, errors.New("-technique sets the level: it takes no -difficulty")
	}
	t, err := logic.ParseTechnique(name)
	if err != nil {
		return nil, err
	}
	own := "classic"
	if t.Killer() {
		own = "killer"
	}
	if variant != "" && variant != own {
		return nil, fmt.Errorf("-technique %v makes %s puzzles: it takes no -variant %q", t, own, variant)
	}
	sym := logic.NoSymmetry
	if symmetry != "" {
		if t.Killer() {
			return nil, fmt.Errorf("-technique %v makes killers, which have no givens: it takes no -symmetry", t)
		}
		if sym, err = logic.ParseSymmetry(symmetry); err != nil {
			return nil, err
		}
	}
	return func(r *rand.Rand) (string, error) {
		p, _, err := logic.GenerateTechnique(context.Background(), r, t, sym)
		if t.Killer() {
			return fpuzzles.Write(p, ""), err
		}
		return p.String(), err
	}, nil
}
