//go:build unix

package userfile

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// Plain files up to the limit are read; anything that would exhaust
// memory or hang is refused with an error that says why.
func TestRead(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "deck.txt")
	if err := os.WriteFile(good, []byte("3x Rabal\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if data, err := Read(good, 100); err != nil || string(data) != "3x Rabal\n" {
		t.Fatalf("a plain file: %q %v", data, err)
	}
	huge := filepath.Join(dir, "huge.txt")
	f, err := os.Create(huge)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(1 << 30); err != nil { // sparse: costs no disk
		t.Fatal(err)
	}
	f.Close()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	for _, c := range []struct{ path, want string }{
		{huge, "too large: more than 1 MiB"},
		{"/dev/zero", "too large"},
		{fifo, "nothing to read"},
		{dir, "is a directory"},
		{filepath.Join(dir, "none"), "no such file"},
	} {
		start := time.Now()
		_, err := Read(c.path, 1<<20)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.path, err, c.want)
		}
		if time.Since(start) > 5*time.Second {
			t.Errorf("%s: took %v", c.path, time.Since(start))
		}
	}
}

// A pipe whose writer never finishes is given up after the wait; one that
// is written and closed is read whole.
func TestReadPipe(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	opened := make(chan *os.File, 1)
	go func() {
		w, err := os.OpenFile(fifo, os.O_WRONLY, 0) // waits for the reader
		if err != nil {
			opened <- nil
			return
		}
		_, _ = w.WriteString("3x Rabal\n") // and never closes
		opened <- w
	}()
	// Let the writer block in open, so the reader finds it there.
	time.Sleep(50 * time.Millisecond)
	start := time.Now()
	_, err := read(fifo, 1<<20, 300*time.Millisecond)
	if w := <-opened; w != nil {
		defer w.Close()
	}
	if err == nil || !strings.Contains(err.Error(), "nothing more came") {
		t.Errorf("a stalled writer: %v", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("a stalled writer held the reader %v", d)
	}

	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	go func() {
		_, _ = w.WriteString("1x Earth\n")
		w.Close()
	}()
	defer r.Close()
	data, err := read("/dev/fd/"+strconv.Itoa(int(r.Fd())), 1<<20, 5*time.Second)
	if err != nil || string(data) != "1x Earth\n" {
		t.Errorf("a pipe that is written and closed: %q %v", data, err)
	}
}
