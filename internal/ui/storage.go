package ui

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"fyne.io/fyne/v2/lang"

	"github.com/sudoku-devs/sudoku/internal/atomicfile"
	"github.com/sudoku-devs/sudoku/internal/game"
)

// Files in the app's storage: the game in progress and the statistics.
const (
	saveFile  = "game.json"
	statsFile = "stats.json"
)

// maxFileSize returns the largest file name of the storage may be, in
// bytes, about ten times the largest the game writes: a game of 140,000
// moves (each about 230 bytes of history; a long game has a few thousand),
// statistics of a century of daily puzzles, a full stock. A file over it is
// set aside unread, as one that cannot be read is.
func maxFileSize(name string) int64 {
	switch name {
	case saveFile:
		return 32 << 20
	case statsFile:
		return 1 << 20
	case stockFile:
		return 256 << 10
	}
	return 64 << 10 // the settings
}

// errTooBig is the error of a file of the storage over maxFileSize.
type errTooBig struct {
	name       string
	size, most int64
}

func (e errTooBig) Error() string {
	return fmt.Sprintf("%s is %d bytes, more than the game ever writes there (%d at most)", e.name, e.size, e.most)
}

// restore loads the saved game and reports whether it did. A save file that
// cannot be read is moved aside, not deleted, and the player is told.
func (w *Window) restore() bool {
	return w.readFile(saveFile, w.game.Load, lang.X("error.saveUnreadable", "The saved game could not be read, so a new game starts"))
}

// files is where the app keeps its files (the game, the statistics, the
// settings and the stock), by name: a folder on the desktop (dirFiles), the
// browser's local storage on the web (webFiles).
type files interface {
	// read returns the contents of the file name, and an error wrapping
	// fs.ErrNotExist when there is none.
	read(name string) ([]byte, error)
	// write replaces the file name with data, atomically: a failed write
	// leaves what it held.
	write(name string, data []byte) error
	// setAside keeps the file name under a new name, which it returns, so
	// that a file that cannot be loaded is not lost.
	setAside(name string) (string, error)
}

// dirFiles keeps the files in a folder, created when missing, each written
// atomically (atomicfile.WriteCreatingDir: the game's own storage, unlike a
// path the player chose).
type dirFiles string

func (d dirFiles) read(name string) ([]byte, error) {
	f, err := os.Open(filepath.Join(string(d), name))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if most := maxFileSize(name); info.Size() > most {
		return nil, errTooBig{name, info.Size(), most}
	}
	return io.ReadAll(io.LimitReader(f, maxFileSize(name)+1))
}

func (d dirFiles) write(name string, data []byte) error {
	return atomicfile.WriteCreatingDir(filepath.Join(string(d), name), data)
}

func (d dirFiles) setAside(name string) (string, error) {
	path := filepath.Join(string(d), name)
	aside := path + ".unreadable-" + time.Now().Format("20060102-150405")
	if err := os.Rename(path, aside); err != nil {
		return path, err
	}
	return aside, nil
}

// readFile loads the file name of the app's storage with load and reports
// whether it did. A missing file is no error; one that cannot be read or
// loaded is set aside, not deleted, and a dialog tells the player what
// (what says what happens then) and where the old file is kept; with what
// "" no dialog is shown. A file that load took after bringing values out
// of range back into it (an error wrapping game.ErrRepaired) counts as
// loaded, but is set aside too and the player told which values.
func (w *Window) readFile(name string, load func(io.Reader) error, what string) bool {
	if w.files == nil {
		return false
	}
	data, err := w.files.read(name)
	if errors.Is(err, fs.ErrNotExist) {
		return false
	}
	if most := maxFileSize(name); err == nil && int64(len(data)) > most {
		err = errTooBig{name, int64(len(data)), most} // grown since it was looked at, or in a browser's storage
	}
	if err == nil {
		if err = load(bytes.NewReader(data)); err == nil {
			return true
		}
	}
	aside, _ := w.files.setAside(name)
	if errors.Is(err, game.ErrRepaired) {
		w.showError(errors.New(lang.X("error.repaired", "{{.File}} held values the game never writes, now put back in range; the rest is kept, and the old file too, as {{.Path}}: {{.Err}}",
			map[string]any{"File": name, "Path": aside, "Err": errorText(err)})))
		return true
	}
	if what != "" {
		w.showError(errors.New(lang.X("error.setAside", "{{.What}}; the old file is kept as {{.Path}}: {{.Err}}",
			map[string]any{"What": what, "Path": aside, "Err": errorText(err)})))
	}
	return false
}

// writeFile writes what save produces to the file name of the app's storage,
// atomically.
func (w *Window) writeFile(name string, save func(io.Writer) error) error {
	var buf bytes.Buffer
	if err := save(&buf); err != nil {
		return err
	}
	return w.files.write(name, buf.Bytes())
}

// save hands a snapshot of the game to the saver, which writes it off the UI
// goroutine (see saver); nothing while a puzzle is entered.
func (w *Window) save() {
	if w.files == nil || !w.game.Status().Started || w.game.Entry() != nil {
		return
	}
	snap, err := w.game.Snapshot()
	if err != nil {
		return
	}
	w.saver.Put(snap)
	w.saved = time.Now()
}

// sayUnwritten takes the result of a write of the file name of the app's
// storage (the game, the statistics, the stock or the settings) and
// reports whether that file's last write failed before it: a failure is
// said in the status line, once, and again only when its reason changes or
// after a write of that file succeeded. Whatever the file held before
// stays: every write is atomic.
func (w *Window) sayUnwritten(name string, err error) (wasFailing bool) {
	said, wasFailing := w.unwritten[name]
	if err == nil {
		delete(w.unwritten, name)
		return wasFailing
	}
	cause := rootCause(err)
	if wasFailing && said == cause.Error() {
		return wasFailing
	}
	if w.unwritten == nil {
		w.unwritten = map[string]string{}
	}
	w.unwritten[name] = cause.Error()
	switch name {
	case saveFile:
		w.panel.SetStatus(unsavedText(cause))
	case statsFile:
		w.panel.SetStatus(lang.X("status.statsFailed", "Could not save the statistics: {{.Err}}", errData(cause)))
	case stockFile:
		w.panel.SetStatus(lang.X("status.stockFailed", "Could not keep puzzles ready on disk: {{.Err}}. New puzzles take a moment longer.", errData(cause)))
	default:
		w.panel.SetStatus(lang.X("status.settingsFailed", "Could not save the settings: {{.Err}}. They apply until the game closes.", errData(cause)))
	}
	return wasFailing
}
