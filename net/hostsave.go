package net

import (
	"fmt"
	"os"
	"path/filepath"
)

// checkpointEvery is how many records a host writes between checkpoints
// of the whole state (and one more when the game ends or the host
// closes). A checkpoint costs a digest of the game (a few microseconds)
// and a line of about 150 bytes; the chain of records protects the lines
// between two of them.
const checkpointEvery = 32

// resumeSaveLog opens the save a resumed game goes on in: the file it was
// read from, continued where it ends, or a new file with the whole game so
// far.
func resumeSaveLog(path string, s *Save) (*saveLog, error) {
	if s.file != nil && sameSavePath(s.file.path, path) {
		return openSaveLog(s)
	}
	return createSaveLog(path, s)
}

func sameSavePath(a, b string) bool {
	if filepath.Clean(a) == filepath.Clean(b) {
		return true
	}
	fa, errA := os.Stat(a)
	fb, errB := os.Stat(b)
	return errA == nil && errB == nil && os.SameFile(fa, fb)
}

// startSave writes a new game's save file: its header, once both seats
// are there. h.mu is held.
func (h *Host) startSave() {
	if h.cfg.SavePath == "" {
		return
	}
	var err error
	if h.log, err = createSaveLog(h.cfg.SavePath, &h.save); err != nil {
		h.saveFailed(err)
	}
	h.autosave()
}

// autosave records the choices made since the last save. h.mu is held.
func (h *Host) autosave() {
	if h.g == nil {
		return
	}
	var add []SaveRecord
	for _, c := range h.g.ChoicesFrom(h.saved) {
		add = append(add, SaveRecord{Choice: &c})
	}
	h.saved = h.g.ChoiceCount()
	h.commit(add)
}

// recordSetting records a change made outside the choices (an auto-pass
// setting, a new address) after the choices made so far, a window the
// setting passed included. h.mu is held.
func (h *Host) recordSetting(r SaveRecord) {
	h.autosave()
	h.commit([]SaveRecord{r})
}

// commit adds records to the save, with a checkpoint after every
// checkpointEvery records and at the end of the game. h.mu is held.
func (h *Host) commit(add []SaveRecord) {
	if len(add) == 0 {
		return
	}
	h.checkDue += len(add)
	if h.checkDue >= checkpointEvery || h.g.Result() != nil {
		st := StateOf(h.g)
		add = append(add, SaveRecord{State: &st})
		h.checkDue = 0
	}
	h.save.Log = append(h.save.Log, add...)
	h.writeSave(add)
}

// writeSave appends recs, after any that could not be written before, to
// the save file. A failure is told once and the game goes on; what was
// not written is tried again with the next records. h.mu is held.
func (h *Host) writeSave(recs []SaveRecord) {
	if h.log == nil {
		return
	}
	h.unsaved = append(h.unsaved, recs...)
	if err := h.log.append(h.unsaved); err != nil {
		h.saveFailed(err)
		return
	}
	h.unsaved, h.saveErr = h.unsaved[:0], nil
}

func (h *Host) saveFailed(err error) {
	if h.saveErr == nil {
		h.logf("cannot autosave to %s: %v", h.cfg.SavePath, err)
		h.local.note("cannot autosave: "+err.Error(), true)
	}
	h.saveErr = err
}

// closeSave writes a last checkpoint when records came since the one
// before, and lets the file go. h.mu is held.
func (h *Host) closeSave() {
	if h.log == nil {
		return
	}
	if h.checkDue > 0 && h.g != nil {
		st := StateOf(h.g)
		h.save.Log = append(h.save.Log, SaveRecord{State: &st})
		h.checkDue = 0
		h.writeSave([]SaveRecord{{State: &st}})
	}
	if err := h.log.close(); err != nil {
		h.logf("closing the save %s: %v", h.cfg.SavePath, err)
	}
	h.log = nil
}

// SaveProblem is why the host is not saving, or nil while it is (or has
// nothing to save yet).
func (h *Host) SaveProblem() error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.saveErr != nil {
		return fmt.Errorf("%s: %w", h.cfg.SavePath, h.saveErr)
	}
	return nil
}
