package game

import "fmt"

// no_abilities: a modifier whose reached personnel cannot use their
// abilities while it holds (Sela, Mysterious Operative, 1R367: an
// opponent's personnel at her mission, while that opponent has no
// Intelligence personnel there). Glossary: abilities — keywords, "when"
// and Order text and continuous effects are a personnel's abilities;
// skills are not. As with a dilemma's no_abilities lasting text
// (vocab_dilemma_placed.go), a blocked personnel's text is not active:
// it gives no modifier and offers no order or response.
//
// Such a modifier's condition may read what the blocked text would change
// (an Intelligence gained from another personnel's text). It is read as
// though no no_abilities modifier applied, so a card never decides through
// its own effect whether its effect holds (as a becomes modifier's
// condition counts cards without it: vocab_gained_identity.go); while it is
// read, sources are found afresh, not from a frozen list.
//
// The condition at-this-mission counts the cards the filter matches
// anywhere at this card's mission: on the surface, at it, aboard a ship
// there (Ruling: At This Mission).

// validateNoAbilities checks no_abilities at load.
func (m *Modifier) validateNoAbilities() error {
	if !m.NoAbilities {
		return nil
	}
	switch m.To {
	case ToAtMission, ToPresent, ToInPlay:
	default:
		return fmt.Errorf("no_abilities reaches personnel: to must be at-mission, present or in-play, not %q", m.To)
	}
	if m.Per != nil {
		return fmt.Errorf("no_abilities: per is not read for it")
	}
	return nil
}

// indexAbilityBlockers lists the cards of this game with a no_abilities
// modifier; indexCards calls it.
func (g *Game) indexAbilityBlockers() {
	g.abilityBlockers = g.abilityBlockers[:0]
	for _, c := range g.cards[1:] {
		if anyModifier(c.Card, func(m *Modifier) bool { return m.NoAbilities }) {
			g.abilityBlockers = append(g.abilityBlockers, c.ID)
		}
	}
}

// blockedByModifier reports whether a no_abilities modifier of an active
// source reaches personnel id now.
func (g *Game) blockedByModifier(id int) bool {
	if g.blockEval {
		return false // read as though none applied (above)
	}
	g.blockEval = true
	frozen := g.frozen.on
	g.frozen.on = false // sources found afresh meanwhile, the frozen lists untouched
	defer func() { g.blockEval, g.frozen.on = false, frozen }()
	for _, src := range g.abilityBlockers {
		if src == id || !g.activeSource(src) {
			continue
		}
		for i := range g.cards[src].Card.Modifiers {
			if m := &g.cards[src].Card.Modifiers[i]; m.NoAbilities && g.modifierApplies(src, m, id, nil) {
				return true
			}
		}
	}
	return false
}

// atThisMissionConds: the condition at-this-mission.
func atThisMissionConds() map[string]condEntry {
	return map[string]condEntry{
		"at-this-mission": {
			fields:  []VocabField{fieldOf, fieldWhose, fieldAtLeast, fieldAtMost},
			doc:     "at least at_least (default 1), or at most at_most, cards the filter matches (whose) are anywhere at this card's mission: on it, at it, aboard a ship there",
			example: "while: {is: at-this-mission, whose: opponent, of: {type: personnel, skills: [Intelligence]}, at_most: 0}",
			validate: func(c *Cond) error {
				if c.AtLeast != nil && c.AtMost != nil {
					return fmt.Errorf("at-this-mission takes at_least or at_most, not both")
				}
				switch c.Whose {
				case "", WhoseYour, WhoseOpponent:
				default:
					return fmt.Errorf("whose: your or opponent, not %q", c.Whose)
				}
				return needOfModFilter(c)
			},
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				m := g.missionOf(ctx.src)
				if m == 0 {
					return false
				}
				n := g.countAtMission(ctx.p, m, c)
				if c.AtLeast == nil && c.AtMost == nil {
					return n >= 1
				}
				return c.boundsOK(n)
			},
			text: func(c *Cond, _ condWords) string {
				what := c.Of.Text("card")
				switch c.Whose {
				case WhoseOpponent:
					what = "opponent's " + what
				case WhoseYour:
					what = "your " + what
				}
				switch {
				case c.AtMost != nil && *c.AtMost == 0:
					if c.Whose == WhoseOpponent {
						return "your opponent has no " + c.Of.Text("card") + " at this mission"
					}
					return "there is no " + what + " at this mission"
				case c.AtMost != nil:
					return fmt.Sprintf("there are %d or fewer %s at this mission", *c.AtMost, plural(what))
				case c.AtLeast != nil && *c.AtLeast > 1:
					return fmt.Sprintf("there are %d or more %s at this mission", *c.AtLeast, plural(what))
				}
				return "there is " + article(what) + " " + what + " at this mission"
			},
			slot: slotWhileClause, inModifiers: true,
		},
	}
}

// countAtMission counts the cards at mission m (its surface, its ships
// and aboard them) that c's filter matches, whose per c.Whose for p, that
// p may consider.
func (g *Game) countAtMission(p Player, m int, c *Cond) int {
	n := 0
	count := func(ids []int) {
		for _, id := range ids {
			x := g.cards[id]
			if c.Whose == WhoseOpponent && x.Controller == p || c.Whose == WhoseYour && x.Controller != p {
				continue
			}
			if g.considers(p, id) && g.matches(c.Of, id) {
				n++
			}
		}
	}
	mc := g.cards[m]
	count(mc.Surface)
	count(mc.Ships)
	for _, s := range mc.Ships {
		count(g.cards[s].Aboard)
	}
	return n
}
