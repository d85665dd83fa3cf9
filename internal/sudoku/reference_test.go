package sudoku

import "math/rand/v2"

// refCount counts the solutions of puzzle up to limit with refSearch.
func refCount(puzzle Grid, limit int) (int, Grid) {
	if puzzle.Validate() != nil {
		return 0, Grid{}
	}
	s := refSearch{limit: limit}
	s.run(puzzle)
	return s.count, s.first
}

// state is one node of the search: the digits placed so far and the candidates
// of every cell (for a filled cell, the set of its one digit).
type state struct {
	grid  Grid
	cand  [81]Digits
	blank int
	queue [81]uint8 // cells whose candidates have shrunk to one, to be placed
	nq    int
}

// refSearch is a plain solver kept as an independent check on the fast one:
// Norvig-style propagation of naked and hidden singles over per-cell
// candidate sets, and depth-first search on the cell with the fewest.
type refSearch struct {
	limit int
	count int
	first Grid
	rand  *rand.Rand // nil: candidates in increasing order
}

func (s *refSearch) run(puzzle Grid) {
	var st state
	st.blank = 81
	for i := range st.cand {
		st.cand[i] = AllDigits
	}
	for i, d := range puzzle {
		if d != 0 {
			if !st.cand[i].Has(int(d)) || !st.place(i, int(d)) {
				return
			}
		}
	}
	s.solve(&st)
}

// solve finishes st by propagation, then branches on a cell with the fewest
// candidates. It reports whether the count has reached the limit.
func (s *refSearch) solve(st *state) bool {
	if !st.propagate() {
		return false
	}
	if st.blank == 0 {
		if s.count == 0 {
			s.first = st.grid
		}
		s.count++
		return s.count >= s.limit
	}
	best, bestN := -1, 10
	for i := 0; i < 81; i++ {
		if st.grid[i] == 0 {
			if n := st.cand[i].Count(); n < bestN {
				best, bestN = i, n
				if n == 2 {
					break
				}
			}
		}
	}
	var order [9]int
	ds := order[:0]
	for c := st.cand[best]; c != 0; c &= c - 1 {
		ds = append(ds, c.Min())
	}
	if s.rand != nil {
		s.rand.Shuffle(len(ds), func(i, j int) { ds[i], ds[j] = ds[j], ds[i] })
	}
	for _, d := range ds {
		next := *st
		if next.place(best, d) && s.solve(&next) {
			return true
		}
	}
	return false
}

// place puts digit d in blank cell i and removes d from its peers, queueing
// peers left with one candidate. It reports false on a contradiction: a peer
// left with no candidate.
func (st *state) place(i, d int) bool {
	bit := Digits(1) << d
	st.grid[i] = uint8(d)
	st.cand[i] = bit
	st.blank--
	for _, p := range Peers[i] {
		c := st.cand[p]
		if c&bit == 0 {
			continue
		}
		if st.grid[p] != 0 {
			return false // a filled peer holds d
		}
		c &^= bit
		st.cand[p] = c
		if c == 0 {
			return false
		}
		if c&(c-1) == 0 {
			st.queue[st.nq] = uint8(p)
			st.nq++
		}
	}
	return true
}

// propagate places naked singles from the queue and hidden singles found in
// the houses until neither is left. It reports false on a contradiction: a
// cell with no candidate or a digit with no place in a house.
func (st *state) propagate() bool {
	for {
		for st.nq > 0 {
			st.nq--
			i := int(st.queue[st.nq])
			if st.grid[i] != 0 {
				continue
			}
			d := st.cand[i].Single()
			if d == 0 || !st.place(i, d) {
				return false
			}
		}
		if st.blank == 0 {
			return true
		}
		found := false
		for h := range Houses {
			var once, more, placed Digits
			for _, c := range Houses[h] {
				if st.grid[c] != 0 {
					placed |= st.cand[c]
					continue
				}
				m := st.cand[c]
				more |= once & m
				once |= m
			}
			if once|placed != AllDigits {
				return false
			}
			single := once &^ more &^ placed
			for single != 0 {
				d := single.Min()
				single = single.Remove(d)
				bit := Digits(1) << d
				for _, c := range Houses[h] {
					if st.grid[c] == 0 && st.cand[c]&bit != 0 {
						if !st.place(int(c), d) {
							return false
						}
						found = true
						break
					}
				}
			}
		}
		if !found && st.nq == 0 {
			return true
		}
	}
}
