//go:build !js

package ui

import (
	"errors"

	"fyne.io/fyne/v2"

	"github.com/sudoku-devs/sudoku/internal/atomicfile"
)

// keepsStock says whether the app keeps a stock of puzzles made in the
// background, at low priority: on the desktop it does.
const keepsStock = true

// systemFonts says whether the system lends fonts for the glyphs Fyne's
// own font lacks: on the desktop it does.
const systemFonts = true

// canExit says whether the panel shows Exit: on the desktop it does: Exit saves and quits.
const canExit = true

// canChooseFiles says whether the player can pick files to open and places
// to save them, with Fyne's file dialogs: on the desktop they can.
const canChooseFiles = true

// download fails on the desktop, where files are saved where the player
// picks (see canChooseFiles).
func download(name, mediaType string, data []byte) error {
	return errors.ErrUnsupported
}

// appFiles returns the files of a's storage folder, or nil when a's storage
// is not a folder (the test driver's memory). It first removes from the
// folder the temporary files of writes killed before they finished, an hour
// old or more (see atomicfile.RemoveStale); failing that, they stay.
func appFiles(a fyne.App) files {
	if dir, ok := StorageDir(a); ok {
		_ = atomicfile.RemoveStale(dir)
		return dirFiles(dir)
	}
	return nil
}
