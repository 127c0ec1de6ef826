package game

import "testing"

// A made-up event: discard any number of personnel from hand, each of a
// different species, then draw as many cards as were discarded.
const discardDifferentCards = `
- id: test-discard-different
  title: Test Discard Different
  unique: false
  type: event
  cost: 0
  effect:
    - {do: discard-from-hand, any_number: true, filter: {type: personnel}, different: species}
    - {do: draw, many: {count: paid}}
`

// Glossary: species — species match only exactly: once a Human is
// picked, the other Human is no longer offered, but a Human/Vulcan still
// is; the two discarded are what the text paid, so two cards are drawn.
func TestDiscardDifferentSpecies(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, discardDifferentCards), `
active: 1
players:
  - missions: [{card: "Earth, Cradle of the Federation"}]
    hand: [Test Discard Different, Reide, Davies, "Spock, Maverick Diplomat", Triage]
    deck: [Dokar, Dokar, Dokar]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Kahmis]
`)
	choose(t, g, "Play Test Discard Different")
	d := expectDecision(t, g, 0, KindSelect)
	if hasOption(d, "Triage") || !hasOption(d, "Done") {
		t.Fatalf("want personnel and Done offered, no dilemma: %q", labels(d))
	}
	choose(t, g, "Discard Reide")
	d = expectDecision(t, g, 0, KindSelect)
	if hasOption(d, "Davies") || !hasOption(d, "Spock") {
		t.Fatalf("after a Human: want Spock (Human/Vulcan) offered, not Davies: %q", labels(d))
	}
	choose(t, g, "Discard Spock")
	if c := find(t, g, "Davies"); c.Zone != ZHand {
		t.Fatalf("Davies in %v, want the hand", c.Zone)
	}
	if n := len(g.players[0].Deck); n != 1 {
		t.Fatalf("deck holds %d, want 1 (two drawn for two discarded)", n)
	}
}
