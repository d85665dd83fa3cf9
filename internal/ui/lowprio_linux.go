package ui

import (
	"runtime"
	"syscall"
)

// lowPriority gives the calling goroutine a thread of its own and lowers
// that thread's priority to the lowest (nice 19), so that background work
// yields to the player's app and to everything else on the machine. On
// Linux a thread's priority is its own: setpriority with the thread's ID.
// The thread stays locked: call it only from a goroutine that ends, which
// then takes the thread with it.
func lowPriority() {
	runtime.LockOSThread()
	_ = syscall.Setpriority(syscall.PRIO_PROCESS, syscall.Gettid(), 19) // best effort
}
