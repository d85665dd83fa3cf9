package ui

import (
	"os"
	"testing"
)

func TestMain(m *testing.M) {
	hooks.gradeOffUI = false // see hooks.gradeOffUI; TestGradeOfOwnPuzzle grades on a job
	os.Exit(m.Run())
}

// setHook sets *hook, one of hooks' fields, to v until the test ends.
func setHook[T any](t *testing.T, hook *T, v T) {
	old := *hook
	*hook = v
	t.Cleanup(func() { *hook = old })
}
