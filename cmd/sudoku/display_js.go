//go:build js

package main

import "fyne.io/fyne/v2"

// openDisplay reports no error: in a browser the page is the display. The
// screen's size is left to the browser too.
func openDisplay() (fyne.Size, error) { return fyne.Size{}, nil }

// isDisplayPanic reports false: a page has no display to lose.
func isDisplayPanic(any) bool { return false }
