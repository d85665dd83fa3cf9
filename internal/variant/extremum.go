package variant

import "slices"

// markedCells are the cells marked for a minimum or a maximum, each
// compared with its neighbours that are not marked too (as in a fortress,
// where marked cells touch).
type markedCells struct {
	cells  []int
	n      int
	marked map[int]bool
}

// readMarked reads every cell under key as marked cells; none when the
// document has no such key.
func (d *docReader) readMarked(key string) (*markedCells, error) {
	cells, err := d.cellList(key)
	if err != nil || len(cells) == 0 {
		return nil, err
	}
	m := &markedCells{cells: cells, n: d.n, marked: map[int]bool{}}
	for _, i := range cells {
		m.marked[i] = true
	}
	return m, nil
}

// neighbours returns the cells beside i that are not marked.
func (m *markedCells) neighbours(i int) []int {
	var out []int
	for _, j := range orthogonalNeighbours(i, m.n) {
		if !m.marked[j] {
			out = append(out, j)
		}
	}
	return out
}

// Watches returns the marked cells and their neighbours, which restrict
// reads.
func (m *markedCells) Watches() []int {
	out := slices.Clone(m.cells)
	for _, i := range m.cells {
		out = append(out, m.neighbours(i)...)
	}
	return out
}

// restrict relates each marked cell to its unmarked neighbours by ok (the
// marked cell's digit first).
func (m *markedCells) restrict(b *Board, ok func(x, y int) bool) bool {
	for _, i := range m.cells {
		for _, j := range m.neighbours(i) {
			if !relate(b, i, j, ok) {
				return false
			}
		}
	}
	return true
}

// holds reports whether ok holds for each marked cell's digit in g and
// each of its unmarked neighbours'.
func (m *markedCells) holds(g []int, ok func(x, y int) bool) bool {
	for _, i := range m.cells {
		for _, j := range m.neighbours(i) {
			if !ok(g[i], g[j]) {
				return false
			}
		}
	}
	return true
}

// encode writes the marked cells under key.
func (m *markedCells) encode(w *docWriter, key string) {
	for _, i := range m.cells {
		w.add(key, map[string]any{"cell": w.name(i)})
	}
}
