package game

// The modifier field ship_commander: the personnel it reaches are
// corresponding Commanders of the ship they are aboard, as though their
// Commander keyword named it (Glossary: Commander — the keyword makes the
// relationship; card text may make it too). Pulling Rank, 35V008, played
// on a ship: {to: aboard, of: <Admiral or General>, ship_commander: true}.
//
// Every check of the relationship reads isShipCommander: the condition
// commander-aboard and the filter commander_aboard (a ship with its
// Commander aboard: matchingCommanderAboard), the filters ship_commander
// (aboardOwnShip), commander_of_ship_here (commanderOfShipHere) and
// commander (a Commander: commanderNow), and play_aboard's while
// (commanderAboard). A Commander keyword counts whether printed or
// gained (hasKeyword). The relationship given by a modifier holds only
// while the personnel is aboard that ship and the modifier reaches it; a
// personnel just killed aboard counts as it was there (as a card killed
// counts as present where it died: aboardOwnShip), if the modifier would
// still reach a personnel aboard that ship.

// shipCommanderWords words the field.
const shipCommanderWords = "is a corresponding Commander of the ship it is aboard"

// isShipCommander reports whether personnel id is a corresponding
// Commander of ship s now.
func (g *Game) isShipCommander(id, s int) bool {
	if t := g.cards[s].Card.Title; t != "" && g.hasKeyword(id, "Commander: "+t) {
		return true
	}
	c := g.cards[id]
	if !g.identity.commanders || c.Zone != ZAboard || c.Where != s {
		return false
	}
	return g.gainedCommanderNow(id)
}

// gainedCommanderNow reports whether a ship_commander modifier reaches
// personnel id now, making it a Commander of the ship it is aboard.
func (g *Game) gainedCommanderNow(id int) (ok bool) {
	if !g.identity.commanders || g.cards[id].Zone != ZAboard {
		return false
	}
	g.eachIdentityMod(id, func(m *Modifier) bool {
		ok = m.ShipCommander
		return ok
	})
	return ok
}

// commanderNow reports whether personnel id is a Commander: it has a
// Commander keyword, or is one of the ship it is aboard by a modifier.
func (g *Game) commanderNow(id int) bool {
	c := g.cards[id]
	if hasCommanderKeyword(c.Card) {
		return true
	}
	return c.Card.Type == Personnel && g.gainedCommanderNow(id)
}

// wasGainedCommander reports whether personnel id, which has just left
// play from aboard ship s, was a Commander of s by a modifier: one of the
// ship's text, or of an event played on it (to: aboard), whose
// conditions still hold and whose filter the personnel matches.
func (g *Game) wasGainedCommander(id, s int) bool {
	if !g.identity.commanders || g.identity.busy {
		return false
	}
	g.identity.busy = true // as eachIdentityMod: its conditions read cards as printed
	defer func() { g.identity.busy = false }()
	c := g.cards[id]
	for _, src := range g.identity.sources {
		if !g.modSourceActive(src) || g.hostShip(src) != s {
			continue
		}
		sc := g.cards[src]
		for i := range sc.Card.Modifiers {
			m := &sc.Card.Modifiers[i]
			if !m.ShipCommander || m.rel != relAboard || !m.whose.owned(sc.Controller, c.Controller) || !g.matches(m.Of, id) {
				continue
			}
			if g.condsHold(src, m.While) {
				return true
			}
		}
	}
	return false
}

// commanderFilter checks f's commander and ship_commander fields against
// what card id is now, a Commander made by text included, and returns the
// rest of f to match as usual (identityFilter); the printed check of
// matchesCard would refuse a personnel with no Commander keyword.
func (g *Game) commanderFilter(f *Filter, id int) (*Filter, bool) {
	if !g.identity.commanders || (!f.Commander && !f.ShipCommander) {
		return f, true
	}
	if (f.Commander && !g.commanderNow(id)) || (f.ShipCommander && !g.aboardOwnShip(id)) {
		return nil, false
	}
	rest := *f
	rest.Commander, rest.ShipCommander = false, false
	return &rest, true
}
