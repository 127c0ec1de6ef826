package game

// "When … is destroyed": a card in play went to its owner's discard pile
// by being destroyed (Glossary: Discard, Destroy, and Kill: destroy means
// from play). Every place the engine destroys a card fires it once the
// card is in the discard pile: a card destroyed by text (its own, another
// card's, a dilemma's outcome), an event or interrupt destroyed after it
// resolves (Rulebook: Event, Interrupt), a ship destroyed by damage. Its
// card is the one destroyed; Player is its owner, so "an event you own is
// destroyed" is `on: your` (Draz, Overeager, 26V029).

// TrigDestroyed: Cards (one) was destroyed; Player is its owner.
const TrigDestroyed = "destroyed"

func init() {
	triggerTable[TrigDestroyed] = triggerEntry{bus: true, reads: readsBus,
		doc:     "a card in play was destroyed (by text, after resolving as an event or interrupt, or a ship by damage); its owner is the trigger's player",
		example: "{when: destroyed, on: your, of: {type: event}, effect: [{do: draw}]}",
		clause: func(c *Card, a Ability, w busWords) string {
			if a.On == "its-ship" && a.Of == nil { // answered from where the card went with it (vocab_ship_destroyed_aboard.go)
				return "when a ship with this " + w.noun + " on board is destroyed (this " + w.noun + " going with it)"
			}
			return "when " + w.subject + " is destroyed"
		}}
}

// destroyedNow fires the destroyed trigger for card id, just destroyed by
// a card of src's (0: by the rules); held are the cards that were aboard
// or on it as it left play (leavePlay), kept in Trigger.Held
// (vocab_ship_destroyed_aboard.go).
func (g *Game) destroyedNow(id, src int, held ...int) {
	if !g.listenedTo(TrigDestroyed) {
		return
	}
	g.fire(g.trigs.take(Trigger{Kind: TrigDestroyed, Player: g.cards[id].Owner, Cards: g.one(id), Source: src, Held: held}), nil)
}

// attemptDilemma is the dilemma being faced, 0 outside an attempt.
func (g *Game) attemptDilemma() int {
	if g.attempt == nil {
		return 0
	}
	return g.attempt.dilemma
}
