package ui

import (
	"bytes"
	"context"
	"errors"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-devs/sudoku/internal/atomicfile"
	"github.com/sudoku-devs/sudoku/internal/booklet"
	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
	"github.com/sudoku-devs/sudoku/internal/variant"
)

// printJob says what Print puts in the PDF.
type printJob struct {
	current   bool         // the puzzle in play, else a booklet of new ones
	solutions bool         // solutions at the back
	count     int          // how many new puzzles (booklet only)
	kind      booklet.Kind // what they are (booklet only)
	perPage   int          // 1, 2, 4 or 6 (booklet only; the puzzle in play gets a page)
}

// maxBooklet is the most puzzles a booklet holds.
const maxBooklet = 100

// The choices of the print dialog's Print select, by index.
const (
	printCurrent = iota // this puzzle
	printBooklet        // a booklet of new puzzles
)

// Print asks what to print — the puzzle in play, with or without its
// solution at the back, or a booklet of new puzzles at a difficulty, 1, 2, 4
// or 6 a page — then where to save the PDF, and makes it off the UI
// goroutine (see printTo). A booklet is of any kind New deals — classic,
// Size (which has no levels), killer, jigsaw, X or a mix — at a level; the
// kind and level selects start on those of new puzzles. A puzzle in play
// prints with its letters, regions, diagonals and cages.
func (w *Window) Print() {
	what := widget.NewSelect([]string{lang.X("print.current", "This puzzle"), lang.X("print.booklet", "A booklet of new puzzles")}, nil)
	solutions := widget.NewCheck(lang.X("print.solutions", "Solutions at the back"), nil)
	solutions.SetChecked(true)
	count := widget.NewEntry()
	count.SetText("12")
	count.Validator = validCount
	kinds := kindNames(false)
	kind := widget.NewSelect(kinds, nil) // by index: modeVariants, then modeGrids, then modeJigsaws
	if k := slices.Index(modeJigsaws, w.grid); w.jigsaw && k >= 0 {
		kind.SetSelectedIndex(len(modeVariants) + len(modeGrids) + k)
	} else {
		kind.SetSelectedIndex(kindIndex(w.mode, w.grid))
	}
	names := make([]string, 0, 5)
	for l := logic.Easy; l <= logic.Extreme; l++ {
		names = append(names, levelName(l))
	}
	level := widget.NewSelect(names, nil) // by index: Easy is 0
	level.SetSelectedIndex(int(w.level))
	isBooklet := func() bool { return what.SelectedIndex() == printBooklet }
	kind.OnChanged = func(string) {
		enable(level, isBooklet() && kinds[kind.SelectedIndex()] != variantName(sudoku.SizeVariant))
	}
	perPage := widget.NewSelect([]string{"1", "2", "4", "6"}, nil)
	perPage.SetSelected("4")
	// The form keeps Save as PDF… disabled while the count is out of range
	// and shows why under it, as it is typed; the dialog and its settings
	// stay.
	count.AlwaysShowValidationError = true
	countItem := widget.NewFormItem(lang.X("print.count", "Puzzles"), count)
	countItem.HintText = lang.X("print.countHint", "1 to {{.Max}}", map[string]any{"Max": maxBooklet})
	form := widget.NewForm(
		widget.NewFormItem(lang.X("print.what", "Print"), what),
		countItem,
		widget.NewFormItem(lang.X("print.kind", "Kind"), kind),
		widget.NewFormItem(lang.X("print.level", "Level"), level),
		widget.NewFormItem(lang.X("print.perPage", "Per page"), perPage),
		widget.NewFormItem("", solutions),
	)
	what.OnChanged = func(string) {
		booklet := isBooklet()
		for _, o := range []fyne.Disableable{count, kind, perPage} {
			enable(o, booklet)
		}
		kind.OnChanged(kind.Selected)
		if booklet {
			count.Validator = validCount
		} else {
			count.Validator = nil // not asked for: never blocks printing this puzzle
		}
		count.Validate()
		form.Refresh() // the labels follow their fields' state
	}
	if w.game.Status().Started && w.game.Entry() == nil {
		what.SetSelectedIndex(printCurrent)
	} else {
		what.SetSelectedIndex(printBooklet)
		what.Disable()
	}
	d := dialog.NewCustomWithoutButtons(lang.X("print.title", "Print"), form, w.win)
	form.SubmitText, form.CancelText = lang.X("print.save", "Save as PDF…"), lang.X("dialog.cancel", "Cancel")
	form.OnCancel = d.Hide
	form.OnSubmit = func() {
		d.Hide()
		job := printJob{current: what.SelectedIndex() == printCurrent, solutions: solutions.Checked, perPage: 1}
		if !job.current {
			job.count, _ = strconv.Atoi(count.Text) // validated
			switch k := kind.SelectedIndex(); {
			case k >= len(modeVariants)+len(modeGrids):
				n := modeJigsaws[k-len(modeVariants)-len(modeGrids)]
				l := min(logic.Level(level.SelectedIndex()), logic.SizedLevels(n))
				job.kind = booklet.Kind{Variant: sudoku.Jigsaw, Level: &l, Size: n, Jigsaw: true}
			case k >= len(modeVariants):
				n := modeGrids[k-len(modeVariants)]
				l := min(logic.Level(level.SelectedIndex()), logic.SizedLevels(n))
				job.kind = booklet.Kind{Level: &l, Size: n}
			case modeVariants[k] == sudoku.SizeVariant:
				job.kind = printKind(printSize, modeVariants[k])
			default:
				job.kind = printKind(level.SelectedIndex(), modeVariants[k])
			}
			job.perPage, _ = strconv.Atoi(perPage.Selected)
		}
		if !canChooseFiles {
			w.printTo(job, "") // downloaded
			return
		}
		w.saveAs(pdfName, func(path string) { w.printTo(job, path) })
	}
	form.Refresh()
	w.showDialog(d)
	d.Resize(fyne.NewSize(420, d.MinSize().Height))
}

// validCount checks the number of puzzles of a booklet typed in the print
// dialog: a whole number from 1 to maxBooklet.
func validCount(s string) error {
	if n, err := strconv.Atoi(s); err != nil || n < 1 || n > maxBooklet {
		return errors.New(lang.X("print.countError", "a number from 1 to {{.Max}}", map[string]any{"Max": maxBooklet}))
	}
	return nil
}

// printTo makes the PDF of job and writes it to path (with path "", in a
// browser, downloads it as pdfName), in a goroutine that ends after handing
// its result to fyne.Do; a progress dialog with Cancel
// shows meanwhile, and an error shows in a dialog. Cancel, or closing the
// window, stops it between two puzzles; then nothing is written.
func (w *Window) printTo(job printJob, path string) {
	bar := widget.NewProgressBar()
	msg := widget.NewLabel(lang.X("print.making", "Making the puzzles…"))
	var progress dialog.Dialog
	stop := widget.NewButton(lang.X("dialog.cancel", "Cancel"), func() { progress.Hide() })
	progress = dialog.NewCustomWithoutButtons(lang.X("print.printing", "Printing"), container.NewVBox(msg, bar, container.NewCenter(stop)), w.win)
	progress.Resize(fyne.NewSize(360, progress.MinSize().Height))
	// Shown as every dialog is, so that the clock stands still under it;
	// closed before the PDF is made (Cancel, Escape), it stops the job.
	w.showDialog(progress, func() {
		if w.jobs.runs(jobPrint) {
			w.jobs.stop(jobPrint)
			w.panel.SetStatus(lang.X("status.printCancelled", "Printing cancelled."))
		}
	})

	p := w.game.Puzzle()
	cur := booklet.Puzzle{Title: "Sudoku", Givens: p.Givens, Letters: p.Letters, Regions: p.Regions, Diagonals: p.Diagonals,
		Cages: p.Cages, Solution: w.game.Solution()}
	if d := w.game.Status().Difficulty; d != "" {
		cur.Title += " · " + difficultyName(d)
	}
	if vp := variant.Setter(&p); vp != nil {
		// A setter's puzzle is printed whole, with its constraints; its
		// solution, of any size, is worked out again on the job.
		cur = booklet.Puzzle{Title: cur.Title, Setter: vp}
		if sol := w.game.Solution(); vp.Size == 9 {
			cur.SetterSolution = make([]int, 81)
			for i, d := range sol {
				cur.SetterSolution[i] = int(d)
			}
		}
	}
	r := w.gameRand()
	runJob(&w.jobs, jobPrint, func(ctx context.Context) error {
		if vp := cur.Setter; vp != nil && cur.SetterSolution == nil && job.current && job.solutions {
			sol, err := setterSolution(ctx, vp)
			if err != nil {
				return err
			}
			cur.SetterSolution = sol
		}
		pdf, err := makePDF(ctx, job, cur, r, func(done, total int) {
			fyne.Do(func() { bar.SetValue(float64(done) / float64(total)) })
		})
		if err == nil && path == "" {
			err = download(pdfName, "application/pdf", pdf)
		} else if err == nil {
			err = atomicfile.Write(path, pdf)
		}
		return err // cancelled: nothing written (the save dialog created no file, see atomicRepository)
	}, func(err error) {
		progress.Hide()
		if err != nil {
			w.showError(errors.New(lang.X("error.print", "Could not print: {{.Err}}", errData(err))))
			return
		}
		if path == "" {
			path = pdfName
		}
		w.panel.SetStatus(lang.X("status.printed", "Saved the PDF as {{.Path}}.", map[string]any{"Path": path}))
	})
}

// makePDF returns the PDF of job: the puzzle in play cur, or job.count new
// puzzles made with r. It calls progress with the puzzles made so far and
// the total after each, and returns ctx's error when ctx is done before the
// PDF is made. The titles are in the player's language where the Go fonts
// or a TrueType font of the system (see pdfTitleFont) have their glyphs,
// else in English.
func makePDF(ctx context.Context, job printJob, cur booklet.Puzzle, r *rand.Rand, progress func(done, total int)) ([]byte, error) {
	kind := bookletName(job.kind)
	puzzleTitle := func(k int) string {
		return lang.X("print.puzzleTitle", "Puzzle {{.N}} · {{.Level}}", map[string]any{"N": k + 1, "Level": kind})
	}
	solutionTitle := func(title string) string {
		return lang.X("print.solutionTitle", "Solution: {{.Title}}", map[string]any{"Title": title})
	}
	opts := booklet.Options{PerPage: 1, Solutions: job.solutions, Title: "Sudoku"}
	cur.SolutionTitle = lang.X("print.solution", "Solution")
	if !job.current {
		opts.PerPage = job.perPage
		opts.Title = lang.X("print.bookletTitle", "Sudoku · {{.Count}} puzzles · {{.Level}}", map[string]any{"Count": job.count, "Level": kind})
		if job.count == 1 {
			opts.Title = lang.X("print.bookletTitleOne", "Sudoku · 1 puzzle · {{.Level}}", map[string]any{"Level": kind})
		}
	}
	font, ok := pdfTitleFont(opts.Title + cur.Title + cur.SolutionTitle + solutionTitle(puzzleTitle(0)))
	opts.TitleFont = font
	if !ok { // English, as sudokuprint titles its booklets; an empty solution title is booklet's own
		puzzleTitle = job.kind.Title
		solutionTitle = func(string) string { return "" }
		cur.Title, cur.SolutionTitle = "Sudoku", ""
		if !job.current {
			opts.Title = "Sudoku"
		}
	}
	puzzles := []booklet.Puzzle{cur}
	if !job.current {
		var err error
		puzzles, err = booklet.Make(ctx, r, job.count, job.kind, puzzleTitle, progress)
		if err != nil {
			return nil, err
		}
		for k := range puzzles {
			puzzles[k].SolutionTitle = solutionTitle(puzzles[k].Title)
		}
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if err := booklet.Write(&buf, puzzles, opts); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// pdfTitleFont returns the font for a PDF's titles, of which text is a
// sample: nil and true when the Go fonts have its glyphs; a TrueType font
// of the system's that has them (Japanese, Chinese or Korean titles with
// Debian's fonts-droid-fallback, say) and true; or nil and false when no
// font has them, and the titles are to be printed in English.
func pdfTitleFont(text string) ([]byte, bool) {
	if booklet.GoFontsCover(text) {
		return nil, true
	}
	font, _ := booklet.FindFont(booklet.FontDirs(), text)
	return font, font != nil
}

// saveAs asks where to save a file, named name by default, and calls save
// with its path; cancelled, nothing happens. The dialog lists the files of
// name's type and folders, starting in the folder of the last file opened
// or saved. Only files on this computer
// can be written: for anything else, and for the dialog's errors, an error
// dialog.
func (w *Window) saveAs(name string, save func(path string)) {
	d := dialog.NewFileSave(w.savingTo(save), w.win)
	d.SetFileName(name)
	if ext := filepath.Ext(name); ext != "" {
		d.SetFilter(storage.NewExtensionFileFilter([]string{ext}))
	}
	w.startInFolder(d)
	w.showDialog(d)
}

// savingTo returns the save dialog's callback for saveAs: given the
// writer of the file picked (which opened nothing, see atomicRepository)
// it calls save with that file's path; it shows the dialog's error, says
// that only files on this computer can be written, and does nothing when
// the dialog was cancelled.
func (w *Window) savingTo(save func(path string)) func(fyne.URIWriteCloser, error) {
	return func(wc fyne.URIWriteCloser, err error) {
		if err != nil {
			w.showError(err)
			return
		}
		if wc == nil {
			return // cancelled
		}
		uri := wc.URI()
		wc.Close()
		if uri.Scheme() != "file" {
			w.showError(errors.New(lang.X("error.notLocal", "Cannot write to {{.URI}}: only files on this computer", map[string]any{"URI": uri.String()})))
			return
		}
		w.rememberFolder(uri)
		save(uri.Path())
	}
}

// pdfName is the PDF's name: the save dialog's first choice, or the name of
// the download in a browser.
const pdfName = "sudoku.pdf"

// printSize is the level index printKind takes for a booklet of size
// puzzles, after the levels.
const printSize = int(logic.Extreme) + 1

// printKind returns the kind of booklet of the print dialog's level i of
// kind mode: puzzles of that level, of mode's variant when it has a shape
// and classic otherwise, or at printSize size puzzles.
func printKind(i int, mode sudoku.Variant) booklet.Kind {
	if i == printSize {
		return booklet.Kind{Variant: sudoku.SizeVariant}
	}
	l := logic.Level(i)
	if mode == sudoku.SizeVariant {
		mode = sudoku.Classic
	}
	return booklet.Kind{Variant: mode, Level: &l}
}

// bookletName names the puzzles of a booklet of kind k in the player's
// language: "Hard", "Killer · Hard", "Size", "6x6 · Easy".
func bookletName(k booklet.Kind) string {
	switch {
	case k.Sized() && k.Level != nil:
		return gridName(k.Size) + " · " + levelName(*k.Level)
	case k.Variant == sudoku.SizeVariant || k.Level == nil:
		return difficultyName(modeSize)
	case k.Variant != sudoku.Classic:
		return difficultyName(variantDifficulty(k.Variant, *k.Level))
	}
	return levelName(*k.Level)
}
