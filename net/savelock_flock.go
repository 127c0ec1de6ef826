//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package net

import (
	"errors"
	"os"
	"syscall"
)

// lockSave takes f for this host alone, or fails at once with
// errSaveInUse when another host (another process, or another Host in
// this one) holds it. The lock goes with the open file: a host that dies
// releases it, so a crashed game's file can be resumed at once.
func lockSave(f *os.File) error {
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		switch {
		case err == nil:
			return nil
		case errors.Is(err, syscall.EINTR):
			continue
		case errors.Is(err, syscall.EWOULDBLOCK):
			return errSaveInUse
		case errors.Is(err, syscall.ENOTSUP), errors.Is(err, syscall.ENOSYS):
			return nil // a file system without locks: the size check of each append is what is left
		}
		return err
	}
}
