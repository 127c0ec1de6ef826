package net

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stccg/stccg/game"
)

// A host may be killed at any byte of its save log, not only in the last
// record it was writing: a file system that keeps a file's size ahead of
// its data, a copy cut short or a disk filling up can leave any prefix of
// the log behind (issue 26: "a kill at any moment loses at most the
// decision in flight, and a resumed game is identical"). The log of a
// game of 200 decisions is cut at offsets spread over the whole file,
// record ends and the header included. A cut inside the header is
// refused, saying so; any other cut reads as the whole records before it
// (a torn last line is left out and counted, Torn), resumes in place, and,
// given the choices the uninterrupted game made after that point, plays
// on to the very game the uninterrupted host had: the same state (hidden
// cards, decks and the random source: StateDigest) and the same log for
// both players, and its save file reads back whole as that game.
func TestSaveCutAnywhereResumesTheSameGame(t *testing.T) {
	lib := testLib(t)
	const decisions = 200
	h, path := hostedSave(t, lib, t.TempDir(), 11, decisions)
	data := fileNow(t, h, path)
	whole, err := parseSave(data)
	if err != nil {
		t.Fatal(err)
	}
	all := whole.Choices()
	h.mu.Lock()
	wantDigest := h.g.StateDigest()
	wantLogs := [2]string{logJSON(t, h.g, 0), logJSON(t, h.g, 1)}
	wantCount := h.g.ChoiceCount()
	h.mu.Unlock()
	if len(all) != wantCount || wantCount < decisions/2 {
		t.Fatalf("the uninterrupted save holds %d choices, its game %d", len(all), wantCount)
	}

	headerEnd := bytes.IndexByte(data, '\n') + 1
	cuts := []int{0, 1, headerEnd / 2, headerEnd - 1, headerEnd, headerEnd + 1, len(data) - 1, len(data)}
	// Every tenth record's end, and offsets drawn over the whole file.
	for i, n := headerEnd, 0; i < len(data); i++ {
		if data[i] == '\n' {
			if n++; n%10 == 0 {
				cuts = append(cuts, i, i+1)
			}
		}
	}
	rng := rand.New(rand.NewPCG(11, 26))
	for range 40 {
		cuts = append(cuts, rng.IntN(len(data)+1))
	}
	slices.Sort(cuts)
	cuts = slices.Compact(cuts)

	dir := t.TempDir()
	for _, cut := range cuts {
		p := filepath.Join(dir, "cut.json")
		if err := os.WriteFile(p, data[:cut], 0o600); err != nil {
			t.Fatal(err)
		}
		s, err := ReadSave(p)
		if cut < headerEnd {
			if err == nil || !strings.Contains(err.Error(), "header") && !strings.Contains(err.Error(), "not a saved game") {
				t.Fatalf("cut at byte %d, inside the header: %v, want a refusal naming the header", cut, err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("cut at byte %d of %d: %v", cut, len(data), err)
		}
		lastEnd := bytes.LastIndexByte(data[:cut], '\n') + 1
		if s.Torn() != cut-lastEnd {
			t.Fatalf("cut at byte %d: %d bytes left out, want the %d of the torn line", cut, s.Torn(), cut-lastEnd)
		}
		prefix, err := parseSave(data[:lastEnd])
		if err != nil {
			t.Fatal(err)
		}
		kept := len(prefix.Choices())
		if !slices.EqualFunc(s.Choices(), all[:kept], sameChoice) {
			t.Fatalf("cut at byte %d: the choices read are not the first %d of the game", cut, kept)
		}

		h2, err := NewHost(HostConfig{Lib: lib, Resume: s, SavePath: p, Limits: testLimits()})
		if err != nil {
			t.Fatalf("cut at byte %d: resuming: %v", cut, err)
		}
		h2.mu.Lock()
		for _, c := range all[kept:] {
			d := h2.g.Pending()
			if d == nil {
				h2.mu.Unlock()
				t.Fatalf("cut at byte %d: the resumed game ended before decision %d", cut, c.Decision)
			}
			if err := h2.choose(d.Player, game.Choice{Decision: c.Decision, Picks: slices.Clone(c.Picks)}); err != nil {
				h2.mu.Unlock()
				t.Fatalf("cut at byte %d: the uninterrupted game's choice %d does not replay: %v", cut, c.Decision, err)
			}
		}
		gotDigest := h2.g.StateDigest()
		gotLogs := [2]string{logJSON(t, h2.g, 0), logJSON(t, h2.g, 1)}
		h2.mu.Unlock()
		h2.Close()
		if gotDigest != wantDigest || gotLogs != wantLogs {
			t.Fatalf("cut at byte %d (%d choices kept): played on, the resumed game is not the uninterrupted one (same state %v, same logs %v)", cut, kept, gotDigest == wantDigest, gotLogs == wantLogs)
		}
		again, err := ReadSave(p)
		if err != nil {
			t.Fatalf("cut at byte %d, resumed and played on: %v", cut, err)
		}
		g, err := again.Verify(lib)
		if err != nil || again.Torn() != 0 || g.StateDigest() != wantDigest {
			t.Fatalf("cut at byte %d, resumed and played on: the save reads back as another game (%v, %d bytes cut)", cut, err, again.Torn())
		}
	}
}

func sameChoice(a, b game.Choice) bool {
	return a.Decision == b.Decision && slices.Equal(a.Picks, b.Picks)
}

// logJSON is player p's whole event log as JSON: text included, so two
// games that read differently to anyone differ here.
func logJSON(t *testing.T, g *game.Game, p game.Player) string {
	t.Helper()
	b, err := json.Marshal(g.Log(p))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
