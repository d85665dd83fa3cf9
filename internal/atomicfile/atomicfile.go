// Package atomicfile writes files so that a crash or a full disk never leaves
// a half-written one: the data goes to a temporary file in the same folder
// as the file it replaces, NAME.tmp-DIGITS, which is synced to disk and then
// renamed over the file. A rename within one folder is atomic, so the file
// holds its old contents or the new, never a part.
//
// A write goes where the path leads: through a symbolic link, or a chain of
// them, to the file at its end, which is replaced (or created, when a link
// dangles) while the links stay links; the temporary file is made in that
// file's folder. A write refuses what a rename would destroy or could not
// fill: a path that is a folder, a device, a FIFO, a socket or anything
// else but a regular file, and a loop of links. Hard links are not kept: the
// path gets a new file, and the other names of the old one keep the old
// contents.
//
// There are two writes, for two kinds of path. Write is for a path a person
// chose (a PDF, an exported puzzle): its folder must exist, and a new file
// is readable by others as the umask allows, as any program's new file is.
// WriteCreatingDir is for the program's own storage: it creates the
// folders, and a new file is the user's alone. Both keep the permission
// bits of a file they replace. RemoveStale removes the temporary files that
// a write killed before its rename leaves behind.
//
// The checks guard against mistakes, not against another program: they are
// made before the write, and what is swapped in meanwhile is replaced.
package atomicfile

import (
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Write replaces the file at path with data, atomically: afterwards the
// file holds either its old contents or data, never a part of data. It is
// for paths a person chose.
//
// When path is a symbolic link, Write writes the file at the end of its
// chain of links (creating it when the last link dangles); the links stay.
// A file Write replaces keeps its permission bits, as far as the system
// lets them be set; a new file gets mode 0666 less the umask (usually
// 0644), as os.Create gives.
//
// Write returns an error, and writes nothing, when the folder of the file
// does not exist (an error naming the folder, which errors.Is matches with
// fs.ErrNotExist; Write creates no folder), when path leads to something
// other than a regular file (an error naming it and what it is: "/dev/full
// is a device, not a regular file"), or when its links loop. Otherwise it
// returns the error of the first step that failed, and removes the
// temporary file then.
func Write(path string, data []byte) error {
	return write(path, data, false, 0o666)
}

// WriteCreatingDir is Write for the program's own storage, such as the
// game's save file: it creates the missing folders of the file's path (mode
// 0700), and a file it creates gets mode 0600. Otherwise it is Write: it
// writes through symbolic links, keeps the permission bits of a file it
// replaces, and returns the same errors, but for a missing folder. Paths a
// person chose go to Write, so that a mistyped folder is an error, not a
// new folder.
func WriteCreatingDir(path string, data []byte) error {
	return write(path, data, true, 0o600)
}

// write is Write, or with mkdir WriteCreatingDir; perm is the mode of a new
// file, before the umask.
func write(path string, data []byte, mkdir bool, perm fs.FileMode) error {
	target, old, err := resolve(path, mkdir)
	if err != nil {
		return err
	}
	if old != nil {
		perm = old.Mode().Perm()
	}
	// A replaced file's bits go to OpenFile too: the umask can only take
	// bits away, so should the Chmod fail, the new file is not open to more
	// people than the old one was.
	f, err := createTemp(target, perm)
	if err != nil {
		return err
	}
	if old != nil {
		_ = f.Chmod(perm) // best effort: some file systems have fixed modes
	}
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.Name(), target)
	}
	if err != nil {
		os.Remove(f.Name())
	}
	return err
}

// maxLinks is the most symbolic links resolve follows for one path, as
// filepath.EvalSymlinks does.
const maxLinks = 255

// resolve returns the file a write of path replaces: path itself, or when
// path is a symbolic link, the file at the end of its chain of links, with
// its folders' links resolved. old is that file's information, or nil when
// the file does not exist yet. With mkdir, resolve creates the missing
// folders of the file (mode 0700); without, a missing folder is an error.
// It returns an error when the file is not a regular file, or the links
// loop.
//
// A link's relative target is taken from the link's real folder, as the
// system takes it, not by cleaning the path: "../x" from a link in a folder
// reached through a link to a folder goes up from that folder's target.
func resolve(path string, mkdir bool) (target string, old fs.FileInfo, err error) {
	seen := make(map[string]bool)
	p, via := path, ""
	for range maxLinks + 1 { // the path, then each link
		dir, name := split(p)
		if name == "" || name == "." || name == ".." {
			return "", nil, fmt.Errorf("%s names a folder, not a file%s", filepath.Clean(p), via)
		}
		realDir, err := filepath.EvalSymlinks(dir)
		if mkdir && errors.Is(err, fs.ErrNotExist) {
			if err = os.MkdirAll(dir, 0o700); err == nil {
				realDir, err = filepath.EvalSymlinks(dir)
			}
		}
		var perr *fs.PathError
		switch {
		case errors.Is(err, fs.ErrNotExist):
			return "", nil, &missingDirError{dir: filepath.Clean(dir), via: via}
		case err != nil && !errors.As(err, &perr): // a bare "not a directory"
			return "", nil, fmt.Errorf("folder %s: %w%s", filepath.Clean(dir), err, via)
		case err != nil:
			return "", nil, err
		}
		q := filepath.Join(realDir, name)
		if seen[q] {
			return "", nil, fmt.Errorf("%s: its symbolic links loop back to %s", path, q)
		}
		seen[q] = true
		fi, err := os.Lstat(q)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			return q, nil, nil
		case err != nil:
			return "", nil, err
		case fi.Mode().IsRegular():
			return q, fi, nil
		case fi.Mode()&fs.ModeSymlink == 0:
			named := path // as the person wrote it, not with its folders' links resolved
			if via != "" {
				named = q
			}
			return "", nil, fmt.Errorf("%s is %s, not a regular file%s", named, kind(fi.Mode()), via)
		}
		link, err := os.Readlink(q)
		switch {
		case err != nil:
			return "", nil, err
		case filepath.IsAbs(link):
			p = link
		case link != "" && os.IsPathSeparator(link[0]): // Windows: \x is on realDir's drive
			p = filepath.VolumeName(realDir) + link
		default:
			p = realDir + string(os.PathSeparator) + link
		}
		via = " (through the symbolic link " + path + ")"
	}
	return "", nil, fmt.Errorf("%s: a chain of more than %d symbolic links", path, maxLinks)
}

// split splits path after its last separator into a folder, "." for none,
// and a name. Unlike filepath.Split and filepath.Dir, it cleans neither:
// "a/../b" cleaned is "b", which is not where the system goes when a is a
// link to a folder.
func split(path string) (dir, name string) {
	vol := len(filepath.VolumeName(path))
	i := len(path) - 1
	for i >= vol && !os.IsPathSeparator(path[i]) {
		i--
	}
	dir, name = path[:i+1], path[i+1:]
	if dir == "" {
		dir = "."
	}
	return dir, name
}

// kind names, with its article, what a file of mode m that is not a regular
// file is: "a folder", "a device", "a FIFO", "a socket".
func kind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a folder"
	case m&fs.ModeDevice != 0:
		return "a device"
	case m&fs.ModeNamedPipe != 0:
		return "a FIFO"
	case m&fs.ModeSocket != 0:
		return "a socket"
	}
	return "not a regular file but " + m.Type().String()
}

// missingDirError is the error of a write to a folder that does not exist:
// dir, and via, the words that say which link led there ("" for none). errors.Is matches it with
// fs.ErrNotExist, but it does not wrap it, so that the innermost error of
// the chain still names the folder.
type missingDirError struct {
	dir, via string
}

func (e *missingDirError) Error() string {
	return "folder " + e.dir + " does not exist" + e.via
}

func (e *missingDirError) Is(target error) bool { return target == fs.ErrNotExist }

// tempMark separates a file's name from the random digits in the name of
// its temporary file.
const tempMark = ".tmp-"

// createTemp creates and opens for writing a new temporary file for target
// in target's folder, NAME.tmp-DIGITS, with mode perm less the umask.
func createTemp(target string, perm fs.FileMode) (*os.File, error) {
	for range 10000 {
		name := target + tempMark + strconv.FormatUint(uint64(rand.Uint32()), 10)
		f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, perm)
		if !errors.Is(err, fs.ErrExist) {
			return f, err
		}
	}
	return nil, &fs.PathError{Op: "createtemp", Path: target + tempMark + "*", Err: fs.ErrExist}
}

// staleAge is how long a temporary file goes unchanged before RemoveStale
// takes it for a killed write's: a write renames its file within seconds
// of its last change.
const staleAge = time.Hour

// RemoveStale removes from the folder dir the temporary files that writes
// (Write, WriteCreatingDir) killed before their rename left behind: the
// regular files NAME.tmp-DIGITS for the given names, or for any NAME when
// none are given, that have not changed for an hour. A younger one may be
// a write under way, by this program or another, and is kept. RemoveStale
// is meant for a program's start, on its storage folder.
//
// A missing dir holds nothing stale: RemoveStale returns nil. Otherwise it
// returns the error of reading dir, or the errors of the files it could not
// remove, joined; it goes on past a failure.
func RemoveStale(dir string, names ...string) error {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	var errs []error
	for _, e := range entries {
		name, ok := tempOf(e.Name())
		if !ok || !e.Type().IsRegular() || (len(names) > 0 && !slices.Contains(names, name)) {
			continue
		}
		info, err := e.Info()
		if err != nil || time.Since(info.ModTime()) < staleAge {
			continue // gone (renamed by its write) or still young
		}
		if err := os.Remove(filepath.Join(dir, e.Name())); err != nil && !errors.Is(err, fs.ErrNotExist) {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// tempOf returns the name of the file whose temporary file is named temp,
// and whether temp is such a name: NAME.tmp-DIGITS.
func tempOf(temp string) (name string, ok bool) {
	i := strings.LastIndex(temp, tempMark)
	if i <= 0 {
		return "", false
	}
	digits := temp[i+len(tempMark):]
	if digits == "" || strings.Trim(digits, "0123456789") != "" {
		return "", false
	}
	return temp[:i], true
}
