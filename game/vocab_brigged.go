package game

import "slices"

// brigged: a player placed a personnel in their brig (Rulebook: Brig and
// Captives), by a dilemma's capture, a combat won, or card text. The
// trigger's player is the captor, so who: you is "when you place a
// personnel in your brig" (Darhe'el, The Butcher of Gallitep, 1U233), and
// on: opponent narrows it to captives an opponent owns (the usual case;
// Nidet, 38V023). Each captive fires it once: text answering "a
// personnel" answers each of several captured together (Glossary:
// actions – response actions).

// TrigBrigged names the trigger.
const TrigBrigged = "brigged"

func init() {
	triggerTable[TrigBrigged] = triggerEntry{bus: true, reads: readsBus | readsFromHand,
		doc:     "a player placed a personnel in their brig; the trigger's player is the captor (who), on narrows whose the captive is by owner (opponent: one an opponent owns)",
		example: "{when: brigged, who: you, on: opponent, effect: [{do: draw}]}",
		clause: func(c *Card, a Ability, w busWords) string {
			whose := "a personnel"
			switch a.On {
			case "opponent":
				whose = "a personnel an opponent owns"
			case "your":
				whose = "a personnel you own"
			}
			return "when " + w.who + " place " + whose + " in " + brigOf(w.who)
		}}
}

// brigOf words whose brig it is.
func brigOf(who string) string {
	if who == "you" {
		return "your brig"
	}
	return "their brig"
}

// firedBrigged fires the trigger once for each personnel of caught, just
// placed in captor's brig.
func (g *Game) firedBrigged(captor Player, src int, caught []int) {
	if len(caught) == 0 || !g.listenedTo(TrigBrigged) {
		return
	}
	for _, id := range slices.Backward(caught) { // pushed: the first captured is answered first
		if g.cards[id].Zone != ZBrig {
			continue
		}
		g.fire(g.trigs.take(Trigger{Kind: TrigBrigged, Player: captor, Cards: []int{id}, Source: src}), nil)
	}
}
