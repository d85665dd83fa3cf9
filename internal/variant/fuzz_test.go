package variant

import (
	"context"
	"testing"
	"time"
)

// FuzzRead reads any text as a puzzle: it never panics, and a puzzle it
// takes writes out a document it reads back as the same, whose solutions it
// can count.
func FuzzRead(f *testing.F) {
	f.Add(everyConstraint)
	f.Add(`{"size":4,"grid":[[{"value":1,"given":true},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"killercage":[{"cells":["R1C1","R1C2"],"value":"5"}]}`)
	f.Add(`{"size":6,"grid":[],"arrow":[{"cells":["R1C1","R1C2"],"lines":[["R1C2","R2C3"]]}]}`)
	f.Add("https://sudokupad.app/fpuzzlesN4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSSzKLryBdZQmq8l54")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := Read(s)
		if err != nil {
			return
		}
		back, err := Read(Write(p))
		if err != nil {
			t.Fatalf("Read(Write(p)): %v", err)
		}
		if Write(back) != Write(p) {
			t.Fatalf("written twice differs")
		}
		ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
		defer cancel()
		if n, sol, err := p.Count(ctx, 2); err == nil && n > 0 && !p.Holds(sol) {
			t.Fatalf("a solution that does not hold: %v", sol)
		}
	})
}
