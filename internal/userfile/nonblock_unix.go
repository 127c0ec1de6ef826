//go:build unix

package userfile

import "syscall"

const nonBlock = syscall.O_NONBLOCK
