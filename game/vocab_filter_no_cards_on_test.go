package game

import (
	"strings"
	"testing"
)

// Rulebook: Core — the filter field no_cards_on matches an event in a core
// with nothing on it, not one holding cards placed on it by its text.
func TestFilterNoCardsOn(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions: [{card: "Earth, Home of Starfleet Command", surface: [Davies]}]
    core: [{card: Forever Linked, on: [Bandee]}, Always Welcome]
    deck: [Martin]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
	f := &Filter{Type: EventCard, NoCardsOn: true}
	if err := f.validate(); err != nil {
		t.Fatal(err)
	}
	if f.IsZero() {
		t.Error("a filter with no_cards_on set counts as empty")
	}
	if g.matches(f, find(t, g, "Forever Linked").ID) {
		t.Error("Forever Linked, with Bandee on it, matched")
	}
	if !g.matches(f, find(t, g, "Always Welcome").ID) {
		t.Error("Always Welcome, with nothing on it, did not match")
	}
	if txt := f.Text("card"); !strings.Contains(txt, noCardsOnText) {
		t.Errorf("words %q", txt)
	}
}
