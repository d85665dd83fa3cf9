package ui

import (
	"time"

	"fyne.io/fyne/v2"
)

// startTicker shows the time played every half second until the window
// closes.
func (w *Window) startTicker() {
	w.ticker.Add(1)
	go func() {
		defer w.ticker.Done()
		t := time.NewTicker(500 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-w.stop:
				return
			case <-t.C:
				fyne.Do(w.tick)
			}
		}
	}()
}

// tick shows the time played, and saves it every ten seconds so that even a
// killed app loses little of it.
func (w *Window) tick() {
	st := w.game.Status()
	w.panel.ShowTime(st.Elapsed)
	if !st.Paused && !st.Over && time.Since(w.saved) > 10*time.Second {
		w.save()
	}
}
