package game

import (
	"strings"
	"testing"
)

// A made-up core event: its controller has two fewer counters while
// commanding it without owning it.
const countersModCards = `
- {id: "T-CM1", title: Test Burden, unique: false, type: event, cost: 1, core: true, modifiers: [{to: self, while: commanded-not-owned, counters: -2}]}
`

// TestCountersModifier: Rulebook: 1. Play and Draw Cards (seven
// counters); Glossary: command and owner. Given away, the event takes two
// counters from its new controller's segment; kept by its owner, none.
// A raise, or a change not written to: self, is refused at load.
func TestCountersModifier(t *testing.T) {
	lib, err := DefaultLibraryWith([]byte(countersModCards))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, core string
		want       int
	}{
		{"given away", "core: [{card: Test Burden, owner: 1}]", 5},
		{"its owner's", "core: [Test Burden]", 7},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenarioWith(t, lib, `
active: 1
segment: orders
players:
  - name: Ann
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar, Dokar]
  - name: Ben
    missions: [{card: "Earth, Home of Starfleet Command"}]
    `+tc.core+`
    deck: [Davies, Davies]
`)
			choose(t, g, "End Execute Orders")
			expectDecision(t, g, ben, KindPlayDraw)
			if g.counter != tc.want {
				t.Fatalf("Ben has %d counters, want %d", g.counter, tc.want)
			}
		})
	}
	for _, bad := range []string{"counters: 1", "counters: -1, to: present"} {
		text := strings.Replace(countersModCards, "to: self, while: commanded-not-owned, counters: -2", "to: self, "+bad, 1)
		text = strings.Replace(text, "to: self, counters: -1, to: present", "to: present, counters: -1", 1)
		if _, err := DefaultLibraryWith([]byte(text)); err == nil || !strings.Contains(err.Error(), "counters") {
			t.Errorf("%s loaded: %v", bad, err)
		}
	}
}
