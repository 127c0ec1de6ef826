// Package userfile reads the files a user names on the command line (decks,
// scenarios, saved games) without letting one exhaust memory or hang the
// program: a size limit checked before reading, and a time limit for
// anything that is not a plain file.
package userfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"time"
)

// PipeWait is how long a pipe, terminal or other stream may take to
// deliver its whole content.
const PipeWait = 10 * time.Second

// Read returns the content of path, at most max bytes.
//
//   - A plain file larger than max is refused before it is read.
//   - A pipe or terminal (`--deck <(cmd)`, a named pipe) is read until its
//     end for at most PipeWait; one nobody writes to ends at once, empty.
//   - A device that never ends (/dev/zero) stops at max bytes: too large.
//   - A device that cannot be given a time limit, and directories, are
//     refused.
func Read(path string, max int64) ([]byte, error) { return read(path, max, PipeWait) }

func read(path string, max int64, wait time.Duration) ([]byte, error) {
	// Non-blocking: opening a named pipe for reading otherwise waits until
	// someone opens it for writing, forever if nobody does.
	f, err := os.OpenFile(path, os.O_RDONLY|nonBlock, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	mode := fi.Mode()
	switch {
	case mode.IsDir():
		return nil, fmt.Errorf("%s is a directory, not a file", path)
	case mode.IsRegular():
		if fi.Size() > max {
			return nil, tooLarge(path, max)
		}
	case mode&(fs.ModeNamedPipe|fs.ModeCharDevice|fs.ModeSocket) != 0:
		if err := f.SetReadDeadline(time.Now().Add(wait)); err != nil && mode&fs.ModeCharDevice == 0 {
			return nil, fmt.Errorf("%s is not a plain file, and it cannot be read with a time limit", path)
		}
	default:
		return nil, fmt.Errorf("%s is not a plain file (%v)", path, mode.Type())
	}
	data, err := io.ReadAll(io.LimitReader(f, max+1))
	if errors.Is(err, os.ErrDeadlineExceeded) {
		return nil, fmt.Errorf("%s: nothing more came within %v (a pipe that nobody finishes writing?)", path, wait)
	}
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > max {
		return nil, tooLarge(path, max)
	}
	if len(data) == 0 && !mode.IsRegular() {
		return nil, fmt.Errorf("%s: nothing to read (a pipe nobody writes to?)", path)
	}
	return data, nil
}

func tooLarge(path string, max int64) error {
	return fmt.Errorf("%s is too large: more than %s (this is no file of ours)", path, size(max))
}

// size writes a byte count for people: "1 MiB", "512 KiB".
func size(n int64) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}
