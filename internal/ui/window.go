package ui

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

	"github.com/sudoku-devs/sudoku/internal/atomicfile"
	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/stock"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// AppID is the application's reverse-DNS ID, the same as in FyneApp.toml. Fyne
// keeps the app's storage and preferences under it.
const AppID = "io.github.sudokudevs.sudoku"

// Files in the app's storage: the game in progress and the statistics.
const (
	saveFile  = "game.json"
	statsFile = "stats.json"
)

// Keys of the app's preferences.
const (
	prefHouse     = "highlight.house"
	prefSameDigit = "highlight.sameDigit"
	prefConflicts = "highlight.conflicts"
	prefTheme     = "theme"         // "system", "light" or "dark"
	prefLevel     = "newGame.level" // the difficulty of new puzzles, by name
	prefMode      = "newGame.mode"  // the kind of new puzzles: "Classic" or "Size"
	prefWidth     = "window.width"
	prefHeight    = "window.height"
)

// custom is the difficulty under which the statistics of the player's own
// puzzles are kept; generated ones are kept under their level's name.
const custom = "Custom"

// Options says how a Window starts.
type Options struct {
	// Puzzle, when not empty, is a puzzle in the puzzle text format to play
	// instead of the saved game or a new one.
	Puzzle string
	// Seed, when not 0, seeds the random source of new puzzles, so a run is
	// reproducible; 0 seeds it afresh.
	Seed uint64
	// StatusLog, when not nil, gets every text the status line shows, one
	// line each (a newline in a text becomes a space): for tests and bug
	// reports. Write errors are ignored.
	StatusLog io.Writer
}

// Window is the game's window: the board above the panel, both showing one
// game.Game, which is saved to the app's storage after every change.
type Window struct {
	app   fyne.App
	win   fyne.Window
	game  *game.Game
	stats game.Stats
	board *Board
	panel *Panel
	rand  *rand.Rand
	level logic.Level // the difficulty of new puzzles
	// generate makes a new puzzle for NewGame: of variant v, and for a
	// classic one of level level. A classic puzzle comes from
	// logic.GenerateContext without symmetry, which stops early when ctx is
	// done; a size puzzle from sudoku.Generate, which takes tens of
	// milliseconds and is not stopped (a result that comes after ctx is
	// done is thrown away). Tests replace it to hold a generation back.
	generate    func(ctx context.Context, r *rand.Rand, v sudoku.Variant, level logic.Level) (puzzle sudoku.Puzzle, solution sudoku.Grid, err error)
	sizeMode    bool               // new puzzles are of the size variant
	cancel      context.CancelFunc // stops the generation under way, if any
	expl        context.CancelFunc // stops the explanation being worked out, if any
	printing    context.CancelFunc // stops the PDF being made, if any
	watch       context.CancelFunc // stops the solver's search being watched, if any
	speed       atomic.Int64       // moves a second of the solver's search; read by its goroutine
	menuActions []menuAction       // the menu's items that do a game.Action
	jobs        sync.WaitGroup     // generations and explanations under way; each ends after handing its result to fyne.Do
	// shortcuts maps each window shortcut's name (fyne.Shortcut's
	// ShortcutName) to its action, as registered on the canvas.
	shortcuts map[string]func()
	ticker    sync.WaitGroup  // the timer's ticker, which ends when stop is closed
	stop      chan struct{}   // closed when the window closes: stops the ticker
	dialogs   []dialog.Dialog // the dialogs open, the last on top (see showDialog)
	// replacing is whether a game with moves was in play when enter mode
	// started: starting the entered puzzle asks first.
	replacing bool
	dir       string // where the game is saved; "" when the app has no storage folder
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

// gradeOffUI says whether gradeOf grades on a job, as the app does, or
// where it is called. The package's tests set it to false but where grading
// is their subject: Fyne's test driver runs fyne.Do on the job's goroutine,
// beside the test's own, and every window of a test with a puzzle of its
// own would grade it.
var gradeOffUI = true

// grade is logic.Grade, which gradeOf runs; a test replaces it to hold a
// grading back until the window it tests is built.
var grade = logic.Grade

// gradedPuzzle is a puzzle with its grade; ok is false when it could not
// be graded.
type gradedPuzzle struct {
	givens sudoku.Grid
	grade  logic.Difficulty
	ok     bool
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
		generate: generate,
		app:      a,
		win:      a.NewWindow("Sudoku"),
		game:     game.New(),
		rand:     rand.New(rand.NewPCG(seed, seed>>32)),
	}
	if root := a.Storage().RootURI(); root != nil && root.Scheme() == "file" {
		w.dir = root.Path()
	}
	a.SetIcon(iconResource)
	w.stop = make(chan struct{})
	w.saver = newSaver(func(s game.Saved) error { return w.writeFile(saveFile, s.Write) }, func(err error) {
		w.panel.SetStatus(lang.X("status.saveFailed", "Could not save the game: {{.Err}}", errData(err)))
	})
	w.saver.start(w.stop, &w.ticker)
	w.stockWake = make(chan struct{}, 1)
	if opts.Seed == 0 && w.dir != "" {
		w.stock = stock.New(stockSize)
		w.loadStock()
	}
	w.loadSettings()
	w.loadStats()
	w.board = NewBoard(w.game)
	w.panel = NewPanel(w.game)
	if opts.StatusLog != nil {
		w.panel.OnStatus = func(msg string) {
			_, _ = io.WriteString(opts.StatusLog, strings.ReplaceAll(msg, "\n", " ")+"\n")
		}
	}
	w.board.OnRefused = func(cell int, err error) {
		w.panel.SetStatus(refusal(cell, err))
	}
	w.panel.OnNew = w.NewGame
	w.panel.OnExit = w.Exit
	w.panel.SetLevel(w.level)
	w.panel.OnLevel = w.SetLevel
	w.panel.SetMode(w.sizeMode)
	w.panel.OnMode = w.SetSizeMode
	w.panel.OnExplain = w.Explain
	w.panel.OnHint = w.Hint
	w.board.OnHint = w.Hint
	w.panel.OnStartEntered = w.StartEntered
	w.panel.OnCancelEntered = w.CancelEntered
	w.panel.OnStopWatch = func() { w.game.Watch().Stop() }
	w.setSpeed(w.panel.Speed())
	w.panel.OnSpeed = w.setSpeed
	w.panel.OnUsed = w.focusBoard
	w.game.Subscribe(w.changed)

	w.win.SetContent(container.NewPadded(container.New(boardLayout{}, w.board, w.panel)))
	w.win.SetMainMenu(w.menu())
	w.refreshMenu()
	w.addShortcuts()
	prefs := a.Preferences()
	w.win.Resize(fyne.NewSize(float32(prefs.FloatWithFallback(prefWidth, 600)), float32(prefs.FloatWithFallback(prefHeight, 720))))
	w.win.SetOnClosed(w.closed)
	a.Lifecycle().SetOnExitedForeground(func() { w.game.SetPaused(true) })
	w.win.Canvas().Focus(w.board)
	w.start(opts.Puzzle) // last: with the test driver, a generation's result arrives on its own goroutine
	return w
}

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

// closed saves the game, the window size and stops the ticker.
func (w *Window) closed() {
	select {
	case <-w.stop:
		return
	default:
	}
	close(w.stop)
	if w.printing != nil {
		w.printing()
	}
	w.stopWatchJob()
	w.save()
	if err := w.saver.Flush(); err != nil {
		fmt.Fprintln(os.Stderr, "sudoku: could not save the game:", err)
	}
	size := w.win.Canvas().Size()
	if size.Width > 0 && size.Height > 0 {
		w.app.Preferences().SetFloat(prefWidth, float64(size.Width))
		w.app.Preferences().SetFloat(prefHeight, float64(size.Height))
	}
}

// ShowAndRun shows the window, starts the timer's display and the filling
// of the stock of ready puzzles, and runs the app until it quits.
func (w *Window) ShowAndRun() {
	w.startTicker()
	w.startFiller()
	w.win.ShowAndRun()
}

// start puts the first game on the board: the saved game (paused, with a
// word why), else a new one;
// then the given puzzle, if any. A given puzzle that has exactly one solution
// starts at once. One that does not parse gets an error dialog and the saved
// game goes on; one that breaks a rule or has no single solution opens in
// enter mode with the reason, for the player to fix, and Cancel goes back to
// the saved game. Nothing saved is overwritten until a puzzle starts.
func (w *Window) start(puzzle string) {
	restored := w.restore()
	goOn := func() { // the saved game goes on, or a new one starts
		if !restored {
			w.newGame()
		} else if w.game.Status().Restored {
			w.pauseText = lang.X("status.welcomeBack", "Welcome back: your game is paused at {{.Time}}. Press P or the play button to go on.",
				map[string]any{"Time": formatDuration(w.game.Status().Elapsed)})
			w.panel.SetStatus(w.pauseText)
		}
	}
	if puzzle == "" {
		goOn()
		return
	}
	p, err := sudoku.Parse(puzzle)
	if err != nil {
		w.showError(errors.New(lang.X("error.puzzleOption", "Cannot play the puzzle given: {{.Err}}", errData(err))))
		goOn()
		return
	}
	w.enter(p)
	if err := w.game.Entry().Finish(); err != nil {
		w.panel.SetStatus(lang.X("status.puzzleOptionRefused", "The puzzle given cannot be played as it is: {{.Err}}. Fix it here, then Start; Cancel goes back.", errData(err)))
		return
	}
	w.startedCustom()
}

// restore loads the saved game and reports whether it did. A save file that
// cannot be read is moved aside, not deleted, and the player is told.
func (w *Window) restore() bool {
	return w.readFile(saveFile, w.game.Load, lang.X("error.saveUnreadable", "The saved game could not be read, so a new game starts"))
}

// readFile loads the file name of the app's storage with load and reports
// whether it did. A missing file is no error; one that cannot be read or
// loaded is moved aside, not deleted, and a dialog tells the player what
// (what says what happens then) and where the old file is kept; with what
// "" no dialog is shown.
func (w *Window) readFile(name string, load func(io.Reader) error, what string) bool {
	if w.dir == "" {
		return false
	}
	path := filepath.Join(w.dir, name)
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return false
	}
	if err == nil {
		if err = load(bytes.NewReader(data)); err == nil {
			return true
		}
	}
	aside := path + ".unreadable-" + time.Now().Format("20060102-150405")
	if rerr := os.Rename(path, aside); rerr != nil {
		aside = path
	}
	if what != "" {
		w.showError(errors.New(lang.X("error.setAside", "{{.What}}; the old file is kept as {{.Path}}: {{.Err}}",
			map[string]any{"What": what, "Path": aside, "Err": errorText(err)})))
	}
	return false
}

// writeFile writes what save produces to the file name of the app's storage,
// atomically.
func (w *Window) writeFile(name string, save func(io.Writer) error) error {
	var buf bytes.Buffer
	if err := save(&buf); err != nil {
		return err
	}
	return atomicfile.Write(filepath.Join(w.dir, name), buf.Bytes())
}

// SetLevel makes l the difficulty of new puzzles and remembers it in the
// preferences; the game in play goes on.
func (w *Window) SetLevel(l logic.Level) {
	w.level = l
	w.app.Preferences().SetString(prefLevel, l.String())
	w.panel.SetLevel(l)
	if w.game.Entry() == nil && w.game.Explanation() == nil {
		w.panel.SetStatus(lang.X("status.nextLevel", "Next puzzle: {{.Level}}. Click New to deal it.", map[string]any{"Level": levelName(l)}))
	}
}

// SetSizeMode makes new puzzles of the size variant (size true) or classic
// ones, and remembers the choice in the preferences; the game in play goes
// on. Size puzzles have one level, so the level select is disabled.
func (w *Window) SetSizeMode(size bool) {
	w.sizeMode = size
	name := modeClassic
	if size {
		name = modeSize
	}
	w.app.Preferences().SetString(prefMode, name)
	w.panel.SetMode(size)
	if w.game.Entry() != nil || w.game.Explanation() != nil {
		return
	}
	if size {
		w.panel.SetStatus(lang.X("status.nextSize", "Size puzzles have one level. Click New to deal one."))
	} else {
		w.panel.SetStatus(lang.X("status.nextLevel", "Next puzzle: {{.Level}}. Click New to deal it.", map[string]any{"Level": levelName(w.level)}))
	}
}

// NewGame generates a new puzzle of the chosen level (or, in Size mode, of
// the size variant) off the UI goroutine, showing that it works, and starts
// it when it is ready; a new request cancels one still under way, whose
// result is then thrown away. When the game in play has moves it asks first
// whether to leave it.
func (w *Window) NewGame() {
	w.unlessInProgress(w.newGame)
}

// newGame is NewGame without the question.
func (w *Window) newGame() {
	if w.cancel != nil {
		w.cancel()
	}
	w.stopExplainJob()
	ctx, cancel := context.WithCancel(context.Background())
	w.cancel = cancel
	r := rand.New(rand.NewPCG(w.rand.Uint64(), w.rand.Uint64()))
	level, variant := w.level, sudoku.Classic
	working := lang.X("status.generating", "Making a new puzzle: {{.Level}}…", map[string]any{"Level": levelName(level)})
	difficulty := level.String()
	ready := func(givens int) string { return newPuzzleText(level, givens) }
	if w.sizeMode {
		variant, difficulty = sudoku.SizeVariant, modeSize
		working = lang.X("status.generatingSize", "Making a new Size puzzle…")
		ready = func(givens int) string {
			return lang.X("status.newSize", "New Size puzzle: {{.Givens}} givens. Each letter ranks its cell's digit among the three of its row in its box: S < M < L.",
				map[string]any{"Givens": givens})
		}
	} else if w.takeFromStock(level) {
		cancel()
		w.cancel = nil
		w.panel.SetBusy(w.expl != nil)
		return
	}
	w.newGameJob(ctx, cancel, working, difficulty, func() (sudoku.Puzzle, sudoku.Grid, error) {
		return w.generate(ctx, r, variant, level)
	}, ready)
}

// generate is Window.generate outside tests: see there.
func generate(ctx context.Context, r *rand.Rand, v sudoku.Variant, level logic.Level) (sudoku.Puzzle, sudoku.Grid, error) {
	if v == sudoku.SizeVariant {
		p, s := sudoku.Generate(r, v)
		return p, s, ctx.Err()
	}
	p, s, err := logic.GenerateContext(ctx, r, level, logic.NoSymmetry)
	return sudoku.Puzzle{Givens: p}, s, err
}

// newGameJob shows working and runs generate off the UI goroutine. Back on
// it, unless a later New cancelled ctx, it starts the puzzle generated,
// counts the game under difficulty, saves, and shows ready with the
// puzzle's number of givens. The goroutine ends after handing its result to
// fyne.Do; w.jobs counts it.
func (w *Window) newGameJob(ctx context.Context, cancel context.CancelFunc, working, difficulty string,
	generate func() (sudoku.Puzzle, sudoku.Grid, error), ready func(givens int) string) {
	w.panel.SetStatus(working)
	w.panel.SetBusy(true)
	w.jobs.Add(1)
	go func() {
		defer w.jobs.Done()
		puzzle, solution, err := generate()
		fyne.Do(func() {
			if ctx.Err() != nil {
				return
			}
			cancel()
			w.cancel = nil
			w.panel.SetBusy(false)
			if err == nil {
				err = w.game.Start(puzzle, solution)
			}
			if err != nil {
				w.panel.SetStatus(lang.X("status.generateFailed", "Could not make a new puzzle: {{.Err}}", errData(err)))
				return
			}
			w.setDifficulty(difficulty)
			w.save()
			w.panel.SetStatus(ready(puzzle.Givens.Filled()))
		})
	}()
}

// Explain works out the solve of the puzzle in play off the UI goroutine and
// shows it step by step on the board; while the explanation is shown it
// closes it instead. A size puzzle it refuses with a message in the status
// line: the explanation's logic knows no letters.
func (w *Window) Explain() {
	g := w.game
	if e := g.Explanation(); e != nil {
		e.Close()
		return
	}
	g.Watch().Stop()
	switch err := g.Allowed(game.ActionExplain); {
	case errors.Is(err, game.ErrVariant):
		w.panel.SetStatus(lang.X("status.explainClassicOnly", "Explain works on classic puzzles only; try Hint."))
		return
	case errors.Is(err, game.ErrNoPuzzle), errors.Is(err, game.ErrEntering):
		return
	case err != nil:
		w.panel.SetStatus(refusal(-1, err))
		return
	}
	w.stopExplainJob()
	ctx, cancel := context.WithCancel(context.Background())
	w.expl = cancel
	puzzle := g.Puzzle().Givens
	w.panel.SetStatus(lang.X("status.explaining", "Working out the solve…"))
	w.panel.SetBusy(true)
	w.jobs.Add(1)
	go func() {
		defer w.jobs.Done()
		steps, err := logic.Explain(puzzle)
		fyne.Do(func() {
			if ctx.Err() != nil {
				return
			}
			cancel()
			w.expl = nil
			w.panel.SetBusy(w.cancel != nil)
			if g.Puzzle().Givens != puzzle || g.Entry() != nil {
				return
			}
			if err == nil {
				err = g.StartExplain(steps)
			}
			if err != nil {
				w.panel.SetStatus(lang.X("status.explainFailed", "Could not explain the solve: {{.Err}}", errData(err)))
			}
		})
	}()
}

// Hint shows the next logical step (see game.ShowHint). The step is worked
// out off the UI goroutine, as it can take tens of milliseconds on the
// hardest positions, and shown back on it through fyne.Do unless the
// position changed meanwhile; w.jobs counts the search.
func (w *Window) Hint() {
	s, err := w.game.AskHint()
	if err != nil {
		w.panel.SetStatus(refusal(-1, err))
		return
	}
	w.jobs.Add(1)
	go func() {
		defer w.jobs.Done()
		s.Search()
		fyne.Do(func() {
			if err := s.Show(); err != nil && !errors.Is(err, game.ErrStale) {
				w.panel.SetStatus(refusal(-1, err))
			}
		})
	}()
}

// stopExplainJob cancels the explanation being worked out, if any.
func (w *Window) stopExplainJob() {
	if w.expl != nil {
		w.expl()
		w.expl = nil
		w.panel.SetBusy(w.cancel != nil)
	}
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
		w.stopWatchJob()
		w.showDifficulty()
	case game.FirstMove:
		// A game counts as played from its first move, not from New.
		w.stats.Played(w.game.Status().Difficulty)
		w.saveStats()
	case game.Won:
		w.won()
	case game.HighlightsChanged:
		h := w.game.Status().Highlights
		prefs := w.app.Preferences()
		prefs.SetBool(prefHouse, h.House)
		prefs.SetBool(prefSameDigit, h.SameDigit)
		prefs.SetBool(prefConflicts, h.Conflicts)
	case game.WatchChanged:
		if w.game.Watch() == nil {
			w.stopWatchJob()
		}
		return // the player's game did not change
	case game.CursorMoved, game.NumberSelected, game.HintShown, game.ExplainChanged:
		return // not worth a write: saved with the next move
	}
	w.save()
}

// statusFor returns what the status line says after the game's event ev, and
// whether it changes: the one place where events decide the status line, so
// what shows does not depend on the order of listeners. A move clears it; a
// hint, the step explained and the solver's count show their text; Check
// says how many digits are wrong; pausing says how to go on, and going on
// clears that (or the welcome back) but nothing else.
func (w *Window) statusFor(ev game.Event) (string, bool) {
	g := w.game
	switch ev.Kind {
	case game.CellChanged:
		return "", true
	case game.SolutionShown:
		return lang.X("status.solutionShown", "The solution is shown. Click New (or press Ctrl+N) for another puzzle."), true
	case game.HintShown:
		if m, ok := g.Hint().Message(); ok {
			return messageText(m), true
		}
		return "", false
	case game.ExplainChanged:
		return explainText(g), true
	case game.WatchChanged:
		return watchText(g), true
	case game.Checked:
		s := g.Status()
		return checkText(s.Right, s.Wrong)
	case game.HelpToggled:
		return noNumberHelp(), g.Status().Help && g.Selected() == 0
	case game.PauseToggled:
		if g.Status().Paused {
			w.pauseText = pausedText()
			return w.pauseText, true
		}
		return "", w.panel.Status() == w.pauseText
	}
	return "", false
}

// setDifficulty names the difficulty of the puzzle in play (see
// game.SetDifficulty) and shows it.
func (w *Window) setDifficulty(d string) {
	w.game.SetDifficulty(d)
	w.showDifficulty()
}

// showDifficulty shows the difficulty of the puzzle in play in the window's
// title ("Sudoku — Hard") and beside the timer; none while a puzzle is
// entered.
func (w *Window) showDifficulty() {
	d := w.game.Status().Difficulty
	if w.game.Entry() != nil || d == "" {
		w.win.SetTitle(appName)
		w.panel.SetDifficulty("")
		return
	}
	name := difficultyName(d)
	if d == custom && w.game.Puzzle().Variant() == sudoku.Classic {
		if g, ok := w.gradeOf(w.game.Puzzle().Givens); ok {
			name = lang.X("difficulty.graded", "{{.Difficulty}} · {{.Level}} {{.Rating}}", map[string]any{
				"Difficulty": name, "Level": gradeName(g), "Rating": fmt.Sprintf("%.1f", g.Rating)})
		}
	}
	w.win.SetTitle(lang.X("window.title", "Sudoku — {{.Difficulty}}", map[string]any{"Difficulty": name}))
	w.panel.SetDifficulty(name)
}

// gradeOf returns the grade of givens, a puzzle of the player's own (entered,
// imported or opened), when it is known. When it is not, it grades the
// puzzle on a job (w.jobs) — up to a second for the hardest puzzles — and
// shows the difficulty again when the grade comes back, if the puzzle is
// still in play.
func (w *Window) gradeOf(givens sudoku.Grid) (logic.Difficulty, bool) {
	if w.graded.givens == givens {
		return w.graded.grade, w.graded.ok
	}
	if w.grading == givens {
		return logic.Difficulty{}, false
	}
	if !gradeOffUI {
		d, err := grade(givens)
		w.graded = gradedPuzzle{givens, d, err == nil}
		return d, err == nil
	}
	w.grading = givens
	w.jobs.Add(1)
	go func() {
		defer w.jobs.Done()
		d, err := grade(givens)
		fyne.Do(func() {
			if w.grading == givens {
				w.grading = sudoku.Grid{}
			}
			// A puzzle that cannot be graded keeps the name Custom; the
			// game says what is wrong with a puzzle it plays.
			w.graded = gradedPuzzle{givens, d, err == nil}
			if err == nil && w.game.Puzzle().Givens == givens {
				w.showDifficulty()
			}
		})
	}()
	return logic.Difficulty{}, false
}

// won counts the win in the statistics and tells the player the time and
// whether it is a personal best.
func (w *Window) won() {
	t := w.game.Status().Elapsed.Truncate(time.Second)
	diff := w.game.Status().Difficulty
	prev := w.stats.Record(diff)
	best := w.stats.Won(diff, t)
	w.saveStats()
	data := map[string]any{"Time": formatDuration(t), "Best": formatDuration(prev.Best)}
	var msg string
	switch {
	case best && prev.Won > 0:
		msg = lang.X("won.newBest", "Well done: every cell is right, in {{.Time}}.\nA new personal best! (It was {{.Best}}.)\nClick New (or press Ctrl+N) for another puzzle.", data)
	case best:
		msg = lang.X("won.first", "Well done: every cell is right, in {{.Time}}.\nYour first win: a personal best.\nClick New (or press Ctrl+N) for another puzzle.", data)
	default:
		msg = lang.X("won.notBest", "Well done: every cell is right, in {{.Time}}.\nYour best is {{.Best}}.\nClick New (or press Ctrl+N) for another puzzle.", data)
	}
	w.panel.SetStatus(lang.X("status.solved", "Solved in {{.Time}}!", data))
	w.showInfo(lang.X("won.title", "Solved"), msg)
}

// save hands a snapshot of the game to the saver, which writes it off the UI
// goroutine (see saver); nothing while a puzzle is entered.
func (w *Window) save() {
	if w.dir == "" || !w.game.Status().Started || w.game.Entry() != nil {
		return
	}
	snap, err := w.game.Snapshot()
	if err != nil {
		return
	}
	w.saver.Put(snap)
	w.saved = time.Now()
}

// loadStats reads the statistics from the app's storage; unreadable ones are
// moved aside and the player is told.
func (w *Window) loadStats() {
	w.readFile(statsFile, w.stats.Load, lang.X("error.statsUnreadable", "The statistics could not be read, so they start afresh"))
}

func (w *Window) saveStats() {
	if w.dir == "" {
		return
	}
	if err := w.writeFile(statsFile, w.stats.Save); err != nil {
		w.panel.SetStatus(lang.X("status.statsFailed", "Could not save the statistics: {{.Err}}", errData(err)))
	}
}

// sentence makes an error message a sentence: capital first letter, final
// period.
func sentence(s string) string {
	if s == "" {
		return s
	}
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:] + "."
}

// refusal says in words why a move on cell was refused.
func refusal(cell int, err error) string {
	data := map[string]any{"Cell": sudoku.CellName(cell), "Err": errorText(err)}
	switch {
	case errors.Is(err, game.ErrGiven):
		return lang.X("refusal.given", "{{.Cell}} is a given and cannot change.", data)
	case errors.Is(err, game.ErrNoNumber):
		return lang.X("refusal.noNumber", "Pick a number first, then click a cell.")
	case errors.Is(err, game.ErrNoPuzzle):
		return lang.X("refusal.noPuzzle", "Wait for the puzzle to appear.")
	case errors.Is(err, game.ErrFilled):
		return lang.X("refusal.filled", "{{.Cell}} holds a digit: clear it before taking notes.", data)
	case errors.Is(err, game.ErrPaused):
		return lang.X("refusal.paused", "The game is paused: press P or the play button to go on.")
	case errors.Is(err, game.ErrOver):
		return lang.X("refusal.over", "This game is over: click New for another puzzle.")
	case errors.Is(err, game.ErrExplaining):
		return lang.X("refusal.explaining", "Close the explanation to play on.")
	case errors.Is(err, game.ErrEntering):
		return lang.X("refusal.entering", "Not while a puzzle is being entered: click Start when the givens are in.")
	case cell < 0:
		return sentence(errorText(err))
	}
	return lang.X("refusal.other", "{{.Cell}}: {{.Err}}", data)
}
