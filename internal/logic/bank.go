package logic

import (
	"context"
	_ "embed"
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// practiceText is practice.txt: for each technique that random carvings
// almost never need to set the level, puzzles that need it, by ID.
//
//go:embed practice.txt
var practiceText string

// bank returns practice.txt's puzzles by technique, read on first use.
// practice.txt is part of the program, so a line it cannot read is a
// programming error: TestBank reads and grades every one.
var bank = sync.OnceValue(func() map[Technique][]sudoku.Grid {
	out := map[Technique][]sudoku.Grid{}
	for n, line := range strings.Split(practiceText, "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 3 {
			panic(fmt.Sprintf("practice.txt:%d: %d fields; want 3", n+1, len(f)))
		}
		t, err := ParseTechnique(f[0])
		if err != nil {
			panic(fmt.Sprintf("practice.txt:%d: %v", n+1, err))
		}
		p, err := sudoku.Parse(f[1])
		if err != nil {
			panic(fmt.Sprintf("practice.txt:%d: %v", n+1, err))
		}
		out[t] = append(out[t], p)
	}
	return out
})

// bankTries is how many images of banked puzzles fromBank grades before it
// gives up: an image nearly always grades as its original does.
const bankTries = 20

// fromBank is GenerateTechnique for a technique of the bank: the image of
// one of its puzzles under a random sudoku.Isomorph, drawn from r, kept
// when Grade names t as its SetBy (which chain sets an Extreme puzzle can
// depend on the order of the steps before it, which an isomorph may
// change). Its error is ctx's, or ErrGiveUp after bankTries images.
func fromBank(ctx context.Context, r *rand.Rand, t Technique) (sudoku.Puzzle, sudoku.Grid, error) {
	puzzles := bank()[t]
	for range bankTries {
		if err := ctx.Err(); err != nil {
			return sudoku.Puzzle{}, sudoku.Grid{}, err
		}
		p := sudoku.RandomIsomorph(r).Apply(puzzles[r.IntN(len(puzzles))])
		if d, err := Grade(p); err != nil || d.SetBy != t {
			continue
		}
		sol, err := sudoku.Solve(sudoku.Puzzle{Givens: p})
		if err != nil {
			continue
		}
		return sudoku.Puzzle{Givens: p}, sol, nil
	}
	return sudoku.Puzzle{}, sudoku.Grid{}, ErrGiveUp
}
