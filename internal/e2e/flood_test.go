package e2e

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// peakMemory returns the most memory the process pid has had resident,
// VmHWM in /proc (Linux), in bytes.
func peakMemory(t *testing.T, pid int) int64 {
	t.Helper()
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		t.Fatalf("reading the process's memory: %v", err)
	}
	for line := range strings.Lines(string(data)) {
		if v, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			kB, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
			if err != nil {
				t.Fatalf("VmHWM %q: %v", v, err)
			}
			return kB << 10
		}
	}
	t.Fatalf("no VmHWM in /proc/%d/status", pid)
	return 0
}

// floodEnd is how one connection of floodSocket ended: the bytes it wrote
// and the error that stopped it, nil when it was stopped or wrote all; or,
// with no bytes, why it could not connect.
type floodEnd struct {
	n   int64
	err error
}

// floodSocket streams 100 MB lines with no newline into socket from a
// goroutine, a new connection each time the last one ends, until stop is
// closed; then it sends how each connection ended on the channel it
// returns.
func floodSocket(socket string, stop <-chan struct{}) <-chan []floodEnd {
	result := make(chan []floodEnd, 1)
	go func() {
		var ends []floodEnd
		defer func() { result <- ends }()
		chunk := bytes.Repeat([]byte{'x'}, 64<<10)
		for {
			select {
			case <-stop:
				return
			default:
			}
			c, err := net.DialTimeout("unix", socket, time.Second)
			if err != nil {
				ends = append(ends, floodEnd{err: fmt.Errorf("dial: %w", err)})
				return
			}
			_ = c.SetDeadline(time.Now().Add(10 * time.Second))
			var e floodEnd
		write:
			for e.n < 100<<20 {
				select {
				case <-stop:
					break write
				default:
				}
				k, err := c.Write(chunk)
				e.n += int64(k)
				if err != nil {
					e.err = err
					break
				}
			}
			c.Close()
			ends = append(ends, e)
		}
	}()
	return result
}

// TestSecondLaunchUnderFlood is TestSecondLaunch under siege (issue 44,
// "Every door held"): while the first window plays, a client streams
// 100 MB lines with no newline into the game's socket, a new connection
// each time the game cuts one off, and 50 more connections say nothing.
// A second launch with -puzzle still hands its puzzle over and exits 0
// within two seconds, and the first window plays that puzzle; the game cut
// every line off after about a MiB, and its peak memory grew by less than
// 100 MB (the issue saw it reach 1.7 GB).
func TestSecondLaunchUnderFlood(t *testing.T) {
	log := filepath.Join(t.TempDir(), "status.log")
	a := startAppArgs(t, []string{"-puzzle", puzzle, "-status-log", log})
	socket := filepath.Join(a.storage(), "instance.sock") // package instance's socketName
	pid := a.proc.Process.Pid
	peak := peakMemory(t, pid)

	stop := make(chan struct{})
	flooded := floodSocket(socket, stop)
	stopFlood := func() []floodEnd {
		if stop != nil {
			close(stop)
			stop = nil
		}
		return <-flooded
	}
	defer func() {
		if stop != nil {
			stopFlood()
		}
	}()
	time.Sleep(200 * time.Millisecond) // the flood under way
	for range 50 {
		c, err := net.DialTimeout("unix", socket, time.Second)
		if err != nil {
			t.Fatalf("an idle connection to the game: %v", err)
		}
		defer c.Close()
	}

	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, a.bin, "-puzzle", puzzle[:2]+"4"+puzzle[3:]) // one given more, as in TestSecondLaunch
	cmd.Env = a.env
	start := time.Now()
	out, err := cmd.CombinedOutput()
	took := time.Since(start)
	if err != nil {
		t.Fatalf("second launch under the flood: %v after %v; want exit 0; output:\n%s", err, took, out)
	}
	if took > 2*time.Second {
		t.Errorf("the second launch took %v under the flood to hand over and exit; want 2 s at most", took)
	}
	t.Logf("under the flood, a second launch hands over and exits in %v", took)

	ends := stopFlood()
	cut := 0
	for i, e := range ends {
		if e.n > 2<<20 {
			t.Errorf("flood connection %d wrote %d bytes, then %v; want the game to cut it off after 1 MiB and the socket's buffers, 2 MiB at most", i, e.n, e.err)
		}
		if e.n > 0 && e.err != nil {
			cut++
		}
	}
	if cut == 0 {
		t.Errorf("no flood connection of %d was cut off: %+v", len(ends), ends)
	}
	t.Logf("the game cut off %d flood connections of %d", cut, len(ends))

	a.eventually("the first window playing the puzzle handed over", 10*time.Second, func() bool {
		for _, l := range statusLines(t, log) {
			if strings.HasPrefix(l, "Puzzle from the command line: 31 givens.") {
				return true
			}
		}
		return false
	})
	a.waitFor("the 4 handed over, now a given in r1c3", func(img image.Image) bool { return a.cellPixels(img, r1c3, darkInk) > 20 })
	if grew := peakMemory(t, pid) - peak; grew > 100<<20 {
		t.Errorf("the first window's peak memory grew by %d MiB under the flood; want under 100 MiB", grew>>20)
	}
}
