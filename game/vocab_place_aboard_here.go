package game

// place-from-hand to: ship-here — a card from hand is placed (not played:
// Glossary: play and place) aboard a ship at the mission here, whichever
// player commands the ship; its placer commands it (Satarran Gambit,
// 27V002: the dilemma's owner places an Infiltrator aboard some ship at
// the mission attempted, and commands it there). "This mission" is, for a
// dilemma, the mission attempted; for another card, the mission where
// the card is. Uniqueness holds (placeableFromHand). A personnel placed
// aboard the other player's ship fires placed-aboard-opponent
// (vocab_placed_aboard_opponent.go).

const placeToShipHere = "ship-here"

// shipsHereFor lists the ships in play at ctx's mission.
func (g *Game) shipsHereFor(ctx fxCtx) []int {
	m := 0
	if a := g.attempt; a != nil && a.dilemma != 0 && ctx.src == a.dilemma {
		m = a.mission
	} else {
		m = g.missionOf(ctx.src)
	}
	if m == 0 {
		return nil
	}
	var out []int
	for _, sh := range g.cards[m].Ships {
		if g.cards[sh].Zone == ZAtMission {
			out = append(out, sh)
		}
	}
	return out
}
