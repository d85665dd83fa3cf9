package logic

import (
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestLadderTable checks the technique table: every technique has a name,
// an ID, a rating and a finder, names and IDs are unique, and the levels
// never go down along the ladder, so a cheapest-first solve limited to a
// level (Level.hardest) uses no technique above it.
func TestLadderTable(t *testing.T) {
	names, ids := map[string]Technique{}, map[string]Technique{}
	for tech := HiddenSingle; tech < numTechniques; tech++ {
		e := ladder[tech]
		if e.name == "" || e.id == "" || e.rating <= 0 || e.find == nil {
			t.Errorf("technique %d: entry %+v; want a name, an ID, a rating and a finder", tech, e)
		}
		if other, ok := names[e.name]; ok {
			t.Errorf("%v and %v share the name %q", other, tech, e.name)
		}
		if other, ok := ids[e.id]; ok {
			t.Errorf("%v and %v share the ID %q", other, tech, e.id)
		}
		names[e.name], ids[e.id] = tech, tech
		if prev := ladder[tech-1]; tech > HiddenSingle && prev.level > e.level {
			t.Errorf("%v (%v) comes after %v (%v): levels go down the ladder", tech, e.level, tech-1, prev.level)
		}
	}
	for l := Easy; l < numLevels; l++ {
		h := l.hardest()
		if h.Level() != l || (h+1 < numTechniques && (h+1).Level() <= l) {
			t.Errorf("%v.hardest() = %v (%v); want the last technique of the level", l, h, h.Level())
		}
	}
}

// docRow is one row of the technique table in doc.go: "Level  Technique
// Rating  Pattern", the level written on the first row of each.
var docRow = regexp.MustCompile(`^//\t(Easy|Medium|Hard|Expert|Extreme)?\s*(\S.*?)\s+(\d+\.\d)(?:/\d+\.\d|\+)?\s`)

// TestDocTable checks the technique table of the package doc against the
// ladder: the same techniques in the same order, each under its level and
// with its base rating.
func TestDocTable(t *testing.T) {
	src, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(src), "\n")
	start := -1
	for i, l := range lines {
		if strings.HasPrefix(l, "//\tLevel") && strings.Contains(l, "Technique") {
			start = i + 1
			break
		}
	}
	if start < 0 {
		t.Fatal("doc.go has no technique table (a line \"//\\tLevel  Technique  Rating  Pattern\")")
	}
	tech, level := HiddenSingle, ""
	for _, l := range lines[start:] {
		if !strings.HasPrefix(l, "//\t") {
			break
		}
		m := docRow.FindStringSubmatch(l)
		if m == nil {
			t.Errorf("doc.go: cannot read the table row %q", l)
			continue
		}
		if m[1] != "" {
			level = m[1]
		}
		if tech >= numTechniques {
			t.Errorf("doc.go: row %q after the last technique", l)
			continue
		}
		e := ladder[tech]
		rating, _ := strconv.ParseFloat(m[3], 64)
		if m[2] != e.name || level != e.level.String() || rating != e.rating {
			t.Errorf("doc.go: row %q says %s, %s, %.1f; the ladder's technique %d is %s, %v, %.1f",
				l, m[2], level, rating, tech, e.name, e.level, e.rating)
		}
		tech++
	}
	if tech != numTechniques {
		t.Errorf("doc.go: the table ends at technique %d of %d", tech, numTechniques)
	}
}
