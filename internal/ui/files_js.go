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

// systemFonts says whether the system lends fonts for the glyphs Fyne's
// own font lacks: a browser lends none to a page's WebGL canvas.
const systemFonts = false

// canExit says whether the panel shows Exit: in a browser a page cannot close its tab, and an app that quits leaves a dead page; the game is saved after every move, so the tab is closed as any other.
const canExit = false

// canChooseFiles says whether the player can pick files to open and places
// to save them: in a browser Fyne's file dialogs do nothing, so a PDF or a
// puzzle saved is downloaded (see download) and nothing is opened.
const canChooseFiles = false

// download hands data to the browser as a download of a file named name
// of the media type mediaType, the way a page does: a link to a Blob of
// it, clicked. The browser saves it where its downloads go, or asks.
func download(name, mediaType string, data []byte) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("the browser refused the download of %s: %v", name, r)
		}
	}()
	buf := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(buf, data)
	blob := js.Global().Get("Blob").New([]any{buf}, map[string]any{"type": mediaType})
	url := js.Global().Get("URL").Call("createObjectURL", blob)
	a := js.Global().Get("document").Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	a.Call("click")
	// The click has started the download; the link's Blob can go a moment later.
	var revoke js.Func
	revoke = js.FuncOf(func(js.Value, []js.Value) any {
		js.Global().Get("URL").Call("revokeObjectURL", url)
		revoke.Release()
		return nil
	})
	js.Global().Call("setTimeout", revoke, 10000)
	return nil
}

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
