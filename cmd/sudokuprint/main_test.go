package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// runPrint runs the command line args and returns its exit status and
// output.
func runPrint(args []string) (status int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	status = run(args, &out, &errOut)
	return status, out.String(), errOut.String()
}

func TestPrint(t *testing.T) {
	out := filepath.Join(t.TempDir(), "booklet.pdf")
	status, stdout, errOut := runPrint([]string{"-n", "12", "-difficulty", "easy", "-per-page", "4", "-seed", "3", "-o", out})
	if status != 0 || !strings.Contains(stdout, "12 puzzles") {
		t.Fatalf("print = %d, %q, %q; want 0", status, stdout, errOut)
	}
	data, err := os.ReadFile(out)
	if err != nil || !strings.HasPrefix(string(data), "%PDF-") {
		t.Fatalf("print wrote %d bytes (%v); want a PDF", len(data), err)
	}
	for _, args := range [][]string{
		{"-n", "1"},
		{"-n", "0", "-o", out},
		{"-per-page", "3", "-o", out, "-seed", "1"},
		{"-difficulty", "impossible", "-o", out},
	} {
		if status, _, _ := runPrint(args); status != 2 {
			t.Errorf("%q = %d; want 2", args, status)
		}
	}
}
