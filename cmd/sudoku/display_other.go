//go:build !js

package main

import (
	"fmt"
	"os"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"github.com/go-gl/glfw/v3.4/glfw"
)

// openDisplay checks, before Fyne tries, that a window can be opened: it
// starts GLFW, the library Fyne's desktop driver opens windows with, reads
// the size of the primary screen in pixels, and stops GLFW again, for Fyne
// to start it afresh. Without a display Fyne logs GLFW's error and then
// panics deep inside itself; this way the player reads a sentence instead
// (see displayError). A display slow to answer (a loaded machine, an X
// server still starting) gets three tries, half a second apart. It must
// run on the main thread, as main does (Fyne's driver locks it there).
func openDisplay() (screen fyne.Size, err error) {
	if os.Getenv("WAYLAND_DISPLAY") == "" {
		// No Wayland compositor: GLFW would try one anyway, and libwayland
		// print its own complaint. Fyne leaves the choice to GLFW then,
		// which makes the same one.
		glfw.InitHint(glfw.PlatformHint, int(glfw.PlatformX11))
	}
	for try := range 3 {
		if try > 0 {
			time.Sleep(500 * time.Millisecond)
		}
		if err = glfw.Init(); err == nil {
			break
		}
	}
	if err != nil {
		return fyne.Size{}, displayError(err)
	}
	defer glfw.Terminate()
	if m := glfw.GetPrimaryMonitor(); m != nil {
		if mode := m.GetVideoMode(); mode != nil {
			screen = fyne.NewSize(float32(mode.Width), float32(mode.Height))
		}
	}
	return screen, nil
}

// displayError words the failure err of opening a display for the
// player: which display was asked for, and that the command-line tools
// need none.
func displayError(err error) error {
	var which string
	x, wayland := os.Getenv("DISPLAY"), os.Getenv("WAYLAND_DISPLAY")
	switch {
	case x == "" && wayland == "":
		which = "no display (DISPLAY is not set)"
	case wayland == "":
		which = fmt.Sprintf("no display (DISPLAY=%s)", x)
	case x == "":
		which = fmt.Sprintf("no display (WAYLAND_DISPLAY=%s)", wayland)
	default:
		which = fmt.Sprintf("no display (DISPLAY=%s, WAYLAND_DISPLAY=%s)", x, wayland)
	}
	return fmt.Errorf("cannot open a window: %s; the command-line tools (sudokucli, sudokuprint) work without one (%s)",
		which, strings.TrimSpace(err.Error()))
}

// isDisplayPanic reports whether v, a value recovered from a panic, is
// GLFW's complaint that it could not start or lost its display, which a
// display that goes away while the game starts ends in.
func isDisplayPanic(v any) bool {
	if _, ok := v.(*glfw.Error); ok {
		return true
	}
	s := fmt.Sprint(v)
	return strings.Contains(s, "GLFW") || strings.Contains(s, "glfw")
}
