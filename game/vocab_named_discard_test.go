package game

import "testing"

// A made-up personnel: an order names a card; Cunning +1 for each copy of
// the title named in the opponent's discard pile.
const namedDiscardCards = `
- {id: "T-NAMED-DISC", title: Test Name Counter, unique: false, type: personnel, cost: 1, affiliation: dominion, species: [Vorta], skills: [{skill: Law, level: 1}], integrity: 5, cunning: 5, strength: 5,
   abilities: [{when: order, effect: [{do: name-title}]}],
   modifiers: [{to: self, per: {is: named-in-opponent-discard}, cunning: 1}]}
`

// Glossary: naming cards (a title: every copy counts); copy. Nothing named
// counts nothing; the opponent's copies count, the player's own do not;
// naming again replaces the name.
func TestPerNamedInOpponentDiscard(t *testing.T) {
	lib := testLibWith(t, namedDiscardCards)
	g := startScenarioWith(t, lib, `
active: 1
segment: orders
players:
  - missions:
      - card: "Founders' Homeworld, Home of the Great Link"
        surface: [Test Name Counter]
    discard: [Dokar, Dokar]
    deck: [Tholun]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    discard: [Dokar, Tholun, Dokar, Dokar]
    deck: [Dokar]
`)
	id := find(t, g, "Test Name Counter").ID
	if got := g.stats(id).Cunning; got != 5 {
		t.Fatalf("nothing named: Cunning %d, want 5", got)
	}
	g.plays.named = map[int]string{id: "Dokar"}
	if got := g.stats(id).Cunning; got != 8 {
		t.Errorf("Dokar named: Cunning %d, want 8 (three in the opponent's pile, the player's own two left out)", got)
	}
	g.plays.named[id] = "Tholun"
	if got := g.stats(id).Cunning; got != 6 {
		t.Errorf("Tholun named again: Cunning %d, want 6", got)
	}
}

// Glossary: naming cards — a name belongs to the card while it stays in
// play. A card that leaves play and is placed back (not played: put into
// play by other text) has named nothing, as one played again has not.
func TestNameForgottenWhenPlacedIntoPlayAgain(t *testing.T) {
	lib := testLibWith(t, namedDiscardCards)
	g := startScenarioWith(t, lib, `
active: 1
segment: orders
players:
  - missions:
      - card: "Founders' Homeworld, Home of the Great Link"
        surface: [Test Name Counter]
    deck: [Tholun]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    discard: [Dokar, Dokar]
    deck: [Dokar]
`)
	c := find(t, g, "Test Name Counter")
	mission := c.Where
	g.plays.named = map[int]string{c.ID: "Dokar"}
	if got := g.stats(c.ID).Cunning; got != 7 {
		t.Fatalf("Dokar named: Cunning %d, want 7", got)
	}
	g.place(c.ID, ZDiscard, 0)
	g.place(c.ID, ZSurface, mission)
	if got, named := g.stats(c.ID).Cunning, g.plays.named[c.ID]; got != 5 || named != "" {
		t.Fatalf("placed into play again: Cunning %d and name %q, want 5 and nothing named", got, named)
	}
}
