package net

import (
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// A fair game's host value lives beside the save, in FairFile(save), so
// that a resumed game can still reveal it at the end and the joiner's
// check passes. It is a secret of the same kind as the save (with the
// joiner's value, which crossed the wire, it gives the seed) and stays on
// the host. The save itself does not hold it.

// FairFile is the file beside a save that holds the host's value.
func FairFile(savePath string) string { return savePath + ".fair" }

// writeFairValue writes the host's value to path (a temporary file
// renamed over it, readable by its owner only).
func writeFairValue(path string, v []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	_, err = f.WriteString(hex.EncodeToString(v) + "\n")
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		_ = os.Remove(tmp)
	}
	return err
}

// ReadFairValue reads the host's value of a fair game from path.
func ReadFairValue(path string) ([]byte, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if len(b) > 200 {
		return nil, fmt.Errorf("%s is not a fair-seed file: too long", path)
	}
	v, err := parseValue(strings.TrimSpace(string(b)))
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return v, nil
}

// keepFairValue writes the value beside the save once the game's seed
// came from both sides. h.mu is held; a failure is told and the game goes
// on (only the check at the end after a resume needs it).
func (h *Host) keepFairValue() {
	if h.cfg.SavePath == "" || h.fair == nil || !h.fairUsed {
		return
	}
	if err := writeFairValue(FairFile(h.cfg.SavePath), h.fair.hostValue); err != nil {
		h.logf("cannot keep the fair-seed value beside the save: %v (after a resume, the joiner cannot check the shuffles)", err)
	}
}
