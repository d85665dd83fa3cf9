package atomicfile_test

import (
	"errors"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-devs/sudoku/internal/atomicfile"
)

// writes are the two writes, by name, for tests that hold for both.
var writes = []struct {
	name  string
	write func(string, []byte) error
}{
	{"Write", atomicfile.Write},
	{"WriteCreatingDir", atomicfile.WriteCreatingDir},
}

// symlink makes a symbolic link at link to target, or skips the test where
// the system does not let it (Windows without the privilege).
func symlink(t *testing.T, target, link string) {
	t.Helper()
	if err := os.Symlink(target, link); err != nil {
		t.Skipf("no symbolic links: %v", err)
	}
}

// tempDir returns a new temporary folder for the test, with its links
// resolved (on macOS, /var is a link to /private/var), so that it is the
// folder errors name.
func tempDir(t *testing.T) string {
	t.Helper()
	dir, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// writeFile writes content to path with mode perm, or fails the test.
func writeFile(t *testing.T, path, content string, perm fs.FileMode) {
	t.Helper()
	if err := os.WriteFile(path, []byte(content), perm); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(path, perm); err != nil { // past the umask
		t.Fatal(err)
	}
}

// tree describes what is under root, by path relative to root, without
// following links: "file CONTENT", "link TARGET", "dir", or the type
// of anything else.
func tree(t *testing.T, root string) map[string]string {
	t.Helper()
	got := make(map[string]string)
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || path == root {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		switch {
		case d.Type().IsRegular():
			data, err := os.ReadFile(path)
			got[rel] = "file " + string(data)
			return err
		case d.Type()&fs.ModeSymlink != 0:
			link, err := os.Readlink(path)
			got[rel] = "link " + link
			return err
		case d.IsDir():
			got[rel] = "dir"
		default:
			got[rel] = d.Type().String()
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// checkTree checks that root holds what want says (as tree describes it),
// and so no temporary file.
func checkTree(t *testing.T, call, root string, want map[string]string) {
	t.Helper()
	got := tree(t, root)
	for _, k := range slices.Sorted(maps.Keys(got)) {
		if want[k] != got[k] {
			t.Errorf("after %s, %s is %q; want %q", call, k, got[k], want[k])
		}
	}
	for _, k := range slices.Sorted(maps.Keys(want)) {
		if _, ok := got[k]; !ok {
			t.Errorf("after %s, %s is missing; want %q", call, k, want[k])
		}
	}
}

// TestWriteReplaces replaces files of several modes twice, ones the umask
// (022 or 077) would change too, and checks each holds the data, keeps its
// mode and has no temporary file left beside it.
func TestWriteReplaces(t *testing.T) {
	for _, w := range writes {
		for _, perm := range []fs.FileMode{0o600, 0o640, 0o664, 0o666, 0o755} {
			dir := tempDir(t)
			path := filepath.Join(dir, "f.json")
			writeFile(t, path, "old", perm)
			for _, content := range []string{"first", "second"} {
				if err := w.write(path, []byte(content)); err != nil {
					t.Fatalf("%s(%q, %q) over mode %v = %v; want nil", w.name, path, content, perm, err)
				}
				checkTree(t, w.name, dir, map[string]string{"f.json": "file " + content})
			}
			if runtime.GOOS == "windows" {
				continue // Windows keeps no Unix modes
			}
			if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != perm {
				t.Errorf("%s over a file of mode %v: mode %v (%v); want %v", w.name, perm, fi.Mode().Perm(), err, perm)
			}
		}
	}
}

// TestWriteNewMode checks a new file's mode: Write's is os.Create's (0666
// less the umask), WriteCreatingDir's 0600.
func TestWriteNewMode(t *testing.T) {
	dir := tempDir(t)
	created := filepath.Join(dir, "created")
	f, err := os.Create(created)
	if err != nil {
		t.Fatal(err)
	}
	f.Close()
	fi, err := os.Stat(created)
	if err != nil {
		t.Fatal(err)
	}
	wantWrite := fi.Mode().Perm()
	wantStorage := fs.FileMode(0o600)
	if runtime.GOOS == "windows" {
		wantStorage = wantWrite // only read-only or not
	}
	for _, tc := range []struct {
		name  string
		write func(string, []byte) error
		want  fs.FileMode
	}{
		{"Write", atomicfile.Write, wantWrite},
		{"WriteCreatingDir", atomicfile.WriteCreatingDir, wantStorage},
	} {
		path := filepath.Join(dir, tc.name)
		if err := tc.write(path, []byte("x")); err != nil {
			t.Fatalf("%s(%q) = %v; want nil", tc.name, path, err)
		}
		if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != tc.want {
			t.Errorf("%s(%q) made mode %v (%v); want %v", tc.name, path, fi.Mode().Perm(), err, tc.want)
		}
	}
}

// TestWriteThroughSymlinks writes through links of every kind, and checks
// that the file at the end of the links gets the data and the links stay.
func TestWriteThroughSymlinks(t *testing.T) {
	for _, tc := range []struct {
		name  string
		setup func(t *testing.T, dir string) // makes the links in dir
		path  string                         // the written path, in dir
		want  map[string]string              // dir's tree afterwards
	}{{
		name: "relative link",
		setup: func(t *testing.T, dir string) {
			writeFile(t, filepath.Join(dir, "target"), "old", 0o644)
			symlink(t, "target", filepath.Join(dir, "link"))
		},
		path: "link",
		want: map[string]string{"target": "file new", "link": "link target"},
	}, {
		name: "absolute link",
		setup: func(t *testing.T, dir string) {
			writeFile(t, filepath.Join(dir, "target"), "old", 0o644)
			symlink(t, filepath.Join(dir, "target"), filepath.Join(dir, "link"))
		},
		path: "link",
		want: map[string]string{"target": "file new", "link": "link TMP/target"},
	}, {
		name: "chain of links into another folder",
		setup: func(t *testing.T, dir string) {
			os.Mkdir(filepath.Join(dir, "sub"), 0o700)
			writeFile(t, filepath.Join(dir, "sub", "target"), "old", 0o644)
			symlink(t, "sub/b", filepath.Join(dir, "a"))
			symlink(t, "target", filepath.Join(dir, "sub", "b"))
		},
		path: "a",
		want: map[string]string{"sub": "dir", "sub/target": "file new", "a": "link sub/b", "sub/b": "link target"},
	}, {
		name: "dangling link",
		setup: func(t *testing.T, dir string) {
			symlink(t, "new.txt", filepath.Join(dir, "link"))
		},
		path: "link",
		want: map[string]string{"new.txt": "file new", "link": "link new.txt"},
	}, {
		name: "dangling chain",
		setup: func(t *testing.T, dir string) {
			symlink(t, "b", filepath.Join(dir, "a"))
			symlink(t, "new.txt", filepath.Join(dir, "b"))
		},
		path: "a",
		want: map[string]string{"new.txt": "file new", "a": "link b", "b": "link new.txt"},
	}, {
		// ../target from real/sub/link is real/target, which cleaning
		// the path TMP/d/../target to TMP/target would miss.
		name: "relative link in a linked folder",
		setup: func(t *testing.T, dir string) {
			os.MkdirAll(filepath.Join(dir, "real", "sub"), 0o700)
			writeFile(t, filepath.Join(dir, "real", "target"), "old", 0o644)
			symlink(t, "../target", filepath.Join(dir, "real", "sub", "link"))
			symlink(t, "real/sub", filepath.Join(dir, "d"))
		},
		path: "d/link",
		want: map[string]string{"real": "dir", "real/sub": "dir", "real/target": "file new",
			"real/sub/link": "link ../target", "d": "link real/sub"},
	}} {
		for _, w := range writes {
			t.Run(tc.name+"/"+w.name, func(t *testing.T) {
				dir := tempDir(t)
				tc.setup(t, dir)
				path := filepath.Join(dir, filepath.FromSlash(tc.path))
				if err := w.write(path, []byte("new")); err != nil {
					t.Fatalf("%s(%q) = %v; want nil", w.name, path, err)
				}
				want := make(map[string]string)
				for k, v := range tc.want {
					want[filepath.FromSlash(k)] = strings.ReplaceAll(v, "TMP", dir)
				}
				checkTree(t, w.name, dir, want)
			})
		}
	}
}

// TestWriteRefuses writes to paths that lead to no regular file, and
// checks that both writes refuse them, with an error that says where and
// why, and change nothing.
func TestWriteRefuses(t *testing.T) {
	for _, tc := range []struct {
		name  string
		setup func(t *testing.T, dir string)
		path  string   // the written path, in dir
		want  []string // what the error says, TMP for dir
	}{{
		name:  "folder",
		setup: func(t *testing.T, dir string) { os.Mkdir(filepath.Join(dir, "sub"), 0o700) },
		path:  "sub",
		want:  []string{"TMP/sub is a folder, not a regular file"},
	}, {
		name: "link to a folder",
		setup: func(t *testing.T, dir string) {
			os.Mkdir(filepath.Join(dir, "sub"), 0o700)
			symlink(t, "sub", filepath.Join(dir, "link"))
		},
		path: "link",
		want: []string{"TMP/sub is a folder, not a regular file (through the symbolic link TMP/link)"},
	}, {
		name:  "FIFO",
		setup: func(t *testing.T, dir string) { mkfifo(t, filepath.Join(dir, "fifo")) },
		path:  "fifo",
		want:  []string{"TMP/fifo is a FIFO, not a regular file"},
	}, {
		name:  "socket",
		setup: func(t *testing.T, dir string) { mksocket(t, filepath.Join(dir, "sock")) },
		path:  "sock",
		want:  []string{"TMP/sock is a socket, not a regular file"},
	}, {
		// Through a link, so that a write that does not refuse replaces
		// the link, not the system's device.
		name: "link to a device",
		setup: func(t *testing.T, dir string) {
			if fi, err := os.Lstat(os.DevNull); err != nil || fi.Mode()&fs.ModeDevice == 0 {
				t.Skipf("%s is no device here", os.DevNull)
			}
			symlink(t, os.DevNull, filepath.Join(dir, "null"))
		},
		path: "null",
		want: []string{os.DevNull + " is a device, not a regular file (through the symbolic link TMP/null)"},
	}, {
		name:  "link to itself",
		setup: func(t *testing.T, dir string) { symlink(t, "a", filepath.Join(dir, "a")) },
		path:  "a",
		want:  []string{"TMP/a: its symbolic links loop back to TMP/a"},
	}, {
		name: "loop of links",
		setup: func(t *testing.T, dir string) {
			symlink(t, "b", filepath.Join(dir, "a"))
			symlink(t, "c", filepath.Join(dir, "b"))
			symlink(t, "b", filepath.Join(dir, "c"))
		},
		path: "a",
		want: []string{"TMP/a: its symbolic links loop back to TMP/b"},
	}, {
		name:  "under a file",
		setup: func(t *testing.T, dir string) { writeFile(t, filepath.Join(dir, "f"), "old", 0o644) },
		path:  "f/x",
		want:  []string{"folder TMP/f: not a directory"},
	}, {
		name: "link to a folder's name",
		setup: func(t *testing.T, dir string) {
			symlink(t, "sub/", filepath.Join(dir, "link"))
		},
		path: "link",
		want: []string{"TMP/sub names a folder, not a file (through the symbolic link TMP/link)"},
	}} {
		for _, w := range writes {
			t.Run(tc.name+"/"+w.name, func(t *testing.T) {
				if tc.name == "under a file" && runtime.GOOS == "windows" {
					t.Skip("Windows words it otherwise")
				}
				dir := tempDir(t)
				tc.setup(t, dir)
				before := tree(t, dir)
				path := filepath.Join(dir, filepath.FromSlash(tc.path))
				err := w.write(path, []byte("new"))
				if err == nil {
					t.Fatalf("%s(%q) = nil; want an error", w.name, path)
				}
				for _, want := range tc.want {
					want = filepath.FromSlash(strings.ReplaceAll(want, "TMP", dir))
					if !strings.Contains(err.Error(), want) {
						t.Errorf("%s(%q) = %q; want it to say %q", w.name, path, err, want)
					}
				}
				checkTree(t, w.name, dir, before)
			})
		}
	}
	if fi, err := os.Lstat(os.DevNull); err == nil && fi.Mode()&fs.ModeDevice == 0 {
		t.Errorf("%s is %v after the tests; want a device", os.DevNull, fi.Mode())
	}
}

// TestWriteMissingFolder writes into folders that do not exist: Write
// refuses, naming the folder and creating none; WriteCreatingDir creates
// them.
func TestWriteMissingFolder(t *testing.T) {
	for _, tc := range []struct {
		name  string
		setup func(t *testing.T, dir string)
		path  string            // the written path, in dir
		want  string            // Write's error, TMP for dir
		made  map[string]string // dir's tree after WriteCreatingDir
	}{{
		name:  "folders",
		setup: func(t *testing.T, dir string) {},
		path:  "no/such/x.pdf",
		want:  "folder TMP/no/such does not exist",
		made:  map[string]string{"no": "dir", "no/such": "dir", "no/such/x.pdf": "file new"},
	}, {
		name:  "link into a missing folder",
		setup: func(t *testing.T, dir string) { symlink(t, "gone/x.pdf", filepath.Join(dir, "link")) },
		path:  "link",
		want:  "folder TMP/gone does not exist (through the symbolic link TMP/link)",
		made:  map[string]string{"link": "link gone/x.pdf", "gone": "dir", "gone/x.pdf": "file new"},
	}} {
		t.Run(tc.name, func(t *testing.T) {
			dir := tempDir(t)
			tc.setup(t, dir)
			before := tree(t, dir)
			path := filepath.Join(dir, filepath.FromSlash(tc.path))
			want := filepath.FromSlash(strings.ReplaceAll(tc.want, "TMP", dir))
			err := atomicfile.Write(path, []byte("new"))
			if err == nil || err.Error() != want || !errors.Is(err, fs.ErrNotExist) {
				t.Errorf("Write(%q) = %v; want %q, an fs.ErrNotExist", path, err, want)
			}
			checkTree(t, "Write", dir, before)

			if err := atomicfile.WriteCreatingDir(path, []byte("new")); err != nil {
				t.Fatalf("WriteCreatingDir(%q) = %v; want nil", path, err)
			}
			made := make(map[string]string)
			for k, v := range tc.made {
				made[filepath.FromSlash(k)] = v
			}
			checkTree(t, "WriteCreatingDir", dir, made)
			if runtime.GOOS == "windows" {
				return
			}
			for k, v := range made {
				if fi, err := os.Stat(filepath.Join(dir, k)); v == "dir" && (err != nil || fi.Mode().Perm() != 0o700) {
					t.Errorf("WriteCreatingDir made folder %s with mode %v (%v); want 0700", k, fi.Mode().Perm(), err)
				}
			}
		})
	}
}

// TestRemoveStale leaves temporary files of several ages and names in a
// folder, and checks which RemoveStale removes.
func TestRemoveStale(t *testing.T) {
	old := time.Now().Add(-2 * time.Hour)
	setup := func(t *testing.T, dir string) {
		for _, name := range []string{
			"game.json", "game.json.tmp-123", "game.json.tmp-", "game.json.tmp-12x",
			"stats.json.tmp-9", ".tmp-1", "notes.tmp-old", "fresh.json.tmp-77",
		} {
			writeFile(t, filepath.Join(dir, name), "x", 0o600)
			if name != "fresh.json.tmp-77" {
				if err := os.Chtimes(filepath.Join(dir, name), old, old); err != nil {
					t.Fatal(err)
				}
			}
		}
		if err := os.Mkdir(filepath.Join(dir, "folder.tmp-5"), 0o700); err != nil {
			t.Fatal(err)
		}
		os.Chtimes(filepath.Join(dir, "folder.tmp-5"), old, old)
	}
	all := []string{
		".tmp-1", "folder.tmp-5", "fresh.json.tmp-77", "game.json", "game.json.tmp-", "game.json.tmp-123",
		"game.json.tmp-12x", "notes.tmp-old", "stats.json.tmp-9",
	}
	for _, tc := range []struct {
		names   []string
		removed []string
	}{
		{nil, []string{"game.json.tmp-123", "stats.json.tmp-9"}},
		{[]string{"game.json"}, []string{"game.json.tmp-123"}},
		{[]string{"game.json", "stats.json", "fresh.json"}, []string{"game.json.tmp-123", "stats.json.tmp-9"}},
		{[]string{"settings.json"}, nil},
	} {
		dir := tempDir(t)
		setup(t, dir)
		if err := atomicfile.RemoveStale(dir, tc.names...); err != nil {
			t.Fatalf("RemoveStale(dir, %q) = %v; want nil", tc.names, err)
		}
		var want []string
		for _, name := range all {
			if !slices.Contains(tc.removed, name) {
				want = append(want, name)
			}
		}
		entries, _ := os.ReadDir(dir)
		var got []string
		for _, e := range entries {
			got = append(got, e.Name())
		}
		if !slices.Equal(got, want) {
			t.Errorf("RemoveStale(dir, %q) left %q; want %q", tc.names, got, want)
		}
	}
	if err := atomicfile.RemoveStale(filepath.Join(tempDir(t), "missing")); err != nil {
		t.Errorf("RemoveStale(missing folder) = %v; want nil", err)
	}
}
