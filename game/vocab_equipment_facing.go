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
			if c.Controller != p || !gearAnswersFacing(c.Card) {
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

// gearAnswersFacing reports whether c is equipment whose text answers
// its personnel's facing a dilemma (Game.facingGear: indexFacing notes
// whether the game has one, by the side up, with the cards a facing
// window reads).
func gearAnswersFacing(c *Card) bool {
	return c.Type == Equipment && hasWhen(c, whenBit(WhenSelfFacing)|whenBit(WhenWhileFacing))
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
