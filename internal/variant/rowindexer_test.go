package variant

import (
	"context"
	"testing"
)

// TestRowIndexer reads a row indexer on column 1 of solution9's transpose
// pattern: it holds on a grid whose column 1 indexes its rows, not on one
// where it does not, and every solution the solver finds with it keeps it.
func TestRowIndexer(t *testing.T) {
	// In solution9, r1c1 holds 1: row 1 of column 1 holds 1, so r1c1 may be
	// an indexing cell; r2c1 holds 4, and row 4 of column 1 holds 2: so r2c1
	// indexes row 2 correctly too.
	doc := `{"size":9,"grid":[[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}]],` +
		`"rowindexer":[{"cells":["R1C1","R2C1"]}]}`
	p, err := Read(doc)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Constraints) != 1 || p.Constraints[0].Key() != "rowindexer" {
		t.Fatalf("constraints %v; want the row indexer", p.Constraints)
	}
	c := p.Constraints[0]
	sol := grid(solution9)
	if !c.Holds(sol) {
		t.Error("the row indexer does not hold on solution9")
	}
	bad := grid(solution9)
	bad[9], bad[10] = bad[10], bad[9] // r2c1 holds 5: row 5 of column 1 holds 3, not 2
	if c.Holds(bad) {
		t.Error("the row indexer holds where r2c1 points at the wrong row")
	}
	back, err := Read(Write(p))
	if err != nil || Write(back) != Write(p) {
		t.Errorf("written and read back: %v", err)
	}
	for i := range 81 {
		if i%5 == 0 {
			p.Givens[i] = sol[i]
		}
	}
	n, first, err := p.Count(context.Background(), 1)
	if err != nil || n != 1 || !p.Holds(first) {
		t.Errorf("Count = %d, %v; want a solution that keeps the indexer", n, err)
	}
}
