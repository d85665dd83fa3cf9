package game

// What the player may do now. The panel enables a control when its Can…
// method says yes; each agrees with the method it names, which refuses (or
// ignores) what it says no to.

// CanCheck reports whether Check would show check marks: a puzzle is in
// play and not over, and the game is not paused, entering a puzzle, or
// showing the explanation or the solver's search.
func (g *Game) CanCheck() bool {
	p := g.play
	return g.mode == nil && p != nil && !p.over && !p.paused
}

// CanHint reports whether ShowHint would show a hint: a puzzle is in play
// and not over, and the game is not paused, entering a puzzle, or showing
// the explanation or the solver's search.
func (g *Game) CanHint() bool { _, err := g.playing(); return err == nil }

// CanFillNotes reports whether FillNotes would be accepted (it may still
// find every note right and change nothing): as for CanHint.
func (g *Game) CanFillNotes() bool { return g.CanHint() }

// CanShowSolution reports whether ShowSolution would be accepted: as for
// CanHint.
func (g *Game) CanShowSolution() bool { return g.CanHint() }

// CanRestart reports whether Restart would be accepted: a puzzle is in play
// (or being entered) and not over, and the game is not paused or showing
// the explanation or the solver's search.
func (g *Game) CanRestart() bool { return g.playable() == nil }

// CanExplain reports whether the explanation can be asked for: a classic
// puzzle is in play, over or not, and the game is not paused, entering a
// puzzle, or showing the explanation or the solver's search already.
// StartExplain accepts all of these; it also replaces an explanation or a
// search already shown, which CanExplain does not offer: the window shows
// Close for those instead.
func (g *Game) CanExplain() bool {
	p := g.play
	return g.mode == nil && p != nil && !p.paused && !p.puzzle.HasLetters()
}

// CanSelectNumber reports whether SelectNumber would be accepted: the game
// is not paused, and shows neither the explanation nor the solver's search.
// A number can be selected before a puzzle starts, while one is entered and
// after the game is over (for the same-digit highlight).
func (g *Game) CanSelectNumber() bool {
	return !g.Paused() && g.explaining() == nil && g.watching() == nil
}

// CanSetHelp reports whether SetHelp would switch help: the game is not
// paused.
func (g *Game) CanSetHelp() bool { return !g.Paused() }

// CanSetNotesMode reports whether SetNotesMode would switch notes mode: the
// game is not paused.
func (g *Game) CanSetNotesMode() bool { return !g.Paused() }
