package e2e

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// debCommands are the programs the Debian package installs in /usr/games,
// each with its manual page in section 6.
var debCommands = []string{"sudoku", "sudokucli", "sudokuprint"}

// TestDeb checks the Debian package make deb built (SUDOKU_DEB, set by make
// test-deb): lintian reports no error; the package holds the programs, their
// manual pages (each naming every flag its program's -h lists), the menu
// entry, the icons, the AppStream metadata and the copyright file; then, as
// root, apt installs it, the installed programs run, and apt remove takes
// away every file it installed.
func TestDeb(t *testing.T) {
	deb := os.Getenv("SUDOKU_DEB")
	if deb == "" {
		t.Skip("SUDOKU_DEB not set; make test-deb sets it after make deb")
	}
	for _, tool := range []struct{ name, pkg string }{{"lintian", "lintian"}, {"dpkg-deb", "dpkg"}} {
		if _, err := exec.LookPath(tool.name); err != nil {
			t.Fatalf("%s is missing (Debian: %s): %v", tool.name, tool.pkg, err)
		}
	}
	out, _ := exec.Command("lintian", deb).CombinedOutput() // exits 2 on an error tag
	var errs []string
	for _, line := range strings.Split(string(out), "\n") {
		if strings.HasPrefix(line, "E: ") {
			errs = append(errs, line)
		}
	}
	if len(errs) > 0 {
		t.Errorf("lintian %s: %d errors:\n%s", deb, len(errs), out)
	} else {
		t.Logf("lintian %s:\n%s", deb, out)
	}

	dir := t.TempDir()
	if out, err := exec.Command("dpkg-deb", "-x", deb, dir).CombinedOutput(); err != nil {
		t.Fatalf("dpkg-deb -x %s: %v\n%s", deb, err, out)
	}
	want := []string{
		"usr/share/applications/" + appID + ".desktop",
		"usr/share/metainfo/" + metainfoName,
		"usr/share/icons/hicolor/scalable/apps/" + appID + ".svg",
		"usr/share/doc/sudoku/copyright",
		"usr/share/doc/sudoku/changelog.gz",
		"usr/share/doc/sudoku/modules/fyne.io/fyne/v2/LICENSE",
	}
	for _, s := range []string{"16x16", "24x24", "32x32", "48x48", "64x64", "128x128", "256x256", "512x512"} {
		want = append(want, "usr/share/icons/hicolor/"+s+"/apps/"+appID+".png")
	}
	for _, c := range debCommands {
		want = append(want, "usr/games/"+c, "usr/share/man/man6/"+c+".6.gz")
	}
	for _, f := range want {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Errorf("the package lacks /%s: %v", f, err)
		}
	}
	validate(t, filepath.Join(dir, "usr/share/applications", appID+".desktop"))
	for _, c := range debCommands {
		checkManPage(t, filepath.Join(dir, "usr/games", c), filepath.Join(dir, "usr/share/man/man6", c+".6.gz"))
	}
	installDeb(t, deb)
}

// flagName is a flag in a program's -h output: "  -name" at the start of a
// line of the flag package's listing, or "[-name" in a usage line.
var flagName = regexp.MustCompile(`(?m)(?:^  |\[)-([a-z][a-z-]*)`)

// checkManPage checks that the manual page man (gzipped roff) names every
// flag that the program exe lists when run with -h.
func checkManPage(t *testing.T, exe, man string) {
	t.Helper()
	usage, _ := exec.Command(exe, "-h").CombinedOutput() // -h exits 2 (flag) or 1
	flags := flagName.FindAllStringSubmatch(string(usage), -1)
	if len(flags) == 0 {
		t.Errorf("%s -h lists no flags:\n%s", exe, usage)
		return
	}
	f, err := os.Open(man)
	if err != nil {
		t.Error(err)
		return
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		t.Errorf("%s: %v", man, err)
		return
	}
	page, err := io.ReadAll(z)
	if err != nil {
		t.Errorf("%s: %v", man, err)
		return
	}
	var missing []string
	for _, m := range flags {
		// roff writes a flag's hyphens as \-.
		if !bytes.Contains(page, []byte(`\-`+strings.ReplaceAll(m[1], "-", `\-`))) && !slices.Contains(missing, m[1]) {
			missing = append(missing, m[1])
		}
	}
	if len(missing) > 0 {
		t.Errorf("%s does not name the flags %v of %s -h", filepath.Base(man), missing, filepath.Base(exe))
	}
}

// installDeb installs the package deb with apt, runs the installed
// programs, removes the package and checks that every file it installed is
// gone. It runs only as root, on a machine where no package named sudoku is
// installed, and skips otherwise.
func installDeb(t *testing.T, deb string) {
	t.Helper()
	if os.Geteuid() != 0 {
		t.Skip("not root: apt install and remove of the package are left out")
	}
	if exec.Command("dpkg-query", "-W", "sudoku").Run() == nil {
		t.Skip("a package named sudoku is installed here already: left alone")
	}
	apt := func(args ...string) {
		t.Helper()
		cmd := exec.Command("apt-get", append([]string{"-y", "-q"}, args...)...)
		cmd.Env = append(os.Environ(), "DEBIAN_FRONTEND=noninteractive")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("apt-get %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	abs, err := filepath.Abs(deb)
	if err != nil {
		t.Fatal(err)
	}
	apt("install", abs)
	t.Cleanup(func() { exec.Command("dpkg", "--purge", "sudoku").Run() })
	out, err := exec.Command("dpkg-query", "-L", "sudoku").Output()
	if err != nil {
		t.Fatalf("dpkg-query -L sudoku after apt install: %v", err)
	}
	var files []string
	for _, p := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		if fi, err := os.Lstat(p); err == nil && !fi.IsDir() {
			files = append(files, p)
		}
	}
	if len(files) < 20 {
		t.Errorf("apt install put %d files; want the programs, pages, icons and metadata:\n%s", len(files), out)
	}
	grid, err := exec.Command("/usr/games/sudokucli", "generate", "-seed", "1").Output()
	if err != nil || len(strings.TrimSpace(string(grid))) != 81 {
		t.Errorf("installed sudokucli generate -seed 1: %q, %v; want a puzzle of 81 characters", grid, err)
	}
	pdf := filepath.Join(t.TempDir(), "p.pdf")
	if out, err := exec.Command("/usr/games/sudokuprint", "-o", pdf, "-seed", "1").CombinedOutput(); err != nil {
		t.Errorf("installed sudokuprint: %v\n%s", err, out)
	} else if data, _ := os.ReadFile(pdf); !bytes.HasPrefix(data, []byte("%PDF")) {
		t.Errorf("installed sudokuprint wrote no PDF to %s", pdf)
	}
	if out, _ := exec.Command("/usr/games/sudoku", "-h").CombinedOutput(); !bytes.Contains(out, []byte("-puzzle")) {
		t.Errorf("installed sudoku -h: %s; want its usage", out)
	}
	apt("remove", "sudoku")
	for _, f := range files {
		if _, err := os.Lstat(f); !os.IsNotExist(err) {
			t.Errorf("apt remove sudoku left %s (%v)", f, err)
		}
	}
	if out, _ := exec.Command("dpkg-query", "-W", "-f", "${Status}", "sudoku").Output(); strings.Contains(string(out), " installed") {
		t.Errorf("dpkg says sudoku is %q after apt remove", out)
	}
}
