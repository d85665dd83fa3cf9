//go:build js

package ui

import (
	"fmt"
	"io/fs"
	"time"

	"fyne.io/fyne/v2"
	"syscall/js"
)

// keepsStock says whether the app keeps a stock of puzzles made in the
// background: in a browser it does not, for a page runs Go on one thread,
// where background work would hold up the board.
const keepsStock = false

// appFiles returns the browser's local storage, each file under a key of
// its own that starts with a's ID ("io.github.sudokudevs.sudoku/game.json"),
// not under the one key that Fyne's preferences share with every Fyne app
// of the page's origin.
func appFiles(a fyne.App) files {
	storage := js.Global().Get("localStorage")
	if storage.IsUndefined() || storage.IsNull() {
		return nil
	}
	return webFiles{storage: storage, prefix: a.UniqueID() + "/"}
}

// webFiles keeps the files in the browser's local storage, where each
// write of a key is whole (the Web Storage standard's setItem).
type webFiles struct {
	storage js.Value
	prefix  string
}

func (f webFiles) read(name string) ([]byte, error) {
	v := f.storage.Call("getItem", f.prefix+name)
	if v.IsNull() || v.IsUndefined() {
		return nil, fmt.Errorf("%s%s: %w", f.prefix, name, fs.ErrNotExist)
	}
	return []byte(v.String()), nil
}

func (f webFiles) write(name string, data []byte) (err error) {
	// setItem throws a QuotaExceededError when the storage is full.
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("the browser's storage refused %s%s: %v", f.prefix, name, r)
		}
	}()
	f.storage.Call("setItem", f.prefix+name, string(data))
	return nil
}

func (f webFiles) setAside(name string) (string, error) {
	data, err := f.read(name)
	if err != nil {
		return f.prefix + name, err
	}
	aside := name + ".unreadable-" + time.Now().Format("20060102-150405")
	if err := f.write(aside, data); err != nil {
		return f.prefix + name, err
	}
	f.storage.Call("removeItem", f.prefix+name)
	return f.prefix + aside, nil
}
