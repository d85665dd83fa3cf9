package main

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/sudoku-devs/sudoku/internal/fpuzzles"
	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
	"github.com/sudoku-devs/sudoku/internal/variant"
)

// generator makes the puzzles generate writes: make returns a new puzzle
// drawn from r, and title is the title of its f-puzzles document or link
// ("" for fpuzzles.Write's own, the variant's name).
type generator struct {
	make  func(r *rand.Rand) (sudoku.Puzzle, error)
	title string
	// sized makes the puzzles of a grid of another size than 9x9 (-size),
	// which sudoku.Puzzle cannot hold; make is nil then.
	sized func(r *rand.Rand) (*variant.Puzzle, error)
}

// next returns the next puzzle drawn from r as generate writes it (see
// line): a grid of another size as an f-puzzles JSON document
// (variant.Write) or with link its link (variant.Link).
func (g generator) next(r *rand.Rand, link bool) (string, error) {
	if g.sized != nil {
		p, err := g.sized(r)
		if err != nil {
			return "", err
		}
		p.Title = g.title
		if link {
			return variant.Link(p), nil
		}
		return variant.Write(p), nil
	}
	p, err := g.make(r)
	if err != nil {
		return "", err
	}
	return g.line(p, link), nil
}

// sizedGenerator returns the generator of -size n for an n other than 9:
// classic puzzles of an n×n grid with boxes (logic.GenerateSized) at the
// level difficulty names (Easy by default), with symmetry (none by
// default), titled "6x6 · Easy". A variant other than classic, a
// technique, an unknown level or symmetry, or a size or level
// GenerateSized does not deal is an error.
func sizedGenerator(n int, difficulty, symmetry, variantName, technique string) (generator, error) {
	if variantName != "" && variantName != "classic" && variantName != "jigsaw" {
		return generator{}, fmt.Errorf("-size %d makes classic and jigsaw puzzles: it takes no -variant %q", n, variantName)
	}
	if technique != "" {
		return generator{}, fmt.Errorf("-size %d takes no -technique: the trainer's puzzles are 9x9", n)
	}
	level, sym, err := levelSymmetry(difficulty, symmetry)
	if err != nil {
		return generator{}, err
	}
	if err := logic.CheckSized(n, level); err != nil {
		return generator{}, fmt.Errorf("-size %d: %v", n, err)
	}
	if variantName == "jigsaw" {
		if err := logic.CheckJigsaw(n, level); err != nil {
			return generator{}, fmt.Errorf("-size %d: %v", n, err)
		}
		return generator{sized: func(r *rand.Rand) (*variant.Puzzle, error) {
			p, _, err := logic.GenerateJigsaw(context.Background(), r, n, level, sym)
			return p, err
		}, title: logic.SizedJigsawName(n, level)}, nil
	}
	return generator{sized: func(r *rand.Rand) (*variant.Puzzle, error) {
		p, _, err := logic.GenerateSized(context.Background(), r, n, level, sym)
		return p, err
	}, title: logic.SizedName(n, level)}, nil
}

// levelSymmetry returns the level difficulty names (Easy when it is empty)
// and the symmetry symmetry names (none when it is empty), or the error
// that says which is unknown.
func levelSymmetry(difficulty, symmetry string) (logic.Level, logic.Symmetry, error) {
	level, sym := logic.Easy, logic.NoSymmetry
	var err error
	if difficulty != "" {
		if level, err = logic.ParseLevel(difficulty); err != nil {
			return 0, 0, err
		}
	}
	if symmetry != "" {
		if sym, err = logic.ParseSymmetry(symmetry); err != nil {
			return 0, 0, err
		}
	}
	return level, sym, nil
}

// setterGenerator returns the generator of -variant kind for one of
// variant.DealKinds ("thermo", "arrow", "antiknight", "cages") or a mix
// of them ("antiknight+killer"; see variant.Deal): puzzles of an n×n grid with boxes under constraints of
// that kind (logic.GenerateSetter) at the level difficulty names (Easy by
// default), with symmetry (none by default), titled "Thermo · Easy" (with
// the size first on another size than 9x9: "6x6 Thermo · Easy"). A
// technique, an unknown level or symmetry, or a size or level
// GenerateSetter does not deal is an error.
func setterGenerator(n int, difficulty, symmetry, kind, technique string) (generator, error) {
	if technique != "" {
		return generator{}, fmt.Errorf("-variant %s takes no -technique: the trainer's puzzles are classic and killer ones", kind)
	}
	level, sym, err := levelSymmetry(difficulty, symmetry)
	if err != nil {
		return generator{}, err
	}
	if err := logic.CheckSetter(n, level); err != nil {
		return generator{}, fmt.Errorf("-variant %s, -size %d: %v", kind, n, err)
	}
	return generator{sized: func(r *rand.Rand) (*variant.Puzzle, error) {
		p, _, err := logic.GenerateSetter(context.Background(), r, kind, n, level, sym)
		return p, err
	}, title: logic.SetterName(kind, n, level)}, nil
}

// line returns p as generate writes it: with link, its f-puzzles link
// (fpuzzles.Link, titled g.title); else a killer, jigsaw or X puzzle as an
// f-puzzles JSON document (fpuzzles.Write, titled g.title) and any other in
// the puzzle text format (sudoku.Puzzle.String: 81 characters, and a size
// puzzle's letters after a space).
func (g generator) line(p sudoku.Puzzle, link bool) string {
	switch {
	case link:
		return fpuzzles.Link(p, g.title)
	case p.HasShape():
		return fpuzzles.Write(p, g.title)
	}
	return p.String()
}

// puzzleGenerator returns the generator of generate's puzzles: the
// engine's minimal-puzzle carver when difficulty and symmetry are both
// empty, otherwise logic.Generate at that level and symmetry (none by
// default). Variant "sml" makes puzzles of the size variant; "killer",
// "jigsaw", "x" and their mixes ("killer+x") puzzles of the level asked
// for (logic.GenerateVariant) or, without one, of any. A puzzle of a level
// is titled as logic.KindName names it ("Killer · Hard", "Hard"), one of
// any level by its variant's name. An unknown level, symmetry or variant,
// a symmetry without a level or with a variant, or a level with the size
// variant is an error.
func puzzleGenerator(difficulty, symmetry, variant string) (generator, error) {
	v := sudoku.Classic
	if variant != "" {
		var err error
		if v, err = sudoku.ParseVariant(variant); err != nil {
			return generator{}, err
		}
	}
	if v != sudoku.Classic && v != sudoku.SizeVariant {
		if symmetry != "" {
			return generator{}, fmt.Errorf("-variant %v takes no -symmetry", v)
		}
		if difficulty == "" {
			return generator{make: func(r *rand.Rand) (sudoku.Puzzle, error) {
				p, _ := sudoku.Generate(r, v)
				return p, nil
			}}, nil
		}
		level, err := logic.ParseLevel(difficulty)
		if err != nil {
			return generator{}, err
		}
		return generator{make: func(r *rand.Rand) (sudoku.Puzzle, error) {
			p, _, err := logic.GenerateVariant(context.Background(), r, v, level)
			return p, err
		}, title: logic.KindName(v, level)}, nil
	}
	if v == sudoku.SizeVariant {
		if difficulty != "" || symmetry != "" {
			return generator{}, errors.New("-variant sml takes no -difficulty or -symmetry")
		}
		return generator{make: func(r *rand.Rand) (sudoku.Puzzle, error) {
			p, _ := sudoku.Generate(r, sudoku.SizeVariant)
			return p, nil
		}}, nil
	}
	if difficulty == "" {
		if symmetry != "" {
			return generator{}, errors.New("-symmetry needs -difficulty")
		}
		return generator{make: func(r *rand.Rand) (sudoku.Puzzle, error) {
			p, _ := sudoku.Generate(r, sudoku.Classic)
			return p, nil
		}}, nil
	}
	level, err := logic.ParseLevel(difficulty)
	if err != nil {
		return generator{}, err
	}
	sym := logic.NoSymmetry
	if symmetry != "" {
		if sym, err = logic.ParseSymmetry(symmetry); err != nil {
			return generator{}, err
		}
	}
	return generator{make: func(r *rand.Rand) (sudoku.Puzzle, error) {
		g, _, err := logic.Generate(r, level, sym)
		return sudoku.Puzzle{Givens: g}, err
	}, title: logic.KindName(sudoku.Classic, level)}, nil
}

// techniqueGenerator returns the generator for -technique:
// logic.GenerateTechnique for the technique named name (see
// logic.ParseTechnique), with symmetry (none by default). A classic
// technique's puzzle is written as 81 characters, a killer technique's as
// an f-puzzles JSON document, as -variant killer writes it, titled as the
// window names a practice game, "Practice · Innies". A level, a variant
// other than the technique's own (classic, or killer for a killer
// technique), a symmetry for a killer technique, or an unknown technique
// or symmetry is an error.
func techniqueGenerator(name, difficulty, symmetry, variant string) (generator, error) {
	if difficulty != "" {
		return generator{}, errors.New("-technique sets the level: it takes no -difficulty")
	}
	t, err := logic.ParseTechnique(name)
	if err != nil {
		return generator{}, err
	}
	own := "classic"
	if t.Killer() {
		own = "killer"
	}
	if variant != "" && variant != own {
		return generator{}, fmt.Errorf("-technique %v makes %s puzzles: it takes no -variant %q", t, own, variant)
	}
	sym := logic.NoSymmetry
	if symmetry != "" {
		if t.Killer() {
			return generator{}, fmt.Errorf("-technique %v makes killers, which have no givens: it takes no -symmetry", t)
		}
		if sym, err = logic.ParseSymmetry(symmetry); err != nil {
			return generator{}, err
		}
	}
	return generator{make: func(r *rand.Rand) (sudoku.Puzzle, error) {
		p, _, err := logic.GenerateTechnique(context.Background(), r, t, sym)
		return p, err
	}, title: "Practice · " + t.String()}, nil
}
