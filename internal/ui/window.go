package ui

import (
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/stock"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// AppID is the application's reverse-DNS ID, the same as in FyneApp.toml. Fyne
// keeps the app's storage and preferences under it.
const AppID = "io.github.sudokudevs.sudoku"

// Options says how a Window starts.
type Options struct {
	// Puzzle, when not empty, is a puzzle in the puzzle text format to play
	// instead of the saved game or a new one.
	Puzzle string
	// Seed, when not 0, seeds the random source of new puzzles, so a run is
	// reproducible; 0 seeds it afresh.
	Seed uint64
	// Screen, when not zero, is the size of the screen the window opens on,
	// in pixels: a window size kept in the settings is cut down to it.
	Screen fyne.Size
	// StatusLog, when not nil, gets every text the status line shows, one
	// line each (a newline in a text becomes a space): for tests and bug
	// reports. Write errors are ignored.
	StatusLog io.Writer
}

// Window is the game's window: the board above the panel, both showing one
// game.Game, which is saved to the app's storage after every change.
//
// This file builds it and reacts to the game's events; the rest of its work
// is in files named for it: newgame.go (dealing puzzles), stock.go (puzzles
// made ahead), enter.go (puzzles of the player's own), explain.go, hint.go,
// watch.go, print.go, difficulty.go (the title and custom grades),
// status.go (the status line's words), storage.go and saver.go (files),
// settings.go (the settings and theme), stats.go, ticker.go (the clock's
// display), menu.go, keys.go and dialogs.go; jobs.go runs all work off the
// UI goroutine, and hooks.go holds what tests replace.
type Window struct {
	app         fyne.App
	win         fyne.Window
	game        *game.Game
	stats       game.Stats
	board       *Board
	panel       *Panel
	rand        *rand.Rand
	level       logic.Level    // the difficulty of new puzzles
	mode        sudoku.Variant // the kind of new puzzles: classic, size, killer, jigsaw, X
	grid        int            // the rows of new classic puzzles' grid: 9, or one of modeGrids (modeJigsaws with jigsaw)
	jigsaw      bool           // whether new puzzles of another size than 9x9 are jigsaws
	setter      string         // the kind of constraint of new 9x9 puzzles (one of modeSetters), or "" for none
	speed       atomic.Int64   // moves a second of the solver's search; read by its goroutine
	menuActions []menuAction   // the menu's items that do a game.Action
	jobs        jobs           // the work under way off the UI goroutine
	// shortcuts maps each window shortcut's name (fyne.Shortcut's
	// ShortcutName) to its action, as registered on the canvas.
	shortcuts map[string]func()
	ticker    sync.WaitGroup  // the timer's ticker, which ends when stop is closed
	stop      chan struct{}   // closed when the window closes: stops the ticker
	dialogs   []dialog.Dialog // the dialogs open, the last on top (see showDialog)
	// closers are the open dialogs with one button, which only closes
	// them (information, errors, statistics): Return presses it.
	closers map[dialog.Dialog]bool
	// replacing is whether a game with moves was in play when enter mode
	// started: starting the entered puzzle asks first.
	replacing bool
	// replacedTime is how long that game had been played.
	replacedTime time.Duration
	files        files // where the game is saved; nil when the app has no storage
	settings     settings
	// unwritten holds, for each file of the storage whose last write
	// failed, the reason last said (see sayUnwritten).
	unwritten map[string]string
	// stock holds puzzles made ahead of time, which New takes first; nil
	// when new puzzles follow a seed (Options.Seed) or there is no storage.
	stock     *stock.Stock
	stockWake chan struct{} // a Take: the filler saves and refills
	saver     *saver        // writes the game file off the UI goroutine
	pauseText string        // what the status line says while paused; going on clears it
	saved     time.Time     // when the game was last saved
	// graded is the grade of the last custom puzzle graded, for its name
	// (see showDifficulty); grading is the puzzle being graded, if any.
	graded  gradedPuzzle
	grading sudoku.Grid
	// checking says a check of the givens typed in enter mode is under way
	// (see finishEnter): a second Start meanwhile is ignored.
	checking bool
}

// NewWindow builds the game's window in a: it restores the saved game (or
// starts opts.Puzzle, or generates a new puzzle in the background) and saves
// the game after every change. Call ShowAndRun on the result.
func NewWindow(a fyne.App, opts Options) *Window {
	addTranslations()
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
	w.files = appFiles(a)
	useAtomicFiles()
	a.SetIcon(iconResource)
	w.stop = make(chan struct{})
	w.saver = newSaver(func(s game.Saved) error { return w.writeFile(saveFile, s.Write) }, w.wroteGame)
	w.saver.start(w.stop, &w.ticker)
	w.stockWake = make(chan struct{}, 1)
	if opts.Seed == 0 && w.files != nil && keepsStock {
		w.stock = stock.New(stockSize)
		w.loadStock()
	}
	migrate := w.loadSettings()
	w.loadStats()
	w.board = NewBoard(w.game)
	w.board.tint = w.settings.RegionTint
	w.panel = NewPanel(w.game)
	if migrate {
		w.saveSettings()
	}
	w.jobs.onBusy = w.panel.SetBusy
	if opts.StatusLog != nil {
		w.panel.OnStatus = func(msg string) {
			_, _ = io.WriteString(opts.StatusLog, strings.ReplaceAll(msg, "\n", " ")+"\n")
		}
	}
	w.board.OnRefused = func(cell int, err error) {
		w.panel.SetStatus(refusal(cell, w.game.Status().Size, err))
	}
	w.panel.OnNew = w.NewGame
	w.panel.OnExit = w.Exit
	w.panel.SetLevel(w.level)
	w.panel.OnLevel = w.SetLevel
	w.panel.SetMode(w.mode)
	w.panel.SetGrid(w.grid, w.jigsaw)
	w.panel.SetSetter(w.setter)
	w.panel.OnMode = w.SetMode
	w.panel.OnGrid = w.SetGrid
	w.panel.OnSetter = w.SetSetter
	w.panel.OnExplain = w.Explain
	w.panel.OnHint = w.Hint
	w.board.OnHint = w.Hint
	w.panel.OnStartEntered = w.StartEntered
	w.panel.OnCancelEntered = w.CancelEntered
	w.board.OnEscape = w.escape
	w.board.OnRules = w.ShowRules
	w.board.OnLevel = func() { w.SetLevel((w.level + 1) % (logic.Extreme + 1)) } // Easy after Extreme
	w.panel.OnStopWatch = func() { w.game.Watch().Stop() }
	w.setSpeed(w.panel.Speed())
	w.panel.OnSpeed = w.setSpeed
	w.panel.OnUsed = w.focusBoard
	w.game.Subscribe(w.changed)

	w.win.SetContent(container.NewPadded(container.New(boardLayout{}, w.board, w.panel)))
	w.win.SetMainMenu(w.menu())
	w.refreshMenu()
	w.addShortcuts()
	size := fyne.NewSize(float32(w.settings.Width), float32(w.settings.Height))
	if size.Width <= 0 || size.Height <= 0 {
		size = w.defaultSize()
	}
	if opts.Screen.Width > 0 && opts.Screen.Height > 0 {
		size = fyne.NewSize(min(size.Width, opts.Screen.Width), min(size.Height, opts.Screen.Height))
	}
	w.win.Resize(size)
	w.win.SetOnClosed(w.closed)
	a.Lifecycle().SetOnExitedForeground(func() { w.game.SetPaused(true) })
	w.win.Canvas().Focus(w.board)
	w.start(opts.Puzzle) // last: with the test driver, a generation's result arrives on its own goroutine
	return w
}

// closed saves the game, and the settings with the window's size, and
// stops the ticker.
func (w *Window) closed() {
	select {
	case <-w.stop:
		return
	default:
	}
	close(w.stop)
	w.jobs.stopAll()
	w.save()
	if err := w.saver.Flush(); err != nil {
		fmt.Fprintln(os.Stderr, "sudoku: could not save the game:", err)
	}
	if size := w.win.Canvas().Size(); size.Width > 0 && size.Height > 0 {
		w.settings.Width, w.settings.Height = float64(size.Width), float64(size.Height)
	}
	w.saveSettings() // the size, and whatever a failed write left unsaved

}

// ShowAndRun shows the window, starts the timer's display and the filling
// of the stock of ready puzzles, and runs the app until it quits.
func (w *Window) ShowAndRun() {
	w.startTicker()
	w.startFiller()
	w.win.ShowAndRun()
}

// Exit saves the game and quits the app.
func (w *Window) Exit() {
	w.closed()
	w.app.Quit()
}

// changed saves the game after every change and reacts to a win.
func (w *Window) changed(ev game.Event) {
	w.refreshMenu()
	if msg, ok := w.statusFor(ev); ok {
		w.panel.SetStatus(msg)
	}
	switch ev.Kind {
	case game.NewGame:
		w.jobs.stop(jobWatch)
		w.stopGrading(w.game.Puzzle().Givens)
		w.showDifficulty()
		w.panel.ShowTime(w.game.Status().Elapsed) // not the last game's until the next tick
	case game.FirstMove:
		// A game counts as played from its first move, not from New.
		w.stats.Played(w.game.Status().Difficulty)
		w.saveStats()
	case game.Won:
		w.won()
	case game.HighlightsChanged:
		if h := w.game.Status().Highlights; h != w.settings.Highlights {
			w.setSettings(func(s *settings) { s.Highlights = h })
		}
	case game.WatchChanged:
		if w.game.Watch() == nil {
			w.jobs.stop(jobWatch)
		}
		return // the player's game did not change
	case game.HintShown, game.ExplainChanged:
		return // not worth a write: saved with the next move
	case game.CursorMoved, game.NumberSelected:
		// Saved, so that a game restored after a kill has the cell and
		// number the screen showed; the saver writes the last of a quick
		// run of them once.
	}
	w.save()
}

// menuBarHeight is about the height of the window's main menu bar, in
// pixels at scale 1: the window's size includes it.
const menuBarHeight = 30

// defaultSize returns the window's size before the player sets one: 600 by
// 720, or more where the panel is wider than the board would be there (the
// German words are), so that at first the board is as wide as the
// controls under it, or where the board's smallest size and the panel
// need more height.
func (w *Window) defaultSize() fyne.Size {
	size := fyne.NewSize(600, 720)
	p, pad := w.panel.MinSize(), 2*theme.Padding()
	if side := min(size.Width-pad, size.Height-menuBarHeight-pad-p.Height); p.Width > side {
		size = fyne.NewSize(max(size.Width, p.Width+pad), p.Width+p.Height+pad+menuBarHeight)
	}
	// Never below the board's own smallest, which would make the window
	// grow again after its first frame.
	b := w.board.MinSize()
	return fyne.NewSize(max(size.Width, b.Width+pad), max(size.Height, b.Height+p.Height+pad+menuBarHeight))
}

// StorageDir returns the folder of a's storage, where the game, the
// statistics and the stock are saved, and false when a's storage is not a
// folder (in a browser, or the test driver's memory).
func StorageDir(a fyne.App) (string, bool) {
	if root := a.Storage().RootURI(); root != nil && root.Scheme() == "file" {
		return root.Path(), true
	}
	return "", false
}

// Bring answers a second launch of the game: the window comes forward (as
// far as the desktop lets it: Wayland does not let an app take the focus),
// the status line says the game was already open, and a puzzle given to
// that launch is opened as the -puzzle option opens one, asking first
// before a game with moves is left.
func (w *Window) Bring(puzzle string) {
	w.win.Show()
	w.win.RequestFocus()
	if puzzle == "" {
		w.panel.SetStatus(lang.X("status.alreadyOpen", "The game was already open: here it is."))
		return
	}
	w.Import(puzzle, lang.X("import.fromOption", "the command line"))
}

// wroteGame takes the result of a write of the game: a failure shows the
// panel's "Not saved" mark until a write succeeds, and the status line says
// it once (again only when the reason changes); the first success after
// failures says every move is saved now.
func (w *Window) wroteGame(err error) {
	w.panel.SetUnsaved(err)
	if wasFailing := w.sayUnwritten(saveFile, err); err == nil && wasFailing {
		w.panel.SetStatus(lang.X("status.savedAgain", "The game is saved again, with every move made meanwhile."))
	}
}

// unsavedText says why the game is not saved, in the system's words
// without the temporary file's path ("no space left on device"), and that
// play goes on.
func unsavedText(err error) string {
	return lang.X("status.saveFailed", "Could not save the game: {{.Err}}. Play on: each move tries again.", errData(rootCause(err)))
}

// rootCause returns the innermost error of err's chain: the system's own
// words for what failed, the same for every attempt.
func rootCause(err error) error {
	for {
		inner := errors.Unwrap(err)
		if inner == nil {
			return err
		}
		err = inner
	}
}
