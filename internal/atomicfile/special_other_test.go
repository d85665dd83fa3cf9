//go:build !unix

package atomicfile_test

import "testing"

// mkfifo skips the test: only Unix has FIFOs in its file system.
func mkfifo(t *testing.T, path string) {
	t.Helper()
	t.Skip("no FIFOs here")
}

// mksocket skips the test: sockets in the file system are tested on Unix.
func mksocket(t *testing.T, path string) {
	t.Helper()
	t.Skip("no Unix sockets here")
}
