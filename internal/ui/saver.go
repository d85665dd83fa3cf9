package ui

import (
	"sync"

	"fyne.io/fyne/v2"

	"github.com/sudoku-devs/sudoku/internal/game"
)

// saver writes the game file off the UI goroutine. Put hands it the latest
// snapshot of the game, which replaces one not yet written, so a burst of
// moves costs one write; the goroutine started by start writes it,
// atomically, and Flush writes what is pending at once (on closing). Each
// write of the goroutine that fails, and the first that succeeds after, is
// reported through wrote, with its error (nil for the success), on the UI
// goroutine. A failed write drops nothing a later one needs: every snapshot
// holds the whole game, so the next move's write saves every move made
// meanwhile.
type saver struct {
	write func(game.Saved) error // writes one snapshot to the file
	wrote func(error)            // on the UI goroutine (fyne.Do)

	mu      sync.Mutex // guards pending
	pending *game.Saved
	writing sync.Mutex // held while a snapshot is written: one write at a time, the newest last
	wake    chan struct{}
}

func newSaver(write func(game.Saved) error, wrote func(error)) *saver {
	return &saver{write: write, wrote: wrote, wake: make(chan struct{}, 1)}
}

// start starts the goroutine that writes what Put hands over, until stop
// is closed; wg counts it.
func (s *saver) start(stop <-chan struct{}, wg *sync.WaitGroup) {
	wg.Add(1)
	go func() {
		defer wg.Done()
		failing := false // the last write failed
		for {
			select {
			case <-stop:
				return
			case <-s.wake:
				if wrote, err := s.flush(); wrote && (err != nil || failing) {
					failing = err != nil
					fyne.Do(func() { s.wrote(err) })
				}
			}
		}
	}()
}

// Put makes snap the next snapshot to write, replacing one not written yet,
// and wakes the writer. It does not wait.
func (s *saver) Put(snap game.Saved) {
	s.mu.Lock()
	s.pending = &snap
	s.mu.Unlock()
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

// Flush writes the pending snapshot, if any, now, after a write under way,
// and returns the write's error.
func (s *saver) Flush() error {
	_, err := s.flush()
	return err
}

// flush is Flush, and reports whether there was a snapshot to write.
func (s *saver) flush() (bool, error) {
	s.writing.Lock()
	defer s.writing.Unlock()
	s.mu.Lock()
	p := s.pending
	s.pending = nil
	s.mu.Unlock()
	if p == nil {
		return false, nil
	}
	return true, s.write(*p)
}
