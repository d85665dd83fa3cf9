package ui

import (
	"os"
	"testing"
)

func TestMain(m *testing.M) {
	gradeOffUI = false // see gradeOffUI; TestGradeOfOwnPuzzle grades on a job
	os.Exit(m.Run())
}
