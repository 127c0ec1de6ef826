package net

import (
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stccg/stccg/game"
)

// A deck travels as one card ID per copy and comes back the same list,
// in the same order (the order decides the game a seed makes).
func TestDeckSpecRoundTrip(t *testing.T) {
	lib := testLib(t)
	for _, name := range []string{"federation", "klingon", "borg"} {
		want := sampleList(t, lib, name)
		got, err := ListOf(lib, SpecOf(want))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: the deck changed on the way", name)
		}
		if back, err := listByID(lib, SpecOf(want)); err != nil || !reflect.DeepEqual(back, want) {
			t.Errorf("%s: a saved deck does not come back: %v", name, err)
		}
	}
}

// A bad deck is refused with every problem, each naming its entry.
func TestDeckSpecProblems(t *testing.T) {
	lib := testLib(t)
	for _, c := range []struct {
		cards []string
		want  []string
	}{
		{nil, []string{"empty"}},
		{[]string{"1x 1-161", "Rixx", "Rixx", "Rixx", "4x Rixx"}, []string{"missions", "dilemmas", "entry 5"}},
		{[]string{"Nonsense Card"}, []string{`entry 1 ("Nonsense Card")`, "unknown card"}},
		{[]string{"0x 1-161"}, []string{"entry 1", "bad count"}},
		{[]string{"1x 1-161\x1b[2J"}, []string{"entry 1", "control character"}},
		{make([]string, MaxDeckEntries+1), []string{"at most"}},
	} {
		_, err := ListOf(lib, DeckSpec{Cards: c.cards})
		if err == nil {
			t.Errorf("%.60q accepted", c.cards)
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%.60q: %q lacks %q", c.cards, err, w)
			}
		}
	}
}

// Names shown on the other player's screen carry no escape sequences and
// are bounded.
func TestCleanName(t *testing.T) {
	for in, want := range map[string]string{
		"  Ann ":                       "Ann",
		"\x1b[2J\x07Eve\r\n":           "Eve",
		strings.Repeat("é", 40):        strings.Repeat("é", MaxName),
		"Worf\u0000, son of Mogh\xff!": "Worf, son of Mogh!",
	} {
		if got := CleanName(in, MaxName); got != want {
			t.Errorf("CleanName(%q) = %q, want %q", in, got, want)
		}
	}
}

// Autosaves go to $STCCG_STATE_DIR, else $XDG_STATE_HOME/stccg, else the
// user config dir; they are written whole or not at all.
func TestSaveFile(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(StateDirEnv, "")
	t.Setenv("XDG_STATE_HOME", filepath.Join(dir, "xdg"))
	if d, err := StateDir(); err != nil || d != filepath.Join(dir, "xdg", "stccg") {
		t.Errorf("XDG_STATE_HOME: %q %v", d, err)
	}
	t.Setenv(StateDirEnv, filepath.Join(dir, "own"))
	p, err := NewSavePath(time.Date(2025, 1, 2, 3, 4, 5, 0, time.UTC))
	if err != nil || !regexp.MustCompile(`^game-20250102-030405-[0-9a-f]{8}\.json$`).MatchString(filepath.Base(p)) || filepath.Dir(p) != filepath.Join(dir, "own") {
		t.Errorf("NewSavePath: %q %v", p, err)
	}

	lib := testLib(t)
	s := &Save{Format: SaveFormat, Seed: 9, Names: [2]string{"Ann", "Ben"}, Token: strings.Repeat("ab", 16),
		Decks: [2]DeckSpec{SpecOf(sampleList(t, lib, "federation")), SpecOf(sampleList(t, lib, "klingon"))}}
	g0, err := s.newGame(lib)
	if err != nil {
		t.Fatal(err)
	}
	start := StateOf(g0)
	s.Start = &start
	if err := WriteSave(p, s); err != nil {
		t.Fatal(err)
	}
	got, err := ReadSave(p)
	if err != nil || got.Seed != 9 || got.Names != s.Names || !reflect.DeepEqual(got.Decks, s.Decks) {
		t.Fatalf("read back %+v, %v", got, err)
	}
	if _, err := got.Replay(lib); err != nil {
		t.Fatal(err)
	}
	// No temporary file is left behind.
	entries, _ := os.ReadDir(filepath.Dir(p))
	if len(entries) != 1 {
		t.Errorf("the save directory holds %d files", len(entries))
	}
	// A choice that does not replay is reported, not played.
	s.Log = append(s.Log, SaveRecord{Choice: &game.Choice{Decision: 1, Picks: []int{99}}})
	if _, err := s.Replay(lib); err == nil || !strings.Contains(err.Error(), "does not replay") {
		t.Errorf("a bad choice replays: %v", err)
	}
	if err := os.WriteFile(p, []byte("{\"format\":7}\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadSave(p); err == nil || !strings.Contains(err.Error(), "format 7") {
		t.Errorf("a future save format: %v", err)
	}
}

// Two hosts started on one new --save file cannot both take it: the first
// claims it with its mark in one step, the second is refused at start
// (before, both were accepted and the second silently stopped saving). An
// empty file the player made is taken; a reserved file resumed says it
// holds no game yet.
func TestReserveSaveIsTakenOnce(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.json")
	if err := ReserveSave(path); err != nil {
		t.Fatal(err)
	}
	if err := ReserveSave(path); err == nil || !strings.Contains(err.Error(), "already exists") {
		t.Fatalf("a second host takes a reserved save file: %v", err)
	}
	if _, err := ReadSave(path); err == nil || !strings.Contains(err.Error(), "holds no game yet") {
		t.Fatalf("resuming a reservation: %v", err)
	}
	empty := filepath.Join(dir, "empty.json")
	if err := os.WriteFile(empty, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := ReserveSave(empty); err != nil {
		t.Fatalf("an empty file is not taken: %v", err)
	}
	if err := ReserveSave(empty); err == nil {
		t.Fatal("a file taken once is taken again")
	}
	left, _ := filepath.Glob(filepath.Join(dir, ".stccg-reserve-*"))
	if len(left) > 0 {
		t.Errorf("temporary files left behind: %v", left)
	}
}
