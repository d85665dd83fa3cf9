package main

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-devs/sudoku/internal/daily"
	"github.com/sudoku-devs/sudoku/internal/fpuzzles"
	"github.com/sudoku-devs/sudoku/internal/lzstring"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// documentTitle returns the title of an f-puzzles document or link, or
// "no title" ("not a document" when it holds none).
func documentTitle(s string) string {
	if fpuzzles.IsLink(s) {
		doc, err := lzstring.DecompressFromBase64(strings.TrimPrefix(s, fpuzzles.LinkPrefix))
		if err != nil {
			return "not a document"
		}
		s = doc
	}
	var d struct {
		Title *string `json:"title"`
	}
	if err := json.Unmarshal([]byte(s), &d); err != nil {
		return "not a document"
	}
	if d.Title == nil {
		return "no title"
	}
	return *d.Title
}

// TestGenerateTitlesAndLinks generates puzzles as documents and, with
// -link, as f-puzzles links, classic ones too: every document and link is
// titled in the window's words ("Killer · Hard"), and a link holds the
// puzzle the same seed writes without -link.
func TestGenerateTitlesAndLinks(t *testing.T) {
	tests := []struct {
		args  string // after generate -n 2, and before -link
		title string
	}{
		{"-seed 3 -variant killer -difficulty hard", "Killer · Hard"},
		{"-seed 3 -variant killer+x -difficulty easy", "Killer X · Easy"},
		{"-seed 3 -variant jigsaw", "Jigsaw"},
		{"-seed 3 -difficulty easy", "Easy"},
		{"-seed 3", "Classic"},
		{"-seed 11 -technique Innies", "Practice · Innies"},
	}
	for _, tt := range tests {
		args := append([]string{"generate", "-n", "2"}, strings.Fields(tt.args)...)
		status, plain, errOut := runCLI(args, "")
		if status != 0 {
			t.Errorf("%q = %d, %q; want 0", args, status, errOut)
			continue
		}
		args = append(args, "-link")
		status, links, errOut := runCLI(args, "")
		if status != 0 || strings.Count(links, "\n") != 2 {
			t.Errorf("%q = %d, %q, %q; want 0 and two links", args, status, links, errOut)
			continue
		}
		plainLines := strings.Split(strings.TrimSpace(plain), "\n")
		for k, link := range strings.Split(strings.TrimSpace(links), "\n") {
			if !strings.HasPrefix(link, fpuzzles.LinkPrefix) {
				t.Errorf("%q wrote %q; want an f-puzzles link", args, link)
				continue
			}
			if got := documentTitle(link); got != tt.title {
				t.Errorf("%q: the link's title is %q; want %q", args, got, tt.title)
			}
			if fpuzzles.IsDocument(plainLines[k]) {
				if got := documentTitle(plainLines[k]); got != tt.title {
					t.Errorf("%q without -link: the document's title is %q; want %q", args, got, tt.title)
				}
			}
			got, err := fpuzzles.ReadLink(link)
			want, werr := readPuzzle(plainLines[k])
			if err != nil || werr != nil || !reflect.DeepEqual(got, want) {
				t.Errorf("%q: link %d holds %v (%v); want the puzzle written without -link, %s (%v)", args, k+1, got.Givens, err, plainLines[k], werr)
			}
		}
	}
	if status, _, errOut := runCLI([]string{"generate", "-variant", "sml", "-link"}, ""); status != 2 || !strings.Contains(errOut, "size variant") {
		t.Errorf("generate -variant sml -link = %d, %q; want 2, saying the size variant has no link", status, errOut)
	}
}

// TestDailyVariant writes daily puzzles of variants, as documents and
// links, and a classic daily puzzle as a link: each holds the puzzle of
// daily.MakeVariant, titled as the window titles it, followed by its
// level and date; the size variant is refused.
func TestDailyVariant(t *testing.T) {
	tests := []struct {
		args   string
		v      sudoku.Variant
		date   string
		title  string
		isLink bool
	}{
		{"-variant killer", sudoku.Killer, "2026-11-30", "Daily 2026-11-30 · Killer · Easy", false},
		{"-variant killer+x -link", sudoku.Killer | sudoku.XVariant, "2026-12-03", "Daily 2026-12-03 · Killer X · Hard", true},
		{"-variant jigsaw", sudoku.Jigsaw, "2026-12-06", "Daily 2026-12-06 · Jigsaw · Extreme", false},
		{"-link", sudoku.Classic, "2026-12-01", "Daily 2026-12-01 · Medium", true},
	}
	for _, tt := range tests {
		args := append([]string{"daily", "-date", tt.date}, strings.Fields(tt.args)...)
		status, out, errOut := runCLI(args, "")
		want, err := daily.MakeVariant(t.Context(), mustParseDate(t, tt.date), tt.v)
		if err != nil {
			t.Fatal(err)
		}
		suffix := " " + want.Level.String() + " " + tt.date + "\n"
		puzzle, ok := strings.CutSuffix(out, suffix)
		if status != 0 || !ok {
			t.Errorf("%q = %d, %.60q…, %q; want 0 and a line ending %q", args, status, out, errOut, suffix)
			continue
		}
		if got := fpuzzles.IsLink(puzzle); got != tt.isLink {
			t.Errorf("%q wrote %.60q…; link %v, want %v", args, puzzle, got, tt.isLink)
		}
		if got := documentTitle(puzzle); got != tt.title {
			t.Errorf("%q: title %q; want %q", args, got, tt.title)
		}
		p, err := readPuzzle(puzzle)
		if w := want.Sudoku(); err != nil || !p.Equal(&w) || p.Variant() != tt.v {
			t.Errorf("%q: wrote a %v puzzle (%v); want daily.MakeVariant's %v", args, p.Variant(), err, tt.v)
		}
	}
	if status, _, errOut := runCLI([]string{"daily", "-variant", "sml"}, ""); status != 2 || !strings.Contains(errOut, "no levels") {
		t.Errorf("daily -variant sml = %d, %q; want 2, saying the size variant has no levels", status, errOut)
	}
}

// mustParseDate returns the date s, as daily.ParseDate reads it.
func mustParseDate(t *testing.T, s string) time.Time {
	t.Helper()
	d, err := daily.ParseDate(s)
	if err != nil {
		t.Fatal(err)
	}
	return d
}
