package puzzlesets

import (
	"maps"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

func TestSamples(t *testing.T) {
	if got := len(Sample(Solo)); got != 72 {
		t.Errorf("len(Sample(Solo)) = %d; want 72", got)
	}
	levels := map[string]int{}
	for _, id := range Sample(SoloKillers) {
		levels[SoloLevel(id)]++
	}
	if want := map[string]int{"Trivial": 10, "Intermediate": 10, "Advanced": 10, "Extreme": 10}; !maps.Equal(levels, want) {
		t.Errorf("Sample(SoloKillers) by SoloLevel: %v; want %v", levels, want)
	}
	for _, tt := range []struct {
		name string
		want int
	}{{Clue17, 492}, {Top1465, 293}, {Hardest1106, 375}, {ForumHardest, 122}} {
		got := Sample(tt.name)
		if len(got) != tt.want {
			t.Errorf("len(Sample(%q)) = %d; want %d", tt.name, len(got), tt.want)
		}
		for i, p := range got {
			if len(p) != 81 {
				t.Errorf("Sample(%q)[%d] = %q: %d characters; want 81", tt.name, i, p, len(p))
				break
			}
		}
	}
}

func TestSoloLevel(t *testing.T) {
	for _, tt := range []struct{ id, want string }{
		{"3x3kdt:zzzc,_a", "Trivial"},
		{"3x3kde:zzzc", "Extreme"},
		{"9jdu:a", "Unreasonable"},
		{"3x3k:zzzc", ""},
		{"3x3kdq:zzzc", ""},
		{"no colon", ""},
	} {
		if got := SoloLevel(tt.id); got != tt.want {
			t.Errorf("SoloLevel(%q) = %q; want %q", tt.id, got, tt.want)
		}
	}
}

func TestSampleUnknownPanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("Sample(\"nope.txt\") did not panic")
		}
	}()
	Sample("nope.txt")
}

func TestLines(t *testing.T) {
	got := lines([]byte("# a comment\n\n  abc  \r\nd\n#\n"))
	if want := []string{"abc", "d"}; !reflect.DeepEqual(got, want) {
		t.Errorf("lines = %q; want %q", got, want)
	}
}

// TestFullFromEnv reads a set from a folder named by SUDOKU_DATA, and skips
// (not fails) when that folder does not exist.
func TestFullFromEnv(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, Top1465), []byte("1\n#x\n2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv(DataEnv, dir)
	if got, want := Full(t, Top1465), []string{"1", "2"}; !reflect.DeepEqual(got, want) {
		t.Errorf("Full(%q) = %q; want %q", Top1465, got, want)
	}
	t.Setenv(DataEnv, filepath.Join(dir, "missing"))
	if _, err := Dir(); err == nil {
		t.Errorf("Dir() with %s naming a missing folder = nil error; want one", DataEnv)
	}
	skipped := false
	t.Run("absent", func(t *testing.T) {
		defer func() { skipped = t.Skipped() }()
		Full(t, Top1465)
	})
	if !skipped {
		t.Error("Full with no data folder did not skip")
	}
}

// TestSamplesAreFromFullSets checks, when the full sets are there, that every
// sample line is a line of its full set.
func TestSamplesAreFromFullSets(t *testing.T) {
	for _, name := range []string{Clue17, Top1465, Hardest1106, ForumHardest} {
		full := map[string]bool{}
		for _, p := range Full(t, name) {
			full[p] = true
		}
		for _, p := range Sample(name) {
			if !full[p] {
				t.Errorf("sample %s holds %s, which is not in the full set", name, p)
			}
		}
	}
}
