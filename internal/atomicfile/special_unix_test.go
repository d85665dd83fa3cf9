//go:build unix

package atomicfile_test

import (
	"net"
	"syscall"
	"testing"
)

// mkfifo makes a FIFO at path.
func mkfifo(t *testing.T, path string) {
	t.Helper()
	if err := syscall.Mkfifo(path, 0o600); err != nil {
		t.Fatalf("Mkfifo(%q) = %v", path, err)
	}
}

// mksocket makes a Unix socket at path, listened on until the test ends.
func mksocket(t *testing.T, path string) {
	t.Helper()
	l, err := net.Listen("unix", path)
	if err != nil {
		t.Skipf("no Unix socket: %v", err)
	}
	t.Cleanup(func() { l.Close() })
}
