package sudoku

import (
	"math/rand/v2"
	"slices"
)

// Making variant puzzles. A jigsaw's regions start as the boxes and are
// reshaped by swapping cells across region borders, each swap kept only
// when both regions stay connected, until they are irregular; X Sudoku
// adds its diagonals. A solution under those houses comes from the variant
// solver in random order. A puzzle with givens is carved as a classic one
// is (Carve); a killer has no givens, as published killers have none: its
// cages start as single cells (each its own digit, so the puzzle is
// settled) and adjacent cages merge, in random order, while the merged cage
// holds no digit twice, has at most killerMaxCage cells, and the puzzle
// keeps exactly one solution, down to KillerMinCages cages, which is Simon
// Tatham's Solo's method.

// killerMaxCage is the most cells a generated killer cage has; most have
// two to four.
const killerMaxCage = 5

// KillerMinCages is the fewest cages Generate's killers have, as published
// ones have about 25 to 30: with fewer and larger cages the proof that a
// merge keeps one solution takes the solver much longer.
const KillerMinCages = 26

// solutionBudget is how many boards the search for a solution of new
// regions tries before the regions are drawn again.
const solutionBudget = 2000

// regionSwaps is how many swaps across region borders make a jigsaw's
// regions from the boxes.
const regionSwaps = 60

// generateShape is Generate for a variant with a shape: Killer, Jigsaw,
// XVariant, or a mix of them.
func generateShape(r *rand.Rand, v Variant) (Puzzle, Grid) {
	p, solution := NewShape(r, v)
	if v&Killer != 0 {
		p.Cages = KillerCages(r, p, solution, KillerMinCages)
		return p, solution
	}
	p.Givens = solution
	return Carve(p, RandomOrder(r)), solution
}

// NewShape returns the houses of a new puzzle of variant v, drawn from r
// (random jigsaw regions for Jigsaw, the diagonals for XVariant; no givens
// and no cages), and a complete grid that fills them, chosen at random:
// what Carve or KillerCages make a puzzle of.
func NewShape(r *rand.Rand, v Variant) (Puzzle, Grid) {
	for {
		var p Puzzle
		if v&Jigsaw != 0 {
			p.Regions = randomRegions(r)
		}
		p.Diagonals = v&XVariant != 0
		if solution, ok := randomSolution(&p, r, solutionBudget); ok {
			return p, solution
		}
		// Regions that no grid fills, or not soon: draw again.
	}
}

// randomRegions returns nine connected regions of nine cells, made from
// the boxes by regionSwaps swaps drawn from r: a cell of one region and a
// cell of a neighbouring region that touch the other's region trade
// places, unless that cuts a region in two.
func randomRegions(r *rand.Rand) Regions {
	z := BoxRegions()
	for done := 0; done < regionSwaps; {
		a := r.IntN(81)
		n := neighbours(a)
		b := n[r.IntN(len(n))]
		if z[a] == z[b] {
			continue
		}
		// a goes to b's region; a cell of b's region that touches a's
		// region comes the other way.
		var back []int
		for c := range z {
			if z[c] == z[b] && c != b {
				for _, m := range neighbours(c) {
					if m != a && z[m] == z[a] {
						back = append(back, c)
						break
					}
				}
			}
		}
		if len(back) == 0 {
			continue
		}
		c := back[r.IntN(len(back))]
		ra, rb := z[a], z[b]
		z[a], z[c] = rb, ra
		if connected(&z, ra) && connected(&z, rb) {
			done++
		} else {
			z[a], z[c] = ra, rb
		}
	}
	return z
}

// neighbours returns the cells orthogonally next to cell i.
func neighbours(i int) []int {
	var n []int
	if i >= 9 {
		n = append(n, i-9)
	}
	if i < 72 {
		n = append(n, i+9)
	}
	if i%9 > 0 {
		n = append(n, i-1)
	}
	if i%9 < 8 {
		n = append(n, i+1)
	}
	return n
}

// connected reports whether region x of z is orthogonally connected.
func connected(z *Regions, x uint8) bool {
	var cells []int
	for i, y := range z {
		if y == x {
			cells = append(cells, i)
		}
	}
	return len(cells) > 0 && disconnected(cells) < 0
}

// KillerCages returns cages for p with the complete grid solution, its
// only solution under p's houses, such that p with them and no givens has
// exactly one solution: single cells merged, in an order drawn from r, as
// the package comment above generateShape says, down to min cages
// (KillerMinCages for Generate's). The result depends only on the
// arguments.
func KillerCages(r *rand.Rand, p Puzzle, solution Grid, min int) []Cage {
	var last []Cage
	killerMerges(r, p, solution, min, func(cages []Cage) { last = cages })
	return last
}

// KillerMerges is KillerCages returning every stage of the merging: the
// cages after each merge, the last being KillerCages's. Package logic
// looks among them for the last that its techniques up to a level solve.
func KillerMerges(r *rand.Rand, p Puzzle, solution Grid, min int) [][]Cage {
	var stages [][]Cage
	killerMerges(r, p, solution, min, func(cages []Cage) { stages = append(stages, cages) })
	return stages
}

// killerMerges merges p's cages as KillerCages says, calling f with the
// cages after each merge (and with the single cells when none merge).
func killerMerges(r *rand.Rand, p Puzzle, solution Grid, min int, f func([]Cage)) {
	var cageOf [81]int
	cages := make([][]int, 81)
	for i := range cages {
		cages[i], cageOf[i] = []int{i}, i
	}
	build := func() []Cage {
		var out []Cage
		for _, cells := range cages {
			if len(cells) == 0 {
				continue
			}
			c := Cage{Cells: append([]int(nil), cells...)}
			slices.Sort(c.Cells)
			for _, i := range cells {
				c.Sum += int(solution[i])
			}
			out = append(out, c)
		}
		return out
	}
	n := 81 // cages
	for merged := true; merged && n > min; {
		merged = false
		// Every pair of touching cages, in random order.
		var pairs [][2]int
		for i := range 81 {
			for _, n := range neighbours(i) {
				if a, b := cageOf[i], cageOf[n]; a < b {
					pairs = append(pairs, [2]int{a, b})
				}
			}
		}
		r.Shuffle(len(pairs), func(i, j int) { pairs[i], pairs[j] = pairs[j], pairs[i] })
		for _, pr := range pairs {
			a, b := pr[0], pr[1]
			if a == b || len(cages[a]) == 0 || len(cages[b]) == 0 || len(cages[a])+len(cages[b]) > killerMaxCage {
				continue
			}
			var digits uint16
			clash := false
			for _, i := range append(append([]int(nil), cages[a]...), cages[b]...) {
				bit := uint16(1) << solution[i]
				clash = clash || digits&bit != 0
				digits |= bit
			}
			if clash {
				continue
			}
			keepA, keepB := cages[a], cages[b]
			cages[a], cages[b] = append(append([]int(nil), keepA...), keepB...), nil
			trial := p
			trial.Cages = build()
			if CountSolutions(trial, 2) == 1 {
				for _, i := range cages[a] {
					cageOf[i] = a
				}
				merged = true
				f(trial.Cages)
				if n--; n == min {
					break
				}
			} else {
				cages[a], cages[b] = keepA, keepB
			}
		}
	}
	if n == 81 {
		f(build())
	}
}
