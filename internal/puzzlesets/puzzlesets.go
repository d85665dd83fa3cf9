// Package puzzlesets gives tests and benchmarks the public benchmark puzzle
// sets: a sample of each that the repository carries (embedded, so every
// clone has it), and the full sets from the shared data folder beside the
// repository when it is there.
//
// A set is named by its file name (Clue17, Top1465, Hardest1106,
// ForumHardest). Its puzzles come back as the 81-character lines of the file,
// blank lines and lines starting with # left out; the callers parse them.
// Solo is a sample of another kind: variant puzzles made by Simon Tatham's
// Solo, as its game IDs, which package solo reads.
package puzzlesets

import (
	"bufio"
	"bytes"
	"embed"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/solo"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// The sets, by file name.
const (
	Clue17       = "17-clue.txt"       // Gordon Royle's 17-clue puzzles: 49,158; sample 492
	Top1465      = "top1465.txt"       // magictour's top 1465; sample 293
	Hardest1106  = "hardest1106.txt"   // the forum's hardest list: 375, all in the sample
	ForumHardest = "forum-hardest.txt" // forum puzzles rated 11+: 12,192; sample 122
	// Solo is 72 killer, jigsaw and X puzzles and mixes, two of each kind
	// at each of Solo's levels, as Solo's game IDs ("3x3k:…"); the file's
	// comment says how they were made. A sample only: there is no full set.
	Solo = "solo.txt"
	// SoloKillers is 40 killers of Solo, ten at each of its Trivial,
	// Intermediate, Advanced and Extreme levels, each game ID carrying
	// its level in its parameters ("3x3kdt:…" for Trivial; see
	// SoloLevel). A sample only.
	SoloKillers = "solo-killers.txt"
)

//go:embed samples/*.txt
var samples embed.FS

// DataEnv names the environment variable that, when set, gives the folder of
// the full sets instead of ../shared/data beside the module's root.
const DataEnv = "SUDOKU_DATA"

// Sample returns the puzzles of the sample of set name that the repository
// carries (samples/README.md says which lines of the full set). It panics on
// an unknown name, which is a mistake in the calling test.
func Sample(name string) []string {
	data, err := samples.ReadFile("samples/" + name)
	if err != nil {
		panic(fmt.Sprintf("puzzlesets: no sample %q: %v", name, err))
	}
	return lines(data)
}

// SoloPuzzles returns the puzzles of the Solo sample, read from Solo's
// game IDs with package solo; it fails tb at one it cannot read.
func SoloPuzzles(tb testing.TB) []sudoku.Puzzle {
	tb.Helper()
	var out []sudoku.Puzzle
	for _, id := range Sample(Solo) {
		p, err := solo.Parse(id)
		if err != nil {
			tb.Fatalf("%s: %v", id, err)
		}
		out = append(out, p)
	}
	return out
}

// SoloLevel returns the level of Solo that made a game ID whose
// parameters carry one ("3x3kde:…" gives "Extreme"): Trivial, Basic,
// Intermediate, Advanced, Extreme or Unreasonable; "" when they carry
// none.
func SoloLevel(id string) string {
	params, _, _ := strings.Cut(id, ":")
	_, level, ok := strings.Cut(params, "d")
	if !ok || len(level) != 1 {
		return ""
	}
	return map[string]string{"t": "Trivial", "b": "Basic", "i": "Intermediate", "a": "Advanced", "e": "Extreme", "u": "Unreasonable"}[level]
}

// Full returns every puzzle of set name, read from the shared data folder:
// $SUDOKU_DATA, or else ../shared/data beside the module's root. When that
// folder does not exist it skips tb, saying how to run the test with it; when
// the folder exists but the set cannot be read, it fails tb.
func Full(tb testing.TB, name string) []string {
	tb.Helper()
	dir, err := Dir()
	if err != nil {
		tb.Skipf("full set %s skipped: %v; put the public benchmark sets in ../shared/data beside the repository, or set %s to their folder", name, err, DataEnv)
	}
	data, err := os.ReadFile(filepath.Join(dir, name))
	if err != nil {
		tb.Fatalf("full set %s: %v", name, err)
	}
	return lines(data)
}

// Dir returns the folder of the full sets: $SUDOKU_DATA when set, otherwise
// shared/data in the folder that holds the module's root (the first folder
// up from the working directory with a go.mod). It returns an error when the
// folder does not exist.
func Dir() (string, error) {
	if d := os.Getenv(DataEnv); d != "" {
		if _, err := os.Stat(d); err != nil {
			return "", fmt.Errorf("%s=%s: %w", DataEnv, d, err)
		}
		return d, nil
	}
	wd, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for d := wd; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			data := filepath.Join(filepath.Dir(d), "shared", "data")
			if _, err := os.Stat(data); err != nil {
				return "", fmt.Errorf("no folder %s", data)
			}
			return data, nil
		}
		if filepath.Dir(d) == d {
			return "", fmt.Errorf("no go.mod above %s", wd)
		}
	}
}

// lines returns the non-blank lines of data that do not start with #, with
// surrounding white space trimmed.
func lines(data []byte) []string {
	var out []string
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 || line[0] == '#' {
			continue
		}
		out = append(out, string(line))
	}
	return out
}
