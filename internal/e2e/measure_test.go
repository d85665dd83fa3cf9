package e2e

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// cpu returns the CPU time the process pid has used, user and system, from
// /proc (Linux).
func cpu(t *testing.T, pid int) time.Duration {
	t.Helper()
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		t.Fatalf("reading the CPU time: %v", err)
	}
	// Fields after the command name, which is in parentheses: utime and
	// stime are the 14th and 15th fields, in clock ticks of 1/100 s.
	f := strings.Fields(string(data[strings.LastIndexByte(string(data), ')')+2:]))
	u, _ := strconv.Atoi(f[11])
	s, _ := strconv.Atoi(f[12])
	return time.Duration(u+s) * 10 * time.Millisecond
}

// cpuOver returns the CPU time pid uses in d.
func cpuOver(t *testing.T, pid int, d time.Duration) time.Duration {
	t.Helper()
	before := cpu(t, pid)
	time.Sleep(d)
	return cpu(t, pid) - before
}

// TestMeasure measures the window's cost in the real window under Xvfb, and
// logs it: CPU over 30 s idle while playing (the clock runs) and while
// paused, beside a minimal Fyne app that updates one label a second; and the
// app's CPU per move at the start and after 2,000 moves. It runs only with
// SUDOKU_MEASURE=1 (it takes two minutes and only reports figures).
func TestMeasure(t *testing.T) {
	if os.Getenv("SUDOKU_MEASURE") != "1" {
		t.Skip("figures only: run with SUDOKU_MEASURE=1")
	}
	const span = 30 * time.Second
	a := startApp(t)
	// Let the background stock fill first (three puzzles of each of five
	// levels): that is work done once, not idling.
	a.eventually("the stock full", 2*time.Minute, func() bool {
		n := 0
		for _, l := range []string{"Easy", "Medium", "Hard", "Expert", "Extreme"} {
			n += len(a.stockOf(l))
		}
		return n == 15
	})
	a.clickCell(r1c3, 1)
	t.Logf("playing, idle: %v CPU in %v", cpuOver(t, a.proc.Process.Pid, span), span)
	a.xdotool("key", "p")
	t.Logf("paused, idle: %v CPU in %v", cpuOver(t, a.proc.Process.Pid, span), span)
	a.xdotool("key", "p")

	bin := filepath.Join(t.TempDir(), "minimal")
	build := exec.Command("go", "build", "-tags", "migrated_fynedo,no_emoji", "-o", bin, "./internal/e2e/testdata/minimal")
	build.Dir = moduleRoot(t)
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building the minimal app: %v\n%s", err, out)
	}
	m := exec.Command(bin)
	m.Env = a.env
	if err := m.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { m.Process.Kill(); m.Wait() }()
	time.Sleep(3 * time.Second)
	t.Logf("minimal Fyne app, one label a second: %v CPU in %v", cpuOver(t, m.Process.Pid, span), span)
	m.Process.Kill()

	// Moves: a 4 in r1c3 and its clear, again and again.
	moves := func(n int) time.Duration {
		before := cpu(t, a.proc.Process.Pid)
		keys := []string{"--delay", "5"}
		for range n / 2 {
			keys = append(keys, "4", "Delete")
		}
		a.xdotool(append([]string{"key"}, keys...)...)
		time.Sleep(time.Second) // let the last ones through
		return (cpu(t, a.proc.Process.Pid) - before) / time.Duration(n)
	}
	t.Logf("CPU per move, the first 200: %v", moves(200))
	moves(1800)
	t.Logf("CPU per move, 200 after 2,000: %v", moves(200))
}
