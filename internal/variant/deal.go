package variant

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
)

// A dealer makes constraints of one kind that a full grid keeps, for a
// generator to carve a puzzle under: Deal's kinds. Each kind's dealer is in
// the file of its constraint.
type dealer func(r *rand.Rand, g []int, n int) []Constraint

// dealers are the dealers by kind, filled by the constraints' files, and
// dealNames the kinds' names.
var (
	dealers   = map[string]dealer{}
	dealNames = map[string]string{}
)

// registerDealer makes kind, named name ("Thermo"), one of Deal's kinds.
func registerDealer(kind, name string, d dealer) { dealers[kind], dealNames[kind] = d, name }

// DealName returns the name of Deal's kind, as a puzzle's title begins:
// "Thermo", "Kropki", "Little killer"; "" for a kind Deal does not make.
func DealName(kind string) string { return dealNames[kind] }

// DealKinds returns the kinds of constraints Deal makes, sorted:
// "arrow", "kropki", "littlekiller", "oddeven", "thermo", "xv".
func DealKinds() []string {
	kinds := make([]string, 0, len(dealers))
	for k := range dealers {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	return kinds
}

// Deal returns constraints of kind (one of DealKinds) that g, a full grid
// of n cells a side (n*n digits row by row), keeps, drawn from r: a few
// thermometers along rising digits, arrows whose lines add up to their
// bulbs, the kropki dots or XV marks between some neighbours that have
// them, a few odd and even cells, little killer clues. A generator carves
// givens from g under them. The error names a kind Deal does not make.
func Deal(r *rand.Rand, kind string, g []int, n int) ([]Constraint, error) {
	d, ok := dealers[kind]
	if !ok {
		return nil, fmt.Errorf("no puzzles with %q; want one of %v", kind, DealKinds())
	}
	return d(r, g, n), nil
}

// neighbours returns the cells that share an edge with cell i of a grid
// of n cells a side, or (with corners) a corner too.
func neighbours(i, n int, corners bool) []int {
	var out []int
	r, c := i/n, i%n
	for dr := -1; dr <= 1; dr++ {
		for dc := -1; dc <= 1; dc++ {
			if dr == 0 && dc == 0 || !corners && dr != 0 && dc != 0 {
				continue
			}
			if rr, cc := r+dr, c+dc; rr >= 0 && rr < n && cc >= 0 && cc < n {
				out = append(out, rr*n+cc)
			}
		}
	}
	return out
}

// walk returns a path of cells from start, each next cell a neighbour
// (corners too) not used and not on the path, drawn from r among those
// next allows, as long as it can go on and up to most cells.
func walk(r *rand.Rand, start, n, most int, used []bool, next func(path []int, j int) bool) []int {
	path := []int{start}
	for len(path) < most {
		var options []int
		for _, j := range neighbours(path[len(path)-1], n, true) {
			if !used[j] && !slices.Contains(path, j) && next(path, j) {
				options = append(options, j)
			}
		}
		if len(options) == 0 {
			break
		}
		path = append(path, options[r.IntN(len(options))])
	}
	return path
}
