//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly)

package net

import "os"

// lockSave does not lock where flock(2) does not exist: there, the check
// before each append (the same file, as long as this host left it) is
// what keeps a second host from writing on the first one's save.
func lockSave(*os.File) error { return nil }
