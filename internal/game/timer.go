package game

import "time"

// Elapsed returns the time played on this puzzle: the timer runs while a game
// is in play and not paused, and stops when the game is over.
func (g *Game) Elapsed() time.Duration {
	if g.running {
		return g.elapsed + g.clock().Sub(g.since)
	}
	return g.elapsed
}

// Paused reports whether the game is paused: the timer stands still, moves are
// refused and the board hides its digits.
func (g *Game) Paused() bool { return g.paused }

// SetPaused pauses (true) or resumes (false) a game in play; a game that has
// not started or is over cannot be paused.
func (g *Game) SetPaused(on bool) {
	if on == g.paused || (on && (!g.started || g.over || g.entering)) {
		return
	}
	g.paused = on
	if on {
		g.stopClock()
	} else {
		g.runClock()
	}
	g.emit(PauseToggled)
}

// runClock starts the timer when the game is in play and not paused.
func (g *Game) runClock() {
	if !g.running && g.started && !g.over && !g.paused && !g.entering {
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

// Difficulty returns the difficulty of the puzzle in play, as SetDifficulty
// set it ("" when unknown); statistics are kept per difficulty.
func (g *Game) Difficulty() string { return g.difficulty }

// SetDifficulty names the difficulty of the puzzle in play, e.g. "Classic".
// Start clears it.
func (g *Game) SetDifficulty(d string) { g.difficulty = d }
