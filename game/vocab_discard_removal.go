package game

import "slices"

// removed-from-discard: a card was removed from the game out of a
// player's discard pile by game text (remove-from-discard, as a cost or an
// effect). The trigger's player is the pile's owner, so on: your is "a
// card in your discard pile" (Winn Adami, Renegade Priest, 30V038). Each
// card removed fires it once: text answering "a card" answers each of
// several removed together (Glossary: actions – response actions: each
// time the trigger is met, the text may be used one time). The removed
// trigger (vocab_removed.go) is about cards in play only. Its Source is
// the removing card, so by_opponent answers only a removal done by a card
// an opponent of the answering player owns (Metron Arena, Resolve
// Standing Conflict, 30V029).

// TrigRemovedFromDiscard names the trigger.
const TrigRemovedFromDiscard = "removed-from-discard"

func init() {
	triggerTable[TrigRemovedFromDiscard] = triggerEntry{bus: true, reads: readsBus | readsByOpponent,
		doc:     "a card was removed from the game out of a discard pile (its owner's: on: your is a card in your discard pile); by_opponent: by a card an opponent owns",
		example: "{when: removed-from-discard, on: your, effect: [{do: attributes, amount: 1, until: turn}]}",
		clause: func(c *Card, a Ability, w busWords) string {
			noun := a.Of.Text("card")
			pile := "your discard pile"
			switch a.On {
			case "opponent":
				pile = "an opponent's discard pile"
			case "any":
				pile = "a discard pile"
			}
			return "when " + article(noun) + " " + noun + " in " + pile + " is removed from the game" + byOpponentText(a)
		}}
}

// firedRemovedFromDiscard fires the trigger once for each card of gone,
// just removed from owner's discard pile by src's text.
func (g *Game) firedRemovedFromDiscard(owner Player, src int, gone []int) {
	if len(gone) == 0 || !g.listenedTo(TrigRemovedFromDiscard) {
		return
	}
	for _, id := range slices.Backward(gone) { // pushed: the first removed is answered first
		g.fire(g.trigs.take(Trigger{Kind: TrigRemovedFromDiscard, Player: owner, Cards: []int{id}, Source: src}), nil)
	}
}
