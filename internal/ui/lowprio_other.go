//go:build !linux

package ui

// lowPriority does nothing outside Linux: the background work runs at the
// app's priority.
func lowPriority() {}
