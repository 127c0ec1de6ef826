package game

import "testing"

// TestGroupDiscarded: the group "discarded" holds what the last
// discard-top step of this card's text took from the deck, read by the
// cards' printed facts in the discard pile; a later step replaces it,
// and a deck that runs short gives only what it had. Made-up text on
// Kahmis: discard two, then score 5 for each Intelligence personnel
// among them.
// Rulebook: In Play/Not In Play (cards in a discard pile keep their
// printed facts).
func TestGroupDiscarded(t *testing.T) {
	g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Kahmis]
    discard: [Rogesh]
    deck: [Emok, Meraht, Daro]
  - name: Ben
    missions: [{card: "Earth, Home of Starfleet Command"}]
    deck: [Mills]
`)
	kahmis := find(t, g, "Kahmis")
	giveText(t, kahmis, `
abilities:
  - when: order
    effect:
      - {do: discard-top, count: 2}
      - {do: score, amount: 5, many: {count: discarded, filter: {type: personnel, skills: [Intelligence]}}}
`)
	steps := kahmis.Card.Abilities[0].Effect
	runIt := func() {
		g.pending, g.work = nil, nil
		g.push(func() { g.runAbility(g.ctxFor(0, kahmis.ID), steps) })
		g.run()
	}
	runIt() // Emok and Meraht, both with Intelligence; Rogesh was there before
	if got := g.players[0].Score; got != 10 {
		t.Fatalf("score %d after discarding Emok and Meraht, want 10", got)
	}
	if got := g.group(g.ctxFor(0, kahmis.ID), GroupDiscarded, nil); len(got) != 2 {
		t.Fatalf("discarded %v, want the two cards", got)
	}
	runIt() // only Daro is left, without Intelligence: the group is Daro alone
	if got := g.players[0].Score; got != 10 {
		t.Errorf("score %d after discarding Daro, want 10 still", got)
	}
	if got := g.group(g.ctxFor(0, kahmis.ID), GroupDiscarded, nil); len(got) != 1 || got[0] != find(t, g, "Daro").ID {
		t.Errorf("discarded %v, want Daro alone", got)
	}
}
