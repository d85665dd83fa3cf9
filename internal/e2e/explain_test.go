package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// easterMonster is Easter Monster (JPF, 2007), one of the hardest puzzles
// known, which Sudoku Explainer rates 11.6.
const easterMonster = "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1"

// statusLines returns the texts the window's status line has shown, from
// the file the app writes with -status-log.
func statusLines(t *testing.T, file string) []string {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimRight(string(b), "\n"), "\n")
}

// TestExplainEasterMonster opens Easter Monster, whose grade names it beyond
// Extreme in the title, then clicks Explain in the real window and walks
// through the whole solve with the Right key, as a player would, checking
// that the status line names every step's technique (never Trial, a
// search) and that the walk ends solved.
func TestExplainEasterMonster(t *testing.T) {
	log := filepath.Join(t.TempDir(), "status.log")
	a := startAppArgs(t, []string{"-puzzle", easterMonster, "-status-log", log})
	const graded = "Sudoku — Custom · Nightmare "
	a.eventually("the title "+graded+"…", 10*time.Second, func() bool { return strings.HasPrefix(a.title(), graded) })
	img := a.screenshot()
	row, y := a.panelRow(img)
	a.click(row[3].mid(), y, 1) // Explain
	first := regexp.MustCompile(`^Step 1 of (\d+): `)
	var total int
	a.eventually("the first step of the explanation", 20*time.Second, func() bool {
		for _, l := range statusLines(t, log) {
			if m := first.FindStringSubmatch(l); m != nil {
				total, _ = strconv.Atoi(m[1])
				return true
			}
		}
		return false
	})
	named := regexp.MustCompile(`^Step (\d+) of \d+: ([A-Z][A-Za-z+() -]*[a-z)]): `)
	techniques := map[string]int{}
	for k := 1; k <= total; k++ {
		want := fmt.Sprintf("Step %d of %d: ", k, total)
		var line string
		a.eventually(want, 10*time.Second, func() bool {
			for _, l := range statusLines(t, log) {
				if strings.HasPrefix(l, want) {
					line = l
					return true
				}
			}
			return false
		})
		m := named.FindStringSubmatch(line)
		if m == nil || m[2] == "Trial" {
			t.Fatalf("step %d: status %q; want a named technique", k, line)
		}
		techniques[m[2]]++
		a.xdotool("key", "Right")
	}
	done := fmt.Sprintf("Solved in %d steps.", total)
	a.eventually(done, 10*time.Second, func() bool {
		lines := statusLines(t, log)
		return lines[len(lines)-1] == done
	})
	if techniques["Nested forcing chain"] == 0 {
		t.Errorf("techniques %v; want the nested forcing chains Easter Monster needs", techniques)
	}
	t.Logf("%d steps: %v", total, techniques)
}
