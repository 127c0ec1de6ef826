package game

// Early exits for the readers of modifiers that are not frozen
// (eachModifierWhere, statsInto, findSources): a source is asked whether
// it is active (modSourceActive: its controller's reach, blocked
// abilities, damage, blank text) only when it could be one and one of
// its modifiers could reach the card read.

// sourceZones are the zones a card may be an active modifier source in
// (activeSource; a stopped card whose text works even then is in one of
// the first three: modSourceActive). Most sources are in a deck, a hand
// or a pile.
const sourceZones = 1<<ZSurface | 1<<ZAboard | 1<<ZAtMission | 1<<ZCore | 1<<ZMission | 1<<ZPlayedOn

// maySource reports whether card id is in a zone where it may be an
// active modifier source: modSourceActive is false elsewhere.
func (g *Game) maySource(id int) bool { return sourceZones>>g.cards[id].Zone&1 != 0 }

// mayReach reports whether some modifier of src's card changing one of
// effects may reach target: not when each reaches its own card alone
// and target is another (related: relSelf).
func mayReach(card *Card, effects modEffect, src, target int) bool {
	if src == target {
		return true
	}
	for i := range card.Modifiers {
		if m := &card.Modifiers[i]; m.effects&effects != 0 && !selfOnly(m) {
			return true
		}
	}
	return false
}
