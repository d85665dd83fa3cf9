package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

const appID = "io.github.sudokudevs.sudoku"

// TestPackage checks the archive make package built (SUDOKU_ARCHIVE, set by
// make test-package): the binary, the icon and a .desktop file that
// desktop-file-validate accepts; then make install into a scratch PREFIX puts
// a menu entry whose Exec and Icon resolve there, and make uninstall removes
// every file it put.
func TestPackage(t *testing.T) {
	archive := os.Getenv("SUDOKU_ARCHIVE")
	if archive == "" {
		t.Skip("SUDOKU_ARCHIVE not set; make test-package sets it after make package")
	}
	for _, tool := range []string{"tar", "desktop-file-validate", "make"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Fatalf("%s is missing (Debian: desktop-file-utils): %v", tool, err)
		}
	}
	out, err := exec.Command("tar", "tJf", archive).Output()
	if err != nil {
		t.Fatalf("tar tJf %s: %v", archive, err)
	}
	listing := string(out)
	for _, want := range []string{
		"sudoku/usr/local/bin/sudoku",
		"sudoku/usr/local/share/applications/" + appID + ".desktop",
		"sudoku/usr/local/share/pixmaps/" + appID + ".png",
	} {
		if !strings.Contains(listing, want) {
			t.Errorf("archive lacks %s; it holds:\n%s", want, listing)
		}
	}

	dir := t.TempDir()
	if out, err := exec.Command("tar", "xJf", archive, "-C", dir).CombinedOutput(); err != nil {
		t.Fatalf("tar xJf: %v\n%s", err, out)
	}
	desktop := filepath.Join(dir, "sudoku/usr/local/share/applications", appID+".desktop")
	validate(t, desktop)
	data, _ := os.ReadFile(desktop)
	for _, want := range []string{"Name=Sudoku", "Icon=" + appID, "Categories=Game;LogicGame;"} {
		if !strings.Contains(string(data), want) {
			t.Errorf("archive's .desktop file lacks %q:\n%s", want, data)
		}
	}

	prefix := filepath.Join(t.TempDir(), "prefix")
	mk := func(target string) {
		t.Helper()
		cmd := exec.Command("make", target, "PREFIX="+prefix, "ARCHIVE="+archive)
		cmd.Dir = moduleRoot(t)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("make %s: %v\n%s", target, err, out)
		}
	}
	mk("install")
	installed := filepath.Join(prefix, "share/applications", appID+".desktop")
	validate(t, installed)
	data, err = os.ReadFile(installed)
	if err != nil {
		t.Fatal(err)
	}
	exe := filepath.Join(prefix, "bin/sudoku")
	if !strings.Contains(string(data), "Exec="+exe+"\n") {
		t.Errorf("installed .desktop file does not run %s:\n%s", exe, data)
	}
	if fi, err := os.Stat(exe); err != nil || fi.Mode()&0o111 == 0 {
		t.Errorf("installed binary %s: %v; want an executable", exe, err)
	}
	for _, icon := range []string{"16x16", "48x48", "512x512"} {
		if _, err := os.Stat(filepath.Join(prefix, "share/icons/hicolor", icon, "apps", appID+".png")); err != nil {
			t.Errorf("icon %s not installed: %v", icon, err)
		}
	}
	mk("uninstall")
	var left []string
	filepath.Walk(prefix, func(path string, info os.FileInfo, err error) error {
		if err == nil && !info.IsDir() && !strings.HasSuffix(path, "mimeinfo.cache") {
			left = append(left, path)
		}
		return nil
	})
	if len(left) > 0 {
		t.Errorf("make uninstall left %v", left)
	}
}

func validate(t *testing.T, desktop string) {
	t.Helper()
	if out, err := exec.Command("desktop-file-validate", desktop).CombinedOutput(); err != nil || len(strings.TrimSpace(string(out))) > 0 {
		t.Errorf("desktop-file-validate %s: %v\n%s", desktop, err, out)
	}
}
