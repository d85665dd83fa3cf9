package e2e

import (
	"context"
	"fmt"
	"image"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-devs/sudoku/internal/fpuzzles"
	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// easterMonster is Easter Monster (JPF, 2007), one of the hardest puzzles
// known, which Sudoku Explainer rates 11.6.
const easterMonster = "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1"

// statusSays returns a condition for app.eventually: some line the status
// log file holds contains want.
func statusSays(t *testing.T, file, want string) func() bool {
	return func() bool {
		for _, l := range statusLines(t, file) {
			if strings.Contains(l, want) {
				return true
			}
		}
		return false
	}
}

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
	techniques := walkExplanation(t, a, log)
	if techniques["Nested forcing chain"] == 0 {
		t.Errorf("techniques %v; want the nested forcing chains Easter Monster needs", techniques)
	}
	t.Logf("steps: %v", techniques)
}

// walkExplanation clicks Explain in the real window and walks through the
// whole solve with the Right key, as a player would, checking that the
// status line (logged to log) names every step's technique, never Trial (a
// search), and that the walk ends solved. It returns the steps by
// technique.
func walkExplanation(t *testing.T, a *app, log string) map[string]int {
	t.Helper()
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
	named := regexp.MustCompile(`^Step (\d+) of \d+: ([A-Z][A-Za-z0-9+() -]*[a-z)]): `)
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
	return techniques
}

// TestExplainKiller opens a Hard killer from an f-puzzles link and walks
// its explanation in the real window from the empty grid to the end: every
// step named, the killer's own techniques among them.
func TestExplainKiller(t *testing.T) {
	p, _, err := logic.GenerateVariant(context.Background(), rand.New(rand.NewPCG(25, 3)), sudoku.Killer, logic.Hard)
	if err != nil {
		t.Fatal(err)
	}
	log := filepath.Join(t.TempDir(), "status.log")
	a := startAppArgs(t, []string{"-puzzle", fpuzzles.Link(p, "Killer"), "-status-log", log})
	a.waitFor("the killer's cages outlined", func(img image.Image) bool { return a.cagesDrawn(img, p) })
	techniques := walkExplanation(t, a, log)
	if techniques["Cage combination"] == 0 || techniques["Combination elimination"] == 0 {
		t.Errorf("techniques %v; want the cage combinations and the combination elimination a Hard killer needs", techniques)
	}
	t.Logf("steps: %v", techniques)
}
