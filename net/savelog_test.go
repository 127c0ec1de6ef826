package net

import (
	"bytes"
	"encoding/hex"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stccg/stccg/game"
)

// hostedSave starts a hosted game saving to a new file in dir, plays n
// decisions with bots (fewer if the game ends) and returns the host, still
// running, with the file's path. The host is closed when the test ends.
func hostedSave(t *testing.T, lib *game.Library, dir string, seed uint64, n int) (*Host, string) {
	t.Helper()
	path := filepath.Join(dir, "game.json")
	h, addr := startHost(t, HostConfig{Lib: lib, Name: "Ann", Seed: seed, SavePath: path})
	join(t, ClientConfig{Addr: addr, Name: "Ben", Deck: sampleSpec(t, lib, "klingon")})
	waitFor(t, func() bool { h.mu.Lock(); defer h.mu.Unlock(); return h.g != nil }, "the game to start")
	playHost(t, h, seed, n)
	return h, path
}

// playHost makes up to n decisions of either seat with bots, on the host.
func playHost(t *testing.T, h *Host, seed uint64, n int) {
	t.Helper()
	var bots [2]game.Bot
	for p := range bots {
		bots[p], _ = game.NewBotWith(game.BotBasic, h.cfg.Lib, seed+uint64(p))
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	for i := 0; i < n; i++ {
		d := h.g.Pending()
		if d == nil {
			return
		}
		v := h.g.View(d.Player)
		c := bots[d.Player].Choose(&v, d)
		if err := h.choose(d.Player, game.Choice{Decision: c.Decision, Picks: slices.Clone(c.Picks)}); err != nil {
			t.Fatal(err)
		}
	}
}

// fileNow is the save file's content at this moment (no append is under
// way: appends happen with h.mu held).
func fileNow(t *testing.T, h *Host, path string) []byte {
	t.Helper()
	h.mu.Lock()
	defer h.mu.Unlock()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// A host killed at any moment leaves its save log whole up to the record
// it was writing, and that record cut anywhere (issue 26: "a kill at any
// moment loses at most the decision in flight, and a resumed game is
// identical"). The file is cut at every byte of its last record, a
// choice: each cut resumes as the game one decision before (the whole
// file as the game itself); a host resuming it in place cuts the part
// off, goes on, and its file reads back whole.
func TestSaveCutAtEveryByteOfTheLastRecord(t *testing.T) {
	lib := testLib(t)
	h, path := hostedSave(t, lib, t.TempDir(), 5, 45)
	data := fileNow(t, h, path)
	whole, err := parseSave(data)
	if err != nil {
		t.Fatal(err)
	}
	if whole.Log[len(whole.Log)-1].Choice == nil {
		// End on a choice: the record a kill would cut.
		playHost(t, h, 6, 1)
		data = fileNow(t, h, path)
		if whole, err = parseSave(data); err != nil {
			t.Fatal(err)
		}
	}
	if whole.Log[len(whole.Log)-1].Choice == nil {
		t.Fatal("the save does not end on a choice")
	}
	full, err := whole.Verify(lib)
	if err != nil {
		t.Fatal(err)
	}
	before := *whole
	before.Log = whole.Log[:len(whole.Log)-1]
	prev, err := before.Verify(lib)
	if err != nil {
		t.Fatal(err)
	}
	lastStart := bytes.LastIndexByte(data[:len(data)-1], '\n') + 1
	dir := t.TempDir()
	for cut := lastStart; cut <= len(data); cut++ {
		p := filepath.Join(dir, "cut.json")
		if err := os.WriteFile(p, data[:cut], 0o600); err != nil {
			t.Fatal(err)
		}
		s, err := ReadSave(p)
		if err != nil {
			t.Fatalf("cut at byte %d of %d: %v", cut, len(data), err)
		}
		g, err := s.Verify(lib)
		if err != nil {
			t.Fatalf("cut at byte %d of %d: %v", cut, len(data), err)
		}
		want, torn := prev, cut-lastStart
		if cut == len(data) {
			want, torn = full, 0
		}
		if g.StateDigest() != want.StateDigest() || s.Torn() != torn {
			t.Fatalf("cut at byte %d of %d: resumed %d decisions (%d bytes left out), want %d (%d)", cut, len(data), g.ChoiceCount(), s.Torn(), want.ChoiceCount(), torn)
		}
		if cut != lastStart+len(recordPrefix)+3 && cut != len(data)-1 {
			continue
		}
		// Resumed in place: the cut part goes, the game goes on.
		h2, err := NewHost(HostConfig{Lib: lib, Resume: s, SavePath: p, Limits: testLimits()})
		if err != nil {
			t.Fatalf("cut at byte %d: %v", cut, err)
		}
		playHost(t, h2, 9, 3)
		h2.mu.Lock()
		wantNow := h2.g.StateDigest()
		h2.mu.Unlock()
		h2.Close()
		again, err := ReadSave(p)
		if err != nil {
			t.Fatalf("cut at byte %d, resumed and played on: %v", cut, err)
		}
		g2, err := again.Verify(lib)
		if err != nil || again.Torn() != 0 || g2.StateDigest() != wantNow {
			t.Fatalf("cut at byte %d, resumed and played on: the save reads back as another game (%v, %d bytes cut)", cut, err, again.Torn())
		}
	}
}

// Only what a host writes is read: a line with anything after its JSON, a
// line that is no record, a last line cut short that is not the start of
// a record, or a save of the older formats is refused, saying so.
func TestReadSaveRefusesTrailingData(t *testing.T) {
	lib := testLib(t)
	honest := savedGame(t, lib, 3, 20)
	data, last, err := encodeSave(&honest)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := parseSave(data); err != nil {
		t.Fatalf("the honest save: %v", err)
	}
	header := data[:bytes.IndexByte(data, '\n')+1]
	// A record whose link is right but whose line goes on after its JSON.
	body := []byte(`{"c":{"decision":99,"picks":[0]}} {"c":{}}`)
	l := last.next(body)
	var forged bytes.Buffer
	forged.WriteString(recordPrefix)
	forged.WriteString(hex.EncodeToString(l[:]))
	forged.WriteString(`",`)
	forged.Write(body[1:])
	forged.WriteByte('\n')
	for _, c := range []struct {
		name string
		data []byte
		want string
	}{
		{"JSON after the header's", append(bytes.TrimSuffix(slices.Clone(header), []byte("\n")), []byte("{}\n")...), "not a saved game"},
		{"JSON after a record's", append(slices.Clone(data), forged.Bytes()...), "trailing data after its JSON"},
		{"a line that is no record", append(slices.Clone(data), "garbage\n"...), "not a record"},
		{"a last line that is no record", append(slices.Clone(data), "garbage"...), "trailing data after record"},
		{"a record moved", append(slices.Clone(header), data[bytes.IndexByte(data[len(header):], '\n')+len(header)+1:]...), "does not follow"},
		{"format 2", []byte("{\n \"format\": 2,\n \"seed\": 1\n}\n"), "older stccg"},
		{"format 2 with trailing data", []byte("{\"format\": 2}\n{}"), "older stccg"},
		{"a future format", []byte("{\"format\":9}\n"), "format 9"},
		{"no header's end", []byte(`{"format":3}`), "does not end"},
	} {
		if _, err := parseSave(c.data); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error saying %q", c.name, err, c.want)
		}
	}
	// The start of a record cut short is a kill while writing: left out.
	s, err := parseSave(append(slices.Clone(data), `{"h":"0123`...))
	if err != nil || s.Torn() != len(`{"h":"0123`) || len(s.Log) != len(honest.Log) {
		t.Errorf("a record cut short: %v", err)
	}
}

// Two hosts resuming one save cannot both write it: the second is refused
// at start while the first holds the file, and one that read the file
// before the first host wrote to it is refused even after the first has
// gone (it would go on from an older game). Before, both kept writing:
// each checked that the file was the one it had written by its inode
// number, which the file system gave each rewrite anew and reused.
func TestTwoHostsCannotResumeOneSave(t *testing.T) {
	lib := testLib(t)
	h, path := hostedSave(t, lib, t.TempDir(), 8, 30)
	h.Close()
	read := func() *Save {
		s, err := ReadSave(path)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	s1, s2 := read(), read()
	h1, err := NewHost(HostConfig{Lib: lib, Resume: s1, SavePath: path, Limits: testLimits()})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := NewHost(HostConfig{Lib: lib, Resume: s2, SavePath: path, Limits: testLimits()}); err == nil || !strings.Contains(err.Error(), "another stccg host") {
		t.Fatalf("a second host resumes a save the first is writing: %v", err)
	}
	playHost(t, h1, 3, 2)
	h1.Close()
	if _, err := NewHost(HostConfig{Lib: lib, Resume: s2, SavePath: path, Limits: testLimits()}); err == nil || !strings.Contains(err.Error(), "changed while it was being read") {
		t.Fatalf("a host goes on from a save read before another host wrote to it: %v", err)
	}
	h3, err := NewHost(HostConfig{Lib: lib, Resume: read(), SavePath: path, Limits: testLimits()})
	if err != nil {
		t.Fatalf("the save, let go, cannot be resumed: %v", err)
	}
	h3.Close()
}

// A host whose save file is replaced (another file renamed over it), or
// written to by another program, stops saving there and says so; the
// other file is left as it is.
func TestHostLeavesAReplacedSaveAlone(t *testing.T) {
	lib := testLib(t)
	for how, says := range map[string]string{"replaced": "replaced", "appended": "changed"} {
		dir := t.TempDir()
		h, path := hostedSave(t, lib, dir, 4, 10)
		var other []byte
		switch how {
		case "replaced":
			other = []byte("another program's file\n")
			tmp := filepath.Join(dir, "other")
			if err := os.WriteFile(tmp, other, 0o600); err != nil {
				t.Fatal(err)
			}
			if err := os.Rename(tmp, path); err != nil {
				t.Fatal(err)
			}
		case "appended":
			f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := f.WriteString("x"); err != nil {
				t.Fatal(err)
			}
			_ = f.Close()
			other, _ = os.ReadFile(path)
		}
		playHost(t, h, 4, 3)
		if err := h.SaveProblem(); err == nil || !strings.Contains(err.Error(), says) {
			t.Errorf("%s: the host goes on saving: %v", how, err)
		}
		if now, _ := os.ReadFile(path); !bytes.Equal(now, other) {
			t.Errorf("%s: the host wrote to the other file", how)
		}
	}
}
