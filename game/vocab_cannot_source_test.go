package game

import "testing"

// Ruling: Boon of the Celestial Temple (a protection against the cards an
// opponent owns). A made-up core event keeps its controller's discarded
// personnel from being removed from the game by the opponent's text, while
// its controller's own text still removes them; a discarded event is not
// reached.
func TestCannotSourceGuardsDiscardPile(t *testing.T) {
	lib := testLibWith(t, `
- id: test-guard
  title: Test Guard
  unique: false
  type: event
  cost: 0
  core: true
  modifiers:
    - {to: in-your-discard, of: {type: personnel}, cannot: [remove-from-game], cannot_source: opponent}
`)
	g := startScenarioWith(t, lib, `
active: 1
segment: orders
players:
  - name: Ann
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    core: [Test Guard]
    discard: [Kahmis, "Cry \"Havoc!\""]
    deck: [Dokar]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    core: [Test Guard]
    deck: [Lopez]
`)
	guardAnn, guardBen := findAll(g, "Test Guard")[0], findAll(g, "Test Guard")[1]
	if guardAnn.Controller != ann {
		guardAnn, guardBen = guardBen, guardAnn
	}
	kahmis, havoc := findAll(g, "Kahmis")[0], findAll(g, "Cry \"Havoc!\"")[0]
	if !g.cannotBy(kahmis.ID, OutRemoveFromGame, guardBen.ID) {
		t.Fatal("the opponent's card may remove the guarded personnel")
	}
	if g.cannotBy(kahmis.ID, OutRemoveFromGame, guardAnn.ID) {
		t.Fatal("its own player's card may not remove the personnel")
	}
	if g.cannotBy(havoc.ID, OutRemoveFromGame, guardBen.ID) {
		t.Fatal("an event in the discard pile is guarded")
	}
	if g.cannot(kahmis.ID, OutRemoveFromGame) {
		t.Fatal("the general cannot read a modifier bound to a causing card")
	}
	bad := Modifier{To: ToYourDiscard, Cannot: []string{OutRemoveFromGame}}
	if err := bad.prepare(); err == nil {
		t.Fatal("remove-from-game without cannot_source was accepted")
	}
}
