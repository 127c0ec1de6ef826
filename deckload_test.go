package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A deck whose cards are not all enforced plays with a warning naming
// them, once; --strict refuses it (issue: playing a deck with cards that
// are not enforced).
func TestDeckLoaderWarnsOrRefusesUnenforcedCards(t *testing.T) {
	lib := testLibrary(t)
	dir := t.TempDir()
	p := filepath.Join(dir, "mixed.txt")
	deck := "Missions:\nQo'noS, Heart of the Empire\nKhitomer Investigation\nExplore Black Cluster\nEcological Crisis\nExcavation\n" +
		"Dilemmas:\n3x Wavefront\n3x Triage\n3x Microbrain\n3x Ornaran Threat\n3x An Old Debt\n3x Kolaran Raiders\n3x Command Decisions\n" +
		"Draw deck:\n3x Kahmis\n3x Dokar\n3x Vorax\n3x Kroval\n3x T'vis\n3x Meraht\n3x B'amara\n3x Rabal\n3x Delvok\n3x Davies\n3x Lopez\n3x Mills\n2x Alexander Rozhenko, K'mtar\n"
	if err := os.WriteFile(p, []byte(deck), 0o644); err != nil {
		t.Fatal(err)
	}
	var warn bytes.Buffer
	list, err := (deckLoader{lib: lib, warn: &warn}).load("deck1", p)
	if err != nil {
		t.Fatal(err)
	}
	if len(list.Draw) != 38 || !strings.Contains(warn.String(), "warning: --deck1") || !strings.Contains(warn.String(), "Alexander Rozhenko, K'mtar") ||
		!strings.Contains(warn.String(), "Ecological Crisis") || strings.Count(warn.String(), "\n") != 1 {
		t.Errorf("deck %d cards, warning %q", len(list.Draw), warn.String())
	}
	_, err = (deckLoader{lib: lib, warn: &warn, strict: true}).load("deck1", p)
	if err == nil || !strings.Contains(err.Error(), "--strict") || !strings.Contains(err.Error(), "Alexander Rozhenko, K'mtar") {
		t.Errorf("--strict: %v", err)
	}
	// Through the commands: deck check --strict fails, sim --strict refuses.
	if out, _, err := deckTestRun(t, "deck", "check", "--strict", p); err == nil || !strings.Contains(out, "not enforced") {
		t.Errorf("deck check --strict: %v\n%s", err, out)
	}
	if _, _, err := deckTestRun(t, "sim", "--strict", "--deck1", p, "--deck2", "klingon", "--games", "1"); err == nil || !strings.Contains(err.Error(), "--strict") {
		t.Errorf("sim --strict: %v", err)
	}
}
