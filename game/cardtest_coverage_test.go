package game

import (
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/stccg/stccg/assets"
)

// untestedFile lists the encoded cards that had no card-test file when
// card tests became data. Every card enforced from then on has at least
// one (docs/card-tests.md); the list only shrinks.
const untestedFile = "testdata/cardtests-untested.txt"

// Every encoded, enforced card (first printing) has a card-test file in
// assets/cardtests, or is on the list of those that had none before; a
// card on the list that has gained a file, or is no longer encoded, must
// leave it.
func TestEnforcedCardsHaveCardTests(t *testing.T) {
	idx, err := CardTestIndex(assets.CardTests)
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(untestedFile)
	if err != nil {
		t.Fatal(err)
	}
	old := map[string]bool{}
	for _, l := range strings.Split(string(data), "\n") {
		if id, _, _ := strings.Cut(l, " "); id != "" && !strings.HasPrefix(id, "#") {
			old[id] = true
		}
	}
	lib := testLib(t)
	var missing []string
	for _, c := range lib.All() {
		if c.PrintingOf != "" || !c.Encoded || c.Status != Enforced {
			continue
		}
		switch {
		case len(idx[c.ID]) == 0 && !old[c.ID]:
			missing = append(missing, c.ID+" "+c.Name())
		case len(idx[c.ID]) > 0 && old[c.ID]:
			t.Errorf("%s %s has card tests now: remove it from %s", c.ID, c.Name(), untestedFile)
		}
		delete(old, c.ID)
	}
	for id := range old {
		t.Errorf("%s is on %s but is not an enforced encoded card: remove it", id, untestedFile)
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Errorf("enforced cards without a card-test file (assets/cardtests, docs/card-tests.md):\n%s", strings.Join(missing, "\n"))
	}
}
