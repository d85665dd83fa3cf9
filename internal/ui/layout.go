package ui

import "fyne.io/fyne/v2"

// boardLayout lays out the window's two parts, the board and the panel below
// it, so that the panel stays compact at every size: the board takes the
// largest square the space leaves above the panel's minimum height, and the
// panel is as wide as the board (never narrower than its minimum width),
// centred under it. Objects are the board, then the panel.
type boardLayout struct{}

// MinSize returns the board's minimum square above the panel's minimum size.
func (boardLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	b, p := objects[0].MinSize(), objects[1].MinSize()
	return fyne.NewSize(max(b.Width, p.Width), b.Height+p.Height)
}

// Layout places the board, square and centred, and the panel under it.
func (boardLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	board, panel := objects[0], objects[1]
	ph := panel.MinSize().Height
	side := max(min(size.Width, size.Height-ph), board.MinSize().Width)
	pw := min(max(side, panel.MinSize().Width), size.Width)
	// The two as one block, centred vertically in what is left.
	top := max((size.Height-side-ph)/2, 0)
	board.Move(fyne.NewPos((size.Width-side)/2, top))
	board.Resize(fyne.NewSquareSize(side))
	panel.Move(fyne.NewPos((size.Width-pw)/2, top+side))
	panel.Resize(fyne.NewSize(pw, ph))
}
