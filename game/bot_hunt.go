package game

// The basic bot sends a crewed ship to an opponent's mission to hunt the
// opponent's ships only when a card in its core can begin an engagement
// or a combat there (an Assault event's order: No Peace in Our Time,
// 1R098). Any event in the core once sent it, so a deck whose core holds
// other events (a Maquis deck's mission events) flew its crew away from
// its own missions for nothing.

// huntsWithCore reports whether a card in the bot's core has an order
// that begins an engagement or a combat. Each move of an orders decision
// asks; the answer is worked out once per decision (statsMemo).
func (b *basicBot) huntsWithCore(v *View) bool {
	if b.memo.hunts == 0 {
		b.memo.hunts = 1
		if b.coreFights(v) {
			b.memo.hunts = 2
		}
	}
	return b.memo.hunts == 2
}

// coreFights reports whether a card in the bot's core has an order that
// begins an engagement or a combat.
func (b *basicBot) coreFights(v *View) bool {
	for i := range v.Players[v.Me].Core {
		c := b.cardOf(&v.Players[v.Me].Core[i])
		if c == nil {
			continue
		}
		for j := range c.Abilities {
			a := &c.Abilities[j]
			if a.When != WhenOrder {
				continue
			}
			fights := false
			eachStep(a.Effect, func(s *Step) { fights = fights || s.Do == DoEngage || s.Do == DoCombat })
			eachStep(a.Cost, func(s *Step) { fights = fights || s.Do == DoEngage || s.Do == DoCombat })
			if fights {
				return true
			}
		}
	}
	return false
}
