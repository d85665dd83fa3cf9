package ui

import (
	"context"
	"sync"

	"fyne.io/fyne/v2"
)

// jobKind names background work of which the window runs one at a time:
// starting a job of a kind cancels the one of that kind under way.
type jobKind int

// The kinds of job; noKind is work that nothing replaces (a hint, a check
// of entered givens), whose result the UI goroutine weighs itself.
const (
	noKind     jobKind = iota
	jobNew             // making a new puzzle; shows busy
	jobExplain         // working out the explanation; shows busy
	jobPrint           // making a PDF
	jobWatch           // the solver's search being watched
	jobGrade           // grading a puzzle of the player's own
)

// busy reports whether the panel's activity indicator shows while a job of
// kind k runs.
func (k jobKind) busy() bool { return k == jobNew || k == jobExplain }

// jobs runs the window's work off the UI goroutine, the one way the window
// does: each job runs on a goroutine of its own with a context, its result
// comes back to the UI goroutine through fyne.Do, and a job cancelled
// meanwhile (replaced by another of its kind, stopped, or the window
// closed) hands back nothing. It counts the jobs under way, for Wait, and
// tells onBusy whether any job that shows busy is running. Its methods but
// Wait are called on the UI goroutine.
type jobs struct {
	wg      sync.WaitGroup
	running map[jobKind]context.CancelFunc
	onBusy  func(bool)
	busy    bool
}

// Wait waits until every job started has handed back its result (or
// nothing, when cancelled): tests call it, where Fyne's test driver runs
// fyne.Do on the job's own goroutine.
func (j *jobs) Wait() { j.wg.Wait() }

// stop cancels the job of kind k under way, if any; its result is dropped.
func (j *jobs) stop(k jobKind) {
	if cancel, ok := j.running[k]; ok {
		cancel()
		delete(j.running, k)
		j.syncBusy()
	}
}

// stopAll cancels every job of a kind, as the window closes.
func (j *jobs) stopAll() {
	for k := range j.running {
		j.stop(k)
	}
}

// runs reports whether a job of kind k is under way.
func (j *jobs) runs(k jobKind) bool { _, ok := j.running[k]; return ok }

// syncBusy tells onBusy whether a job that shows busy runs, when that
// changed.
func (j *jobs) syncBusy() {
	busy := false
	for k := range j.running {
		busy = busy || k.busy()
	}
	if busy != j.busy {
		j.busy = busy
		if j.onBusy != nil {
			j.onBusy(busy)
		}
	}
}

// runJob runs work on a goroutine of its own, as a job of kind k of j (a
// job of kind k under way is cancelled first). work gets a context that is
// done when the job is cancelled, and should stop soon after. When work
// returns, the job ends on the UI goroutine, through fyne.Do, and done gets
// its result there, unless the job was cancelled meanwhile; done may be
// nil.
func runJob[T any](j *jobs, k jobKind, work func(ctx context.Context) T, done func(T)) {
	ctx, cancel := context.WithCancel(context.Background())
	if k != noKind {
		if old, ok := j.running[k]; ok {
			old() // replaced: the busy indicator stays on
		}
		if j.running == nil {
			j.running = map[jobKind]context.CancelFunc{}
		}
		j.running[k] = cancel
		j.syncBusy()
	}
	j.wg.Add(1)
	go func() {
		defer j.wg.Done()
		result := work(ctx)
		fyne.Do(func() {
			if ctx.Err() != nil {
				return
			}
			cancel()
			if k != noKind {
				delete(j.running, k)
				j.syncBusy()
			}
			if done != nil {
				done(result)
			}
		})
	}()
}
