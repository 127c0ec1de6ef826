package decks

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// referenceStarterDir is starterDir, or the decks folder of the reference
// pool STCCG_REFERENCE_POOL names (a checkout that is not beside it).
func referenceStarterDir() string {
	if p := os.Getenv("STCCG_REFERENCE_POOL"); p != "" {
		return filepath.Join(p, "decks")
	}
	return starterDir
}

// The official starter decks are legal in Standard, the two Excelsior
// Act 2 starters among them: their dilemmas come from sets newer than the
// LackeyCCG format list, which assets/pool/formats.yaml adds (docs/decks.md).
// Rulebook: Building a Deck (formats are the tournament sets a deck may use).
func TestStarterDecksLegalInStandard(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(referenceStarterDir(), "*.txt"))
	if len(files) == 0 {
		t.Skip("no reference starter decks next to the checkout (set STCCG_REFERENCE_POOL)")
	}
	lib := testLib(t)
	act2 := 0
	for _, f := range files {
		base := filepath.Base(f)
		if strings.Contains(base, "Act2") {
			act2++
		}
		d, err := Load(lib, f)
		if err != nil {
			t.Errorf("%s: %v", base, err)
			continue
		}
		for _, p := range d.CheckFormat("standard") {
			t.Errorf("%s: %s", base, p.Msg)
		}
	}
	if act2 < 2 {
		t.Errorf("found %d Act 2 starter decks, want at least 2", act2)
	}
}

// A card of a set newer than the LackeyCCG list (Sym, set 43) is legal in
// Standard and not in Traditional, which keeps Decipher's printed sets.
func TestNewerSetsInStandard(t *testing.T) {
	lib := testLib(t)
	for _, tc := range []struct {
		name                  string
		standard, traditional bool
	}{
		{"Interstellar Exigence", true, false}, // Sym (43)
		{"Nesting Symbiote", true, false},      // SC (61)
		{"Kira Nerys, Rescuer", true, false},   // TUC (15)
		{"Odo, Constable", true, true},         // SE (1)
	} {
		c := lib.Lookup(tc.name)
		if c == nil {
			t.Fatalf("no card %q", tc.name)
		}
		if Legal(c, "standard") != tc.standard || Legal(c, "traditional") != tc.traditional {
			t.Errorf("%s: standard %v traditional %v, want %v %v", tc.name, Legal(c, "standard"), Legal(c, "traditional"), tc.standard, tc.traditional)
		}
	}
}
