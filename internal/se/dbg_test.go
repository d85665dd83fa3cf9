package se

import (
	"context"
	"bufio"
	"encoding/gob"
	"fmt"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

func readPuzzles(name string, n, stride int) []sudoku.Grid {
	f, _ := os.Open("../../../shared/data/" + name)
	defer f.Close()
	var out []sudoku.Grid
	sc := bufio.NewScanner(f)
	i := 0
	for sc.Scan() && (n == 0 || len(out) < n) {
		i++
		if (i-1)%stride != 0 {
			continue
		}
		if p, err := sudoku.Parse(sc.Text()); err == nil {
			out = append(out, p)
		}
	}
	return out
}

var dbgRecord func(*grid)

func TestDbgCapture(t *testing.T) {
	if os.Getenv("CAPTURE") == "" {
		t.Skip()
	}
	var mu sync.Mutex
	var gs []grid
	n := 0
	dbgRecord = func(g *grid) {
		mu.Lock()
		defer mu.Unlock()
		n++
		if n%7 == 0 && len(gs) < 4000 {
			gs = append(gs, *g)
		}
	}
	defer func() { dbgRecord = nil }()
	for _, p := range readPuzzles("hardest1106.txt", 6, 37) {
		Rate(p)
	}
	// ladder grids
	for _, p := range readPuzzles("top1465.txt", 150, 9) {
		g := newGrid(p)
		l := newLadder(t.Context())
		for !g.solved() {
			gs = append(gs, *g)
			h := l.next(g)
			if h == nil {
				break
			}
			h.apply(g)
		}
	}
	var ms []mirror
	for _, g := range gs {
		ms = append(ms, mirror{g.values, g.cands, g.pos})
	}
	f, _ := os.Create("/tmp/grids.gob")
	if err := gob.NewEncoder(f).Encode(ms); err != nil {
		t.Fatal(err)
	}
	f.Close()
	t.Log(len(gs))
}

func sigOf(g *grid) string {
	var b strings.Builder
	(&chaining{ctx: context.Background()}).produce(g, func(h *hint) bool {
		fmt.Fprintf(&b, "%s %d %d,%d %v %d %d|", h.name, h.diff, h.cell, h.value, h.remove, h.chain.complexity, h.chain.sortKey)
		for _, tg := range h.chain.targets {
			for _, p := range chainOf(tg) {
				fmt.Fprintf(&b, "%d.%d ", p.key(), p.cause)
			}
			b.WriteString("/")
		}
		ps := h.parents(&grid{}, g)
		fmt.Fprintf(&b, "%v\n", ps)
		return true
	})
	return b.String()
}

func TestDbgSigs(t *testing.T) {
	if os.Getenv("SIGS") == "" {
		t.Skip()
	}
	f, _ := os.Open("/tmp/grids.gob")
	var ms []mirror
	if err := gob.NewDecoder(f).Decode(&ms); err != nil {
		t.Fatal(err)
	}
	var gs []grid
	for _, m := range ms {
		gs = append(gs, grid{m.V, m.C, m.P})
	}
	out, _ := os.Create(os.Getenv("SIGS"))
	defer out.Close()
	for i := range gs {
		fmt.Fprintf(out, "#%d\n%s", i, sigOf(&gs[i]))
	}
}

type mirror struct {
	V [81]int8
	C [81]uint16
	P [27][10]uint16
}
