package game

import "slices"

// Facing windows with nothing to offer (issue 26). A mission attempt
// opens a window before the requirements are checked and before each
// dilemma's actions; each asks facingResponses of the attempting player,
// which walks the attempt's personnel and ships, the equipment present,
// the core, the missions and the hand, asking of every card with facing
// text whether its text may be used. Almost always nothing may: in most
// games few cards have such text, and those few are in a deck or a pile,
// or are the other player's.
//
// Each game lists, once at setup (indexListeners), the instances whose
// card, on either side (vocab_flip.go), has an ability of a when a facing
// window reads: attempting, facing, while-facing, facing-dilemma. These
// are the only abilities facingResponses and what it calls offer
// (facingResponses, reactFacingResponses, facingEquipment,
// coreFacingResponses, missionFacingResponses, interruptsFor with
// attempting and facing-dilemma). The list is of printed text, so it
// does not go stale: a card's abilities change only as it flips, and
// both sides are read; gained or blanked text is not read by those
// functions either. It is built anew whenever the game's cards are
// indexed, as the listeners are.
//
// facingFrom then reads where those few cards are now, a walk of a
// handful of entries instead of the attempt's cards, and says which of
// those functions could offer anything.

// facingWhen reports whether when is one a facing window reads.
func facingWhen(when string) bool {
	return when == WhenAttempting || when == WhenSelfFacing || when == WhenWhileFacing || when == WhenFacing
}

// hasFacingText reports whether c has an ability of a facing when.
func hasFacingText(c *Card) bool {
	if c == nil {
		return false
	}
	for i := range c.Abilities {
		if facingWhen(c.Abilities[i].When) {
			return true
		}
	}
	return false
}

// indexFacing lists the instances with facing text (Game.facingCards),
// and notes whether equipment with such text is up among them
// (Game.facingGear, vocab_equipment_facing.go).
func (g *Game) indexFacing() {
	g.facingCards, g.facingGear = g.facingCards[:0], false
	for _, c := range g.cards[1:] {
		if hasFacingText(c.Card) || hasFacingText(c.Card.other) {
			g.facingCards = append(g.facingCards, c.ID)
			g.facingGear = g.facingGear || gearAnswersFacing(c.Card)
		}
	}
}

// facingSources is a set of the places facing text may be offered from
// (facingFrom).
type facingSources uint8

const (
	fromAttempters facingSources = 1 << iota // the attempt's personnel (facingResponses, reactFacingResponses)
	fromShips                                // the attempt's ships (reactFacingResponses)
	fromEquipment                            // equipment present (facingEquipment)
	fromCore                                 // events in a core (coreFacingResponses)
	fromMissions                             // missions (missionFacingResponses)
	fromHand                                 // interrupts in a hand or held (interruptsFor)
)

// facingFrom is the set of places from which a card with facing text
// could be offered to p in a facing window now; where it is not, the
// function looking there would offer nothing, and is not asked. By
// where each of those functions looks, a card could be offered when it
// is
//   - one of the attempt's personnel or ships in play, whatever it is
//     (attemptingResponses and reactFacingResponses offer only the text
//     of an active source, which is in play);
//   - a mission (missionFacingResponses);
//   - an equipment p commands in play (facingEquipment);
//   - an event in a core, p's (coreFacingResponses);
//   - an interrupt p owns in a hand or held on a card (interruptsFor:
//     a hand holds only its owner's cards, and a held interrupt is
//     played by its owner).
//
// Each test is wider than its function's own: it only has to hold
// whenever that function could offer the card. A personnel or a ship
// not in the attempt is offered by none of them.
func (g *Game) facingFrom(p Player) facingSources {
	a := g.attempt
	var set facingSources
	for _, id := range g.facingCards {
		c := g.cards[id]
		mine := answersFrom(c.Zone) && (c.Owner == p || c.Controller == p)
		switch c.Card.Type {
		case Mission:
			set |= fromMissions
		case Equipment:
			if mine {
				set |= fromEquipment
			}
		case EventCard:
			if mine {
				set |= fromCore
			}
		case Interrupt:
			if mine {
				set |= fromHand
			}
		}
		if c.Zone == ZMission {
			set |= fromMissions
		}
		if a == nil || !c.Zone.InPlay() {
			continue // out of play, its text is not active (activeSource)
		}
		if slices.Contains(a.personnel, id) {
			set |= fromAttempters
		}
		if slices.Contains(a.ships, id) {
			set |= fromShips
		}
	}
	return set
}
