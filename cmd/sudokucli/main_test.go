package main

import (
	"os"
	"testing"
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
