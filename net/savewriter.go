package net

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"time"
)

// saveLog appends a hosted game's records to its save file. The host holds
// the file open and locked (lockSave) from the moment it writes it until
// it closes, so a second host cannot take it; each append first checks
// that the file at the path is still this one and as long as this host
// left it, and writes one record (or a few) with a single write. Syncing
// to the disk happens beside the game (syncLoop), not in a decision's
// round trip: a host killed at any moment has lost at most the record it
// was writing, and a machine that loses power at most the last few
// records since the last sync.
type saveLog struct {
	path string
	f    *os.File
	fi   os.FileInfo // f's file: it stays allocated while f is open, so its number is never another file's
	off  int64       // the end of the last record written
	last link

	syncReq chan struct{}
	closing chan struct{} // closed by close: the loop stops waiting
	stopped chan struct{}
}

// errSaveInUse: another host holds the save file.
var errSaveInUse = errors.New("another stccg host is writing this save file (only one host may continue a game): stop that one first")

// createSaveLog writes s (header and records) as a new file at path and
// keeps it open for appending. path must hold nothing yet, or an empty
// file, or this host's reservation (ReserveSave): another game's save is
// never overwritten.
func createSaveLog(path string, s *Save) (*saveLog, error) {
	if err := checkClaimed(path); err != nil {
		return nil, err
	}
	f, err := writeSaveTemp(path, s)
	if err != nil {
		return nil, err
	}
	fail := func(err error) (*saveLog, error) {
		_ = f.Close()
		_ = os.Remove(f.Name())
		return nil, err
	}
	if err := lockSave(f); err != nil {
		return fail(err)
	}
	if err := os.Rename(f.Name(), path); err != nil {
		return fail(err)
	}
	data, last, err := encodeSave(s)
	if err != nil {
		return fail(err)
	}
	return startSaveLog(path, f, int64(len(data)), last)
}

// checkClaimed: path holds nothing, an empty file or a reservation.
func checkClaimed(path string) error {
	fi, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return err
	case !fi.Mode().IsRegular():
		return fmt.Errorf("%s is not a plain file; not saving there", path)
	case fi.Size() == 0:
		return nil
	case fi.Size() == int64(len(reservedMark)):
		data, err := os.ReadFile(path)
		if err == nil && string(data) == reservedMark {
			return nil
		}
	}
	return fmt.Errorf("%s was written by another program since this game claimed it; not overwriting it", path)
}

// openSaveLog continues the save ReadSave read from s.file.path: it takes
// the file (refused while another host holds it), checks that it is still
// what was read, cuts off a record cut short at its end, and appends from
// there.
func openSaveLog(s *Save) (*saveLog, error) {
	info := s.file
	f, err := os.OpenFile(info.path, os.O_RDWR, 0)
	if err != nil {
		return nil, err
	}
	fail := func(err error) (*saveLog, error) {
		_ = f.Close()
		return nil, err
	}
	if err := lockSave(f); err != nil {
		return fail(fmt.Errorf("%s: %w", info.path, err))
	}
	h := sha256.New()
	if _, err := io.Copy(h, io.LimitReader(f, MaxSaveSize+1)); err != nil {
		return fail(err)
	}
	if !bytes.Equal(h.Sum(nil), info.sum[:]) {
		return fail(fmt.Errorf("%s changed while it was being read (another host was still writing it?): try again", info.path))
	}
	if info.torn > 0 {
		if err := f.Truncate(info.used); err != nil {
			return fail(err)
		}
	}
	return startSaveLog(info.path, f, info.used, info.last)
}

func startSaveLog(path string, f *os.File, off int64, last link) (*saveLog, error) {
	fi, err := f.Stat()
	if err != nil {
		_ = f.Close()
		return nil, err
	}
	l := &saveLog{path: path, f: f, fi: fi, off: off, last: last, syncReq: make(chan struct{}, 1), closing: make(chan struct{}), stopped: make(chan struct{})}
	go l.syncLoop()
	return l, nil
}

// syncEvery spaces the syncs out: a write to the page a sync is writing
// out waits for the disk, so syncing after every record made the round
// trips of a busy machine wait on the disk after all. A power cut loses
// at most about this much play; a killed host, nothing written.
const syncEvery = 250 * time.Millisecond

// syncLoop syncs the file when records were written since it last did, at
// most once every syncEvery.
func (l *saveLog) syncLoop() {
	defer close(l.stopped)
	for range l.syncReq {
		_ = l.f.Sync()
		select {
		case <-time.After(syncEvery):
		case <-l.closing:
			return
		}
	}
}

// append writes recs at the end of the log.
func (l *saveLog) append(recs []SaveRecord) error {
	if len(recs) == 0 {
		return nil
	}
	if err := l.owned(); err != nil {
		return err
	}
	var buf []byte
	last := l.last
	for _, r := range recs {
		line, next, err := encodeRecord(last, r)
		if err != nil {
			return err
		}
		buf, last = append(buf, line...), next
	}
	n, err := l.f.WriteAt(buf, l.off)
	if err != nil {
		// A part written is cut off again, so the file ends with a
		// whole record (a resume would leave the part out anyway).
		if n > 0 {
			_ = l.f.Truncate(l.off)
		}
		return err
	}
	l.off += int64(n)
	l.last = last
	select {
	case l.syncReq <- struct{}{}:
	default: // a sync is due already
	}
	return nil
}

// owned: the file at the path is still the one this host writes, and as
// long as it left it. Another program's file put in its place (a rename
// over it) is never written to, nor one somebody appended to or cut.
func (l *saveLog) owned() error {
	cur, err := os.Stat(l.path)
	switch {
	case err != nil:
		return fmt.Errorf("%s: %w", l.path, err)
	case !os.SameFile(cur, l.fi):
		return fmt.Errorf("%s was replaced by another program since this game last saved there; not writing to it", l.path)
	case cur.Size() != l.off:
		return fmt.Errorf("%s was changed by another program since this game last saved there (%d bytes, not %d); not writing to it", l.path, cur.Size(), l.off)
	}
	return nil
}

// close syncs and closes the file, which lets another host take it.
func (l *saveLog) close() error {
	close(l.closing)
	close(l.syncReq)
	<-l.stopped
	err := l.f.Sync()
	return errors.Join(err, l.f.Close())
}
