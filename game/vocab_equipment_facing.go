package game

// Equipment answering a facing trigger: "when (or while) your personnel
// present is facing a dilemma" on an equipment card (Orb of Time,
// 30V013; Orb of the Emissary, 58V002; Tox Uthat). A personnel's own
// when: facing / while-facing text answers its own facing; on an
// equipment the same whens answer the facing of its player's personnel
// present with it, in the same window and with the same limits (once per
// dilemma for when: facing). Equipment is present with the personnel on
// the same planet or headquarters, or aboard the same ship (Rulebook:
// Present); its text is used only while one of its player's personnel
// attempting is present with it.

// facingEquipment lists p's equipment present with p's personnel in the
// attempt, each once, in the order the personnel are listed.
func (g *Game) facingEquipment(p Player) []int {
	a := g.attempt
	if a == nil || a.player != p || !g.facingGear {
		return nil
	}
	var out []int
	lastPool := -1 // the personnel of an attempt mostly share one place
	for _, pid := range a.personnel {
		c := g.cards[pid]
		where := int(c.Zone)<<24 | c.Where
		if where == lastPool {
			continue
		}
		lastPool = where
		for _, x := range g.presentPool(pid) {
			c := g.cards[x]
			if c.Card.Type != Equipment || c.Controller != p || !hasWhen(c.Card, whenBit(WhenSelfFacing)|whenBit(WhenWhileFacing)) {
				continue
			}
			seen := false
			for _, y := range out {
				seen = seen || y == x
			}
			if !seen {
				out = append(out, x)
			}
		}
	}
	return out
}

// indexFacingEquipment notes whether some equipment of this game has
// such text (Game.facingGear), by the side up; indexCards calls it, again
// when a card flips. Without one, the attempting personnel's places are
// not searched.
func (g *Game) indexFacingEquipment() {
	g.facingGear = false
	for _, c := range g.cards[1:] {
		if c.Card.Type == Equipment && hasWhen(c.Card, whenBit(WhenSelfFacing)|whenBit(WhenWhileFacing)) {
			g.facingGear = true
			return
		}
	}
}

// facingSubject words who faces the dilemma for a facing trigger on c:
// the personnel itself, or for equipment its player's personnel present.
func facingSubject(c *Card) string {
	if c.Type == Equipment {
		return "your personnel present"
	}
	if c.Type == EventCard {
		return "your personnel" // an event in your core (vocab_core_events.go)
	}
	return "this " + cardNoun(c)
}
