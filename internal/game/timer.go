package game

import "time"

// Elapsed returns the time played on this puzzle. The timer runs only while
// the player plays: a puzzle is in play and not over, and the game is neither
// paused, nor showing the explanation or the solver's search, nor taking the
// givens of a puzzle being entered, nor held by HoldClock.
func (g *Game) Elapsed() time.Duration {
	if g.running {
		return g.elapsed + g.clock().Sub(g.since)
	}
	return g.elapsed
}

// Paused reports whether the game is paused: the timer stands still, moves,
// number selection, Check, hints and fill notes are refused, help and notes
// mode keep their state, and the board hides its digits.
func (g *Game) Paused() bool { return g.paused }

// SetPaused pauses (true) or resumes (false) a game in play; a game that has
// not started, is over or is being entered cannot be paused. Listeners get a
// PauseToggled event when the state changes. Resuming ends what Restored
// reports.
func (g *Game) SetPaused(on bool) {
	if on == g.paused || (on && !g.CanPause()) {
		return
	}
	g.paused = on
	if !on {
		g.restored = false
	}
	g.syncClock()
	g.emit(PauseToggled)
}

// CanPause reports whether SetPaused(true) would pause the game: a puzzle is
// in play, not over and not being entered, and the game is not paused
// already.
func (g *Game) CanPause() bool { return g.started && !g.over && !g.entering && !g.paused }

// Restored reports whether the game in play was restored by Load and has not
// been resumed since: Load puts a game that is not over back paused, however
// the app ended, and the window can use this to say why the game is paused
// ("welcome back"). SetPaused(false) and any new game end it.
func (g *Game) Restored() bool { return g.restored }

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
	return g.started && !g.over && !g.paused && !g.entering && g.explain == nil && g.watch == nil && g.holds == 0
}

// syncClock starts or stops the timer as clockShouldRun says.
func (g *Game) syncClock() {
	if g.clockShouldRun() {
		g.runClock()
	} else {
		g.stopClock()
	}
}

// runClock starts the timer when the player is playing.
func (g *Game) runClock() {
	if !g.running && g.clockShouldRun() {
		g.running, g.since = true, g.clock()
	}
}

// stopClock stops the timer, keeping the time played.
func (g *Game) stopClock() {
	if g.running {
		g.elapsed += g.clock().Sub(g.since)
		g.running = false
	}
}

// resetClock sets the time played to 0; a running timer goes on from there.
func (g *Game) resetClock() {
	g.elapsed = 0
	if g.running {
		g.since = g.clock()
	}
}

// Difficulty returns the difficulty of the puzzle in play, as SetDifficulty
// set it ("" when unknown); statistics are kept per difficulty.
func (g *Game) Difficulty() string { return g.difficulty }

// SetDifficulty names the difficulty of the puzzle in play, e.g. "Classic".
// Start clears it.
func (g *Game) SetDifficulty(d string) { g.difficulty = d }
