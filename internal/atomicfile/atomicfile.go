// Package atomicfile writes files so that a crash or a full disk never leaves
// a half-written one: the data goes to a temporary file in the same folder,
// which is synced to disk and then renamed over the target.
package atomicfile

import (
	"os"
	"path/filepath"
)

// Write replaces the file at path with data, atomically: afterwards path
// holds either its old contents or data, never a part of data. It creates
// path's folder (mode 0700) when missing. The file gets mode 0600 when new.
// It returns the error of the first step that failed; the temporary file is
// removed then.
func Write(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, filepath.Base(path)+".tmp-*")
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.Name(), path)
	}
	if err != nil {
		os.Remove(f.Name())
	}
	return err
}
