//go:build !js

package ui

import "fyne.io/fyne/v2"

// keepsStock says whether the app keeps a stock of puzzles made in the
// background, at low priority: on the desktop it does.
const keepsStock = true

// appFiles returns the files of a's storage folder, or nil when a's storage
// is not a folder (the test driver's memory).
func appFiles(a fyne.App) files {
	if dir, ok := StorageDir(a); ok {
		return dirFiles(dir)
	}
	return nil
}
