package e2e

import (
	"bytes"
	"encoding/xml"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

const appID = "io.github.sudokudevs.sudoku"

// metainfoName is the AppStream metadata's file name, in the repository's
// assets, in the archive's share/metainfo and in PREFIX/share/metainfo.
const metainfoName = appID + ".metainfo.xml"

// TestPackage checks the archive make package built (SUDOKU_ARCHIVE, set by
// make test-package): the binary, the icon, a .desktop file that
// desktop-file-validate accepts and AppStream metadata that appstreamcli
// validate accepts, whose launchable is that .desktop file; then make install
// into a scratch PREFIX puts a menu entry whose Exec and Icon resolve there
// and the metadata under share/metainfo, and make uninstall removes every
// file it put.
func TestPackage(t *testing.T) {
	archive := os.Getenv("SUDOKU_ARCHIVE")
	if archive == "" {
		t.Skip("SUDOKU_ARCHIVE not set; make test-package sets it after make package")
	}
	for _, tool := range []struct{ name, pkg string }{
		{"tar", "tar"}, {"desktop-file-validate", "desktop-file-utils"},
		{"appstreamcli", "appstream"}, {"make", "make"},
	} {
		if _, err := exec.LookPath(tool.name); err != nil {
			t.Fatalf("%s is missing (Debian: %s): %v", tool.name, tool.pkg, err)
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
		"sudoku/usr/local/share/metainfo/" + metainfoName,
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
	root := moduleRoot(t)
	source, err := os.ReadFile(filepath.Join(root, "assets", metainfoName))
	if err != nil {
		t.Fatal(err)
	}
	packed := filepath.Join(dir, "sudoku/usr/local/share/metainfo", metainfoName)
	checkMetainfo(t, packed, source, filepath.Join(dir, "sudoku/usr/local"), versionOf(t, root))

	prefix := filepath.Join(t.TempDir(), "prefix")
	mk := func(target string) {
		t.Helper()
		cmd := exec.Command("make", target, "PREFIX="+prefix, "ARCHIVE="+archive)
		cmd.Dir = root
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
	checkMetainfo(t, filepath.Join(prefix, "share/metainfo", metainfoName), source, prefix, versionOf(t, root))
	mk("uninstall")
	if _, err := os.Stat(filepath.Join(prefix, "share/metainfo", metainfoName)); !os.IsNotExist(err) {
		t.Errorf("make uninstall left the AppStream metadata: %v", err)
	}
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

// metainfo is the part of an AppStream metainfo file that TestPackage reads.
type metainfo struct {
	ID         string `xml:"id"`
	Name       string `xml:"name"`
	Launchable []struct {
		Type string `xml:"type,attr"`
		ID   string `xml:",chardata"`
	} `xml:"launchable"`
	Binaries []string `xml:"provides>binary"`
	Releases []struct {
		Version string `xml:"version,attr"`
	} `xml:"releases>release"`
	ContentRating []struct {
		Type string `xml:"type,attr"`
	} `xml:"content_rating"`
}

// checkMetainfo checks the AppStream metadata at path, installed under
// prefix (a tree with share/applications and bin): appstreamcli validate
// passes with nothing to say, the file is the repository's (source), its
// launchable is the .desktop file under prefix and the binary it provides is
// there, and its newest release is FyneApp.toml's version.
func checkMetainfo(t *testing.T, path string, source []byte, prefix, version string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Errorf("AppStream metadata: %v", err)
		return
	}
	validateMetainfo(t, path)
	if !bytes.Equal(data, source) {
		t.Errorf("%s differs from assets/%s", path, metainfoName)
	}
	var m metainfo
	if err := xml.Unmarshal(data, &m); err != nil {
		t.Errorf("%s: %v", path, err)
		return
	}
	if m.ID != appID || m.Name != "Sudoku" {
		t.Errorf("%s: id %q, name %q; want %q, %q", path, m.ID, m.Name, appID, "Sudoku")
	}
	if len(m.Launchable) != 1 || m.Launchable[0].Type != "desktop-id" {
		t.Errorf("%s: launchables %+v; want one desktop-id", path, m.Launchable)
	} else if _, err := os.Stat(filepath.Join(prefix, "share/applications", m.Launchable[0].ID)); err != nil {
		t.Errorf("%s: launchable %q is not a .desktop file beside it: %v", path, m.Launchable[0].ID, err)
	}
	if len(m.Binaries) != 1 {
		t.Errorf("%s: provides binaries %q; want one", path, m.Binaries)
	} else if _, err := os.Stat(filepath.Join(prefix, "bin", m.Binaries[0])); err != nil {
		t.Errorf("%s: provided binary %q is not beside it: %v", path, m.Binaries[0], err)
	}
	if len(m.ContentRating) != 1 || m.ContentRating[0].Type != "oars-1.1" {
		t.Errorf("%s: content ratings %+v; want one of type oars-1.1", path, m.ContentRating)
	}
	if len(m.Releases) == 0 || m.Releases[0].Version != version {
		t.Errorf("%s: releases %+v; want the newest first, version %s as in FyneApp.toml", path, m.Releases, version)
	}
}

// toleratedIssue is the one remark appstreamcli validate may make: AppStream
// before 1.0 (Debian 12 has 0.16) does not know the <developer> element that
// 1.0 asks for in place of <developer_name>, and reports it as an info.
var toleratedIssue = regexp.MustCompile(`^I: [^ ]+: unknown-tag developer$`)

// validateMetainfo runs appstreamcli validate without network on path and
// fails on an error, a warning or any info but toleratedIssue (what --strict
// would fail on).
func validateMetainfo(t *testing.T, path string) {
	t.Helper()
	out, err := exec.Command("appstreamcli", "validate", "--no-net", "--no-color", path).CombinedOutput()
	if err != nil {
		t.Errorf("appstreamcli validate --no-net %s: %v\n%s", path, err, out)
		return
	}
	var issues []string
	for _, line := range strings.Split(string(out), "\n") {
		if len(line) > 3 && strings.Contains("EWIP", line[:1]) && line[1:3] == ": " && !toleratedIssue.MatchString(line) {
			issues = append(issues, line)
		}
	}
	if len(issues) > 0 {
		t.Errorf("appstreamcli validate --no-net %s: %d issues: %s\n%s", path, len(issues), strings.Join(issues, "; "), out)
		return
	}
	t.Logf("appstreamcli validate --no-net %s:\n%s", path, out)
}

// versionOf returns the version FyneApp.toml in the module root gives.
func versionOf(t *testing.T, root string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(root, "FyneApp.toml"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^Version = "([^"]+)"`).FindSubmatch(data)
	if m == nil {
		t.Fatalf("FyneApp.toml has no Version")
	}
	return string(m[1])
}
