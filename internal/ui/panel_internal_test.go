package ui

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/sudoku-devs/sudoku/internal/game"
)

// TestStatusStartsAtOneX checks that the status line starts at the same x
// whatever the clock and the difficulty beside it say, and while the
// activity indicator turns (issue "a second look", point 15).
func TestStatusStartsAtOneX(t *testing.T) {
	test.NewTempApp(t)
	p := NewPanel(game.New())
	w := test.NewTempWindow(t, p)
	w.Resize(fyne.NewSize(560, 260))
	x := func() float32 {
		return fyne.CurrentApp().Driver().AbsolutePositionForObject(p.statusScroll).X
	}
	want := x()
	for _, step := range []struct {
		name string
		do   func()
	}{
		{"a long difficulty", func() { p.SetDifficulty("Custom · Nightmare 11.1") }},
		{"an hour on the clock", func() { p.ShowTime(time.Hour + 2*time.Minute) }},
		{"busy", func() { p.SetBusy(true) }},
		{"a short difficulty", func() { p.SetDifficulty("Easy"); p.SetBusy(false) }},
	} {
		step.do()
		w.Content().Refresh()
		if got := x(); got != want {
			t.Errorf("after %s the status line starts at x %v; want %v", step.name, got, want)
		}
	}
}
