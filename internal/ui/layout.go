package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// wideGain is how much larger the board must be beside the panel than above
// it for boardLayout to put the panel beside it: a window only a little
// wider than tall keeps the panel below, where the player's eye expects it.
const wideGain = 1.15

// boardLayout lays out the window's two parts, the board and the panel, so
// that the board takes as much of the window as it can (it is the point of
// the window) and the panel stays compact. The panel goes below the board,
// as wide as it and centred under it — or, in a window wide enough that the
// board grows by wideGain or more that way, beside it on the right, at its
// minimum width (or up to half the board's side where there is room) and
// level with the board's top. Objects are the board, then the panel.
type boardLayout struct{}

// MinSize returns the board's minimum square above the panel's minimum
// size. (Making the board at least as wide as the panel there would line
// the two up at the smallest window too, but costs 130 pixels of height
// that a 768-pixel screen does not have.)
func (boardLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	b, p := objects[0].MinSize(), objects[1].MinSize()
	return fyne.NewSize(max(b.Width, p.Width), b.Height+p.Height)
}

// Layout places the board, square, and the panel below or beside it, the
// two as one block centred in size.
func (boardLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	board, panel := objects[0], objects[1]
	pmin, bmin := panel.MinSize(), board.MinSize().Width
	below := max(min(size.Width, size.Height-pmin.Height), bmin)
	gap := 2 * theme.Padding() // between the board and a panel beside it
	beside := min(size.Height, size.Width-pmin.Width-gap)
	if pmin.Height <= size.Height && beside >= below*wideGain {
		pw := min(max(pmin.Width, beside/2), size.Width-beside-gap)
		left := (size.Width - beside - gap - pw) / 2
		board.Move(fyne.NewPos(left, (size.Height-beside)/2))
		board.Resize(fyne.NewSquareSize(beside))
		panel.Move(fyne.NewPos(left+beside+gap, (size.Height-beside)/2))
		panel.Resize(fyne.NewSize(pw, pmin.Height))
		return
	}
	side := below
	pw := min(max(side, pmin.Width), size.Width)
	top := max((size.Height-side-pmin.Height)/2, 0)
	board.Move(fyne.NewPos((size.Width-side)/2, top))
	board.Resize(fyne.NewSquareSize(side))
	panel.Move(fyne.NewPos((size.Width-pw)/2, top+side))
	panel.Resize(fyne.NewSize(pw, pmin.Height))
}
