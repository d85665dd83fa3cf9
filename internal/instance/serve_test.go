package instance

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// The flood the tests below pour into the socket: a line of 100 MB with no
// newline, 64 KiB a write.
const (
	floodSize  = 100 << 20
	floodChunk = 64 << 10
)

// slack is how many bytes beyond maxRequest a client may write before it
// learns that its connection was closed: what the kernel's socket buffers
// hold (some 200 KiB each way on Linux) and the reader's buffer.
const slack = 1 << 20

// serving claims dir, serves it with a handle that sends each request to
// the channel returned, and closes the claim when the test ends.
func serving(t *testing.T, dir string) (*Instance, <-chan Request) {
	t.Helper()
	in, err := Claim(dir)
	if err != nil {
		t.Fatal(err)
	}
	got := make(chan Request, 100)
	go in.Serve(func(r Request) { got <- r })
	t.Cleanup(func() { in.Close() })
	return in, got
}

// dial connects to the socket in dir and closes the connection when the
// test ends.
func dial(t *testing.T, dir string) net.Conn {
	t.Helper()
	c, err := net.Dial("unix", filepath.Join(dir, socketName))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// idle opens n connections to the socket in dir that send nothing.
func idle(t *testing.T, dir string, n int) []net.Conn {
	t.Helper()
	conns := make([]net.Conn, n)
	for i := range conns {
		conns[i] = dial(t, dir)
	}
	return conns
}

// flood writes a floodSize line with no newline to c, and returns how many
// bytes it wrote and the error that stopped it, nil when all went.
func flood(c net.Conn) (int64, error) {
	chunk := bytes.Repeat([]byte{'x'}, floodChunk)
	var n int64
	for n < floodSize {
		k, err := c.Write(chunk)
		n += int64(k)
		if err != nil {
			return n, err
		}
	}
	return n, nil
}

// flooded is how one flood connection ended.
type flooded struct {
	n   int64
	err error
}

// floodOnce floods a new connection to the socket in dir on a goroutine,
// the connection closing within 10 s at the latest, and returns the channel
// its end comes on.
func floodOnce(t *testing.T, dir string) <-chan flooded {
	t.Helper()
	c := dial(t, dir)
	_ = c.SetDeadline(time.Now().Add(10 * time.Second))
	end := make(chan flooded, 1)
	go func() {
		n, err := flood(c)
		c.Close()
		end <- flooded{n, err}
	}()
	return end
}

// floodOn floods the socket in dir from a goroutine until the test ends,
// a new connection each time the last one ends, and returns a function
// that stops it and returns how each connection ended.
func floodOn(t *testing.T, dir string) func() []flooded {
	t.Helper()
	var stop atomic.Bool
	var ends []flooded
	done := make(chan struct{})
	go func() {
		defer close(done)
		for !stop.Load() {
			c, err := net.Dial("unix", filepath.Join(dir, socketName))
			if err != nil {
				return // closed
			}
			_ = c.SetDeadline(time.Now().Add(10 * time.Second))
			n, err := flood(c)
			c.Close()
			ends = append(ends, flooded{n, err})
		}
	}()
	var once sync.Once
	finish := func() []flooded {
		once.Do(func() { stop.Store(true); <-done })
		return ends
	}
	t.Cleanup(func() { finish() })
	return finish
}

// receive waits up to timeout for a request on got and fails the test
// when none comes or it is not want.
func receive(t *testing.T, got <-chan Request, want Request, timeout time.Duration) {
	t.Helper()
	select {
	case r := <-got:
		if r != want {
			t.Errorf("the first got %+v; want %+v", r, want)
		}
	case <-time.After(timeout):
		t.Fatalf("the first got no request in %v", timeout)
	}
}

// sendWithin sends want to dir with the 5 s the app gives Send, and fails
// the test unless the request arrives on got within a second of the send.
func sendWithin(t *testing.T, dir string, got <-chan Request, want Request) {
	t.Helper()
	start := time.Now()
	if err := Send(dir, want, 5*time.Second); err != nil {
		t.Fatalf("Send = %v after %v; want nil", err, time.Since(start))
	}
	receive(t, got, want, time.Second-time.Since(start))
	t.Logf("handed over in %v", time.Since(start))
}

// TestFloodCutOff streams a 100 MB line with no newline into the socket:
// the first reads maxRequest bytes of it, then closes the connection, so
// the client's writes fail after maxRequest bytes and the kernel's buffers,
// and this process allocates a few MiB, not 100 MB. A launch then hands
// over as before.
func TestFloodCutOff(t *testing.T) {
	dir := t.TempDir()
	_, got := serving(t, dir)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	var end flooded
	select {
	case end = <-floodOnce(t, dir):
	case <-time.After(15 * time.Second):
		t.Fatal("the flood did not end within 15 s")
	}
	runtime.ReadMemStats(&after)
	if end.err == nil || end.n < maxRequest || end.n > maxRequest+slack {
		t.Errorf("a 100 MB line wrote %d bytes, then %v; want between %d and %d bytes, then an error",
			end.n, end.err, maxRequest, maxRequest+slack)
	}
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 16<<20 {
		t.Errorf("serving a 100 MB line allocated %d MiB; want under 16 MiB", alloc>>20)
	}
	sendWithin(t, dir, got, Request{Puzzle: "53..7...."})
}

// TestIdleCrowd opens 50 connections that send nothing, then a launch
// hands over within a second.
func TestIdleCrowd(t *testing.T) {
	dir := t.TempDir()
	_, got := serving(t, dir)
	idle(t, dir, 50)
	sendWithin(t, dir, got, Request{Puzzle: "53..7...."})
}

// TestFloodAndCrowd opens 50 connections that send nothing while a client
// streams 100 MB lines, a new connection each time one is cut off: a
// launch hands over within a second, and every line was cut off after
// maxRequest bytes at most.
func TestFloodAndCrowd(t *testing.T) {
	dir := t.TempDir()
	_, got := serving(t, dir)
	finish := floodOn(t, dir)
	idle(t, dir, 50)
	time.Sleep(50 * time.Millisecond) // the flood under way
	sendWithin(t, dir, got, Request{Puzzle: "53..7...."})
	ends := finish()
	if len(ends) == 0 {
		t.Fatal("no flood connection ended")
	}
	for i, e := range ends {
		if e.err == nil || e.n > maxRequest+slack {
			t.Errorf("flood connection %d wrote %d bytes, then %v; want at most %d, then an error", i, e.n, e.err, maxRequest+slack)
		}
	}
	t.Logf("%d flood connections cut off", len(ends))
}

// TestCrowdDropsOldest opens one connection more than are served at once:
// the oldest is dropped at once, not at the end of its second, and the next
// stays open.
func TestCrowdDropsOldest(t *testing.T) {
	dir := t.TempDir()
	serving(t, dir)
	conns := idle(t, dir, maxConns+1)
	_ = conns[0].SetReadDeadline(time.Now().Add(readTimeout / 2))
	if n, err := conns[0].Read(make([]byte, 1)); err == nil || errors.Is(err, os.ErrDeadlineExceeded) {
		t.Errorf("the oldest of %d connections read %d, %v; want it closed within %v", maxConns+1, n, err, readTimeout/2)
	}
	_ = conns[1].SetReadDeadline(time.Now().Add(20 * time.Millisecond))
	if n, err := conns[1].Read(make([]byte, 1)); !errors.Is(err, os.ErrDeadlineExceeded) {
		t.Errorf("the second oldest read %d, %v; want it still open", n, err)
	}
}

// TestLaunchesTakeTurns sends ten requests at once beside 50 idle
// connections: all arrive within a second, and handle is never called
// while another call runs.
func TestLaunchesTakeTurns(t *testing.T) {
	dir := t.TempDir()
	in, err := Claim(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	var running, overlaps atomic.Int32
	got := make(chan Request, 10)
	go in.Serve(func(r Request) {
		if running.Add(1) > 1 {
			overlaps.Add(1)
		}
		time.Sleep(5 * time.Millisecond)
		running.Add(-1)
		got <- r
	})
	idle(t, dir, 50)
	start := time.Now()
	errs := make(chan error, 10)
	for i := range 10 {
		go func() { errs <- Send(dir, Request{Puzzle: strings.Repeat(".", i)}, 5*time.Second) }()
	}
	for range 10 {
		if err := <-errs; err != nil {
			t.Fatalf("Send = %v after %v; want nil", err, time.Since(start))
		}
	}
	seen := map[string]bool{}
	for range 10 {
		select {
		case r := <-got:
			seen[r.Puzzle] = true
		case <-time.After(time.Second - time.Since(start)):
			t.Fatalf("%d of 10 requests arrived within a second", len(seen))
		}
	}
	if len(seen) != 10 {
		t.Errorf("got %d different requests; want 10", len(seen))
	}
	if n := overlaps.Load(); n != 0 {
		t.Errorf("handle was called %d times while another call ran; want 0", n)
	}
}

// TestRequestSize sends a request of exactly maxRequest bytes, which
// arrives whole; Send refuses one a byte longer at once, and the first
// drops such a line written by hand without taking it.
func TestRequestSize(t *testing.T) {
	dir := t.TempDir()
	_, got := serving(t, dir)
	// {"puzzle":"…"} and the newline are 14 bytes.
	largest := Request{Puzzle: strings.Repeat(".", maxRequest-14)}
	if err := Send(dir, largest, 5*time.Second); err != nil {
		t.Fatalf("Send of %d bytes = %v; want nil", maxRequest, err)
	}
	receive(t, got, largest, 5*time.Second)

	// Refused at once: well before the 5 s Send would wait for the game
	// (under the race detector and a loaded machine, encoding the
	// megabyte alone has taken 175 ms).
	tooLong := Request{Puzzle: largest.Puzzle + "."}
	start := time.Now()
	if err := Send(dir, tooLong, 5*time.Second); err == nil || time.Since(start) > 2*time.Second {
		t.Errorf("Send of %d bytes = %v after %v; want an error at once", maxRequest+1, err, time.Since(start))
	}
	line, err := json.Marshal(tooLong)
	if err != nil {
		t.Fatal(err)
	}
	c := dial(t, dir)
	_ = c.SetDeadline(time.Now().Add(5 * time.Second))
	_, _ = c.Write(append(line, '\n')) // fails when the first closes first
	if answer, err := bufio.NewReader(c).ReadString('\n'); err == nil {
		t.Errorf("a line of %d bytes was answered %q; want the connection closed", maxRequest+1, answer)
	}
	select {
	case r := <-got:
		t.Errorf("the first took a request of %d bytes", len(r.Puzzle)+14)
	case <-time.After(100 * time.Millisecond):
	}
}

// TestCloseEndsServe closes the claim while connections idle and one
// floods: Close and Serve return at once, the connections are closed, and
// no goroutine of the claim is left.
func TestCloseEndsServe(t *testing.T) {
	before := runtime.NumGoroutine()
	dir := t.TempDir()
	in, err := Claim(dir)
	if err != nil {
		t.Fatal(err)
	}
	served := make(chan struct{})
	go func() { in.Serve(func(Request) {}); close(served) }()
	conns := idle(t, dir, 5)
	end := floodOnce(t, dir)
	time.Sleep(50 * time.Millisecond) // all accepted
	start := time.Now()
	if err := in.Close(); err != nil {
		t.Fatal(err)
	}
	select {
	case <-served:
	case <-time.After(readTimeout / 2):
		t.Fatalf("Serve did not return within %v of Close", readTimeout/2)
	}
	if d := time.Since(start); d > readTimeout/2 {
		t.Errorf("Close and Serve took %v; want well under the %v a connection may last", d, readTimeout)
	}
	for i, c := range conns {
		_ = c.SetReadDeadline(time.Now().Add(100 * time.Millisecond))
		if _, err := c.Read(make([]byte, 1)); !errors.Is(err, io.EOF) {
			t.Errorf("idle connection %d after Close: %v; want EOF", i, err)
		}
	}
	<-end
	deadline := time.Now().Add(time.Second)
	for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > before {
		buf := make([]byte, 1<<16)
		t.Errorf("%d goroutines after Close; want %d as before Claim:\n%s", n, before, buf[:runtime.Stack(buf, true)])
	}
}
