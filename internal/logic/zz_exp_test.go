package logic

import (
	"os"
	"strings"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/variant"
)

func TestZZK2(t *testing.T) {
	b, _ := os.ReadFile("/tmp/k2.json")
	p, err := variant.Read(strings.TrimSpace(string(b)))
	if err != nil {
		t.Fatal(err)
	}
	sp, err := p.Sudoku()
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("solves: %v, cages %d", solves(&sp, noTrial(Extreme)), len(sp.Cages))
	d, err := GradePuzzle(&sp)
	t.Logf("grade %v %v", d, err)
}
