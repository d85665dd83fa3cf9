package ui

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"

	"github.com/sudoku-devs/sudoku/assets"
	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// AppID is the application's reverse-DNS ID, the same as in FyneApp.toml. Fyne
// keeps the app's storage and preferences under it.
const AppID = "io.github.sudokudevs.sudoku"

// saveFile is the name of the game in progress in the app's storage.
const saveFile = "game.json"

// Options says how a Window starts.
type Options struct {
	// Puzzle, when not empty, is a puzzle in the puzzle text format to play
	// instead of the saved game or a new one.
	Puzzle string
	// Seed, when not 0, seeds the random source of new puzzles, so a run is
	// reproducible; 0 seeds it afresh.
	Seed uint64
}

// Window is the game's window: the board above the panel, both showing one
// game.Game, which is saved to the app's storage after every change.
type Window struct {
	app    fyne.App
	win    fyne.Window
	game   *game.Game
	board  *Board
	panel  *Panel
	rand   *rand.Rand
	cancel context.CancelFunc // stops the generation under way, if any
	jobs   sync.WaitGroup     // generations under way; each ends after handing its result to fyne.Do
	dir    string             // where the game is saved; "" when the app has no storage folder
}

// NewWindow builds the game's window in a: it restores the saved game (or
// starts opts.Puzzle, or generates a new puzzle in the background) and saves
// the game after every change. Call ShowAndRun on the result.
func NewWindow(a fyne.App, opts Options) *Window {
	seed := opts.Seed
	if seed == 0 {
		seed = rand.Uint64()
	}
	w := &Window{
		app:  a,
		win:  a.NewWindow("Sudoku"),
		game: game.New(),
		rand: rand.New(rand.NewPCG(seed, seed>>32)),
	}
	if root := a.Storage().RootURI(); root != nil && root.Scheme() == "file" {
		w.dir = root.Path()
	}
	a.SetIcon(fyne.NewStaticResource("icon.png", assets.IconPNG))
	w.board = NewBoard(w.game)
	w.panel = NewPanel(w.game)
	w.board.OnRefused = func(cell int, err error) {
		w.panel.SetStatus(refusal(cell, err))
	}
	w.panel.OnNew = w.NewGame
	w.panel.OnExit = w.Exit
	w.game.Subscribe(w.changed)

	w.win.SetContent(container.NewPadded(container.NewBorder(nil, w.panel, nil, nil, w.board)))
	w.win.Resize(fyne.NewSize(560, 680))
	w.start(opts.Puzzle)
	return w
}

// ShowAndRun shows the window and runs the app until it quits.
func (w *Window) ShowAndRun() { w.win.ShowAndRun() }

// start puts the first game on the board: the given puzzle, else the saved
// game, else a new one.
func (w *Window) start(puzzle string) {
	if puzzle != "" {
		p, err := sudoku.Parse(puzzle)
		if err == nil {
			err = w.game.StartPuzzle(p)
		}
		if err == nil {
			return
		}
		dialog.ShowError(fmt.Errorf("cannot play the puzzle given: %w", err), w.win)
	} else if w.restore() {
		return
	}
	w.NewGame()
}

// restore loads the saved game and reports whether it did. A save file that
// cannot be read is moved aside, not deleted, and the player is told.
func (w *Window) restore() bool {
	if w.dir == "" {
		return false
	}
	path := filepath.Join(w.dir, saveFile)
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return false
	}
	if err == nil {
		if err = w.game.Load(bytes.NewReader(data)); err == nil {
			return true
		}
	}
	aside := path + ".unreadable-" + time.Now().Format("20060102-150405")
	if rerr := os.Rename(path, aside); rerr != nil {
		aside = path
	}
	dialog.ShowError(fmt.Errorf("the saved game could not be read, so a new game starts; the old file is kept as %s: %w", aside, err), w.win)
	return false
}

// NewGame generates a new puzzle off the UI goroutine and starts it when it is
// ready; a new request cancels one still under way.
func (w *Window) NewGame() {
	if w.cancel != nil {
		w.cancel()
	}
	ctx, cancel := context.WithCancel(context.Background())
	w.cancel = cancel
	r := rand.New(rand.NewPCG(w.rand.Uint64(), w.rand.Uint64()))
	w.panel.SetStatus("Generating a new puzzle…")
	w.jobs.Add(1)
	go func() {
		defer w.jobs.Done()
		puzzle, solution := sudoku.Generate(r)
		fyne.Do(func() {
			if ctx.Err() != nil {
				return
			}
			cancel()
			w.cancel = nil
			if err := w.game.Start(puzzle, solution); err != nil {
				w.panel.SetStatus("Could not start the new puzzle: " + err.Error())
				return
			}
			w.panel.SetStatus(fmt.Sprintf("New puzzle: %d givens. Pick a number, then click a cell.", puzzle.Givens()))
		})
	}()
}

// Exit saves the game and quits the app.
func (w *Window) Exit() {
	w.save()
	w.app.Quit()
}

// changed saves the game after every change and reacts to a win.
func (w *Window) changed(ev game.Event) {
	switch ev.Kind {
	case game.CellChanged:
		w.panel.SetStatus("")
	case game.Won:
		w.panel.SetStatus("Solved!")
		dialog.ShowInformation("Solved", "Well done: every cell is right.\nTap New for another puzzle.", w.win)
	}
	w.save()
}

func (w *Window) save() {
	if w.dir == "" || !w.game.Started() {
		return
	}
	var buf bytes.Buffer
	err := w.game.Save(&buf)
	if err == nil {
		err = writeFileAtomic(filepath.Join(w.dir, saveFile), buf.Bytes())
	}
	if err != nil {
		w.panel.SetStatus("Could not save the game: " + err.Error())
	}
}

// refusal says in words why a move on cell was refused.
func refusal(cell int, err error) string {
	name := sudoku.CellName(cell)
	switch {
	case errors.Is(err, game.ErrGiven):
		return name + " is a given and cannot change."
	case errors.Is(err, game.ErrNoNumber):
		return "Pick a number first, then click a cell."
	case errors.Is(err, game.ErrNoPuzzle):
		return "Wait for the puzzle to appear."
	}
	return name + ": " + err.Error()
}

// writeFileAtomic writes data to path through a temporary file in the same
// folder that is synced and then renamed over path, so path holds either the
// old or the new contents, never a part. It creates the folder if needed.
func writeFileAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, filepath.Base(path)+".tmp-*")
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.Name(), path)
	}
	if err != nil {
		os.Remove(f.Name())
	}
	return err
}
