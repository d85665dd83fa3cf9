package webserve

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

func TestHandler(t *testing.T) {
	dir := t.TempDir()
	for name, data := range map[string]string{
		"index.html": "<html>", "app.wasm": "plain", "app.wasm.gz": "gzipped", "app.wasm.br": "brotli",
		"only.js": "script", "only.js.gz": "gz script",
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
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
