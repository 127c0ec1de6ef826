package game

import "testing"

// TestShuffleEachIntoDeck: made-up text on Kahmis answers two of Ann's
// personnel present about to be killed at once by an opponent's card:
// one use shuffles both, Kahmis too, into Ann's deck; neither is killed
// and the deck holds them. Declined, both die.
// Ruling: Pending Effects (a card out of play does not undergo the
// action); Rulebook: Glossary, instead.
func TestShuffleEachIntoDeck(t *testing.T) {
	for _, use := range []bool{true, false} {
		g := startScenario(t, loseCommandPosition)
		kahmis, tugat, davies := find(t, g, "Kahmis"), find(t, g, "Tugat"), find(t, g, "Davies")
		giveText(t, kahmis, `
abilities:
  - when: about-to-kill
    on: present
    may: true
    effect: [{do: shuffle-each-into-deck}]
`)
		g.indexCards()
		deck := len(g.players[0].Deck)
		g.pending, g.work = nil, nil
		g.push(func() { g.killCards(g.ctxFor(1, davies.ID), []int{kahmis.ID, tugat.ID}) })
		g.run()
		if !use {
			for respondUntil(t, g, "Use Kahmis") {
				choose(t, g, "Pass")
			}
			if kahmis.Zone != ZDiscard || tugat.Zone != ZDiscard {
				t.Fatalf("declined: Kahmis %v, Tugat %v; want both killed", kahmis.Zone, tugat.Zone)
			}
			continue
		}
		if !useWhenOffered(t, g, "Use Kahmis") {
			t.Fatal("the text was not offered")
		}
		if kahmis.Zone != ZDeck || tugat.Zone != ZDeck || len(g.players[0].Deck) != deck+2 {
			t.Fatalf("Kahmis %v, Tugat %v, deck %d (was %d); want both shuffled in", kahmis.Zone, tugat.Zone, len(g.players[0].Deck), deck)
		}
	}
}
