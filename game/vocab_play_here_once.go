package game

// A permission to play cards where this card is that may be used only
// once each turn (U.S.S. Enterprise-C, Temporal Linchpin, 28V052: one
// [Pa][TNG] or [AU][TNG] personnel aboard it each turn). The limit
// counts plays that needed this permission: a card played to the same
// ship by another right (a headquarters, a play_aboard permission) does
// not use it up (Rulebook: Playing specific kinds of cards — a card's
// text may allow another place; Glossary: once each turn).

// playHereUsed reports whether ability i of src, a once-each-turn
// play-here permission, was used this turn.
func (g *Game) playHereUsed(src, i int) bool {
	return g.cards[src].Card.Abilities[i].OnceEachTurn && g.usedThisTurn[abilityKey{src, i}]
}

// notePlayHere marks the once-each-turn play-here permission a play of
// card id to dest relied on: dest is a place only such a permission
// opened (not a headquarters or a play_aboard ship of p's), and the
// first such permission of p's that allows it there is used.
func (g *Game) notePlayHere(p Player, id, dest int) {
	if dest == 0 || len(g.plays.hereSources) == 0 {
		return
	}
	c := g.cards[id]
	if c.Card.Type != Personnel && c.Card.Type != Equipment && c.Card.Type != Ship {
		return
	}
	if d := g.cards[dest]; d.Card.Type == Mission && d.Card.IsHQ() && d.Card.AllowsPlay(c.Card) {
		return
	}
	for _, s := range g.playAboardSites(p, c) {
		if s == dest {
			return
		}
	}
	for _, src := range g.plays.hereSources {
		s := g.cards[src]
		if s.Controller != p || !g.activeSource(src) || src == id || g.placeOf(src) != dest {
			continue
		}
		for i := range s.Card.Abilities {
			a := &s.Card.Abilities[i]
			if a.When != WhenPlayHere || !a.Of.MatchesCard(c.Card) || g.playHereUsed(src, i) || !g.abilityHolds(g.ctxFor(p, src), a) {
				continue
			}
			if !a.OnceEachTurn {
				return // an unlimited permission serves; nothing is used up
			}
			g.usedThisTurn[abilityKey{src, i}] = true
			return
		}
	}
}
