package atomicfile_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/atomicfile"
)

func TestWrite(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "sub", "f.json")
	for _, content := range []string{"first", "second"} {
		if err := atomicfile.Write(path, []byte(content)); err != nil {
			t.Fatalf("Write(%q) = %v", content, err)
		}
		if got, _ := os.ReadFile(path); string(got) != content {
			t.Errorf("file holds %q; want %q", got, content)
		}
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 {
		t.Errorf("folder holds %d entries; want 1 (no temporary file left)", len(entries))
	}
	if err := atomicfile.Write(filepath.Join(path, "x"), []byte("x")); err == nil {
		t.Error("Write under a file succeeded; want an error")
	}
	if got, _ := os.ReadFile(path); string(got) != "second" {
		t.Errorf("a failed write changed the file to %q", got)
	}
}
