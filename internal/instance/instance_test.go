package instance

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// TestClaimOnce claims a folder twice: the second claim finds the game
// running, hands a puzzle to the first, which gets it, and after Close the
// folder can be claimed again.
func TestClaimOnce(t *testing.T) {
	dir := t.TempDir()
	first, err := Claim(dir)
	if err != nil {
		t.Fatal(err)
	}
	got := make(chan Request, 1)
	go first.Serve(func(r Request) { got <- r })
	if _, err := Claim(dir); !errors.Is(err, ErrRunning) {
		t.Fatalf("second Claim = %v; want ErrRunning", err)
	}
	want := Request{Puzzle: "53..7...."}
	if err := Send(dir, want, 2*time.Second); err != nil {
		t.Fatalf("Send = %v", err)
	}
	select {
	case r := <-got:
		if r != want {
			t.Errorf("the first got %+v; want %+v", r, want)
		}
	case <-time.After(2 * time.Second):
		t.Fatal("the first got no request")
	}
	if err := first.Close(); err != nil {
		t.Fatal(err)
	}
	again, err := Claim(dir)
	if err != nil {
		t.Fatalf("Claim after Close = %v", err)
	}
	again.Close()
}

// TestSendWithNoneRunning checks that Send to a folder nobody holds fails
// within its timeout, also with a socket file left behind.
func TestSendWithNoneRunning(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, socketName), nil, 0o600); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	if err := Send(dir, Request{}, 300*time.Millisecond); err == nil {
		t.Fatal("Send with no game running = nil; want an error")
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("Send took %v; want about its 300 ms timeout", d)
	}
	in, err := Claim(dir) // the stale socket file does not stand in the way
	if err != nil {
		t.Fatal(err)
	}
	in.Close()
}

// TestClaimAfterKill claims a folder in a child process, kills it with
// SIGKILL, and claims it here: the lock died with the process.
func TestClaimAfterKill(t *testing.T) {
	if dir := os.Getenv("INSTANCE_CHILD_DIR"); dir != "" {
		if _, err := Claim(dir); err != nil {
			os.Exit(3)
		}
		os.Stdout.WriteString("claimed\n")
		time.Sleep(time.Minute)
		return
	}
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^TestClaimAfterKill$")
	cmd.Env = append(os.Environ(), "INSTANCE_CHILD_DIR="+dir)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 8)
	if _, err := out.Read(buf); err != nil || string(buf[:7]) != "claimed" {
		t.Fatalf("child: %q, %v", buf, err)
	}
	if _, err := Claim(dir); !errors.Is(err, ErrRunning) {
		t.Fatalf("Claim while the child holds it = %v; want ErrRunning", err)
	}
	_ = cmd.Process.Kill()
	_ = cmd.Wait()
	in, err := Claim(dir)
	if err != nil {
		t.Fatalf("Claim after SIGKILL = %v; want the lock free", err)
	}
	in.Close()
}
