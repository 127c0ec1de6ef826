package game

// "When an opponent places a personnel from hand ..." (Deanna Troi,
// Durango, 23V048): placing a card is not playing it (Glossary: play and
// place), so text that answers a card being played does not answer it,
// and text that answers placing needs a trigger of its own. It fires
// whenever a personnel leaves a hand for play by game text that places
// it: at a headquarters or aboard a ship (place-from-hand), present with
// another personnel (place-present-from-hand), or in an exchange from
// hand (Glossary: exchange). Cards: the card placed; Player: who placed
// it; Mission: where it now is (the condition mission-type reads it:
// "on a headquarters mission").

// TrigPlacedFromHand: a player placed a card from hand into play.
const TrigPlacedFromHand = "placed-from-hand"

func init() {
	triggerTable[TrigPlacedFromHand] = triggerEntry{
		bus: true, reads: readsBus,
		doc:     "a player placed a card from hand into play by game text (not played)",
		example: "{when: placed-from-hand, on: opponent, of: {type: personnel}, effect: [{do: draw}]}",
		clause: func(c *Card, a Ability, w busWords) string {
			return "when " + w.who + " place" + verbS(w.who) + " " + article(a.Of.Text("card")) + " " + a.Of.Text("card") + " from hand"
		},
	}
}

// firePlacedFromHand announces that p placed card id from hand into play.
func (g *Game) firePlacedFromHand(p Player, id int) {
	if !g.listenedTo(TrigPlacedFromHand) {
		return
	}
	g.fire(g.trigs.take(Trigger{Kind: TrigPlacedFromHand, Player: p, Cards: g.one(id), Mission: g.missionOf(id)}), nil)
}
