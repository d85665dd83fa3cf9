//go:build unix

package ui

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestSaveAndPrintThroughTheDialog saves the puzzle (Save the puzzle to a
// file…) and prints it (Print…) the way the save dialog hands over the
// file picked, a writer from storage.Writer: through a symbolic link the
// file it points to gets the data and the link stays; a FIFO is refused
// with its name and left a FIFO, and nothing waits for a reader; a missing
// folder is refused with its name and not made; an existing file stays
// whole until the new one replaces it, and a print cancelled leaves it.
func TestSaveAndPrintThroughTheDialog(t *testing.T) {
	w := newTestWindow(t, t.TempDir(), Options{Puzzle: testPuzzle, Seed: 3})
	text, _ := puzzleFile(w.game.Puzzle(), "")
	kinds := []struct {
		name string
		save func(path string)
		want []byte // what a file written holds, at its start
	}{
		{"save", func(path string) { w.writePuzzleFile(path, text) }, []byte(text)},
		{"print", func(path string) { w.printTo(printJob{current: true, perPage: 1}, path); w.jobs.Wait() }, []byte("%PDF-")},
	}
	for _, k := range kinds {
		t.Run(k.name, func(t *testing.T) {
			dir := t.TempDir()
			// pick runs what the save dialog does once the player picks
			// path: a writer for it, then the window's callback.
			pick := func(path string) {
				t.Helper()
				done := make(chan struct{})
				go func() {
					defer close(done)
					wc, err := storage.Writer(storage.NewFileURI(path))
					w.savingTo(k.save)(wc, err)
				}()
				select {
				case <-done:
				case <-time.After(10 * time.Second):
					t.Fatalf("picking %s: still waiting after 10 s", path)
				}
			}
			dialogs := len(w.dialogs)
			newDialog := func() bool { d := len(w.dialogs) > dialogs; dialogs = len(w.dialogs); return d }

			target := filepath.Join(dir, "target")
			if err := os.WriteFile(target, []byte("old"), 0o644); err != nil {
				t.Fatal(err)
			}
			link := filepath.Join(dir, "link")
			if err := os.Symlink("target", link); err != nil {
				t.Fatal(err)
			}
			pick(link)
			if got, _ := os.ReadFile(target); !bytes.HasPrefix(got, k.want) {
				t.Errorf("through a link: the target holds %.20q; want %.20q…", got, k.want)
			}
			if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
				t.Errorf("the link is no longer a link: %v, %v", fi.Mode(), err)
			}
			if newDialog() {
				t.Error("an error dialog after writing through a link")
			}

			fifo := filepath.Join(dir, "fifo")
			if err := syscall.Mkfifo(fifo, 0o600); err != nil {
				t.Fatal(err)
			}
			pick(fifo)
			if fi, err := os.Lstat(fifo); err != nil || fi.Mode()&os.ModeNamedPipe == 0 {
				t.Errorf("the FIFO is no longer one: %v, %v", fi.Mode(), err)
			}
			if !newDialog() || !strings.Contains(topDialogText(w), fifo) {
				t.Errorf("no error dialog naming %s; top dialog says %q", fifo, topDialogText(w))
			}

			missing := filepath.Join(dir, "no", "such", "x")
			pick(missing)
			if _, err := os.Stat(filepath.Join(dir, "no")); err == nil {
				t.Error("the missing folder was made")
			}
			if !newDialog() || !strings.Contains(topDialogText(w), filepath.Join(dir, "no")) {
				t.Errorf("no error dialog naming the missing folder; top dialog says %q", topDialogText(w))
			}

			// A writer closed with nothing written, as when a print is
			// cancelled, leaves the file picked as it was.
			if err := os.WriteFile(target, []byte("old"), 0o644); err != nil {
				t.Fatal(err)
			}
			wc, err := storage.Writer(storage.NewFileURI(target))
			if err != nil {
				t.Fatal(err)
			}
			if got, _ := os.ReadFile(target); string(got) != "old" {
				t.Errorf("the file picked holds %q once the dialog gave its writer; want old", got)
			}
			wc.Close()
			if got, _ := os.ReadFile(target); string(got) != "old" {
				t.Errorf("the file picked holds %q after its writer closed unused; want old", got)
			}
		})
	}
}

// topDialogText returns the text of the labels and rich texts of the
// window's top overlay, a line each; "" when none is shown.
func topDialogText(w *Window) string {
	top := w.win.Canvas().Overlays().Top()
	if top == nil {
		return ""
	}
	var text []string
	for _, o := range test.LaidOutObjects(top) {
		switch o := o.(type) {
		case *widget.Label:
			text = append(text, o.Text)
		case *widget.RichText:
			text = append(text, o.String())
		}
	}
	return strings.Join(text, "\n")
}

// TestFileDialogsRememberTheFolder saves a puzzle through the dialog's
// callback: the folder it went to is the one the next file dialog starts
// in, kept in the settings for the next start too.
func TestFileDialogsRememberTheFolder(t *testing.T) {
	w := newTestWindow(t, t.TempDir(), Options{Puzzle: testPuzzle})
	if w.settings.Folder != "" {
		t.Fatalf("a first start remembers the folder %q; want none", w.settings.Folder)
	}
	dir := t.TempDir()
	text, _ := puzzleFile(w.game.Puzzle(), "")
	done := make(chan struct{})
	go func() {
		defer close(done)
		wc, err := storage.Writer(storage.NewFileURI(filepath.Join(dir, "mine.txt")))
		w.savingTo(func(path string) { w.writePuzzleFile(path, text) })(wc, err)
	}()
	<-done
	if got := storedSettings(t, w).Folder; got != dir {
		t.Errorf("after a save in %s the settings remember the folder %q", dir, got)
	}
	var at fyne.ListableURI
	w.startInFolder(locatedAt(func(l fyne.ListableURI) { at = l }))
	if at == nil || at.Path() != dir {
		t.Errorf("the next file dialog starts in %v; want %s", at, dir)
	}
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	at = nil
	w.startInFolder(locatedAt(func(l fyne.ListableURI) { at = l }))
	if at != nil {
		t.Errorf("the folder gone, the next file dialog starts in %v; want where Fyne starts it", at)
	}
}

// locatedAt is a file dialog's SetLocation, to see where a dialog starts.
type locatedAt func(fyne.ListableURI)

func (f locatedAt) SetLocation(l fyne.ListableURI) { f(l) }
