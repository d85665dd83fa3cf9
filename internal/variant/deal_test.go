package variant

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/message"
)

// TestDeal deals every kind, and a mix of a rule with killer cages, on a
// 9x9 grid that keeps the kind's groups (DealGroups): the constraints are
// there, the grid keeps each of them, and the puzzle they make is valid.
func TestDeal(t *testing.T) {
	kinds := append(DealKinds(), "antiknight+killer", "thermo+antiking")
	for _, kind := range kinds {
		groups, err := DealGroups(kind, 9)
		if err != nil {
			t.Fatalf("DealGroups(%q): %v", kind, err)
		}
		// A grid keeping the groups: the first solution of an empty grid
		// under them.
		empty := &Puzzle{Size: 9, Regions: BoxRegions(9), Givens: make([]int, 81)}
		if len(groups) > 0 {
			empty.Constraints = append(empty.Constraints, &extraGroups{groups: groups})
		}
		_, g, err := empty.Count(context.Background(), 1)
		if err != nil || g == nil {
			t.Fatalf("%s: no grid keeps its groups: %v", kind, err)
		}
		cs, err := Deal(rand.New(rand.NewPCG(1, 2)), kind, g, 9)
		if err != nil {
			t.Fatalf("Deal(%q): %v", kind, err)
		}
		if len(cs) == 0 {
			t.Errorf("Deal(%q) dealt nothing", kind)
		}
		keys := map[string]bool{}
		for _, c := range cs {
			keys[c.Key()] = true
			if !c.Holds(g) {
				t.Errorf("Deal(%q): the grid breaks its %s", kind, c.Key())
			}
		}
		if (kind == "cages" || strings.HasSuffix(kind, "+killer")) && !keys["killercage"] {
			t.Errorf("Deal(%q) dealt %v; want killer cages among them", kind, keys)
		}
		p := &Puzzle{Size: 9, Regions: BoxRegions(9), Givens: g, Constraints: cs}
		if err := p.Validate(); err != nil {
			t.Errorf("Deal(%q): the puzzle is not valid: %v", kind, err)
		}
		if DealName(kind) == "" {
			t.Errorf("DealName(%q) is empty", kind)
		}
	}
	if got, want := DealName("antiknight+killer"), "Anti-knight + Killer cages"; got != want {
		t.Errorf("DealName(antiknight+killer) = %q; want %q", got, want)
	}
	for _, tt := range []struct{ kind, want string }{
		{"sandwich", `no puzzles with "sandwich"`},
		{"killer", `no puzzles with "killer"`}, // alone, a classic killer of package sudoku
		{"thermo+thermo", `"thermo" is named twice`},
		{"thermo+", `no puzzles with ""`},
	} {
		if err := CheckDealKind(tt.kind); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("CheckDealKind(%q) = %v; want an error saying %s", tt.kind, err, tt.want)
		}
	}
}

// extraGroups is a test's rule: each group's cells hold different digits.
type extraGroups struct{ groups [][]int }

func (c *extraGroups) Key() string            { return "" }
func (c *extraGroups) Name() message.Message  { return message.Message{} }
func (c *extraGroups) Rule() message.Message  { return message.Message{} }
func (c *extraGroups) Cells() []int           { return nil }
func (c *extraGroups) Groups() [][]int        { return c.groups }
func (c *extraGroups) Restrict(b *Board) bool { return true }
func (c *extraGroups) Holds(g []int) bool     { return holdsGroups(g, c.groups) }
func (c *extraGroups) Elements() []Element    { return nil }
func (c *extraGroups) encode(*docWriter)      {}
