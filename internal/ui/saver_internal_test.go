package ui

import (
	"bytes"
	"errors"
	"sync"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// TestSaverCoalesces holds up the write of a first snapshot and puts two more
// meanwhile: the second is never written, the third is, and a failed write
// comes back from Flush.
func TestSaverCoalesces(t *testing.T) {
	g := game.New()
	p, _ := sudoku.Parse(testPuzzle)
	if err := g.StartPuzzle(sudoku.Puzzle{Givens: p}); err != nil {
		t.Fatal(err)
	}
	var (
		mu      sync.Mutex
		written []uint8 // r1c3 of each board written
	)
	started, hold := make(chan struct{}), make(chan struct{})
	s := newSaver(func(snap game.Saved) error {
		var buf bytes.Buffer
		if err := snap.Write(&buf); err != nil {
			return err
		}
		h := game.New()
		if err := h.Load(&buf); err != nil {
			return err
		}
		mu.Lock()
		written = append(written, h.Board()[2])
		n := len(written)
		mu.Unlock()
		if n == 1 {
			close(started)
			<-hold // the first write takes long
		}
		return nil
	}, func(error) {})
	stop := make(chan struct{})
	var wg sync.WaitGroup
	s.start(stop, &wg)
	put := func() {
		sv, err := g.Snapshot()
		if err != nil {
			t.Fatal(err)
		}
		s.Put(sv)
	}
	put() // r1c3 empty
	<-started
	_ = g.PlaceDigit(2, 4)
	put()
	_ = g.PlaceDigit(2, 2)
	put()
	close(hold)
	if err := s.Flush(); err != nil {
		t.Fatal(err)
	}
	close(stop)
	wg.Wait()
	mu.Lock()
	defer mu.Unlock()
	if len(written) != 2 || written[0] != 0 || written[1] != 2 {
		t.Errorf("r1c3 of the boards written: %v; want [0 2], the 4 coalesced away", written)
	}

	bad := newSaver(func(game.Saved) error { return errors.New("disk full") }, nil)
	sv, _ := g.Snapshot()
	bad.Put(sv)
	if err := bad.Flush(); err == nil || err.Error() != "disk full" {
		t.Errorf("Flush with a failing write = %v; want disk full", err)
	}
}
