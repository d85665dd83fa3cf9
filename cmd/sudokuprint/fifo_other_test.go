//go:build !unix

package main

import "testing"

// mkfifo skips the test: only Unix has FIFOs in its file system.
func mkfifo(t *testing.T, path string) {
	t.Helper()
	t.Skip("no FIFOs here")
}
