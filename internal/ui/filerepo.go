package ui

import (
	"bytes"
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage/repository"

	"github.com/sudoku-devs/sudoku/internal/atomicfile"
)

// fileRepository is what Fyne's repository of file: URIs does, all of
// which atomicRepository passes on.
type fileRepository interface {
	repository.Repository
	repository.WritableRepository
	repository.AppendableRepository
	repository.HierarchicalRepository
	repository.ListableRepository
	repository.DeleteAllRepository
	repository.CopyableRepository
	repository.MovableRepository
}

// atomicRepository is Fyne's repository of file: URIs with one change: a
// writer (storage.Writer) opens nothing until it is closed, and then writes
// what it was given with atomicfile.Write, which goes through symbolic
// links, refuses devices, FIFOs and folders, and never leaves a part of
// the data. Fyne's save dialog asks for a writer the moment a name is
// picked, and its own would create or empty the file there and then: an
// existing file was gone before the PDF to replace it was made, a FIFO
// held the window until something read it, and a link was replaced.
type atomicRepository struct{ fileRepository }

// Writer returns a writer for u that keeps what is written in memory and
// writes it to u's path on Close, atomically; a writer closed with nothing
// written leaves the file as it is.
func (r atomicRepository) Writer(u fyne.URI) (fyne.URIWriteCloser, error) {
	return &atomicWriter{uri: u}, nil
}

// atomicWriter is atomicRepository's writer.
type atomicWriter struct {
	uri     fyne.URI
	buf     bytes.Buffer
	written bool // Write was called
	closed  bool
}

var _ fyne.URIWriteCloser = (*atomicWriter)(nil)

// errWriterClosed is the error of a write to an atomicWriter after Close.
var errWriterClosed = errors.New("write after close")

func (w *atomicWriter) Write(p []byte) (int, error) {
	if w.closed {
		return 0, errWriterClosed
	}
	w.written = true
	return w.buf.Write(p)
}

func (w *atomicWriter) Close() error {
	if w.closed || !w.written {
		w.closed = true
		return nil
	}
	w.closed = true
	return atomicfile.Write(w.uri.Path(), w.buf.Bytes())
}

func (w *atomicWriter) URI() fyne.URI { return w.uri }

// useAtomicFiles puts atomicRepository in the place of the repository of
// file: URIs that Fyne's driver registered, once.
func useAtomicFiles() {
	base, err := repository.ForScheme("file")
	if err != nil {
		return
	}
	if _, done := base.(atomicRepository); done {
		return
	}
	if fr, ok := base.(fileRepository); ok {
		repository.Register("file", atomicRepository{fr})
	}
}
