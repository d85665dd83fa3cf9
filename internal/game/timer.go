package game

import "time"

// MaxElapsed is the longest time a game's clock counts: 1000 hours less a
// second, which the clock shows as 999:59:59. The clock stands still there,
// and a saved game that says more is brought back to it (see ErrRepaired).
const MaxElapsed = 1000*time.Hour - time.Second

// SetPaused pauses (true) or resumes (false) a game in play; a game that has
// not started, is over or is being entered cannot be paused (see
// Allowed(ActionPause)). Listeners get a PauseToggled event when the state
// changes. Resuming ends what Status.Restored reports.
func (g *Game) SetPaused(on bool) {
	if on == g.paused() || g.Allowed(ActionPause) != nil {
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

// clockShouldRun reports whether the player is playing (a move that needs
// the game in play would be taken) and no dialog holds the clock: the timer
// runs then.
func (g *Game) clockShouldRun() bool {
	_, err := g.playing()
	return err == nil && g.holds == 0
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
		p.elapsed = min(p.elapsed+max(g.clock().Sub(p.since), 0), MaxElapsed)
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

// SetDifficulty names the difficulty of the puzzle in play, e.g. "Classic".
// Start clears it. Before the first game and in enter mode it does nothing.
func (g *Game) SetDifficulty(d string) {
	if p := g.current(); p != nil {
		p.difficulty = d
	}
}

// SetDaily marks the puzzle in play as the daily puzzle of date
// ("2026-12-01", see package daily), which Status.Daily reports and the
// saved game keeps; Start clears it. Before the first game and in enter
// mode it does nothing.
func (g *Game) SetDaily(date string) {
	if p := g.current(); p != nil {
		p.daily = date
	}
}

// elapsed returns the time played on the puzzle in play (see
// Status.Elapsed), at most MaxElapsed; 0 before the first game and in enter
// mode.
func (g *Game) elapsed() time.Duration {
	p := g.current()
	switch {
	case p == nil:
		return 0
	case p.running:
		return min(p.elapsed+max(g.clock().Sub(p.since), 0), MaxElapsed)
	}
	return min(p.elapsed, MaxElapsed)
}
