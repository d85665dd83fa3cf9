package ui

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// showDialog shows d and keeps it as the window's open dialog until it
// closes. Meanwhile the clock stands still and no key reaches the board:
// Escape closes d (as its dismiss button would: No, Cancel or Close), Return
// confirms a dialog.ConfirmDialog. When d closes the board gets the keyboard
// back; then after, if given, runs.
func (w *Window) showDialog(d dialog.Dialog, after ...func()) {
	w.dialogs = append(w.dialogs, d)
	release := w.game.HoldClock()
	d.SetOnClosed(func() {
		defer func() {
			for _, f := range after {
				f()
			}
		}()
		release()
		for i, o := range w.dialogs {
			if o == d {
				w.dialogs = append(w.dialogs[:i], w.dialogs[i+1:]...)
				break
			}
		}
		if len(w.dialogs) == 0 {
			w.focusBoard()
		}
	})
	d.Show()
}

// showError shows err in an error dialog (see showClosing).
func (w *Window) showError(err error) { w.showClosing(dialog.NewError(err, w.win)) }

// showInfo shows msg under title in a dialog with a Close button (see
// showClosing).
func (w *Window) showInfo(title, msg string) { w.showClosing(dialog.NewInformation(title, msg, w.win)) }

// showClosing shows d, a dialog whose one button closes it, as showDialog
// does; Return, like Escape, closes it.
func (w *Window) showClosing(d dialog.Dialog) {
	if w.closers == nil {
		w.closers = map[dialog.Dialog]bool{}
	}
	w.closers[d] = true
	w.showDialog(d, func() { delete(w.closers, d) })
}

// confirm asks the player a question with two buttons, yes and no (their
// labels), and calls then if the answer is yes (the button, or Return).
// It runs then once the dialog has closed and the clock goes again.
func (w *Window) confirm(title, msg, yes, no string, then func()) {
	w.confirmOr(title, msg, yes, no, then, nil)
}

// confirmOr asks as confirm does, and calls otherwise, when given, if the
// answer is no (the button, or Escape).
// The question is Fyne's confirmation without its icon, which Fyne draws
// large in the top corner, over the text of a long question.
func (w *Window) confirmOr(title, msg, yes, no string, then, otherwise func()) {
	w.ask(func(cb func(bool)) *dialog.ConfirmDialog {
		text := &widget.Label{Text: msg, Alignment: fyne.TextAlignCenter, Wrapping: fyne.TextWrapWord}
		d := dialog.NewCustomConfirm(title, yes, no, text, cb, w.win)
		// As wide as the text on one line, within 600 units and nine
		// tenths of the window, as Fyne sizes its own questions.
		width := min(widget.NewLabel(msg).MinSize().Width+12*theme.Padding(), 600, w.win.Canvas().Size().Width*0.9)
		d.Resize(fyne.NewSize(width, d.MinSize().Height))
		return d
	}, yes, no, then, otherwise)
}

// askWith asks as confirmOr does, with content in place of a message.
func (w *Window) askWith(title string, content fyne.CanvasObject, yes, no string, then, otherwise func()) {
	w.ask(func(cb func(bool)) *dialog.ConfirmDialog {
		return dialog.NewCustomConfirm(title, yes, no, content, cb, w.win)
	}, yes, no, then, otherwise)
}

// ask shows the question that build makes with its answer callback, its
// buttons labelled yes and no, and calls then on yes, otherwise (when
// given) on no.
func (w *Window) ask(build func(func(bool)) *dialog.ConfirmDialog, yes, no string, then, otherwise func()) {
	answer := false
	d := build(func(ok bool) { answer = ok })
	d.SetConfirmText(yes)
	d.SetDismissText(no)
	w.showDialog(d, func() {
		switch {
		case answer:
			then()
		case otherwise != nil:
			otherwise()
		}
	})
}

// modalKey handles the key ev while an overlay — a dialog, a menu, a list —
// covers the window, and reports whether one did: Escape closes the open
// dialog and Return presses its default button (a question's yes, the one
// button of a dialog that only closes), and nothing reaches the board.
func (w *Window) modalKey(ev *fyne.KeyEvent) bool {
	if w.win.Canvas().Overlays().Top() == nil {
		return false
	}
	if n := len(w.dialogs); n > 0 {
		d := w.dialogs[n-1]
		switch ev.Name {
		case fyne.KeyEscape:
			d.Hide()
		case fyne.KeyReturn, fyne.KeyEnter:
			if c, ok := d.(*dialog.ConfirmDialog); ok {
				c.Confirm()
			} else if w.closers[d] {
				d.Hide()
			}
		}
	}
	return true
}

// inProgress reports whether the game in play has moves that a new puzzle
// would throw away: it has started, is not over, and the player has changed
// it.
func (w *Window) inProgress() bool {
	g := w.game
	st := g.Status()
	return st.Moved && !st.Over // no move is made in enter mode
}

// unlessInProgress calls then at once when no game is in progress, and
// otherwise asks first whether to leave the game in progress.
func (w *Window) unlessInProgress(then func()) {
	if !w.inProgress() {
		then()
		return
	}
	w.askLeave(w.game.Status().Elapsed, then, nil)
}

// askLeave asks whether to leave the game in progress, played so long:
// then runs on Leave it (or Return), kept, when given, on Keep playing (or
// Escape).
func (w *Window) askLeave(played time.Duration, then, kept func()) {
	w.confirmOr(lang.X("leave.title", "Leave this game?"),
		lang.X("leave.message", "The game in progress ({{.Time}} played) ends and cannot be taken back.", map[string]any{"Time": formatDuration(played)}),
		lang.X("leave.yes", "Leave it"), lang.X("dialog.keepPlaying", "Keep playing"), then, kept)
}

// Restart takes the player's digits and marks off the board and sets the
// clock back to 0:00 (see game.Restart), asking first when a game is in
// progress: Restart (or Return) goes on, Keep playing (or Escape) keeps
// the game. Undo brings back what a restart took, the time too.
func (w *Window) Restart() {
	restart := func() { w.panel.report(w.game.Restart()) }
	if !w.inProgress() {
		restart()
		return
	}
	w.confirm(lang.X("restart.title", "Restart this game?"),
		lang.X("restart.message", "Every digit and mark you wrote comes off and the clock goes back to 0:00 from {{.Time}}. Undo brings them back, with the time.",
			map[string]any{"Time": formatDuration(w.game.Status().Elapsed)}),
		lang.X("restart.yes", "Restart"), lang.X("dialog.keepPlaying", "Keep playing"), restart)
}
