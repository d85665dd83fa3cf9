package variant

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/sudoku-devs/sudoku/internal/lzstring"
)

// LinkPrefix is how Link starts an f-puzzles link.
const LinkPrefix = "https://www.f-puzzles.com/?load="

// docWriter is an f-puzzles document being written: its keys and values.
type docWriter struct {
	n   int
	doc map[string]any
}

// add appends entry to the list under key.
func (w *docWriter) add(key string, entry any) {
	list, _ := w.doc[key].([]any)
	w.doc[key] = append(list, entry)
}

// set writes value under key.
func (w *docWriter) set(key string, value any) { w.doc[key] = value }

// negative adds kind to the document's "negative" list, once.
func (w *docWriter) negative(kind string) {
	list, _ := w.doc["negative"].([]string)
	if !slices.Contains(list, kind) {
		w.doc["negative"] = append(list, kind)
	}
}

// name returns cell i as f-puzzles names it, "R1C1".
func (w *docWriter) name(i int) string { return fmt.Sprintf("R%dC%d", i/w.n+1, i%w.n+1) }

// names returns cells as f-puzzles names them.
func (w *docWriter) names(cells []int) []string {
	out := make([]string, len(cells))
	for k, i := range cells {
		out[k] = w.name(i)
	}
	return out
}

// Write returns p as an f-puzzles JSON document, which Read reads back as
// the same puzzle: its size, grid (givens and regions), words, solution,
// constraints and what it kept as written.
func Write(p *Puzzle) string {
	n := p.Size
	w := &docWriter{n: n, doc: map[string]any{"size": n}}
	boxes := defaultRegions(n)
	grid := make([][]map[string]any, n)
	for r := range n {
		grid[r] = make([]map[string]any, n)
		for c := range n {
			i := r*n + c
			cell := map[string]any{}
			if d := p.Givens[i]; d != 0 {
				cell["value"], cell["given"] = d, true
			}
			if boxes[i] != p.Regions[i] {
				cell["region"] = p.Regions[i]
			}
			grid[r][c] = cell
		}
	}
	w.set("grid", grid)
	for key, v := range map[string]string{"title": p.Title, "author": p.Author, "ruleset": p.Rules} {
		if v != "" {
			w.set(key, v)
		}
	}
	if p.Solution != nil {
		w.set("solution", p.Solution)
	}
	for _, c := range p.Constraints {
		c.encode(w)
	}
	for key, v := range p.Kept {
		w.set(key, v)
	}
	data, err := json.Marshal(w.doc)
	if err != nil { // every value above is JSON's
		panic(err)
	}
	return string(data)
}

// Link returns p as an f-puzzles link: LinkPrefix and Write's document
// compressed with lz-string.
func Link(p *Puzzle) string { return LinkPrefix + lzstring.CompressToBase64(Write(p)) }
