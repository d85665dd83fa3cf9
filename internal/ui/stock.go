package ui

import (
	"context"
	"time"

	"fyne.io/fyne/v2"

	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/stock"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// The stock of ready puzzles: in the app's storage, stockSize of each level.
const (
	stockFile = "stock.json"
	stockSize = 3
)

// stockKinds are the kinds of puzzle the window keeps in stock: every level,
// without symmetry (the window's New makes none).
var stockKinds = func() []stock.Kind {
	var kinds []stock.Kind
	for l := logic.Easy; l <= logic.Extreme; l++ {
		kinds = append(kinds, stock.Kind{Level: l})
	}
	return kinds
}()

// loadStock reads the stock from the app's storage. A file that cannot be
// read or holds a bad puzzle is moved aside, quietly, and the stock starts
// empty: the filler remakes it.
func (w *Window) loadStock() {
	w.readFile(stockFile, w.stock.Load, "")
}

// takeFromStock starts a puzzle of level from the stock, if it holds one, and
// reports whether it did; the filler then makes another.
func (w *Window) takeFromStock(level logic.Level) bool {
	if w.stock == nil {
		return false
	}
	kind := stock.Kind{Level: level}
	w.stock.Prefer(kind)
	defer w.wakeFiller()
	e, ok := w.stock.Take(kind)
	if !ok {
		return false
	}
	if err := w.game.Start(sudoku.Puzzle{Givens: e.Puzzle}, e.Solution); err != nil {
		return false // cannot happen: Load and the filler check every puzzle
	}
	w.setDifficulty(level.String())
	w.save()
	w.panel.SetStatus(newPuzzleText(level, e.Puzzle.Filled()))
	return true
}

// wakeFiller tells the filler that the stock changed: it saves it and makes
// what is missing.
func (w *Window) wakeFiller() {
	select {
	case w.stockWake <- struct{}{}:
	default:
	}
}

// startFiller starts the goroutine that keeps the stock full: at the lowest
// scheduling priority the system gives (see lowPriority), it makes a puzzle
// of a kind the stock is short of — the level being played first — adds it,
// writes the stock file atomically, and waits for a Take when nothing is
// short. It ends when the window closes; w.ticker counts it.
func (w *Window) startFiller() {
	if w.stock == nil {
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	r := w.gameRand()
	w.ticker.Add(2)
	go func() {
		defer w.ticker.Done()
		<-w.stop
		cancel()
	}()
	go func() {
		defer w.ticker.Done()
		lowPriority()
		failing := false // the last write failed
		for {
			// Failures, and the first success after, go to sayUnwritten,
			// which says each reason once.
			if err := w.writeFile(stockFile, w.stock.Save); (err != nil && ctx.Err() == nil) || (err == nil && failing) {
				failing = err != nil
				fyne.Do(func() { w.sayUnwritten(stockFile, err) })
			}
			kind, short := w.stock.Missing(stockKinds)
			if !short {
				select {
				case <-ctx.Done():
					return
				case <-w.stockWake:
					continue
				}
			}
			p, s, err := logic.GenerateContext(ctx, r, kind.Level, kind.Symmetry)
			switch {
			case ctx.Err() != nil:
				return
			case err != nil: // no puzzle within the budget: try again later
				select {
				case <-ctx.Done():
					return
				case <-time.After(time.Second):
				}
			default:
				w.stock.Add(kind, stock.Entry{Puzzle: p, Solution: s})
			}
		}
	}()
}
