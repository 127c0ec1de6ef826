package game

import (
	"testing"

	"github.com/stccg/stccg/assets"
)

// The second batch of Act 2 starter dilemmas (assets/cards/act2-dilemmas2.yaml,
// issue 21): each is enforced, reviewed against its printed text, and
// played by card tests as data (assets/cardtests) covering each branch
// of its text. The mechanics have their own tests: vocab_parity_test.go
// (the Chula dice), vocab_having_test.go (a skill the mission requires),
// vocab_halves_test.go (the halves of The Precipice); the lasting effects
// of Skeleton Crew, Chula: The Game and Punishment Box are played by
// their card tests. Rulebook: Facing Dilemmas.
func TestAct2DilemmasSecondBatch(t *testing.T) {
	idx, err := CardTestIndex(assets.CardTests)
	if err != nil {
		t.Fatal(err)
	}
	lib := testLib(t)
	for _, tc := range []struct {
		id, name string
		files    int // card-test files, at least
	}{
		{"15V010", "What Lies Beneath", 2},
		{"29V012", "The Needs of the Few", 2},
		{"10C016", "Stand-Off", 2},
		{"1C015", "Chula: Echoes", 2},
		{"1C016", "Chula: Pick One to Save Two", 2},
		{"8U006", "Chula: Move Along Home", 2},
		{"16V005", "Chula: Unfortunate Roll", 2},
		{"19V001", "Chula: The Precipice", 3},
		{"30V002", "Chula: The Game", 2},
		{"30V003", "Chula: Trickery", 3},
		{"34V001", "A Taste of Armageddon", 2},
		{"34V008", "Simulated Prey", 1},
		{"3U028", "Skeleton Crew", 4},
		{"17V010", "Punishment Box", 3},
	} {
		c := lib.ByID(tc.id)
		if c == nil {
			t.Fatalf("no card %s", tc.id)
		}
		if c.Name() != tc.name {
			t.Errorf("%s is %q, want %q", tc.id, c.Name(), tc.name)
		}
		if c.Status != Enforced || c.Reviewed == "" {
			t.Errorf("%s: status %v, reviewed %q", tc.name, c.Status, c.Reviewed)
		}
		if got := len(idx[tc.id]); got < tc.files {
			t.Errorf("%s: %d card-test files, want at least %d", tc.name, got, tc.files)
		}
	}
}
