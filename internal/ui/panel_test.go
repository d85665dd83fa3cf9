package ui_test

import (
	"reflect"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
	"github.com/sudoku-devs/sudoku/internal/ui"
)

// asButton returns the button that o is or embeds (the panel's buttons
// are widget.Buttons with keys of their own).
func asButton(o fyne.CanvasObject) (*widget.Button, bool) {
	return embedded[widget.Button](o, "Button")
}

// asCheck returns the check box that o is or embeds.
func asCheck(o fyne.CanvasObject) (*widget.Check, bool) { return embedded[widget.Check](o, "Check") }

// embedded returns o as a *T, or the T that o, a pointer to a struct,
// embeds as its field name.
func embedded[T any](o fyne.CanvasObject, name string) (*T, bool) {
	if t, ok := any(o).(*T); ok {
		return t, true
	}
	if v := reflect.ValueOf(o); v.Kind() == reflect.Pointer && v.Elem().Kind() == reflect.Struct {
		if f := v.Elem().FieldByName(name); f.IsValid() && f.Type() == reflect.TypeFor[T]() {
			return f.Addr().Interface().(*T), true
		}
	}
	return nil, false
}

// button finds the panel's button labelled text.
func button(t *testing.T, p *ui.Panel, text string) *widget.Button {
	t.Helper()
	for _, o := range test.LaidOutObjects(p) {
		if b, ok := asButton(o); ok && b.Text == text {
			return b
		}
	}
	t.Fatalf("panel has no button %q", text)
	return nil
}

func helpCheck(t *testing.T, p *ui.Panel) *widget.Check {
	t.Helper()
	for _, o := range test.LaidOutObjects(p) {
		if c, ok := asCheck(o); ok && c.Text == "Help" {
			return c
		}
	}
	t.Fatal("panel has no Help check")
	return nil
}

func newPanel(t *testing.T) (*ui.Panel, *game.Game) {
	t.Helper()
	test.NewTempApp(t)
	g := game.New()
	p, _ := sudoku.Parse(puzzleText)
	s, _ := sudoku.Parse(solutionText)
	_ = g.Start(sudoku.Puzzle{Givens: p}, s)
	panel := ui.NewPanel(g)
	test.NewTempWindow(t, panel)
	return panel, g
}

func TestPanelNumbersAreARadioGroup(t *testing.T) {
	p, g := newPanel(t)
	steps := []struct {
		tap  string
		want int
	}{
		{"3", 3},
		{"7", 7},
		{"7", 0}, // tapping the selected number selects none
		{"1", 1},
	}
	for _, s := range steps {
		test.Tap(button(t, p, s.tap))
		if g.Selected() != s.want {
			t.Fatalf("after tapping %s, Selected() = %d; want %d", s.tap, g.Selected(), s.want)
		}
		for d := 1; d <= 9; d++ {
			b := button(t, p, string(rune('0'+d)))
			if high := b.Importance == widget.HighImportance; high != (d == s.want) {
				t.Errorf("after tapping %s, toggle %d highlighted = %v; want %v", s.tap, d, high, d == s.want)
			}
		}
	}
	// The panel follows the model, whoever changes it.
	_ = g.SelectNumber(9)
	if button(t, p, "9").Importance != widget.HighImportance {
		t.Error("toggle 9 not highlighted after the model selected 9")
	}
}

func TestPanelHelpAndCheck(t *testing.T) {
	p, g := newPanel(t)
	test.Tap(helpCheck(t, p))
	if !g.Status().Help {
		t.Error("tapping Help left help off")
	}
	g.SetHelp(false)
	if helpCheck(t, p).Checked {
		t.Error("Help check still ticked after the model turned help off")
	}
	_ = g.PlaceDigit(r1c3, 4)
	test.Tap(button(t, p, "Check"))
	if v := g.CellView(r1c3); !g.Status().Checking || v.Tint != game.TintRight {
		t.Errorf("after Check: Checking = %v, r1c3 tint %v; want true, right", g.Status().Checking, v.Tint)
	}
}

func TestPanelNewAndExit(t *testing.T) {
	p, _ := newPanel(t)
	var calls []string
	p.OnNew = func() { calls = append(calls, "new") }
	p.OnExit = func() { calls = append(calls, "exit") }
	test.Tap(button(t, p, "New"))
	test.Tap(button(t, p, "Exit"))
	if len(calls) != 2 || calls[0] != "new" || calls[1] != "exit" {
		t.Errorf("calls = %v; want [new exit]", calls)
	}
}

// iconButton finds the panel's button without text whose icon is named name.
func iconButton(t *testing.T, p *ui.Panel, name string) *widget.Button {
	t.Helper()
	for _, o := range test.LaidOutObjects(p) {
		if b, ok := asButton(o); ok && b.Text == "" && b.Icon != nil && b.Icon.Name() == name {
			return b
		}
	}
	t.Fatalf("panel has no icon button %q", name)
	return nil
}

func TestPanelNotesUndoRedoPause(t *testing.T) {
	p, g := newPanel(t)
	undo := iconButton(t, p, theme.ContentUndoIcon().Name())
	redo := iconButton(t, p, theme.ContentRedoIcon().Name())
	if !undo.Disabled() || !redo.Disabled() {
		t.Error("Undo or Redo enabled with nothing to undo or redo")
	}
	test.Tap(button(t, p, "Centre"))
	if g.Marks().Pen() != game.LayerCentre || button(t, p, "Centre").Importance != widget.HighImportance {
		t.Fatalf("tapping Centre: pen %d, Centre's importance %v; want the centre marks' pen, shown high", g.Marks().Pen(), button(t, p, "Centre").Importance)
	}
	test.Tap(button(t, p, "Fill notes"))
	if g.Marks().Notes(r1c3) == 0 || undo.Disabled() {
		t.Fatalf("after Fill notes: r1c3 notes %v, Undo disabled %v; want notes, enabled", g.Marks().Notes(r1c3), undo.Disabled())
	}
	test.Tap(undo)
	if g.Marks().Notes(r1c3) != 0 || redo.Disabled() {
		t.Errorf("after Undo: r1c3 notes %v, Redo disabled %v; want none, enabled", g.Marks().Notes(r1c3), redo.Disabled())
	}
	test.Tap(redo)
	if g.Marks().Notes(r1c3) == 0 {
		t.Error("Redo did not bring the notes back")
	}
	pause := iconButton(t, p, theme.MediaPauseIcon().Name())
	test.Tap(pause)
	if !g.Status().Paused || pause.Icon.Name() != theme.MediaPlayIcon().Name() || !undo.Disabled() {
		t.Errorf("after Pause: paused %v, icon %s, Undo disabled %v; want true, play, true", g.Status().Paused, pause.Icon.Name(), undo.Disabled())
	}
	test.Tap(pause)
	if g.Status().Paused {
		t.Error("tapping play did not resume")
	}
	g.Marks().SetPen(game.LayerDigit)
	if button(t, p, "Centre").Importance == widget.HighImportance || button(t, p, "Digit").Importance != widget.HighImportance {
		t.Error("Centre still shown as the pen after the model chose the digits'")
	}
}

func TestPanelShowTime(t *testing.T) {
	p, _ := newPanel(t)
	tests := []struct {
		d    time.Duration
		want string
	}{
		{0, "0:00"},
		{59*time.Second + 999*time.Millisecond, "0:59"},
		{4*time.Minute + 7*time.Second, "4:07"},
		{time.Hour + 2*time.Minute + 3*time.Second, "1:02:03"},
	}
	for _, tt := range tests {
		p.ShowTime(tt.d)
		if got := p.Time(); got != tt.want {
			t.Errorf("ShowTime(%v) shows %q; want %q", tt.d, got, tt.want)
		}
	}
}
