// Package webserve serves the game's web build (make web's dist/web) the way
// a static web server with precompressed files does (nginx's gzip_static,
// Caddy's precompressed): a request for a file that has a Brotli (.br) or
// gzip (.gz) copy beside it gets that copy, with its Content-Encoding, when
// the browser accepts it, and the file itself otherwise. make serve and the
// browser test use it; any such server will do in its place.
package webserve

import (
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// encodings are the precompressed copies looked for, best first: the
// Content-Encoding and the file name's suffix.
var encodings = []struct{ name, suffix string }{{"br", ".br"}, {"gzip", ".gz"}}

// Handler returns a handler that serves the files of dir, each by the
// precompressed copy the request's Accept-Encoding allows, if there is one.
// Every response says Cache-Control: no-cache, so that a reload after a new
// build fetches it.
func Handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Add("Vary", "Accept-Encoding")
		name := path.Clean("/" + r.URL.Path)
		if strings.HasSuffix(name, "/") {
			name += "index.html"
		}
		for _, e := range encodings {
			if !accepts(r.Header.Get("Accept-Encoding"), e.name) {
				continue
			}
			f, err := os.Open(filepath.Join(dir, filepath.FromSlash(name)+e.suffix))
			if err != nil {
				continue
			}
			defer f.Close()
			fi, err := f.Stat()
			if err != nil || fi.IsDir() {
				continue
			}
			if t := mime.TypeByExtension(path.Ext(name)); t != "" {
				w.Header().Set("Content-Type", t)
			}
			w.Header().Set("Content-Encoding", e.name)
			http.ServeContent(w, r, name, fi.ModTime(), f)
			return
		}
		files.ServeHTTP(w, r)
	})
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
