package ui

import (
	"context"
	"errors"
	"io"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"

	"github.com/sudoku-devs/sudoku/internal/atomicfile"
	"github.com/sudoku-devs/sudoku/internal/fpuzzles"
	"github.com/sudoku-devs/sudoku/internal/game"
	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/puzzletext"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
	"github.com/sudoku-devs/sudoku/internal/variant"
)

// maxImport is the most of a file Import reads: far more than a puzzle needs.
const maxImport = 1 << 20

// EnterPuzzle clears the board for the player to type the givens of a puzzle
// of their own (a generation or explanation under way is dropped); Start
// validates and plays it, Cancel goes back to the game that was in play.
func (w *Window) EnterPuzzle() {
	w.enter(sudoku.Grid{})
	w.panel.SetStatus(lang.X("status.enterHow", "Click a cell and type its digit (0 or right-click clears); Start when the givens are in."))
}

// enter starts enter mode with givens on the board.
func (w *Window) enter(givens sudoku.Grid) {
	if w.game.Entry() == nil {
		w.replacing, w.replacedTime = w.inProgress(), w.game.Status().Elapsed
	}
	w.stopGameJobs()
	if err := w.game.EnterPuzzle(givens); err != nil {
		w.panel.SetStatus(sentence(errorText(err)))
		return
	}
	w.win.Canvas().Focus(w.board)
}

// StartEntered starts the puzzle typed in enter mode when it has exactly one
// solution; otherwise the status line says why, naming cells, and enter mode
// goes on.
func (w *Window) StartEntered() {
	w.finishEnter(func(err error) {
		w.panel.SetStatus(lang.X("status.cannotStart", "Cannot start: {{.Err}}.", errData(err)))
	}, func() {
		w.panel.SetStatus(lang.X("status.enteredStarts", "Your puzzle has exactly one solution ({{.Givens}} givens): play on!",
			map[string]any{"Givens": w.game.Puzzle().Givens.Filled()}))
	}, nil)
}

// finishEnter starts the puzzle typed in enter mode, calling started after,
// or calls refused with the reason it cannot be played. The givens are
// checked on a job, off the UI goroutine: solving them and, when
// they have several solutions, finding a cell they leave open can take
// hundreds of solves. When the game that was in play before enter mode has
// moves, it asks first whether to leave it. For givens typed (kept nil) the
// answer no stays in enter mode, where Cancel goes back to that game; for a
// puzzle imported, the question is New game's ("Leave this game?") and the
// answer no, Keep playing, calls kept. Givens changed while they were being
// checked start nothing, and a second Start meanwhile is ignored.
func (w *Window) finishEnter(refused func(error), started, kept func()) {
	if w.checking {
		return // Start pressed again while the givens are checked
	}
	c, err := w.game.Entry().Ask()
	if err != nil {
		refused(err)
		return
	}
	w.checking = true
	runJob(&w.jobs, noKind, func(context.Context) *game.EnterCheck { hooks.checkGivens(c); return c }, func(c *game.EnterCheck) {
		w.checking = false
		finish := func() {
			if err := c.Finish(); errors.Is(err, game.ErrStale) {
				return
			} else if err != nil {
				refused(err) // the reason, naming cells
				return
			}
			w.startedCustom()
			started()
		}
		if c.Err() != nil || !w.replacing {
			finish()
			return
		}
		if kept != nil {
			w.askLeave(w.replacedTime, finish, kept)
			return
		}
		w.confirm(lang.X("leaveEntered.title", "Start this puzzle?"),
			lang.X("leaveEntered.message", "Starting it ends the game you were playing, which cannot be taken back. Not yet goes on entering this puzzle; Cancel, under the board, goes back to that game."),
			lang.X("leaveEntered.yes", "Start it"), lang.X("leaveEntered.no", "Not yet"), finish)
	})
}

// startedCustom names the difficulty of a game of the player's own puzzle
// (its statistics are kept under Custom) and saves it.
func (w *Window) startedCustom() {
	w.setDifficulty(custom)
	w.save()
}

// CancelEntered leaves enter mode for the game that was in play, or a new
// one when there was none.
func (w *Window) CancelEntered() {
	w.game.Entry().Cancel()
	w.panel.SetStatus("")
	if !w.game.Status().Started {
		w.NewGame()
	}
}

// escape leaves enter mode on Escape, as Cancel does: at once when no
// given has been typed, after asking when some have, since they would be
// lost. Outside enter mode it does nothing.
func (w *Window) escape() {
	if w.game.Entry() == nil {
		w.game.Selection().Set(-1) // no cell selected, as in SudokuPad
		return
	}
	n := w.game.Board().Filled()
	if n == 0 {
		w.CancelEntered()
		return
	}
	w.confirm(lang.X("enterLeave.title", "Stop entering this puzzle?"),
		lang.X("enterLeave.message", "The givens you typed are thrown away ({{.Count}} so far).", map[string]any{"Count": n}),
		lang.X("enterLeave.yes", "Throw them away"), lang.X("enterLeave.no", "Keep entering"), func() {
			if w.game.Entry() != nil {
				w.CancelEntered()
			}
		})
}

// Import plays the puzzle in text (see puzzleText). A puzzle that does not
// parse gets an error dialog and changes nothing; one that parses but breaks
// a rule or has no single solution is put on the board in enter mode, with
// the reason in the status line, for the player to fix. A killer, jigsaw or
// X puzzle (an f-puzzles link or document, or a Solo game ID) is played at
// once when it has one solution (see importVariant).
func (w *Window) Import(text, from string) {
	if t := puzzleText(text); puzzletext.HasShape(t) {
		w.importVariant(t, from, func() {})
		return
	}
	g, err := sudoku.Parse(puzzleText(text))
	if err != nil {
		w.showError(errors.New(lang.X("error.import", "Cannot import the puzzle from {{.From}}: {{.Err}}", map[string]any{"From": from, "Err": errorText(err)})))
		return
	}
	w.enter(g)
	if w.game.Entry() == nil {
		return
	}
	w.finishEnter(func(err error) {
		w.panel.SetStatus(lang.X("status.importRefused", "Cannot play the puzzle from {{.From}}: {{.Err}}. Fix it here, then Start.",
			map[string]any{"From": from, "Err": errorText(err)}))
	}, func() {
		w.panel.SetStatus(lang.X("status.imported", "Puzzle from {{.From}}: {{.Givens}} givens. Click a cell, then a number (or a number, then cells).",
			map[string]any{"From": from, "Givens": w.game.Puzzle().Givens.Filled()}))
	}, w.CancelEntered)
}

// ImportClipboard plays the puzzle on the clipboard (see Import).
func (w *Window) ImportClipboard() {
	text := w.app.Clipboard().Content()
	if strings.TrimSpace(text) == "" {
		w.panel.SetStatus(lang.X("status.clipboardEmpty", "The clipboard holds no text: copy a puzzle first, then Ctrl+V."))
		return
	}
	w.Import(text, lang.X("import.clipboard", "the clipboard"))
}

// ImportFile asks for a file with Fyne's file dialog and plays the puzzle in
// it (see Import); a file that cannot be read gets an error dialog. The
// dialog lists the puzzle files (puzzleExtensions) and folders, starting in
// the folder of the last file opened or saved. The clock stands still while
// the dialog is open, as for every dialog.
func (w *Window) ImportFile() {
	d := dialog.NewFileOpen(func(rc fyne.URIReadCloser, err error) {
		if rc == nil && err == nil {
			return // cancelled
		}
		var data []byte
		if err == nil {
			data, err = io.ReadAll(io.LimitReader(rc, maxImport))
			rc.Close()
		}
		if err != nil {
			w.showError(errors.New(lang.X("error.readFile", "Cannot read the file: {{.Err}}", errData(err))))
			return
		}
		w.rememberFolder(rc.URI())
		w.Import(string(data), rc.URI().Name())
	}, w.win)
	d.SetFilter(storage.NewExtensionFileFilter(puzzleExtensions))
	w.startInFolder(d)
	w.showDialog(d) // the clock stands still while the player looks for the file
}

// ExportClipboard copies the puzzle in play — its givens, or in enter mode
// the givens typed so far — to the clipboard in the 81-character format;
// a size puzzle's 81 letters follow after a space (the format
// sudoku.ParsePuzzle reads); a killer, jigsaw or X puzzle goes as an
// f-puzzles link, which Import reads back.
func (w *Window) ExportClipboard() {
	g := w.game
	if !g.Status().Started {
		w.panel.SetStatus(lang.X("status.nothingToCopy", "No puzzle to copy yet."))
		return
	}
	p := g.Puzzle()
	if g.Entry() != nil {
		p = sudoku.Puzzle{Givens: g.Board()}
	}
	if vp := variant.Setter(&p); vp != nil {
		w.app.Clipboard().SetContent(variant.Link(vp))
		w.panel.SetStatus(lang.X("status.copiedLink", "Copied the puzzle to the clipboard as an f-puzzles link."))
		return
	}
	if p.HasShape() {
		link := fpuzzles.Link(p, kindTitle(g.Status().Difficulty))
		w.app.Clipboard().SetContent(link)
		w.panel.SetStatus(lang.X("status.copiedLink", "Copied the puzzle to the clipboard as an f-puzzles link."))
		return
	}
	text := p.String()
	w.app.Clipboard().SetContent(text)
	w.panel.SetStatus(lang.X("status.copied", "Copied the puzzle to the clipboard: {{.Puzzle}}", map[string]any{"Puzzle": text}))
}

// ExportFile asks where to save the puzzle in play (as ExportClipboard
// copies it) and writes it there, atomically: a killer, jigsaw or X puzzle
// as an f-puzzles JSON document (sudoku.json), which f-puzzles and Import
// read, any other in the puzzle text format with a newline (sudoku.txt).
// Only files on this computer can be written; an error is shown in a
// dialog.
func (w *Window) ExportFile() {
	g := w.game
	if !g.Status().Started || g.Entry() != nil {
		w.panel.SetStatus(lang.X("status.nothingToSave", "No puzzle to save yet."))
		return
	}
	text, name := puzzleFile(g.Puzzle(), kindTitle(g.Status().Difficulty))
	if !canChooseFiles {
		if err := download(name, "text/plain", []byte(text)); err != nil {
			w.showError(err)
			return
		}
		w.panel.SetStatus(lang.X("status.savedPuzzle", "Saved the puzzle to {{.File}}.", map[string]any{"File": name}))
		return
	}
	w.saveAs(name, func(path string) { w.writePuzzleFile(path, text) })
}

// writePuzzleFile writes text, the puzzle as ExportFile saves it, to path
// with atomicfile.Write, and says so in the status line; an error (a
// folder, device or FIFO at path, a missing folder) shows in a dialog.
func (w *Window) writePuzzleFile(path, text string) {
	if err := atomicfile.Write(path, []byte(text)); err != nil {
		w.showError(err)
		return
	}
	w.panel.SetStatus(lang.X("status.savedPuzzle", "Saved the puzzle to {{.File}}.", map[string]any{"File": path}))
}

// puzzleFile returns the text ExportFile writes for p, titled title when
// it is an f-puzzles document (see kindTitle; a setter's puzzle keeps its
// own title and every constraint), and the file's default name.
func puzzleFile(p sudoku.Puzzle, title string) (text, name string) {
	if vp := variant.Setter(&p); vp != nil {
		return variant.Write(vp) + "\n", "sudoku.json"
	}
	if p.HasShape() {
		return fpuzzles.Write(p, title) + "\n", "sudoku.json"
	}
	return p.String() + "\n", "sudoku.txt"
}

// puzzleText picks a puzzle out of text from a file or the clipboard: blank
// lines and lines starting with '#' are skipped; nine lines of nine
// characters are the 9-line form, otherwise the first line is the puzzle.
func puzzleText(text string) string {
	var lines []string
	for _, l := range strings.Split(text, "\n") {
		l = strings.TrimSpace(l)
		if l != "" && !strings.HasPrefix(l, "#") {
			lines = append(lines, l)
		}
	}
	switch {
	case len(lines) == 0:
		return ""
	case len(lines) == 9 && len(lines[0]) == 9:
		return strings.Join(lines, "\n")
	}
	return lines[0]
}

// importVariant plays a killer, jigsaw or X puzzle read from text (see
// package puzzletext), which came from from: it is solved on a job and,
// with exactly one solution, started as a puzzle of the player's own (the
// game in play is left, asking first when it has moves). A puzzle that
// cannot be read or played gets an error dialog saying why, and refused
// runs then (the game goes on, or for -puzzle the saved or a new game
// starts).
func (w *Window) importVariant(text, from string, refused func()) {
	fail := func(err error) {
		w.showError(errors.New(lang.X("error.import", "Cannot import the puzzle from {{.From}}: {{.Err}}", map[string]any{"From": from, "Err": errorText(err)})))
		refused()
	}
	p, err := puzzletext.Read(text)
	if err != nil {
		// A setter's grid of another size than 9x9 is played as package
		// variant reads it.
		if vp, verr := variant.Read(strings.TrimSpace(text)); verr == nil && vp.Size != 9 {
			w.importSetter(vp, from, fail)
			return
		}
		fail(err)
		return
	}
	if vp := variant.Setter(&p); vp != nil {
		w.importSetter(vp, from, fail)
		return
	}
	type solved struct {
		sol sudoku.Grid
		err error
	}
	runJob(&w.jobs, noKind, func(context.Context) solved {
		sol, err := sudoku.Solve(p)
		return solved{sol, err}
	}, func(s solved) {
		if s.err != nil {
			fail(s.err)
			return
		}
		w.unlessInProgress(func() {
			if err := w.game.Start(p, s.sol); err != nil {
				w.showError(err)
				return
			}
			w.startedCustom()
			w.panel.SetStatus(lang.X("status.importedVariant", "Puzzle from {{.From}}: a {{.Kind}} puzzle. Click a cell, then a number (or a number, then cells).",
				map[string]any{"From": from, "Kind": variantName(p.Variant())}))
		})
	})
}

// setterPrefix starts the difficulty of a setter's puzzle, which its title
// follows: the game keeps its statistics under the title, and the window
// shows the title where it shows a level.
const setterPrefix = "setter: "

// importSetter plays a setter's puzzle vp, of any size, with its
// constraints, as importVariant does: it is solved on a job (cancelled with the window's
// jobs), and played with its one solution, or with the setter's own when
// the puzzle has several and the setter gave one that keeps every rule.
// Its difficulty is its title (see setterPrefix). The status line names
// the puzzle and its setter, says that R shows the rules, and says when
// the setter's solution is not the puzzle's.
func (w *Window) importSetter(vp *variant.Puzzle, from string, fail func(error)) {
	type solved struct {
		sol  []int
		note string // what the player should know of the solution
		err  error
	}
	w.panel.SetStatus(lang.X("status.solvingSetter", "Solving the puzzle from {{.From}} to check that it has one solution…", map[string]any{"From": from}))
	runJob(&w.jobs, noKind, func(ctx context.Context) solved {
		sol, err := vp.Solve(ctx)
		setters := vp.Solution != nil && vp.Holds(vp.Solution)
		switch {
		case errors.Is(err, variant.ErrMultipleSolutions) && setters:
			return solved{vp.Solution, lang.X("status.setterSolution", "The puzzle has more than one solution; the game checks your digits against the setter's."), nil}
		case err != nil:
			return solved{err: err}
		case vp.Solution != nil && !slices.Equal(sol, vp.Solution):
			return solved{sol, lang.X("status.setterWrong", "The setter's solution is not the puzzle's only one; the game checks your digits against the puzzle's."), nil}
		}
		return solved{sol: sol}
	}, func(s solved) {
		if s.err != nil {
			fail(s.err)
			return
		}
		w.unlessInProgress(func() {
			if err := w.game.StartSetter(vp, s.sol); err != nil {
				w.showError(err)
				return
			}
			w.setDifficulty(setterPrefix + vp.Title)
			w.save()
			title := vp.Title
			if title == "" {
				title = lang.X("status.untitled", "a setter's puzzle")
			}
			msg := lang.X("status.importedSetter", "{{.Title}}, from {{.From}}. Press R for its rules.", map[string]any{"Title": title, "From": from})
			if vp.Author != "" {
				msg = lang.X("status.importedSetterBy", "{{.Title}} by {{.Author}}, from {{.From}}. Press R for its rules.", map[string]any{"Title": title, "Author": vp.Author, "From": from})
			}
			if s.note != "" {
				msg += " " + s.note
			}
			w.panel.SetStatus(msg)
		})
	})
}

// setterSolution solves vp again, off the UI goroutine, for the solution
// the game plays (see importSetter): its one solution, or the setter's when
// the puzzle has several and the setter gave one.
func setterSolution(ctx context.Context, vp *variant.Puzzle) ([]int, error) {
	sol, err := vp.Solve(ctx)
	if errors.Is(err, variant.ErrMultipleSolutions) && vp.Solution != nil && vp.Holds(vp.Solution) {
		return vp.Solution, nil
	}
	return sol, err
}

// kindTitle returns the English title of an f-puzzles document or link of
// the puzzle in play, whose difficulty is d, as the command line titles
// them (logic.KindName): "Killer · Hard" for a killer New dealt at Hard; ""
// for a puzzle of the player's own, which fpuzzles titles with its
// variant's name.
func kindTitle(d string) string {
	if v, l, ok := parseVariantDifficulty(d); ok {
		return logic.KindName(v, l)
	}
	return ""
}
