package game

import "testing"

// Glossary: reveal. hand-not-revealed holds for a player until his or her
// whole hand is revealed (by any text), for that player only, and holds
// again once the turn ends.
func TestHandNotRevealed(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions: [{card: "Bajor, Gift of the Prophets"}]
    hand: [Crom]
    deck: [Tholun, Tholun]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez, Lopez]
`)
	cs := Conds{{Is: "hand-not-revealed"}}
	if err := cs.validateAs(formAbility); err != nil {
		t.Fatal(err)
	}
	holds := func(p Player) bool { return cs.holds(g, fxCtx{p: p}) }
	if !holds(0) || !holds(1) {
		t.Fatal("no hand revealed yet, but the condition fails")
	}
	g.revealHand(fxCtx{p: 0, src: find(t, g, "Crom").ID})
	if holds(0) {
		t.Error("Ann revealed her hand, but the condition still holds for her")
	}
	if !holds(1) {
		t.Error("Ann's reveal counts for Ben")
	}
	clear(g.usedThisTurn) // as the turn ends
	if !holds(0) {
		t.Error("a new turn, but the reveal is still remembered")
	}
}
