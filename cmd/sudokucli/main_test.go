package main

import (
	"os"
	"strings"
	"testing"
	"time"
)

// TestMain runs the command itself instead of the tests when
// SUDOKUCLI_TEST_MAIN is 1, so that tests of bench -tdoku, which runs this
// program's "solve -count" as a process, can run the test binary as sudokucli.
func TestMain(m *testing.M) {
	if os.Getenv("SUDOKUCLI_TEST_MAIN") == "1" {
		os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// TestDaily runs "daily -date 2026-12-01" twice: the same line, the
// puzzle its package pins, its level and the date; a bad date is a usage
// error that says what a date looks like.
func TestDaily(t *testing.T) {
	const want = "93......5.....9.6.4...327...9.1..4..6.......7..1..7.5...352...9.8.4.....5......83 Medium 2026-12-01\n"
	for range 2 {
		var out, errOut strings.Builder
		if code := run([]string{"daily", "-date", "2026-12-01"}, nil, &out, &errOut); code != 0 || out.String() != want {
			t.Errorf("daily -date 2026-12-01: exit %d, %q (stderr %q); want 0, %q", code, out.String(), errOut.String(), want)
		}
	}
	var out, errOut strings.Builder
	if code := run([]string{"daily", "-date", "1.12.2026"}, nil, &out, &errOut); code != 2 || !strings.Contains(errOut.String(), "2026-12-01") {
		t.Errorf("daily -date 1.12.2026: exit %d, stderr %q; want 2 and an example date", code, errOut.String())
	}
	today := func() time.Time { return time.Date(2026, 12, 1, 8, 0, 0, 0, time.Local) }
	out.Reset()
	if code := runDaily(nil, &out, &errOut, today); code != 0 || out.String() != want {
		t.Errorf("daily on 2026-12-01: exit %d, %q; want 0, %q", code, out.String(), want)
	}
}
