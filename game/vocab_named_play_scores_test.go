package game

import "testing"

// Glossary: naming cards; Rulebook: Turn Sequence. named-play-scores makes
// an effect of its player's: each play by an opponent of a card with the
// title named scores, by title only (any persona); the player's own plays
// do not; the effect ends as that player's next turn begins, and it does
// not need its source to stay in play.
func TestNamedPlayScores(t *testing.T) {
	g := startScenario(t, `
active: 1
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
        surface: ["Data, Commanding Officer"]
    hand: [Dokar]
    deck: [Lopez]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    hand: [Dokar, Kahmis]
    deck: [Kahmis]
`)
	data := withCard(t, g, "Data", ann)
	if g.plays.named == nil {
		g.plays.named = map[int]string{}
	}
	g.plays.named[data.ID] = "Dokar"
	g.pending, g.work = nil, nil // the decision in hand set aside: the text runs alone
	g.runAbility(g.ctxFor(ann, data.ID), []Step{{Do: DoNamedPlayScores, Amount: 5}})
	g.run()
	var bensDokar, annsDokar, kahmis int
	for _, c := range g.cards[1:] {
		switch {
		case c.Card.Title == "Dokar" && c.Owner == ben:
			bensDokar = c.ID
		case c.Card.Title == "Dokar" && c.Owner == ann:
			annsDokar = c.ID
		case c.Card.Title == "Kahmis" && c.Zone == ZHand:
			kahmis = c.ID
		}
	}
	g.place(data.ID, ZDiscard, 0) // the effect outlives its source
	for _, step := range []struct {
		who  Player
		id   int
		want int
	}{{ben, kahmis, 0}, {ann, annsDokar, 0}, {ben, bensDokar, 5}, {ben, bensDokar, 10}} {
		g.namedPlayScores(step.who, step.id)
		if got := g.players[ann].Score; got != step.want {
			t.Fatalf("after a play of %s by %v: Ann has %d points, want %d", g.cards[step.id].Card.Title, step.who, got, step.want)
		}
	}
	g.endNextTurnEffects(ann)
	g.namedPlayScores(ben, bensDokar)
	if got := g.players[ann].Score; got != 10 {
		t.Errorf("after Ann's next turn began: %d points, want 10 (the effect is over)", got)
	}
}
