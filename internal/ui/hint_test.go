package ui_test

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/ui"
)

const r1c6 = 5 // open, solution 8: the first hint of the puzzle

// TestBoardRendersHintAndExplain draws a hint (box 2 faint, r1c6 in the
// warning colour), a wrong digit named by a hint (r1c3 in the error colour),
// and the first step of the explanation with every candidate as a note.
func TestBoardRendersHintAndExplain(t *testing.T) {
	_, g, w := newBoard(t)
	if err := g.ShowHint(); err != nil {
		t.Fatal(err)
	}
	test.AssertRendersToMarkup(t, "board/hint.xml", w.Canvas())
	_ = g.PlaceDigit(r1c3, 9)
	_ = g.ShowHint()
	test.AssertRendersToMarkup(t, "board/hint_wrong.xml", w.Canvas())
	_ = g.Clear(r1c3)
	steps, _ := logic.Explain(g.Puzzle().Givens)
	if err := g.StartExplain(steps); err != nil {
		t.Fatal(err)
	}
	test.AssertRendersToMarkup(t, "board/explain.xml", w.Canvas())
}

func TestBoardHintAndExplainKeys(t *testing.T) {
	b, g, _ := newBoard(t)
	test.Type(b, "?")
	if got, want := g.Hint().Text(), "Look at row 1, column 6 (r1c6).\nHidden single: in box 2, 8 fits only in r1c6"; got != want {
		t.Errorf("after ?: Hint.Text() = %q; want %q", got, want)
	}
	g.Hint().Hide()
	b.TypedKey(&fyne.KeyEvent{Name: fyne.KeyF1})
	if g.Hint().Role(r1c6) != game.RoleChange {
		t.Errorf("after F1: Role(r1c6) = %v; want RoleChange", g.Hint().Role(r1c6))
	}
	steps, _ := logic.Explain(g.Puzzle().Givens)
	_ = g.StartExplain(steps)
	keys := []struct {
		key    fyne.KeyName
		wantAt int
	}{
		{fyne.KeyRight, 1},
		{fyne.KeyRight, 2},
		{fyne.KeyLeft, 1},
	}
	for _, k := range keys {
		b.TypedKey(&fyne.KeyEvent{Name: k.key})
		if at, _ := g.Explanation().Pos(); at != k.wantAt {
			t.Errorf("after %s: explain at %d; want %d", k.key, at, k.wantAt)
		}
	}
	var refused error
	b.OnRefused = func(_ int, err error) { refused = err }
	g.Selection().Set(r1c3)
	b.TypedKey(&fyne.KeyEvent{Name: fyne.Key4})
	if g.Board()[r1c3] != 0 || refused == nil {
		t.Errorf("typing while explaining: r1c3 = %d, refused %v; want 0 and a refusal", g.Board()[r1c3], refused)
	}
	b.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if g.Explanation() != nil {
		t.Error("Escape did not close the explanation")
	}
}

// visibleButton finds the panel's visible button labelled text.
func visibleButton(t *testing.T, p *ui.Panel, text string) *widget.Button {
	t.Helper()
	for _, o := range test.LaidOutObjects(p) {
		if b, ok := asButton(o); ok && b.Text == text && b.Visible() && visibleTree(p, b) {
			return b
		}
	}
	t.Fatalf("panel shows no button %q", text)
	return nil
}

// visibleTree reports whether o and every container above it in p are
// visible.
func visibleTree(p *ui.Panel, o fyne.CanvasObject) bool {
	c := fyne.CurrentApp().Driver().CanvasForObject(p)
	if c == nil {
		return o.Visible()
	}
	for _, obj := range test.LaidOutObjects(p) {
		if cont, ok := obj.(*fyne.Container); ok && !cont.Visible() {
			for _, in := range test.LaidOutObjects(cont) {
				if in == o {
					return false
				}
			}
		}
	}
	return o.Visible()
}

func TestPanelHintAndExplain(t *testing.T) {
	p, g := newPanel(t)
	test.Tap(visibleButton(t, p, "Hint"))
	if _, ok := g.Hint().Step(); !ok {
		t.Error("tapping Hint showed no hint")
	}
	explained := false
	p.OnExplain = func() { explained = true }
	test.Tap(visibleButton(t, p, "Explain"))
	if !explained {
		t.Error("tapping Explain did not call OnExplain")
	}
	steps, _ := logic.Explain(g.Puzzle().Givens)
	_ = g.StartExplain(steps)
	prev := visibleButton(t, p, "Previous")
	if !prev.Disabled() {
		t.Error("Previous enabled at the first step")
	}
	test.Tap(visibleButton(t, p, "Next"))
	if at, _ := g.Explanation().Pos(); at != 1 || prev.Disabled() {
		t.Errorf("after Next: at %d, Previous disabled %v; want 1, false", at, prev.Disabled())
	}
	test.Tap(prev)
	if at, _ := g.Explanation().Pos(); at != 0 {
		t.Errorf("after Previous: at %d; want 0", at)
	}
	test.Tap(visibleButton(t, p, "Close"))
	if g.Explanation() != nil {
		t.Error("Close left the explanation shown")
	}
	visibleButton(t, p, "Hint") // back
}

func TestPanelEnterMode(t *testing.T) {
	p, g := newPanel(t)
	var calls []string
	p.OnStartEntered = func() { calls = append(calls, "start") }
	p.OnCancelEntered = func() { calls = append(calls, "cancel") }
	_ = g.EnterPuzzle(g.Puzzle().Givens)
	if !button(t, p, "Check").Disabled() {
		t.Error("Check enabled in enter mode")
	}
	test.Tap(visibleButton(t, p, "Start"))
	test.Tap(visibleButton(t, p, "Cancel"))
	if strings.Join(calls, " ") != "start cancel" {
		t.Errorf("calls = %v; want [start cancel]", calls)
	}
}

func TestPanelLevel(t *testing.T) {
	p, _ := newPanel(t)
	var picked []logic.Level
	p.OnLevel = func(l logic.Level) { picked = append(picked, l) }
	p.SetLevel(logic.Expert)
	if p.Level() != logic.Expert || len(picked) != 0 {
		t.Errorf("SetLevel(Expert): Level() = %v, OnLevel calls %v; want Expert, none", p.Level(), picked)
	}
	// The last select of the panel: the kind, then the level.
	var sel interface{ SetSelected(string) }
	for _, o := range test.LaidOutObjects(p) {
		if s, ok := o.(interface{ SetSelected(string) }); ok {
			sel = s
		}
	}
	if sel == nil {
		t.Fatal("panel has no level choice")
	}
	sel.SetSelected("Hard")
	if len(picked) != 1 || picked[0] != logic.Hard {
		t.Errorf("picking Hard: OnLevel calls %v; want [Hard]", picked)
	}
}
