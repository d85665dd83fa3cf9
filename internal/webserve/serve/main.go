// Command serve serves the game's web build on this computer, for make
// serve: the files of -dir (dist/web by default) at -addr (localhost:8080),
// by their precompressed copies where the browser takes them, within
// webserve.DefaultLimits' timeouts and cap on connections (see package
// webserve). It prints the address to open and serves until interrupted.
package main

import (
	"flag"
	"fmt"
	"net"
	"os"
	"path/filepath"

	"github.com/sudoku-devs/sudoku/internal/webserve"
)

func main() {
	dir := flag.String("dir", "dist/web", "the folder of the web build (make web writes it)")
	addr := flag.String("addr", "localhost:8080", "the address to listen on")
	flag.Parse()
	if _, err := os.Stat(filepath.Join(*dir, "index.html")); err != nil {
		fmt.Fprintf(os.Stderr, "serve: %s has no web build (make web makes one): %v\n", *dir, err)
		os.Exit(1)
	}
	srv, err := webserve.NewServer(*dir, webserve.DefaultLimits)
	if err != nil {
		fmt.Fprintf(os.Stderr, "serve: %v\n", err)
		os.Exit(1)
	}
	l, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintf(os.Stderr, "serve: %v\n", err)
		os.Exit(1)
	}
	fmt.Printf("Sudoku is served at http://%s/ (Ctrl+C stops)\n", l.Addr())
	if err := srv.Serve(l); err != nil {
		fmt.Fprintf(os.Stderr, "serve: %v\n", err)
		os.Exit(1)
	}
}
