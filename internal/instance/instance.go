// Package instance keeps one copy of the game per user: the first launch
// claims a lock in the app's storage folder for the life of its process and
// listens on a local socket beside it; a later launch finds the lock taken,
// hands its request (a puzzle to open, or none: just come forward) to the
// first over that socket, and exits. The operating system drops the lock
// when the process ends, however it ends, so a crash or SIGKILL never
// blocks the next start; a socket file left behind is removed by the next
// process that holds the lock. The lock is flock(2) on Unix and LockFileEx
// on Windows; the socket is an AF_UNIX socket on both (Windows 10 1803 and
// later have them).
package instance

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"time"
)

// Names of the files in the storage folder.
const (
	lockName   = "instance.lock"
	socketName = "instance.sock"
)

// ErrRunning is returned by Claim when another process of the same user
// holds the lock: the game is already open.
var ErrRunning = errors.New("the game is already running")

// Request is what a later launch asks of the first: to come forward and,
// when Puzzle is not empty, to open that puzzle as its own -puzzle option
// would.
type Request struct {
	Puzzle string `json:"puzzle,omitempty"`
}

// Instance is the claim of the first launch: the lock held and the socket
// listened on. Close releases both.
type Instance struct {
	lock     *os.File
	listener net.Listener
	socket   string
}

// Claim takes the lock in dir, the app's storage folder (made if missing),
// and listens on the socket beside it. It returns ErrRunning when another
// process holds the lock, and an error saying what failed when the folder,
// the lock or the socket cannot be made.
func Claim(dir string) (*Instance, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("instance: %w", err)
	}
	f, err := os.OpenFile(filepath.Join(dir, lockName), os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		return nil, fmt.Errorf("instance: %w", err)
	}
	if err := lockFile(f); err != nil {
		f.Close()
		if errors.Is(err, errLocked) {
			return nil, ErrRunning
		}
		return nil, fmt.Errorf("instance: lock %s: %w", f.Name(), err)
	}
	socket := filepath.Join(dir, socketName)
	_ = os.Remove(socket) // left by a process that died; the lock says none runs
	l, err := net.Listen("unix", socket)
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("instance: %w", err)
	}
	return &Instance{lock: f, listener: l, socket: socket}, nil
}

// Serve calls handle with each request a later launch sends, one at a
// time, on Serve's goroutine, until Close; run it on a goroutine of its
// own. A connection that sends no well-formed request within a second is
// dropped.
func (in *Instance) Serve(handle func(Request)) {
	for {
		c, err := in.listener.Accept()
		if err != nil {
			return // closed
		}
		_ = c.SetDeadline(time.Now().Add(time.Second))
		var r Request
		line, err := bufio.NewReader(c).ReadBytes('\n')
		if err == nil && json.Unmarshal(line, &r) == nil {
			_, _ = c.Write([]byte("ok\n"))
			c.Close()
			handle(r)
			continue
		}
		c.Close()
	}
}

// Close stops listening, removes the socket and releases the lock.
func (in *Instance) Close() error {
	err := in.listener.Close()
	_ = os.Remove(in.socket)
	return errors.Join(err, in.lock.Close())
}

// Send hands r to the process that holds the lock in dir, waiting up to
// timeout for it to listen (it may be starting) and answer. It returns an
// error when no process answers in time.
func Send(dir string, r Request, timeout time.Duration) error {
	data, err := json.Marshal(r)
	if err != nil {
		return err
	}
	deadline := time.Now().Add(timeout)
	for {
		err = send(filepath.Join(dir, socketName), append(data, '\n'), deadline)
		if err == nil || time.Now().After(deadline) {
			return err
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// send writes data to the socket and waits for its answer.
func send(socket string, data []byte, deadline time.Time) error {
	c, err := net.DialTimeout("unix", socket, time.Until(deadline))
	if err != nil {
		return fmt.Errorf("instance: the running game does not answer: %w", err)
	}
	defer c.Close()
	_ = c.SetDeadline(deadline)
	if _, err := c.Write(data); err != nil {
		return fmt.Errorf("instance: %w", err)
	}
	answer, err := bufio.NewReader(c).ReadString('\n')
	if err != nil || answer != "ok\n" {
		return fmt.Errorf("instance: the running game did not take the request (%q, %v)", answer, err)
	}
	return nil
}
