package logic

import (
	"testing"
)

// TestBank grades the puzzles of practice.txt (under -race only the first
// of each technique, the nested ones being slow there): each has one
// solution and is set by the technique it is banked for, and every
// technique of the bank is one Practicable lists and carving does not.
func TestBank(t *testing.T) {
	b := bank()
	for _, tech := range []Technique{DynamicForcingChainPlus, NestedForcingChain} {
		if len(b[tech]) == 0 {
			t.Errorf("practice.txt has no puzzle for %v", tech)
		}
	}
	for tech, puzzles := range b {
		if raceEnabled {
			puzzles = puzzles[:1]
		}
		for _, p := range puzzles {
			d, err := Grade(p)
			if err != nil || d.SetBy != tech {
				t.Errorf("practice.txt: %s for %v grades %v, set by %v (%v)", p, tech, d.Level, d.SetBy, err)
			}
		}
	}
}
