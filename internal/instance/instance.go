// Package instance keeps one copy of the game per user: the first launch
// claims a lock in the app's storage folder for the life of its process and
// listens on a local socket beside it; a later launch finds the lock taken,
// hands its request (a puzzle to open, or none: just come forward) to the
// first over that socket, and exits. The operating system drops the lock
// when the process ends, however it ends, so a crash or SIGKILL never
// blocks the next start; a socket file left behind is removed by the next
// process that holds the lock. The lock is flock(2) on Unix and LockFileEx
// on Windows; the socket is an AF_UNIX socket on both (Windows 10 1803 and
// later have them). The socket serves each connection on a goroutine of its
// own, within bounds of size, time and number (see Serve), so that no
// other program can hold a launch up or fill the game's memory through it.
package instance

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"time"
)

// Names of the files in the storage folder.
const (
	lockName   = "instance.lock"
	socketName = "instance.sock"
)

// Bounds on what the socket takes (see Serve).
const (
	// maxRequest is the most bytes a request line may have, its newline
	// included: what one -puzzle argument can need, with room to spare.
	// An 81-character puzzle takes 100 bytes; a puzzle document, an
	// f-puzzles JSON, a few hundred KB. Linux caps an argument at
	// 128 KiB, and JSON's escapes (\u0000) at most sextuple it, to
	// 768 KiB. It is also the most of a file the window's Import reads.
	maxRequest = 1 << 20
	// maxConns is the most connections served at once. A launch needs
	// one for a few milliseconds, and a desktop opening several puzzles
	// at once a few. A connection costs a goroutine and, while it reads,
	// at most about three times maxRequest (the line's pieces, the line,
	// the puzzle decoded): sixteen cost under 50 MiB.
	maxConns = 16
	// readTimeout is how long a connection has, from its accept, to send
	// its request and have it taken: a launch writes its request as it
	// connects, so a second is ample even on a busy machine.
	readTimeout = time.Second
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
	requests chan Request   // from the connections' goroutines to Serve's
	done     chan struct{}  // closed by Close
	slots    chan struct{}  // a value for each connection served, at most maxConns
	wg       sync.WaitGroup // the goroutines Serve started

	mu     sync.Mutex
	closed bool    // Close was called
	conns  []*conn // the connections served and not dropped, oldest first
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
	return &Instance{
		lock:     f,
		listener: l,
		socket:   socket,
		requests: make(chan Request),
		done:     make(chan struct{}),
		slots:    make(chan struct{}, maxConns),
	}, nil
}

// Serve calls handle with each request a later launch sends, one call at a
// time, on Serve's goroutine, until Close; run it once, on a goroutine of
// its own. It answers a launch once it has taken the request to hand to
// handle. Serve returns when Close is called, after the call of handle in
// progress, if any.
//
// Each connection is read on a goroutine of its own, so no connection
// holds up another; the calls of handle, not the reads, take turns. A
// connection has readTimeout (a second) from its accept to send a line of
// at most maxRequest bytes (1 MiB) holding a request and to have it taken,
// and is dropped when it breaks either bound or sends anything else. At
// most maxConns connections (16) are served at once, so a crowd costs
// under 50 MiB; when one more comes, the oldest is dropped to make room
// rather than the newcomer kept waiting. A launch writes its request as it
// connects and is read at once, so a crowd of idle or streaming
// connections cannot hold it up; a launch dropped all the same finds its
// connection closed, and Send tries again.
func (in *Instance) Serve(handle func(Request)) {
	in.mu.Lock()
	if in.closed {
		in.mu.Unlock()
		return
	}
	in.wg.Add(1)
	in.mu.Unlock()
	go in.accept()
	for {
		select {
		case r := <-in.requests:
			handle(r)
		case <-in.done:
			return
		}
	}
}

// accept admits each connection to the socket until the listener closes,
// which ends it. Other errors of Accept (too many open files, say) last
// as long as their cause: it waits a moment and accepts again.
func (in *Instance) accept() {
	defer in.wg.Done()
	for {
		nc, err := in.listener.Accept()
		if err != nil {
			if errors.Is(err, net.ErrClosed) {
				return
			}
			select {
			case <-in.done:
				return
			case <-time.After(10 * time.Millisecond):
			}
			continue
		}
		in.admit(nc)
	}
}

// admit serves nc on a goroutine of its own, taking a slot for it; when
// all maxConns slots are taken, it drops the oldest connection and waits
// for its goroutine to give its slot back, which it does at once. On Close
// it closes nc instead.
func (in *Instance) admit(nc net.Conn) {
	deadline := time.Now().Add(readTimeout)
	_ = nc.SetDeadline(deadline)
	select {
	case in.slots <- struct{}{}:
	default:
		in.mu.Lock()
		if len(in.conns) > 0 {
			in.conns[0].drop()
			in.conns = slices.Delete(in.conns, 0, 1)
		}
		in.mu.Unlock()
		select {
		case in.slots <- struct{}{}:
		case <-in.done:
			nc.Close()
			return
		}
	}
	c := &conn{Conn: nc, dropped: make(chan struct{})}
	in.mu.Lock()
	defer in.mu.Unlock()
	if in.closed {
		nc.Close()
		<-in.slots
		return
	}
	in.conns = append(in.conns, c)
	in.wg.Add(1)
	go in.serveConn(c, deadline)
}

// serveConn reads one request from c, hands it to Serve's goroutine and
// answers ok, then closes c and gives its slot back. It ends at c's
// deadline at the latest, sooner when the request is taken, when c sends
// something else, more than maxRequest bytes or closes, when c is dropped
// for a newer connection (its read deadline moved to now wakes the read),
// or on Close (which drops every connection).
func (in *Instance) serveConn(c *conn, deadline time.Time) {
	defer in.wg.Done()
	defer in.forget(c)
	r, err := readRequest(c)
	if err != nil {
		return
	}
	timeout := time.NewTimer(time.Until(deadline))
	defer timeout.Stop()
	select {
	case in.requests <- r:
		_, _ = c.Write([]byte("ok\n"))
	case <-c.dropped:
	case <-in.done:
	case <-timeout.C:
	}
}

// forget closes c, takes it off the connections served and gives its slot
// back.
func (in *Instance) forget(c *conn) {
	in.mu.Lock()
	if i := slices.Index(in.conns, c); i >= 0 {
		in.conns = slices.Delete(in.conns, i, i+1)
	}
	in.mu.Unlock()
	c.Close()
	<-in.slots
}

// readRequest reads a request line, of at most maxRequest bytes, from r.
// It returns io.EOF when the line is longer or r ends before its newline,
// the error of r when reading fails (at its deadline, say), and
// json.Unmarshal's when the line holds no request.
func readRequest(r io.Reader) (Request, error) {
	line, err := bufio.NewReader(io.LimitReader(r, maxRequest)).ReadBytes('\n')
	if err != nil {
		return Request{}, err
	}
	var req Request
	err = json.Unmarshal(line, &req)
	return req, err
}

// Close stops listening and drops every connection, waits for the
// goroutines Serve started to end (the one accepting as the listener
// closes, each connection's as it is dropped), removes the socket and
// releases the lock. It makes Serve return but does not wait for it:
// Serve's call of handle in progress may be waiting for Close's caller
// (the UI's goroutine, say).
func (in *Instance) Close() error {
	in.mu.Lock()
	if !in.closed {
		in.closed = true
		close(in.done)
	}
	for _, c := range in.conns {
		c.drop()
	}
	in.conns = nil
	in.mu.Unlock()
	err := in.listener.Close()
	in.wg.Wait()
	_ = os.Remove(in.socket)
	return errors.Join(err, in.lock.Close())
}

// conn is a connection Serve reads a request from.
type conn struct {
	net.Conn
	dropped chan struct{} // closed by drop
}

// drop tells c's goroutine to end: a read waiting for c wakes at once, and
// a request read but not yet taken is not taken. Its goroutine closes c; c
// is still open for the answer to a request already taken.
func (c *conn) drop() {
	close(c.dropped)
	_ = c.SetReadDeadline(time.Now())
}

// Send hands r to the process that holds the lock in dir, waiting up to
// timeout for it to listen (it may be starting) and answer. It returns an
// error at once when r, as JSON, is longer than the process reads (1 MiB),
// and an error when no process answers in time.
func Send(dir string, r Request, timeout time.Duration) error {
	data, err := json.Marshal(r)
	if err != nil {
		return err
	}
	if len(data)+1 > maxRequest {
		return fmt.Errorf("instance: the request is %d bytes; the running game reads at most %d", len(data)+1, maxRequest)
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
