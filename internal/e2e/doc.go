// Package e2e holds the end-to-end test of the desktop app: the real binary in
// a real X window under Xvfb, driven with xdotool and checked on screenshot
// pixels. It has no code of its own; see window_test.go.
package e2e
