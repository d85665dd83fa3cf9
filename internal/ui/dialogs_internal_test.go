package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestQuestionHasNoIcon asks New's question over a game with a move: the
// dialog says it in one label, on one line in a window as wide as the
// smallest, with no icon drawn over its text and corner.
func TestQuestionHasNoIcon(t *testing.T) {
	w := newTestWindow(t, t.TempDir(), Options{Puzzle: testPuzzle})
	w.win.Resize(fyne.NewSize(600, 766))
	if err := w.game.PlaceDigit(2, 4); err != nil {
		t.Fatal(err)
	}
	w.NewGame()
	top := w.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("New over a game with a move asked nothing")
	}
	var images, labels int
	var text *widget.Label
	walkObjects(top, func(o fyne.CanvasObject) bool {
		switch o := o.(type) {
		case *widget.Button:
			return false // its icon is the button's
		case *canvas.Image:
			if o.Visible() && o.Resource != nil {
				images++
			}
		case *widget.Label:
			if o.Wrapping == fyne.TextWrapWord {
				labels, text = labels+1, o
			}
		}
		return true
	})
	if images != 0 {
		t.Errorf("the question draws %d images besides its buttons' icons; want none", images)
	}
	if labels != 1 {
		t.Fatalf("the question has %d wrapped labels; want its one text", labels)
	}
	if one := widget.NewLabel(text.Text).MinSize().Height; text.Size().Height > one {
		t.Errorf("the question %q takes %v units of height; want one line (%v)", text.Text, text.Size().Height, one)
	}
}

// walkObjects calls visit with o and every object under it, a container's
// objects and a widget's renderer's, but those under an object for which
// visit returns false.
func walkObjects(o fyne.CanvasObject, visit func(fyne.CanvasObject) bool) {
	if !visit(o) {
		return
	}
	switch o := o.(type) {
	case *fyne.Container:
		for _, c := range o.Objects {
			walkObjects(c, visit)
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(o).Objects() {
			walkObjects(c, visit)
		}
	}
}
