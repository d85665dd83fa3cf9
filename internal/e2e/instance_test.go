package e2e

import (
	"context"
	"image"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestSecondLaunch starts the game a second time with the same home while
// the first plays (issue "one window, one writer"): the second exits 0
// within a few seconds and the first says it was already open, and plays
// on and saves; a third launch with -puzzle hands its puzzle to the first
// window, which asks before leaving the game with a move and then plays
// it. A new launch after SIGKILL of the first is TestKillAndRestore's.
func TestSecondLaunch(t *testing.T) {
	log := filepath.Join(t.TempDir(), "status.log")
	a := startAppArgs(t, []string{"-puzzle", puzzle, "-status-log", log})
	second := func(args ...string) time.Duration {
		ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
		defer cancel()
		cmd := exec.CommandContext(ctx, a.bin, args...)
		cmd.Env = a.env
		start := time.Now()
		out, err := cmd.CombinedOutput()
		took := time.Since(start)
		if err != nil {
			t.Fatalf("second launch %v: %v after %v; output:\n%s", args, err, took, out)
		}
		return took
	}
	took := second()
	if took > 5*time.Second {
		t.Errorf("the second launch took %v to hand over and exit; want a few seconds at most", took)
	}
	t.Logf("a second launch hands over and exits in %v", took)
	a.eventually("the first window saying it was already open", 10*time.Second, func() bool {
		lines := statusLines(t, log)
		return len(lines) > 0 && strings.HasPrefix(lines[len(lines)-1], "The game was already open")
	})
	// The first window plays on and saves.
	a.clickCell(r1c3, 1)
	a.xdotool("key", "4")
	a.eventually("the first window saving a move made after the second launch", 10*time.Second, func() bool {
		board, _ := a.readJSON("game.json")["board"].(string)
		return len(board) == 81 && board[2] == '4'
	})
	// A puzzle handed over asks before the game with that move is left;
	// Return leaves it.
	second("-puzzle", puzzle[:2]+"4"+puzzle[3:]) // one given more: another puzzle, still one solution
	time.Sleep(500 * time.Millisecond)           // the question opens once the handover is read
	a.xdotool("key", "Return")
	a.eventually("the first window playing the puzzle handed over", 10*time.Second, func() bool {
		for _, l := range statusLines(t, log) {
			if strings.HasPrefix(l, "Puzzle from the command line: 31 givens.") {
				return true
			}
		}
		return false
	})
	a.waitFor("the 4 handed over, now a given in r1c3", func(img image.Image) bool { return a.cellPixels(img, r1c3, darkInk) > 20 })
}
