package ui

import (
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
)

// puzzleExtensions are the files Import from a file… lists, and so the
// files it reads: puzzles as text (one per line, or nine lines of nine),
// f-puzzles documents, and the SadMan Sudoku formats (.sdk one puzzle,
// .sdm one per line), which are text too.
var puzzleExtensions = []string{".txt", ".json", ".sdk", ".sdm"}

// locatable is a file dialog that can be told where to start.
type locatable interface{ SetLocation(fyne.ListableURI) }

// startInFolder makes d start in the folder the player last opened or saved
// a file in (settings.Folder); when there is none, or it is gone, d starts
// where Fyne starts it (the working folder, or home).
func (w *Window) startInFolder(d locatable) {
	if w.settings.Folder == "" {
		return
	}
	if l, err := storage.ListerForURI(storage.NewFileURI(w.settings.Folder)); err == nil {
		d.SetLocation(l)
	}
}

// rememberFolder keeps the folder of file u, which the player just opened
// or saved, for the next file dialog (see startInFolder); a file that is
// not on this computer changes nothing.
func (w *Window) rememberFolder(u fyne.URI) {
	if u == nil || u.Scheme() != "file" {
		return
	}
	if dir := filepath.Dir(u.Path()); dir != w.settings.Folder {
		w.setSettings(func(s *settings) { s.Folder = dir })
	}
}
