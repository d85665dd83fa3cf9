package se

import (
	"testing"
	"time"
)

func TestDbgTimes(t *testing.T) {
	ps := readPuzzles("hardest1106.txt", 60, 1)
	for _, i := range []int{42} {
		g := newGrid(ps[i])
		l := newLadder(t.Context())
		var spent [40]time.Duration
		step := 0
		for !g.solved() {
			var found *hint
			for j, p := range l {
				t0 := time.Now()
				p(g, func(h *hint) bool { found = h; return false })
				spent[j] += time.Since(t0)
				if found != nil {
					if j >= 20 {
						t.Logf("step %d producer %d %s %d", step, j, found.name, found.diff)
					}
					break
				}
			}
			step++
			if found == nil {
				break
			}
			found.apply(g)
		}
		t.Log(i, spent[20:])
	}
}
