package game

import "time"

// Elapsed returns the time played on this puzzle. The timer runs only while
// the player plays: a puzzle is in play and not over, and the game is neither
// paused, nor showing the explanation or the solver's search, nor taking the
// givens of a puzzle being entered, nor held by HoldClock.
func (g *Game) Elapsed() time.Duration {
	p := g.current()
	switch {
	case p == nil:
		return 0
	case p.running:
		return p.elapsed + g.clock().Sub(p.since)
	}
	return p.elapsed
}

// Paused reports whether the game is paused: the timer stands still, moves,
// number selection, Check, hints and fill notes are refused, help and notes
// mode keep their state, and the board hides its digits.
func (g *Game) Paused() bool { p := g.current(); return p != nil && p.paused }

// SetPaused pauses (true) or resumes (false) a game in play; a game that has
// not started, is over or is being entered cannot be paused. Listeners get a
// PauseToggled event when the state changes. Resuming ends what Restored
// reports.
func (g *Game) SetPaused(on bool) {
	if on == g.Paused() || (on && !g.CanPause()) {
		return
	}
	p := g.play
	p.paused = on
	if !on {
		p.restored = false
	}
	g.syncClock()
	g.emit(PauseToggled)
}

// CanPause reports whether SetPaused(true) would pause the game: a puzzle is
// in play, not over and not being entered, and the game is not paused
// already.
func (g *Game) CanPause() bool { p := g.current(); return p != nil && !p.over && !p.paused }

// Restored reports whether the game in play was restored by Load and has not
// been resumed since: Load puts a game that is not over back paused, however
// the app ended, and the window can use this to say why the game is paused
// ("welcome back"). SetPaused(false) and any new game end it.
func (g *Game) Restored() bool { p := g.current(); return p != nil && p.restored }

// HoldClock stops the timer without pausing the game, until the returned
// release function is called: the window holds it while a modal dialog is
// shown, and the board does not hide. Holds nest: the timer runs again when
// every hold has been released (and nothing else stops it). A hold lasts
// across new games, so a dialog shown while a puzzle starts still holds the
// new game's timer. Calling release again does nothing. Listeners are not
// told: nothing on the board changes.
func (g *Game) HoldClock() (release func()) {
	g.holds++
	g.syncClock()
	released := false
	return func() {
		if released {
			return
		}
		released = true
		g.holds--
		g.syncClock()
	}
}

// ClockHeld reports whether a hold of HoldClock is in force.
func (g *Game) ClockHeld() bool { return g.holds > 0 }

// clockShouldRun reports whether the player is playing: the timer runs then.
func (g *Game) clockShouldRun() bool {
	p := g.play
	return p != nil && g.mode == nil && !p.over && !p.paused && g.holds == 0
}

// syncClock starts or stops the timer as clockShouldRun says.
func (g *Game) syncClock() {
	if g.clockShouldRun() {
		g.runClock()
	} else {
		g.stopClock()
	}
}

// runClock starts the timer of the game in play when the player is
// playing.
func (g *Game) runClock() {
	if p := g.play; p != nil && !p.running && g.clockShouldRun() {
		p.running, p.since = true, g.clock()
	}
}

// stopClock stops the timer of the game in play, keeping the time played.
func (g *Game) stopClock() {
	if p := g.play; p != nil && p.running {
		p.elapsed += g.clock().Sub(p.since)
		p.running = false
	}
}

// resetClock sets the time played on the sheet the player writes on to 0
// (nothing in enter mode, where no time is kept); a running timer goes on
// from there.
func (g *Game) resetClock() {
	p := g.current()
	if p == nil {
		return
	}
	p.elapsed = 0
	if p.running {
		p.since = g.clock()
	}
}

// Difficulty returns the difficulty of the puzzle in play, as SetDifficulty
// set it ("" when unknown); statistics are kept per difficulty.
func (g *Game) Difficulty() string {
	if p := g.current(); p != nil {
		return p.difficulty
	}
	return ""
}

// SetDifficulty names the difficulty of the puzzle in play, e.g. "Classic".
// Start clears it. Before the first game and in enter mode it does nothing.
func (g *Game) SetDifficulty(d string) {
	if p := g.current(); p != nil {
		p.difficulty = d
	}
}
