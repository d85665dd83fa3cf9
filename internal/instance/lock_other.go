//go:build !unix && !windows

package instance

import (
	"errors"
	"os"
)

// errLocked is lockFile's error when another process holds the lock.
var errLocked = errors.New("locked by another process")

// lockFile fails: where there are neither flock(2) nor LockFileEx (a
// browser), there is no second process of the game to keep out, and the
// game runs without a claim.
func lockFile(*os.File) error { return errors.ErrUnsupported }
