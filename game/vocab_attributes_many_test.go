package game

import "testing"

// TestAttributesMany: attributes with many raises the target by the
// amount read when the step runs (here the printed cost of the card the
// cost took), for the time given; a card costing 0 adds nothing; a step
// giving both a printed amount and many is refused. Glossary: attributes
// (modifications); Rulebook: Paying costs.
func TestAttributesMany(t *testing.T) {
	g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions: [{card: "Cardassia Prime, Hardscrabble World", surface: [Daro]}]
    discard: [Rogesh]
    deck: [Emok]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
	daro, rogesh := find(t, g, "Daro").ID, find(t, g, "Rogesh").ID
	before := g.stats(daro)
	ctx := g.ctxFor(0, daro)
	s := Step{Do: DoAttributes, Many: &Amount{Cost: "paid"}, Until: "turn", To: "self"}
	if err := validateAttributesMany(&s); err != nil {
		t.Fatal(err)
	}
	g.notePaid(ctx, []int{rogesh})
	registry[DoAttributes].run(g, ctx, s)
	cost := 0
	if c := g.cards[rogesh].Card.Cost; c != nil {
		cost = *c
	}
	if cost == 0 {
		t.Fatal("Rogesh's printed cost is 0: the test needs a card that costs something")
	}
	after := g.stats(daro)
	if after.Integrity != before.Integrity+cost || after.Cunning != before.Cunning+cost || after.Strength != before.Strength+cost {
		t.Errorf("Daro's attributes %d/%d/%d, want each %d more than %d/%d/%d", after.Integrity, after.Cunning, after.Strength, cost, before.Integrity, before.Cunning, before.Strength)
	}
	g.notePaid(ctx, nil)
	registry[DoAttributes].run(g, ctx, s)
	if again := g.stats(daro); again != after {
		t.Errorf("nothing paid: Daro's attributes changed to %+v", again)
	}
	both := Step{Do: DoAttributes, Amount: 2, Many: &Amount{Cost: "paid"}, Until: "turn"}
	if err := validateAttributesMany(&both); err == nil {
		t.Error("a step with both amount and many was accepted")
	}
}
