package game

import (
	"encoding/json"
	"os"
	"testing"
)

// refCard is a card of the shared 111-card reference file, as far as this
// test reads it.
type refCard struct {
	Title    string `json:"title"`
	Subtitle string `json:"subtitle"`
	Type     string `json:"type"`
	Text     string `json:"text"`
}

// The 111 cards encoded before the whole pool came in are all in the pool
// under the same name and type, and keep their encoding: each is enforced,
// or has no game text at all. (The pool's facts are checked against the
// pool's own card list by tools/cardgen's tests.) The reference file lives
// beside the repository (CI has it); without it there is nothing to
// compare against.
func TestReferenceCardsKeepTheirEncoding(t *testing.T) {
	data, err := os.ReadFile("../../shared/reference/cards-2e.json")
	if os.IsNotExist(err) {
		t.Skip("the shared reference file is not beside this checkout")
	}
	if err != nil {
		t.Fatal(err)
	}
	var refs []refCard
	if err := json.Unmarshal(data, &refs); err != nil {
		t.Fatal(err)
	}
	if len(refs) != 111 {
		t.Fatalf("reference has %d cards", len(refs))
	}
	lib := testLib(t)
	for _, r := range refs {
		name := r.Title
		if r.Subtitle != "" {
			name += ", " + r.Subtitle
		}
		c, err := lib.Find(name)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if string(c.Type) != r.Type {
			t.Errorf("%s: type %s, reference %s", name, c.Type, r.Type)
		}
		if !c.Enforced() {
			t.Errorf("%s: status %q", name, c.Status)
		}
	}
}
