package net

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/stccg/stccg/internal/userfile"
)

// A save file (format 3) is a log, one JSON object per line:
//
//	{"format":3,"seed":…,"names":…,"decks":…,"token":…,"listen":…,"saved":…,"start":{…}}
//	{"h":"5be8d0a3c1f2e479","c":{"decision":1,"picks":[0]}}
//	{"h":"09f1c2d3e4b5a697","auto":{"player":2,"on":true}}
//	{"h":"7a6b5c4d3e2f1a0b","state":{"decisions":32,"turn":2,…}}
//
// The host writes the header once, with the whole file (WriteSave), then
// appends one line per choice or setting as the game goes (saveLog): a
// decision costs one small write, not a rewrite of the game. Each record's
// "h" chains it to everything before it (the first 8 bytes of a SHA-256 of
// the previous link and the record's own JSON after "h", the header's
// link being a hash of its line), so a line changed, left out or moved is
// found where it is. A host killed while appending leaves at most one
// line cut short at the end: ReadSave leaves it out (that decision is
// lost) and a host resuming the file cuts it off before appending.

// linkSize is the length of a record's chain link, in bytes.
const linkSize = 8

type link [linkSize]byte

// next is the link of a record whose JSON (without "h") is body.
func (l link) next(body []byte) link {
	h := sha256.New()
	h.Write(l[:])
	h.Write(body)
	var n link
	copy(n[:], h.Sum(nil))
	return n
}

// headerLink is the link a header line starts the chain with.
func headerLink(line []byte) link {
	var zero link
	return zero.next(line)
}

// recordPrefix is how every record line starts: {"h":"<16 hex digits>",
const recordPrefix = `{"h":"`

var recordPrefixLen = len(recordPrefix) + 2*linkSize + 2

// encodeRecord is r's line (with its newline) after the record linked
// prev, and the record's own link.
func encodeRecord(prev link, r SaveRecord) ([]byte, link, error) {
	body, err := json.Marshal(r)
	if err != nil {
		return nil, prev, err
	}
	if len(body) < 3 { // "{}": a record says something
		return nil, prev, errors.New("an empty save record")
	}
	l := prev.next(body)
	line := make([]byte, 0, recordPrefixLen+len(body))
	line = append(line, recordPrefix...)
	line = hex.AppendEncode(line, l[:])
	line = append(line, '"', ',')
	line = append(line, body[1:]...)
	return append(line, '\n'), l, nil
}

// encodeSave is the whole file for s, and the link of its last line.
func encodeSave(s *Save) ([]byte, link, error) {
	head := *s
	head.Format = SaveFormat
	header, err := json.Marshal(&head)
	if err != nil {
		return nil, link{}, err
	}
	out := append(header, '\n')
	l := headerLink(header)
	for _, r := range s.Log {
		var line []byte
		if line, l, err = encodeRecord(l, r); err != nil {
			return nil, link{}, err
		}
		out = append(out, line...)
	}
	return out, l, nil
}

// WriteSave writes s to path whole and atomically: a temporary file in
// the same directory, synced, then renamed over path. A reader sees the
// old file or the new one, never half of one.
func WriteSave(path string, s *Save) error {
	f, err := writeSaveTemp(path, s)
	if err != nil {
		return err
	}
	tmp := f.Name()
	err = errors.Join(f.Close(), os.Rename(tmp, path))
	if err != nil {
		_ = os.Remove(tmp)
	}
	return err
}

// writeSaveTemp writes s to a new temporary file beside path, synced, and
// returns it open.
func writeSaveTemp(path string, s *Save) (*os.File, error) {
	data, _, err := encodeSave(s)
	if err != nil {
		return nil, err
	}
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	f, err := os.CreateTemp(dir, filepath.Base(path)+".tmp*")
	if err != nil {
		return nil, err
	}
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if err != nil {
		_ = f.Close()
		_ = os.Remove(f.Name())
		return nil, err
	}
	return f, nil
}

// saveFileInfo is how ReadSave found a save file: a host resuming it in
// place checks, once it holds the file, that nothing changed since.
type saveFileInfo struct {
	path string
	sum  [32]byte // SHA-256 of the whole file as read
	used int64    // bytes up to the end of the last whole record
	torn int      // bytes of a last record cut short, left out
	last link     // the link of the last whole record (or of the header)
}

// Torn is how many bytes of a last record, cut short (a host killed while
// writing it), the save left out; 0 for a whole file.
func (s *Save) Torn() int {
	if s.file == nil {
		return 0
	}
	return s.file.torn
}

// ReadSave reads a save file strictly: every line must be whole JSON with
// known fields only and nothing after it, every record must follow the
// one before (its link), and anything after the last whole record must
// be the start of one cut short, which is left out. It does not check the
// game in it: see Verify.
func ReadSave(path string) (*Save, error) {
	data, err := userfile.Read(path, MaxSaveSize)
	if err != nil {
		return nil, err
	}
	s, err := parseSave(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	s.file.path = path
	return s, nil
}

// maxRecordLine bounds one record's line (a choice names at most a
// decision's options).
const maxRecordLine = MaxLine

func parseSave(data []byte) (*Save, error) {
	if bytes.Equal(data, []byte(reservedMark)) {
		return nil, errors.New("it holds no game yet: the host that reserved it has not saved one there")
	}
	end := bytes.IndexByte(data, '\n')
	if end < 0 {
		return nil, errors.New("not a saved game: its first line (the header) does not end")
	}
	header := data[:end]
	var probe struct {
		Format int `json:"format"`
	}
	if err := json.Unmarshal(header, &probe); err != nil {
		// Formats 1 and 2 were one indented JSON object.
		if json.NewDecoder(bytes.NewReader(data)).Decode(&probe) == nil && (probe.Format == 1 || probe.Format == 2) {
			return nil, olderFormat(probe.Format)
		}
		return nil, fmt.Errorf("not a saved game: %v", err)
	}
	if probe.Format == 1 || probe.Format == 2 {
		return nil, olderFormat(probe.Format)
	}
	if probe.Format != SaveFormat {
		return nil, fmt.Errorf("save format %d, this stccg reads format %d", probe.Format, SaveFormat)
	}
	s := &Save{}
	if err := decodeStrict(header, s); err != nil {
		return nil, fmt.Errorf("not a saved game: the header: %v", err)
	}
	if s.Start == nil {
		return nil, errors.New("the header does not say where the game starts")
	}
	info := &saveFileInfo{sum: sha256.Sum256(data), last: headerLink(header)}
	pos := end + 1
	for n := 1; pos < len(data); n++ {
		end := bytes.IndexByte(data[pos:], '\n')
		if end < 0 {
			// A last line without its end: a record cut short while
			// being written. Anything else there is not from a host.
			rest := data[pos:]
			if len(rest) > maxRecordLine || !bytes.HasPrefix([]byte(recordPrefix), rest[:min(len(rest), len(recordPrefix))]) {
				return nil, fmt.Errorf("trailing data after record %d (line %d): not a record", n-1, n)
			}
			info.torn = len(rest)
			break
		}
		line := data[pos : pos+end]
		r, l, err := decodeRecord(info.last, line)
		if err != nil {
			return nil, fmt.Errorf("record %d (line %d): %w", n, n+1, err)
		}
		if r.Listen != "" {
			s.Listen = r.Listen
		}
		s.Log = append(s.Log, r)
		info.last = l
		pos += end + 1
	}
	info.used = int64(pos)
	if info.torn > 0 {
		info.used = int64(len(data) - info.torn)
	}
	s.file = info
	return s, nil
}

// decodeRecord checks one record line against the link before it.
func decodeRecord(prev link, line []byte) (SaveRecord, link, error) {
	var r SaveRecord
	if len(line) < recordPrefixLen+2 || !bytes.HasPrefix(line, []byte(recordPrefix)) || !bytes.Equal(line[recordPrefixLen-2:recordPrefixLen], []byte(`",`)) {
		return r, prev, errors.New(`not a record: it does not start with its link ({"h":"…",)`)
	}
	var got link
	if _, err := hex.Decode(got[:], line[len(recordPrefix):recordPrefixLen-2]); err != nil {
		return r, prev, errors.New("not a record: its link is not hexadecimal")
	}
	body := append([]byte{'{'}, line[recordPrefixLen:]...)
	if want := prev.next(body); got != want {
		return r, prev, errors.New("it does not follow the lines before it: the save was changed after it was written (a line edited, left out or moved)")
	}
	if err := decodeStrict(body, &r); err != nil {
		return r, prev, err
	}
	set := 0
	for _, b := range []bool{r.Choice != nil, r.AutoPass != nil, r.Listen != "", r.State != nil} {
		if b {
			set++
		}
	}
	if set != 1 {
		return r, prev, fmt.Errorf("a record holds %d things, not one", set)
	}
	return r, got, nil
}

// decodeStrict decodes one JSON object with known fields only and nothing
// after it.
func decodeStrict(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return errors.New("trailing data after its JSON")
	}
	return nil
}

// olderFormat refuses a save of format 1 or 2, one JSON object.
func olderFormat(n int) error {
	return fmt.Errorf("a save of format %d, from an older stccg: its check did not cover the hidden cards, so this stccg does not resume it (finish it with that release, or start a new game)", n)
}
