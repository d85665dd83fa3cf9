package ui

import (
	"context"
	"slices"
	"sync"
	"testing"

	"fyne.io/fyne/v2/test"
)

// TestJobs checks the window's one way of running work off the UI
// goroutine: a job replaced by another of its kind, or stopped, hands back
// nothing; the busy indicator follows the jobs that show busy; and a job
// that ends leaves the running set.
func TestJobs(t *testing.T) {
	test.NewTempApp(t)
	var mu sync.Mutex
	var busy []bool
	var got []string
	j := &jobs{onBusy: func(on bool) { mu.Lock(); busy = append(busy, on); mu.Unlock() }}
	record := func(s string) { mu.Lock(); got = append(got, s); mu.Unlock() }

	first, release := make(chan struct{}), make(chan struct{})
	runJob(j, jobNew, func(ctx context.Context) string {
		close(first)
		<-ctx.Done() // replaced below
		return "first"
	}, record)
	<-first
	runJob(j, jobNew, func(context.Context) string { <-release; return "second" }, record)
	if !j.runs(jobNew) {
		t.Error("runs(jobNew) = false while the second job runs")
	}
	close(release)
	j.Wait()
	if j.runs(jobNew) {
		t.Error("runs(jobNew) = true after the job ended")
	}

	stopped := make(chan struct{})
	runJob(j, jobExplain, func(ctx context.Context) string { <-ctx.Done(); close(stopped); return "stopped" }, record)
	j.stop(jobExplain)
	<-stopped
	j.Wait()
	runJob(j, noKind, func(context.Context) string { return "hint" }, record)
	j.Wait()

	if want := []string{"second", "hint"}; !slices.Equal(got, want) {
		t.Errorf("results handed back %q; want %q", got, want)
	}
	if want := []bool{true, false, true, false}; !slices.Equal(busy, want) {
		t.Errorf("busy indicator %v; want %v", busy, want)
	}
}
