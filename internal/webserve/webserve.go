// Package webserve serves the game's web build (make web's dist/web) the way
// a static web server with precompressed files does (nginx's gzip_static,
// Caddy's precompressed): a request for a file that has a Brotli (.br) or
// gzip (.gz) copy beside it gets that copy, with its Content-Encoding, when
// the browser accepts it, and the file itself otherwise. make serve and the
// browser test use it; any such server will do in its place.
//
// Handler serves the regular files of one folder and nothing else: GET and
// HEAD only, no folder listings, and no file outside the folder, through a
// symbolic link or not (os.Root). Server puts it behind an http.Server with
// timeouts and a cap on open connections (Limits), so that clients that
// send slowly or never close cannot hold the server.
package webserve

import (
	"errors"
	"fmt"
	"io/fs"
	"mime"
	"net"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
	"sync"
	"time"
)

// encodings are the precompressed copies looked for, best first: the
// Content-Encoding and the file name's suffix.
var encodings = []struct{ name, suffix string }{{"br", ".br"}, {"gzip", ".gz"}}

// Handler returns a handler that serves the regular files of dir, each by
// the precompressed copy the request's Accept-Encoding allows, if there is
// one; / serves index.html. A method other than GET and HEAD gets 405 with
// an Allow header; a folder, a missing file, or a name that leads out of dir
// (by .. or by a symbolic link) gets 404. dir is opened for every request,
// so a new build in its place is served at once. Every response to GET and
// HEAD says Cache-Control: no-cache, so that a reload after a new build
// fetches it.
func Handler(dir string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "405 method not allowed", http.StatusMethodNotAllowed)
			return
		}
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Add("Vary", "Accept-Encoding")
		name := path.Clean("/" + r.URL.Path)
		if name == "/" {
			name = "/index.html"
		}
		root, err := os.OpenRoot(dir)
		if err != nil {
			http.Error(w, "404 page not found", http.StatusNotFound)
			return
		}
		defer root.Close()
		for _, e := range encodings {
			if !accepts(r.Header.Get("Accept-Encoding"), e.name) {
				continue
			}
			f, fi, err := openFile(root, name+e.suffix)
			if err != nil {
				continue
			}
			defer f.Close()
			if t := mime.TypeByExtension(path.Ext(name)); t != "" {
				w.Header().Set("Content-Type", t)
			}
			w.Header().Set("Content-Encoding", e.name)
			http.ServeContent(w, r, name, fi.ModTime(), f)
			return
		}
		f, fi, err := openFile(root, name)
		switch {
		case errors.Is(err, fs.ErrPermission):
			http.Error(w, "403 forbidden", http.StatusForbidden)
			return
		case err != nil:
			http.Error(w, "404 page not found", http.StatusNotFound)
			return
		}
		defer f.Close()
		http.ServeContent(w, r, name, fi.ModTime(), f)
	})
}

// errNotRegular is openFile's error for a name that is not a regular file.
var errNotRegular = errors.New("not a regular file")

// openFile opens the regular file name (slash-separated, from /) in root,
// with its FileInfo. A folder, a device or a named pipe is errNotRegular
// (checked before opening, which would block on a pipe); a name that leads
// out of root is os.Root's error.
func openFile(root *os.Root, name string) (*os.File, fs.FileInfo, error) {
	local := filepath.FromSlash(strings.TrimPrefix(name, "/"))
	if fi, err := root.Stat(local); err != nil {
		return nil, nil, err
	} else if !fi.Mode().IsRegular() {
		return nil, nil, errNotRegular
	}
	f, err := root.Open(local)
	if err != nil {
		return nil, nil, err
	}
	fi, err := f.Stat()
	if err == nil && !fi.Mode().IsRegular() {
		err = errNotRegular
	}
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	return f, fi, nil
}

// accepts reports whether the Accept-Encoding header value header allows
// the coding name (RFC 9110, section 12.5.3); a q of 0 refuses it.
func accepts(header, name string) bool {
	for _, part := range strings.Split(header, ",") {
		coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(coding), name) {
			continue
		}
		q := strings.ReplaceAll(params, " ", "")
		return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
	}
	return false
}

// Limits bound what clients can hold of a Server. A zero field takes
// DefaultLimits' value; none may be negative.
type Limits struct {
	// ReadHeaderTimeout is how long a client has to send a request's
	// header, from when the server starts reading it; a client that sends
	// a byte at a time is cut off then.
	ReadHeaderTimeout time.Duration
	// ReadTimeout is how long a client has to send a whole request.
	ReadTimeout time.Duration
	// WriteTimeout is how long the server takes to send a response, from
	// the end of the request's header: long enough for the multi-megabyte
	// wasm over a slow line.
	WriteTimeout time.Duration
	// IdleTimeout is how long a kept-alive connection may wait for its
	// next request.
	IdleTimeout time.Duration
	// MaxConns is how many connections the server holds open at once; it
	// accepts the next only when one closes.
	MaxConns int
}

// DefaultLimits are the limits make serve serves with.
var DefaultLimits = Limits{
	ReadHeaderTimeout: 10 * time.Second,
	ReadTimeout:       30 * time.Second,
	WriteTimeout:      5 * time.Minute,
	IdleTimeout:       2 * time.Minute,
	MaxConns:          256,
}

// Server serves a folder with Handler over HTTP within Limits.
type Server struct {
	srv      *http.Server
	maxConns int
}

// NewServer returns a Server of the files of dir (see Handler) within lim,
// its zero fields taken from DefaultLimits. It returns an error naming the
// field for a negative limit.
func NewServer(dir string, lim Limits) (*Server, error) {
	durations := []struct {
		name string
		d    *time.Duration
		def  time.Duration
	}{
		{"ReadHeaderTimeout", &lim.ReadHeaderTimeout, DefaultLimits.ReadHeaderTimeout},
		{"ReadTimeout", &lim.ReadTimeout, DefaultLimits.ReadTimeout},
		{"WriteTimeout", &lim.WriteTimeout, DefaultLimits.WriteTimeout},
		{"IdleTimeout", &lim.IdleTimeout, DefaultLimits.IdleTimeout},
	}
	for _, d := range durations {
		switch {
		case *d.d < 0:
			return nil, fmt.Errorf("webserve: %s is %v; want 0 (the default) or more", d.name, *d.d)
		case *d.d == 0:
			*d.d = d.def
		}
	}
	switch {
	case lim.MaxConns < 0:
		return nil, fmt.Errorf("webserve: MaxConns is %d; want 0 (the default) or more", lim.MaxConns)
	case lim.MaxConns == 0:
		lim.MaxConns = DefaultLimits.MaxConns
	}
	return &Server{
		srv: &http.Server{
			Handler:           Handler(dir),
			ReadHeaderTimeout: lim.ReadHeaderTimeout,
			ReadTimeout:       lim.ReadTimeout,
			WriteTimeout:      lim.WriteTimeout,
			IdleTimeout:       lim.IdleTimeout,
		},
		maxConns: lim.MaxConns,
	}, nil
}

// Serve accepts connections on l, at most the Limits' MaxConns open at
// once, and serves each on a goroutine of its own until Close. It returns
// http.ErrServerClosed after Close, or the error that stopped l; either
// way l is closed.
func (s *Server) Serve(l net.Listener) error {
	return s.srv.Serve(limitListener(l, s.maxConns))
}

// Close closes the listener and every connection at once, which ends
// Serve and every request in progress. It returns the listener's error
// on closing.
func (s *Server) Close() error { return s.srv.Close() }

// limitListener returns a listener that accepts from l while fewer than n
// of the connections it returned are open: Accept waits for one to close.
func limitListener(l net.Listener, n int) net.Listener {
	return &limited{Listener: l, slots: make(chan struct{}, n), done: make(chan struct{})}
}

// limited is limitListener's listener: slots holds a token for each open
// connection, and done is closed by Close to end an Accept that waits.
type limited struct {
	net.Listener
	slots     chan struct{}
	done      chan struct{}
	closeOnce sync.Once
}

// Accept waits for a free slot, then accepts a connection that frees it
// when closed.
func (l *limited) Accept() (net.Conn, error) {
	select {
	case l.slots <- struct{}{}:
	case <-l.done:
		return nil, net.ErrClosed
	}
	c, err := l.Listener.Accept()
	if err != nil {
		<-l.slots
		return nil, err
	}
	return &limitedConn{Conn: c, free: func() { <-l.slots }}, nil
}

// Close closes the listener, ending any Accept that waits for a slot.
func (l *limited) Close() error {
	l.closeOnce.Do(func() { close(l.done) })
	return l.Listener.Close()
}

// limitedConn is a connection of a limited listener; closing it frees its
// slot, once.
type limitedConn struct {
	net.Conn
	free func()
	once sync.Once
}

// Close closes the connection and frees its slot.
func (c *limitedConn) Close() error {
	err := c.Conn.Close()
	c.once.Do(c.free)
	return err
}
