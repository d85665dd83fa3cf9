package e2e

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestFullDisk plays with the app's storage folder on a full filesystem (a
// small tmpfs filled up; as root only) and then on a read-only one (issue
// "one window, one writer"): moves go on, the status line says the game
// cannot be saved, and once there is room again the next move saves every
// move made meanwhile; read-only, the game opens, plays and says it cannot
// save.
func TestFullDisk(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("mounting a small filesystem needs root")
	}
	log := filepath.Join(t.TempDir(), "status.log")
	a := startAppArgs(t, []string{"-puzzle", puzzle})
	dir := a.storage()
	a.kill()
	if out, err := exec.Command("mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", dir).CombinedOutput(); err != nil {
		t.Skipf("cannot mount a tmpfs on the storage folder: %v: %s", err, out)
	}
	t.Cleanup(func() { _ = exec.Command("umount", "-l", dir).Run() })
	// The settings of an earlier start, which the full disk must not destroy.
	oldSettings := []byte(`{"level": "Hard", "theme": "light"}`)
	if err := os.WriteFile(filepath.Join(dir, "settings.json"), oldSettings, 0o600); err != nil {
		t.Fatal(err)
	}
	filler := filepath.Join(dir, "filler")
	_ = exec.Command("dd", "if=/dev/zero", "of="+filler, "bs=4k").Run() // until the disk is full
	said := func(want string) func() bool { return statusSays(t, log, want) }

	b := runApp(t, true, a.display, a.bin, a.env, "-puzzle", puzzle, "-status-log", log)
	b.boardOnly = false // find the panel's rows too
	if err := b.locate(b.screenshot()); err != nil {
		t.Fatal(err)
	}
	b.clickCell(r1c3, 1)
	b.xdotool("key", "4")
	b.waitFor("a 4 in r1c3, played on a full disk", b.hasDigit(r1c3, true))
	b.eventually("the status line saying the game is not saved", 10*time.Second, said("Could not save the game: "))
	// A new level on the full disk: said once, the old settings file whole.
	for _, downs := range []int{1, 2} {
		row, y := b.panelRow(b.screenshot())
		b.click(row[1].mid(), y, 1)
		time.Sleep(300 * time.Millisecond)
		for range downs {
			b.xdotool("key", "Down")
		}
		b.xdotool("key", "Return")
	}
	b.eventually("the status line saying the settings are not saved", 10*time.Second, said("Could not save the settings: "))
	if n := countLines(t, log, "Could not save the settings: "); n != 1 {
		t.Errorf("the status line said %d times that the settings are not saved; want once", n)
	}
	if data, _ := os.ReadFile(filepath.Join(dir, "settings.json")); string(data) != string(oldSettings) {
		t.Errorf("settings.json on the full disk: %q; want the old %q", data, oldSettings)
	}
	if err := os.Remove(filler); err != nil {
		t.Fatal(err)
	}
	b.xdotool("key", "Right", "6")
	b.eventually("the status line saying the game is saved again", 10*time.Second, said("The game is saved again"))
	// The move to r1c4 is saved too, and may be what saved first.
	b.eventually("game.json with r1c3 4 and r1c4 6, now that there is room", 10*time.Second, func() bool {
		data, err := os.ReadFile(filepath.Join(dir, "game.json"))
		var doc struct{ Board string }
		return err == nil && json.Unmarshal(data, &doc) == nil && len(doc.Board) == 81 && doc.Board[2] == '4' && doc.Board[3] == '6'
	})
	b.closeWindow()
	var settings struct{ Level, Theme string }
	b.eventually("settings.json written on closing, now that there is room", 10*time.Second, func() bool {
		data, err := os.ReadFile(filepath.Join(dir, "settings.json"))
		return err == nil && json.Unmarshal(data, &settings) == nil && settings.Level != "Hard"
	})
	if settings.Theme != "light" {
		t.Errorf("settings.json after closing: theme %q; want the old light", settings.Theme)
	}

	if out, err := exec.Command("mount", "-o", "remount,ro", dir).CombinedOutput(); err != nil {
		t.Fatalf("remount read-only: %v: %s", err, out)
	}
	other := puzzle[:3] + "6" + puzzle[4:] // not the saved game's puzzle, which would come back paused
	c := runApp(t, true, a.display, a.bin, a.env, "-puzzle", other, "-status-log", log)
	c.clickCell(r1c3, 1)
	c.xdotool("key", "4")
	c.waitFor("a 4 in r1c3, played on a read-only disk", c.hasDigit(r1c3, true))
	c.eventually("the read-only game saying it cannot save", 10*time.Second, func() bool {
		lines := statusLines(t, log)
		return len(lines) > 0 && strings.Contains(strings.Join(lines, "\n"), "read-only file system")
	})
}

// countLines returns how many lines of the status log file start with
// prefix.
func countLines(t *testing.T, file, prefix string) int {
	n := 0
	for _, l := range statusLines(t, file) {
		if strings.HasPrefix(l, prefix) {
			n++
		}
	}
	return n
}
