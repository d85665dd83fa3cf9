package variant

// The clues written outside the grid: a little killer's diagonal, and the
// rows and columns a sandwich, X-sum or skyscraper clue looks along.

// clueLine returns the cells a clue at row r and column c (0 or n+1 on the
// side of the clue) looks along, nearest first: the row or column it faces.
// It reports false for a place that faces no row or column (a corner, or a
// cell of the grid).
func clueLine(r, c, n int) ([]int, bool) {
	var start, step int
	switch {
	case r == 0 && c >= 1 && c <= n:
		start, step = c-1, n
	case r == n+1 && c >= 1 && c <= n:
		start, step = (n-1)*n+c-1, -n
	case c == 0 && r >= 1 && r <= n:
		start, step = (r-1)*n, 1
	case c == n+1 && r >= 1 && r <= n:
		start, step = (r-1)*n+n-1, -1
	default:
		return nil, false
	}
	cells := make([]int, n)
	for k := range cells {
		cells[k] = start + k*step
	}
	return cells, true
}

// diagonalLine returns the cells a little killer clue at row r and column
// c, outside the grid, points along in direction dir ("UL", "UR", "DL",
// "DR"), nearest first; false when the arrow meets no cell.
func diagonalLine(r, c, n int, dir string) ([]int, bool) {
	var dr, dc int
	switch dir {
	case "UL":
		dr, dc = -1, -1
	case "UR":
		dr, dc = -1, 1
	case "DL":
		dr, dc = 1, -1
	case "DR":
		dr, dc = 1, 1
	default:
		return nil, false
	}
	var cells []int
	for r, c = r+dr, c+dc; r >= 1 && r <= n && c >= 1 && c <= n; r, c = r+dr, c+dc {
		cells = append(cells, (r-1)*n+c-1)
	}
	return cells, len(cells) > 0
}

// outside reports whether row r and column c are a place outside an n×n
// grid.
func outside(r, c, n int) bool { return r == 0 || c == 0 || r == n+1 || c == n+1 }

// readClues reads every clue under key outside the grid: its place, the
// row or column it faces, nearest cell first, and its value. A clue with no
// value is left out.
func (d *docReader) readClues(key string, each func(r, c int, line []int, value int) (Constraint, error)) ([]Constraint, error) {
	var entries []cellEntry
	if err := d.decode(key, &entries); err != nil {
		return nil, err
	}
	var out []Constraint
	for _, e := range entries {
		if nullish(e.Value) {
			continue
		}
		r, c, err := d.clue(key, e.Cell)
		if err != nil {
			return nil, err
		}
		line, ok := clueLine(r, c, d.n)
		if !ok {
			return nil, readError("variant.clue", "{{.Key}} at {{.Name}} faces no row or column of the grid",
				map[string]any{"Key": key, "Name": e.Cell})
		}
		v, err := d.number(key, e.Value, e.Cell)
		if err != nil {
			return nil, err
		}
		con, err := each(r, c, line, v)
		if err != nil {
			return nil, err
		}
		out = append(out, con)
	}
	return out, nil
}

// clueName returns the place of a clue as f-puzzles names it, "R0C3".
func clueName(r, c int) string { return "R" + itoa(r) + "C" + itoa(c) }

// clueRange returns an error for a clue value outside lo to hi.
func clueRange(key string, r, c, v, lo, hi int) error {
	if v >= lo && v <= hi {
		return nil
	}
	return readError("variant.clueRange", "{{.Key}} at {{.Name}} says {{.Value}}; want {{.Lo}} to {{.Hi}}",
		map[string]any{"Key": key, "Name": clueName(r, c), "Value": v, "Lo": lo, "Hi": hi})
}
