package variant

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"
)

// A dealer makes constraints of one kind that a full grid keeps, for a
// generator to carve a puzzle under: Deal's kinds. Each kind's dealer is in
// the file of its constraint.
type dealer func(r *rand.Rand, g []int, n int) []Constraint

// A keptRule is a rule on every cell (anti-knight) that a grid must keep
// from the start: the generator fills a grid under it, and Deal gives it
// as it is. It makes the rule on a grid of n cells a side.
type keptRule func(n int) Constraint

// dealers are the dealers by kind, kepts the kept rules by kind, both
// filled by the constraints' files, and dealNames the kinds' names.
var (
	dealers   = map[string]dealer{}
	kepts     = map[string]keptRule{}
	dealNames = map[string]string{}
)

// registerDealer makes kind, named name ("Thermo"), one of Deal's kinds.
func registerDealer(kind, name string, d dealer) { dealers[kind], dealNames[kind] = d, name }

// registerKept makes kind, named name ("Anti-knight"), one of Deal's
// kinds: a rule every cell keeps.
func registerKept(kind, name string, k keptRule) { kepts[kind], dealNames[kind] = k, name }

// DealName returns the name of Deal's kind, as a puzzle's title begins:
// "Thermo", "Kropki", "Little killer", "Anti-knight + Killer cages" for a
// mix; "" for a kind Deal does not make.
func DealName(kind string) string {
	parts, err := dealParts(kind)
	if err != nil {
		return ""
	}
	names := make([]string, len(parts))
	for k, p := range parts {
		names[k] = dealNames[p]
	}
	return strings.Join(names, " + ")
}

// DealKinds returns the kinds of constraints Deal makes alone, sorted:
// "antiking", "antiknight", "arrow", "cages", "kropki", "littlekiller",
// "oddeven", "thermo", "xv". Deal mixes them too ("antiknight+cages").
func DealKinds() []string {
	kinds := make([]string, 0, len(dealNames))
	for k := range dealNames {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	return kinds
}

// dealParts returns the kinds of kind, one of DealKinds or several joined
// by "+" ("antiknight+cages"), each once; in a mix, "killer" is "cages". The error names a part Deal
// does not make, or one named twice.
func dealParts(kind string) ([]string, error) {
	parts := strings.Split(kind, "+")
	for k, p := range parts {
		if p == "killer" && len(parts) > 1 {
			p, parts[k] = "cages", "cages" // "antiknight+killer": a killer, which alone is a classic killer of package sudoku
		}
		if _, ok := dealNames[p]; !ok {
			return nil, fmt.Errorf("no puzzles with %q; want one of %v, or several joined by +", p, DealKinds())
		}
		if slices.Contains(parts[:k], p) {
			return nil, fmt.Errorf("%q is named twice in %q", p, kind)
		}
	}
	return parts, nil
}

// CheckDealKind returns nil when Deal makes kind (see Deal), else the
// error Deal would return.
func CheckDealKind(kind string) error {
	_, err := dealParts(kind)
	return err
}

// DealGroups returns the groups of cells of a grid of n cells a side that
// must hold different digits, besides its rows, columns and boxes, for
// Deal to deal kind on it: the pairs of cells a knight's move apart for
// the anti-knight rule; none for kinds whose constraints are dealt from
// the digits (thermometers). A generator fills its grid keeping them. The
// error is CheckDealKind's.
func DealGroups(kind string, n int) ([][]int, error) {
	parts, err := dealParts(kind)
	if err != nil {
		return nil, err
	}
	var out [][]int
	for _, p := range parts {
		if k, ok := kepts[p]; ok {
			if g, ok := k(n).(Grouper); ok {
				out = append(out, g.Groups()...)
			}
		}
	}
	return out, nil
}

// Deal returns constraints of kind (one of DealKinds, or several joined by
// "+") that g, a full grid of n cells a side (n*n digits row by row), keeps,
// drawn from r: a few thermometers along rising digits, arrows whose lines
// add up to their bulbs, the kropki dots or XV marks between some
// neighbours that have them, a few odd and even cells, little killer
// clues, killer cages over about half the grid; and the anti-knight and
// anti-king rules themselves, which g must keep already (see DealGroups).
// A generator carves givens from g under them. The error is
// CheckDealKind's.
func Deal(r *rand.Rand, kind string, g []int, n int) ([]Constraint, error) {
	parts, err := dealParts(kind)
	if err != nil {
		return nil, err
	}
	var out []Constraint
	for _, p := range parts {
		if k, ok := kepts[p]; ok {
			out = append(out, k(n))
		} else {
			out = append(out, dealers[p](r, g, n)...)
		}
	}
	return out, nil
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
