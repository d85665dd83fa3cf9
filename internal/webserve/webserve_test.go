package webserve

import (
	"bufio"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// webDir returns a folder of a web build with precompressed copies, a
// subfolder, and beside it a file that no request may reach.
func webDir(t *testing.T) string {
	t.Helper()
	top := t.TempDir()
	dir := filepath.Join(top, "web")
	for name, data := range map[string]string{
		"web/index.html": "<html>", "web/app.wasm": "plain", "web/app.wasm.gz": "gzipped", "web/app.wasm.br": "brotli",
		"web/only.js": "script", "web/only.js.gz": "gz script", "web/sub/page.html": "sub page",
		"secret.txt": "secret", "outside/secret.txt": "secret too",
	} {
		path := filepath.Join(top, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestHandler(t *testing.T) {
	dir := webDir(t)
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()
	for _, tc := range []struct {
		path, accept              string
		body, encoding, mediaType string
	}{
		{"/app.wasm", "gzip, deflate, br", "brotli", "br", "application/wasm"},
		{"/app.wasm", "gzip", "gzipped", "gzip", "application/wasm"},
		{"/app.wasm", "br;q=0, gzip", "gzipped", "gzip", "application/wasm"},
		{"/app.wasm", "identity", "plain", "", "application/wasm"},
		{"/only.js", "br, gzip", "gz script", "gzip", "text/javascript; charset=utf-8"},
		{"/", "br, gzip", "<html>", "", "text/html; charset=utf-8"},
		{"/sub/page.html", "", "sub page", "", "text/html; charset=utf-8"},
	} {
		req, _ := http.NewRequest("GET", srv.URL+tc.path, nil)
		req.Header.Set("Accept-Encoding", tc.accept)
		// The transport would add its own Accept-Encoding and decode gzip.
		resp, err := (&http.Transport{DisableCompression: true}).RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if string(body) != tc.body || resp.Header.Get("Content-Encoding") != tc.encoding || resp.Header.Get("Content-Type") != tc.mediaType {
			t.Errorf("GET %s, Accept-Encoding %q: %q, encoding %q, type %q; want %q, %q, %q", tc.path, tc.accept,
				body, resp.Header.Get("Content-Encoding"), resp.Header.Get("Content-Type"), tc.body, tc.encoding, tc.mediaType)
		}
	}
}

// TestHandlerRefuses checks what Handler does not serve: methods other
// than GET and HEAD (405, naming the two), folders (404, not a listing),
// and files outside its folder, by .. or by a symbolic link (404); a
// symbolic link from inside to inside is served.
func TestHandlerRefuses(t *testing.T) {
	dir := webDir(t)
	links := map[string]string{
		"out.txt":    filepath.Join("..", "secret.txt"),
		"abs.txt":    filepath.Join(filepath.Dir(dir), "secret.txt"),
		"outdir":     filepath.Join("..", "outside"),
		"in.html":    "index.html",
		"sub/up.js":  filepath.Join("..", "only.js"),
		"sublink":    "sub",
		"loop":       "loop",
		"index.link": filepath.Join("..", "web", "index.html"),
	}
	for name, target := range links {
		if err := os.Symlink(target, filepath.Join(dir, filepath.FromSlash(name))); err != nil {
			t.Skipf("no symbolic links here: %v", err)
		}
	}
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()
	tests := []struct {
		method, path string
		status       int
		body, allow  string
	}{
		{"POST", "/", http.StatusMethodNotAllowed, "", "GET, HEAD"},
		{"DELETE", "/index.html", http.StatusMethodNotAllowed, "", "GET, HEAD"},
		{"PUT", "/new.html", http.StatusMethodNotAllowed, "", "GET, HEAD"},
		{"OPTIONS", "/", http.StatusMethodNotAllowed, "", "GET, HEAD"},
		{"HEAD", "/", http.StatusOK, "", ""},
		{"GET", "/sub", http.StatusNotFound, "", ""},
		{"GET", "/sub/", http.StatusNotFound, "", ""},
		{"GET", "/sublink/", http.StatusNotFound, "", ""},
		{"GET", "/missing.js", http.StatusNotFound, "", ""},
		{"GET", "/../secret.txt", http.StatusNotFound, "", ""},
		{"GET", "/%2e%2e/secret.txt", http.StatusNotFound, "", ""},
		{"GET", "/out.txt", http.StatusNotFound, "", ""},
		{"GET", "/abs.txt", http.StatusNotFound, "", ""},
		{"GET", "/outdir/secret.txt", http.StatusNotFound, "", ""},
		{"GET", "/loop", http.StatusNotFound, "", ""},
		{"GET", "/index.link", http.StatusNotFound, "", ""},
		{"GET", "/in.html", http.StatusOK, "<html>", ""},
		{"GET", "/sub/up.js", http.StatusOK, "script", ""},
		{"GET", "/sublink/page.html", http.StatusOK, "sub page", ""},
	}
	for _, tt := range tests {
		req, err := http.NewRequest(tt.method, srv.URL+tt.path, nil)
		if err != nil {
			t.Fatal(err)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		got := string(body)
		if tt.body == "" && resp.StatusCode != http.StatusOK {
			got = "" // the error's text is not part of the test
		}
		if resp.StatusCode != tt.status || got != tt.body || resp.Header.Get("Allow") != tt.allow {
			t.Errorf("%s %s = %d, %q, Allow %q; want %d, %q, Allow %q", tt.method, tt.path,
				resp.StatusCode, got, resp.Header.Get("Allow"), tt.status, tt.body, tt.allow)
		}
		if strings.Contains(string(body), "secret") || strings.Contains(string(body), "<a href") {
			t.Errorf("%s %s answered %q: a file outside the folder or a listing", tt.method, tt.path, body)
		}
	}
}

// serve starts a Server of dir within lim on a port of localhost and
// returns its address; the test's end closes it.
func serve(t *testing.T, dir string, lim Limits) string {
	t.Helper()
	s, err := NewServer(dir, lim)
	if err != nil {
		t.Fatal(err)
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error)
	go func() { done <- s.Serve(l) }()
	t.Cleanup(func() {
		s.Close()
		if err := <-done; !errors.Is(err, http.ErrServerClosed) {
			t.Errorf("Serve = %v; want %v", err, http.ErrServerClosed)
		}
	})
	return l.Addr().String()
}

// TestServerSlowHeader sends a request's header a byte at a time: the
// server closes the connection after ReadHeaderTimeout, not when the
// client is done.
func TestServerSlowHeader(t *testing.T) {
	const timeout = 200 * time.Millisecond
	addr := serve(t, webDir(t), Limits{ReadHeaderTimeout: timeout})
	// The server's clock starts with the connection: ours starts before
	// it, so that the close cannot seem early.
	start := time.Now()
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	stop := make(chan struct{})
	defer close(stop)
	go func() { // ends at the test's end or when the server has closed
		header := "GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: " + strings.Repeat("a", 1000) + "\r\n\r\n"
		for i := range len(header) {
			select {
			case <-stop:
				return
			case <-time.After(timeout / 4):
			}
			if _, err := c.Write([]byte{header[i]}); err != nil {
				return
			}
		}
	}()
	c.SetReadDeadline(start.Add(20 * timeout))
	// The server may say 408 before it closes; ReadAll stops at the close.
	got, err := io.ReadAll(c)
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() {
		t.Fatalf("a header sent a byte every %v: read %q, %v after %v; want the server to close within %v", timeout/4, got, err, time.Since(start), timeout)
	}
	if elapsed := time.Since(start); elapsed < timeout {
		t.Errorf("the server closed a slow header after %v; want %v", elapsed, timeout)
	}
}

// TestServerMaxConns holds MaxConns connections open: the next is not
// answered until one of them closes.
func TestServerMaxConns(t *testing.T) {
	addr := serve(t, webDir(t), Limits{MaxConns: 2})
	get := func(c net.Conn, r *bufio.Reader, deadline time.Duration) (int, error) {
		c.SetDeadline(time.Now().Add(deadline))
		if _, err := io.WriteString(c, "GET / HTTP/1.1\r\nHost: localhost\r\n\r\n"); err != nil {
			return 0, err
		}
		resp, err := http.ReadResponse(r, nil)
		if err != nil {
			return 0, err
		}
		defer resp.Body.Close()
		_, err = io.Copy(io.Discard, resp.Body)
		return resp.StatusCode, err
	}
	var held []net.Conn
	for range 2 { // each answered once and kept alive
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		if status, err := get(c, bufio.NewReader(c), 5*time.Second); status != http.StatusOK || err != nil {
			t.Fatalf("GET / on connection %d = %d, %v; want 200", len(held)+1, status, err)
		}
		held = append(held, c)
	}
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	r := bufio.NewReader(c)
	var ne net.Error
	if status, err := get(c, r, 300*time.Millisecond); !errors.As(err, &ne) || !ne.Timeout() {
		t.Fatalf("GET / on a third connection with two held = %d, %v; want no answer", status, err)
	}
	held[0].Close()
	c.SetDeadline(time.Now().Add(5 * time.Second))
	resp, err := http.ReadResponse(r, nil)
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("the third connection after the first closed: %v, %v; want 200", resp, err)
	}
	resp.Body.Close()
}

// TestNewServer checks that a negative limit is an error that names it,
// and that zero limits take the defaults.
func TestNewServer(t *testing.T) {
	tests := []struct {
		lim  Limits
		want string
	}{
		{Limits{}, ""},
		{Limits{ReadHeaderTimeout: -time.Second}, "webserve: ReadHeaderTimeout is -1s; want 0 (the default) or more"},
		{Limits{ReadTimeout: -1}, "webserve: ReadTimeout is -1ns; want 0 (the default) or more"},
		{Limits{WriteTimeout: -time.Minute}, "webserve: WriteTimeout is -1m0s; want 0 (the default) or more"},
		{Limits{IdleTimeout: -time.Hour}, "webserve: IdleTimeout is -1h0m0s; want 0 (the default) or more"},
		{Limits{MaxConns: -3}, "webserve: MaxConns is -3; want 0 (the default) or more"},
	}
	for _, tt := range tests {
		s, err := NewServer(t.TempDir(), tt.lim)
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != tt.want {
			t.Errorf("NewServer(%+v) = %q; want %q", tt.lim, got, tt.want)
		}
		if err != nil {
			continue
		}
		d := DefaultLimits
		if s.srv.ReadHeaderTimeout != d.ReadHeaderTimeout || s.srv.ReadTimeout != d.ReadTimeout ||
			s.srv.WriteTimeout != d.WriteTimeout || s.srv.IdleTimeout != d.IdleTimeout || s.maxConns != d.MaxConns {
			t.Errorf("NewServer(%+v) = timeouts %v, %v, %v, %v, %d connections; want %+v", tt.lim, s.srv.ReadHeaderTimeout,
				s.srv.ReadTimeout, s.srv.WriteTimeout, s.srv.IdleTimeout, s.maxConns, d)
		}
	}
}
